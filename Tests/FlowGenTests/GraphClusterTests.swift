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
    let context = try FlowDiagram.context(for: try XCTUnwrap(result.flow))
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
    let context = try FlowDiagram.context(for: flow)
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

  /// Random flows of navigations, tab bars and `show` segues: each node is in the box the
  /// straightforward walk of every stack whole (`GraphExpectation.stack`) gives it.
  func testEachNodeIsInTheFirstStackThatReachesIt() throws {
    var state: UInt64 = 38
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var compared = 0
    for round in 0..<300 {
      let scenes = 1 + random(16)
      var body = ""
      for container in 0..<(1 + random(5)) {
        if random(3) == 0 {
          body += "<tabBar id=\"t\(container)\"><tab to=\"s\(random(scenes))\"/>"
          body += "<tab to=\"s\(random(scenes))\"/></tabBar>\n"
        } else {
          body += "<navigation id=\"n\(container)\" root=\"s\(random(scenes))\"/>\n"
        }
      }
      for scene in 0..<scenes {
        body += "<scene id=\"s\(scene)\">"
        for segue in 0..<random(3) {
          let target = random(4) == 0 ? "t\(random(5))" : "s\(random(scenes))"
          body += "<segue id=\"g\(segue)\" kind=\"show\" to=\"\(target)\"/>"
        }
        body += "</scene>\n"
      }
      let text = "<flow name=\"Random\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
      let flow = try XCTUnwrap(GraphFixtures.load(source: text).flow, text)
      let layout = NavigationStackLayout(graph: FlowGraph(flow: flow))
      var expected: [Int: Int] = [:]
      let navigations = flow.nodes.enumerated().compactMap { index, node in
        if case .navigation(let navigation) = node { (index, navigation) } else { nil }
      }
      for (index, navigation) in navigations {
        if let root = flow.nodes.firstIndex(where: { $0.id == navigation.rootID }),
          expected[root] == nil
        {
          expected[root] = index
        }
      }
      for (index, navigation) in navigations {
        for id in GraphExpectation.stack(of: navigation, in: flow) where id != navigation.id {
          let node = try XCTUnwrap(flow.nodes.firstIndex { $0.id == id })
          if expected[node] == nil { expected[node] = index }
        }
      }
      XCTAssertEqual(layout.navigationOfNode, expected, "round \(round):\n\(text)")
      compared += expected.count
    }
    XCTAssertGreaterThan(compared, 300)
  }

  /// Many navigations pushing onto one long chain: each node is walked once, not once per
  /// stack that reaches it (issue 38); and past the visit limit the layout stops.
  func testManyStacksOverOneChainWalkEachNodeOnce() throws {
    for navigations in [200, 2000] {
      var body = ""
      for navigation in 0..<navigations {
        body += "<navigation id=\"n\(navigation)\" root=\"r\(navigation)\"/>\n"
        body += "<scene id=\"r\(navigation)\"><segue id=\"go\" kind=\"show\" to=\"c0\"/></scene>\n"
      }
      for link in 0..<navigations {
        body +=
          "<scene id=\"c\(link)\"><segue id=\"on\" kind=\"show\" to=\"c\(link + 1)\"/></scene>\n"
      }
      body += "<scene id=\"c\(navigations)\"/>\n"
      let text = "<flow name=\"Chain\" version=\"1\" initial=\"n0\">\n\(body)</flow>\n"
      let flow = try XCTUnwrap(GraphFixtures.load(source: text).flow)
      let graph = FlowGraph(flow: flow)
      let layout = NavigationStackLayout(graph: graph)
      XCTAssertFalse(layout.limitExceeded)
      // Every chain link in the first stack's box.
      XCTAssertEqual(layout.membersByNavigation[0]?.count, navigations + 2)
      XCTAssertLessThanOrEqual(layout.visits, 4 * flow.nodes.count, "\(navigations) stacks")
      let stopped = NavigationStackLayout(graph: graph, visitLimit: 50)
      XCTAssertTrue(stopped.limitExceeded)
      XCTAssertThrowsError(try FlowDiagram.context(for: flow, visitLimit: 50)) { error in
        let diagnostic = (error as? DiagramLimitError)?.diagnostic
        XCTAssertEqual(diagnostic?.rule, .limitExceeded)
        XCTAssertTrue(diagnostic?.message.contains("the unwind-visits limit") == true)
      }
    }
  }
}
