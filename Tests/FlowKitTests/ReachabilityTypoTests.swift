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

  /// A misspelt kind keeps its segue (with the kind suggested, else show): the scenes
  /// after it, and the unwind back through it, are not reported too (issue 26).
  func testAMisspeltSegueKindIsOneDiagnostic() {
    for kind in ["shwo", "zzzzzzzz"] {
      let text = flow(
        """
        <navigation id="main" root="list"/>
        <scene id="list" class="ListViewController">
          <segue id="showDetail" kind="\(kind)" to="detail"/>
          <unwindAction name="backToList"/>
        </scene>
        <scene id="detail" class="DetailViewController">
          <segue id="showMore" kind="show" to="more"/>
        </scene>
        <scene id="more" class="MoreViewController">
          <unwind id="done" action="backToList"/>
        </scene>
        """)
      XCTAssertEqual(findings(text), ["invalid-value@4:32"], kind)
    }
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
