import CLibXML2
import FlowModel
import Foundation

/// Reads XML with libxml2's SAX2 parser into a located element tree.
///
/// SAX2 rather than libxml2's tree: the tree keeps only line numbers, while the parser,
/// at the moment it reports a start tag, knows the exact byte where that tag ends. From
/// there the start tag's `<` and each attribute are found in the bytes libxml2 just
/// accepted, so every element and attribute gets its true line and column.
public enum XMLDocumentReader {
  /// The most attributes an element may have (`XMLReadOptions.maximumAttributes`).
  public static let maximumAttributes = XMLReadOptions.maximumAttributes

  /// The root element, or nil when the document could not be read; the diagnostics say
  /// why. A document with errors yields no tree at all, never a partial one.
  ///
  /// - Parameter maximumAttributes: the most attributes one element may have; a document
  ///   with more on some element is refused before libxml2 parses it.
  public static func read(
    _ source: SourceFile, maximumAttributes: Int = maximumAttributes
  ) -> (root: XMLElement?, diagnostics: [Diagnostic]) {
    if source.bytes.isEmpty {
      return (
        nil,
        [
          .error(
            .xmlMalformed, "the file is empty",
            at: SourceLocation(file: source.path, line: 1, column: 1))
        ]
      )
    }
    if let nul = source.bytes.firstIndex(of: 0) {
      return (
        nil,
        [
          .error(
            .xmlEncoding, "the file contains a NUL byte; a flow is UTF-8 text",
            at: source.location(ofOffset: nul))
        ]
      )
    }
    if source.bytes.count > Int(Int32.max) {
      return (nil, [.error(.xmlMalformed, "the file is too large to read", at: .file(source.path))])
    }
    if let tag = source.bytes.withUnsafeBufferPointer({
      AttributeCountScan.firstTag(over: maximumAttributes, in: $0)
    }) {
      return (
        nil,
        [
          .error(
            .xmlTooManyAttributes,
            "this element has more than \(maximumAttributes) attributes, far more than any flow or storyboard has; flowc does not read it (docs/security.md)",
            at: source.location(ofOffset: tag))
        ]
      )
    }
    flowc_silence_generic_errors()
    var handler = makeHandler()
    let builder: TreeBuilder = source.bytes.withUnsafeBufferPointer { buffer in
      let builder = TreeBuilder(source: source, base: buffer.baseAddress!)
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
        guard let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count)) else {
          builder.diagnostics.append(
            .error(.xmlMalformed, "libxml2 could not start a parser", at: .file(source.path)))
          return
        }
        let defaultHandler = context.pointee.sax
        withUnsafeMutablePointer(to: &handler) { handlerPointer in
          context.pointee.sax = handlerPointer
          let userData = Unmanaged.passUnretained(builder).toOpaque()
          context.pointee.userData = userData
          builder.context = context
          _ = xmlCtxtUseOptions(context, XMLReadOptions.parserOptions)
          _ = xmlParseDocument(context)
          context.pointee.sax = defaultHandler
          context.pointee.userData = nil
        }
        builder.context = nil
        xmlFreeParserCtxt(context)
      }
      return builder
    }
    let failed = builder.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : builder.root, builder.diagnostics)
  }

  private static func makeHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = {
      userData, localName, prefix, _, _, _, attributeCount, _, attributes in
      guard let userData, let localName else { return }
      TreeBuilder.from(userData).startElement(
        localName: localName, prefix: prefix, attributeCount: Int(attributeCount),
        attributes: attributes)
    }
    handler.endElementNs = { userData, _, _, _ in
      guard let userData else { return }
      TreeBuilder.from(userData).endElement()
    }
    handler.characters = { userData, characters, length in
      guard let userData, let characters else { return }
      TreeBuilder.from(userData).characters(characters, length: Int(length))
    }
    handler.cdataBlock = handler.characters
    handler.internalSubset = { userData, _, _, _ in
      guard let userData else { return }
      TreeBuilder.from(userData).refuseDocumentType()
    }
    handler.serror = { userData, error in
      guard let userData, let error else { return }
      TreeBuilder.from(userData).libxml2Error(error.pointee)
    }
    return handler
  }
}

/// The state of one SAX2 pass: the stack of open elements and what went wrong.
///
/// Only libxml2's callbacks touch it, one at a time on the parsing thread, and they never
/// re-enter one another while changing it (the one libxml2 call that could call back,
/// `xmlStopParser`, comes after `stopped` is set, which every callback checks first). So
/// the run-time exclusivity checks Swift would make on every access — several per
/// element — are left out.
private final class TreeBuilder {
  let source: SourceFile
  /// The bytes being parsed; `read` keeps them alive and in place for the whole parse.
  let sourceBase: UnsafePointer<UInt8>
  @exclusivity(unchecked) var context: xmlParserCtxtPtr?
  @exclusivity(unchecked) var cursor: LocationCursor
  @exclusivity(unchecked) var stack: [XMLElement] = []
  @exclusivity(unchecked) var root: XMLElement?
  @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
  @exclusivity(unchecked) var stopped = false
  @exclusivity(unchecked) var names = NameCache()

