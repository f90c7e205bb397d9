import FlowKit
import XCTest

@testable import FlowGen

/// The legend shows every edge style once, styled exactly as the diagram's edges are,
/// and the styles differ enough to be told apart without it.
final class GraphLegendTests: XCTestCase {
  func testLegendShowsEachStyleAsTheDiagramDrawsIt() throws {
    let renderer = try GraphvizAvailability.renderer()
    let flow = try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
    let laidOut = try LaidOutGraph(
      dot: FlowDiagram.dot(
        for: flow, options: DiagramOptions(includesLegend: true),
        templates: GraphFixtures.templates),
      renderer: renderer)

    let legend = try XCTUnwrap(laidOut.clusters["cluster:flowc:legend"])
    let samples = laidOut.edges.filter {
      legend.contains($0.tail) && $0.attributes["style"] != "invis"
    }
    XCTAssertEqual(samples.count, GraphEdgeStyle.allCases.count)
    XCTAssertEqual(
      Set(samples.compactMap { $0.attributes["class"] }),
      Set(GraphEdgeStyle.allCases.map(\.rawValue)))

    // Each sample looks like the diagram's edges of its kind.
    let looks = ["style", "color", "arrowhead", "arrowtail", "dir", "penwidth"]
    for sample in samples {
      let kind = try XCTUnwrap(sample.attributes["class"])
      guard
        let drawn = laidOut.edges.first(where: {
          !legend.contains($0.tail) && $0.attributes["class"] == kind
        })
      else {
        XCTFail("the gallery has no \(kind) edge")
        continue
      }
      for attribute in looks {
        XCTAssertEqual(
          sample.attributes[attribute], drawn.attributes[attribute], "\(kind) \(attribute)")
      }
    }

    // No two kinds look alike, even in greyscale (ignoring colour).
    let shapes = samples.map { sample in
      ["style", "arrowhead", "arrowtail", "dir", "penwidth"].map { sample.attributes[$0] ?? "-" }
    }
    XCTAssertEqual(Set(shapes).count, samples.count, "\(shapes)")
  }

  /// The legend says the diagram is the runtime's as much as the storyboard's.
  func testLegendNamesEveryRuntime() throws {
    let flow = try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
    let dot = try FlowDiagram.dot(
      for: flow, options: DiagramOptions(includesLegend: true), templates: GraphFixtures.templates)
    XCTAssertTrue(dot.contains("the same in every runtime: storyboard, code, SwiftUI"), dot)
  }

  func testNoLegendUnlessAsked() throws {
    let flow = try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
    let dot = try FlowDiagram.dot(for: flow, templates: GraphFixtures.templates)
    XCTAssertFalse(dot.contains("legend"))
    XCTAssertNil(try FlowDiagram.context(for: flow).legend)
  }

  func testDetailListsOutletsActionsAndUnwindActions() throws {
    let renderer = try GraphvizAvailability.renderer()
    let example = try XCTUnwrap(GraphFixtures.exampleFlows.first { $0.name == "FriendList" })
    let flow = try GraphFixtures.cleanFlow(at: example.url)
    let plain = try LaidOutGraph(
      dot: FlowDiagram.dot(for: flow, templates: GraphFixtures.templates), renderer: renderer)
    XCTAssertEqual(plain.nodeLabelLines("detail"), ["DetailViewController", "Detail"])
    let detailed = try LaidOutGraph(
      dot: FlowDiagram.dot(
        for: flow, options: DiagramOptions(includesDetail: true),
        templates: GraphFixtures.templates),
      renderer: renderer)
    XCTAssertEqual(
      detailed.nodeLabelLines("detail"),
      [
        "DetailViewController", "Detail", "outlet nameLabel: UILabel",
        "outlet organizationLabel: UILabel", "outlet phoneNumberLabel: UILabel", "unwind save:",
        "unwind cancel:",
      ])
    // Unwinds end at the line of their action.
    let save = try XCTUnwrap(
      detailed.edges(from: "edit", to: "detail").first {
        $0.labelLines.first == "saveInput → save:"
      })
    XCTAssertEqual(save.attributes["headport"], "unwind_save")
    XCTAssertTrue(detailed.nodes["detail"]?["label"]?.contains("PORT=\"unwind_save\"") ?? false)
    XCTAssertEqual(
      detailed.nodeLabelLines("master"),
      ["MasterViewController", "Friends", "action insertNewObject:"])
  }
}
