import FlowKit
import XCTest

@testable import FlowLanguageServer

/// Diagnostics as you type: the same front end as `flowc check`, on the editor's text,
/// re-run after every incremental change.
final class DiagnosticsTests: XCTestCase {
  func testOpeningAFlowPublishesWhatCheckReportsWithTheSameRulesAndPlaces() throws {
    var client = try ScriptedClient.initialized()
    let text = SampleFlow.text.replacingOccurrences(of: "to=\"detail\"", with: "to=\"detial\"")
    let published = client.open(SampleFlow.uri, text)
    let checked = DiagnosticLog(
      FlowFrontEnd.load(SourceFile(path: "/project/Flows/FriendList.flow", text: text)).diagnostics
    ).sorted
    XCTAssertFalse(checked.isEmpty)
    XCTAssertEqual(published.count, checked.count)
    for (item, diagnostic) in zip(published, checked) {
      XCTAssertEqual(item["code"]?.string, diagnostic.rule.rawValue)
      XCTAssertEqual(item["severity"]?.int, diagnostic.severity == .error ? 1 : 2)
      XCTAssertEqual(item["message"]?.string, diagnostic.fullMessage)
      XCTAssertEqual(item["source"], "flowc")
      // check's 1-based line; the column of an all-ASCII line is the same offset.
      XCTAssertEqual(item["range"]?.start.0, diagnostic.location.line - 1)
    }
    let unknown = try XCTUnwrap(
      published.first { $0["message"]?.string?.contains("detial") == true })
    XCTAssertEqual(unknown["severity"], 1)
    XCTAssertTrue(unknown["message"]?.string?.contains("did you mean 'detail'?") == true)
    // check points at the attribute; the range underlines it with its value.
    let (line, column) = place(of: "to=\"detial\"", in: text)
    XCTAssertTrue(unknown["range"]!.start == (line, column), "\(unknown)")
    XCTAssertTrue(unknown["range"]!.end == (line, column + 11), "\(unknown)")
  }

  func testIncrementalEditsCountUTF16UnitsPastNonASCIIText() throws {
    var client = try ScriptedClient.initialized()
    // On one line: an emoji (two UTF-16 units, four UTF-8 bytes) and an accent (one unit,
    // two bytes) before the reference the edit changes.
    let text = SampleFlow.text.replacingOccurrences(
      of: "<navigation id=\"editNavigation\" root=\"edit\"/>",
      with: "<navigation id=\"editNavigation\" class=\"Nav\" storyboardID=\"🚀é\" root=\"edt\"/>")
    let before = client.open(SampleFlow.uri, text)
    XCTAssertTrue(before.contains { $0["message"]?.string?.contains("'edt'") == true }, "\(before)")
    // The diagnostic's own range is in UTF-16 units: 🚀 counts two.
    let (line, column) = place(of: "edt\"", in: text)
    let reported = try XCTUnwrap(before.first { $0["message"]?.string?.contains("'edt'") == true })
    XCTAssertTrue(reported["range"]!.start == (line, column - 6), "\(reported)")
    XCTAssertTrue(reported["range"]!.end == (line, column + 4), "\(reported)")
    // Insert the missing "i": between "ed" and "t".
    let after = client.change(
      SampleFlow.uri, version: 2, [((line, column + 2), (line, column + 2), "i")])
    XCTAssertEqual(after, [], "fixed by the edit")
    let document = try XCTUnwrap(client.server.documents[SampleFlow.uri])
    XCTAssertTrue(document.text.text.contains("storyboardID=\"🚀é\" root=\"edit\""))
    XCTAssertEqual(document.text.version, 2)
    // Several edits in one change, applied in order; the second one's position is in the
    // text the first one made.
    let broken = client.change(
      SampleFlow.uri, version: 3,
      [((line, column), (line, column + 4), "x"), ((line, column), (line, column + 1), "edit")])
    XCTAssertEqual(broken, [])
    XCTAssertTrue(client.server.documents[SampleFlow.uri]!.text.text.contains("root=\"edit\""))
  }