  init(source: SourceFile, base: UnsafePointer<UInt8>) {
    self.source = source
    self.sourceBase = base
    self.cursor = LocationCursor(source: source)
  }

  static func from(_ userData: UnsafeMutableRawPointer) -> TreeBuilder {
    Unmanaged<TreeBuilder>.fromOpaque(userData).takeUnretainedValue()
  }

  /// Where libxml2 is in the input, as a byte offset into `source.bytes`.
  var parserOffset: Int {
    guard let context else { return 0 }
    return Int(xmlByteConsumed(context))
  }

  func stop(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    stopped = true
    if let context { xmlStopParser(context) }
  }

  func startElement(
    localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
    attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    guard !stopped else { return }
    if let input = context?.pointee.input, let buffer = input.pointee.buf,
      buffer.pointee.encoder != nil
    {
      stop(
        .error(
          .xmlEncoding, "the document is not UTF-8; flowc reads UTF-8 only",
          at: SourceLocation(file: source.path, line: 1, column: 1)))
      return
    }
    if stack.count >= XMLReadOptions.maximumDepth {
      stop(
        .error(
          .xmlTooDeep,
          "elements are nested more than \(XMLReadOptions.maximumDepth) levels deep",
          at: cursor.location(ofOffset: tagStart(before: parserOffset))))
      return
    }
    let name = qualifiedName(localName, prefix)

    let tagEnd = min(parserOffset, source.bytes.count)
    let start = tagStart(before: tagEnd)
    let location = cursor.location(ofOffset: start)

    var parsed: [XMLAttribute] = []
    if let attributes, attributeCount > 0 {
      parsed.reserveCapacity(attributeCount)
      // libxml2 reports attributes in source order, leaving out namespace declarations,
      // so each is found by scanning forward from the previous one.
      var scanner = AttributeScanner(bytes: sourceBase, start: start, end: tagEnd)
      for index in 0..<attributeCount {
        let base = index * 5
        guard let attributeName = attributes[base], let valueStart = attributes[base + 3],
          let valueEnd = attributes[base + 4]
        else { continue }
        let attributePrefix = attributes[base + 1]
        var span = scanner.next { self.span($0, isNamed: attributeName, prefix: attributePrefix) }
        if span == nil {
          // Not in order after all: search the whole tag once more.
          var again = AttributeScanner(bytes: sourceBase, start: start, end: tagEnd)
          span = again.next { self.span($0, isNamed: attributeName, prefix: attributePrefix) }
        }
        parsed.append(
          XMLAttribute(
            name: qualifiedName(attributeName, attributePrefix),
            value: Self.attributeValue(valueStart, valueEnd),
            location: span.map { cursor.location(ofOffset: $0.nameOffset) } ?? location,
            valueLocation: span.map { cursor.location(ofOffset: $0.valueOffset) } ?? location))
      }
    }
    stack.append(
      XMLElement(
        name: name, attributes: parsed, location: location,
        extent: XMLExtent(start: start, startTagEnd: closeOfTag(from: tagEnd), end: tagEnd)))
  }

