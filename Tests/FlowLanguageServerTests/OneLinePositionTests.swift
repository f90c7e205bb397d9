import FlowKit
import XCTest

@testable import FlowLanguageServer

/// Issue 38: a flow written on one line had each diagnostic's place counted from the
/// line's start, in columns and again in UTF-16 units: 2,000 scenes took 49 s to open in
/// `flowc lsp`. ASCII lines were then read off their bytes, but one accent on the line
/// still cost a pass over it per diagnostic. Every line that is not ASCII now has sparse
/// points (`CharacterCheckpoints`) to count from; the tests count the bytes stepped over.
final class OneLinePositionTests: XCTestCase {
  /// `scenes` scenes on one line, each with an unknown attribute (an error) and, past the
  /// first, unreachable (a warning); the first has a title holding `title`.
  static func oneLineFlow(scenes: Int, title: String) -> String {
    let scenes = (0..<scenes).map { number in
      "<scene id=\"s\(number)\" class=\"S\(number)ViewController\""
        + (number == 0 ? " title=\"\(title)\"" : "") + " bogus=\"x\"/>"
    }
    return "<flow name=\"One\" version=\"1\" initial=\"s0\">" + scenes.joined() + "</flow>\n"
  }

  /// The bytes stepped over to place every diagnostic of `text` for the editor, and how
  /// many there are.
  private func publicationSteps(_ text: String) -> (steps: Int, diagnostics: Int) {
    var document = OpenDocument(uri: "file:///project/One.flow", version: 1, text: text)
    let diagnostics = document.check()
    var steps = 0
    _ = document.publication(diagnostics, steps: &steps)
    return (steps, diagnostics.count)
  }

  /// Four times the scenes on the line, with an accent or an emoji at its start: under
  /// five times the steps, a few dozen a diagnostic (counted from the line's start, 500
  /// scenes took 41 million, 2,000 took 664 million); on an ASCII line, none.
  func testPlacingDiagnosticsOnOneLineIsLinear() {
    for title in ["Café", "🚀 Launch", "Plain"] {
      let small = publicationSteps(Self.oneLineFlow(scenes: 500, title: title))
      let large = publicationSteps(Self.oneLineFlow(scenes: 2_000, title: title))
      XCTAssertGreaterThanOrEqual(large.diagnostics, 3_999, title)
      if title == "Plain" {
        XCTAssertEqual(large.steps, 0, "an ASCII line is read off its bytes")
        continue
      }
      XCTAssertGreaterThan(small.steps, 0, title)
      XCTAssertLessThan(large.steps, 5 * small.steps, "\(title): \(small) then \(large)")
      XCTAssertLessThanOrEqual(large.steps, 3 * 70 * large.diagnostics, title)
    }
  }

  /// The places of a diagnostic past the accent are the ones counting gives.
  func testTheLastDiagnosticOfALongLineIsPlacedInUTF16Units() throws {
    let text = Self.oneLineFlow(scenes: 300, title: "🚀 Café")
    var document = OpenDocument(uri: "file:///project/One.flow", version: 1, text: text)
    let published = document.publication(document.check())
    let items = try XCTUnwrap(published["diagnostics"]?.array)
    let last = try XCTUnwrap(items.last { $0["code"]?.string == "unknown-attribute" })
    let prefix = try XCTUnwrap(text.range(of: "bogus", options: .backwards))
    let character = text[..<prefix.lowerBound].utf16.count
    XCTAssertEqual(last["range"]?["start"]?["line"]?.int, 0)
    XCTAssertEqual(last["range"]?["start"]?["character"]?.int, character)
  }

  /// Texts of long lines (well past the points' spacing) of ASCII, accents, CJK and
  /// emoji: every byte offset's position and column, and every position's and column's
  /// offset, are what counting the line's Unicode scalars with the standard library gives.
  func testPointsAgreeWithCountingOnRandomLongLines() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "<s id=\"x\"/>", "é", "漢", "🚀", "\n", "\r\n", " "]
    for _ in 0..<40 {
      let text = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let document = TextDocument(uri: "u", version: 0, text: text)
      let source = SourceFile(path: "t.flow", text: text)
      var lineStart = 0
      // Split on scalars: a Character holds "\r\n" whole.
      let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      for (lineIndex, rawLine) in lines.enumerated() {
        // The line's scalars with their UTF-8 offsets and the units and scalars before.
        var boundaries: [(offset: Int, units: Int, scalars: Int, width: Int)] = []
        var offset = lineStart
        var units = 0
        for (count, scalar) in rawLine.enumerated() {
          boundaries.append((offset, units, count, scalar.utf8.count))
          offset += scalar.utf8.count
          units += scalar.utf16.count
        }
        let lineEnd = offset
        let contentEnd = rawLine.last == "\r" ? lineEnd - 1 : lineEnd
        let contentUnits = rawLine.last == "\r" ? units - 1 : units
        let place = "line \(lineIndex) of \(text.debugDescription)"
        for (index, boundary) in boundaries.enumerated() {
          for inside in 0..<boundary.width {
            // Inside a character: it counts, as it does for the editor's clamping.
            let expectedUnits =
              inside == 0 ? boundary.units : boundary.units + (boundary.width == 4 ? 2 : 1)
            XCTAssertEqual(
              document.position(ofOffset: boundary.offset + inside),
              TextPosition(line: lineIndex, character: expectedUnits), place)
            XCTAssertEqual(
              source.location(ofOffset: boundary.offset + inside).column,
              boundary.scalars + (inside == 0 ? 1 : 2), place)
          }
          XCTAssertEqual(
            source.offset(
              of: SourceLocation(file: "t.flow", line: lineIndex + 1, column: index + 1)),
            boundary.offset, place)
        }
        XCTAssertEqual(
          source.offset(
            of: SourceLocation(file: "t.flow", line: lineIndex + 1, column: boundaries.count + 1)),
          lineEnd, place)
        // Each character count lands on the last boundary within it, or the content's end.
        for character in 0...(contentUnits + 2) {
          let expected =
            boundaries.last { $0.units <= character && $0.offset < contentEnd }.map {
              $0.units + ($0.width == 4 ? 2 : 1) <= character ? $0.offset + $0.width : $0.offset
            } ?? lineStart
          XCTAssertEqual(
            document.offset(of: TextPosition(line: lineIndex, character: character)),
            min(expected, contentEnd), "\(character), \(place)")
        }
        lineStart = lineEnd + 1
      }
    }
  }
}
