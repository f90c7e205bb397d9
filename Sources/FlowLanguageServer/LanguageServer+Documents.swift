/// Text synchronisation: the client sends the whole text on open, then each change as
/// edits of ranges (`TextDocumentSyncKind.Incremental`); after each, the document is
/// checked again and its diagnostics published.
extension LanguageServer {
  mutating func didOpen(_ params: RequestParameters) throws -> [JSONValue] {
    let uri = try params.string("textDocument.uri")
    let version = (try? params.int("textDocument.version")) ?? 0
    let text = try params.string("textDocument.text")
    documents[uri] = OpenDocument(uri: uri, version: version, text: text)
    return checkOrDefer(uri)
  }

  mutating func didChange(_ params: RequestParameters) throws -> [JSONValue] {
    let uri = try params.string("textDocument.uri")
    guard var document = documents[uri] else { return [] }
    guard let changes = params.value(at: "contentChanges")?.array else {
      throw ResponseError.invalidParams("'contentChanges' must be an array")
    }
    document.text.apply(
      try changes.map { change in
        let changeParams = RequestParameters(value: change)
        let text = try changeParams.string("text")
        guard change["range"] != nil else { return TextDocument.Change(range: nil, text: text) }
        let start = try changeParams.position("range.start")
        let end = try changeParams.position("range.end")
        return TextDocument.Change(range: (start, end), text: text)
      })
    if let version = try? params.int("textDocument.version") { document.text.setVersion(version) }
    documents[uri] = document
    return checkOrDefer(uri)
  }

  mutating func didClose(_ params: RequestParameters) throws -> [JSONValue] {
    let uri = try params.string("textDocument.uri")
    guard documents.removeValue(forKey: uri) != nil else { return [] }
    uncheckedDocuments.remove(uri)
    // The problems of a closed file are no longer the editor's to show.
    return [
      Self.notificationMessage(
        "textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
    ]
  }

  /// Checks the document now, or (while `defersChecks`) marks it for `checkPending()`.
  private mutating func checkOrDefer(_ uri: String) -> [JSONValue] {
    guard defersChecks else { return publishDiagnostics(uri) }
    uncheckedDocuments.insert(uri)
    return []
  }

  /// Checks every document changed since its last check, and publishes its diagnostics.
  /// The session calls it once it has handled every message already received, so a
  /// burst of keystrokes costs one check, not one each; a request calls it first, so that
  /// it is answered about the text as it is.
  public mutating func checkPending() -> [JSONValue] {
    let pending = uncheckedDocuments.sorted()
    uncheckedDocuments = []
    return pending.flatMap { publishDiagnostics($0) }
  }

  mutating func publishDiagnostics(_ uri: String) -> [JSONValue] {
    guard var document = documents[uri] else { return [] }
    let diagnostics = document.check()
    documents[uri] = document
    return [
      Self.notificationMessage("textDocument/publishDiagnostics", document.publication(diagnostics))
    ]
  }

  /// The open document a request names, or `invalidParams`.
  func document(_ params: RequestParameters) throws -> OpenDocument {
    let uri = try params.string("textDocument.uri")
    guard let document = documents[uri] else {
      throw ResponseError.invalidParams("'\(uri)' is not open (send textDocument/didOpen first)")
    }
    return document
  }
}
