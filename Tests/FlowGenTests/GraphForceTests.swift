import FlowKit
import XCTest

@testable import FlowGen

/// A flow with errors (drawn with `--force`) shows its broken references in red: edges
/// to ids that do not exist end at red placeholders.
final class GraphForceTests: XCTestCase {
  static let red = "#d00000"

  func testBrokenReferencesAreDrawnInRed() throws {
    let renderer = try GraphvizAvailability.renderer()
    let result = GraphFixtures.load(source: GraphTestFlows.broken)
    XCTAssertTrue(result.hasErrors)
    let flow = try XCTUnwrap(result.flow)
    let laidOut = try LaidOutGraph(
      dot: FlowDiagram.dot(for: flow, templates: GraphFixtures.templates), renderer: renderer)

    for (placeholder, text) in [
      ("missing:detial", "detial"), ("missing:nothing", "nothing"), ("missing:ghost", "ghost"),
      ("missing:unwind:nowhere", "nowhere:"),
    ] {
      let node = try XCTUnwrap(laidOut.nodes[placeholder], placeholder)
      XCTAssertEqual(node["color"], Self.red, placeholder)
      XCTAssertEqual(node["fontcolor"], Self.red, placeholder)
      XCTAssertEqual(laidOut.nodeLabelLines(placeholder).first, text)
    }
    for (tail, head) in [
      ("master", "missing:detial"), ("lost", "missing:nothing"), ("tabs", "missing:ghost"),
      ("other", "missing:unwind:nowhere"), ("other", "island"),
    ] {
      let edge = try XCTUnwrap(laidOut.edges(from: tail, to: head).first, "\(tail) -> \(head)")
      XCTAssertEqual(edge.attributes["color"], Self.red, "\(tail) -> \(head)")
    }
    // What is not broken keeps its colour.
    let fine = try XCTUnwrap(laidOut.edges(from: "master", to: "other").first)
    XCTAssertNotEqual(fine.attributes["color"], Self.red)
    XCTAssertNotEqual(laidOut.nodes["master"]?["color"], Self.red)
  }

  func testAMissingInitialNodeIsARedPlaceholder() throws {
    let renderer = try GraphvizAvailability.renderer()
    let source = """
      <flow name="NoStart" version="1" initial="strat">
        <scene id="start"/>
      </flow>
      """
    let flow = try XCTUnwrap(GraphFixtures.load(source: source).flow)
    let laidOut = try LaidOutGraph(
      dot: FlowDiagram.dot(for: flow, templates: GraphFixtures.templates), renderer: renderer)
    XCTAssertEqual(laidOut.nodes["missing:strat"]?["color"], Self.red)
    let marker = try XCTUnwrap(
      laidOut.edges(from: GraphExpectation.initialMarker, to: "missing:strat").first)
    XCTAssertEqual(marker.attributes["color"], Self.red)
  }

  /// A repeated id (an error) still draws both nodes, the second one apart and red.
  func testDuplicateIdsAreDrawnApart() throws {
    let renderer = try GraphvizAvailability.renderer()
    let source = """
      <flow name="Twice" version="1" initial="start">
        <scene id="start" title="First"/>
        <scene id="start" title="Second"/>
      </flow>
      """
    let flow = try XCTUnwrap(GraphFixtures.load(source: source).flow)
    XCTAssertEqual(flow.nodes.count, 2)
    let context = try FlowDiagram.context(for: flow)
    XCTAssertEqual(context.nodes.map(\.nodeDOT), ["\"start\"", "\"duplicate:start:1\""])
    let laidOut = try LaidOutGraph(
      dot: FlowDiagram.dot(for: flow, templates: GraphFixtures.templates), renderer: renderer)
    XCTAssertEqual(laidOut.nodeLabelLines("start").last, "First")
    XCTAssertEqual(laidOut.nodeLabelLines("duplicate:start:1").last, "Second")
    XCTAssertTrue(laidOut.nodes["duplicate:start:1"]?["label"]?.contains(Self.red) ?? false)
  }
}
