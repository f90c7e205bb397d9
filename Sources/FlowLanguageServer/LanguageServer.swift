import FlowModel

/// The language server's state and its answer to each message: a message in, the
/// messages to send back out (responses and notifications), no I/O. `StdioSession`
/// carries the messages over standard input and output; tests call `handle` directly.
///
/// Requests are answered in the order they come, one at a time: a check of the largest
/// flows takes a fraction of a second, and answering in order keeps every answer about
/// the text the client last sent.
public struct LanguageServer: Sendable {
  /// flowc's version, reported as `serverInfo`.
  let version: String
  var documents: [String: OpenDocument] = [:]
  private(set) var isInitialized = false
  private(set) var isShuttingDown = false
  /// Set once `exit` arrives: 0 after a `shutdown` request, 1 without one (as LSP says).
  public private(set) var exitStatus: Int32?
  /// When true, opening or changing a document does not check it at once but leaves it
  /// to `checkPending()` (the stdio session sets it; in process, each change is checked
  /// as it comes).
  public var defersChecks = false
  /// Documents changed since they were last checked (while `defersChecks`).
  var uncheckedDocuments: Set<String> = []

  public init(version: String) {
    self.version = version
  }

  /// The answer to one message (already parsed from JSON).
  public mutating func handle(_ message: JSONValue) -> [JSONValue] {
    guard case .object = message else {
      return [
        Self.errorResponse(
          id: .null,
          ResponseError(
            code: ResponseError.invalidRequestCode, message: "a message must be a JSON object"))
      ]
    }
    let id = message["id"]
    guard let method = message["method"]?.string else {
      // A response to a request of ours (we send none) or nonsense: answer only nonsense
      // that carries an id.
      if message["result"] != nil || message["error"] != nil { return [] }
      return id.map {
        [
          Self.errorResponse(
            id: $0,
            ResponseError(
              code: ResponseError.invalidRequestCode, message: "a request needs a 'method' string"))
        ]
      } ?? []
    }
    let params = RequestParameters(value: message["params"] ?? .null)
    guard let id else {
      return notification(method, params)
    }
    let published = checkPending()
    do {
      let result = try request(method, params)
      return published + [["jsonrpc": "2.0", "id": id, "result": result]]
    } catch let error as ResponseError {
      return published + [Self.errorResponse(id: id, error)]
    } catch {
      return published + [
        Self.errorResponse(
          id: id, ResponseError(code: ResponseError.internalErrorCode, message: "\(error)"))
      ]
    }
  }

  /// The answer to a message whose body is not JSON: there is no id to answer, so the
  /// error goes to id null, as JSON-RPC says.
  public static func unparsableMessage(_ problem: Diagnostic) -> JSONValue {
    errorResponse(
      id: .null, ResponseError(code: ResponseError.parseErrorCode, message: problem.message))
  }

  static func errorResponse(id: JSONValue, _ error: ResponseError) -> JSONValue {
    [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": JSONValue(error.code), "message": .string(error.message)],
    ]
  }

  static func notificationMessage(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  private mutating func request(_ method: String, _ params: RequestParameters) throws -> JSONValue {
    if method == "initialize" {
      guard !isInitialized else {
        throw ResponseError(
          code: ResponseError.invalidRequestCode, message: "the server is already initialized")
      }
      isInitialized = true
      return capabilities
    }
    guard isInitialized else {
      throw ResponseError(
        code: ResponseError.serverNotInitializedCode, message: "send 'initialize' first")
    }
    guard !isShuttingDown else {
      throw ResponseError(
        code: ResponseError.invalidRequestCode,
        message: "the server is shutting down; only 'exit' is accepted")
    }
    switch method {
    case "shutdown":
      isShuttingDown = true
      return .null
    case "textDocument/definition": return try definition(params)
    case "textDocument/references": return try references(params)
    case "textDocument/prepareRename": return try prepareRename(params)
    case "textDocument/rename": return try rename(params)
    case "textDocument/completion": return try completion(params)
    case "textDocument/hover": return try hover(params)
    case "textDocument/documentSymbol": return try documentSymbols(params)
    default:
      throw ResponseError(
        code: ResponseError.methodNotFoundCode, message: "flowc lsp does not handle '\(method)'")
    }
  }

  private mutating func notification(_ method: String, _ params: RequestParameters) -> [JSONValue] {
    if method == "exit" {
      exitStatus = isShuttingDown ? 0 : 1
      return []
    }
    guard isInitialized, !isShuttingDown else { return [] }
    // A notification gets no answer, even when it is wrong: its mistakes are dropped.
    switch method {
    case "textDocument/didOpen": return (try? didOpen(params)) ?? []
    case "textDocument/didChange": return (try? didChange(params)) ?? []
    case "textDocument/didClose": return (try? didClose(params)) ?? []
    default: return []
    }
  }

  private var capabilities: JSONValue {
    [
      "capabilities": [
        "positionEncoding": "utf-16",
        "textDocumentSync": ["openClose": true, "change": 2],
        "definitionProvider": true,
        "referencesProvider": true,
        "renameProvider": ["prepareProvider": true],
        "completionProvider": ["triggerCharacters": ["<", " ", "\""]],
        "hoverProvider": true,
        "documentSymbolProvider": true,
      ],
      "serverInfo": ["name": "flowc", "version": .string(version)],
    ]
  }
}
