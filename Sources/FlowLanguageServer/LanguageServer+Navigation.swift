/// Go to definition, find references and rename: each finds the name under the cursor
/// in `FlowSymbolIndex` and answers with the places that write it.
extension LanguageServer {
  /// The document, its index, and the name written at the request's position, if any.
  func symbol(at params: RequestParameters) throws -> (
    OpenDocument, FlowSymbolIndex, FlowSymbolIndex.Occurrence?
  ) {
    let document = try self.document(params)
    let offset = document.text.offset(of: try params.position("position"))
    let index = FlowSymbolIndex(scan: MarkupScan(document.text.bytes))
    return (document, index, document.language == .flow ? index.occurrence(at: offset) : nil)
  }

  func definition(_ params: RequestParameters) throws -> JSONValue {
    let (document, index, occurrence) = try symbol(at: params)
    guard let occurrence else { return .null }
    let declarations = index.declarations(of: occurrence.symbol)
    guard !declarations.isEmpty else { return .null }
    return .array(declarations.map { document.location($0.range) })
  }

  func references(_ params: RequestParameters) throws -> JSONValue {
    let (document, index, occurrence) = try symbol(at: params)
    guard let occurrence else { return .null }
    let includeDeclaration = params.value(at: "context.includeDeclaration")?.bool ?? true
    return .array(
      index.occurrences(of: occurrence.symbol)
        .filter { includeDeclaration || !$0.isDeclaration }
        .map { document.location($0.range) })
  }

  func prepareRename(_ params: RequestParameters) throws -> JSONValue {
    let (document, _, occurrence) = try symbol(at: params)
    guard let occurrence else { return .null }
    return [
      "range": document.lspRange(occurrence.range), "placeholder": .string(occurrence.symbol.name),
    ]
  }

  func rename(_ params: RequestParameters) throws -> JSONValue {
    let newName = try params.string("newName")
    let (document, index, occurrence) = try symbol(at: params)
    guard let occurrence else {
      throw ResponseError.requestFailed(
        "nothing to rename here: put the cursor on an id, a reference to one, or an action's name")
    }
    switch FlowRename.edits(
      renaming: occurrence.symbol, to: newName, in: index, text: document.text.bytes)
    {
    case .failure(let refusal):
      throw ResponseError.requestFailed(refusal.message)
    case .success(let changes):
      let edits: [JSONValue] = changes.map {
        ["range": document.lspRange($0.range), "newText": .string($0.newText)]
      }
      return ["changes": .object([document.text.uri: .array(edits)])]
    }
  }
}
