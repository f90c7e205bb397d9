import FlowKit
import XCTest

/// Rules about the shape of the document: elements, attributes, values.
final class StructureRuleTests: FlowTestCase {
  func testUnknownElementWithSuggestion() {
    let text = flow(
      """
      <navigation id="main" root="master"/>
      <scene id="master">
        <segeu id="showDetail" kind="show" to="master"/>
      </scene>
      """)
    let diagnostic = assertReports(.unknownElement, at: 4, 3, in: text)
    XCTAssertEqual(diagnostic?.suggestion?.replacement, "segue")
    XCTAssertEqual(
      diagnostic?.fullMessage, "unknown element <segeu> inside <scene>; did you mean <segue>?")
  }

  func testMisplacedElementSaysWhereItBelongs() {
    let text = flow("<scene id=\"main\"><row key=\"name\"/></scene>")
    let diagnostic = assertReports(.unknownElement, at: 2, 18, in: text)
    XCTAssertEqual(
      diagnostic?.message, "<row> cannot appear inside <scene>; it belongs in <section>")
  }

  func testUnknownAttributePointsAtTheAttribute() {
    let text = flow(
      "<scene id=\"main\">\n  <outlet name=\"a\" type=\"UILabel\" colection=\"true\"/>\n</scene>")
    let diagnostic = assertReports(.unknownAttribute, at: 3, 35, in: text)
    XCTAssertEqual(diagnostic?.suggestion?.replacement, "collection")
  }

  func testMissingRequiredAttribute() {
    let text = flow("<scene id=\"main\">\n  <outlet name=\"a\"/>\n</scene>")
    let diagnostic = assertReports(.missingAttribute, at: 3, 3, in: text)
    XCTAssertEqual(diagnostic?.message, "<outlet> needs a 'type' attribute")
  }

  func testMissingRequiredAttributeOnTheRoot() {
    XCTAssertEqual(findings("<flow name=\"X\" version=\"1\"/>"), ["missing-attribute@1:1"])
  }

  func testBadSegueKindSuggestsTheNearest() {
    let text = flow(
      "<scene id=\"main\">\n  <segue id=\"a\" kind=\"preset\" to=\"main\"/>\n</scene>")
    let diagnostic = assertReports(.invalidValue, at: 3, 23, in: text)
    XCTAssertEqual(diagnostic?.suggestion?.replacement, "present")
  }

  func testBadBooleanAndBadChoice() {
    let text = flow(
      """
      <scene id="main">
        <outlet name="a" type="UILabel" collection="yes"/>
        <barButton system="ad" side="middle"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text), ["invalid-value@3:47", "invalid-value@4:22", "invalid-value@4:32"])
  }

  func testWrongRootAndVersion() {
    XCTAssertEqual(findings("<flows name=\"X\"/>"), ["wrong-root@1:1"])
    XCTAssertEqual(
      findings("<flow name=\"X\" version=\"2\" initial=\"a\"/>"), ["unsupported-version@1:25"])
  }

  func testTextInsideAnElement() {
    assertReports(.unexpectedText, at: 2, 18, in: flow("<scene id=\"main\">oops</scene>"))
  }

  func testTwoTransitionsInOneCell() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list">
        <cell reuseID="Cell">
          <segue id="a" kind="show" to="list"/>
          <segue id="b" kind="show" to="list"/>
        </cell>
      </scene>
      """)
    assertReports(.tooManyTransitions, at: 6, 5, in: text)
  }

  func testEveryProblemOfAFileIsReportedInFileOrder() {
    let text = flow(
      """
      <scene id="main" colour="red">
        <segeu/>
        <outlet name="x"/>
        <segue id="a" kind="show" to="nowhere"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "unknown-attribute@2:18", "unknown-element@3:3", "missing-attribute@4:3",
        "show-outside-navigation@5:17", "unknown-reference@5:29",
      ])
  }
}
