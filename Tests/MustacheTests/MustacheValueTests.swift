import Foundation
import Mustache
import XCTest

/// Building contexts: JSON text, the `Encodable` encoder and literals.
final class MustacheValueTests: XCTestCase {
  // MARK: JSON

  private func json(_ text: String) throws -> MustacheValue {
    try MustacheValue(jsonData: Data(text.utf8))
  }

  func testJSONKeepsIntegersAndDoubles() throws {
    XCTAssertEqual(
      try json(#"{"i": 85, "d": 1.21, "e": 1e3, "n": -0, "big": 123456789012345678901234567890}"#),
      [
        "i": 85, "d": 1.21, "e": .double(1000), "n": 0,
        "big": .double(123_456_789_012_345_678_901_234_567_890.0),
      ])
  }

  func testJSONStructuresAndLiterals() throws {
    XCTAssertEqual(
      try json(#" [ true, false, null, "s", [], {}, {"a": [1, {"b": "c"}]} ] "#),
      [true, false, nil, "s", [], [:], ["a": [1, ["b": "c"]]]])
  }

  func testJSONStringEscapes() throws {
    XCTAssertEqual(
      try json(#""quote\" backslash\\ slash\/ \b\f\n\r\t \u00e9 \ud83d\ude00 \uDBFF\uDFFF""#),
      .string("quote\" backslash\\ slash/ \u{8}\u{c}\n\r\t é 😀 \u{10FFFF}"))
    XCTAssertEqual(try json("\"héllo\""), "héllo")
  }

  func testJSONErrors() {
    let invalid = [
      "", "{", "[1,]", "{\"a\" 1}", "tru", "01", "1.", "\"unterminated", "[1] 2", "{'a': 1}",
      "\"\\x\"", "\"\u{1}\"", "-", "[1 2]",
    ]
    for text in invalid {
      XCTAssertThrowsError(try json(text), text)
    }
  }

  /// The JSON test suite's string cases (nst/JSONTestSuite, written out here by hand):
  /// what RFC 8259 leaves to the reader is refused at the offending escape or byte rather
  /// than repaired into U+FFFD, as flowc.json's reader does.
  func testJSONStringCasesOfTheTestSuite() {
    let escapes: [(String, Int)] = [
      (#""\ud83d\u0041""#, 1), (#""\uD800""#, 1), (#""\uDFAA""#, 1), (#"" \uDd1e\uD834""#, 2),
      (#""\uD800\""#, 1), (#""\uD800\u""#, 7), (#""\uD800\u1""#, 7), (#""\uD888\u1234""#, 1),
      (#""\uD800\uD800\n""#, 1), (#""\ud800abc""#, 1), (#""\u00A""#, 1), (#""\uqqqq""#, 1),
      (#""\x00""#, 1), (#""ab\udc00""#, 3),
    ]
    for (text, offset) in escapes {
      XCTAssertThrowsError(try json(text), text) { error in
        XCTAssertEqual((error as? MustacheValue.JSONError)?.offset, offset, text)
      }
    }
    let notUTF8: [[UInt8]] = [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xED, 0xA0, 0x80],
      [0xF4, 0xBF, 0xBF, 0xBF], [0xE6, 0x97], [0x81], [0xE9], [0xFF],
    ]
    for bad in notUTF8 {
      // Both paths: a string without escapes, and one with an escape before the bytes.
      for prefix in ["\"a", "\"\\n"] {
        let data = Data(Array(prefix.utf8) + bad + [UInt8(ascii: "\"")])
        XCTAssertThrowsError(try MustacheValue(jsonData: data), "\(bad)") { error in
          XCTAssertEqual(
            (error as? MustacheValue.JSONError)?.message, "bytes that are not UTF-8 in string")
          XCTAssertEqual((error as? MustacheValue.JSONError)?.offset, prefix.utf8.count)
        }
      }
    }
    XCTAssertEqual(
      try json(#""\uD834\uDD1E\uFFFF""#),
      .string("\u{1D11E}" + String(Character(Unicode.Scalar(0xFFFF)!))))
    XCTAssertEqual(
      try MustacheValue(jsonData: Data([0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0x22])), .string("\u{10FFFF}")
    )
  }

  func testJSONNestingIsLimited() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertThrowsError(try json(deep)) { error in
      XCTAssertEqual((error as? MustacheValue.JSONError)?.message, "nesting deeper than 512")
    }
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    XCTAssertNoThrow(try json(fine))
  }

  // MARK: Encoder

  private struct Outlet: Encodable {
    let name: String
    let type: String
  }

  private enum Kind: String, Encodable {
    case show, present
  }

  private struct Segue: Encodable {
    let id: String
    let kind: Kind
    let isModal: Bool
  }

  private struct Scene: Encodable {
    let id: String
    let title: String?
    let order: Int
    let weight: Double
    let ratio: Float
    let enabled: Bool
    let outlets: [Outlet]
    let segues: [Segue]
    let tags: [String]
    let matrix: [[Int]]
    let notes: [String?]
    let extra: [String: Int]
    let identifier: UInt8
    let huge: UInt64
    let link: URL
    let raw: MustacheValue
  }

  func testEncoderBuildsTheExpectedValue() throws {
    let scene = Scene(
      id: "detail", title: nil, order: 3, weight: 0.5, ratio: 1.1, enabled: true,
      outlets: [Outlet(name: "nameLabel", type: "UILabel")],
      segues: [Segue(id: "edit", kind: .present, isModal: true)],
      tags: ["a", "b"], matrix: [[1, 2], []], notes: ["x", nil], extra: ["k": 7],
      identifier: 9, huge: .max, link: try XCTUnwrap(URL(string: "https://example.com/a")),
      raw: ["any": [1, nil]])
    let expected: MustacheValue = [
      "id": "detail",
      // `title` is nil: synthesized conformances skip it (absent key, which is falsey).
      "order": 3, "weight": 0.5, "ratio": 1.1, "enabled": true,
      "outlets": [["name": "nameLabel", "type": "UILabel"]],
      "segues": [["id": "edit", "kind": "present", "isModal": true]],
      "tags": ["a", "b"], "matrix": [[1, 2], []], "notes": ["x", nil], "extra": ["k": 7],
      "identifier": 9, "huge": .double(Double(UInt64.max)), "link": "https://example.com/a",
      "raw": ["any": [1, nil]],
    ]
    XCTAssertEqual(try MustacheValue(encoding: scene), expected)
  }

  func testTopLevelScalarsAndOptionals() throws {
    XCTAssertEqual(try MustacheValue(encoding: "s"), "s")
    XCTAssertEqual(try MustacheValue(encoding: 5), 5)
    XCTAssertEqual(try MustacheValue(encoding: [1, 2]), [1, 2])
    XCTAssertEqual(try MustacheValue(encoding: String?.none), nil)
    XCTAssertEqual(try MustacheValue(encoding: Int16(-3)), -3)
  }

  /// A hand-written conformance using every container feature.
  private struct Custom: Encodable {
    enum Keys: String, CodingKey {
      case explicitNil, nested, list, parent
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encodeNil(forKey: .explicitNil)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
      try nested.encode("inside", forKey: .list)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(1)
      var inner = list.nestedUnkeyedContainer()
      try inner.encode(true)
      var innerObject = list.nestedContainer(keyedBy: Keys.self)
      try innerObject.encode(2.5, forKey: .parent)
      let parent = container.superEncoder(forKey: .parent)
      var single = parent.singleValueContainer()
      try single.encode("from super")
    }
  }

  func testNestedContainersAndSuperEncoders() throws {
    XCTAssertEqual(
      try MustacheValue(encoding: Custom()),
      [
        "explicitNil": nil, "nested": ["list": "inside"], "list": [1, [true], ["parent": 2.5]],
        "parent": "from super",
      ])
  }

  private struct PathRecorder: Encodable {
    final class Log: @unchecked Sendable {
      var paths: [String] = []
    }
    let log: Log

    struct Leaf: Encodable {
      let log: Log
      func encode(to encoder: any Encoder) throws {
        log.paths.append(encoder.codingPath.map(\.stringValue).joined(separator: "."))
        var container = encoder.singleValueContainer()
        try container.encode(1)
      }
    }

    enum Keys: String, CodingKey { case items }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode([Leaf(log: log), Leaf(log: log)], forKey: .items)
    }
  }

  func testCodingPathsAreReported() throws {
    let log = PathRecorder.Log()
    XCTAssertEqual(try MustacheValue(encoding: PathRecorder(log: log)), ["items": [1, 1]])
    XCTAssertEqual(log.paths, ["items.0", "items.1"])
  }

  func testEncodedValueRenders() throws {
    struct Context: Encodable {
      let title: String?
      let scenes: [String]
    }
    let renderer = Renderer(repository: TemplateRepository(templates: [:]))
    let template = try Template(
      source: "{{#title}}{{.}}{{/title}}{{^title}}untitled{{/title}}:{{#scenes}} {{.}}{{/scenes}}",
      path: "t")
    XCTAssertEqual(
      try renderer.render(
        template, with: MustacheValue(encoding: Context(title: nil, scenes: ["a", "b"]))),
      "untitled: a b")
  }

  // MARK: Literals and helpers

  func testLiteralsAndSubscript() {
    let value: MustacheValue = ["a": 1, "b": [true, nil, 2.5, "s"]]
    XCTAssertEqual(value["a"], .int(1))
    XCTAssertNil(value["missing"])
    XCTAssertNil(MustacheValue.string("x")["a"])
    XCTAssertEqual(value["b"], .array([.bool(true), .null, .double(2.5), .string("s")]))
  }
}
