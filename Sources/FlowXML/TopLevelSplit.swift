import Foundation

/// Where a document can be cut so that its parts can be parsed on their own: just before
/// the `<` of elements that are children of the root, near equal fractions of the file.
///
/// The scan is naive on purpose (it skips comments, CDATA sections, processing
/// instructions and quoted attribute values, and counts start and end tags) and needs no
/// full correctness: a cut it gets wrong makes some part malformed, and `PartedRead` then
/// reads the file in one pass. What it must get right, and `PartedRead` checks against
/// libxml2, is where the root's start tag ends.
struct TopLevelSplit: Sendable {
  /// The root's qualified name as written, for the end tag that closes each part.
  var rootName: [UInt8]
  /// Just after the `>` of the root's start tag.
  var rootStartTagEnd: Int
  /// Offsets of the `<` where each part after the first starts, rising.
  var points: [Int]

  /// The cuts for `parts` parts, or nil when the document is not a root with children
  /// spread over the file (a self-closing root, a `<!DOCTYPE`, a root whose children are
  /// one large element, a cut that would leave the parts far from equal).
  static func find(in bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> TopLevelSplit? {
    guard parts > 1, let base = bytes.baseAddress else { return nil }
    let scan = ByteScan(base: base, count: bytes.count)
    let count = bytes.count
    var index = 0
    if scan.starts(with: Self.byteOrderMark, at: 0) { index = Self.byteOrderMark.count }
    // The prolog: white space, the XML declaration, comments and processing instructions.
    while true {
      while index < count && AttributeScanner.isXMLSpace(bytes[index]) { index += 1 }
      guard index + 1 < count, bytes[index] == UInt8(ascii: "<") else { return nil }
      if scan.starts(with: AttributeCountScan.commentStart, at: index) {
        index = scan.offset(past: AttributeCountScan.commentEnd, from: index + 4)
      } else if bytes[index + 1] == UInt8(ascii: "?") {
        index = scan.offset(past: AttributeCountScan.instructionEnd, from: index + 2)
      } else {
        break
      }
    }
    let nameStart = index + 1
    guard !Self.isMarkup(bytes[nameStart]) else { return nil }
    var nameEnd = nameStart
    while nameEnd < count && !AttributeScanner.isXMLSpace(bytes[nameEnd])
      && bytes[nameEnd] != UInt8(ascii: "/") && bytes[nameEnd] != UInt8(ascii: ">")
    {
      nameEnd += 1
    }
    guard let rootStartTagEnd = scan.endOfStartTag(from: nameEnd),
      bytes[rootStartTagEnd - 2] != UInt8(ascii: "/")
    else { return nil }

    var points: [Int] = []
    var depth = 1
    index = rootStartTagEnd
    while points.count < parts - 1 {
      let target = count / parts * (points.count + 1)
      // Past this the parts would be too unequal to gain anything.
      let latest = target + count / (2 * parts)
      index = scan.next(UInt8(ascii: "<"), from: index)
      guard index + 1 < count, index <= latest else { return nil }
      if scan.starts(with: AttributeCountScan.commentStart, at: index) {
        index = scan.offset(past: AttributeCountScan.commentEnd, from: index + 4)
      } else if scan.starts(with: AttributeCountScan.cdataStart, at: index) {
        index = scan.offset(past: AttributeCountScan.cdataEnd, from: index + 9)
      } else if bytes[index + 1] == UInt8(ascii: "?") {
        index = scan.offset(past: AttributeCountScan.instructionEnd, from: index + 2)
      } else if bytes[index + 1] == UInt8(ascii: "!") {
        return nil
      } else if bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        // The root ended before the last cut was found.
        guard depth > 0 else { return nil }
        index = scan.next(UInt8(ascii: ">"), from: index)
      } else {
        if depth == 1 && index >= target { points.append(index) }
        guard let end = scan.endOfStartTag(from: index + 1) else { return nil }
        if bytes[end - 2] != UInt8(ascii: "/") { depth += 1 }
        index = end
      }
    }
    return TopLevelSplit(
      rootName: Array(bytes[nameStart..<nameEnd]), rootStartTagEnd: rootStartTagEnd,
      points: points)
  }

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `!`, `?` or `/` after `<`: not the start of an element.
  static func isMarkup(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "/")
  }
}

/// Searches in a buffer of bytes, `memchr` doing the long runs.
private struct ByteScan {
  let base: UnsafePointer<UInt8>
  let count: Int

  /// The offset of the first `byte` from `start`, or `count`.
  func next(_ byte: UInt8, from start: Int) -> Int {
    guard start < count, let found = memchr(base + start, Int32(byte), count - start) else {
      return count
    }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }

  func starts(with prefix: [UInt8], at position: Int) -> Bool {
    guard position >= 0, position + prefix.count <= count else { return false }
    return memcmp(base + position, prefix, prefix.count) == 0
  }

  /// Just past the first `terminator` from `start`, or `count`.
  func offset(past terminator: [UInt8], from start: Int) -> Int {
    var position = start
    while true {
      position = next(terminator[0], from: position)
      guard position < count else { return count }
      if starts(with: terminator, at: position) { return position + terminator.count }
      position += 1
    }
  }

  /// Just past the `>` that ends a start tag whose name ends at or before `start`,
  /// skipping quoted attribute values; nil when the bytes end first.
  func endOfStartTag(from start: Int) -> Int? {
    var index = start
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index = next(byte, from: index + 1) + 1
      } else if byte == UInt8(ascii: ">") {
        return index + 1
      } else {
        index += 1
      }
    }
    return nil
  }
}
