/// The tags of a flow as written, read leniently: what the editor features (definitions,
/// references, rename, completion, outline) work on while the text is half typed.
///
/// The front end's XML reader rightly refuses a document that is not well-formed, and a
/// document being typed is not, most of the time. This scan never refuses: a tag ends at
/// its `>` or where the next `<` starts, an attribute without a closing quote ends at the
/// end of its line, and an end tag closes the nearest open element of its name. Every
/// offset is a byte offset into the document's UTF-8; the scan is one pass over it.
struct MarkupScan: Sendable {
  /// One attribute as written: `name="value"`.
  struct Attribute: Sendable {
    var name: String
    var nameRange: Range<Int>
    /// The value without its quotes (raw: entities are not expanded; the identifiers
    /// these features work on have none), or nil when no `=` or no quote follows.
    var value: String?
    /// Where the value's text is, between the quotes.
    var valueRange: Range<Int>?
  }

  /// A start tag (with the element it opens) or a stray end tag.
  struct Tag: Sendable {
    var name: String
    /// The name's bytes, after `<`.
    var nameRange: Range<Int>
    var attributes: [Attribute]
    /// From `<` to just after `>`, or to where the tag was cut off.
    var range: Range<Int>
    var isEndTag: Bool
    var isSelfClosing: Bool
    /// True when the tag ends with `>` (not cut off by the next `<` or the end of text).
    var isClosed: Bool
    /// The start tag of the element this one is inside, as an index into `tags`.
    var parent: Int?
    /// The `<scene>` start tag this tag is inside (not itself), found once for each tag
    /// in the scan rather than by walking up from it, which a deep nesting makes slow.
    var scene: Int?
    /// Just after the element's end tag (its whole extent), once it is found; for a
    /// self-closing tag, its end.
    var elementEnd: Int?

    func attribute(_ name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }
  }

  private(set) var tags: [Tag] = []

