import FlowKit
import Foundation
import XCTest

/// `FlowWriter`: the text it writes decodes back to an equivalent model, is deterministic,
/// and escapes whatever free text holds.
final class StoryboardFlowWriterTests: XCTestCase {
  func decode(_ text: String, path: String = "written.flow") -> FlowFrontEnd.Result {
    FlowFrontEnd.load(SourceFile(path: path, text: text))
  }

  func testExampleFlowsRoundTrip() throws {
    let folder = StoryboardFiles.packageRoot.appendingPathComponent("Flows")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".flow") }.sorted()
    XCTAssertFalse(names.isEmpty)
    for name in names {
      let original = FlowFrontEnd.load(path: folder.appendingPathComponent(name).path)
      let flow = try XCTUnwrap(original.flow, name)
      let text = FlowWriter.write(flow)
      let again = decode(text)
      XCTAssertEqual(
        again.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [], name)
      let decoded = try XCTUnwrap(again.flow, name)
      XCTAssertEqual(FlowCanon.describe(decoded), FlowCanon.describe(flow), name)
      XCTAssertEqual(FlowWriter.write(decoded), text, "\(name): writing is deterministic")
      // The checker finds the same problems in both (by rule; lines differ).
      XCTAssertEqual(
        again.diagnostics.map(\.rule.rawValue).sorted(),
        original.diagnostics.map(\.rule.rawValue).sorted(), name)
    }
  }

  func testFreeTextIsEscaped() throws {
    var scene = Scene(
      id: "odd", explicitClass: "OddViewController", title: "Tom & \"Jerry\" <3\n\tsecond line",
      storyboardID: "a'b", origin: .synthesized("x"))
    scene.cells.append(Cell(reuseID: "<cell & co>", origin: .synthesized("x")))
    scene.barButtons.append(
      BarButton(item: .title("Save > Quit"), side: .left, origin: .synthesized("x")))
    let flow = Flow(
      name: "Odd", initialID: "odd", nodes: [.scene(scene)], origin: .synthesized("x"))
    let text = FlowWriter.write(flow, comment: "from -- somewhere -")
    XCTAssertTrue(
      text.contains(#"title="Tom &amp; &quot;Jerry&quot; &lt;3&#10;&#9;second line""#), text)
    XCTAssertTrue(text.contains("<!-- from - - somewhere -  -->"), text)
    let decoded = try XCTUnwrap(decode(text).flow)
    XCTAssertEqual(decoded.scenes.first?.title, "Tom & \"Jerry\" <3\n\tsecond line")
    XCTAssertEqual(decoded.scenes.first?.cells.first?.reuseID, "<cell & co>")
    XCTAssertEqual(decoded.scenes.first?.barButtons.first?.item, .title("Save > Quit"))
    XCTAssertEqual(decoded.scenes.first?.storyboardID, "a'b")
  }

  func testLayoutIsPrettyAndStable() {
    var master = Scene(
      id: "master", explicitClass: "MasterViewController", base: "UITableViewController",
      origin: .synthesized("x"))
    master.cells.append(Cell(reuseID: "Cell", origin: .synthesized("x")))
    master.transitions.append(
      .segue(
        Segue(
          id: "showDetail", kind: .show, destinationID: "detail", trigger: .cell(reuseID: "Cell"),
          origin: .synthesized("x"))))
    let detail = Scene(id: "detail", origin: .synthesized("x"))
    let flow = Flow(
      name: "Tiny", initialID: "nav",
      nodes: [
        .navigation(NavigationController(id: "nav", rootID: "master", origin: .synthesized("x"))),
        .scene(master), .scene(detail),
      ], origin: .synthesized("x"))
    XCTAssertEqual(
      FlowWriter.write(flow),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <flow name="Tiny" version="1" initial="nav">
        <navigation id="nav" root="master"/>

        <scene id="master" class="MasterViewController" base="UITableViewController">
          <cell reuseID="Cell">
            <segue id="showDetail" kind="show" to="detail"/>
          </cell>
        </scene>

        <scene id="detail"/>
      </flow>

      """)
  }

  func testTransitionsWithoutTheirOwnerGetOne() throws {
    var scene = Scene(id: "a", explicitClass: "AViewController", origin: .synthesized("x"))
    scene.buttons.append(Button(title: "Go", origin: .synthesized("x")))
    for (id, trigger) in [
      ("viaCell", Trigger.cell(reuseID: "Row")), ("viaBar", .barButton(.system("done"))),
      ("viaButton", .button(title: "Go")), ("viaOtherButton", .button(title: "Stop")),
      ("viaGesture", .gesture("swipeGestureRecognizer")), ("manually", .manual),
    ] {
      scene.transitions.append(
        .segue(
          Segue(
            id: id, kind: .present, destinationID: "a", trigger: trigger, origin: .synthesized("x"))
        ))
    }
    let flow = Flow(
      name: "Owners", initialID: "a", nodes: [.scene(scene)], origin: .synthesized("x"))
    let decoded = try XCTUnwrap(decode(FlowWriter.write(flow)).flow)
    let again = try XCTUnwrap(decoded.scenes.first)
    XCTAssertEqual(
      Set(again.transitions.map { "\($0.id) \($0.trigger)" }),
      Set(scene.transitions.map { "\($0.id) \($0.trigger)" }))
    XCTAssertEqual(again.buttons.map(\.title), ["Go", "Stop"])
    XCTAssertEqual(again.cells.map(\.reuseID), ["Row"])
    XCTAssertEqual(again.gestures.map(\.kind), ["swipeGestureRecognizer"])
  }

  func testImportedFixturesRoundTrip() throws {
    for name in ["MasterDetail.storyboard", "Triggers.storyboard", "Containers.storyboard"] {
      let text = try String(
        contentsOf: StoryboardFiles.fixtures.appendingPathComponent(name), encoding: .utf8)
      let flow = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: name, text: text)).flow)
      let written = FlowWriter.write(flow)
      let again = decode(written)
      XCTAssertEqual(again.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
      XCTAssertEqual(FlowCanon.describe(try XCTUnwrap(again.flow)), FlowCanon.describe(flow))
    }
  }
}
