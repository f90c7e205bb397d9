import Foundation

/// Completion, hover and the outline.
extension LanguageServer {
  func completion(_ params: RequestParameters) throws -> JSONValue {
    let document = try self.document(params)
    guard document.language == .flow else { return [] }
    let offset = document.text.offset(of: try params.position("position"))
    let index = FlowSymbolIndex(scan: MarkupScan(document.text.bytes))
    let (items, replacing) = FlowCompletion.items(at: offset, in: index)
    let range = document.lspRange(replacing)
    return .array(
      items.map { item in
        var object: [String: JSONValue] = [
          "label": .string(item.label), "kind": JSONValue(item.kind.rawValue),
          "textEdit": ["range": range, "newText": .string(item.insertText ?? item.label)],
        ]
        if let detail = item.detail { object["detail"] = .string(detail) }
        return .object(object)
      })
  }

  func hover(_ params: RequestParameters) throws -> JSONValue {
    let document = try self.document(params)
    guard document.language == .flow, let flow = document.flow else { return .null }
    let offset = document.text.offset(of: try params.position("position"))
    let index = FlowSymbolIndex(scan: MarkupScan(document.text.bytes))
    let nodeID: String
    let range: Range<Int>
    if let occurrence = index.occurrence(at: offset), occurrence.symbol.kind == .node {
      nodeID = occurrence.symbol.name
      range = occurrence.range
    } else if let tagIndex = index.scan.tag(containing: offset),
      FlowSymbolIndex.nodeElements.contains(index.scan.tags[tagIndex].name),
      let id = index.scan.tags[tagIndex].attribute("id")?.value
    {
      nodeID = id
      range = index.scan.tags[tagIndex].nameRange
    } else {
      return .null
    }
    let fileName = (document.path as NSString).lastPathComponent
    guard
      let markdown = SceneHover.markdown(
        forNode: nodeID, in: flow, checked: document.flowIsClean, sourceFileName: fileName)
    else { return .null }
    return [
      "contents": ["kind": "markdown", "value": .string(markdown)],
      "range": document.lspRange(range),
    ]
  }

  /// The scenes and containers in file order, each with the transitions leaving it.
  func documentSymbols(_ params: RequestParameters) throws -> JSONValue {
    let document = try self.document(params)
    guard document.language == .flow else { return [] }
    let scan = MarkupScan(document.text.bytes)
    var symbols: [JSONValue] = []
    var children: [Int: [JSONValue]] = [:]
    // `SymbolKind` numbers of the protocol.
    let classKind = 5
    let namespaceKind = 3
    let eventKind = 24
    func symbol(_ tag: MarkupScan.Tag, kind: Int, detail: String, children: [JSONValue])
      -> JSONValue
    {
      let id = tag.attribute("id")
      let whole = tag.range.lowerBound..<max(tag.range.upperBound, tag.elementEnd ?? 0)
      var selection = id?.valueRange ?? tag.nameRange
      if !whole.contains(selection.lowerBound) { selection = tag.nameRange }
      let name = id?.value.flatMap { $0.isEmpty ? nil : $0 } ?? "<\(tag.name)>"
      return [
        "name": .string(name), "detail": .string(detail), "kind": JSONValue(kind),
        "range": document.lspRange(whole), "selectionRange": document.lspRange(selection),
        "children": .array(children),
      ]
    }
    for (index, tag) in scan.elements where tag.name == "segue" || tag.name == "unwind" {
      guard let scene = scan.scene(of: index) else { continue }
      let detail =
        tag.name == "segue"
        ? "\(tag.attribute("kind")?.value ?? "segue") → \(tag.attribute("to")?.value ?? "?")"
        : "unwind to \(tag.attribute("action")?.value ?? "?")"
      children[scene, default: []].append(
        symbol(tag, kind: eventKind, detail: detail, children: []))
    }
    for (index, tag) in scan.elements where FlowSymbolIndex.nodeElements.contains(tag.name) {
      let detail = tag.attribute("class")?.value ?? tag.name
      symbols.append(
        symbol(
          tag, kind: tag.name == "scene" ? classKind : namespaceKind, detail: detail,
          children: children[index] ?? []))
    }
    return .array(symbols)
  }
}