  func endElement() {
    guard !stopped, var element = stack.popLast() else { return }
    // libxml2 reports the end once it has consumed the end tag's `>` (for `<a/>`, at
    // once: the end stays the start tag's end).
    element.extent.end = max(element.extent.startTagEnd, min(parserOffset, source.bytes.count))
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func characters(_ characters: UnsafePointer<xmlChar>, length: Int) {
    guard !stopped, !stack.isEmpty, length > 0 else { return }
    let chunk = UnsafeBufferPointer(start: characters, count: length)
    guard let firstVisible = chunk.firstIndex(where: { !AttributeScanner.isXMLSpace($0) }) else {
      return
    }
    let text = String(decoding: chunk, as: UTF8.self)
    let top = stack.count - 1
    if stack[top].text == nil {
      stack[top].textLocation = cursor.location(
        ofOffset: offset(of: characters, length: length) + firstVisible)
      stack[top].text = text
    } else {
      stack[top].text! += text
    }
  }

  /// Where character data starts. libxml2 usually hands out a pointer into its input
  /// buffer (then the offset is exact); text it had to copy (after a character reference,
  /// say) ends where the parser now is.
  func offset(of characters: UnsafePointer<xmlChar>, length: Int) -> Int {
    if let input = context?.pointee.input, let base = input.pointee.base,
      let end = input.pointee.end, characters >= base, characters < end
    {
      return Int(input.pointee.consumed) + (characters - base)
    }
    return max(0, parserOffset - length)
  }

  func refuseDocumentType() {
    guard !stopped else { return }
    stop(
      .error(
        .xmlDoctype,
        "document type declarations (<!DOCTYPE>) are not allowed: flowc never loads DTDs or expands entities",
        at: cursor.location(ofOffset: documentTypeStart())))
  }

  func libxml2Error(_ error: xmlError) {
    // A stop we asked for is not an error of the document.
    if stopped { return }
    let level = error.level
    guard level == XML_ERR_ERROR || level == XML_ERR_FATAL || level == XML_ERR_WARNING else {
      return
    }
    var message = Self.sentence(error.message.map { String(cString: $0) } ?? "malformed XML")
    let line = max(1, Int(error.line))
    let column = max(1, Int(error.int2))
    var location = SourceLocation(file: source.path, line: line, column: column)
    if line <= source.lineStarts.count,
      let reworded = XMLErrorWording.reword(
        code: Int(error.code), offset: source.lineStarts[line - 1] + column - 1,
        in: source.bytes)
    {
      message = reworded.message
      location = cursor.location(ofOffset: reworded.offset)
    }
    let rule: RuleID
    switch Int(error.code) {
    case Int(XML_ERR_INVALID_CHAR.rawValue), Int(XML_ERR_INVALID_ENCODING.rawValue),
      Int(XML_ERR_UNSUPPORTED_ENCODING.rawValue), Int(XML_ERR_UNKNOWN_ENCODING.rawValue):
      rule = .xmlEncoding
    default:
      rule = .xmlMalformed
    }
    if level == XML_ERR_WARNING {
      diagnostics.append(.warning(rule, message, at: location))
    } else {
      diagnostics.append(.error(rule, message, at: location))
      // The first fatal error is the one that matters; libxml2's follow-ups repeat it.
      if level == XML_ERR_FATAL { stop(diagnostics.removeLast()) }
    }
  }

  /// libxml2's messages as one line in flowc's style: white space (including the
  /// newlines some messages contain) folded, and a lower-case first letter.
  static func sentence(_ message: String) -> String {
    let folded = message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard let first = folded.first, folded.dropFirst().first?.isLowercase ?? true else {
      return folded
    }
    return first.lowercased() + folded.dropFirst()
  }

  // MARK: Finding positions in the bytes libxml2 accepted

  /// The `<` of the start tag that ends at `end`. `<` cannot occur inside a well-formed
  /// start tag, so the nearest one before the end is the tag's own.
  func tagStart(before end: Int) -> Int {
    var index = min(end, source.bytes.count) - 1
    while index > 0 && sourceBase[index] != UInt8(ascii: "<") { index -= 1 }
    return max(0, index)
  }

  /// Just after the `>` that closes a start tag. libxml2 reports the start tag with
  /// only white space and `/` left before that `>`, so the first `>` from there is it.
  func closeOfTag(from offset: Int) -> Int {
    var index = offset
    let count = source.bytes.count
    while index < count && sourceBase[index] != UInt8(ascii: ">") { index += 1 }
    return min(index + 1, count)
  }

  func documentTypeStart() -> Int {
    let bytes = source.bytes
    let marker = Array("<!DOCTYPE".utf8)
    let limit = min(parserOffset + marker.count, bytes.count) - marker.count
    var index = 0
    while index <= limit {
      if bytes[index] == marker[0] && Array(bytes[index..<index + marker.count]) == marker {
        return index
      }
      index += 1
    }
    return 0
  }

  /// Whether the attribute name written at `span` is `prefix:localName` (or `localName`),
  /// compared as bytes: no string is made for a name that is only being located.
  func span(
    _ span: AttributeSpan, isNamed localName: UnsafePointer<xmlChar>,
    prefix: UnsafePointer<xmlChar>?
  )
    -> Bool
  {
    var cursor = sourceBase + span.nameOffset
    let end = sourceBase + span.nameEnd
    if let prefix {
      let length = strlen(prefix)
      guard end - cursor > length, memcmp(cursor, prefix, length) == 0,
        cursor[length] == UInt8(ascii: ":")
      else { return false }
      cursor += length + 1
    }
    let length = strlen(localName)
    return end - cursor == length && memcmp(cursor, localName, length) == 0
  }

  func qualifiedName(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?)
    -> String
  {
    guard let prefix else { return names.name(localName) }
    return String(cString: prefix) + ":" + String(cString: localName)
  }

  /// Without entity substitution libxml2 hands `&` in attribute values back as the
  /// character reference `&#38;` (so that a tree could be saved again unchanged); every
  /// other reference arrives decoded. A literal `&#38;` cannot appear in a parsed value,
  /// so turning the reference back into `&` is exact.
  static func attributeValue(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>)
    -> String
  {
    let count = end - start
    guard count > 0 else { return "" }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let value = String(decoding: bytes, as: UTF8.self)
    // Scanning the bytes first keeps the common case (no `&` at all) cheap.
    guard bytes.contains(UInt8(ascii: "&")) else { return value }
    return value.replacingOccurrences(of: "&#38;", with: "&")
  }
}
