import FlowKit
import XCTest

/// One typo, one diagnostic: nodes that only a misspelt reference cuts off are not also
/// reported unreachable.
final class ReachabilityTypoTests: FlowTestCase {
  func testAMisspeltSegueIsOneDiagnostic() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list" class="ListViewController">
        <segue id="showDetail" kind="show" to="detial"/>
      </scene>
      <scene id="detail" class="DetailViewController">
        <segue id="showMore" kind="show" to="more"/>
      </scene>
      <scene id="more" class="MoreViewController"/>
      """)
    XCTAssertEqual(findings(text), ["unknown-reference@4:38"])
  }

  func testANodeNoTypoExplainsIsStillUnreachable() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list" class="ListViewController">
        <segue id="showDetail" kind="show" to="detial"/>
      </scene>
      <scene id="detail" class="DetailViewController"/>
      <scene id="forgotten" class="ForgottenViewController"/>
      """)
    XCTAssertEqual(findings(text), ["unknown-reference@4:38", "unreachable-node@7:8"])
  }

  func testAReferenceThatSuggestsNothingHoldsBackUnreachableNodes() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list" class="ListViewController">
        <segue id="showDetail" kind="show" to="zzzzzzzzzzzz"/>
      </scene>
      <scene id="detail" class="DetailViewController"/>
      """)
    XCTAssertEqual(findings(text), ["unknown-reference@4:38"])
  }
}
