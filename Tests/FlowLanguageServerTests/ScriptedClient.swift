import XCTest

@testable import FlowLanguageServer

/// A scripted LSP client talking to the server's message handler in process: each
/// message goes through JSON text both ways (serialized, then parsed with the server's own
/// reader), so what is asserted is what a real client would receive.
struct ScriptedClient {
  var server = LanguageServer(version: "test")
  var nextID = 1
  /// Every notification the server sent, in order.
  var notifications: [JSONValue] = []

  /// A client that has done the `initialize` handshake.
  static func initialized() throws -> ScriptedClient {
    var client = ScriptedClient()
    _ = try client.request("initialize", ["processId": nil, "capabilities": [:]])
    client.notify("initialized", [:])
    return client
  }

  /// Sends a message; returns the answers after a round trip through JSON text.
  mutating func send(_ message: JSONValue) -> [JSONValue] {
    let text = message.serialized()
    guard case .success(let parsed) = JSONValue.parse(Array(text.utf8)) else {
      XCTFail("the client's own message does not parse: \(text)")
      return []
    }
    return server.handle(parsed).map { answer in
      let answerText = answer.serialized()
      guard case .success(let back) = JSONValue.parse(Array(answerText.utf8)) else {
        XCTFail("the server sent text that is not JSON: \(answerText)")
        return .null
      }
      return back
    }
  }

  /// A request's whole response (result or error), after any notifications it caused.
  mutating func response(_ method: String, _ params: JSONValue) -> JSONValue {
    let id = nextID
    nextID += 1
    let answers = send([
      "jsonrpc": "2.0", "id": JSONValue(id), "method": .string(method), "params": params,
    ])
    notifications += answers.filter { $0["id"] == nil }
    let responses = answers.filter { $0["id"] != nil }
    XCTAssertEqual(responses.count, 1, "one response to \(method): \(answers)")
    XCTAssertEqual(responses.first?["id"], JSONValue(id))
    return responses.first ?? .null
  }

  /// A request's result; fails the test on an error response.
  mutating func request(_ method: String, _ params: JSONValue) throws -> JSONValue {
    let answer = response(method, params)
    if let error = answer["error"] {
      XCTFail("\(method) failed: \(error.serialized())")
      throw RequestFailed(method: method)
    }
    return answer["result"] ?? .null
  }

  /// A request's error code and message; fails the test when it succeeds.
  mutating func error(_ method: String, _ params: JSONValue) -> (code: Int, message: String)? {
    let answer = response(method, params)
    guard let error = answer["error"] else {
      XCTFail("\(method) should have failed, but answered \(answer.serialized())")
      return nil
    }
    return (error["code"]?.int ?? 0, error["message"]?.string ?? "")
  }

  @discardableResult
  mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
    let answers = send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    notifications += answers
    return answers
  }

  /// Opens a document and returns the diagnostics published for it.
  mutating func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
    let answers = notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "xml", "version": JSONValue(version),
          "text": .string(text),
        ]
      ])
    return Self.diagnostics(in: answers, uri: uri)
  }

  /// Applies range edits (UTF-16 positions) and returns the diagnostics published.
  mutating func change(
    _ uri: String, version: Int, _ edits: [(start: (Int, Int), end: (Int, Int), text: String)]
  ) -> [JSONValue] {
    let changes: [JSONValue] = edits.map { edit in
      [
        "range": [
          "start": ["line": JSONValue(edit.start.0), "character": JSONValue(edit.start.1)],
          "end": ["line": JSONValue(edit.end.0), "character": JSONValue(edit.end.1)],
        ],
        "text": .string(edit.text),
      ]
    }
    let answers = notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
        "contentChanges": .array(changes),
      ])
    return Self.diagnostics(in: answers, uri: uri)
  }

  static func diagnostics(in answers: [JSONValue], uri: String) -> [JSONValue] {
    let published = answers.filter {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
    }
    XCTAssertEqual(published.count, 1, "one publication for \(uri): \(answers)")
    return published.last?["params"]?["diagnostics"]?.array ?? []
  }

  static func position(_ line: Int, _ character: Int) -> JSONValue {
    ["line": JSONValue(line), "character": JSONValue(character)]
  }

  /// The parameters of a request about a place in a document.
  static func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
    ["textDocument": ["uri": .string(uri)], "position": position(line, character)]
  }
}

struct RequestFailed: Error {
  var method: String
}

/// A place in a text, found by a marker written in it: the line and UTF-16 column of the
/// first occurrence of `needle` (plus `offset` UTF-16 units), as an editor would send it.
func place(of needle: String, in text: String, offset: Int = 0, occurrence: Int = 1) -> (Int, Int) {
  var searchStart = text.startIndex
  var found: Range<String.Index>?
  for _ in 0..<occurrence {
    found = text.range(of: needle, range: searchStart..<text.endIndex)
    guard let current = found else { break }
    searchStart = current.upperBound
  }
  guard let found else {
    XCTFail("'\(needle)' is not in the text")
    return (0, 0)
  }
  let before = text[..<found.lowerBound]
  let line = before.filter { $0 == "\n" }.count
  let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
  let column = text[lineStart..<found.lowerBound].utf16.count
  return (line, column + offset)
}

extension JSONValue {
  /// `start` of an LSP range as (line, character).
  var start: (Int, Int) {
    (self["start"]?["line"]?.int ?? -1, self["start"]?["character"]?.int ?? -1)
  }
  var end: (Int, Int) {
    (self["end"]?["line"]?.int ?? -1, self["end"]?["character"]?.int ?? -1)
  }
}
