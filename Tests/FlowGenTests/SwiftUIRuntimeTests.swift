import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The SwiftUI runtime (`runtime="swiftui"`), proven by compiling and running it: the
/// output of every example (and of the code runtime's tab bar and split view flows, and
/// a flow with scene inputs) is compiled against the SwiftUI stand-in in
/// `Tests/Fixtures/SwiftUIStandIn`, in Swift 6 and 5 modes, with an app that saves,
/// restores and deep-links; and journeys (`Tests/Fixtures/SwiftUIJourneys/main.swift`)
/// drive each flow's navigator for real.
final class SwiftUIRuntimeTests: XCTestCase {
  static let fixtures = SwiftFixtures.packageRoot.appendingPathComponent("Tests/Fixtures")
  static let journeys = fixtures.appendingPathComponent("SwiftUIJourneys")
  static let standIn = fixtures.appendingPathComponent("SwiftUIStandIn/SwiftUI.swift")
  static var moduleCache: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("flowc-swiftui-module-cache")
      .path
  }

  /// Every example, the code runtime's journey flows and this runtime's, as SwiftUI flows.
  static func swiftUIFlows() throws -> [Flow] {
    let folders = [
      fixtures.appendingPathComponent("Journeys/Flows"), journeys.appendingPathComponent("Flows"),
    ]
    var urls = SwiftFixtures.exampleFlows.map(\.url)
    for folder in folders {
      urls += try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".flow") }.sorted().map { folder.appendingPathComponent($0) }
    }
    return try urls.map { url in
      let result = FlowFrontEnd.load(path: url.path, runtime: .swiftui)
      // The code runtime's flows say what SwiftUI cannot do (a transition, a cell style):
      // warnings at the attribute, which SwiftUIRuntimeRuleTests spell out.
      let problems = result.diagnostics.filter {
        $0.severity == .error || $0.rule != .runtimeUnsupported
      }
      XCTAssertTrue(problems.isEmpty, "\(url.lastPathComponent): \(problems.map(\.fullMessage))")
      return try XCTUnwrap(result.flow)
    }
  }

  static func generate(_ flow: Flow, access: AccessLevel = .internal) throws -> [String: String] {
    let context = SwiftUIContextBuilder(
      flow: flow, sourceFileName: "\(flow.name).flow", access: access
    ).build()
    let files = try SwiftUIGenerator(templates: SwiftFixtures.templates).files(
      for: context, into: .init(outputDirectory: "out", skeletonDirectory: "skeletons"))
    var result: [String: String] = [:]
    for file in files {
      result[URL(fileURLWithPath: file.path).lastPathComponent] = String(
        decoding: file.contents, as: UTF8.self)
    }
    return result
  }

  /// Every file of every SwiftUI flow, by name (their names do not collide).
  static func swiftUIFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    for flow in try swiftUIFlows() {
      files.merge(try generate(flow)) { first, second in
        XCTFail("two flows generate one file")
        return first
      }
    }
    return files
  }

  /// The stand-in as a static library and a module named SwiftUI, built once per test.
  static func buildStandIn(into folder: URL) throws -> URL? {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let library = folder.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    let build = try ProcessRunner(
      executable: swiftc,
      arguments: [
        "-emit-library", "-static", "-emit-module", "-module-name", "SwiftUI",
        "-parse-as-library", "-swift-version", "6", "-module-cache-path", Self.moduleCache,
        "-emit-module-path", library.appendingPathComponent("SwiftUI.swiftmodule").path,
        "-o", library.appendingPathComponent("libSwiftUI.a").path, Self.standIn.path,
      ], timeout: 600
    ).run()
    XCTAssertTrue(build.succeeded, build.output)
    XCTAssertFalse(build.output.contains("warning:"), build.output)
    return build.succeeded ? library : nil
  }

  func testJourneysRunTheNavigatorOfEveryExample() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "swiftui-journeys")
    guard let library = try Self.buildStandIn(into: folder) else { return }
    let scenes = Self.journeys.appendingPathComponent("Scenes")
    let written = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    // The journeys' own human files replace the skeletons of the same name.
    let sources = try Self.swiftUIFiles().filter { !written.contains($0.key) }
    XCTAssertNotNil(sources["FriendListFlow.swift"])
    let generated = folder.appendingPathComponent("generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    var files = try SwiftFixtures.write(sources, to: generated)
    files += written.map { scenes.appendingPathComponent($0) }
    files.append(Self.journeys.appendingPathComponent("main.swift"))

    let executable = folder.appendingPathComponent("journeys")
    let build = try ProcessRunner(
      executable: swiftc,
      arguments: [
        "-swift-version", "6", "-module-name", "Journeys", "-I", library.path, "-L",
        library.path, "-lSwiftUI", "-module-cache-path", Self.moduleCache, "-o", executable.path,
      ] + files.map(\.path), timeout: 600
    ).run()
    XCTAssertTrue(build.succeeded, build.output)
    XCTAssertFalse(build.output.contains("warning:"), build.output)
    guard build.succeeded else { return }

    let run = try ProcessRunner(executable: executable, timeout: 120).run()
    XCTAssertTrue(run.succeeded, run.output)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [], run.standardOutput)
    XCTAssertEqual(lines.last, "all journeys passed", run.standardOutput)
    for journey in [
      "# FriendList", "# BookCatalog", "# HeroEditor", "# TripDestinations", "# Account",
      "# Gallery", "# Mail", "# People", "# Styles", "# Replies",
    ] {
      XCTAssertTrue(lines.contains(journey), "\(journey) did not run")
    }
    XCTAssertGreaterThan(lines.filter { $0.hasPrefix("ok: ") }.count, 100, run.standardOutput)
    // Each flow's states were explored: every segue from its owners, links, JSON.
    XCTAssertEqual(lines.filter { $0.contains(" states: every segue from its owners") }.count, 10)
  }

  /// A scene's view performs through a handle bound to its own scene: naming another
  /// scene's segue or unwind there does not compile, and its own does.
  func testAViewCannotPerformAnotherScenesSegue() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "swiftui-handles")
    guard let library = try Self.buildStandIn(into: folder) else { return }
    let flow = try XCTUnwrap(try Self.swiftUIFlows().first { $0.name == "FriendList" })
    let generated = try Self.generate(flow)
    XCTAssertTrue(
      try XCTUnwrap(generated["DetailViewBase.swift"]).contains("scene.perform(.editDetail)"))
    let uses = [
      "own": "_ = DetailView(navigator: .init()).scene.perform(.editDetail)\n"
        + "_ = EditView(navigator: .init()).scene.unwind(.saveInput)",
      "segue": "_ = MasterView(navigator: .init()).scene.perform(.editDetail)",
      "unwind": "_ = DetailView(navigator: .init()).scene.unwind(.saveInput)",
    ]
    for (name, use) in uses.sorted(by: { $0.key < $1.key }) {
      var sources = generated
      sources["Use.swift"] = "import SwiftUI\n\n@MainActor func use() {\n  \(use)\n}\n"
      let subfolder = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
      let files = try SwiftFixtures.write(sources, to: subfolder)
      let result = try ProcessRunner(
        executable: swiftc,
        arguments: [
          "-typecheck", "-swift-version", "6", "-I", library.path, "-module-name", "App",
          "-parse-as-library", "-module-cache-path", Self.moduleCache,
        ] + files.map(\.path), timeout: 600
      ).run()
      if name == "own" {
        XCTAssertTrue(result.succeeded, result.output)
      } else {
        XCTAssertFalse(result.succeeded, "\(name): \(use) compiled")
        XCTAssertTrue(result.output.contains("Use.swift"), result.output)
      }
    }
  }

  /// FriendList as a SwiftUI app, as docs/swiftui.md shows it: the app, its model and
  /// the human views of its scenes, which replace their skeletons.
  static let app = fixtures.appendingPathComponent("SwiftUIApp")

  /// Other flows' root views in one more window, so that each is used.
  static let otherWindows = """
    import SwiftUI

    struct OtherWindows: View {
      var body: some View {
        VStack {
          BookCatalogFlow.RootView()
          AccountFlow.RootView()
          MailFlow.RootView()
        }
      }
    }

    """

  func testTheOutputAndAnAppTypeCheckInSwift6And5() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "swiftui-typecheck")
    guard let library = try Self.buildStandIn(into: folder) else { return }
    var sources = try Self.swiftUIFiles()
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.app.path)
    where name.hasSuffix(".swift") {
      sources[name] = try String(
        contentsOf: Self.app.appendingPathComponent(name), encoding: .utf8)
    }
    XCTAssertTrue(sources["MasterView.swift"]?.contains("@Environment(FriendStore.self)") ?? false)
    sources["OtherWindows.swift"] = Self.otherWindows
    sources["Person.swift"] = try String(
      contentsOf: Self.journeys.appendingPathComponent("Scenes/Person.swift"), encoding: .utf8)
    let files = try SwiftFixtures.write(sources, to: folder)
    for mode in ["6", "5"] {
      let result = try ProcessRunner(
        executable: swiftc,
        arguments: [
          "-typecheck", "-swift-version", mode, "-I", library.path, "-module-name", "App",
          "-parse-as-library", "-module-cache-path", Self.moduleCache,
        ] + files.map(\.path), timeout: 600
      ).run()
      XCTAssertTrue(result.succeeded, "Swift \(mode): \(result.output)")
      XCTAssertFalse(result.output.contains("warning:"), "Swift \(mode): \(result.output)")
    }
  }

  /// Public access compiles too: every declaration an app uses from another module is public.
  func testPublicOutputTypeChecks() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "swiftui-public")
    guard let library = try Self.buildStandIn(into: folder) else { return }
    var sources: [String: String] = [:]
    for flow in try Self.swiftUIFlows() where flow.name != "People" {
      sources.merge(try Self.generate(flow, access: .public)) { first, _ in first }
    }
    let files = try SwiftFixtures.write(sources, to: folder)
    let result = try ProcessRunner(
      executable: swiftc,
      arguments: [
        "-typecheck", "-swift-version", "6", "-I", library.path, "-module-name", "Kit",
        "-parse-as-library", "-module-cache-path", Self.moduleCache,
      ] + files.map(\.path), timeout: 600
    ).run()
    XCTAssertTrue(result.succeeded, result.output)
  }

  /// iOS 17's SwiftUI only: no UIKit type, no `NavigationView`, no `AnyView`, no force.
  func testTheOutputUsesNoUIKitNavigationViewOrAnyView() throws {
    for (name, text) in try Self.swiftUIFiles() {
      for banned in ["UIKit", "NavigationView", "AnyView", "as!", "try!", "@objc", "UIApplication"]
      {
        XCTAssertFalse(text.contains(banned), "\(name) has \(banned)")
      }
      XCTAssertNil(
        text.range(of: #"\bUI[A-Z][A-Za-z]+"#, options: .regularExpression), "\(name): a UIKit type"
      )
    }
  }

  func testSwiftFormatLeavesTheOutputUnchanged() throws {
    guard
      let lint = try SwiftFormatAgreementTests.strictLint(
        try Self.swiftUIFiles(), self, folder: "swiftui-format")
    else { throw XCTSkip("swift-format is not installed") }
    XCTAssertTrue(lint.succeeded && lint.output.isEmpty, lint.output)
  }

  /// The unwinds' stops are `UnwindStops`' (the storyboard runtime's): the same scenes
  /// catch them, and only an `<unwindAction>` runs a hook.
  func testUnwindsStopWhereUIKitWould() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Stops" version="1" initial="nav" runtime="swiftui">
          <navigation id="nav" root="list"/>
          <scene id="list">
            <unwindAction name="done"/>
            <cell reuseID="Item"><segue id="showItem" kind="show" to="item"/></cell>
          </scene>
          <scene id="item">
            <unwindAction name="done"/>
            <barButton system="add"><segue id="addNote" kind="present" to="note"/></barButton>
          </scene>
          <scene id="note">
            <barButton system="done"><unwind id="closeNote" action="done"/></barButton>
          </scene>
        </flow>
        """, path: "Stops.flow")
    let shared = try XCTUnwrap(try Self.generate(flow)["StopsFlow.swift"])
    // `list` declares it too, but `item` is nearer on the only path back from `note`.
    XCTAssertTrue(shared.contains("case .closeNote: [.item]\n"), shared)
    XCTAssertFalse(shared.contains("[.list, .item]"), shared)
  }

  /// A `<table>` becomes a `Form` with a `Section` per section and the editor of each
  /// row, bound to a values struct; numbers go through the locale-aware `.number` format.
  func testATableLayoutBecomesAForm() throws {
    let files = try Self.swiftUIFiles()
    let machine = try XCTUnwrap(files["HeroEditorViewBase.swift"])
    for expected in [
      "func tableForm(_ values: Binding<HeroEditorFlow.HeroEditorValues>) -> some View {",
      "Section(HeroEditorFlow.Strings.HeroEditor.generalSectionTitle) {",
      "TextField(HeroEditorFlow.Strings.HeroEditor.nameLabel, text: values.name)",
      "displayedComponents: .date", "value: values.age, format: .number",
      "Toggle(HeroEditorFlow.Strings.HeroEditor.isActiveLabel, isOn: values.isActive)",
      "Button(HeroEditorFlow.Strings.HeroEditor.powersLabel) { showPowers() }",
      "} footer: {", "var age = 0.0", "var sex = 0",
    ] {
      XCTAssertTrue(machine.contains(expected), "missing \(expected):\n\(machine)")
    }
    let human = try XCTUnwrap(files["HeroEditorView.swift"])
    XCTAssertTrue(human.contains("tableForm($values)"), human)
  }

  /// `Styles.flow`'s UIKit attributes, as the modifiers docs/swiftui.md maps them to
  /// (the journeys run what the navigator does with them; the type checks prove them).
  func testUIKitAttributesBecomeSwiftUIModifiers() throws {
    let flow = try XCTUnwrap(try Self.swiftUIFlows().first { $0.name == "Styles" })
    let files = try Self.generate(flow)
    let views = try XCTUnwrap(files["StylesFlowViews.swift"])
    let navigator = try XCTUnwrap(files["StylesFlow.swift"])
    for expected in [
      "GalleryView(navigator: navigator)\n          .navigationBarTitleDisplayMode(.inline)\n          .toolbar(.visible, for: .navigationBar)\n          .toolbar(.hidden, for: .bottomBar)",
      "PhotoView(navigator: navigator)\n                .navigationBarTitleDisplayMode(.inline)",
      "navigator.tabs == .galleryNavigation ? Image(\"GalleryFilled\") : Image(\"Gallery\")",
      "NavigationStack(path: Bindable(navigator).galleryNavigation) {",
      "Image(systemName: \"books.vertical\")",
      "NavigationSplitView(\n        columnVisibility: columnVisibility, preferredCompactColumn: compactColumn\n      ) {",
      "navigator.albumSplitColumn == .primary ? .sidebar : .detail",
      ".id(navigator.albumSplitDetailIdentity)",
      ".modifier(SwipeDismissal(isDisabled: presented.interactiveDismissDisabled))",
    ] {
      XCTAssertTrue(views.contains(expected), "\(expected)\n\(views)")
    }
    for expected in [
      "destination: .photoComposer, style: .fullScreenCover, interactiveDismissDisabled: true,\n          source: source))",
      "StylesFlow.Presented(destination: .photoInfo, style: .popover, source: source)",
      "StylesFlow.Presented(destination: .shareOptions, style: .sheet, source: source)",
      "StylesFlow.Presented(destination: .coverPhoto, style: .fullScreenCover, source: source)",
      // `collapse="secondary"`: the state's compact column starts at the detail.
      "var albumSplitColumn: SplitColumn = .secondary",
    ] {
      XCTAssertTrue(navigator.contains(expected), "\(expected)\n\(navigator)")
    }
    XCTAssertTrue(
      try XCTUnwrap(files["PhotoComposerViewBase.swift"]).contains(
        "      .interactiveDismissDisabled()\n"))
    XCTAssertFalse(try XCTUnwrap(files["PhotoInfoViewBase.swift"]).contains("interactiveDismiss"))
    // Every flow's `Presented` saves the same keys, and `interactiveDismissDisabled` only
    // when true: a flow that starts saying `modalInPresentation` reads old saved states.
    let people = try Self.generate(
      try XCTUnwrap(try Self.swiftUIFlows().first { $0.name == "People" }))
    for shared in [try XCTUnwrap(people["PeopleFlow.swift"]), navigator] {
      XCTAssertTrue(
        shared.contains(
          "      if interactiveDismissDisabled {\n        try container.encode(true, forKey: .interactiveDismissDisabled)"
        ), shared)
    }
  }

  /// Each popover adapts in compact width as its segue's `compactAdaptation` says, chosen
  /// per presentation: by its source and destination, and by its segue where the source
  /// has others to that destination; every other popover is a sheet.
  func testEachPopoverAdaptsAsItsSegueSays() throws {
    let files = try Self.generate(
      try XCTUnwrap(try Self.swiftUIFlows().first { $0.name == "Replies" }))
    let navigator = try XCTUnwrap(files["RepliesFlow.swift"])
    XCTAssertTrue(
      navigator.contains(
        """
            switch (presented.source, presented.destination, presented.segue) {
            case (.postbox?, .letterInfo, _):
              .popover
            case (.letter?, .replyEditor, .quickNote?):
              .fullScreenCover
            default: .sheet
            }
        """), navigator)
    let views = try XCTUnwrap(files["RepliesFlowViews.swift"])
    XCTAssertEqual(
      views.components(separatedBy: ".presentationCompactAdaptation(presented.compactAdaptation)")
        .count - 1, 2, views)
    XCTAssertTrue(
      views.contains("switch RepliesFlow.Navigator.State.compactStyle(of: self) {"), views)
  }

  /// What a SwiftUI reviewer expects: Cancel and Save where the platform puts a modal's
  /// buttons, a popover that is a sheet on an iPhone (as UIKit adapts it), an injected
  /// navigator that is not the root view's `@State`, and the user's dismissal heard.
  func testTheViewsUseSwiftUIsIdioms() throws {
    let files = try Self.swiftUIFiles()
    let edit = try XCTUnwrap(files["EditViewBase.swift"])
    XCTAssertTrue(edit.contains("ToolbarItem(placement: .cancellationAction) {"), edit)
    XCTAssertTrue(edit.contains("ToolbarItem(placement: .confirmationAction) {"), edit)
    let views = try XCTUnwrap(files["AccountFlowViews.swift"])
    XCTAssertTrue(
      views.contains(".presentationCompactAdaptation(presented.compactAdaptation)"), views)
    XCTAssertFalse(views.contains(".presentationCompactAdaptation(.popover)"), views)
    // Account's share popover says no `compactAdaptation` and its link popover says
    // `sheet`: both a sheet, as UIKit adapts a popover; the others as they say.
    let account = try XCTUnwrap(files["AccountFlow.swift"])
    for adapted in [
      "case (.profile?, .colorPicker, _):\n      .popover\n",
      "case (.profile?, .locationNavigation, _):\n      .fullScreenCover\n",
      "case (.profile?, .bio, _):\n      .popover\n", "    default: .sheet\n",
    ] {
      XCTAssertTrue(account.contains(adapted), adapted)
    }
    let compactStyle = try XCTUnwrap(
      account.range(of: "static func compactStyle(").map {
        account[$0.lowerBound...].prefix { $0 != "}" }
      })
    XCTAssertFalse(compactStyle.contains(".share"), "a popover saying nothing is a sheet")
    XCTAssertFalse(compactStyle.contains(".link"), "a popover saying sheet is a sheet")
    XCTAssertTrue(views.contains("private let injected: Navigator?"), views)
    XCTAssertFalse(views.contains("@State private var navigator"), views)
    XCTAssertTrue(views.contains("self.cancelPresentation(at: layer)"), views)
    XCTAssertTrue(views.contains(".onDisappear { navigator.didDismissPresentation() }"), views)
    let people = try XCTUnwrap(files["PeopleViewBase.swift"])
    XCTAssertTrue(
      people.contains(
        "func showPersonLink<Label: View>(person: Person.ID, @ViewBuilder label: () -> Label)"),
      people)
    XCTAssertTrue(
      people.contains(
        "NavigationLink(value: PeopleFlow.PeopleNavigationRoute.person(person: person), label: label)"
      ), people)
    let mailboxes = try XCTUnwrap(files["MailboxesViewBase.swift"])
    for expected in [
      "var detailSelection: Binding<MailFlow.SplitDetail?> {",
      "case .message: navigator.perform(.showMailbox, from: .mailboxes)",
    ] {
      XCTAssertTrue(mailboxes.contains(expected), mailboxes)
    }
    let profile = try XCTUnwrap(files["ProfileViewBase.swift"])
    XCTAssertTrue(
      profile.contains(
        "Button(AccountFlow.Strings.Profile.shareBarButtonTitle) { shareProfile() }\n            .accessibilityIdentifier(\"profile.shareProfile\")\n            .modifier(\n              AccountFlow.AnchoredPopover(navigator: navigator, source: .profile, to: .share))"
      ), profile)
    XCTAssertTrue(profile.contains("func didCancelShareProfile() {}"), profile)
    XCTAssertTrue(
      profile.contains(".onChange(of: navigator.reportsSent) { _, _ in receiveReports() }"), profile
    )
  }

  func testTheRuntimeOptionSelectsTheSwiftUITemplates() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Runtime" version="1" initial="stack" runtime="swiftui">
          <navigation id="stack" root="main"/>
          <scene id="main">
            <barButton system="add"><segue id="showNext" kind="show" to="next"/></barButton>
          </scene>
          <scene id="next"/>
        </flow>
        """, path: "Runtime.flow")
    XCTAssertEqual(flow.runtime, .swiftui)
    let plan = try SwiftBuild.plan(
      [.init(flow: flow, sourceFileName: "Runtime.flow")],
      generator: SwiftGenerator(templates: SwiftFixtures.templates),
      destination: .init(outputDirectory: "/tmp/out", skeletonDirectory: "/tmp/skeletons"))
    let names = Set(plan.changes.map { URL(fileURLWithPath: $0.path).lastPathComponent })
    for name in [
      "RuntimeFlow.swift", "RuntimeFlowViews.swift", "MainViewBase.swift", "MainView.swift",
      "NextViewBase.swift", "NextView.swift",
    ] {
      XCTAssertTrue(names.contains(name), "\(name) not planned: \(names.sorted())")
    }
  }
}
