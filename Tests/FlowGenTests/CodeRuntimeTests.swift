import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The code runtime (`runtime="code"`), proven by running it: the output of every example
/// (and of a tab bar and a split view flow) is compiled against the behavioural UIKit
/// stand-in in `Tests/Fixtures/UIKitStandIn`, without Objective-C interop, and scripted
/// journeys (`Tests/Fixtures/Journeys/main.swift`) tap and select through it.
final class CodeRuntimeTests: XCTestCase {
  static let fixtures = SwiftFixtures.packageRoot.appendingPathComponent("Tests/Fixtures")
  static let journeys = fixtures.appendingPathComponent("Journeys")
  static var moduleCache: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("flowc-journeys-module-cache")
      .path
  }

  /// The examples and the journey flows, each generated for the code runtime.
  static func codeFlows() throws -> [Flow] {
    let journeyFlows = journeys.appendingPathComponent("Flows")
    let extra = try FileManager.default.contentsOfDirectory(atPath: journeyFlows.path)
      .filter { $0.hasSuffix(".flow") }.sorted().map { journeyFlows.appendingPathComponent($0) }
    return try (SwiftFixtures.exampleFlows.map(\.url) + extra).map { url in
      var flow = try SwiftFixtures.flow(at: url)
      flow.runtime = .code
      return flow
    }
  }

  /// Every file of every code flow, by name.
  static func codeFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    for flow in try codeFlows() {
      files.merge(try SwiftFixtures.generate(flow)) { first, _ in first }
    }
    return files
  }

  func testJourneysRunAgainstTheUIKitStandIn() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else {
      throw XCTSkip("swiftc not found")
    }
    let folder = try SwiftFixtures.temporaryFolder(self, "journeys")
    // The stand-in, as a static library and a module named UIKit; no -enable-objc-interop.
    let library = folder.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    let standIn = try ProcessRunner(
      executable: swiftc,
      arguments: [
        "-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-parse-as-library",
        "-swift-version", "6", "-module-cache-path", Self.moduleCache,
        "-emit-module-path", library.appendingPathComponent("UIKit.swiftmodule").path,
        "-o", library.appendingPathComponent("libUIKit.a").path,
        Self.fixtures.appendingPathComponent("UIKitStandIn/UIKit.swift").path,
      ], timeout: 600
    ).run()
    XCTAssertTrue(standIn.succeeded, standIn.output)
    guard standIn.succeeded else { return }

    // Generated machine and shared files; the journeys' human files, or the skeleton of a
    // scene they do not write.
    let scenes = Self.journeys.appendingPathComponent("Scenes")
    let human = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: scenes.appendingPathComponent($0), encoding: .utf8) }
      .joined()
    var sources = try Self.codeFiles().filter { name, text in
      !text.hasPrefix("// The hand-written half")
        || !human.contains("class \(name.dropLast(".swift".count)):")
    }
    XCTAssertNotNil(sources["FriendListFlow.swift"])
    let generated = folder.appendingPathComponent("generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    sources = sources.filter { !$0.key.isEmpty }
    var files = try SwiftFixtures.write(sources, to: generated)
    files += try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted()
      .map { scenes.appendingPathComponent($0) }
    files.append(Self.journeys.appendingPathComponent("main.swift"))

    let executable = folder.appendingPathComponent("journeys")
    let build = try ProcessRunner(
      executable: swiftc,
      arguments: [
        // A debug build, as UI tests run one: the navigation trace is written only there.
        "-swift-version", "6", "-module-name", "Journeys", "-D", "DEBUG", "-I", library.path,
        "-L", library.path, "-lUIKit", "-module-cache-path", Self.moduleCache, "-o",
        executable.path,
      ] + files.map(\.path), timeout: 600
    ).run()
    XCTAssertTrue(build.succeeded, build.output)
    XCTAssertFalse(build.output.contains("warning:"), build.output)
    guard build.succeeded else { return }

    let trace = folder.appendingPathComponent("trace.jsonl")
    let run = try ProcessRunner(
      executable: executable, environment: ["FLOWC_TRACE": trace.path], timeout: 120
    ).run()
    XCTAssertTrue(run.succeeded, run.output)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [], run.standardOutput)
    XCTAssertEqual(lines.last, "all journeys passed", run.standardOutput)
    try assertTraceCoversTheJourneys(trace)
    try assertShownCellsCarryTheNavigatorsIdentifiers(lines)
    let journeys = [
      "# FriendList", "# TripDestinations", "# HeroEditor", "# Account", "# Account popovers",
      "# Mail", "# Gallery", "# Library",
    ]
    for journey in journeys {
      XCTAssertTrue(lines.contains { $0.hasPrefix(journey) }, "\(journey) did not run")
    }
    XCTAssertGreaterThan(lines.filter { $0.hasPrefix("ok: ") }.count, 50, run.standardOutput)
  }

  /// The cells the journeys showed (`cell identifier: FLOW ID` lines), one dequeued by the
  /// generated `dequeueCell` and one by UIKit's own dequeue, carry the identifiers their
  /// flow's UI-test navigator selects them by (`.cell("master.showDetail")`).
  func assertShownCellsCarryTheNavigatorsIdentifiers(_ lines: [String]) throws {
    let prefix = "cell identifier: "
    let shown = lines.filter { $0.hasPrefix(prefix) }.map {
      $0.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }
    XCTAssertEqual(
      shown.map { $0.first ?? "" }.sorted(), ["FriendList", "Gallery", "Library", "Library"])
    let flows = try Self.codeFlows()
    for parts in shown where parts.count == 2 {
      let flow = try XCTUnwrap(flows.first { $0.name == parts[0] }, parts[0])
      let navigator = try UITestNavigatorTests.navigator(flow)
      XCTAssertTrue(
        navigator.contains(".cell(\"\(parts[1])\")"),
        "\(parts[0]): the navigator selects no cell by '\(parts[1])'")
    }
  }

  /// The journeys' navigation trace, read back as `flowc coverage` reads it: every line an
  /// event of a flow it knows, and FriendList's journey (select, edit, save) in it.
  func assertTraceCoversTheJourneys(_ trace: URL) throws {
    let read = TraceReader.read(path: trace.path)
    XCTAssertEqual(read.diagnostics.map(\.fullMessage), [])
    XCTAssertGreaterThan(read.events.count, 20)
    let flows =
      try SwiftFixtures.exampleFlows.map { ($0.url.path, try SwiftFixtures.flow(at: $0.url)) }
      + ["Account", "Mail", "Gallery", "Library"].map { name in
        let url = Self.journeys.appendingPathComponent("Flows/\(name).flow")
        return (url.path, try SwiftFixtures.flow(at: url))
      }
    let coverage = NavigationCoverage(flows: flows, events: read.events)
    XCTAssertEqual(coverage.diagnostics.map(\.fullMessage), [], "every traced id is a flow's")
    let friendList = try XCTUnwrap(coverage.flows.first { $0.flowName == "FriendList" })
    let exercised = Set(friendList.items.filter(\.isExercised).map { "\($0.kind) \($0.id)" })
    for item in [
      "segue showDetail", "segue editDetail", "unwind saveInput", "scene master",
      "scene detail", "scene edit",
    ] {
      XCTAssertTrue(exercised.contains(item), "the trace lacks \(item): \(exercised.sorted())")
    }
    XCTAssertEqual(friendList.tally(.segue), .init(exercised: 2, total: 2))
    // Gallery's `map` and `hours` share a class: each appearance names its own scene.
    let gallery = try XCTUnwrap(coverage.flows.first { $0.flowName == "Gallery" })
    let galleryScenes = Set(gallery.items.filter { $0.kind == .scene && $0.isExercised }.map(\.id))
    XCTAssertTrue(galleryScenes.isSuperset(of: ["map", "hours"]), "\(galleryScenes.sorted())")
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    for scene in ["map", "hours"] {
      XCTAssertEqual(
        lines.filter { $0 == #"{"flow":"Gallery","event":"scene","id":"\#(scene)"}"# }.count, 1,
        scene)
    }
  }

  /// Against the iOS SDK stubs, in Swift 6 and Swift 5 modes, with the generated human
  /// files: what Xcode would say.
  func testCodeOutputTypeChecksInSwift6And5() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    var sources = try Self.codeFiles()
    sources["Support.swift"] = """
      import UIKit

      final class SheetSegue: UIStoryboardSegue {}

      """
    for mode in ["6", "5"] {
      let result = try checker.typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
  }

  /// Every branch of the code runtime's templates: containers with named classes as
  /// initial node and as destinations, typed and untyped senders, system, titled and idle
  /// bar buttons, buttons with actions, actions whose selectors take no sender (`reset`,
  /// which a button and a bar button send) and an event (`dragged:forEvent:`, which the
  /// app sends: no button can), every segue kind, a delegate, a collection view,
  /// a storyboard reference, a hosting controller, a page view controller and a scene
  /// created by the app (`init="custom"`).
  func testTheCodeKitchenSinkTypeChecksAndIsFormatted() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.codeKitchenSink, path: "Sink.flow")
    XCTAssertEqual(flow.runtime, .code)
    var sources = try SwiftFixtures.generate(flow)
    sources["Support.swift"] = """
      import UIKit

      final class FadeSegue: UIStoryboardSegue {}
      final class ItemCell: UITableViewCell {}
      final class RootTabBarController: UITabBarController {}
      final class ListNavigationController: UINavigationController {}

      """
    sources["ItemView.swift"] = """
      import SwiftUI

      struct ItemView: View {
        var body: some View { Text("Item") }
      }

      """
    let checker = try SwiftTypeCheckTests.checker.get()
    for mode in ["6", "5"] {
      let result = try checker.typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
    guard let lint = try SwiftFormatAgreementTests.strictLint(sources, self, folder: "code-sink")
    else { return }
    XCTAssertTrue(lint.succeeded && lint.output.isEmpty, lint.output)
  }

  /// The documentation's promise: human files move between the runtimes unchanged. Each
  /// example's (and journey flow's) human files of one runtime type-check against the
  /// machine and shared files of the other, in Swift 6 and Swift 5 modes: the hooks have
  /// the same names and signatures in both.
  func testHumanFilesOfEachRuntimeTypeCheckAgainstTheOtherRuntimesMachineFiles() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    func isHuman(_ text: String) -> Bool { text.hasPrefix("// The hand-written half") }
    var storyboard: [String: String] = [:]
    var code: [String: String] = [:]
    for var flow in try Self.codeFlows() {
      flow.runtime = .storyboard
      storyboard.merge(try SwiftFixtures.generate(flow)) { first, _ in first }
      flow.runtime = .code
      code.merge(try SwiftFixtures.generate(flow)) { first, _ in first }
    }
    let pairs = [
      ("storyboard human files, code machine files", storyboard, code),
      ("code human files, storyboard machine files", code, storyboard),
    ]
    for (label, humanSide, machineSide) in pairs {
      var sources = humanSide.filter { isHuman($0.value) }
      XCTAssertGreaterThan(sources.count, 10, label)
      sources.merge(machineSide.filter { !isHuman($0.value) }) { human, _ in human }
      sources["Support.swift"] = "import UIKit\n\nfinal class SheetSegue: UIStoryboardSegue {}\n"
      for mode in ["6", "5"] {
        let result = try checker.typeCheck(
          sources: sources, extraArguments: ["-swift-version", mode])
        XCTAssertTrue(result.isClean, "\(label), Swift \(mode): \(result.description)")
      }
    }
  }

  /// Issue 25's "one set of hooks" for the destinations a journey flow cannot hold in
  /// every runtime (the SwiftUI runtime refuses an embedded container): embedded tab bar
  /// and split view controllers, a collection cell's segue to a tab bar, a classic split, a
  /// navigation. Both UIKit runtimes write the same human files, each type-checks against
  /// the other's machine files, and the container structs have the same members.
  func testContainerHooksAreOneSetInBothRuntimes() throws {
    var flow = try SwiftFixtures.flow(source: SwiftTestFlows.containerDestinations)
    var files: [FlowRuntime: [String: String]] = [:]
    for runtime in [FlowRuntime.storyboard, .code] {
      flow.runtime = runtime
      files[runtime] = try SwiftFixtures.generate(flow, sourceFileName: "Dock.flow")
    }
    func isHuman(_ text: String) -> Bool { text.hasPrefix("// The hand-written half") }
    let storyboard = try XCTUnwrap(files[.storyboard])
    let code = try XCTUnwrap(files[.code])
    let humanFiles = storyboard.filter { isHuman($0.value) }
    XCTAssertEqual(humanFiles.count, 9)
    XCTAssertEqual(humanFiles, code.filter { isHuman($0.value) })
    let home = try XCTUnwrap(humanFiles["HomeViewController.swift"])
    for hook in [
      "prepareEmbedTabs(_ destination: DockFlow.TabsContainer, sender: Any?)",
      "prepareEmbedSplit(_ destination: DockFlow.SplitContainer, sender: Any?)",
      "prepareShowReader(_ destination: DockFlow.ReaderContainer, sender: Any?)",
      "prepareOpenNotes(_ destination: NotesViewController, sender: Any?)",
    ] {
      XCTAssertTrue(home.contains("override func " + hook), hook + "\n" + home)
    }
    let members = """
      import UIKit

      @MainActor
      func reach(
        _ tabs: DockFlow.TabsContainer, _ split: DockFlow.SplitContainer,
        _ reader: DockFlow.ReaderContainer, _ shelves: DockFlow.ShelvesContainer
      ) {
        let _: UITabBarController = tabs.controller
        let _: InboxViewController? = tabs.inbox
        let _: LibraryViewController? = tabs.library
        let _: UISplitViewController = split.controller
        let _: FoldersViewController? = split.primary
        let _: FileViewController? = split.secondary
        let _: ChaptersViewController? = reader.primary
        let _: PageViewController? = reader.secondary
        let _: ShelfViewController? = shelves.shelf
      }

      """
    let checker = try SwiftTypeCheckTests.checker.get()
    for (label, humanSide, machineSide) in [
      ("storyboard human files, code machine files", storyboard, code),
      ("code human files, storyboard machine files", code, storyboard),
    ] {
      var sources = humanSide.filter { isHuman($0.value) }
      sources.merge(machineSide.filter { !isHuman($0.value) }) { human, _ in human }
      sources["Members.swift"] = members
      for mode in ["6", "5"] {
        let result = try checker.typeCheck(
          sources: sources, extraArguments: ["-swift-version", mode])
        XCTAssertTrue(result.isClean, "\(label), Swift \(mode): \(result.description)")
      }
    }
  }

  func testTheStoryboardOutputTypeChecksInSwift5Too() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      sources.merge(try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))) { a, _ in
        a
      }
    }
    let result = try checker.typeCheck(sources: sources, extraArguments: ["-swift-version", "5"])
    XCTAssertTrue(result.isClean, result.description)
  }

  func testSwiftFormatLeavesTheCodeOutputUnchanged() throws {
    guard
      let lint = try SwiftFormatAgreementTests.strictLint(
        try Self.codeFiles(), self, folder: "code-format")
    else { throw XCTSkip("swift-format is not installed") }
    XCTAssertTrue(lint.succeeded && lint.output.isEmpty, lint.output)
  }

  /// No storyboard API and no Objective-C attribute is left in the code runtime's output.
  func testTheCodeOutputNeedsNoStoryboardAndNoObjectiveC() throws {
    for (name, text) in try Self.codeFiles() {
      for storyboardOnly in [
        "performSegue", "@IBOutlet", "@IBAction", "@objc", "#selector", "prepare(for segue",
        "UIStoryboard(", "!\n",
      ] {
        XCTAssertFalse(text.contains(storyboardOnly), "\(name) has \(storyboardOnly)")
      }
    }
  }

  /// `Scenes` names the containers' classes, so the shared file imports their modules.
  func testTheSharedFileImportsTheModulesOfTheContainersItCreates() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Kit" version="1" initial="main" runtime="code">
          <navigation id="main" root="home" class="MyKit.FancyNavigationController"/>
          <scene id="home"/>
        </flow>
        """, path: "Kit.flow")
    let shared = try XCTUnwrap(try SwiftFixtures.generate(flow)["KitFlow.swift"])
    XCTAssertTrue(shared.contains("import MyKit\nimport UIKit\n"), shared)
    XCTAssertTrue(
      shared.contains("MyKit.FancyNavigationController(rootViewController: root)"), shared)
  }

  /// The storyboard runtime is what a flow gets unless it says otherwise, and its output
  /// does not change.
  func testTheRuntimeAttributeChoosesTheTemplates() throws {
    let storyboard = try SwiftFixtures.flow(
      source: SwiftTestFlows.runtimeFlow(runtime: nil), path: "Runtime.flow")
    XCTAssertEqual(storyboard.runtime, .storyboard)
    XCTAssertTrue(
      try SwiftFixtures.generate(storyboard)["MainViewControllerBase.swift"]!
        .contains("performSegue(withIdentifier:"))
    let code = try SwiftFixtures.flow(
      source: SwiftTestFlows.runtimeFlow(runtime: "code"), path: "Runtime.flow")
    XCTAssertEqual(code.runtime, .code)
    let files = try SwiftFixtures.generate(code)
    XCTAssertTrue(files["RuntimeFlow.swift"]!.contains("static func makeInitialViewController("))
    XCTAssertFalse(files["MainViewControllerBase.swift"]!.contains("performSegue"))
  }
}

extension SwiftTestFlows {
  /// A two-scene flow with `runtime` on its root (none when nil).
  static func runtimeFlow(runtime: String?) -> String {
    """
    <flow name="Runtime" version="1" initial="main"\(runtime.map { " runtime=\"\($0)\"" } ?? "")>
      <scene id="main">
        <barButton system="add"><segue id="showNext" kind="show" to="next"/></barButton>
      </scene>
      <scene id="next"/>
    </flow>
    """
  }

  /// Segues to containers of every kind: embedded, presented by a collection view's cell,
  /// column-style and classic splits, and a navigation (for either UIKit runtime).
  static let containerDestinations = """
    <flow name="Dock" version="1" initial="home">
      <scene id="home" class="HomeViewController" title="Home">
        <outlet name="tabsContainer" type="UIView"/>
        <outlet name="splitContainer" type="UIView"/>
        <segue id="embedTabs" kind="embed" to="tabs" container="tabsContainer"/>
        <segue id="embedSplit" kind="embed" to="split" container="splitContainer"/>
        <barButton title="Notes" side="right">
          <segue id="openNotes" kind="present" to="notesNavigation"/>
        </barButton>
        <barButton title="Reader" side="left">
          <segue id="showReader" kind="present" to="reader"/>
        </barButton>
      </scene>
      <tabBar id="tabs">
        <tab to="inboxNavigation" title="Inbox"/>
        <tab to="library" title="Library"/>
      </tabBar>
      <navigation id="inboxNavigation" root="inbox"/>
      <scene id="inbox" class="InboxViewController"/>
      <scene id="library" class="LibraryViewController" base="UICollectionViewController">
        <cell reuseID="Book">
          <segue id="showShelves" kind="present" to="shelves"/>
        </cell>
      </scene>
      <tabBar id="shelves">
        <tab to="shelf" title="Shelf"/>
      </tabBar>
      <scene id="shelf" class="ShelfViewController"/>
      <split id="split" style="doubleColumn" primary="folders" secondary="fileNavigation"/>
      <scene id="folders" class="FoldersViewController"/>
      <navigation id="fileNavigation" root="file"/>
      <scene id="file" class="FileViewController"/>
      <split id="reader" style="unspecified" primary="chapters" secondary="pageNavigation"/>
      <scene id="chapters" class="ChaptersViewController"/>
      <navigation id="pageNavigation" root="page"/>
      <scene id="page" class="PageViewController"/>
      <navigation id="notesNavigation" root="notes"/>
      <scene id="notes" class="NotesViewController"/>
    </flow>
    """

  /// A code-runtime flow with every branch the code templates have.
  static let codeKitchenSink = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Sink" version="1" initial="root" runtime="code">
      <tabBar id="root" class="RootTabBarController">
        <tab to="listNavigation" title="List"/>
        <tab to="grid" title="Grid"/>
        <tab to="split" system="favorites"/>
      </tabBar>
      <navigation id="listNavigation" root="list" class="ListNavigationController"/>
      <scene id="list" class="ListViewController" base="UITableViewController" title="List" storyboardID="List">
        <action name="share" sender="UIBarButtonItem"/>
        <action name="refresh"/>
        <unwindAction name="backToList"/>
        <barButton system="action" side="right" action="share"/>
        <barButton system="flexibleSpace" side="right"/>
        <barButton title="Info" side="left">
          <segue id="showInfo" kind="popover" to="info"/>
        </barButton>
        <barButton title="Idle" side="left"/>
        <cell reuseID="Item" class="ItemCell">
          <segue id="showItem" kind="show" to="item"/>
        </cell>
        <cell reuseID="Plain"/>
        <segue id="showTabs" kind="present" to="moreTabs"/>
      </scene>
      <scene id="info" class="InfoViewController">
        <button title="Close">
          <unwind id="closeInfo" action="backToList"/>
        </button>
      </scene>
      <scene id="item" class="ItemViewController" title="Item">
        <outlet name="fields" type="UITextField" collection="true"/>
        <outlet name="childSlot" type="UIView"/>
        <action name="tapped" sender="UIButton"/>
        <action name="reset" selector="reset"/>
        <action name="dragged" selector="dragged:forEvent:" sender="UIControl"/>
        <button title="Tap" action="tapped"/>
        <button title="Tap"/>
        <button title="Reset" action="reset"/>
        <barButton system="refresh" action="reset"/>
        <button title="Pick">
          <segue id="pickColor" kind="present" to="pickerNavigation" delegate="true"/>
        </button>
        <segue id="embedChild" kind="embed" to="child" container="childSlot"/>
        <segue id="fade" kind="custom" class="FadeSegue" to="external"/>
        <segue id="showHosted" kind="show" to="hosted"/>
        <segue id="showPages" kind="show" to="pages"/>
        <segue id="shareItem" kind="present" to="share"/>
      </scene>
      <scene id="hosted" class="ItemHostingController" base="UIHostingController&lt;ItemView&gt;" title="Hosted"/>
      <scene id="pages" class="PagesViewController" base="UIPageViewController"/>
      <scene id="share" class="ShareViewController" base="UIActivityViewController" init="custom"/>
      <scene id="child" class="ChildViewController"/>
      <navigation id="pickerNavigation" root="picker"/>
      <scene id="picker" class="PickerViewController" title="Pick">
        <delegate protocol="PickerDelegate">
          <event name="didPick" param="color" type="String"/>
        </delegate>
        <barButton system="done">
          <unwind id="donePicking" action="backToList"/>
        </barButton>
      </scene>
      <scene id="grid" class="GridViewController" base="UICollectionViewController" title="Grid">
        <cell reuseID="Tile">
          <segue id="showTile" kind="showDetail" to="item"/>
        </cell>
      </scene>
      <split id="split" primary="list" secondary="grid"/>
      <tabBar id="moreTabs">
        <tab to="external" title="External"/>
      </tabBar>
      <reference id="external" storyboard="Other" sceneID="Start"/>
    </flow>
    """
}