  init(_ bytes: [UInt8]) {
    var index = 0
    var open: [Int] = []
    // How many elements of each name are open: a stray end tag is known as such without
    // searching the whole stack, so that the scan stays linear however deep the nesting.
    var openCount: [String: Int] = [:]
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if let skipped = Self.skipMarkupDeclaration(bytes, at: index) {
        index = skipped
        continue
      }
      var tag = Self.readTag(bytes, at: index)
      index = tag.range.upperBound
      if tag.isEndTag {
        if openCount[tag.name, default: 0] > 0,
          let match = open.lastIndex(where: { tags[$0].name == tag.name })
        {
          for unclosed in open[match...] {
            if tags[unclosed].elementEnd == nil { tags[unclosed].elementEnd = tag.range.upperBound }
            openCount[tags[unclosed].name, default: 1] -= 1
          }
          open.removeSubrange(match...)
        }
        tag.parent = open.last
        tag.scene = open.last.flatMap { tags[$0].name == "scene" ? $0 : tags[$0].scene }
        tags.append(tag)
        continue
      }
      tag.parent = open.last
      tag.scene = open.last.flatMap { tags[$0].name == "scene" ? $0 : tags[$0].scene }
      if tag.isSelfClosing { tag.elementEnd = tag.range.upperBound }
      tags.append(tag)
      if !tag.isSelfClosing {
        open.append(tags.count - 1)
        openCount[tag.name, default: 0] += 1
      }
    }
    for unclosed in open { tags[unclosed].elementEnd = bytes.count }
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
      true
    default: false
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Past a comment, processing instruction, CDATA section or DOCTYPE starting at `<`,
  /// or nil when `<` starts a tag. An unterminated one runs to the end of the text.
  private static func skipMarkupDeclaration(_ bytes: [UInt8], at start: Int) -> Int? {
    func startsWith(_ text: String, at offset: Int) -> Bool {
      let pattern = Array(text.utf8)
      guard offset + pattern.count <= bytes.count else { return false }
      return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }
    func skip(to terminator: String, from offset: Int) -> Int {
      let pattern = Array(terminator.utf8)
      var index = offset
      while index + pattern.count <= bytes.count {
        if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
          return index + pattern.count
        }
        index += 1
      }
      return bytes.count
    }
    if startsWith("<!--", at: start) { return skip(to: "-->", from: start + 4) }
    if startsWith("<![CDATA[", at: start) { return skip(to: "]]>", from: start + 9) }
    if startsWith("<?", at: start) { return skip(to: "?>", from: start + 2) }
    if startsWith("<!", at: start) { return skip(to: ">", from: start + 2) }
    return nil
  }

  private static func readTag(_ bytes: [UInt8], at start: Int) -> Tag {
    var index = start + 1
    let isEndTag = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if isEndTag { index += 1 }
    let nameStart = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    let nameRange = nameStart..<index
    var attributes: [Attribute] = []
    var isSelfClosing = false
    var isClosed = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        isClosed = true
        index += 1
        break
      }
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "/") && index + 1 < bytes.count
        && bytes[index + 1] == UInt8(ascii: ">")
      {
        isSelfClosing = true
        isClosed = true
        index += 2
        break
      }
      guard isNameByte(byte) else {
        index += 1
        continue
      }
      let attributeStart = index
      while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
      var attribute = Attribute(
        name: String(decoding: bytes[attributeStart..<index], as: UTF8.self),
        nameRange: attributeStart..<index)
      var look = index
      while look < bytes.count, isSpace(bytes[look]) { look += 1 }
      if look < bytes.count, bytes[look] == UInt8(ascii: "=") {
        look += 1
        while look < bytes.count, isSpace(bytes[look]) { look += 1 }
        if look < bytes.count, bytes[look] == UInt8(ascii: "\"") || bytes[look] == UInt8(ascii: "'")
        {
          let quote = bytes[look]
          let valueStart = look + 1
          var valueEnd = valueStart
          // An unclosed value ends at the end of its line, or where a tag plainly starts.
          while valueEnd < bytes.count, bytes[valueEnd] != quote, bytes[valueEnd] != 0x0A,
            bytes[valueEnd] != UInt8(ascii: "<")
          {
            valueEnd += 1
          }
          attribute.value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
          attribute.valueRange = valueStart..<valueEnd
          index = valueEnd < bytes.count && bytes[valueEnd] == quote ? valueEnd + 1 : valueEnd
        } else {
          index = look
        }
      }
      attributes.append(attribute)
    }
    return Tag(
      name: String(decoding: bytes[nameRange], as: UTF8.self), nameRange: nameRange,
      attributes: attributes, range: start..<index, isEndTag: isEndTag,
      isSelfClosing: isSelfClosing, isClosed: isClosed, parent: nil, scene: nil, elementEnd: nil)
  }

  /// The start tags, without the end tags.
  var elements: [(index: Int, tag: Tag)] {
    tags.indices.compactMap { tags[$0].isEndTag ? nil : ($0, tags[$0]) }
  }

  /// The tag whose text holds `offset` (from its `<` up to and including its end).
  func tag(containing offset: Int) -> Int? {
    var low = 0
    var high = tags.count
    // Tags are in file order and do not overlap: find the last starting at or before.
    while low < high {
      let middle = (low + high) / 2
      if tags[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let candidate = low - 1
    let range = tags[candidate].range
    let reaches = tags[candidate].isClosed ? offset < range.upperBound : offset <= range.upperBound
    return reaches && offset > range.lowerBound ? candidate : nil
  }

  /// The innermost element whose content (after its start tag, before its end) holds
  /// `offset`: where a new child typed there would go.
  func element(enclosing offset: Int) -> Int? {
    var best: Int?
    for (index, tag) in tags.enumerated() where !tag.isEndTag && !tag.isSelfClosing {
      if tag.range.lowerBound >= offset { break }
      guard tag.range.upperBound <= offset, offset < (tag.elementEnd ?? Int.max) else { continue }
      best = index
    }
    return best
  }

  /// The scene tag `index` belongs to: itself, when it is a scene, else the one it is in.
  func scene(of index: Int) -> Int? {
    tags[index].name == "scene" && !tags[index].isEndTag ? index : tags[index].scene
  }
}
