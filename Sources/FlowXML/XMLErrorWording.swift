/// libxml2's errors said in a flow author's terms, at the place to fix.
///
/// libxml2 reports where it gave up, in the XML specification's words: a bare `&` in a
/// title is "xmlParseEntityRef: no name" after it, and a missing closing quote is an
/// "attributes construct error" somewhere further on, where the run-on value finally
/// ends. Both are common typing mistakes in a hand-written flow, so they get a message
/// that says what to write, at the `&` or at the attribute whose quote is not closed.
enum XMLErrorWording {
  /// The message and byte offset to report instead of libxml2's, or nil to keep it.
  /// `offset` is where libxml2 stopped.
  static func reword(code: Int, offset: Int, in bytes: [UInt8]) -> (message: String, offset: Int)? {
    let offset = min(max(0, offset), bytes.count)
    switch code {
    case 22, 23, 68:  // entity reference without a name or without its `;`
      guard let ampersand = lastAmpersand(before: offset, in: bytes) else { return nil }
      return (
        "a bare '&': write &amp; for '&' in a title or any other text (and &lt; for '<')",
        ampersand
      )
    case 26, 27:  // an entity XML does not define
      guard let ampersand = lastAmpersand(before: offset, in: bytes) else { return nil }
      let name = entityName(at: ampersand, in: bytes)
      return (
        "'&\(name);' is not an XML entity: write &amp;\(name); for the text, or one of &amp; &lt; &gt; &quot; &apos;",
        ampersand
      )
    case 38, 39, 40, 41, 43, 44, 65, 73:  // attribute syntax
      guard let attribute = unclosedAttribute(before: offset, in: bytes) else { return nil }
      return (
        "the quote that opens the value of '\(attribute.name)' is not closed where the value ends, so the value runs on\(attribute.runsInto.map { " into '\($0)'" } ?? ""); add the closing quote",
        attribute.offset
      )
    default:
      return nil
    }
  }

  static func lastAmpersand(before offset: Int, in bytes: [UInt8]) -> Int? {
    var index = min(offset, bytes.count - 1)
    // libxml2 stops at most a name's length past the `&`, on the same line.
    while index >= 0, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "&") { return index }
      index -= 1
    }
    return nil
  }

  static func entityName(at ampersand: Int, in bytes: [UInt8]) -> String {
    var end = ampersand + 1
    while end < bytes.count, end - ampersand < 40,
      ![UInt8(ascii: ";"), UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "<")].contains(
        bytes[end])
    {
      end += 1
    }
    return String(decoding: bytes[(ampersand + 1)..<end], as: UTF8.self)
  }

  /// The attribute whose value is the run-on one: in the tag open at `offset`, the value
  /// still open there, or else one whose text holds what only markup holds (a new line,
  /// a `<`, or ` name=` of another attribute).
  static func unclosedAttribute(before offset: Int, in bytes: [UInt8]) -> (
    name: String, offset: Int, runsInto: String?
  )? {
    var attributes: [(name: String, offset: Int, value: ArraySlice<UInt8>)] = []
    var index = 0
    var inTag = false
    var open: (name: String, offset: Int, quote: UInt8, start: Int)?
    var nameStart: Int?
    var lastName: (String, Int)?
    while index < offset {
      let byte = bytes[index]
      if let current = open {
        if byte == current.quote {
          attributes.append((current.name, current.offset, bytes[current.start..<index]))
          open = nil
        }
        index += 1
        continue
      }
      if !inTag {
        if byte == UInt8(ascii: "<") {
          if bytes[index...].starts(with: Array("<!--".utf8)) {
            index =
              (index + 4..<bytes.count).first { bytes[$0...].starts(with: Array("-->".utf8)) }
              ?? bytes.count
            continue
          }
          inTag = true
          attributes = []
          lastName = nil
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: ">"):
        inTag = false
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        if let (name, start) = lastName { open = (name, start, byte, index + 1) }
        lastName = nil
      case UInt8(ascii: "="):
        if let start = nameStart {
          lastName = (String(decoding: bytes[start..<index], as: UTF8.self), start)
        }
        nameStart = nil
      default:
        if isNameByte(byte) {
          if nameStart == nil { nameStart = index }
        } else {
          if let start = nameStart, index > start {
            lastName = (String(decoding: bytes[start..<index], as: UTF8.self), start)
          }
          nameStart = nil
        }
      }
      index += 1
    }
    if let open, inTag {
      let value = bytes[open.start..<offset]
      return (open.name, open.offset, runOn(value))
    }
    guard inTag else { return nil }
    for attribute in attributes.reversed() where runOn(attribute.value) != nil {
      return (attribute.name, attribute.offset, runOn(attribute.value))
    }
    return nil
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  /// What in a value shows that it ran on past its end: another attribute's `name=`, a
  /// new line or a `<`, as the text from there (up to 20 characters); nil if nothing does.
  static func runOn(_ value: ArraySlice<UInt8>) -> String? {
    var index = value.startIndex
    while index < value.endIndex {
      let byte = value[index]
      if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\n") {
        return excerpt(value, from: index)
      }
      if byte == UInt8(ascii: " ") {
        var end = index + 1
        while end < value.endIndex, isNameByte(value[end]) { end += 1 }
        if end > index + 1, end < value.endIndex, value[end] == UInt8(ascii: "=") {
          return excerpt(value, from: index + 1)
        }
      }
      index += 1
    }
    return nil
  }

  static func excerpt(_ value: ArraySlice<UInt8>, from index: Int) -> String {
    var text = String(decoding: value[index..<min(value.endIndex, index + 20)], as: UTF8.self)
    text =
      text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    return text.isEmpty ? "the next line" : text
  }
}
