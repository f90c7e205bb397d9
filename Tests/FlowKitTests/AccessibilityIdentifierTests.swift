import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowAnalysis

/// The accessibility identifiers UI tests find views by: derived from the flow's ids,
/// replaced by `accessibilityID`, checked, kept by `flowc import`, and compared with a
/// storyboard's.
final class AccessibilityIdentifierTests: FlowTestCase {
  let friendList = """
    <navigation id="main" root="master"/>
    <scene id="master" base="UITableViewController">
      <action name="insertNewObject"/>
      <barButton system="add" action="insertNewObject"/>
      <cell reuseID="Cell"><segue id="showDetail" kind="show" to="detail"/></cell>
    </scene>
    <scene id="detail" base="UITableViewController">
      <unwindAction name="save"/>
      <barButton system="edit"><segue id="editDetail" kind="present" to="editNavigation"/></barButton>
      <button title="Share it!"/>
      <button title="Share it!"/>
    </scene>
    <navigation id="editNavigation" root="edit"/>
    <scene id="edit" accessibilityID="Editor">
      <barButton system="save" accessibilityID="SaveButton"><unwind id="saveInput" action="save"/></barButton>
    </scene>
    """

  func scene(_ id: String, in text: String) throws -> Scene {
    let flow = try XCTUnwrap(load(flow(text)).flow)
    return try XCTUnwrap(flow.nodes.first { $0.id == id }?.scene)
  }

  func testDefaultsAreTheSceneIdThenTheTransitionActionOrTitle() throws {
    let master = AccessibilityIdentifiers.of(try scene("master", in: friendList))
    XCTAssertEqual(master.root, "master")
    XCTAssertEqual(master.barButtons, ["master.insertNewObject"])
    XCTAssertEqual(master.cells, ["master.showDetail"])
    XCTAssertEqual(master.transitionTriggers, [0: "master.showDetail"])
    let detail = AccessibilityIdentifiers.of(try scene("detail", in: friendList))
    XCTAssertEqual(detail.barButtons, ["detail.editDetail"])
    // Two defaults that would be equal are told apart by a number.
    XCTAssertEqual(detail.buttons, ["detail.shareIt", "detail.shareIt2"])
  }

  /// Many triggers with one default are numbered in order, each number once, with a
  /// written identifier that takes a number skipped (the numbering of each default is
  /// remembered, so a scene of a thousand such buttons is not a thousand scans).
  func testManyEqualDefaultsAreNumberedInOrder() throws {
    let buttons = (1...300).map { index in
      index == 5 ? "<button title=\"Go\" accessibilityID=\"s.go7\"/>" : "<button title=\"Go\"/>"
    }
    let text = "<scene id=\"s\">\n" + buttons.joined(separator: "\n") + "\n</scene>"
    let identifiers = AccessibilityIdentifiers.of(try scene("s", in: text)).buttons
    XCTAssertEqual(Set(identifiers).count, 300)
    XCTAssertEqual(
      Array(identifiers.prefix(8)),
      ["s.go", "s.go2", "s.go3", "s.go4", "s.go7", "s.go5", "s.go6", "s.go8"])
    XCTAssertEqual(identifiers.last, "s.go300")
  }

  func testAnAccessibilityIDReplacesTheDefaultExactly() throws {
    let edit = AccessibilityIdentifiers.of(try scene("edit", in: friendList))
    XCTAssertEqual(edit.root, "Editor")
    XCTAssertEqual(edit.barButtons, ["SaveButton"])
    XCTAssertEqual(edit.transitionTriggers, [0: "SaveButton"])
    XCTAssertEqual(edit.writtenTransitionTriggers, [0: "SaveButton"])
  }

  func testTabsAndRowsHaveIdentifiersToo() throws {
    let text = flow(
      """
      <tabBar id="tabs"><tab to="first"/><tab to="second" accessibilityID="SecondTab"/></tabBar>
      <scene id="first" base="UITableViewController">
        <table><section><row key="more" editor="push"><segue id="showMore" kind="show" to="second"/></row></section></table>
      </scene>
      <scene id="second"/>
      """, initial: "tabs")
    let flow = try XCTUnwrap(load(text).flow)
    guard case .tabBar(let tabs) = flow.nodes[0] else { return XCTFail("no tab bar") }
    XCTAssertEqual(
      tabs.tabs.map { AccessibilityIdentifiers.of($0, in: tabs) }, ["tabs.first", "SecondTab"])
    let first = try XCTUnwrap(flow.nodes[1].scene)
    XCTAssertEqual(AccessibilityIdentifiers.of(first).rows, ["more": "first.showMore"])
  }

