import FlowKit
import XCTest

@testable import FlowGen

/// `flowc graph --coverage`: the transitions a trace shows exercised are drawn apart from
/// the ones it never shows.
final class GraphCoverageTests: XCTestCase {
  /// The attribute list of the edge whose tooltip starts with `id`.
  func edge(_ id: String, in dot: String) -> String {
    let blocks = dot.components(separatedBy: "];")
    return blocks.first { $0.contains("tooltip=\"\(id):") } ?? ""
  }

  func testExercisedAndMissedTransitionsAreDrawnApart() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    let flow = try SwiftFixtures.flow(at: example.url)
    let plain = try FlowDiagram.dot(
      for: flow, options: DiagramOptions(), templates: SwiftFixtures.templates)
    XCTAssertFalse(plain.contains("#d55e00"), "no coverage colours without --coverage")
    let covered = try FlowDiagram.dot(
      for: flow,
      options: DiagramOptions(
        coverage: DiagramCoverage(segues: ["showDetail"], unwinds: ["saveInput"])),
      templates: SwiftFixtures.templates)
    XCTAssertTrue(edge("showDetail", in: covered).contains("color=\"#009e73\", penwidth=2.8"))
    XCTAssertTrue(edge("saveInput", in: covered).contains("color=\"#009e73\", penwidth=2.8"))
    let missed = edge("editDetail", in: covered)
    XCTAssertTrue(missed.contains("color=\"#d55e00\", style=dashed"), missed)
    XCTAssertTrue(edge("cancelInput", in: covered).contains("color=\"#d55e00\""))
  }
}
