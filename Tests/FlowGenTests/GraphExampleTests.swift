import FlowKit
import XCTest

@testable import FlowGen

/// Every example flow, drawn by flowc and read back by Graphviz (`dot -Tjson`), has the
/// nodes, edges, clusters, labels and edge styles its model says it should.
final class GraphExampleTests: XCTestCase {
  func testEveryExampleMatchesItsFlow() throws {
    let renderer = try GraphvizAvailability.renderer()
    let examples = GraphFixtures.exampleFlows
    XCTAssertFalse(examples.isEmpty, "no flows in Flows/")
    for example in examples {
      let flow = try GraphFixtures.cleanFlow(at: example.url)
      try assertDiagram(of: flow, named: example.name, renderer: renderer)
    }
  }

  func testGalleryOfEveryKindMatchesItsFlow() throws {
    let renderer = try GraphvizAvailability.renderer()
    let result = GraphFixtures.load(source: GraphTestFlows.gallery)
    XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
    let flow = try XCTUnwrap(result.flow)
    try assertDiagram(of: flow, named: "Gallery", renderer: renderer)
    let laidOut = try LaidOutGraph(
      dot: FlowDiagram.dot(for: flow, templates: GraphFixtures.templates), renderer: renderer)
    let kinds = Set(laidOut.edges.compactMap { $0.attributes["class"] }).subtracting(["initial"])
    XCTAssertEqual(
      kinds, Set(GraphExpectation.documentedStyles.keys), "the gallery shows every kind")
    XCTAssertEqual(laidOut.nodes["tabs"]?["shape"], "tab")
    XCTAssertEqual(laidOut.nodes["libraryNavigation"]?["shape"], "box3d")
    XCTAssertEqual(laidOut.nodes["split"]?["shape"], "box")
    XCTAssertTrue(laidOut.nodes["split"]?["style"]?.contains("striped") ?? false)
    XCTAssertEqual(laidOut.nodes["account"]?["shape"], "note")
    XCTAssertEqual(laidOut.nodes["library"]?["shape"], "plain")
    XCTAssertEqual(
      laidOut.nodeLabelLines("account"), ["Account", "Storyboard Reference", "scene AccountRoot"])
    let custom = try XCTUnwrap(laidOut.edges(from: "library", to: "settings").first)
    XCTAssertTrue(custom.labelLines.contains("class FadeSegue"), "\(custom.labelLines)")
  }

  /// Compares a flow's diagram, as Graphviz parsed it, with the expectation drawn from
  /// the model.
  func assertDiagram(of flow: Flow, named name: String, renderer: GraphvizRenderer) throws {
    let expected = GraphExpectation(flow: flow)
    let dot = try FlowDiagram.dot(for: flow, templates: GraphFixtures.templates)
    let laidOut = try LaidOutGraph(dot: dot, renderer: renderer)

    XCTAssertEqual(laidOut.name, flow.name, name)
    XCTAssertEqual(Set(laidOut.nodes.keys), expected.nodes, "\(name): nodes")
    XCTAssertEqual(
      laidOut.edges.map { "\($0.tail) -> \($0.head)" }.sorted(),
      expected.edges.map { "\($0.tail) -> \($0.head)" }.sorted(), "\(name): edges")

    // One cluster per navigation stack, holding exactly that stack.
    let stackClusters = laidOut.clusters.filter { $0.key.hasPrefix("cluster:") }
    XCTAssertEqual(stackClusters.count, expected.stacks.count, "\(name): clusters")
    for (navigation, members) in expected.stacks {
      let cluster = stackClusters.first { $0.value.contains(navigation) }
      XCTAssertEqual(cluster?.value, members, "\(name): stack of \(navigation)")
    }

    for (id, lines) in expected.labels {
      XCTAssertEqual(
        Array(laidOut.nodeLabelLines(id).prefix(lines.count)), lines, "\(name): label of \(id)")
    }

    // The initial node is marked by an edge from an invisible point.
    XCTAssertEqual(laidOut.nodes[GraphExpectation.initialMarker]?["style"], "invis")

    for edge in expected.edges where edge.kind != "initial" {
      let candidates = laidOut.edges(from: edge.tail, to: edge.head)
      guard let drawn = candidates.first(where: { $0.labelLines.first == edge.title }) else {
        XCTFail("\(name): no edge \(edge.tail) -> \(edge.head) labelled \(edge.title ?? "")")
        continue
      }
      let label = drawn.labelLines.joined(separator: "\n")
      for word in edge.details {
        XCTAssertTrue(label.contains(word), "\(name): '\(word)' missing from \(label)")
      }
      XCTAssertEqual(drawn.attributes["class"], edge.kind, "\(name): \(label)")
      for (attribute, value) in GraphExpectation.documentedStyles[edge.kind] ?? [:] {
        XCTAssertEqual(drawn.attributes[attribute], value, "\(name): \(attribute) of \(label)")
      }
    }
  }
}
