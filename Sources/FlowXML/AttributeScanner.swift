/// Where one attribute of a start tag is written.
package struct AttributeSpan {
  var nameOffset: Int
  var nameEnd: Int
  package var valueOffset: Int
}

/// Walks the attributes of a start tag libxml2 has already accepted (so it is well
/// formed), in source order, without making a list of them.
package struct AttributeScanner {
  let bytes: UnsafePointer<UInt8>
  let end: Int
  var index: Int

  /// `start` is the tag's `<`, `end` the offset just after its `>`.
  package init(bytes: UnsafePointer<UInt8>, start: Int, end: Int) {
    self.bytes = bytes
    self.end = end
    var index = start + 1
    while index < end && !Self.isXMLSpace(bytes[index]) && bytes[index] != UInt8(ascii: "/")
      && bytes[index] != UInt8(ascii: ">")
    {
      index += 1
    }
    self.index = index
  }

  /// The next attribute for which `matches` is true, skipping those before it; nil
  /// when the tag has no more.
  mutating func next(where matches: (AttributeSpan) -> Bool) -> AttributeSpan? {
    while let span = next() {
      if matches(span) { return span }
    }
    return nil
  }

  package mutating func next() -> AttributeSpan? {
    while index < end && Self.isXMLSpace(bytes[index]) { index += 1 }
    guard index < end, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">")
    else { return nil }
    let nameStart = index
    while index < end && bytes[index] != UInt8(ascii: "=") && !Self.isXMLSpace(bytes[index]) {
      index += 1
    }
    let nameEnd = index
    while index < end && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "'") {
      index += 1
    }
    guard index < end else { return nil }
    let quote = bytes[index]
    index += 1
    let valueStart = index
    while index < end && bytes[index] != quote { index += 1 }
    index += 1
    return AttributeSpan(nameOffset: nameStart, nameEnd: nameEnd, valueOffset: valueStart)
  }

  /// XML's white space: space, tab, line feed and carriage return.
  static func isXMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
