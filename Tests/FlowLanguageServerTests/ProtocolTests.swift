import XCTest

@testable import FlowLanguageServer

/// The life cycle, bad requests, and the framing of messages.
final class ProtocolTests: XCTestCase {
  func testInitializeAnnouncesIncrementalSyncAndTheFeatures() throws {
    var client = ScriptedClient()
    let result = try client.request("initialize", ["capabilities": [:]])
    let capabilities = try XCTUnwrap(result["capabilities"])
    XCTAssertEqual(capabilities["textDocumentSync"]?["change"], 2)
    XCTAssertEqual(capabilities["textDocumentSync"]?["openClose"], true)
    XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
    for provider in [
      "definitionProvider", "referencesProvider", "hoverProvider", "documentSymbolProvider",
    ] {
      XCTAssertEqual(capabilities[provider], true, provider)
    }
    XCTAssertEqual(capabilities["renameProvider"]?["prepareProvider"], true)
    XCTAssertNotNil(capabilities["completionProvider"]?["triggerCharacters"])
    XCTAssertEqual(result["serverInfo"]?["name"], "flowc")
  }

  func testRequestsBeforeInitializeAreRefusedAndNotificationsIgnored() {
    var client = ScriptedClient()
    XCTAssertEqual(
      client.error("textDocument/hover", ScriptedClient.at("file:///a.flow", 0, 0))?.code, -32002)
    XCTAssertEqual(
      client.notify(
        "textDocument/didOpen", ["textDocument": ["uri": "file:///a.flow", "text": "<"]]), [])
  }

  func testOneBadRequestGetsAnErrorAndTheServerGoesOn() throws {
    var client = try ScriptedClient.initialized()
    _ = client.open(SampleFlow.uri, SampleFlow.text)
    XCTAssertEqual(client.error("textDocument/unheardOf", [:])?.code, -32601)
    XCTAssertEqual(client.error("textDocument/definition", [:])?.code, -32602)
    XCTAssertEqual(
      client.error(
        "textDocument/definition",
        [
          "textDocument": ["uri": .string(SampleFlow.uri)],
          "position": ["line": "one", "character": 0],
        ])?.code,
      -32602)
    XCTAssertEqual(
      client.error(
        "textDocument/definition",
        [
          "textDocument": ["uri": .string(SampleFlow.uri)],
          "position": ["line": -1, "character": 0],
        ])?.code,
      -32602)
    XCTAssertEqual(
      client.error("textDocument/hover", ScriptedClient.at("file:///not-open.flow", 0, 0))?.code,
      -32602)
    XCTAssertEqual(
      client.error("textDocument/rename", ScriptedClient.at(SampleFlow.uri, 0, 0))?.code, -32602,
      "no newName")
    XCTAssertEqual(client.error("initialize", [:])?.code, -32600, "twice")
    // Messages that are not requests at all.
    XCTAssertEqual(client.send([1, 2])[0]["error"]?["code"], -32600)
    XCTAssertEqual(client.send(["id": 99, "params": [:]])[0]["error"]?["code"], -32600)
    XCTAssertEqual(client.send(["id": 99, "result": nil]), [], "a stray response is ignored")
    // A body that is not JSON: a parse error to id null.
    guard case .failure(let problem) = JSONValue.parse(Array("{\"id\": 1, ".utf8)) else {
      return XCTFail("parsed nonsense")
    }
    let parseError = LanguageServer.unparsableMessage(problem)
    XCTAssertEqual(parseError["error"]?["code"], -32700)
    XCTAssertEqual(parseError["id"], .null)
    // Malformed notifications are dropped without an answer.
    XCTAssertEqual(
      client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(SampleFlow.uri)],
          "contentChanges": [["range": "everywhere", "text": 3]],
        ]), [])
    // Still serving, with the text unchanged.
    let symbols = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": .string(SampleFlow.uri)]])
    XCTAssertEqual(symbols.array?.count, 9)
  }

  func testShutdownThenExitEndsWithZeroAndExitAloneWithOne() throws {
    var client = try ScriptedClient.initialized()
    XCTAssertEqual(try client.request("shutdown", nil), .null)
    XCTAssertEqual(
      client.error("textDocument/hover", ScriptedClient.at("file:///a.flow", 0, 0))?.code, -32600)
    XCTAssertNil(client.server.exitStatus)
    client.notify("exit", nil)
    XCTAssertEqual(client.server.exitStatus, 0)
    var abrupt = try ScriptedClient.initialized()
    abrupt.notify("exit", nil)
    XCTAssertEqual(abrupt.server.exitStatus, 1)
  }

  func testFramingReassemblesMessagesSplitAnywhere() throws {
    let first = MessageFraming.frame(["jsonrpc": "2.0", "method": "a", "params": ["text": "é🚀"]])
    let second = MessageFraming.frame(["jsonrpc": "2.0", "method": "b"])
    let stream =
      first + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + second
    for split in 0...stream.count {
      var framing = MessageFraming()
      var bodies: [[UInt8]] = []
      framing.append(stream[..<split])
      while let body = try framing.nextMessage() { bodies.append(body) }
      framing.append(stream[split...])
      while let body = try framing.nextMessage() { bodies.append(body) }
      let methods = bodies.compactMap { body -> String? in
        guard case .success(let value) = JSONValue.parse(body) else { return nil }
        return value["method"]?.string
      }
      // The stray header line joins the second message's header, which still has its length.
      XCTAssertEqual(methods, ["a", "b"], "split at \(split)")
    }
  }

  func testFramingRefusesAbsurdLengthsAndHeaders() {
    let bad: [(String, String)] = [
      ("Content-Length: 999999999999\r\n\r\n", "more than the"),
      ("Content-Length: 99999999999999999999999999\r\n\r\n", "is not a byte count"),
      ("Content-Length: -4\r\n\r\n", "is not a byte count"),
      ("Content-Type: text\r\n\r\n{}", "no Content-Length"),
      (String(repeating: "X-Padding: yes\r\n", count: 1000), "longer than"),
    ]
    for (header, reason) in bad {
      var framing = MessageFraming()
      framing.append(Array(header.utf8))
      XCTAssertThrowsError(try framing.nextMessage(), header) { error in
        XCTAssertTrue("\(error)".contains(reason), "\(header): \(error)")
      }
    }
    var exact = MessageFraming()
    exact.append(Array("Content-Length: \(MessageFraming.maximumContentLength)\r\n\r\n".utf8))
    XCTAssertNil(try exact.nextMessage(), "the largest length is accepted and waited for")
  }

  func testJSONWritesWhatItReads() {
    let value: JSONValue = [
      "text": "line\n\"quoted\" \\ tab\t \u{1} é🚀 \u{2028}", "number": 42, "fraction": .number(0.5),
      "list": [true, false, nil, -7], "nested": ["empty": [:]],
    ]
    guard case .success(let back) = JSONValue.parse(Array(value.serialized().utf8)) else {
      return XCTFail("does not parse: \(value.serialized())")
    }
    XCTAssertEqual(back, value)
  }
}
