// Journeys through the SwiftUI runtime's navigator for every example flow: each step does
// what a tap would (perform a segue, unwind), then checks the navigation state the views
// would show. The views are compiled against the SwiftUI stand-in but never drawn; the
// navigator is plain Swift with Observation and runs for real. Prints one line per check.

import Foundation
import Observation
import SwiftUI

@MainActor
final class Journal {
  var failures = 0

  func expect(_ condition: Bool, _ what: String, line: Int = #line) {
    print(condition ? "ok: \(what)" : "FAIL (main.swift:\(line)): \(what)")
    if !condition { failures += 1 }
  }

  /// The state saved as JSON and read back, as an app does with `SceneStorage`.
  func roundTrip<State: Codable & Equatable>(_ state: State) -> State? {
    guard let data = try? JSONEncoder().encode(state) else { return nil }
    return try? JSONDecoder().decode(State.self, from: data)
  }
}

/// Counts how often observers of `read` are told of a change while `body` runs.
@MainActor
func changes(of read: @escaping () -> Void, during body: () -> Void) -> Int {
  final class Counter: @unchecked Sendable { var count = 0 }
  let counter = Counter()
  func observe() {
    withObservationTracking(read) {
      counter.count += 1
    }
  }
  observe()
  body()
  return counter.count
}

/// A flow's navigator as the explorer drives it: the contract of docs/swiftui.md.
@MainActor
protocol Explorable: AnyObject, Sendable {
  associatedtype State: Codable & Equatable & Sendable
  associatedtype Segue
  associatedtype SceneID: CaseIterable & Hashable & RawRepresentable<String>
  var state: State { get set }
  init()
  init(state: State)
  @discardableResult func perform(_ segue: Segue, from source: SceneID) -> Bool
  func topScene(compact: Bool) -> SceneID
  func url(scheme: String) -> URL
  func open(_ url: URL) -> Bool
  @discardableResult func select(tab: SceneID) -> Bool
  static func sources(of segue: Segue) -> Set<SceneID>
}

/// An unwind of a flow, performed from a scene: the explorer tries each from every scene.
struct Unwinding<Navigator: Explorable> {
  var name: String
  var run: @MainActor (Navigator, Navigator.SceneID) -> Bool
}

/// The state as sorted JSON: how the explorer tells states apart.
func key<State: Encodable>(_ state: State) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? ""
}

/// Walks every state a flow's segues, unwinds and tabs reach from its initial node (to
/// `depth` steps), and checks in each: a segue succeeds from each scene that owns it when
/// that scene is in front, and from no other scene, without a change; an unwind that fails
/// changes nothing; the link to the state opens an equal state on a fresh navigator; the
/// state survives JSON unchanged (restoring never cuts a state the segues made); the scene
/// in front (compact and regular) is one its own segues start from. At the end, every
/// segue has run from every owner and every unwind has run.
@MainActor
func explore<N: Explorable>(
  _ journal: Journal, _ type: N.Type, segues: [N.Segue], unwinds: [Unwinding<N>] = [],
  depth: Int = 4
) {
  var seen: Set<String> = [key(N().state)]
  var frontier = [N().state]
  var performed: Set<String> = []
  var unwound: Set<String> = []
  var problems: [String] = []
  for _ in 0..<depth {
    var next: [N.State] = []
    for state in frontier {
      let navigator = N(state: state)
      let link = navigator.url(scheme: "journey")
      if ProcessInfo.processInfo.environment["JOURNEY_LINKS"] != nil { print("link: \(link)") }
      let opened = N()
      if !opened.open(link) || opened.state != state {
        problems.append("the link \(link) opens another state than \(key(state))")
      }
      let restored = try? JSONDecoder().decode(N.State.self, from: JSONEncoder().encode(state))
      if restored != state { problems.append("JSON changes \(key(state))") }
      for compact in [false, true] {
        let top = navigator.topScene(compact: compact)
        for segue in segues where N.sources(of: segue).contains(top) {
          if !N(state: state).perform(segue, from: top) {
            problems.append(
              "\(segue) fails from \(top), in front (compact \(compact)) of \(key(state))")
          }
        }
      }
      var successors: [N.State] = []
      for scene in N.SceneID.allCases {
        for segue in segues {
          let moved = N(state: state)
          if moved.perform(segue, from: scene) {
            performed.insert("\(segue) from \(scene)")
            if !N.sources(of: segue).contains(scene) {
              problems.append("\(segue) ran from \(scene), which does not own it")
            }
            successors.append(moved.state)
          } else if moved.state != state {
            problems.append("a failed \(segue) from \(scene) changed \(key(state))")
          }
        }
        for unwinding in unwinds {
          let moved = N(state: state)
          if unwinding.run(moved, scene) {
            unwound.insert(unwinding.name)
            successors.append(moved.state)
          } else if moved.state != state {
            problems.append("a failed \(unwinding.name) from \(scene) changed \(key(state))")
          }
        }
        let selected = N(state: state)
        if selected.select(tab: scene) { successors.append(selected.state) }
      }
      for successor in successors where seen.insert(key(successor)).inserted {
        next.append(successor)
      }
    }
    frontier = next
  }
  for segue in segues {
    for owner in N.sources(of: segue) where !performed.contains("\(segue) from \(owner)") {
      problems.append("\(segue) never ran from its owner \(owner)")
    }
  }
  for unwinding in unwinds where !unwound.contains(unwinding.name) {
    problems.append("\(unwinding.name) never ran")
  }
  journal.expect(
    problems.isEmpty,
    "\(seen.count) states: every segue from its owners, every unwind, links and JSON"
      + (problems.isEmpty ? "" : ":\n  " + problems.prefix(8).joined(separator: "\n  ")))
}

