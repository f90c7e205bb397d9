import FlowKit
import XCTest

@testable import FlowAnalysis

/// The shortest paths of taps the UI-test navigator follows, as logic: which scenes taps
/// reach, by which taps, and which they do not.
final class ScreenPathsTests: FlowTestCase {
  /// Each scene's path as `tap>destination` steps, by scene id; unreachable scenes absent.
  func paths(_ body: String, initial: String = "main") throws -> [String: String] {
    let result = load(flow(body, initial: initial))
    XCTAssertEqual(
      result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
    let graph = FlowGraph(flow: try XCTUnwrap(result.flow))
    let paths = ScreenPaths(graph: graph)
    var described: [String: String] = [:]
    for scene in paths.routes.keys {
      let steps = try XCTUnwrap(paths.steps(to: scene))
      XCTAssertEqual(paths.lengths()[scene], steps.count)
      described[graph.flow.nodes[scene].id] = steps.map { step in
        let tap: String
        switch step.tap {
        case .button(let identifier): tap = "button(\(identifier))"
        case .cell(let identifier): tap = "cell(\(identifier))"
        case .tab(let identifier, let index): tap = "tab(\(identifier),\(index))"
        case .none: tap = "none"
        }
        return tap + ">" + graph.flow.nodes[step.destination].id
      }.joined(separator: " ")
    }
    return described
  }

  func testFriendListGoesThroughTheCellThenTheBarButton() throws {
    let found = try paths(
      """
      <navigation id="main" root="master"/>
      <scene id="master" base="UITableViewController">
        <cell reuseID="Cell"><segue id="showDetail" kind="show" to="detail"/></cell>
      </scene>
      <scene id="detail">
        <unwindAction name="save"/>
        <barButton system="edit"><segue id="editDetail" kind="present" to="editNavigation"/></barButton>
      </scene>
      <navigation id="editNavigation" root="edit"/>
      <scene id="edit">
        <barButton system="save"><unwind id="saveInput" action="save"/></barButton>
      </scene>
      """)
    XCTAssertEqual(
      found,
      [
        "master": "",
        "detail": "cell(master.showDetail)>detail",
        "edit": "cell(master.showDetail)>detail button(detail.editDetail)>edit",
      ])
  }

  func testTheShortestPathWinsAndTiesGoToTheFirstInFileOrder() throws {
    let found = try paths(
      """
      <scene id="main">
        <button title="Long"><segue id="toA" kind="present" to="a"/></button>
        <button title="Short"><segue id="toTarget" kind="present" to="target"/></button>
        <button title="Also"><segue id="alsoTarget" kind="present" to="target"/></button>
      </scene>
      <scene id="a"><button title="Go"><segue id="aToTarget" kind="present" to="target"/></button></scene>
      <scene id="target"/>
      """)
    XCTAssertEqual(found["target"], "button(main.toTarget)>target")
    XCTAssertEqual(found["a"], "button(main.toA)>a")
  }

  func testManualSeguesGesturesAndUnwindsAreNotTapped() throws {
    let found = try paths(
      """
      <scene id="main">
        <segue id="fromCode" kind="present" to="manual"/>
        <unwindAction name="back"/>
      </scene>
      <scene id="manual" storyboardID="Manual">
        <button title="Back"><unwind id="goBack" action="back"/></button>
      </scene>
      """)
    XCTAssertEqual(found, ["main": ""])
  }

  func testTabsAreTappedWhileTheirBarIsOnScreenAndNotUnderAModal() throws {
    let found = try paths(
      """
      <tabBar id="tabs">
        <tab to="firstNavigation"/>
        <tab to="second" accessibilityID="SecondTab"/>
      </tabBar>
      <navigation id="firstNavigation" root="first"/>
      <scene id="first">
        <button title="Push"><segue id="push" kind="show" to="pushed"/></button>
        <button title="Present"><segue id="present" kind="present" to="sheet"/></button>
      </scene>
      <scene id="pushed"/>
      <scene id="sheet"><button title="Next"><segue id="next" kind="present" to="third"/></button></scene>
      <scene id="second"/>
      <scene id="third"/>
      """, initial: "tabs")
    XCTAssertEqual(found["first"], "")
    XCTAssertEqual(found["second"], "tab(SecondTab,1)>second")
    XCTAssertEqual(found["pushed"], "button(first.push)>pushed")
    XCTAssertEqual(found["sheet"], "button(first.present)>sheet")
    XCTAssertEqual(found["third"], "button(first.present)>sheet button(sheet.next)>third")
  }

  func testEmbeddedChildrenAndSplitColumnsShowWithoutATap() throws {
    let found = try paths(
      """
      <split id="main" primary="list" secondary="content"/>
      <scene id="list">
        <outlet name="box" type="UIView"/>
        <segue id="embedBox" kind="embed" to="child"/>
      </scene>
      <scene id="content"/>
      <scene id="child"/>
      """)
    XCTAssertEqual(found["list"], "")
    XCTAssertEqual(found["content"], "none>content")
    XCTAssertEqual(found["child"], "none>child")
  }

  func testPushRowsAreCellsAndAFlowWithoutAnInitialSceneReachesNothing() throws {
    let found = try paths(
      """
      <scene id="main" base="UITableViewController">
        <table><section><row key="more" editor="push"><segue id="showMore" kind="show" to="more"/></row></section></table>
      </scene>
      <scene id="more"/>
      """)
    XCTAssertEqual(found["more"], "cell(main.showMore)>more")
    let reference = try paths(
      #"<reference id="main" storyboard="Other"/><scene id="lost"/>"#)
    XCTAssertEqual(reference, [:])
  }
}
