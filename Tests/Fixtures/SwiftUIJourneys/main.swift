// Journeys through the SwiftUI runtime's navigator for every example flow: each step does
// what a tap would (perform a segue, unwind), then checks the navigation state the views
// would show. The views are compiled against the SwiftUI stand-in but never drawn; the
// navigator is plain Swift with Observation and runs for real. Prints one line per check.

import Foundation
import Observation

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

@MainActor
func friendList(_ journal: Journal) {
  print("# FriendList")
  let navigator = FriendListFlow.Navigator()
  journal.expect(navigator.state.topScene == .master, "the flow starts at the master")

  let pushes = changes(of: { _ = navigator.state }) { navigator.perform(.showDetail) }
  journal.expect(navigator.state.main == [.detail], "showDetail pushes the detail onto main")
  journal.expect(pushes == 1, "observers of the state hear of the push")
  journal.expect(navigator.state.topScene == .detail, "the detail is on top")

  DetailView(navigator: navigator).editDetail()
  journal.expect(
    navigator.state.presented == [.init(destination: .editNavigation, style: .sheet)],
    "the edit button's method presents the editor as a sheet")
  journal.expect(navigator.state.topScene == .edit, "the editor is on top")

  var arrivals: [(String, FriendListFlow.SceneID)] = []
  navigator.didUnwindSaveInput = { arrivals.append(("saveInput", $0)) }
  navigator.didUnwindCancelInput = { arrivals.append(("cancelInput", $0)) }
  let saves = changes(of: { _ = navigator.state }) { EditView(navigator: navigator).saveInput() }
  journal.expect(
    arrivals.map(\.0) == ["saveInput"] && arrivals.first?.1 == .edit,
    "the detail's saveInput hook ran with the editor as its source")
  journal.expect(navigator.state.presented.isEmpty, "and the sheet is gone")
  journal.expect(navigator.state.main == [.detail], "the stack is back at the detail")
  journal.expect(saves == 1, "popping and dismissing is one change of the state")

  navigator.perform(.editDetail)
  journal.expect(navigator.unwind(.cancelInput), "cancelInput finds the detail")
  journal.expect(arrivals.map(\.0) == ["saveInput", "cancelInput"], "cancelInput's hook ran")
  journal.expect(!navigator.unwind(.saveInput), "an unwind from the detail finds nobody beneath")
  journal.expect(navigator.state.main == [.detail], "and changes nothing")

  navigator.perform(.editDetail)
  let saved = journal.roundTrip(navigator.state)
  journal.expect(saved == navigator.state, "the state survives JSON")
  let restored = FriendListFlow.Navigator(state: saved ?? .init())
  journal.expect(
    restored.state.topScene == .edit && restored.state.main == [.detail],
    "a navigator restored from it shows the editor over the detail")

  let linked = FriendListFlow.Navigator()
  journal.expect(linked.open(URL(string: "friendlist://detail/edit")!), "a deep link opens")
  journal.expect(linked.state == restored.state, "to the state it names")
  journal.expect(
    linked.open(URL(string: "friendlist://master/detail")!), "the first scene may be named")
  journal.expect(
    linked.state.main == [.detail] && linked.state.presented.isEmpty, "it opens the detail")
  journal.expect(!linked.open(URL(string: "friendlist://edit")!), "a link no segue follows fails")
  journal.expect(linked.state.main == [.detail], "and leaves the state alone")
}

@MainActor
func bookCatalog(_ journal: Journal) {
  print("# BookCatalog")
  let navigator = BookCatalogFlow.Navigator()
  journal.expect(navigator.state.topScene == .catalog, "the flow starts at the catalogue")
  CatalogView(navigator: navigator).showBook()
  journal.expect(navigator.state.catalogNavigation == [.book], "showBook pushes the book")
  let restored = BookCatalogFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.state.topScene == .book, "a restored navigator shows the book")
  let linked = BookCatalogFlow.Navigator()
  journal.expect(linked.open(URL(string: "books://book")!), "books://book opens")
  journal.expect(linked.state == navigator.state, "the book")
}

@MainActor
func heroEditor(_ journal: Journal) {
  print("# HeroEditor")
  let navigator = HeroEditorFlow.Navigator()
  navigator.perform(.editHero)
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
  var values = HeroEditorFlow.HeroEditorValues()
  values.name = "Ada"
  values.sex = 1
  values.age = 36.5
  journal.expect(journal.roundTrip(values) == values, "the table's values survive JSON")
  journal.expect(!values.isActive && values.secretIdentity.isEmpty, "each row has its default")
}

@MainActor
func tripDestinations(_ journal: Journal) {
  print("# TripDestinations")
  let navigator = TripDestinationsFlow.Navigator()
  TripView(navigator: navigator).chooseDestination()
  journal.expect(
    navigator.state.presented == [.init(destination: .destinationNavigation, style: .sheet)],
    "chooseDestination presents the chooser")
  let chooser = DestinationView(navigator: navigator)
  chooser.delegate.didCancel?()
  journal.expect(navigator.state.topScene == .destination, "didCancel's default does nothing")
  chooser.delegate.didFinishWithSave?(false)
  journal.expect(navigator.state.topScene == .destination, "the trip keeps it open without a save")
  chooser.delegate.didFinishWithSave?(true)
  journal.expect(
    navigator.state.presented.isEmpty, "the delegate callback reached the trip, which dismissed it")
  let linked = TripDestinationsFlow.Navigator()
  journal.expect(linked.open(URL(string: "trips://destination")!), "trips://destination opens")
  journal.expect(linked.state.topScene == .destination, "the chooser")
}

