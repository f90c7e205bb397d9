/// A request that gets an error response instead of a result, with the JSON-RPC or LSP
/// error code that says why. Thrown by a handler; the server answers it and goes on.
struct ResponseError: Error, Sendable {
  var code: Int
  var message: String

  // JSON-RPC 2.0's codes and LSP 3.17's (`ErrorCodes`, `LSPErrorCodes`).
  static let parseErrorCode = -32700
  static let invalidRequestCode = -32600
  static let methodNotFoundCode = -32601
  static let invalidParamsCode = -32602
  static let internalErrorCode = -32603
  static let serverNotInitializedCode = -32002
  static let requestFailedCode = -32803

  static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: invalidParamsCode, message: message)
  }

  static func requestFailed(_ message: String) -> ResponseError {
    ResponseError(code: requestFailedCode, message: message)
  }
}

/// Reading a request's parameters: each accessor throws `invalidParams` naming the field
/// that is missing or of the wrong type.
struct RequestParameters {
  let value: JSONValue

  func value(at path: String) -> JSONValue? {
    var current: JSONValue? = value
    for key in path.split(separator: ".") { current = current?[String(key)] }
    return current
  }

  func string(_ path: String) throws -> String {
    guard let string = value(at: path)?.string else {
      throw ResponseError.invalidParams("'\(path)' must be a string")
    }
    return string
  }

  func int(_ path: String) throws -> Int {
    guard let int = value(at: path)?.int else {
      throw ResponseError.invalidParams("'\(path)' must be an integer")
    }
    return int
  }

  func position(_ path: String) throws -> TextPosition {
    let line = try int(path + ".line")
    let character = try int(path + ".character")
    guard line >= 0, character >= 0 else {
      throw ResponseError.invalidParams("'\(path)' must not be negative")
    }
    return TextPosition(line: line, character: character)
  }
}
