import FlowTestSupport
import Foundation
import XCTest

@testable import FlowLanguageServer

/// The built `flowc lsp` through pipes, as an editor starts it, and a real client:
/// Neovim's built-in LSP client, headless.
final class LanguageServerProcessTests: XCTestCase {
  func flowc() throws -> URL {
    try XCTUnwrap(BuiltProducts.flowc, "build flowc first: swift build --product flowc")
  }

  /// The framed messages of a session, one `Data`.
  func stream(_ messages: [JSONValue]) -> Data {
    Data(messages.flatMap(MessageFraming.frame))
  }

  /// Every message in `data`, in order.
  func messages(in data: Data) throws -> [JSONValue] {
    var framing = MessageFraming()
    framing.append(data)
    var messages: [JSONValue] = []
    while let body = try framing.nextMessage() {
      guard case .success(let message) = JSONValue.parse(body) else {
        XCTFail("not JSON: \(String(decoding: body, as: UTF8.self))")
        continue
      }
      messages.append(message)
    }
    return messages
  }

  func testTheBuiltServerAnswersOverPipesAndExitsCleanly() throws {
    let uri = SampleFlow.uri
    let text = SampleFlow.text.replacingOccurrences(of: "to=\"detail\"", with: "to=\"detial\"")
    let (line, column) = place(of: "id=\"master\"", in: text, offset: 5)
    var input = stream([
      ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
      ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
      [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": [
            "uri": .string(uri), "languageId": "flow", "version": 1, "text": .string(text),
          ]
        ],
      ],
      [
        "jsonrpc": "2.0", "id": 2, "method": "textDocument/definition",
        "params": ScriptedClient.at(uri, line, column),
      ],
    ])
    // A body that is not JSON, and a request with bad parameters: each gets its error,
    // and the server goes on.
    input.append(Data("Content-Length: 9\r\n\r\n{\"id\": 3,".utf8))
    input.append(
      stream([
        [
          "jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": ["position": "here"],
        ],
        ["jsonrpc": "2.0", "id": 5, "method": "shutdown"],
        ["jsonrpc": "2.0", "method": "exit"],
      ]))
    let result = try ProcessRunner.run(try flowc(), ["lsp"], standardInput: input, timeout: 120)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertFalse(result.timedOut)
    let answers = try messages(in: result.standardOutputData)
    let byID = Dictionary(
      answers.compactMap { answer in answer["id"]?.int.map { ($0, answer) } },
      uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(byID[1]?["result"]?["capabilities"]?["textDocumentSync"]?["change"], 2)
    XCTAssertEqual(byID[2]?["result"]?.array?.count, 1)
    XCTAssertEqual(byID[4]?["error"]?["code"], -32602)
    XCTAssertEqual(byID[5]?["result"], .null)
    XCTAssertTrue(
      answers.contains { $0["id"] == .null && $0["error"]?["code"] == -32700 }, "\(answers)")
    let diagnostics = try XCTUnwrap(
      answers.first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?[
        "diagnostics"]?.array)
    XCTAssertEqual(diagnostics.first?["code"], "unknown-reference")
  }

  func testAnAbsurdContentLengthEndsTheSessionWithAReason() throws {
    let input = Data("Content-Length: 99999999999\r\n\r\n{}".utf8)
    let result = try ProcessRunner.run(try flowc(), ["lsp"], standardInput: input, timeout: 60)
    XCTAssertEqual(result.status, 1)
    XCTAssertFalse(result.timedOut)
    XCTAssertTrue(
      result.standardError.contains("more than the 134217728 bytes"), result.standardError)
    let notice = try messages(in: result.standardOutputData).first
    XCTAssertEqual(notice?["method"], "window/showMessage")
  }

  func testTheEndOfInputWithoutExitEndsTheServer() throws {
    let input = stream([["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]])
    let result = try ProcessRunner.run(try flowc(), ["lsp"], standardInput: input, timeout: 60)
    XCTAssertEqual(result.status, 1)
    XCTAssertFalse(result.timedOut)
    XCTAssertEqual(try messages(in: result.standardOutputData).count, 1)
  }

  /// Neovim (Debian's package, 0.7 and later) starts `flowc lsp` as its built-in client
  /// does for any server, opens a flow with an error, and writes the diagnostics it shows;
  /// then types the fix on a line with non-ASCII text before it (Neovim sends the change
  /// incrementally, in UTF-16 units) and writes what it shows after.
  func testNeovimsBuiltInClientShowsTheDiagnosticAndItsFix() throws {
    let nvim = try require(neovim())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-lsp-nvim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = folder.appendingPathComponent("FriendList.flow")
    let text = SampleFlow.text.replacingOccurrences(
      of: "<navigation id=\"editNavigation\" root=\"edit\"/>",
      with: "<navigation id=\"editNavigation\" storyboardID=\"🚀 é\" root=\"edt\"/>")
    try text.write(to: flow, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("diagnostics.txt")
    let script = folder.appendingPathComponent("client.lua")
    try """
    local flow, flowc, output = %q, %q, %q
    vim.cmd('edit ' .. vim.fn.fnameescape(flow))
    local buffer = vim.api.nvim_get_current_buf()
    local client = vim.lsp.start_client({
      name = 'flowc', cmd = { flowc, 'lsp' }, root_dir = vim.fn.fnamemodify(flow, ':h'),
    })
    vim.lsp.buf_attach_client(buffer, client)
    local lines = {}
    local function record(label)
      table.insert(lines, label)
      for _, d in ipairs(vim.diagnostic.get(buffer)) do
        local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
        table.insert(lines, table.concat({ d.lnum, d.col, d.severity, tostring(code), d.message }, '|'))
      end
    end
    vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
    record('opened')
    for row, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      local at = line:find('root="edt"', 1, true)
      if at then vim.api.nvim_buf_set_text(buffer, row - 1, at - 1 + 8, row - 1, at - 1 + 8, { 'i' }) end
    end
    vim.wait(30000, function() return #vim.diagnostic.get(buffer) == 0 end, 50)
    record('fixed')
    vim.fn.writefile(lines, output)
    vim.lsp.stop_client(client)
    vim.cmd('qall!')
    """
    .replacingOccurrences(
      of: "%q, %q, %q",
      with: [flow.path, try flowc().path, output.path].map(luaString).joined(separator: ", ")
    )
    .write(to: script, atomically: true, encoding: .utf8)
    let result = try ProcessRunner.run(
      nvim, ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile " + script.path],
      environment: ["XDG_STATE_HOME": folder.path, "XDG_DATA_HOME": folder.path], timeout: 120)
    XCTAssertFalse(result.timedOut, result.output)
    let written = try String(contentsOf: output, encoding: .utf8)
    // Neovim counts columns in bytes: the 🚀 and é before the attribute count 4 and 2.
    let (line, _) = place(of: "root=\"edt\"", in: text)
    let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line]
    let byteColumn = lineText.utf8.count - "root=\"edt\"/>".utf8.count
    let expected =
      "\(line)|\(byteColumn)|1|unknown-reference|root scene 'edt' does not exist; did you mean 'edit'?"
    XCTAssertTrue(written.hasPrefix("opened\n" + expected + "\n"), written + result.output)
    // After the fix, the diagnostics are gone (the unwinds it made unreachable too).
    XCTAssertTrue(written.hasSuffix("\nfixed\n"), written + result.output)
  }

  func luaString(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  func neovim() -> Result<URL, TestRequirement> {
    TestRequirement.executable(
      "nvim", what: "Neovim's 'nvim' (a real LSP client)",
      remedy: "install Neovim (Debian: apt-get install neovim) so that PATH finds nvim")
  }

  func require<Value>(_ requirement: Result<Value, TestRequirement>) throws -> Value {
    switch requirement {
    case .success(let value): return value
    case .failure(let missing):
      if TestRequirement.isCI { throw missing }
      throw XCTSkip(missing.description)
    }
  }
}
