import Foundation

/// Where a document can be cut so that its parts can be parsed on their own: just before
/// the `<` of children of one element (the container), near equal fractions of the file.
///
/// The container is the element whose children are each small beside a part: the root of
/// a flow (whose children are its scenes), the `<scenes>` of a storyboard (the root's
/// child that holds nearly the whole file). The scan is naive on purpose (it skips
/// comments, CDATA sections, processing instructions and quoted attribute values, and
/// counts start and end tags) and needs no full correctness: a cut it gets wrong makes
/// some part malformed, and `PartedRead` then reads the file in one pass. What it must
/// get right, and `PartedRead` checks against libxml2, is where the container's start
/// tag ends and how deep it is.
struct ContentSplit: Sendable {
  /// The qualified names, as written, of the root and the elements down to the
  /// container, for the end tags that close each part.
  var openElements: [[UInt8]]
  /// Just after the `>` of the container's start tag.
  var containerStartTagEnd: Int
  /// Offsets of the `<` where each part after the first starts, rising.
  var points: [Int]

  /// One element open where the scan is.
  private struct OpenElement {
    var start: Int
    var nameStart: Int
    var nameEnd: Int
    var startTagEnd: Int
  }

  /// The cuts for `parts` parts, or nil when the document has no container whose
  /// children spread over the file (a self-closing root, a `<!DOCTYPE`, a cut that would
  /// leave the parts far from equal).
  static func find(in bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> ContentSplit? {
    guard parts > 1, let base = bytes.baseAddress else { return nil }
    let scan = ByteScan(base: base, count: bytes.count)
    let count = bytes.count
    // A part this far from its share gains little; a child of the container started
    // longer ago than this is too large to be one of many.
    let slack = count / (2 * parts)
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
      } else if bytes[index + 1] == UInt8(ascii: "!") {
        return nil
      } else {
        break
      }
    }
    var open: [OpenElement] = []
    /// The depth of the container once chosen: how many elements are open in it.
    var containerDepth: Int?
    var points: [Int] = []
    while points.count < parts - 1 {
      let target = count / parts * (points.count + 1)
      if !open.isEmpty { index = scan.next(UInt8(ascii: "<"), from: index) }
      guard index + 1 < count, index <= target + slack else { return nil }
      if scan.starts(with: AttributeCountScan.commentStart, at: index) {
        index = scan.offset(past: AttributeCountScan.commentEnd, from: index + 4)
      } else if scan.starts(with: AttributeCountScan.cdataStart, at: index) {
        index = scan.offset(past: AttributeCountScan.cdataEnd, from: index + 9)
      } else if bytes[index + 1] == UInt8(ascii: "?") {
        index = scan.offset(past: AttributeCountScan.instructionEnd, from: index + 2)
      } else if bytes[index + 1] == UInt8(ascii: "!") {
        return nil
      } else if bytes[index + 1] == UInt8(ascii: "/") {
        guard !open.isEmpty else { return nil }
        open.removeLast()
        // The container (or the root) ended before the last cut was found.
        guard open.count >= (containerDepth ?? 1) else { return nil }
        index = scan.next(UInt8(ascii: ">"), from: index)
      } else {
        if index >= target {
          if containerDepth == nil {
            // The container: the outermost open element whose open child started
            // recently, or the innermost if none did.
            let depth = open.firstIndex { $0.start >= target - slack } ?? open.count
            guard depth > 0 else { return nil }
            containerDepth = depth
          }
          if open.count == containerDepth { points.append(index) }
        }
        let tagStart = index
        var nameEnd = index + 1
        while nameEnd < count && !AttributeScanner.isXMLSpace(bytes[nameEnd])
          && bytes[nameEnd] != UInt8(ascii: "/") && bytes[nameEnd] != UInt8(ascii: ">")
        {
          nameEnd += 1
        }
        guard let end = scan.endOfStartTag(from: nameEnd) else { return nil }
        if bytes[end - 2] != UInt8(ascii: "/") {
          open.append(
            OpenElement(
              start: tagStart, nameStart: tagStart + 1, nameEnd: nameEnd, startTagEnd: end))
        } else if open.isEmpty {
          return nil
        }
        index = end
      }
    }
    guard let containerDepth, containerDepth <= open.count else { return nil }
    let spine = open[0..<containerDepth]
    return ContentSplit(
      openElements: spine.map { Array(bytes[$0.nameStart..<$0.nameEnd]) },
      containerStartTagEnd: spine[spine.count - 1].startTagEnd, points: points)
  }

  /// The end tags that close the open elements, innermost first.
  var closingTags: [UInt8] {
    openElements.reversed().flatMap { Array("</".utf8) + $0 + Array(">".utf8) }
  }

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
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