  func testTheAttributeIsReadWrittenAndChecked() throws {
    XCTAssertEqual(findings(flow(friendList)), [])
    // Control characters are refused where they are written.
    let bad = flow(#"<scene id="main" accessibilityID="a&#10;b"/>"#)
    assertReports(.invalidValue, at: 2, 18, in: bad)
    // Two views of one scene with one identifier.
    let twice = flow(
      """
      <scene id="main">
        <button title="A" accessibilityID="same"/>
        <button title="B" accessibilityID="same"/>
      </scene>
      """)
    assertReports(.accessibilityIDConflict, at: 4, 21, in: twice, severity: .warning)
    // Two scenes' root views with one identifier.
    let roots = flow(
      """
      <scene id="main" accessibilityID="root"><button title="B"><segue id="next" kind="present" to="other"/></button></scene>
      <scene id="other" accessibilityID="root"/>
      """)
    assertReports(.accessibilityIDConflict, at: 3, 19, in: roots, severity: .warning)
    // Written back by the flow writer, so that `flowc import` keeps them.
    let written = FlowWriter.write(try XCTUnwrap(load(flow(friendList)).flow))
    XCTAssertTrue(written.contains(#"<scene id="edit" accessibilityID="Editor">"#), written)
    XCTAssertTrue(written.contains(#"accessibilityID="SaveButton""#), written)
  }

  /// Interface Builder writes an identifier as `<accessibility key="accessibilityConfiguration"
  /// identifier="…"/>` inside the view or bar item.
  func testImportKeepsInterfaceBuildersIdentifiers() throws {
    let text = FriendListStoryboard.text
      .replacingOccurrences(
        of: #"identifier="detail.editDetail""#, with: #"identifier="detail.edit""#
      )
      .replacingOccurrences(
        of: #"<tableView key="view" dataMode="static" style="grouped" id="table-detail">"#,
        with: #"""
          <tableView key="view" dataMode="static" style="grouped" id="table-detail">
          <accessibility key="accessibilityConfiguration" identifier="DetailTable"/>
          """#)
    let imported = try XCTUnwrap(load(text, path: "Main.storyboard").flow)
    let detail = try XCTUnwrap(imported.nodes.compactMap(\.scene).first { $0.id == "detail" })
    XCTAssertEqual(detail.accessibilityID, "DetailTable")
    XCTAssertEqual(detail.barButtons.map(\.accessibilityID), ["detail.edit"])
    XCTAssertTrue(FlowWriter.write(imported).contains(#"accessibilityID="detail.edit""#))

    // Compared with the flow: the bar button's differs, and once the storyboard gives a
    // root view an identifier, every root view without one is reported too.
    let flowPath = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path
    let source = try XCTUnwrap(try? SourceFile.load(path: flowPath).get())
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    let found = StoryboardComparison.compare(flow, with: imported)
    XCTAssertTrue(found.allSatisfy { $0.rule == .storyboardAccessibilityMismatch })
    XCTAssertTrue(found.allSatisfy { $0.severity == .warning })
    let edit = try XCTUnwrap(found.first { $0.message.contains("'editDetail'") })
    XCTAssertTrue(edit.message.contains("'detail.editDetail'"), edit.message)
    XCTAssertTrue(edit.message.contains("is 'detail.edit'"), edit.message)
    XCTAssertTrue(edit.message.contains("Identity inspector"), edit.message)
    XCTAssertTrue(found.contains { $0.message.contains("root view of scene 'detail'") })
    XCTAssertTrue(
      found.contains {
        $0.message.contains("root view of scene 'master'") && $0.message.contains("has none")
      })
    // With the triggers' identifiers and no root view's on either side, nothing is said.
    XCTAssertEqual(
      StoryboardComparison.compare(
        flow, with: try XCTUnwrap(load(FriendListStoryboard.text, path: "Main.storyboard").flow)
      ).filter { $0.rule == .storyboardAccessibilityMismatch }.count, 0)
  }

  /// A trigger whose identifier the storyboard lacks is reported whether or not anything
  /// else has one: the UI-test navigator taps it by that identifier. Each warning says
  /// where to set it, in Interface Builder's words.
  func testATriggerWithoutIdentifierIsAlwaysReported() throws {
    var text = FriendListStoryboard.text
    for identifier in ["master.showDetail", "detail.editDetail", "edit.saveInput"] {
      let element =
        #"<accessibility key="accessibilityConfiguration" identifier="\#(identifier)"/>"#
      XCTAssertTrue(text.contains(element), identifier)
      text = text.replacingOccurrences(of: element, with: "")
    }
    let storyboard = try XCTUnwrap(load(text, path: "Main.storyboard").flow)
    XCTAssertFalse(storyboard.nodes.contains { $0.scene?.accessibilityID != nil })
    let flowPath = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path
    let source = try XCTUnwrap(try? SourceFile.load(path: flowPath).get())
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    let found = StoryboardComparison.compare(flow, with: storyboard)
    XCTAssertEqual(found.map(\.rule), Array(repeating: .storyboardAccessibilityMismatch, count: 3))
    XCTAssertTrue(found.allSatisfy { $0.severity == .warning })
    let messages = found.map(\.message)
    for (trigger, identifier) in [
      ("table view cell", "master.showDetail"), ("bar button item", "detail.editDetail"),
      ("bar button item", "edit.saveInput"),
    ] {
      XCTAssertTrue(
        messages.contains {
          $0.contains("has none")
            && $0.contains(
              "select the \(trigger) and set Accessibility > Identifier in the Identity inspector to '\(identifier)'"
            )
        }, "\(identifier): \(messages)")
    }
    // No root view has an identifier on either side: their absence is not reported.
    XCTAssertFalse(messages.contains { $0.contains("root view") }, "\(messages)")
  }

  /// Interface Builder also writes an identifier as a user-defined runtime attribute
  /// (`keyPath="accessibilityIdentifier"`), which UIKit sets after the Identity
  /// inspector's: `flowc import` keeps it, in place of the inspector's, and says nothing
  /// about it being unkept. Storyboard written for this test
  /// (`Tests/Fixtures/Storyboards/AccessibilityIdentifiers.storyboard`), after a public
  /// app's settings storyboard whose two static cells performing segues share one
  /// identifier.
  func testRuntimeAttributeIdentifiersAreKeptAndASharedOneIsReported() throws {
    let path = PackagePaths.fixtures.appendingPathComponent(
      "Storyboards/AccessibilityIdentifiers.storyboard"
    ).path
    let storyboard = try XCTUnwrap(try? SourceFile.load(path: path).get())
    let imported = FlowFrontEnd.load(storyboard)
    let flow = try XCTUnwrap(imported.flow)
    let settings = try XCTUnwrap(flow.nodes.compactMap(\.scene).first { $0.id == "settings" })
    XCTAssertEqual(settings.accessibilityID, "settings")
    XCTAssertEqual(settings.cells.map(\.accessibilityID), ["about", "about", "settings.showHelp"])
    XCTAssertEqual(settings.barButtons.map(\.accessibilityID), ["settings.giveFeedback"])
    XCTAssertFalse(
      imported.diagnostics.contains { $0.message.contains("accessibilityIdentifier") },
      imported.diagnostics.map(\.fullMessage).joined(separator: "\n"))
    // The app's two cells with one identifier: UI tests would find either.
    XCTAssertEqual(
      imported.diagnostics.filter { $0.rule == .accessibilityIDConflict }.map(\.location.line),
      [44])
    // The flow written from it keeps them: compared with the storyboard, its triggers
    // agree, and since the storyboard names one root view, the others are said to lack one.
    let written = FlowWriter.write(flow)
    let reread = try XCTUnwrap(load(written, path: "Settings.flow").flow)
    let found = StoryboardComparison.compare(reread, with: flow).map(\.message)
    XCTAssertEqual(found.count, 4, "\(found)")
    XCTAssertTrue(
      found.allSatisfy { $0.hasPrefix("the root view of scene '") && $0.contains("has none") },
      "\(found)")
  }

  /// The controllers of a class several scenes share tell their scene by the root view's
  /// identifier in the storyboard runtime (for the navigation trace): a root view of
  /// theirs without one is reported even where the project identifies no root view.
  func testARootViewOfASharedClassWithoutIdentifierIsReported() throws {
    let path = PackagePaths.fixtures.appendingPathComponent("Storyboards/SharedClass.storyboard")
      .path
    let storyboard = try XCTUnwrap(try? SourceFile.load(path: path).get())
    let model = try XCTUnwrap(FlowFrontEnd.load(storyboard).flow)
    let flow = try XCTUnwrap(load(FlowWriter.write(model), path: "Shared.flow").flow)
    let shared = flow.nodes.compactMap(\.scene).filter { $0.className == "ItemViewController" }
    XCTAssertEqual(shared.count, 2)
    let roots = StoryboardComparison.compare(flow, with: model).map(\.message).filter {
      $0.hasPrefix("the root view of scene ")
    }
    let named = roots.compactMap { message -> String? in
      let parts = message.split(separator: "'")
      return parts.count > 1 ? String(parts[1]) : nil
    }
    XCTAssertEqual(named.sorted(), shared.map(\.id).sorted(), "\(roots)")
    XCTAssertTrue(roots.allSatisfy { $0.contains("has none") }, "\(roots)")
  }
}