  func testPositionsConvertBothWaysThroughSurrogatePairsAndLineBreaks() {
    let document = TextDocument(uri: "u", version: 0, text: "a🚀b\r\nçd\re\n")
    XCTAssertEqual(document.lineStarts, [0, 8, 12, 14])
    XCTAssertEqual(document.offset(of: TextPosition(line: 0, character: 1)), 1)
    XCTAssertEqual(document.offset(of: TextPosition(line: 0, character: 3)), 5)  // after 🚀
    // Inside the pair: the start of the character, not half of it.
    XCTAssertEqual(document.offset(of: TextPosition(line: 0, character: 2)), 1)
    // Past the line's end: its end, before \r\n.
    XCTAssertEqual(document.offset(of: TextPosition(line: 0, character: 99)), 6)
    XCTAssertEqual(document.offset(of: TextPosition(line: 1, character: 1)), 10)
    XCTAssertEqual(document.offset(of: TextPosition(line: 2, character: 0)), 12)
    XCTAssertEqual(document.offset(of: TextPosition(line: 40, character: 0)), 14)
    XCTAssertEqual(document.position(ofOffset: 5), TextPosition(line: 0, character: 3))
    XCTAssertEqual(document.position(ofOffset: 10), TextPosition(line: 1, character: 1))
    XCTAssertEqual(document.position(ofOffset: 999), TextPosition(line: 3, character: 0))
    var edited = document
    edited.replace(
      from: TextPosition(line: 0, character: 1), to: TextPosition(line: 1, character: 1),
      with: "é\n")
    XCTAssertEqual(edited.text, "aé\nd\re\n")
    // A reversed range is the same range.
    edited.replace(
      from: TextPosition(line: 1, character: 1), to: TextPosition(line: 0, character: 1), with: "")
    XCTAssertEqual(edited.text, "a\re\n")
  }

  func testAConfigGetsTheConfigDecodersDiagnostics() throws {
    var client = try ScriptedClient.initialized()
    let uri = "file:///project/flowc.json"
    let text = "{\n  \"flows\": [\"Flows/*.flow\"],\n  \"outptu\": \"Generated\"\n}\n"
    let published = client.open(uri, text)
    let decoded = ProjectConfigDecoder.decode(SourceFile(path: "/project/flowc.json", text: text))
    XCTAssertFalse(decoded.diagnostics.isEmpty)
    XCTAssertEqual(
      published.map { $0["code"]?.string }, decoded.diagnostics.map { $0.rule.rawValue })
    let unknown = try XCTUnwrap(
      published.first { $0["message"]?.string?.contains("outptu") == true })
    XCTAssertEqual(unknown["range"]?.start.0, 2)
    // Malformed JSON mid-typing is one diagnostic, not a dead server.
    let malformed = client.change(uri, version: 2, [((3, 0), (3, 1), "")])
    XCTAssertEqual(malformed.first?["code"], "config-malformed")
  }

  func testClosingADocumentClearsItsDiagnostics() throws {
    var client = try ScriptedClient.initialized()
    XCTAssertFalse(client.open(SampleFlow.uri, "<flow").isEmpty)
    let answers = client.notify(
      "textDocument/didClose", ["textDocument": ["uri": .string(SampleFlow.uri)]])
    XCTAssertEqual(ScriptedClient.diagnostics(in: answers, uri: SampleFlow.uri), [])
    XCTAssertNil(client.server.documents[SampleFlow.uri])
  }

  func testAChangeWithoutARangeReplacesTheWholeText() throws {
    var client = try ScriptedClient.initialized()
    XCTAssertFalse(client.open(SampleFlow.uri, "<flow").isEmpty)
    let answers = client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(SampleFlow.uri), "version": 2],
        "contentChanges": [["text": .string(SampleFlow.text)]],
      ])
    XCTAssertEqual(ScriptedClient.diagnostics(in: answers, uri: SampleFlow.uri), [])
  }

  func testAFileNameWithAnInvisibleCharacterIsRefusedAsCheckRefusesIt() throws {
    var client = try ScriptedClient.initialized()
    let published = client.open("file:///project/Evil%E2%80%AEwolf.flow", SampleFlow.text)
    XCTAssertEqual(published.map { $0["code"] }, ["file-name-unsafe"])
  }

  func testABurstOfChangesIsCheckedOnceWhenTheSessionDefersChecks() throws {
    var client = try ScriptedClient.initialized()
    client.server.defersChecks = true
    XCTAssertEqual(
      client.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(SampleFlow.uri), "version": 1, "text": "<flow"]]), [])
    for version in 2...4 {
      let answers = client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(SampleFlow.uri), "version": JSONValue(version)],
          "contentChanges": [["text": .string(version == 4 ? SampleFlow.text : "<flow")]],
        ])
      XCTAssertEqual(answers, [], "deferred")
    }
    // A request is answered about the text as it is: the pending check comes first.
    let answers = client.send([
      "jsonrpc": "2.0", "id": 7, "method": "textDocument/documentSymbol",
      "params": ["textDocument": ["uri": .string(SampleFlow.uri)]],
    ])
    XCTAssertEqual(answers.count, 2)
    XCTAssertEqual(answers.first?["method"], "textDocument/publishDiagnostics")
    XCTAssertEqual(answers.first?["params"]?["version"], 4)
    XCTAssertEqual(answers.first?["params"]?["diagnostics"], [])
    XCTAssertEqual(answers.last?["result"]?.array?.count, 9)
    XCTAssertEqual(client.server.checkPending(), [], "nothing left to check")
  }
}
