import FlowKit
import Foundation
import XCTest

@testable import FlowGen

/// The graph context as a template sees it.
final class GraphContextTests: XCTestCase {
  func testTheInitialNodeIsFlagged() throws {
    let flow = try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
    let context = try FlowDiagram.context(for: flow)
    let initial = context.nodes.filter(\.isInitial).map(\.nodeDOT)
    XCTAssertEqual(initial, ["\"tabs\""])
    XCTAssertEqual(context.initialMarker?.initialNodeDOT, "\"tabs\"")
    XCTAssertEqual(context.initialMarker?.markerDOT, "\"flowc:initial\"")
  }

  /// Absent values are explicit nulls, so a Mustache section never finds an enclosing
  /// context's value instead.
  func testAbsentValuesAreExplicitNulls() throws {
    let flow = try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
    let data = try JSONEncoder().encode(try FlowDiagram.context(for: flow))
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertTrue(json["legend"] is NSNull)
    let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
    let header = try XCTUnwrap(nodes.first { $0["nodeDOT"] as? String == "\"header\"" })
    XCTAssertTrue(header["sceneTitleHTML"] is NSNull)
    XCTAssertTrue(header["captionHTML"] is NSNull)
    let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
    let relationship = try XCTUnwrap(edges.first)
    XCTAssertTrue(relationship["transitionIDHTML"] is NSNull)
    XCTAssertTrue(relationship["triggerHTML"] is NSNull)
    XCTAssertEqual((relationship["style"] as? [String: Any])?["isRelationship"] as? Bool, true)
  }
}