extension FriendListFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension BookCatalogFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension HeroEditorFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension TripDestinationsFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension AccountFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension GalleryFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension MailFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension PeopleFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension StylesFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}
extension RepliesFlow.Navigator: Explorable {
  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }
}

// The presentations the stand-in's lifecycle shows (StandInPresentable: readable in an update).
extension AccountFlow.Presented: StandInPresentable {}
extension TripDestinationsFlow.Presented: StandInPresentable {}
extension RepliesFlow.Presented: StandInPresentable {}
extension MailFlow.Presented: StandInPresentable {}

/// `json` read as a flow's saved state, as an app reads it back from `SceneStorage`.
func restore<State: Decodable>(_ type: State.Type, _ json: String) -> State? {
  try? JSONDecoder().decode(State.self, from: Data(json.utf8))
}

@MainActor
func friendList(_ journal: Journal) {
  print("# FriendList")
  let navigator = FriendListFlow.Navigator()
  journal.expect(navigator.topScene(compact: false) == .master, "the flow starts at the master")

  let pushes = changes(of: { _ = navigator.state }) {
    navigator.perform(.showDetail, from: .master)
  }
  journal.expect(navigator.state.main == [.detail], "showDetail pushes the detail onto main")
  journal.expect(pushes == 1, "observers of the state hear of the push")
  journal.expect(navigator.topScene(compact: true) == .detail, "the detail is on top")
  journal.expect(
    !navigator.perform(.showDetail, from: .master),
    "the master, beneath the detail, is not on screen: it cannot push again")
  journal.expect(!navigator.perform(.editDetail, from: .edit), "nor can a scene without the segue")
  journal.expect(navigator.state.main == [.detail], "and neither changes anything")

  DetailView(navigator: navigator).editDetail()
  journal.expect(
    navigator.state.presented == [
      .init(destination: .editNavigation, style: .sheet, source: .detail)
    ],
    "the edit button's method presents the editor as a sheet")
  journal.expect(navigator.topScene(compact: false) == .edit, "the editor is on top")

  var arrivals: [(String, FriendListFlow.SceneID)] = []
  navigator.didUnwindSaveInput = { arrivals.append(("saveInput", $0.scene)) }
  navigator.didUnwindCancelInput = { arrivals.append(("cancelInput", $0.scene)) }
  journal.expect(
    !navigator.unwind(.saveInput, from: .detail), "the detail, under the sheet, cannot unwind")
  let saves = changes(of: { _ = navigator.state }) { EditView(navigator: navigator).saveInput() }
  journal.expect(
    arrivals.map(\.0) == ["saveInput"] && arrivals.first?.1 == .edit,
    "the detail's saveInput hook ran with the editor as its source")
  journal.expect(navigator.state.presented.isEmpty, "and the sheet is gone")
  journal.expect(navigator.state.main == [.detail], "the stack is back at the detail")
  journal.expect(saves == 1, "popping and dismissing is one change of the state")

  navigator.perform(.editDetail, from: .detail)
  journal.expect(navigator.unwind(.cancelInput, from: .edit), "cancelInput finds the detail")
  journal.expect(arrivals.map(\.0) == ["saveInput", "cancelInput"], "cancelInput's hook ran")
  journal.expect(
    !navigator.unwind(.saveInput, from: .detail), "an unwind from the detail finds nobody beneath")
  journal.expect(navigator.state.main == [.detail], "and changes nothing")

  navigator.perform(.editDetail, from: .detail)
  let saved = journal.roundTrip(navigator.state)
  journal.expect(saved == navigator.state, "the state survives JSON")
  let restored = FriendListFlow.Navigator(state: saved ?? .init())
  journal.expect(
    restored.topScene(compact: true) == .edit && restored.state.main == [.detail],
    "a navigator restored from it shows the editor over the detail")
  journal.expect(
    navigator.url(scheme: "friendlist").absoluteString == "friendlist://detail/edit",
    "the link to it names the detail and the editor")

  let linked = FriendListFlow.Navigator()
  journal.expect(linked.open(URL(string: "friendlist://detail/edit")!), "a deep link opens")
  journal.expect(linked.state == restored.state, "to the state it names")
  journal.expect(
    linked.open(URL(string: "friendlist://master/detail")!), "the first scene may be named")
  journal.expect(
    linked.state.main == [.detail] && linked.state.presented.isEmpty, "it opens the detail")
  journal.expect(!linked.open(URL(string: "friendlist://edit")!), "a link no segue follows fails")
  journal.expect(linked.state.main == [.detail], "and leaves the state alone")

  journal.expect(
    restore(FriendListFlow.Navigator.State.self, "{}") == .init(), "an empty object restores")
  journal.expect(
    restore(
      FriendListFlow.Navigator.State.self,
      #"{"main":[{"detail":{}},{"renamed":{}}],"presented":[{"destination":{"editNavigation":{}},"style":"sheet"}]}"#
    )?.main == [.detail], "a stack ends before the route this build cannot read")
  journal.expect(
    restore(FriendListFlow.Navigator.State.self, #"{"main":[{"detail":{}},{"detail":{}}]}"#)?.main
      == [.detail], "a detail pushed over the detail, which no segue does, is cut")
  journal.expect(
    restore(
      FriendListFlow.Navigator.State.self,
      #"{"presented":[{"destination":{"editNavigation":{}},"style":"sheet"}]}"#)?.presented == [],
    "an editor over the master, which has no segue to it, is cut")
  journal.expect(
    restore(FriendListFlow.Navigator.State.self, "[1]") == nil, "what is not an object fails")
  let json = (try? JSONEncoder().encode(navigator.state)).map {
    String(decoding: $0, as: UTF8.self)
  }
  journal.expect(json?.contains(#""version":1"#) == true, "the saved state carries its version")
  journal.expect(
    json?.contains("interactiveDismissDisabled") == false,
    "a presentation saves no attribute the flow does not set")
  explore(
    journal, FriendListFlow.Navigator.self, segues: [.showDetail, .editDetail],
    unwinds: [
      .init(name: "saveInput") { $0.unwind(.saveInput, from: $1) },
      .init(name: "cancelInput") { $0.unwind(.cancelInput, from: $1) },
    ])
}

@MainActor
func bookCatalog(_ journal: Journal) {
  print("# BookCatalog")
  let navigator = BookCatalogFlow.Navigator()
  journal.expect(navigator.topScene(compact: true) == .catalog, "the flow starts at the catalogue")
  CatalogView(navigator: navigator).showBook()
  journal.expect(navigator.state.catalogNavigation == [.book], "showBook pushes the book")
  let restored = BookCatalogFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.topScene(compact: true) == .book, "a restored navigator shows the book")
  let linked = BookCatalogFlow.Navigator()
  journal.expect(linked.open(URL(string: "books://book")!), "books://book opens")
  journal.expect(linked.state == navigator.state, "the book")
  explore(journal, BookCatalogFlow.Navigator.self, segues: [.showBook])
}

@MainActor
func heroEditor(_ journal: Journal) {
  print("# HeroEditor")
  let navigator = HeroEditorFlow.Navigator()
  navigator.perform(.editHero, from: .heroes)
  HeroEditorView(navigator: navigator).showPowers()
  journal.expect(
    navigator.state.heroesNavigation == [.heroEditor, .powers],
    "editHero then showPowers push two scenes onto one stack")
  let restored = HeroEditorFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.state == navigator.state, "the two-deep stack survives JSON")
  let linked = HeroEditorFlow.Navigator()
  journal.expect(linked.open(URL(string: "heroes://heroEditor/powers")!), "a two-step link opens")
  journal.expect(linked.state == navigator.state, "both pushes")
  journal.expect(!linked.open(URL(string: "heroes://powers")!), "powers is not reached from heroes")
  journal.expect(
    restore(HeroEditorFlow.Navigator.State.self, #"{"heroesNavigation":[{"powers":{}}]}"#)?
      .heroesNavigation == [], "powers straight on the heroes, which no segue does, is cut")
  var values = HeroEditorFlow.HeroEditorValues()
  values.name = "Ada"
  values.sex = 1
  values.age = 36.5
  journal.expect(journal.roundTrip(values) == values, "the table's values survive JSON")
  journal.expect(!values.isActive && values.secretIdentity.isEmpty, "each row has its default")
  explore(journal, HeroEditorFlow.Navigator.self, segues: [.editHero, .showPowers])
}

@MainActor
func tripDestinations(_ journal: Journal) async {
  print("# TripDestinations")
  let navigator = TripDestinationsFlow.Navigator()
  // The trip's view, updated as SwiftUI updates it: its onChange(of: reportsSent) takes
  // the reports the chooser sends.
  let host = StandInHost(TripView(navigator: navigator))
  await host.settle()
  TripView(navigator: navigator).chooseDestination()
  journal.expect(
    navigator.state.presented == [
      .init(destination: .destinationNavigation, style: .sheet, source: .trip)
    ], "chooseDestination presents the chooser, from the trip")
  await host.settle()
  let chooser = DestinationView(navigator: navigator)
  chooser.delegate.didCancel?()
  await host.settle()
  journal.expect(
    navigator.topScene(compact: true) == .destination, "didCancel's default does nothing")
  chooser.delegate.didFinishWithSave?(false)
  await host.settle()
  journal.expect(
    navigator.topScene(compact: true) == .destination, "the trip keeps it open without a save")
  chooser.delegate.didFinishWithSave?(true)
  journal.expect(navigator.reportsSent == 3, "each report is sent, for the trip's view to take")
  journal.expect(
    navigator.state.presented.count == 1, "the save waits for the trip's view to update")
  await host.settle()
  journal.expect(
    navigator.state.presented.isEmpty, "the delegate's report reached the trip, which dismissed it")
  journal.expect(
    chooser.delegate.didFinishWithSave == nil, "once dismissed, the chooser reports to nobody")
  journal.expect(navigator.takeReports(for: .trip).isEmpty, "and nothing is left to take")
  let linked = TripDestinationsFlow.Navigator()
  journal.expect(linked.open(URL(string: "trips://destination")!), "trips://destination opens")
  journal.expect(linked.topScene(compact: false) == .destination, "the chooser")
  let linkedHost = StandInHost(TripView(navigator: linked))
  await linkedHost.settle()
  DestinationView(navigator: linked).delegate.didFinishWithSave?(true)
  await linkedHost.settle()
  journal.expect(
    linked.state.presented.isEmpty, "a chooser opened by a link reports to the trip too")
  let restored = TripDestinationsFlow.Navigator()
  restored.perform(.chooseDestination, from: .trip)
  let saved = TripDestinationsFlow.Navigator(state: journal.roundTrip(restored.state) ?? .init())
  let savedHost = StandInHost(TripView(navigator: saved))
  await savedHost.settle()
  DestinationView(navigator: saved).delegate.didFinishWithSave?(true)
  await savedHost.settle()
  journal.expect(saved.state.presented.isEmpty, "so does one restored from a saved state")
  weak var released: TripDestinationsFlow.Navigator?
  do {
    let navigator = TripDestinationsFlow.Navigator()
    released = navigator
    TripView(navigator: navigator).chooseDestination()
    DestinationView(navigator: navigator).delegate.didFinishWithSave?(false)
  }
  journal.expect(released == nil, "the navigator is not kept alive by a view's callbacks")
  explore(journal, TripDestinationsFlow.Navigator.self, segues: [.chooseDestination])
}

@MainActor
func account(_ journal: Journal) async {
  print("# Account")
  let navigator = AccountFlow.Navigator()
  journal.expect(navigator.state.tabs == .contactsNavigation, "the first tab is selected")
  navigator.perform(.showProfile, from: .contacts)
  journal.expect(navigator.state.contactsNavigation == [.profile], "showProfile pushes in the tab")
  ProfileView(navigator: navigator).shareProfile()
  journal.expect(
    navigator.state.presented == [.init(destination: .share, style: .popover, source: .profile)],
    "shareProfile presents a popover")
  journal.expect(!navigator.select(tab: .settings), "a tab beneath a popover cannot be selected")
  journal.expect(
    navigator.anchoredPopover(from: .profile, to: .share) == 0
      && navigator.isAnchored(navigator.state.presented[0]),
    "the Share button shows the popover it fired, not the window")
  let sourceless = AccountFlow.Navigator(
    state: restore(
      AccountFlow.Navigator.State.self,
      #"{"contactsNavigation":[{"profile":{}}],"presented":[{"destination":{"share":{}},"style":"popover"}]}"#
    ) ?? .init())
  journal.expect(
    sourceless.state.presented.first?.source == .profile
      && sourceless.anchoredPopover(from: .profile, to: .share) == 0,
    "a popover restored without its source is shown at the Share button, as a tap's would be")
  navigator.cancelPresentation(at: 0)
  journal.expect(
    navigator.state.presented.isEmpty && navigator.topScene(compact: true) == .profile,
    "tapping outside closes the popover, back on the profile")
  let cancelled = navigator.takeReports(for: .profile)
  if case .didCancelShareProfile = cancelled.first {
    journal.expect(cancelled.count == 1, "and the profile hears of it, as didCancelShareProfile")
  } else {
    journal.expect(false, "the profile hears of the dismissal")
  }
  navigator.perform(.editTags, from: .profile)
  navigator.dismiss()
  journal.expect(navigator.takeReports(for: .profile).isEmpty, "dismiss() by code is no cancel")
  var source: AccountFlow.SceneID?
  navigator.didUnwindFinishProfile = { source = $0.scene }
  journal.expect(
    navigator.unwind(.finishProfile, from: .profile), "finishProfile returns to the contacts")
  journal.expect(source == .profile, "its hook ran with the profile")
  journal.expect(navigator.state.contactsNavigation.isEmpty, "the profile is popped")

  journal.expect(
    navigator.select(tab: .preferences), "the preferences tab is selected by its scene")
  navigator.perform(.showPrivacy, from: .preferences)
  journal.expect(
    !navigator.perform(.showProfile, from: .contacts), "the contacts, in another tab, cannot push")
  journal.expect(
    navigator.unwind(.backToContacts, from: .privacy),
    "backToContacts returns to the contacts in their tab, as UIKit's tab bar controller does")
  journal.expect(
    navigator.state.tabs == .contactsNavigation && navigator.topScene(compact: true) == .contacts,
    "which is selected")

  let observed = AccountFlow.Navigator()
  let elsewhere = changes(of: { _ = observed.preferencesNavigation }) {
    observed.perform(.showProfile, from: .contacts)
  }
  journal.expect(elsewhere == 0, "a push onto the contacts leaves the preferences' stack alone")
  let here = changes(of: { _ = observed.contactsNavigation }) {
    observed.unwind(.finishProfile, from: .profile)
  }
  journal.expect(here == 1, "and observers of the contacts' stack hear of its pop")
  let whole = changes(of: { _ = observed.state }) { observed.select(tab: .settings) }
  journal.expect(whole == 1, "as observers of the whole state hear of any change")

  let linked = AccountFlow.Navigator()
  journal.expect(linked.open(URL(string: "account://settings")!), "a link may name a tab")
  journal.expect(linked.state.tabs == .settings, "which is selected")
  journal.expect(
    linked.open(URL(string: "account://profile/share")!), "a link from the first tab opens")
  journal.expect(
    linked.state.tabs == .contactsNavigation && linked.topScene(compact: true) == .share,
    "to the popover over the profile")
  let restored = AccountFlow.Navigator(state: journal.roundTrip(linked.state) ?? .init())
  journal.expect(restored.state == linked.state, "tabs, stack and popover survive JSON")
  // The window, updated as SwiftUI updates it: the tags sheet disappears in one update,
  // and its onDisappear goes on with the link to the popover that replaces it.
  let tagged = AccountFlow.Navigator()
  tagged.perform(.showProfile, from: .contacts)
  tagged.perform(.editTags, from: .profile)
  let window = StandInHost(AccountFlow.RootView(navigator: tagged))
  await window.settle()
  journal.expect(
    tagged.open(URL(string: "account://profile/share")!), "a link that replaces the sheet opens")
  journal.expect(
    tagged.state.presented.isEmpty && tagged.state.contactsNavigation == [.profile],
    "first without the sheet, which SwiftUI dismisses in an update of its own")
  await window.settle()
  journal.expect(
    tagged.state.presented == [.init(destination: .share, style: .popover, source: .profile)]
      && tagged.anchoredPopover(from: .profile, to: .share) == 0,
    "then, once the sheet has disappeared, with the popover at the Share button")
  await window.settle()
  journal.expect(tagged.state.presented.count == 1, "and only once")
  journal.expect(
    restore(
      AccountFlow.Navigator.State.self,
      #"{"tabs":"settings","presented":[{"destination":{"share":{}},"style":"popover"}]}"#)
      == {
        var state = AccountFlow.Navigator.State()
        state.tabs = .settings
        return state
      }(), "a share popover over the settings tab, which cannot present it, is cut")
  journal.expect(
    restore(
      AccountFlow.Navigator.State.self,
      #"{"contactsNavigation":[{"profile":{}}],"presented":[{"destination":{"gone":{}},"style":"sheet"},{"destination":{"tags":{}},"style":"sheet"}]}"#
    )?.presented == [.init(destination: .tags, style: .sheet, source: .profile)],
    "a presentation this build does not know is left out")
  explore(
    journal, AccountFlow.Navigator.self,
    segues: [.showProfile, .shareProfile, .editTags, .writeNote, .showPrivacy, .showAbout],
    unwinds: [
      .init(name: "finishProfile") { $0.unwind(.finishProfile, from: $1) },
      .init(name: "backToContacts") { $0.unwind(.backToContacts, from: $1) },
    ])
}

@MainActor
func gallery(_ journal: Journal) {
  print("# Gallery")
  let navigator = GalleryFlow.Navigator()
  navigator.perform(.showCatalog, from: .lobby)
  journal.expect(navigator.topScene(compact: false) == .artwork, "a wide window shows the artwork")
  journal.expect(navigator.topScene(compact: true) == .artists, "an iPhone the artists first")
  explore(
    journal, GalleryFlow.Navigator.self, segues: [.showRooms, .showCatalog, .openGuide])
}

@MainActor
func mail(_ journal: Journal) {
  print("# Mail")
  let navigator = MailFlow.Navigator()
  journal.expect(navigator.state.splitDetail == .message, "the detail column starts at the message")
  journal.expect(navigator.topScene(compact: true) == .mailboxes, "an iPhone shows the mailboxes")
  journal.expect(navigator.topScene(compact: false) == .message, "an iPad the message in front")
  navigator.customPresentationStyle = { _ in .fullScreenCover }
  navigator.perform(.compose, from: .mailboxes)
  journal.expect(
    navigator.state.presented == [
      .init(destination: .composerNavigation, style: .fullScreenCover, source: .mailboxes)
    ],
    "the custom segue presents the composer in the style the hook chose")
  let linked = MailFlow.Navigator()
  linked.customPresentationStyle = { _ in .fullScreenCover }
  journal.expect(
    linked.open(navigator.url(scheme: "mail")) && linked.state == navigator.state,
    "a link presents it in the same style")
  var sources: [MailFlow.SceneID] = []
  navigator.didUnwindDiscardDraft = { sources.append($0.scene) }
  navigator.didUnwindCloseMessage = { sources.append($0.scene) }
  journal.expect(
    navigator.unwind(.discardDraft, from: .composer), "discardDraft returns to the mailboxes")
  journal.expect(
    navigator.state.presented.isEmpty && sources == [.composer], "the composer is gone")
  let identity = navigator.splitDetailIdentity
  navigator.perform(.showMailbox, from: .mailboxes)
  journal.expect(
    navigator.topScene(compact: true) == .message,
    "showMailbox shows the message on an iPhone, whose split was collapsed to the mailboxes")
  journal.expect(navigator.splitDetailIdentity != identity, "in a new view")
  journal.expect(
    navigator.url(scheme: "mail").absoluteString == "mail://?split.column=secondary",
    "the link to it says which column an iPhone shows")
  journal.expect(
    navigator.unwind(.closeMessage, from: .message), "closeMessage returns to the primary column")
  journal.expect(sources == [.composer, .message], "its hook ran with the message")
  journal.expect(navigator.topScene(compact: true) == .mailboxes, "which an iPhone shows again")
  let restored = MailFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.state == navigator.state, "the split's state survives JSON")
  var wide = MailFlow.Navigator.State()
  wide.splitVisibility = .detailOnly
  let hidden = MailFlow.Navigator(state: wide)
  let reopened = MailFlow.Navigator()
  journal.expect(
    reopened.open(hidden.url(scheme: "mail")) && reopened.state == wide,
    "a hidden sidebar survives a link")
  explore(
    journal, MailFlow.Navigator.self, segues: [.showMailbox, .compose],
    unwinds: [
      .init(name: "closeMessage") { $0.unwind(.closeMessage, from: $1) },
      .init(name: "discardDraft") { $0.unwind(.discardDraft, from: $1) },
    ])
}

@MainActor
func people(_ journal: Journal) {
  print("# People")
  let navigator = PeopleFlow.Navigator()
  PeopleView(navigator: navigator).showPerson(person: 42)
  journal.expect(
    navigator.state.peopleNavigation == [.person(person: 42)], "the route carries the input")
  let person = PersonView(navigator: navigator, person: 42)
  journal.expect(person.person == 42, "the view receives it")
  person.editPerson(person: person.person, draftName: "Ada")
  journal.expect(
    navigator.state.presented == [
      .init(
        destination: .personEditorNavigation(person: 42, draftName: "Ada"), style: .sheet,
        source: .person)
    ], "the presentation carries the editor's inputs")
  var source: PeopleFlow.UnwindSource?
  navigator.didUnwindFinishEditing = { source = $0 }
  PersonEditorView(navigator: navigator, person: 42, draftName: "Ada").scene.unwind(.finishEditing)
  journal.expect(
    source?.scene == .personEditor && navigator.state.presented.isEmpty,
    "done unwinds to the person")
  if case .personEditor(let person, let draftName, let draft) = source?.data {
    journal.expect(
      person == 42 && draftName == "Ada" && draft == "Ada Lovelace",
      "the hook receives the editor's inputs and its draft as edited (an output)")
  } else {
    journal.expect(false, "the hook receives the editor's data")
  }
  journal.expect(navigator.topScene(compact: true) == .person, "who is on top again")

  let linked = PeopleFlow.Navigator()
  journal.expect(
    linked.open(URL(string: "people://person/42/personEditor/42/Ada%20L")!),
    "a deep link with inputs opens")
  journal.expect(linked.state.peopleNavigation == [.person(person: 42)], "the person from the link")
  journal.expect(
    linked.state.presented.first?.destination
      == .personEditorNavigation(person: 42, draftName: "Ada L"),
    "a word that is not JSON is read as a string")
  journal.expect(
    !linked.open(URL(string: "people://person/ada")!), "a word of the wrong type fails")
  journal.expect(!linked.open(URL(string: "people://person")!), "so does a missing input")
  let restored = PeopleFlow.Navigator(state: journal.roundTrip(linked.state) ?? .init())
  journal.expect(restored.state == linked.state, "inputs survive JSON")
  explore(
    journal, PeopleFlow.Navigator.self,
    segues: [
      .showPerson(person: 7), .editPerson(person: 7, draftName: "a/b ?&=#%2F 42"),
      .editPerson(person: 8, draftName: "true"),
    ],
    unwinds: [.init(name: "finishEditing") { $0.unwind(.finishEditing, from: $1) }])
}

@MainActor
func styles(_ journal: Journal) {
  print("# Styles")
  let navigator = StylesFlow.Navigator()
  navigator.perform(.addPhoto, from: .gallery)
  journal.expect(
    navigator.state.presented == [
      .init(
        destination: .photoComposer, style: .fullScreenCover, interactiveDismissDisabled: true,
        source: .gallery)
    ], "presentation=\"fullScreen\" is a full-screen cover the user cannot swipe away")
  navigator.dismiss()
  navigator.perform(.showPhoto, from: .gallery)
  navigator.perform(.showInfo, from: .photo)
  journal.expect(
    navigator.state.presented.map(\.style) == [.popover], "presentation=\"popover\" is a popover")
  navigator.dismiss()
  navigator.perform(.share, from: .photo)
  navigator.perform(.cover, from: .shareOptions)
  journal.expect(
    navigator.state.presented.map(\.style) == [.sheet, .fullScreenCover],
    "formSheet is a sheet, overFullScreen a cover over it")
  journal.expect(
    navigator.state.presented.allSatisfy { !$0.interactiveDismissDisabled },
    "only modalInPresentation=\"true\" stops the swipe")
  let restored = StylesFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.state == navigator.state, "the style and the swipe survive JSON")
  let albums = StylesFlow.Navigator()
  journal.expect(albums.select(tab: .albums), "the albums tab is selected by its first scene")
  journal.expect(
    albums.topScene(compact: true) == .album, "collapse=\"secondary\": an iPhone shows the album")
  journal.expect(
    restore(
      StylesFlow.Navigator.State.self,
      #"{"presented":[{"destination":{"photoInfo":{}},"style":"sheet"}]}"#)?.presented == [],
    "an info sheet, where the flow presents a popover, is cut")
  explore(
    journal, StylesFlow.Navigator.self,
    segues: [.showPhoto, .addPhoto, .showInfo, .share, .cover])
}

/// One scene, several segues to one destination: the link names the segue, so `open`
/// makes the same state, and only the presentation a `delegate` segue made reports.
@MainActor
func replies(_ journal: Journal) async {
  print("# Replies")
  let peeked = RepliesFlow.Navigator()
  peeked.perform(.peek, from: .postbox)
  let peekLink = peeked.url(scheme: "mail")
  let reopened = RepliesFlow.Navigator()
  journal.expect(
    reopened.open(peekLink) && reopened.state == peeked.state,
    "the link to a peeked letter (\(peekLink)) presents it, not pushes it")
  let pushed = RepliesFlow.Navigator()
  pushed.perform(.showLetter, from: .postbox)
  journal.expect(
    pushed.url(scheme: "mail") != peekLink, "a pushed letter has a link of its own")

  let navigator = RepliesFlow.Navigator()
  navigator.perform(.showLetter, from: .postbox)
  navigator.perform(.forward, from: .letter)
  journal.expect(
    ReplyEditorView(navigator: navigator).delegate.didSend == nil,
    "a forward, whose segue is no delegate's, reports to nobody")
  let forwarded = RepliesFlow.Navigator()
  journal.expect(
    forwarded.open(navigator.url(scheme: "mail"))
      && ReplyEditorView(navigator: forwarded).delegate.didSend == nil,
    "nor does the forward its link opens")
  navigator.dismiss()
  navigator.perform(.reply, from: .letter)
  journal.expect(
    ReplyEditorView(navigator: navigator).delegate.didSend != nil, "a reply reports to the letter")
  let replied = RepliesFlow.Navigator()
  journal.expect(
    replied.open(navigator.url(scheme: "mail"))
      && ReplyEditorView(navigator: replied).delegate.didSend != nil,
    "so does the reply its link opens")
  journal.expect(
    !replied.open(URL(string: "mail://letter/replyEditor")!),
    "a word two segues share names neither")
  navigator.state = .init()
  navigator.perform(.showLetter, from: .postbox)
  navigator.perform(.forward, from: .letter)
  navigator.cancelPresentation(at: 0)
  if case .didCancelForward = navigator.takeReports(for: .letter).first {
    journal.expect(true, "swiping the forward away tells the letter of the forward")
  } else {
    journal.expect(false, "swiping the forward away tells the letter of the forward")
  }

  let window = StandInHost(RepliesFlow.RootView(navigator: peeked))
  await window.settle()
  let replyLink = URL(string: "mail://letter.showLetter/replyEditor.reply")!
  journal.expect(peeked.open(replyLink), "a link that replaces the peek opens")
  journal.expect(
    peeked.state.presented.isEmpty && peeked.state.postboxNavigation == [.letter],
    "first without the peeked letter's sheet")
  await window.settle()
  journal.expect(
    peeked.state.presented == [
      .init(destination: .replyEditor, style: .sheet, source: .letter, segue: .reply)
    ], "then, once the sheet has disappeared, with the reply")
  for json in [
    #"{"postboxNavigation":[{"letter":{}}],"presented":[{"destination":{"replyEditor":{}},"source":"letter","style":"sheet"}]}"#,
    #"{"postboxNavigation":[{"letter":{}}],"presented":[{"destination":{"replyEditor":{}},"source":"letter","style":"sheet","segue":"quickNote"}]}"#,
  ] {
    let read = RepliesFlow.Navigator(
      state: restore(RepliesFlow.Navigator.State.self, json) ?? .init())
    let opened = RepliesFlow.Navigator()
    journal.expect(
      read.state.presented.first?.segue == .reply && opened.open(read.url(scheme: "mail"))
        && opened.state == read.state,
      "a sheet saved without its segue, or naming a popover's, reads as the first sheet's (reply)"
    )
  }
  let informed = RepliesFlow.Navigator()
  informed.perform(.showLetter, from: .postbox)
  informed.perform(.details, from: .letter)
  journal.expect(
    informed.anchoredPopover(from: .letter, to: .letterInfo) == 0
      && informed.isAnchored(informed.state.presented[0]),
    "a popover performed from code is shown at its scene's view, not by the window")
  // A cell's popover, through the views as SwiftUI updates them: the row that fired it
  // shows it, no other row does, nor the list; performed from code, the list's view does.
  let previewed = RepliesFlow.Navigator()
  let postbox = PostboxView(navigator: previewed)
  let third = StandInHost(postbox.previewRow(3) { Text("3") })
  let fourth = StandInHost(postbox.previewRow(4) { Text("4") })
  let list = StandInHost(postbox)
  journal.expect(
    previewed.perform(.preview, from: .postbox, row: AnyHashable(3)),
    "a cell's popover is performed from its row")
  for host in [third, fourth] { await host.settle() }
  await list.settle()
  journal.expect(
    third.shown.count == 1 && fourth.shown.isEmpty && list.shown.isEmpty,
    "and shown at that row, not at another row or the list")
  journal.expect(
    third.presentations.map(\.kind) == [.popover]
      && third.presentations.first?.compactAdaptation == "popover"
      && third.presentations.first?.inCompactWidth == .popover,
    "on an iPhone it stays a popover at its row (compactAdaptation=\"popover\")")
  previewed.dismiss()
  previewed.perform(.preview, from: .postbox)
  for host in [third, fourth] { await host.settle() }
  await list.settle()
  journal.expect(
    third.shown.isEmpty && fourth.shown.isEmpty && list.shown.count == 1,
    "performed from code, it is shown at the list's view")
  await compactPopovers(journal)
  let reread = restore(
    RepliesFlow.Navigator.State.self,
    #"{"postboxNavigation":[{"letter":{}}],"presented":[{"destination":{"letterInfo":{}},"style":"popover"}]}"#
  )
  journal.expect(
    reread.map { RepliesFlow.Navigator(state: $0) }?.anchoredPopover(from: .letter, to: .letterInfo)
      == 0, "and one restored without its source, where the letter's segue would have put it")
  explore(
    journal, RepliesFlow.Navigator.self,
    segues: [.showLetter, .peek, .reply, .forward, .quickNote, .details, .preview])
}

/// What each popover of Replies becomes on an iPhone, through the views as SwiftUI
/// updates them: the adaptation its segue says, given to `presentationCompactAdaptation(_:)`
/// for that popover alone, where a link or a restore made it too.
@MainActor
func compactPopovers(_ journal: Journal) async {
  let noted = RepliesFlow.Navigator()
  noted.perform(.showLetter, from: .postbox)
  let noteButton = StandInHost(LetterView(navigator: noted).noteButton)
  let letter = StandInHost(LetterView(navigator: noted))
  noted.perform(.quickNote, from: .letter)
  await noteButton.settle()
  await letter.settle()
  journal.expect(
    noteButton.presentations.map(\.kind) == [.popover]
      && noteButton.presentations.first?.compactAdaptation == "fullScreenCover"
      && noteButton.presentations.first?.inCompactWidth == .fullScreenCover
      && letter.presentations.isEmpty,
    "the quick note, a popover at the Note button, is a cover on an iPhone (compactAdaptation=\"fullScreen\")"
  )
  noted.dismiss()
  noted.perform(.details, from: .letter)
  await noteButton.settle()
  await letter.settle()
  journal.expect(
    noteButton.presentations.isEmpty && letter.presentations.map(\.kind) == [.popover]
      && letter.presentations.first?.compactAdaptation == "sheet"
      && letter.presentations.first?.inCompactWidth == .sheet,
    "the details, whose segue says nothing, a sheet, as UIKit adapts a popover")
  noted.dismiss()
  noted.perform(.reply, from: .letter)
  let window = StandInHost(RepliesFlow.RootView(navigator: noted))
  await window.settle()
  journal.expect(
    window.presentations.map(\.kind) == [.sheet]
      && window.presentations[0].compactAdaptation == nil,
    "the reply to the same editor, a sheet, gets no popover's adaptation")
  noted.dismiss()
  noted.perform(.quickNote, from: .letter)
  let linked = RepliesFlow.Navigator()
  journal.expect(linked.open(noted.url(scheme: "mail")), "the quick note's link opens")
  // Saved without its source and segue: read back as the quick note, the letter's one
  // popover to the editor.
  let restored = RepliesFlow.Navigator(
    state: restore(
      RepliesFlow.Navigator.State.self,
      #"{"postboxNavigation":[{"letter":{}}],"presented":[{"destination":{"replyEditor":{}},"style":"popover"}]}"#
    ) ?? .init())
  for (made, how) in [(linked, "a link"), (restored, "a restore")] {
    let button = StandInHost(LetterView(navigator: made).noteButton)
    await button.settle()
    journal.expect(
      made.state == noted.state && button.presentations.first?.inCompactWidth == .fullScreenCover,
      "the quick note \(how) made is a cover on an iPhone too")
  }
}

/// A custom segue that `customPresentationStyle` shows in a popover is not one of the
/// flow's popovers: the presentation layer shows it, adapted to a sheet on an iPhone.
@MainActor
func customPopover(_ journal: Journal) async {
  let navigator = MailFlow.Navigator()
  navigator.customPresentationStyle = { _ in .popover }
  let window = StandInHost(MailFlow.RootView(navigator: navigator))
  navigator.perform(.compose, from: .mailboxes)
  await window.settle()
  journal.expect(
    window.presentations.map(\.kind) == [.popover]
      && window.presentations.first?.inCompactWidth == .sheet,
    "a custom segue's popover is shown by the presentation layer, a sheet on an iPhone")
}

@MainActor
func run() async -> Int32 {
  let journal = Journal()
  friendList(journal)
  bookCatalog(journal)
  heroEditor(journal)
  await tripDestinations(journal)
  await account(journal)
  gallery(journal)
  mail(journal)
  await customPopover(journal)
  people(journal)
  styles(journal)
  await replies(journal)
  if journal.failures == 0 { print("all journeys passed") }
  return journal.failures == 0 ? 0 : 1
}

exit(await run())