@MainActor
func account(_ journal: Journal) {
  print("# Account")
  let navigator = AccountFlow.Navigator()
  journal.expect(navigator.state.tabs == .contactsNavigation, "the first tab is selected")
  navigator.perform(.showProfile)
  journal.expect(navigator.state.contactsNavigation == [.profile], "showProfile pushes in the tab")
  ProfileView(navigator: navigator).shareProfile()
  journal.expect(
    navigator.state.presented == [.init(destination: .share, style: .popover)],
    "shareProfile presents a popover")
  navigator.dismiss()
  journal.expect(
    navigator.state.presented.isEmpty && navigator.state.topScene == .profile,
    "dismiss() closes the popover, back on the profile")
  var source: AccountFlow.SceneID?
  navigator.didUnwindFinishProfile = { source = $0 }
  journal.expect(navigator.unwind(.finishProfile), "finishProfile returns to the contacts")
  journal.expect(source == .profile, "its hook ran with the profile")
  journal.expect(navigator.state.contactsNavigation.isEmpty, "the profile is popped")

  let linked = AccountFlow.Navigator()
  journal.expect(linked.open(URL(string: "account://settings")!), "a link may name a tab")
  journal.expect(linked.state.tabs == .settings, "which is selected")
  journal.expect(
    linked.open(URL(string: "account://contacts/profile/share")!), "a link through a tab opens")
  journal.expect(
    linked.state.tabs == .contactsNavigation && linked.state.topScene == .share,
    "to the popover over the profile")
  let restored = AccountFlow.Navigator(state: journal.roundTrip(linked.state) ?? .init())
  journal.expect(restored.state == linked.state, "tabs, stack and popover survive JSON")
}

@MainActor
func mail(_ journal: Journal) {
  print("# Mail")
  let navigator = MailFlow.Navigator()
  journal.expect(navigator.state.splitDetail == .message, "the detail column starts at the message")
  navigator.customPresentationStyle = { _ in .fullScreenCover }
  navigator.perform(.compose)
  journal.expect(
    navigator.state.presented == [.init(destination: .composerNavigation, style: .fullScreenCover)],
    "the custom segue presents the composer in the style the hook chose")
  var sources: [MailFlow.SceneID] = []
  navigator.didUnwindDiscardDraft = { sources.append($0) }
  navigator.didUnwindCloseMessage = { sources.append($0) }
  journal.expect(navigator.unwind(.discardDraft), "discardDraft returns to the mailboxes")
  journal.expect(
    navigator.state.presented.isEmpty && sources == [.composer], "the composer is gone")
  navigator.perform(.showMailbox)
  journal.expect(
    navigator.state.topScene == .message, "showMailbox shows the message in the detail column")
  journal.expect(navigator.unwind(.closeMessage), "closeMessage returns to the primary column")
  journal.expect(sources == [.composer, .message], "its hook ran with the message")
  let restored = MailFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.state == navigator.state, "the split's state survives JSON")
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
      .init(destination: .personEditorNavigation(person: 42, draftName: "Ada"), style: .sheet)
    ], "the presentation carries the editor's inputs")
  var source: PeopleFlow.SceneID?
  navigator.didUnwindFinishEditing = { source = $0 }
  navigator.unwind(.finishEditing)
  journal.expect(
    source == .personEditor && navigator.state.presented.isEmpty, "done unwinds to the person")
  journal.expect(navigator.state.topScene == .person, "who is on top again")

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
}

@MainActor
func styles(_ journal: Journal) {
  print("# Styles")
  let navigator = StylesFlow.Navigator()
  navigator.perform(.addPhoto)
  journal.expect(
    navigator.state.presented == [
      .init(destination: .photoComposer, style: .fullScreenCover, interactiveDismissDisabled: true)
    ], "presentation=\"fullScreen\" is a full-screen cover the user cannot swipe away")
  navigator.dismiss()
  navigator.perform(.showPhoto)
  navigator.perform(.showInfo)
  journal.expect(
    navigator.state.presented.map(\.style) == [.popover], "presentation=\"popover\" is a popover")
  navigator.dismiss()
  navigator.perform(.share)
  navigator.perform(.cover)
  journal.expect(
    navigator.state.presented.map(\.style) == [.sheet, .fullScreenCover],
    "formSheet is a sheet, overFullScreen a cover over it")
  journal.expect(
    navigator.state.presented.allSatisfy { !$0.interactiveDismissDisabled },
    "only modalInPresentation=\"true\" stops the swipe")
  let restored = StylesFlow.Navigator(state: journal.roundTrip(navigator.state) ?? .init())
  journal.expect(restored.state == navigator.state, "the style and the swipe survive JSON")
}

@MainActor
func run() -> Int32 {
  let journal = Journal()
  friendList(journal)
  bookCatalog(journal)
  heroEditor(journal)
  tripDestinations(journal)
  account(journal)
  mail(journal)
  people(journal)
  styles(journal)
  if journal.failures == 0 { print("all journeys passed") }
  return journal.failures == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { run() })
