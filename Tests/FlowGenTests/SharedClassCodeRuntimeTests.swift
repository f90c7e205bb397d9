import FlowKit
import FlowTestSupport
import XCTest

@testable import FlowGen

/// Scenes sharing a class, each with its own segues, in the code runtime: its machine file
/// declared the union of their segues but `perform(_:sender:)` switched over the first
/// scene's only (so the file did not compile, while `flowc check` said nothing), and
/// only the first scene's triggers were wired. Now the class's file carries out every
/// segue, each controller sets up the triggers of the scene it shows (`sceneID`), and a
/// segue whose scenes carry it out differently is carried out as the shown scene says.
/// The journey `# Library` (`CodeRuntimeTests`) taps through such a class for real.
final class SharedClassCodeRuntimeTests: XCTestCase {
  /// Three table scenes of `ShelfViewController` with their own bar buttons, buttons,
  /// cells and segues (`openBook`: shown in `fiction`, presented through a navigation in
  /// `poetry`; `random` alike in `fiction` and `essays`), two collection scenes of
  /// `GridViewController`, and two plain scenes of `PanelViewController` embedding
  /// different children under one segue id.
  static let archive = """
    <flow name="Archive" version="1" initial="shelvesNavigation" runtime="code">
      <navigation id="shelvesNavigation" root="shelves"/>
      <scene id="shelves" class="ShelvesViewController">
        <unwindAction name="backToShelves"/>
        <button title="Fiction"><segue id="openFiction" kind="show" to="fiction"/></button>
        <button title="Poetry"><segue id="openPoetry" kind="show" to="poetry"/></button>
        <button title="Essays"><segue id="openEssays" kind="show" to="essays"/></button>
        <button title="Photos"><segue id="openPhotos" kind="show" to="photos"/></button>
        <button title="Maps"><segue id="openMaps" kind="show" to="maps"/></button>
        <button title="Left"><segue id="openLeft" kind="show" to="leftPanel"/></button>
        <button title="Right"><segue id="openRight" kind="show" to="rightPanel"/></button>
      </scene>
      <scene id="fiction" class="ShelfViewController" base="UITableViewController">
        <barButton system="add" side="right">
          <segue id="addBook" kind="present" to="editorNavigation"/>
        </barButton>
        <button title="Random"><segue id="random" kind="show" to="book"/></button>
        <cell reuseID="Book" class="BookCell"><segue id="openBook" kind="show" to="book"/></cell>
      </scene>
      <scene id="poetry" class="ShelfViewController" base="UITableViewController">
        <barButton title="Search by author" side="right">
          <segue id="search" kind="present" to="search"/>
        </barButton>
        <button title="About"><segue id="about" kind="show" to="about"/></button>
        <cell reuseID="Poem"><segue id="openPoem" kind="show" to="poem"/></cell>
        <cell reuseID="Book" class="BookCell">
          <segue id="openBook" kind="present" to="rareBookNavigation"/>
        </cell>
      </scene>
      <scene id="essays" class="ShelfViewController" base="UITableViewController">
        <barButton title="Done" side="left"><unwind id="done" action="backToShelves"/></barButton>
        <button title="Random"><segue id="random" kind="show" to="book"/></button>
        <cell reuseID="Book" class="BookCell"/>
      </scene>
      <scene id="photos" class="GridViewController" base="UICollectionViewController">
        <cell reuseID="Tile"><segue id="openTile" kind="show" to="about"/></cell>
      </scene>
      <scene id="maps" class="GridViewController" base="UICollectionViewController">
        <cell reuseID="Tile"><segue id="openTile" kind="present" to="about"/></cell>
        <cell reuseID="Pin"><segue id="openPin" kind="show" to="book"/></cell>
      </scene>
      <scene id="leftPanel" class="PanelViewController">
        <outlet name="slot" type="UIView"/>
        <segue id="embedSummary" kind="embed" to="shortSummary" container="slot"/>
        <segue id="more" kind="show" to="about"/>
      </scene>
      <scene id="rightPanel" class="PanelViewController">
        <outlet name="slot" type="UIView"/>
        <segue id="embedSummary" kind="embed" to="longSummary" container="slot"/>
        <button title="More"><segue id="more" kind="show" to="about"/></button>
      </scene>
      <scene id="shortSummary" class="SummaryViewController"/>
      <scene id="longSummary" class="SummaryViewController"/>
      <scene id="book" class="BookViewController"/>
      <navigation id="rareBookNavigation" root="rareBook"/>
      <scene id="rareBook" class="BookViewController"/>
      <scene id="poem" class="PoemViewController"/>
      <scene id="about" class="AboutViewController"/>
      <scene id="search" class="SearchViewController"/>
      <navigation id="editorNavigation" root="editor"/>
      <scene id="editor" class="EditorViewController"/>
    </flow>
    """

