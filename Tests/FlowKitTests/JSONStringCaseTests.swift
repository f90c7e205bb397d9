import FlowKit
import XCTest

/// flowc.json strings held to the string cases of the JSON test suite (nst/JSONTestSuite,
/// the cases written out here by hand): what RFC 8259 leaves to the reader — lone and
/// reversed surrogate escapes, bytes that are not UTF-8 — is refused at its column, never
/// repaired and never a crash.
final class JSONStringCaseTests: XCTestCase {
  /// The value of `{"output": <literal>}` as read, or the diagnostic's column and message.
  enum Outcome: Equatable {
    case success(String)
    case failure(String)

    var isFailure: Bool {
      if case .failure = self { return true }
      return false
    }
  }

  func read(_ literal: [UInt8]) -> Outcome {
    let bytes = Array(#"{"output": "#.utf8) + literal + Array("}".utf8)
    switch JSONReader.read(SourceFile(path: "flowc.json", bytes: bytes)) {
    case .success(.object(let members, _)):
      guard case .string(let value, _) = members.first?.value else {
        return .failure("not a string")
      }
      return .success(value)
    case .success: return .failure("not an object")
    case .failure(let diagnostic):
      return .failure(
        "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message)")
    }
  }

  func read(_ literal: String) -> Outcome { read(Array(literal.utf8)) }

  func testTheIssuesSurrogateIsAnErrorAtItsEscapeNotACrash() {
    XCTAssertEqual(
      read(#""\ud83d\u0041""#),
      .failure(
        "1:13 malformed JSON: \\uD83D is a high surrogate without a low one after it; write the"
          + " character itself, or both halves of its pair"))
  }

  func testEscapesThatAreNotAScalarAreRefusedAtTheirBackslash() {
    let cases: [(String, Int)] = [
      (#""\uD800""#, 13),  // lone high surrogate
      (#""\uDADA""#, 13),
      (#""\uDFAA""#, 13),  // lone low surrogate
      (#""a\uDd1e\uD834""#, 14),  // the pair reversed
      (#""\uD800\""#, 13),  // high surrogate then another escape
      (#""\uD800\u""#, 19),  // high surrogate then a truncated escape, at that one
      (#""\uD800\u1""#, 19),
      (#""\uD888\u1234""#, 13),  // high surrogate then a non-surrogate
      (#""\uD800\uD800\n""#, 13),  // two high surrogates
      (#""\ud800abc""#, 13),
      (#""\u00A""#, 13),  // too few digits
      (#""\uqqqq""#, 13),
      (#""\x00""#, 13),  // not an escape
      (#""\a""#, 13),
    ]
    for (literal, column) in cases {
      guard case .failure(let message) = read(literal) else {
        XCTFail("\(literal) was accepted")
        continue
      }
      XCTAssertTrue(message.hasPrefix("1:\(column) "), "\(literal): \(message)")
    }
  }

  func testBytesThatAreNotUTF8AreRefusedAtTheirColumn() {
    let quote = UInt8(ascii: "\"")
    let cases: [[UInt8]] = [
      [0xC0, 0xAF],  // overlong "/"
      [0xE0, 0x80, 0xAF],  // overlong, three bytes
      [0xF0, 0x80, 0x80, 0xAF],  // overlong, four bytes
      [0xFC, 0x80, 0x80, 0x80, 0x80, 0xAF],  // the old six-byte form
      [0xED, 0xA0, 0x80],  // U+D800 encoded
      [0xF4, 0xBF, 0xBF, 0xBF],  // past U+10FFFF
      [0xE6, 0x97],  // truncated
      [0x81],  // a lone continuation byte
      [0xE9],  // ISO Latin 1
      [0xFF],
    ]
    for bad in cases {
      XCTAssertEqual(
        read([quote, UInt8(ascii: "a")] + bad + [quote]),
        .failure(
          "1:14 malformed JSON: bytes that are not UTF-8 in a string (save the file as UTF-8)"),
        "\(bad)")
    }
    // After an escape too.
    XCTAssertEqual(read([quote, UInt8(ascii: "\\"), 0xE5, quote]).isFailure, true)
  }

  func testWhatTheSuiteAcceptsIsRead() {
    XCTAssertEqual(read(#""\uD834\uDD1E""#), .success("\u{1D11E}"))
    XCTAssertEqual(read(#""\ud83d\ude00 x""#), .success("😀 x"))
    XCTAssertEqual(read(#""\uDBFF\uDFFF""#), .success("\u{10FFFF}"))
    XCTAssertEqual(
      read(#""\uFFFF\uFDD0\u0061\u30af""#),
      .success(
        String(String.UnicodeScalarView([Unicode.Scalar(0xFFFF)!, Unicode.Scalar(0xFDD0)!]))
          + "aク"))
    XCTAssertEqual(read(#""\u0000""#), .success("\u{0}"))
    XCTAssertEqual(read("\"日本 \u{1F600} é\""), .success("日本 😀 é"))
    XCTAssertEqual(read(#""\"\\\/\b\f\n\r\t""#), .success("\"\\/\u{8}\u{C}\n\r\t"))
    XCTAssertEqual(
      read(Array("\"".utf8) + [0xF4, 0x8F, 0xBF, 0xBF] + Array("\"".utf8)), .success("\u{10FFFF}"))
  }

  func testColumnsCountCharactersAfterMultibyteText() {
    // "é" is two bytes but one column: the bad escape is at column 14.
    guard case .failure(let message) = read(#""é\uDC00""#) else { return XCTFail("accepted") }
    XCTAssertTrue(message.hasPrefix("1:14 "), message)
  }
}
