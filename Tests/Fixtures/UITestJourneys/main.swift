// Runs the generated FriendList and Account navigators against a simulated app in the
// XCTest stand-in: each screen is a hierarchy of identified elements whose taps change
// the screen, as the generated views and their identifiers make the real app behave.
// Prints "ok: …" per check, "FAIL: …" per failed one, and "all journeys passed" last.

import XCTest

var failed = false

@MainActor func check(_ condition: Bool, _ what: String) {
  print(condition ? "ok: \(what)" : "FAIL: \(what)")
  if !condition { failed = true }
}

/// The FriendList app: a list, a pushed detail, an editor presented over it.
@MainActor final class FriendListApp {
  let app = XCUIApplication()
  /// The scenes shown, bottom first.
  var stack: [String] = ["master"]
  /// A cell that appears only after the table has loaded, as a real one does.
  var cellsLoaded = false
  /// The identifier the edit button has; a test breaks it to see the navigator fail.
  var editButtonIdentifier = "detail.editDetail"

  init() {
    StandInClock.onTurn = { [weak self] in
      self?.cellsLoaded = true
      self?.render()
    }
    render()
  }

  func show(_ scenes: [String]) {
    stack = scenes
    render()
  }

  func screen(_ id: String) -> StandInNode {
    switch id {
    case "master":
      let cells =
        cellsLoaded
        ? [
          StandInNode(.cell, label: "Ada") { [weak self] in self?.show(["master", "detail"]) }
        ] : []
      return StandInNode(.table, "master", children: cells)
    case "detail":
      return StandInNode(.table, "detail")
    default:
      return StandInNode(.table, id)
    }
  }

  func render() {
    var bars: [StandInNode] = []
    switch stack.last {
    case "detail":
      bars = [
        StandInNode(.button, editButtonIdentifier) { [weak self] in
          self?.show(["master", "detail", "edit"])
        }
      ]
    case "edit":
      bars = [
        StandInNode(.button, "edit.saveInput") { [weak self] in self?.show(["master", "detail"]) },
        StandInNode(.button, "edit.cancelInput") { [weak self] in
          self?.show(["master", "detail"])
        },
      ]
    default:
      break
    }
    // A presented sheet leaves what is beneath it in the hierarchy.
    let shown = stack.last == "edit" ? ["detail", "edit"] : [stack.last ?? "master"]
    app.standInRoot = StandInNode(
      .application,
      children: [StandInNode(.navigationBar, children: bars)] + shown.map(screen))
  }
}

@MainActor func friendList() {
  print("# FriendList")
  let world = FriendListApp()
  let navigator = FriendListNavigator(app: world.app, timeout: 1)
  navigator.navigate(to: .edit)
  check(standInFailures.isEmpty, "navigate(to: .edit) reports no failure: \(standInFailures)")
  check(world.stack == ["master", "detail", "edit"], "the editor is shown over the detail")
  navigator.unwindSaveInput()
  check(standInFailures.isEmpty, "unwindSaveInput() reports no failure: \(standInFailures)")
  check(world.stack == ["master", "detail"], "the unwind went back to the detail")
  navigator.performEditDetail()
  navigator.unwindCancelInput()
  check(
    standInFailures.isEmpty && world.stack == ["master", "detail"],
    "performEditDetail() then unwindCancelInput() come back")

  // A missing identifier fails with the path taken and the step that is missing.
  let broken = FriendListApp()
  broken.editButtonIdentifier = "somethingElse"
  broken.render()
  FriendListNavigator(app: broken.app, timeout: 1).navigate(to: .edit)
  check(standInFailures.count == 1, "one failure for the missing edit button")
  let message = standInFailures.first ?? ""
  check(message.contains("after master → detail"), "the failure gives the path taken: \(message)")
  check(
    message.contains("'detail.editDetail' on 'detail' (segue editDetail)"),
    "the failure names the missing step: \(message)")
  standInFailures.removeAll()

  // A scene that never appears fails naming it.
  let lost = FriendListApp()
  lost.app.standInRoot = StandInNode(.application)
  StandInClock.onTurn = nil
  FriendListNavigator(app: lost.app, timeout: 1).navigate(to: .detail)
  check(
    standInFailures.first?.contains("scene 'master' (identifier 'master') did not appear")
      == true, "a start scene that never appears is named: \(standInFailures)")
  standInFailures.removeAll()
}

/// Account.flow's tab bar: the navigator taps a tab by identifier, else by its place.
@MainActor func account() {
  print("# Account")
  let app = XCUIApplication()
  var selected = 0
  // The scenes the tabs show, in order.
  let tabScreens: [AccountScreen] = [.contacts, .settings, .preferences]
  var render: () -> Void = {}
  render = {
    let tabs = tabScreens
    // Tab items without identifiers, as SwiftUI may report them: found by place.
    let items = tabs.indices.map { index in
      StandInNode(.button, label: "Tab \(index)") {
        selected = index
        render()
      }
    }
    let shown =
      tabs.indices.contains(selected) ? [StandInNode(.other, tabs[selected].identifier)] : []
    app.standInRoot = StandInNode(
      .application, children: [StandInNode(.tabBar, children: items)] + shown)
  }
  render()
  StandInClock.onTurn = nil
  let navigator = AccountNavigator(app: app, timeout: 1)
  let second = tabScreens[1]
  navigator.navigate(to: second)
  check(standInFailures.isEmpty, "navigate(to: .\(second)) by the tab's place: \(standInFailures)")
  check(selected == 1, "the second tab is selected")
}

friendList()
account()
print(failed ? "journeys failed" : "all journeys passed")
exit(failed ? 1 : 0)
