import FlowModel
import XCTest

@testable import FlowLanguageServer

/// Issue 38: one `didChange` holding thousands of changes (a replace-all, a multi-cursor
/// edit) copied the whole text and found its lines again per change: 8,000 replacements
/// in a 10,000-scene flow of 4 MB took 270 s in a debug build. A run of changes each
/// before the last is now written in one pass; the text is what applying them one by one
/// gives.
final class ChangeBatchTests: XCTestCase {
  /// The straightforward application the batch must agree with.
  private func oneByOne(_ text: String, _ changes: [TextDocument.Change]) -> TextDocument {
    var document = TextDocument(uri: "u", version: 0, text: text)
    for change in changes {
      if let (start, end) = change.range {
        document.replace(from: start, to: end, with: change.text)
      } else {
        document.replaceAll(with: change.text)
      }
    }
    return document
  }

  func testBatchesAgreeWithApplyingEachChangeOnRandomTexts() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "bc", "\n", "\r\n", "\r", "é", "🚀", "<scene id=\"x\"/>", "  "]
    func randomText(_ length: Int) -> String {
      (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
    for _ in 0..<3000 {
      let text = randomText(Int.random(in: 0...40, using: &generator))
      let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .count
      var changes: [TextDocument.Change] = []
      // Mostly descending runs, as editors send them; sometimes any order, a reversed
      // range, a position past a line's end or the last line, a whole-text change.
      var line = Bool.random(using: &generator) ? lineCount + 1 : 0
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        if Int.random(in: 0..<30, using: &generator) == 0 {
          changes.append(TextDocument.Change(range: nil, text: randomText(5)))
          continue
        }
        let step = Int.random(in: 0..<8, using: &generator)
        if step < 3 {
          line = max(0, line - Int.random(in: 0...2, using: &generator))
        } else if step < 6 {
          line = min(lineCount + 1, line + Int.random(in: 0...2, using: &generator))
        } else {
          line = Int.random(in: 0...lineCount + 1, using: &generator)
        }
        let start = TextPosition(line: line, character: Int.random(in: 0...6, using: &generator))
        let end = TextPosition(
          line: line + Int.random(in: -1...1, using: &generator),
          character: Int.random(in: 0...6, using: &generator))
        changes.append(
          TextDocument.Change(
            range: (start, end), text: randomText(Int.random(in: 0...3, using: &generator))))
      }
      var batched = TextDocument(uri: "u", version: 0, text: text)
      batched.apply(changes)
      let expected = oneByOne(text, changes)
      XCTAssertEqual(batched.bytes, expected.bytes, "text \(text.debugDescription), \(changes)")
      XCTAssertEqual(batched.lineStarts, expected.lineStarts)
    }
  }

  /// Positions of ASCII lines are read off their bytes (a flow written on one line took
  /// 49 s to open with 2,000 scenes, each diagnostic's place counted from the line's
  /// start); they agree with counting, as do those of other lines.
  func testPositionsAgreeWithCountingOnRandomTexts() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "bc", "\n", "\r\n", "\r", "é", "🚀", "<s id=\"x\"/>"]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let document = TextDocument(uri: "u", version: 0, text: text)
      let source = SourceFile(path: "t.flow", text: text)
      for offset in 0...document.bytes.count {
        // Counting UTF-16 units from the start of the line holding the offset.
        let line = document.lineStarts.lastIndex { $0 <= offset } ?? 0
        var index = document.lineStarts[line]
        var units = 0
        while index < offset {
          let length = TextDocument.sequenceLength(document.bytes[index])
          units += length == 4 ? 2 : 1
          index += length
        }
        let position = document.position(ofOffset: offset)
        XCTAssertEqual(position, TextPosition(line: line, character: units), text.debugDescription)
      }
      for line in 0..<document.lineStarts.count {
        for character in 0...12 {
          // Counting UTF-16 units from the line's start, up to its content's end.
          let end = document.lineContentEnd(line)
          var index = document.lineStarts[line]
          var units = 0
          while index < end {
            let length = TextDocument.sequenceLength(document.bytes[index])
            let width = length == 4 ? 2 : 1
            if units + width > character { break }
            units += width
            index = min(index + length, end)
          }
          XCTAssertEqual(
            document.offset(of: TextPosition(line: line, character: character)), index,
            text.debugDescription)
        }
      }
      for line in 0..<source.lineStarts.count {
        for column in 0...12 {
          // Counting columns (Unicode scalars) from the line's start, stopping at `\n`.
          var index = source.lineStarts[line]
          var counted = 1
          while index < source.bytes.count, counted < column, source.bytes[index] != 0x0A {
            index += 1
            while index < source.bytes.count && source.bytes[index] & 0xC0 == 0x80 { index += 1 }
            counted += 1
          }
          XCTAssertEqual(
            source.offset(of: SourceLocation(file: "t.flow", line: line + 1, column: column)),
            index, text.debugDescription)
        }
      }
    }
  }

  /// 5,000 replacements from the end of a text back, as a replace-all sends them: one
  /// pass over the text, where each change took one.
  func testAReplaceAllIsWrittenInOnePass() {
    let count = 5000
    let text = (0..<count).map { "  <segue id=\"s\($0)\" to=\"detail\"/>" }.joined(separator: "\n")
    let changes = (0..<count).reversed().map { line in
      let character = "  <segue id=\"s\(line)\" to=\"".utf16.count
      return TextDocument.Change(
        range: (
          TextPosition(line: line, character: character),
          TextPosition(line: line, character: character + "detail".count)
        ), text: "master")
    }
    var document = TextDocument(uri: "u", version: 0, text: text)
    document.apply(changes)
    XCTAssertEqual(document.passes, 1)
    XCTAssertEqual(document.text, text.replacingOccurrences(of: "\"detail\"", with: "\"master\""))
  }

  /// The same from the start of the text on, as an editor may send them too, on one long
  /// line and on many.
  func testChangesFromTheStartOnAreWrittenInOnePass() {
    let count = 5000
    let line = String(repeating: "<a to=\"d\"/>", count: count)
    var document = TextDocument(uri: "u", version: 0, text: line + "\n" + line)
    let width = "<a to=\"d\"/>".utf16.count
    let offset = "<a to=\"".utf16.count
    // Each change shifts the rest of its line by one: "dd" for "d".
    let changes = [0, 1].flatMap { row in
      (0..<count).map { k in
        let character = k * (width + 1) + offset
        return TextDocument.Change(
          range: (
            TextPosition(line: row, character: character),
            TextPosition(line: row, character: character + 1)
          ), text: "dd")
      }
    }
    document.apply(changes)
    XCTAssertEqual(document.passes, 1)
    let changed = line.replacingOccurrences(of: "\"d\"", with: "\"dd\"")
    XCTAssertEqual(document.text, changed + "\n" + changed)
  }

  /// The same through the server: a `didChange` of 2,000 changes leaves the text one
  /// pass and one check later.
  func testADidChangeOfThousandsOfChangesIsOnePass() throws {
    var client = try ScriptedClient.initialized()
    let uri = "file:///project/Flows/Many.flow"
    let count = 2000
    let scenes = (0..<count).map { "  <scene id=\"s\($0)\" class=\"S\($0)ViewController\"/>" }
    let text = (["<flow name=\"Many\" version=\"1\" initial=\"s0\">"] + scenes + ["</flow>"])
      .joined(separator: "\n")
    _ = client.open(uri, text)
    let changes: [JSONValue] = (1...count).reversed().map { line in
      let character = "  <scene id=\"s\(line - 1)\" class=\"".utf16.count
      return [
        "range": [
          "start": ["line": JSONValue(line), "character": JSONValue(character)],
          "end": ["line": JSONValue(line), "character": JSONValue(character + 1)],
        ],
        "text": "T",
      ]
    }
    client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": .array(changes)])
    let document = try XCTUnwrap(client.server.documents[uri])
    XCTAssertEqual(document.text.passes, 1)
    XCTAssertEqual(
      document.text.text, text.replacingOccurrences(of: "class=\"S", with: "class=\"T"))
  }
}
