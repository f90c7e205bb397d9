import CLibXML2
import FlowModel
import Foundation

/// The state of one SAX2 pass: the stack of open elements and what went wrong.
///
/// It parses one buffer: the file's bytes, or one part of them (`PartedRead`), whose
/// offsets `offsets` turns into the file's, so that every location comes from the file's
/// own line table and every extent is an offset into the file.
///
/// Only libxml2's callbacks touch it, one at a time on the parsing thread, and they never
/// re-enter one another while changing it (the one libxml2 call that could call back,
/// `xmlStopParser`, comes after `stopped` is set, which every callback checks first). So
/// the run-time exclusivity checks Swift would make on every access — several per
/// element — are left out.
final class TreeBuilder {
  let source: SourceFile
  /// The bytes being parsed; `parse` keeps them alive and in place for the whole parse.
  let bufferBase: UnsafePointer<UInt8>
  let bufferCount: Int
  let offsets: PartOffsets
  /// For a part: the element whose children it holds. A part gives up at anything a
  /// whole-file read would report or that the parts could not join.
  let partContainer: PartContainer?
  @exclusivity(unchecked) var context: xmlParserCtxtPtr?
  @exclusivity(unchecked) var cursor: LocationCursor
  @exclusivity(unchecked) var stack: [XMLElement] = []
  @exclusivity(unchecked) var root: XMLElement?
  @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
  @exclusivity(unchecked) var stopped = false
  /// A part stopped without a diagnostic: the file is to be read in one pass.
  @exclusivity(unchecked) var declined = false
  /// A part's container started where and as deep as it must.
  @exclusivity(unchecked) var sawContainer = false
  @exclusivity(unchecked) var names = NameCache()

  private init(
    source: SourceFile, buffer: UnsafeBufferPointer<UInt8>, offsets: PartOffsets,
    partContainer: PartContainer?
  ) {
    self.source = source
    self.bufferBase = buffer.baseAddress!
    self.bufferCount = buffer.count
    self.offsets = offsets
    self.partContainer = partContainer
    self.cursor = LocationCursor(source: source)
  }

  /// Where a part's container is: its start tag ends at `startTagEnd` in the part's
  /// buffer, `depth` elements deep (the root is 1).
  struct PartContainer {
    var startTagEnd: Int
    var depth: Int
  }

  var isPart: Bool { partContainer != nil }