  private func archiveFiles() throws -> [String: String] {
    let flow = try SwiftFixtures.flow(source: Self.archive, path: "Archive.flow")
    XCTAssertEqual(flow.runtime, .code)
    return try SwiftFixtures.generate(flow)
  }

  /// A clean check, and code that compiles in Swift 6 and 5 modes, formatted as
  /// swift-format formats it (the shared class's file of the old generator failed:
  /// `perform` did not switch over `search`, `about`, `openPoem` or the unwind `done`).
  func testTheSharedClassesCompileInBothModesAndAreFormatted() throws {
    let result = FlowFrontEnd.load(SourceFile(path: "Archive.flow", text: Self.archive))
    XCTAssertEqual(result.diagnostics.map(\.fullMessage), [])
    var sources = try archiveFiles()
    sources["Support.swift"] = """
      import UIKit

      final class BookCell: UITableViewCell {}

      """
    let checker = try SwiftTypeCheckTests.checker.get()
    for mode in ["6", "5"] {
      let result = try checker.typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
    guard let lint = try SwiftFormatAgreementTests.strictLint(sources, self, folder: "shared-code")
    else { return }
    XCTAssertTrue(lint.succeeded && lint.output.isEmpty, lint.output)
  }

  /// Each scene sets up its own triggers, chosen by `sceneID`, the first scene as the
  /// `default` (as for its root view's identifier); each cell fires its own scene's segue.
  func testEachSceneWiresItsOwnTriggers() throws {
    let shelf = try XCTUnwrap(try archiveFiles()["ShelfViewControllerBase.swift"])
    for expected in [
      """
          switch sceneID {
          case "poetry":
            setUpPoetry()
          case "essays":
            setUpEssays()
          default:
            setUpFiction()
          }
      """,
      """
          case "poetry":
            switch identifier {
            case .poem:
              trigger(.openPoem, sender: cell)
            case .book:
              trigger(.openBook, sender: cell)
            default:
              break
            }
          case "essays":
            break
          default:
            switch identifier {
            case .book:
              trigger(.openBook, sender: cell)
      """,
      #"navigationItem.rightBarButtonItems?[0].accessibilityIdentifier = "poetry.search""#,
      #"navigationItem.leftBarButtonItems?[0].accessibilityIdentifier = "essays.done""#,
      "    aboutButton.accessibilityIdentifier = \"poetry.about\"\n    placeAboutButton(aboutButton)",
      "    randomButton2.accessibilityIdentifier = \"essays.random\"",
      #"cell.accessibilityIdentifier = "poetry.openBook""#,
      "    case .done:\n      ArchiveFlow.Navigation.unwind(",
    ] {
      XCTAssertTrue(shelf.contains(expected), "\(expected)\n---\n\(shelf)")
    }
    // One body per way of carrying out `openBook`, the first scene's the `default`.
    XCTAssertTrue(
      shelf.contains(
        """
              switch sceneID {
              case "poetry":
                let destination = scenes.rareBook()
                let shown = scenes.makeRareBookNavigation(root: destination)
        """), shelf)
    XCTAssertEqual(shelf.components(separatedBy: "case .random:\n").count - 1, 2, shelf)
    let panel = try XCTUnwrap(try archiveFiles()["PanelViewControllerBase.swift"])
    XCTAssertTrue(panel.contains("self?.perform(.more, sender: action.sender)"), panel)
    XCTAssertTrue(
      panel.contains("case \"rightPanel\":\n      let destination = scenes.longSummary()"), panel)
  }

  /// A segue id that is an embed in one scene of a shared class and not in another could
  /// be neither in the code runtime's one file (an embed is no case of `Segue`): refused
  /// at the second, with another id as the fix-it; the storyboard runtime says nothing.
  func testAnEmbedInOneSceneOnlyIsRefusedInTheCodeRuntime() throws {
    let source = """
      <flow name="Rooms" version="1" initial="nav" runtime="code">
        <navigation id="nav" root="home"/>
        <scene id="home" class="HomeViewController">
          <button title="A"><segue id="openA" kind="show" to="a"/></button>
          <button title="B"><segue id="openB" kind="show" to="b"/></button>
        </scene>
        <scene id="a" class="RoomViewController">
          <outlet name="slot" type="UIView"/>
          <segue id="child" kind="embed" to="detail" container="slot"/>
        </scene>
        <scene id="b" class="RoomViewController">
          <outlet name="slot" type="UIView"/>
          <button title="Child"><segue id="child" kind="show" to="detail"/></button>
        </scene>
        <scene id="detail" class="DetailViewController"/>
      </flow>
      """
    let result = FlowFrontEnd.load(SourceFile(path: "Rooms.flow", text: source))
    let refusals = result.diagnostics.filter { $0.rule == .runtimeUnsupported }
    XCTAssertEqual(refusals.count, 1, "\(result.diagnostics.map(\.fullMessage))")
    let refusal = try XCTUnwrap(refusals.first)
    XCTAssertEqual(refusal.severity, .error)
    XCTAssertEqual(refusal.location.line, 13)
    XCTAssertEqual(refusal.suggestion, .name("childInB"))
    XCTAssertTrue(
      refusal.message.contains(
        "segue 'child' is not an embed here but an embed in scene 'a', which shares class 'RoomViewController'"
      ), refusal.message)
    let storyboard = FlowFrontEnd.load(
      SourceFile(path: "Rooms.flow", text: source), runtime: .storyboard)
    XCTAssertFalse(
      storyboard.diagnostics.contains { $0.message.contains("is not an embed here") },
      "\(storyboard.diagnostics.map(\.fullMessage))")
  }

  /// The SwiftUI runtime on the same flow: it refuses a segue id carried out two ways
  /// (its `Segue` enum is the flow's), at the second; without that, the flow is clean
  /// there too, and its output type-checks in Swift 6 and 5 modes.
  func testTheSwiftUIRuntimeRefusesOrCompilesTheSameFlow() throws {
    let refused = FlowFrontEnd.load(
      SourceFile(path: "Archive.flow", text: Self.archive), runtime: .swiftui)
    XCTAssertTrue(
      refused.diagnostics.contains { $0.rule == .runtimeUnsupported && $0.severity == .error },
      "\(refused.diagnostics.map(\.fullMessage))")
    var source = Self.archive
    for (old, new) in [
      (#"<segue id="openBook" kind="present""#, #"<segue id="openRareBook" kind="present""#),
      (
        #"<segue id="openTile" kind="present" to="about"/>"#,
        #"<segue id="openMapTile" kind="present" to="about"/>"#
      ),
      (
        #"<segue id="embedSummary" kind="embed" to="longSummary""#,
        #"<segue id="embedLongSummary" kind="embed" to="longSummary""#
      ),
    ] {
      XCTAssertTrue(source.contains(old), old)
      source = source.replacingOccurrences(of: old, with: new)
    }
    let result = FlowFrontEnd.load(
      SourceFile(path: "Archive.flow", text: source), runtime: .swiftui)
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
    let flow = try XCTUnwrap(result.flow)
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "shared-swiftui")
    guard let library = try SwiftUIRuntimeTests.buildStandIn(into: folder) else { return }
    let files = try SwiftFixtures.write(try SwiftUIRuntimeTests.generate(flow), to: folder)
    for mode in ["6", "5"] {
      let check = try ProcessRunner(
        executable: swiftc,
        arguments: [
          "-typecheck", "-swift-version", mode, "-I", library.path, "-module-name", "App",
          "-parse-as-library", "-module-cache-path", SwiftUIRuntimeTests.moduleCache,
        ] + files.map(\.path), timeout: 600
      ).run()
      XCTAssertTrue(check.succeeded, "Swift \(mode): \(check.output)")
      XCTAssertFalse(check.output.contains("warning:"), "Swift \(mode): \(check.output)")
    }
  }
}
