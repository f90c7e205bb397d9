import FlowKit
import XCTest

@testable import FlowAnalysis
@testable import FlowFormat
@testable import FlowModel
@testable import FlowXML
@testable import StoryboardImport

/// Names, selectors and the attribute pre-scan are read as UTF-8 bytes for speed; each
/// must give what its definition over Characters or Unicode scalars gives (the code they
/// replaced, kept here as the reference), on random text that mixes ASCII with
/// multi-byte and combining characters.
final class ByteLevelTextTests: XCTestCase {
  /// Pieces of text random strings are made of: the bytes the fast paths look for, and
  /// characters that would break a byte-for-Character assumption.
  static let pieces = [
    "a", "Z", "q", "_", "7", "0", ":", ":", ".", " ", "-", "<", ">", "é", "e\u{301}",
    "i\u{307}", "ß", "\u{301}", "名", "\r\n", "\n", "\t", "Show", "URL", "AAPLMenu",
  ]

  /// `count` texts of fewer than `lengths` pieces each, drawn from `pieces`.
  func randomTexts(
    count: Int, seed: UInt64, from pieces: [String] = pieces, lengths: Int = 7
  ) -> [String] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      (0..<(next() % lengths)).map { _ in pieces[next() % pieces.count] }.joined()
    }
  }

  func testSelectorPiecesAgreeWithTheCharacterDefinition() {
    func reference(_ selector: String) -> [String]? {
      func isPiece(_ piece: Substring) -> Bool {
        guard let first = piece.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return piece.utf8.allSatisfy { byte in
          byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte)
            || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
      }
      guard !selector.isEmpty else { return nil }
      if !selector.contains(":") { return isPiece(Substring(selector)) ? [selector] : nil }
      guard selector.hasSuffix(":") else { return nil }
      let pieces = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false)
      guard pieces.allSatisfy(isPiece) else { return nil }
      return pieces.map(String.init)
    }
    let texts =
      randomTexts(count: 4_000, seed: 1) + [
        "", ":", "a:", "a::", "a:b:", "tap:forEvent:", "1a:", "a:\u{301}", "deal", "a:b",
      ]
    for text in texts {
      XCTAssertEqual(ObjCSelector.pieces(of: text), reference(text), text.debugDescription)
    }
  }

  func testWordsAndCamelCaseAgreeWithTheScalarDefinitions() {
    func words(_ text: String) -> [String] {
      var words: [String] = []
      var current = ""
      for scalar in text.unicodeScalars {
        if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          current.unicodeScalars.append(scalar)
        } else if !current.isEmpty {
          words.append(current)
          current = ""
        }
      }
      if !current.isEmpty { words.append(current) }
      return words
    }
    func upperCamel(_ name: String) -> String {
      guard let first = name.first else { return name }
      return first.uppercased() + name.dropFirst()
    }
    func lowerFirstWord(_ word: String) -> String {
      let scalars = Array(word.unicodeScalars)
      func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
      var upperRun = 0
      while upperRun < scalars.count, isUpper(scalars[upperRun]) { upperRun += 1 }
      if upperRun == 0 { return word }
      var lowered = upperRun
      if upperRun > 1, upperRun < scalars.count, ("a"..."z").contains(scalars[upperRun]) {
        lowered -= 1
      }
      var out = ""
      for (index, scalar) in scalars.enumerated() {
        if index < lowered {
          out += String(scalar).lowercased()
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      return out
    }
    for text in randomTexts(count: 4_000, seed: 2) + ["", "a", "AAPLMenu", "URLList", "ß"] {
      XCTAssertEqual(SwiftNames.words(in: text), words(text), text.debugDescription)
      XCTAssertEqual(SwiftNames.upperCamel(text), upperCamel(text), text.debugDescription)
      XCTAssertEqual(
        IdentifierDerivation.lowerFirstWord(text), lowerFirstWord(text), text.debugDescription)
    }
  }

  /// The pre-scan jumps with `memchr` to the next `<` and over quoted values; it must
  /// find the same first tag as looking at every byte.
  func testAttributeCountScanAgreesWithAByteByByteScan() {
    func reference(_ bytes: [UInt8], limit: Int) -> Int? {
      let count = bytes.count
      func starts(with prefix: String, at position: Int) -> Bool {
        let prefix = Array(prefix.utf8)
        return position + prefix.count <= count
          && Array(bytes[position..<position + prefix.count]) == prefix
      }
      func skip(past terminator: String, from start: Int) -> Int {
        var position = start
        while position < count {
          if starts(with: terminator, at: position) { return position + terminator.utf8.count }
          position += 1
        }
        return count
      }
      var index = 0
      while index < count {
        guard bytes[index] == UInt8(ascii: "<") else {
          index += 1
          continue
        }
        let tagStart = index
        if starts(with: "<!--", at: index) {
          index = skip(past: "-->", from: index + 4)
          continue
        }
        if starts(with: "<![CDATA[", at: index) {
          index = skip(past: "]]>", from: index + 9)
          continue
        }
        if starts(with: "<?", at: index) {
          index = skip(past: "?>", from: index + 2)
          continue
        }
        var attributes = 0
        var quote: UInt8 = 0
        index += 1
        while index < count {
          let byte = bytes[index]
          index += 1
          if quote != 0 {
            if byte == quote { quote = 0 }
          } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
          } else if byte == UInt8(ascii: "=") {
            attributes += 1
            if attributes > limit { return tagStart }
          } else if byte == UInt8(ascii: ">") {
            break
          }
        }
      }
      return nil
    }
    let parts = [
      "<a", " b=\"1\"", " c='2'", "=", ">", "</a>", "<!--", "-->", "<![CDATA[", "]]>", "<?",
      "?>", "\"", "'", " x=\"=\"", "text", "é",
    ]
    for text in randomTexts(count: 3_000, seed: 3, from: parts, lengths: 24) {
      let bytes = Array(text.utf8)
      for limit in [0, 1, 2] {
        let scanned = bytes.withUnsafeBufferPointer {
          AttributeCountScan.firstTag(over: limit, in: $0)
        }
        XCTAssertEqual(scanned, reference(bytes, limit: limit), "\(text.debugDescription) \(limit)")
      }
    }
  }

  /// A picker's options are cut at `|` by byte when the text is ASCII, by Character
  /// otherwise: the same options as cutting by Character, a combining mark after `|`
  /// included (it makes one character with the bar, which then cuts nothing).
  func testPickerOptionsAreCutAsByCharacter() {
    let parts = ["|", "a", "Light", "", " ", "é", "\u{301}", "||", "😀"]
    for text in randomTexts(count: 2_000, seed: 7, from: parts, lengths: 10) {
      XCTAssertEqual(
        FlowDecoder.options(text),
        text.split(separator: "|", omittingEmptySubsequences: false).map(String.init),
        text.debugDescription)
    }
    XCTAssertEqual(FlowDecoder.options("A||B|"), ["A", "", "B", ""])
    XCTAssertEqual(FlowDecoder.options("|\u{301}x"), ["|\u{301}x"])
  }
}