  /// Parses `buffer` (not empty) with libxml2's SAX2 parser and the options of
  /// `XMLReadOptions`: the whole of `source`, or, given `partContainer`, a part of it
  /// laid out as `offsets` says.
  static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, of source: SourceFile,
    offsets: PartOffsets = .identity, partContainer: PartContainer? = nil
  ) -> TreeBuilder {
    // libxml2 keeps the generic error channel per thread.
    flowc_silence_generic_errors()
    var handler = makeHandler()
    let builder = TreeBuilder(
      source: source, buffer: buffer, offsets: offsets, partContainer: partContainer)
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

  static func from(_ userData: UnsafeMutableRawPointer) -> TreeBuilder {
    Unmanaged<TreeBuilder>.fromOpaque(userData).takeUnretainedValue()
  }

  /// Where libxml2 is in the input, as a byte offset into the buffer.
  var parserOffset: Int {
    guard let context else { return 0 }
    return Int(xmlByteConsumed(context))
  }

  /// The location in the file of `offset` in the buffer.
  func location(ofBufferOffset offset: Int) -> SourceLocation {
    cursor.location(ofOffset: offsets.fileOffset(offset))
  }

  func stop(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    stopped = true
    if let context { xmlStopParser(context) }
  }

  func decline() {
    declined = true
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
          at: location(ofBufferOffset: tagStart(before: parserOffset))))
      return
    }
    let tagEnd = min(parserOffset, bufferCount)
    let startTagEnd = closeOfTag(from: tagEnd)
    // A part's first bytes must end with its container's start tag, as deep as the
    // scan said.
    if let partContainer, !sawContainer, startTagEnd >= partContainer.startTagEnd {
      guard startTagEnd == partContainer.startTagEnd, stack.count == partContainer.depth - 1
      else { return decline() }
      sawContainer = true
    }
    let name = qualifiedName(localName, prefix)
    let start = tagStart(before: tagEnd)
    let location = location(ofBufferOffset: start)

    var parsed: [XMLAttribute] = []
    if let attributes, attributeCount > 0 {
      parsed.reserveCapacity(attributeCount)
      // libxml2 reports attributes in source order, leaving out namespace declarations,
      // so each is found by scanning forward from the previous one.
      var scanner = AttributeScanner(bytes: bufferBase, start: start, end: tagEnd)
      for index in 0..<attributeCount {
        let base = index * 5
        guard let attributeName = attributes[base], let valueStart = attributes[base + 3],
          let valueEnd = attributes[base + 4]
        else { continue }
        let attributePrefix = attributes[base + 1]
        var span = scanner.next { self.span($0, isNamed: attributeName, prefix: attributePrefix) }
        if span == nil {
          // Not in order after all: search the whole tag once more.
          var again = AttributeScanner(bytes: bufferBase, start: start, end: tagEnd)
          span = again.next { self.span($0, isNamed: attributeName, prefix: attributePrefix) }
        }
        parsed.append(
          XMLAttribute(
            name: qualifiedName(attributeName, attributePrefix),
            value: Self.attributeValue(valueStart, valueEnd),
            location: span.map { self.location(ofBufferOffset: $0.nameOffset) } ?? location,
            valueLocation: span.map { self.location(ofBufferOffset: $0.valueOffset) }
              ?? location))
      }
    }
    stack.append(
      XMLElement(
        name: name, attributes: parsed, location: location,
        extent: XMLExtent(
          start: offsets.fileOffset(start), startTagEnd: offsets.fileOffset(startTagEnd),
          end: offsets.fileOffset(tagEnd))))
  }

  func endElement() {
    guard !stopped, var element = stack.popLast() else { return }
    // libxml2 reports the end once it has consumed the end tag's `>` (for `<a/>`, at
    // once: the end stays the start tag's end).
    element.extent.end = max(
      element.extent.startTagEnd, offsets.fileOffset(min(parserOffset, bufferCount)))
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
    // The parts of a parted read cannot join the text of the container or above.
    if let partContainer, stack.count <= partContainer.depth {
      decline()
      return
    }
    let text = String(decoding: chunk, as: UTF8.self)
    let top = stack.count - 1
    if stack[top].text == nil {
      stack[top].textLocation = location(
        ofBufferOffset: offset(of: characters, length: length) + firstVisible)
      stack[top].text = text
    } else {
      stack[top].text! += text
    }
  }

  /// Where character data starts in the buffer. libxml2 usually hands out a pointer into
  /// its input buffer (then the offset is exact); text it had to copy (after a character
  /// reference, say) ends where the parser now is.
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
    guard !isPart else { return decline() }
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
    // libxml2 locates a part's errors in the part; the one-pass read will report them.
    guard !isPart else { return decline() }
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

  // MARK: Finding positions in the bytes libxml2 accepted (offsets into the buffer)

  /// The `<` of the start tag that ends at `end`. `<` cannot occur inside a well-formed
  /// start tag, so the nearest one before the end is the tag's own.
  func tagStart(before end: Int) -> Int {
    var index = min(end, bufferCount) - 1
    while index > 0 && bufferBase[index] != UInt8(ascii: "<") { index -= 1 }
    return max(0, index)
  }

  /// Just after the `>` that closes a start tag. libxml2 reports the start tag with
  /// only white space and `/` left before that `>`, so the first `>` from there is it.
  func closeOfTag(from offset: Int) -> Int {
    var index = offset
    while index < bufferCount && bufferBase[index] != UInt8(ascii: ">") { index += 1 }
    return min(index + 1, bufferCount)
  }

  /// Where the `<!DOCTYPE` is in the file (only a whole-file read gets this far).
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
    var cursor = bufferBase + span.nameOffset
    let end = bufferBase + span.nameEnd
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
