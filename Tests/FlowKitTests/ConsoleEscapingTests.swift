import FlowKit
import Foundation
import XCTest

/// Issue 38: one console layer. Outside text (a file name, an attribute value, a string
/// literal, another program's output) never reaches a terminal or CI log raw, in any
/// format: a line feed followed by a workflow command, and a bidirectional override, are
/// the payloads.
final class ConsoleEscapingTests: XCTestCase {
  static let payload = "name\n::error::pwned\u{202E}gnp.exe"

  /// No line starts (after blanks) with a CI command, and no bidi control or separator is
  /// left raw.
  static func assertInert(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
    for text in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let body = text.drop { $0 == " " || $0 == "\t" }
      XCTAssertFalse(body.hasPrefix("::error::pwned"), output, file: file, line: line)
    }
    for scalar in ["\u{202E}", "\u{2028}"] {
      XCTAssertFalse(
        output.contains(scalar), "raw \(scalar.debugDescription) in \(output)", file: file,
        line: line)
    }
  }

  func testInterpolatedValuesAreEscapedAndLiteralsKept() {
    let name = Self.payload
    let text: ConsoleText = "flowc: warning: \(name) cannot be read; flowc adopt skipped it\n"
    XCTAssertEqual(
      text.description,
      "flowc: warning: name\\n::error::pwned\\u{202E}gnp.exe cannot be read; flowc adopt skipped it\n"
    )
    Self.assertInert(text.description)
    // Console text inside console text is not escaped twice.
    let outer: ConsoleText = "a \(text)"
    XCTAssertEqual(outer.description, "a " + text.description)
  }

  func testLinesKeepLinesButNotCommandsNorInvisibleCharacters() {
    let source = "let a = 1\n  ::error::pwned\n##[error]x\n\u{202E}tab\there\rover\r\n👩‍💻\n"
    let escaped = ConsoleText.lines(source).description
    // A CRLF line end and an emoji's joiner are kept; a lone carriage return is not.
    XCTAssertEqual(
      escaped,
      "let a = 1\n  \\u{3A}:error::pwned\n\\u{23}#[error]x\n\\u{202E}tab\there\\rover\r\n👩‍💻\n")
    Self.assertInert(escaped)
    XCTAssertEqual(ConsoleText.lines("plain\ntext\n").description, "plain\ntext\n")
  }

  func testEveryDiagnosticFormatEscapesTheMessageAndTheFileName() throws {
    let diagnostic = Diagnostic.warning(
      .invisibleCharacter, "title '\(Self.payload)' holds U+202E",
      at: SourceLocation(file: "Flows/\(Self.payload).flow", line: 2, column: 3))
    for format in DiagnosticFormat.allCases {
      let output = DiagnosticRenderer(format: format).render([diagnostic])
      Self.assertInert(output)
      // The line-per-diagnostic formats print one line for the one diagnostic; the
      // reports have a shape of their own, and no value in them starts a line.
      if [.text, .github, .json].contains(format) {
        XCTAssertEqual(output.split(separator: "\n").count, format == .json ? 3 : 1, output)
      }
    }
    // JSON stays JSON, and reads back the exact value.
    let json = DiagnosticRenderer(format: .json).render([diagnostic])
    let array = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    XCTAssertEqual(array.first?["file"] as? String, "Flows/\(Self.payload).flow")
  }

  func testTheEscapingFunctionsOtherFormatsCall() {
    XCTAssertEqual(
      ConsoleEscaping.jsonString("a\u{202E}\u{1F600}\u{E0041}"),
      "\"a\\u202e\u{1F600}\\udb40\\udc41\"")
    XCTAssertEqual(ConsoleEscaping.xmlText("<a\n\u{202E}&>"), "&lt;a\\n\\u{202E}&amp;&gt;")
    XCTAssertEqual(ConsoleEscaping.githubMessage("50%\n\u{2028}"), "50%25%0A\\u{2028}")
    XCTAssertEqual(ConsoleEscaping.githubProperty("a:b,c"), "a%3Ab%2Cc")
  }
}
