import FlowKit
import XCTest

@testable import FlowGen

/// Which navigation stack's box a scene is drawn in.
final class GraphClusterTests: XCTestCase {
  /// A scene pushed onto two stacks goes in the first stack (in file order) that reaches
  /// it; a navigation's own root always stays in its own box.
  func testASceneOnTwoStacksGoesToTheFirst() throws {
    let source = """
      <flow name="Shared" version="1" initial="tabs">
        <tabBar id="tabs">
          <tab to="second"/>
          <tab to="first"/>
        </tabBar>
        <navigation id="first" root="one"/>
        <navigation id="second" root="two"/>
        <scene id="two">
          <segue id="toShared" kind="show" to="shared"/>
          <segue id="toOne" kind="show" to="one"/>
        </scene>
        <scene id="one">
          <segue id="toShared" kind="show" to="shared"/>
          <segue id="toTwo" kind="show" to="two"/>
          <segue id="toModal" kind="present" to="modal"/>
        </scene>
        <scene id="shared">
          <segue id="deeper" kind="show" to="deep"/>
        </scene>
        <scene id="deep"/>
        <scene id="modal"/>
      </flow>
      """
    let result = GraphFixtures.load(source: source)
    XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
    let context = FlowDiagram.context(for: try XCTUnwrap(result.flow))
    XCTAssertEqual(context.clusters.map(\.clusterDOT), ["\"cluster:first\"", "\"cluster:second\""])
    XCTAssertEqual(
      context.clusters.map { $0.members.map(\.nodeDOT) },
      [["\"first\"", "\"one\"", "\"shared\"", "\"deep\""], ["\"second\"", "\"two\""]])
    XCTAssertEqual(context.nodes.map(\.nodeDOT), ["\"tabs\"", "\"modal\""])
  }

  /// A pushed tab bar controller (or split, or storyboard reference) joins the stack, and
  /// so do the scenes it holds, but not a navigation inside it, which has its own box.
  func testPushedContainersJoinTheStack() throws {
    let source = """
      <flow name="Pushed" version="1" initial="main">
        <navigation id="main" root="home"/>
        <scene id="home">
          <segue id="showTabs" kind="show" to="tabs"/>
          <segue id="showElsewhere" kind="show" to="elsewhere"/>
        </scene>
        <tabBar id="tabs">
          <tab to="first"/>
          <tab to="inner"/>
        </tabBar>
        <scene id="first">
          <segue id="deeper" kind="show" to="deep"/>
        </scene>
        <scene id="deep"/>
        <navigation id="inner" root="innerRoot"/>
        <scene id="innerRoot"/>
        <reference id="elsewhere" storyboard="Other"/>
      </flow>
      """
    let result = GraphFixtures.load(source: source)
    let flow = try XCTUnwrap(result.flow, "\(result.diagnostics)")
    let context = FlowDiagram.context(for: flow)
    XCTAssertEqual(
      context.clusters.map { $0.members.map(\.nodeDOT) },
      [
        ["\"main\"", "\"home\"", "\"tabs\"", "\"first\"", "\"deep\"", "\"elsewhere\""],
        ["\"inner\"", "\"innerRoot\""],
      ])
    XCTAssertEqual(context.nodes.map(\.nodeDOT), [])
    guard case .navigation(let main) = flow.nodes[0] else { return XCTFail("\(flow.nodes[0])") }
    XCTAssertEqual(
      GraphExpectation.stack(of: main, in: flow),
      ["main", "home", "tabs", "first", "deep", "elsewhere"])
  }
}
