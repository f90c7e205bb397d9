import FlowKit
import XCTest

@testable import FlowGen

/// Issue 38: the machine file of a class several scenes share named every one of those
/// scenes in each debug assertion's message, once per segue, so N scenes of one class with
/// a segue each made a file quadratic in N (1,000: 12 MB, 4,000: 191 MB). The messages now
/// name the scene through one property, `sceneInMessages`: the scene the controller shows,
/// else (its root view unknown) every scene of the class, written once.
final class SharedClassMessageTests: XCTestCase {
  /// N scenes of `PageViewController`, each a table with a typed cell, a segue and an
  /// unwind of its own, all reached from `home`, and an unwind action `detail` returns to.
  static func sharedFlow(scenes: Int, runtime: String = "storyboard") -> String {
    var text = """
      <flow name="Pages" version="1" initial="nav" runtime="\(runtime)">
        <navigation id="nav" root="home"/>
        <scene id="home" class="HomeViewController">
          <unwindAction name="back"/>

      """
    for number in 0..<scenes {
      text += "    <segue id=\"open\(number)\" kind=\"show\" to=\"page\(number)\"/>\n"
    }
    text += "  </scene>\n"
    for number in 0..<scenes {
      text += """
          <scene id="page\(number)" class="PageViewController" base="UITableViewController">
            <unwindAction name="done"/>
            <cell reuseID="row" class="RowCell"/>
            <segue id="next\(number)" kind="show" to="detail"/>
            <unwind id="back\(number)" action="back"/>
          </scene>

        """
    }
    text += """
        <scene id="detail" class="DetailViewController">
          <unwind id="finish" action="done"/>
        </scene>
      </flow>
      """
    return text
  }

  private func sharedFile(scenes: Int) throws -> String {
    let flow = try SwiftFixtures.flow(source: Self.sharedFlow(scenes: scenes), path: "Pages.flow")
    return try XCTUnwrap(try SwiftFixtures.generate(flow)["PageViewControllerBase.swift"])
  }

  /// Four times the scenes, each with its own segue, make under five times the bytes
  /// (each message naming every scene: 250 → 1,000 scenes made 14 times the bytes).
  func testTheSharedClassFileGrowsLinearlyWithItsScenes() throws {
    let small = try sharedFile(scenes: 250).utf8.count
    let large = try sharedFile(scenes: 1_000).utf8.count
    XCTAssertLessThan(large, 5 * small, "250 scenes: \(small) bytes, 1,000: \(large) bytes")
  }

  /// The list of every scene is written once, in `sceneInMessages`; each message names
  /// the file and the fix, and the scene through that property.
  func testEachMessageNamesTheSceneThroughOneProperty() throws {
    let file = try sharedFile(scenes: 3)
    XCTAssertEqual(
      file.components(separatedBy: "'page0', 'page1', 'page2'").count - 1, 1, file)
    XCTAssertTrue(file.contains(#"?? "scenes 'page0', 'page1', 'page2'""#), file)
    for message in [
      #"Pages.flow, \(sceneInMessages), segue 'next1': expected DetailViewController, got "#,
      #"Pages.flow, \(sceneInMessages): unknown segue identifier '\(identifier)'; "#,
      #"Pages.flow, \(sceneInMessages): unwind '\(segue.identifier ?? "")' from "#,
      #"Pages.storyboard, \(sceneInMessages): prototype 'row' is a \(type(of: cell)), not a RowCell; set its class in Interface Builder"#,
    ] {
      XCTAssertTrue(file.contains(message), "\(message)\n\(file)")
    }
    // The scene shown is told by its root view's identifier, as the trace tells it.
    XCTAssertTrue(file.contains("switch viewIfLoaded?.accessibilityIdentifier {"), file)
    XCTAssertTrue(file.contains(#"case "page2": "page2""#), file)
    XCTAssertTrue(file.contains("PagesFlow.trace(.scene, sceneID)"), file)
    // Its comment names a few of many.
    let many = try sharedFile(scenes: 40)
    XCTAssertTrue(
      many.contains("shows, `page0`, `page1`, `page2` or one of 37 others, which share"), many)
  }

  /// The storyboard runtime's shared class, and the code runtime's (its scenes with the
  /// same segue; `SharedClassCodeRuntimeTests` gives them different ones), type-check
  /// with their messages in Swift 6 and Swift 5 modes. The code runtime's cell message
  /// names the flow and the registration, since it has no storyboard.
  func testSharedClassesTypeCheckInBothModes() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    let support = """
      import UIKit

      final class RowCell: UITableViewCell {}

      """
    let codeFlow = """
      <flow name="Rooms" version="1" initial="nav" runtime="code">
        <navigation id="nav" root="lobby"/>
        <scene id="lobby" class="LobbyViewController">
          <button title="A"><segue id="openA" kind="show" to="a"/></button>
          <button title="B"><segue id="openB" kind="show" to="b"/></button>
        </scene>
        <scene id="a" class="RoomViewController" base="UITableViewController">
          <unwindAction name="back"/>
          <cell reuseID="row" class="RowCell"/>
          <segue id="next" kind="show" to="detail"/>
        </scene>
        <scene id="b" class="RoomViewController" base="UITableViewController">
          <unwindAction name="back"/>
          <cell reuseID="row" class="RowCell"/>
          <segue id="next" kind="show" to="detail"/>
        </scene>
        <scene id="detail" class="RoomDetailViewController">
          <button title="Back"><unwind id="backToRoom" action="back"/></button>
        </scene>
      </flow>
      """
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: Self.sharedFlow(scenes: 3), path: "Pages.flow"))
    let code = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: codeFlow, path: "Rooms.flow"))
    let room = try XCTUnwrap(code["RoomViewControllerBase.swift"])
    XCTAssertTrue(
      room.contains(
        #"Rooms.flow, \(sceneInMessages): the cell registered for 'row' is a \(type(of: cell)), not a RowCell; register RowCell for it (as the generated viewDidLoad does), not another class"#
      ), room)
    XCTAssertFalse(room.contains(".storyboard"), room)
    XCTAssertFalse(room.contains("Interface Builder"), room)
    sources.merge(code) { first, _ in first }
    sources["Support.swift"] = support
    for mode in ["6", "5"] {
      let result = try checker.typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
  }
}
