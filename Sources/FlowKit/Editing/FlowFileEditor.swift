import CLibXML2

/// Edits a flow file through libxml2's tree, so that everything not touched (comments,
/// attribute order, blank lines, indentation) is written back as it was, and new elements
/// are indented like their siblings.
///
/// libxml2 re-serialises the whole document; for files in the usual style that gives back
/// the same bytes. `edited()` proves it for every edit: the original lines must survive,
/// in order, in the result, or the edit is refused rather than reformat the user's file.
public final class FlowFileEditor {
  let source: SourceFile
  let document: xmlDocPtr
  /// Self-closing elements that an edit gave children to: their start tag's line changes
  /// from `…/>` to `…>`, which the preservation check allows.
  var expandedLines: Set<Int> = []
  var insertedCount = 0

  public enum EditError: Error, CustomStringConvertible {
    case unreadable(String)
    case reformatted(line: Int)

    public var description: String {
      switch self {
      case .unreadable(let message): "cannot edit the flow: \(message)"
      case .reformatted(let line):
        "editing would change line \(line) of the file, which flowc keeps byte for byte; add the element by hand"
      }
    }
  }

  /// Parses a flow that has already passed the front end (so it has no DTD to refuse).
  public init(source: SourceFile) throws {
    self.source = source
    flowc_silence_generic_errors()
    let options = Int32(
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let parsed: xmlDocPtr? = source.bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        xmlReadMemory($0, Int32(buffer.count), source.path, "UTF-8", options)
      }
    }
    guard let parsed, xmlDocGetRootElement(parsed) != nil else {
      if let parsed { xmlFreeDoc(parsed) }
      throw EditError.unreadable("libxml2 could not parse \(source.path)")
    }
    document = parsed
  }

  deinit {
    xmlFreeDoc(document)
  }

  var root: xmlNodePtr { xmlDocGetRootElement(document)! }

  // MARK: Finding

  static func name(of node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
  }

  static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
    guard let value = xmlGetProp(node, name) else { return nil }
    defer { flowc_xml_free(value) }
    return String(cString: value)
  }

  static func elementChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
    var result: [xmlNodePtr] = []
    var child = node.pointee.children
    while let current = child {
      if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
      child = current.pointee.next
    }
    return result
  }

  /// The node (`<scene>`, `<navigation>`, …) with this id, a child of `<flow>`.
  public func node(withID id: String) -> xmlNodePtr? {
    Self.elementChildren(of: root).first { Self.attribute("id", of: $0) == id }
  }

  /// The first child of `parent` named `name` whose `attribute` is `value`.
  public func child(
    of parent: xmlNodePtr, named name: String, where attribute: String, is value: String
  )
    -> xmlNodePtr?
  {
    Self.elementChildren(of: parent).first {
      Self.name(of: $0) == name && Self.attribute(attribute, of: $0) == value
    }
  }

  public func hasElementChildren(_ node: xmlNodePtr) -> Bool {
    !Self.elementChildren(of: node).isEmpty
  }

  // MARK: Editing

  /// Adds a node (scene, navigation, …) at the end of `<flow>`, separated from the node
  /// before it by a blank line when the file separates its nodes that way.
  public func appendNode(_ element: NewElement) {
    append(element, to: root, blankLineBefore: usesBlankLinesBetweenNodes(), grouped: false)
  }

  /// Adds `element` to `parent`, indented like its siblings: after the last child of the
  /// same kind when there is one (outlets stay together), else at the end.
  public func append(
    _ element: NewElement, to parent: xmlNodePtr, blankLineBefore: Bool = false,
    grouped: Bool = true
  ) {
    let parentIndent = indentation(of: parent)
    let siblings = Self.elementChildren(of: parent)
    let sameKind = grouped ? siblings.last { Self.name(of: $0) == element.name } : nil
    if grouped, sameKind == nil, let rank = Self.sceneOrder.firstIndex(of: element.name),
      let later = siblings.first(where: {
        (Self.sceneOrder.firstIndex(of: Self.name(of: $0)) ?? -1) > rank
      })
    {
      // No sibling of its kind yet: it goes before the first kind that conventionally follows.
      let indent = indentation(of: later)
      let node = build(element, indent: indent)
      xmlAddPrevSibling(later, node)
      xmlAddPrevSibling(later, xmlNewDocText(document, "\n" + indent))
      insertedCount += 1
      return
    }
    let anchor = sameKind ?? siblings.last
    let childIndent = anchor.map { indentation(of: $0) } ?? parentIndent + indentUnit()
    let node = build(element, indent: childIndent)
    let separator = (blankLineBefore ? "\n\n" : "\n") + childIndent
    if let last = anchor {
      let gap = xmlNewDocText(document, separator)
      var anchor = xmlAddNextSibling(last, gap)!
      anchor = xmlAddNextSibling(anchor, node)!
    } else {
      if parent.pointee.children == nil, parent != root {
        expandedLines.insert(Int(xmlGetLineNo(parent)))
      }
      // Text already inside an empty element (`<scene>\n  </scene>`) is replaced.
      while let child = parent.pointee.children {
        xmlUnlinkNode(child)
        xmlFreeNode(child)
      }
      xmlAddChild(parent, xmlNewDocText(document, separator))
      xmlAddChild(parent, node)
      xmlAddChild(parent, xmlNewDocText(document, "\n" + parentIndent))
    }
    insertedCount += 1
  }

  /// The order a scene's children are usually written in, as in the format's examples.
  static let sceneOrder = [
    "outlet", "action", "unwindAction", "delegate", "table", "cell", "barButton", "button",
    "gesture",
    "segue", "unwind",
  ]

  func build(_ element: NewElement, indent: String) -> xmlNodePtr {
    let node = xmlNewDocNode(document, nil, element.name, nil)!
    for attribute in element.attributes {
      xmlNewProp(node, attribute.name, attribute.value)
    }
    let inner = indent + indentUnit()
    for child in element.children {
      xmlAddChild(node, xmlNewDocText(document, "\n" + inner))
      xmlAddChild(node, build(child, indent: inner))
    }
    if !element.children.isEmpty {
      xmlAddChild(node, xmlNewDocText(document, "\n" + indent))
    }
    return node
  }

  /// The white space before a node on its line.
  func indentation(of node: xmlNodePtr) -> String {
    guard let previous = node.pointee.prev, previous.pointee.type == XML_TEXT_NODE,
      let content = previous.pointee.content
    else { return "" }
    let text = String(cString: content)
    guard let newline = text.lastIndex(of: "\n") else { return "" }
    return String(text[text.index(after: newline)...])
  }

  /// The file's indentation step, from its first indented node; two spaces by default.
  func indentUnit() -> String {
    let indent = Self.elementChildren(of: root).first.map { indentation(of: $0) } ?? ""
    return indent.isEmpty ? "  " : indent
  }

  func usesBlankLinesBetweenNodes() -> Bool {
    let nodes = Self.elementChildren(of: root)
    guard nodes.count > 1, let previous = nodes.last?.pointee.prev,
      previous.pointee.type == XML_TEXT_NODE, let content = previous.pointee.content
    else { return true }
    return String(cString: content).filter { $0 == "\n" }.count > 1
  }

  // MARK: Writing

  /// The edited file's bytes, after checking that every line of the original survives.
  public func edited() throws -> [UInt8] {
    let buffer = xmlBufferCreate()
    defer { xmlBufferFree(buffer) }
    let hasDeclaration = source.bytes.starts(with: Array("<?xml".utf8))
    guard let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_NO_DECL.rawValue)) else {
      throw EditError.unreadable("libxml2 could not serialise the document")
    }
    _ = xmlSaveDoc(context, document)
    _ = xmlSaveClose(context)
    guard let buffer, let content = xmlBufferContent(buffer) else {
      throw EditError.unreadable("libxml2 could not serialise the document")
    }
    var bytes = Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    if hasDeclaration, let end = declarationEnd() {
      bytes = Array(source.bytes[..<end]) + bytes
    }
    if source.bytes.last != 0x0A, bytes.last == 0x0A { bytes.removeLast() }
    try checkPreserved(bytes)
    return bytes
  }

  /// The bytes of the XML declaration and the line break after it.
  func declarationEnd() -> Int? {
    let bytes = source.bytes
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">") {
        index += 2
        while index < bytes.count, bytes[index] == 0x0D || bytes[index] == 0x0A {
          index += 1
          if bytes[index - 1] == 0x0A { break }
        }
        return index
      }
      index += 1
    }
    return nil
  }

  func checkPreserved(_ edited: [UInt8]) throws {
    let original = source.bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let result = edited.split(separator: 0x0A, omittingEmptySubsequences: false)
    var position = 0
    for (index, line) in original.enumerated() {
      var expected = Array(line)
      if expandedLines.contains(index + 1), let close = expected.lastIndex(of: UInt8(ascii: "/")),
        close + 1 < expected.count, expected[close + 1] == UInt8(ascii: ">")
      {
        expected.remove(at: close)
        if close > 0, expected[close - 1] == UInt8(ascii: " ") { expected.remove(at: close - 1) }
      }
      while position < result.count, Array(result[position]) != expected { position += 1 }
      guard position < result.count else { throw EditError.reformatted(line: index + 1) }
      position += 1
    }
  }
}
