/// The single growing byte buffer a render appends to, plus the indentation state.
///
/// Indentation (from standalone partials, parents and blocks) is inserted lazily: after a
/// line break in template text the buffer remembers that it is at a line start, and the
/// current indentation is written just before the next non-empty content. Line breaks
/// inside interpolated values do not count, as the spec requires, and blank lines get no
/// trailing whitespace.
///
/// The buffer never holds, nor allocates room for, more than `maximumBytes`: every write
/// goes through `put`, which checks the limit before the array grows (an array that
/// doubles would otherwise allocate up to twice the limit) and sets `overflowed` instead
/// of writing past it. The session then stops the render. With `sharedBytes`, every
/// growth of the buffer is charged to the budget of the run's renders first, so that the
/// buffers of a run together never allocate more than that budget either.
struct OutputBuffer {
  private(set) var bytes: [UInt8] = []
  private(set) var indentation: [UInt8] = []
  private var atLineStart = true
  private let maximumBytes: Int
  private let sharedBytes: RenderBudget?
  /// Which limit refused a write, if one did.
  enum Overflow {
    /// This buffer's `maximumBytes`.
    case own
    /// The run's `sharedBytes`.
    case shared
  }
  private(set) var overflow: Overflow?
  /// The room charged to `sharedBytes` so far.
  private var charged = 0
  /// A write was refused because it would have passed a limit.
  var overflowed: Bool { overflow != nil }

  init(capacity: Int, maximumBytes: Int = .max, sharedBytes: RenderBudget? = nil) {
    self.maximumBytes = maximumBytes
    self.sharedBytes = sharedBytes
    // With a shared budget the buffer grows from nothing, so that a small file does not
    // charge the run for room it never uses.
    if sharedBytes == nil {
      bytes.reserveCapacity(min(capacity, maximumBytes))
    }
  }

  /// At the end of a render, gives the room charged to `sharedBytes` but left unused
  /// back: the run keeps the bytes, not the room.
  mutating func finish() {
    sharedBytes?.refund(charged - bytes.count)
    charged = bytes.count
  }

  /// The one way bytes enter the buffer.
  private mutating func put(_ source: UnsafeBufferPointer<UInt8>) {
    guard !overflowed else { return }
    let needed = bytes.count + source.count
    guard needed <= maximumBytes else {
      overflow = .own
      return
    }
    if needed > bytes.capacity {
      // Grow as the array would (doubling), but never past the limit.
      let doubled = bytes.capacity > maximumBytes / 2 ? maximumBytes : bytes.capacity * 2
      let capacity = max(needed, doubled)
      if let sharedBytes {
        guard sharedBytes.charge(capacity - charged) else {
          overflow = .shared
          return
        }
        charged = capacity
      }
      bytes.reserveCapacity(capacity)
    }
    bytes.append(contentsOf: source)
  }

  private mutating func put(_ source: [UInt8]) {
    source.withUnsafeBufferPointer { put($0) }
  }

  // MARK: Indentation

  /// Adds `extra` to the indentation; returns what to pass to `restoreIndentation`.
  ///
  /// With `emitIfMidLine`, a tag that does not start a line (possible when a previous
  /// partial did not end with a line break) writes its indentation immediately, as the
  /// whitespace stood in the source.
  mutating func pushIndentation(_ extra: [UInt8], emitIfMidLine: Bool) -> Int {
    let saved = indentation.count
    guard !extra.isEmpty else { return saved }
    if emitIfMidLine && !atLineStart {
      put(extra)
    }
    indentation.append(contentsOf: extra)
    return saved
  }

  mutating func restoreIndentation(count: Int) {
    if indentation.count > count {
      indentation.removeSubrange(count...)
    }
  }

  // MARK: Text

  mutating func append(_ text: TextNode) {
    text.bytes.withUnsafeBufferPointer { source in
      if indentation.isEmpty {
        put(source)
        atLineStart = text.endsWithNewline
        return
      }
      var lineStart = 0
      for lineEnd in text.lineEnds {
        appendLine(source, lineStart..<lineEnd)
        lineStart = lineEnd
      }
      if lineStart < source.count {
        appendLine(source, lineStart..<source.count)
      }
    }
  }

  /// Appends one line of template text (ending with `\n`, or the text's last piece).
  private mutating func appendLine(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    let first = source[range.lowerBound]
    let isBlankLine =
      first == UInt8(ascii: "\n")
      || (first == UInt8(ascii: "\r") && range.count > 1
        && source[range.lowerBound + 1] == UInt8(ascii: "\n"))
    if atLineStart && !isBlankLine {
      put(indentation)
    }
    put(UnsafeBufferPointer(rebasing: source[range]))
    atLineStart = source[range.upperBound - 1] == UInt8(ascii: "\n")
  }

  // MARK: Values

  mutating func append(_ value: MustacheValue, escapeHTML: Bool) {
    switch value {
    case .string(let string):
      appendString(string, escapeHTML: escapeHTML)
    case .int(let int):
      appendString(String(int), escapeHTML: false)
    case .double(let double):
      appendString(double.description, escapeHTML: false)
    case .bool(let bool):
      appendString(bool ? "true" : "false", escapeHTML: false)
    case .null, .object:
      return
    case .array(let items):
      // Scalars joined with commas, like JavaScript; nested containers render empty.
      var first = true
      for item in items {
        if !first {
          appendString(",", escapeHTML: false)
        }
        first = false
        switch item {
        case .array, .object: continue
        default: append(item, escapeHTML: escapeHTML)
        }
      }
    }
  }

  private mutating func appendString(_ string: String, escapeHTML: Bool) {
    guard !string.isEmpty else { return }
    if atLineStart {
      if !indentation.isEmpty {
        put(indentation)
      }
      atLineStart = false
    }
    let appended: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      appendUTF8(utf8, escapeHTML: escapeHTML)
    }
    if appended == nil {
      // Strings bridged from elsewhere may not be contiguous UTF-8.
      var native = string
      native.makeContiguousUTF8()
      native.withUTF8 { appendUTF8($0, escapeHTML: escapeHTML) }
    }
  }

  private mutating func appendUTF8(_ utf8: UnsafeBufferPointer<UInt8>, escapeHTML: Bool) {
    if escapeHTML {
      appendEscapingHTML(utf8)
    } else {
      put(utf8)
    }
  }

  private mutating func appendEscapingHTML(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      // Everything above '>' (0x3E) is safe; test that first.
      if byte > 0x3E { continue }
      let entity: StaticString
      switch byte {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "<"): entity = "&lt;"
      case UInt8(ascii: ">"): entity = "&gt;"
      case UInt8(ascii: "\""): entity = "&quot;"
      default: continue
      }
      if runStart < index {
        put(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      }
      put(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      runStart = index + 1
    }
    if runStart < utf8.count {
      put(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
  }
}
