import XCTest

@testable import FlowLanguageServer

/// Malformed input mid-typing: every state a flow passes through as it is typed, and as
/// it is taken apart, gets diagnostics and answers to every request, never a crash.
final class KeystrokeTests: XCTestCase {
  let uri = SampleFlow.uri

  /// Asks everything at `position` and checks each answer is a result, not an error.
  func askEverything(_ client: inout ScriptedClient, at position: (Int, Int), _ state: String) {
    let at = ScriptedClient.at(uri, position.0, position.1)
    var renameParams = at
    if case .object(var object) = at {
      object["newName"] = "renamed"
      object["context"] = ["includeDeclaration": true]
      renameParams = .object(object)
    }
    for method in [
      "textDocument/completion", "textDocument/hover", "textDocument/definition",
      "textDocument/references", "textDocument/prepareRename",
    ] {
      let answer = client.response(method, renameParams)
      XCTAssertNil(answer["error"], "\(method) at \(position) of: \(state)")
    }
    let rename = client.response("textDocument/rename", renameParams)
    // A rename may be refused (nothing to rename there), but only as RequestFailed.
    if let code = rename["error"]?["code"]?.int { XCTAssertEqual(code, -32803, state) }
    XCTAssertNil(
      client.response("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])[
        "error"])
  }

  func testTypingTheSampleFlowCharacterByCharacter() throws {
    var client = try ScriptedClient.initialized()
    _ = client.open(uri, "")
    var typed = ""
    var line = 0
    var column = 0
    for (index, character) in SampleFlow.text.enumerated() {
      let diagnostics = client.change(
        uri, version: index + 2, [((line, column), (line, column), String(character))])
      typed.append(character)
      if character == "\n" {
        line += 1
        column = 0
      } else {
        column += String(character).utf16.count
      }
      XCTAssertEqual(client.server.documents[uri]?.text.text, typed)
      if index < SampleFlow.text.count - 2 {
        XCTAssertFalse(diagnostics.isEmpty, "an unfinished flow has a problem: \(typed)")
      }
      // Every few keystrokes (all of them is slow in a debug build), ask everything.
      if index % 7 == 0 || character == "\"" || character == "<" || character == " " {
        askEverything(&client, at: (line, column), typed)
      }
    }
    XCTAssertEqual(client.change(uri, version: 10_000, []), [], "the whole flow is clean")
  }

  func testDeletingEveryLineInTurnAndCuttingEveryTag() throws {
    var client = try ScriptedClient.initialized()
    let lines = SampleFlow.text.split(separator: "\n", omittingEmptySubsequences: false)
    var version = 1
    for removed in lines.indices {
      var remaining = lines
      remaining.remove(at: removed)
      let text = remaining.joined(separator: "\n")
      version += 1
      _ = client.open(uri, text, version: version)
      askEverything(&client, at: (removed, 4), text)
      // Cut a line in half at every fourth column, as a selection deleted across lines.
      for column in stride(from: 0, to: lines[removed].utf16.count, by: 4) {
        version += 1
        _ = client.open(uri, SampleFlow.text, version: version)
        _ = client.change(uri, version: version, [((removed, column), (removed + 2, 3), "<")])
        askEverything(&client, at: (removed, column + 1), "cut at \(removed):\(column)")
      }
    }
  }

  func testHostileTextsGetDiagnosticsAndAnswers() throws {
    var client = try ScriptedClient.initialized()
    let texts = [
      "", "<", "</", "<>", "<<<<", "\"", "<flow", "<flow name=", "<flow name=\"", "<!--",
      "<![CDATA[",
      "<?xml", "<flow><scene id=\"a\"><segue to=\"", "</flow></scene>",
      String(repeating: "<a>", count: 5000),
      "<flow name=\"X\" version=\"1\" initial=\"🚀\"><scene id=\"🚀\" class=\"é\"/></flow>",
      "<flow \u{0}>", "\u{FEFF}<flow/>",
      "<flow name='a' initial='b' version='1'><navigation id='b' root='b'/></flow>",
      "<scene id=\"a\" id=\"a\" to=\"a\" to=\"a\">", "\r\r\n\r<flow\r name=\"x\"\r>",
    ]
    for (index, text) in texts.enumerated() {
      _ = client.open(uri, text, version: index)
      let document = client.server.documents[uri]!.text
      let lastLine = document.lineStarts.count - 1
      for line in [0, lastLine, lastLine + 3] {
        for column in [0, 1, 3, 9, 500] {
          askEverything(&client, at: (line, column), text)
        }
      }
    }
  }
}
