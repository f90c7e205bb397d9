import FlowModel

/// The span a diagnostic underlines. The front end locates each problem at one point
/// (the `<` of an element, the start of an attribute's name or value), as `flowc check`
/// prints it; an editor wants a range, so it runs from that point over the token there:
/// the element's name, the attribute with its value, or the value up to its closing quote.
enum DiagnosticRange {
  static func range(at start: Int, in bytes: [UInt8]) -> Range<Int> {
    guard start < bytes.count else { return start..<start }
    var end = start
    if bytes[start] == UInt8(ascii: "<") {
      end += 1
      if end < bytes.count, bytes[end] == UInt8(ascii: "/") { end += 1 }
      while end < bytes.count, MarkupScan.isNameByte(bytes[end]) { end += 1 }
      return start..<end
    }
    if start > 0, bytes[start - 1] == UInt8(ascii: "\"") || bytes[start - 1] == UInt8(ascii: "'") {
      let quote = bytes[start - 1]
      while end < bytes.count, bytes[end] != quote, bytes[end] != 0x0A { end += 1 }
      // An empty value: underline its quotes.
      return end == start ? (start - 1)..<min(end + 1, bytes.count) : start..<end
    }
    while end < bytes.count, MarkupScan.isNameByte(bytes[end]) { end += 1 }
    // An attribute's name: on through its value, so the underline shows what is wrong.
    if end > start, let valueEnd = valueEnd(ofAttributeEndingAt: end, in: bytes) {
      return start..<valueEnd
    }
    if end == start, bytes[start] != 0x0A, bytes[start] != 0x0D {
      end += TextDocument.sequenceLength(bytes[start])
    }
    return start..<min(end, bytes.count)
  }

  /// Just past the closing quote of `="value"` right after an attribute's name, if it is
  /// written so on the same line.
  static func valueEnd(ofAttributeEndingAt nameEnd: Int, in bytes: [UInt8]) -> Int? {
    var index = nameEnd
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
    index += 1
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else { return nil }
    let quote = bytes[index]
    index += 1
    while index < bytes.count, bytes[index] != quote {
      if bytes[index] == 0x0A { return nil }
      index += 1
    }
    return index < bytes.count ? index + 1 : nil
  }
}
