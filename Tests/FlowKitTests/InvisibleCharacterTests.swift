import FlowKit
import Foundation
import XCTest

/// Issue 27, items 8 and 9: what flowc prints and writes shows invisible characters
/// escaped, and a flow written by flowc (an import) spells them as references.
final class InvisibleCharacterTests: FlowTestCase {
  func testTextDiagnosticsAreOneLineEach() {
    let diagnostic = Diagnostic.error(
      .invalidValue, "bad 'a\n::error::x\r\u{202E}z'", at: .file("A\u{2028}B.flow"))
    let text = DiagnosticRenderer(format: .text).render([diagnostic])
    XCTAssertEqual(
      text, "A\\u{2028}B.flow: error: bad 'a\\n::error::x\\r\\u{202E}z' [invalid-value]\n")
  }

  func testAFlowWriterSpellsInvisibleCharactersAsReferences() {
    XCTAssertEqual(XMLEscaping.attribute("Pay \u{202E}1$\u{200B}"), "Pay &#x202E;1$&#x200B;")
    XCTAssertEqual(XMLEscaping.attribute("👩‍💻"), "👩‍💻")
  }

  func testAnAllASCIIFlowIsNotScanned() {
    XCTAssertFalse(
      SourceFile(path: "a", text: "<flow title=\"&amp;\"/>").mayHoldInvisibleCharacters)
    XCTAssertTrue(
      SourceFile(path: "a", text: "<flow title=\"&#x202E;\"/>").mayHoldInvisibleCharacters)
    XCTAssertTrue(SourceFile(path: "a", text: "<flow title=\"é\"/>").mayHoldInvisibleCharacters)
  }
}
