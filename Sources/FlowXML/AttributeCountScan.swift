import Foundation

/// Finds a start tag with more attributes than a limit, before libxml2 sees the bytes.
///
/// libxml2 (2.9) checks an element's attributes for duplicates pairwise: 400,000 of them
/// on one element take it most of a minute. No real flow or storyboard has more than a
/// few dozen on one element, so a document with a tag past the limit is refused after
/// one linear pass over its bytes: each `=` outside quotes, comments, CDATA sections and
/// processing instructions, inside a start tag, is one attribute.
enum AttributeCountScan {
  /// The byte offset of the `<` of the first start tag with more than `limit`
  /// attributes, or nil.
  static func firstTag(over limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    var index = 0
    /// The offset just past the first occurrence of `terminator` from `index`, or the end.
    func skip(past terminator: [UInt8], from start: Int) -> Int {
      var position = start
      while position + terminator.count <= count {
        if bytes[position] == terminator[0] {
          var matches = true
          for (offset, byte) in terminator.enumerated() where bytes[position + offset] != byte {
            matches = false
            break
          }
          if matches { return position + terminator.count }
        }
        position += 1
      }
      return count
    }
    func starts(with prefix: [UInt8], at position: Int) -> Bool {
      guard position + prefix.count <= count else { return false }
      for (offset, byte) in prefix.enumerated() where bytes[position + offset] != byte {
        return false
      }
      return true
    }
    guard let base = bytes.baseAddress else { return nil }
    /// The offset of the first `byte` from `start`, or the end: `memchr` looks at many
    /// bytes at a time, and most of a document's bytes are between tags or in quotes.
    func next(_ byte: UInt8, from start: Int) -> Int {
      guard start < count, let found = memchr(base + start, Int32(byte), count - start) else {
        return count
      }
      return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }
    while index < count {
      index = next(UInt8(ascii: "<"), from: index)
      guard index < count else { break }
      let tagStart = index
      // Comments and CDATA sections start `<!`, instructions `<?`: any other tag (nearly
      // every one) is told apart by its second byte alone.
      let second = index + 1 < count ? bytes[index + 1] : 0
      if second == UInt8(ascii: "!") {
        if starts(with: Self.commentStart, at: index) {
          index = skip(past: Self.commentEnd, from: index + Self.commentStart.count)
          continue
        }
        if starts(with: Self.cdataStart, at: index) {
          index = skip(past: Self.cdataEnd, from: index + Self.cdataStart.count)
          continue
        }
      } else if second == UInt8(ascii: "?") {
        index = skip(past: Self.instructionEnd, from: index + 2)
        continue
      }
      var attributes = 0
      index += 1
      while index < count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          index = min(next(byte, from: index) + 1, count)
        } else if byte == UInt8(ascii: "=") {
          attributes += 1
          if attributes > limit { return tagStart }
        } else if byte == UInt8(ascii: ">") {
          break
        }
      }
    }
    return nil
  }

  static let commentStart = Array("<!--".utf8)
  static let commentEnd = Array("-->".utf8)
  static let cdataStart = Array("<![CDATA[".utf8)
  static let cdataEnd = Array("]]>".utf8)
  static let instructionEnd = Array("?>".utf8)
}
