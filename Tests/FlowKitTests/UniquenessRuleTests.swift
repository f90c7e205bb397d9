import FlowKit
import XCTest

final class UniquenessRuleTests: FlowTestCase {
  func testDuplicateNodeIDPointsBackAtTheFirst() {
    let text = flow("<scene id=\"main\"/>\n<scene id=\"main\" class=\"Other\"/>")
    let diagnostic = assertReports(.duplicateNodeID, at: 3, 8, in: text)
    XCTAssertEqual(diagnostic?.message, "duplicate node id 'main' (first declared at 2:8)")
  }

  func testDuplicateClassIncludingDefaults() {
    let text = flow(
      "<navigation id=\"main\" root=\"master\"/>\n<scene id=\"master\"/>\n<scene id=\"detail\" class=\"MasterViewController\"/>"
    )
    assertReports(.duplicateClass, at: 4, 20, in: text)
  }

  func testDuplicateReuseIDOutletActionAndSegue() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list">
        <outlet name="label" type="UILabel"/>
        <outlet name="label" type="UILabel"/>
        <action name="refresh"/>
        <unwindAction name="refresh"/>
        <cell reuseID="Cell"/>
        <cell reuseID="Cell"/>
        <segue id="next" kind="show" to="list"/>
        <unwind id="next" action="refresh"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "duplicate-outlet@5:11", "duplicate-action@7:17", "duplicate-reuse-id@9:9",
        "duplicate-segue-id@11:11",
      ])
  }

  func testSameSegueIDOnTwoScenesIsFine() {
    let text = flow(
      """
      <navigation id="main" root="a"/>
      <scene id="a"><segue id="next" kind="show" to="b"/></scene>
      <scene id="b"><segue id="next" kind="show" to="a"/></scene>
      """)
    XCTAssertEqual(findings(text), [])
  }

  func testDuplicateStoryboardIDRowKeyAndEvent() {
    let text = flow(
      """
      <scene id="main" storyboardID="S" base="UITableViewController">
        <delegate><event name="done"/><event name="done"/></delegate>
        <table><section><row key="name"/><row key="name"/></section></table>
      </scene>
      <scene id="other" storyboardID="S"/>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "duplicate-event@3:40", "duplicate-row-key@4:41", "unreachable-node@6:8",
        "duplicate-storyboard-id@6:19",
      ])
  }
}
