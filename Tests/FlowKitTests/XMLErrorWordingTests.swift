import FlowKit
import XCTest

/// XML mistakes a person makes by hand are reported in flow terms, at the place to fix:
/// a bare `&` at the `&` with "write &amp;", a missing closing quote at the attribute
/// whose value it leaves open — not where libxml2 gave up.
final class XMLErrorWordingTests: FlowTestCase {
  func only(_ text: String) -> Diagnostic? {
    let diagnostics = load(text).diagnostics
    XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
    return diagnostics.first
  }

  func testABareAmpersandSaysWriteAmpAtTheAmpersand() throws {
    let text = flow("<scene id=\"main\" title=\"Tom & Jerry\"/>")
    let diagnostic = try XCTUnwrap(only(text))
    XCTAssertEqual(diagnostic.rule, .xmlMalformed)
    XCTAssertTrue(diagnostic.message.contains("write &amp;"), diagnostic.message)
    XCTAssertEqual(diagnostic.location.line, 2)
    XCTAssertEqual(diagnostic.location.column, 29)
  }

  func testAnUnknownEntityNamesItself() throws {
    let diagnostic = try XCTUnwrap(only(flow("<scene id=\"main\" title=\"A&nbsp;B\"/>")))
    XCTAssertTrue(diagnostic.message.contains("'&nbsp;' is not an XML entity"), diagnostic.message)
    XCTAssertEqual(diagnostic.location.column, 26)
  }

  func testAMissingClosingQuoteIsReportedAtTheAttributeThatOpensIt() throws {
    let text = flow(
      """
      <scene id="main" class="MainViewController title="Main"/>
      <scene id="other"/>
      """)
    let diagnostic = try XCTUnwrap(only(text))
    XCTAssertTrue(diagnostic.message.contains("value of 'class' is not closed"), diagnostic.message)
    XCTAssertTrue(diagnostic.message.contains("runs on into 'title="), diagnostic.message)
    XCTAssertEqual(diagnostic.location.line, 2)
    XCTAssertEqual(diagnostic.location.column, 18)
  }

  func testAQuoteLeftOpenToTheEndIsReportedAtItsAttribute() throws {
    let text = flow(
      """
      <scene id="main" title="Main/>
      <scene id="other"/>
      """)
    let diagnostic = try XCTUnwrap(only(text))
    XCTAssertTrue(diagnostic.message.contains("value of 'title' is not closed"), diagnostic.message)
    XCTAssertEqual(diagnostic.location.line, 2)
    XCTAssertEqual(diagnostic.location.column, 18)
  }
}
