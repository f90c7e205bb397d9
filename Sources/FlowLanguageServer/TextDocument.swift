import FlowModel

/// A position as LSP counts it: a 0-based line, and a 0-based character offset in UTF-16
/// code units within that line (the protocol's default `positionEncoding`, `utf-16`).
public struct TextPosition: Hashable, Sendable, Comparable {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

/// The text of one open document, as the editor holds it: its UTF-8 bytes, which the
/// front end reads as it reads a file, and where each line starts, so that an editor's
/// UTF-16 positions and the front end's byte offsets convert both ways.
///
/// Lines end at `\n`, `\r\n` or `\r`, as LSP says. Every conversion clamps: a position
/// past a line's end is its end, past the last line the document's end, inside a
/// character that takes two UTF-16 units the start of that character. So an edit from a
/// client that disagrees with us about the text lands somewhere sane, never out of bounds.
public struct TextDocument: Sendable {
  public let uri: String
  public private(set) var version: Int
  public private(set) var bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public private(set) var lineStarts: [Int]
  /// Where positions are counted from on the lines that are not ASCII (on an ASCII line
  /// a byte is a UTF-16 unit): sparse points of each, so that no position is counted from
  /// its line's start, which for a flow written on one line cost a pass over the line per
  /// diagnostic or symbol (2,000 scenes: 49 s to open in a debug build).
  private var checkpoints: CharacterCheckpoints
  /// How many times the text has been written anew: the work the tests hold to one per
  /// run of changes, not one per change.
  public private(set) var passes = 0

  public init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    self.bytes = Array(text.utf8)
    (lineStarts, checkpoints) = Self.lines(of: bytes)
  }

  /// Where each line starts, and the points of those that are not ASCII.
  static func lines(of bytes: [UInt8]) -> (starts: [Int], checkpoints: CharacterCheckpoints) {
    let starts = lineStarts(of: bytes)
    let ascii = asciiLines(of: bytes, lineStarts: starts)
    let others = ascii.indices.filter { !ascii[$0] }.map { line in
      (index: line, range: starts[line]..<contentEnd(of: line, bytes: bytes, lineStarts: starts))
    }
    return (starts, CharacterCheckpoints(bytes: bytes, lines: others))
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        starts.append(index)
      } else if byte == 0x0D {
        if index < bytes.count && bytes[index] == 0x0A { index += 1 }
        starts.append(index)
      }
    }
    return starts
  }

  static func asciiLines(of bytes: [UInt8], lineStarts: [Int]) -> [Bool] {
    lineStarts.indices.map { line in
      let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
      return !bytes[lineStarts[line]..<end].contains { $0 >= 0x80 }
    }
  }

  /// The byte offset just past the last character of a line, before its line break.
  func lineContentEnd(_ line: Int) -> Int {
    Self.contentEnd(of: line, bytes: bytes, lineStarts: lineStarts)
  }

  static func contentEnd(of line: Int, bytes: [UInt8], lineStarts: [Int]) -> Int {
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    while end > lineStarts[line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The byte offset of an LSP position, clamped into the document.
  public func offset(of position: TextPosition) -> Int {
    var steps = 0
    return offset(of: position, steps: &steps)
  }

  /// `offset(of:)`, adding to `steps` the bytes it stepped over: a few dozen at most per
  /// position, wherever on its line it is.
  func offset(of position: TextPosition, steps: inout Int) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let end = lineContentEnd(position.line)
    guard
      let point = checkpoints.point(
        line: position.line, before: max(0, position.character), of: .utf16)
    else {
      return min(lineStarts[position.line] + max(0, position.character), end)
    }
    var offset = point.offset
    var units = point.units
    defer { steps += offset - point.offset }
    while offset < end {
      let length = Self.sequenceLength(bytes[offset])
      let width = length == 4 ? 2 : 1
      if units + width > position.character { break }
      units += width
      offset = min(offset + length, end)
    }
    return offset
  }

  /// The LSP position of a byte offset (clamped into the document).
  public func position(ofOffset rawOffset: Int) -> TextPosition {
    var steps = 0
    return position(ofOffset: rawOffset, steps: &steps)
  }

  /// `position(ofOffset:)`, adding to `steps` the bytes it stepped over: a few dozen at
  /// most per offset, wherever on its line it is.
  func position(ofOffset rawOffset: Int, steps: inout Int) -> TextPosition {
    let offset = max(0, min(rawOffset, bytes.count))
    let line = lineIndex(containing: offset)
    guard
      let counts = checkpoints.counts(before: offset, line: line, in: bytes, steps: &steps)
    else {
      return TextPosition(line: line, character: offset - lineStarts[line])
    }
    return TextPosition(line: line, character: counts.units)
  }

  /// The number of bytes of the UTF-8 sequence that `lead` starts (1 for a stray
  /// continuation byte, which valid text never has).
  static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  /// Replaces the text between two positions (a `TextDocumentContentChangeEvent` with a
  /// range); `start` after `end` is taken as the same range reversed.
  public mutating func replace(from start: TextPosition, to end: TextPosition, with text: String) {
    var lower = offset(of: start)
    var upper = offset(of: end)
    if lower > upper { swap(&lower, &upper) }
    bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
    (lineStarts, checkpoints) = Self.lines(of: bytes)
    passes += 1
  }

  /// One `TextDocumentContentChangeEvent`: text for a range, or (no range) the whole text.
  public struct Change: Sendable {
    public var range: (start: TextPosition, end: TextPosition)?
    public var text: String

    public init(range: (start: TextPosition, end: TextPosition)?, text: String) {
      self.range = range
      self.text = text
    }
  }

  /// Applies the changes of one `didChange` in order, each to the text the ones before it
  /// left, as `replace(from:to:with:)` one by one would.
  ///
  /// Editors send a replace-all or a multi-cursor edit as a run of changes from the end of
  /// the text back (each then lies before the last, where the text is as it was), or from
  /// its start on (each after the last, where the text is the old text shifted). Either
  /// run is written in one pass, its offsets read from the old text; only a change that
  /// breaks the run writes it out first. Applied one by one, each change copied the text
  /// and found its lines again: 8,000 replacements in a 4 MB flow took 270 s in a debug
  /// build.
  public mutating func apply(_ changes: [Change]) {
    // Descending, disjoint ranges of `bytes` as it is, and what replaces each.
    var run: [(range: Range<Int>, text: [UInt8])] = []
    var ascending: AscendingRun?
    for change in changes {
      guard let (start, end) = change.range else {
        run = []
        ascending = nil
        replaceAll(with: change.text)
        continue
      }
      let text = Array(change.text.utf8)
      // Grown in place: a copy of the run would copy what it has written.
      if ascending?.append(from: start, to: end, text, in: self) == true { continue }
      if let stopped = ascending {
        ascending = nil
        write(stopped)
      }
      var lower = offset(of: start)
      var upper = offset(of: end)
      if lower > upper { swap(&lower, &upper) }
      // Before the last change's start, the text is as it was: the offsets hold.
      if let last = run.last?.range.lowerBound, upper >= last {
        if run.count == 1 {
          // Past the one change so far: perhaps a run from the start on.
          var growing = AscendingRun(run[0].range, run[0].text, in: self)
          if growing.append(from: start, to: end, text, in: self) {
            ascending = growing
            run = []
            continue
          }
        }
        write(run)
        run = []
        lower = offset(of: start)
        upper = offset(of: end)
        if lower > upper { swap(&lower, &upper) }
      }
      run.append((lower..<upper, text))
    }
    if let ascending { write(ascending) }
    write(run)
  }

  /// A run of changes from the start of the text on: the new text up to the end of the
  /// last change (`written`, with its line starts), then the old text from `resume` on.
  /// A position at or after the end of the last change is found in the old text: on the
  /// line that change ended on, past it; on a later line, that many lines further on in
  /// the old text.
  private struct AscendingRun {
    var written: [UInt8] = []
    var writtenLineStarts = [0]
    /// UTF-16 units of `written`'s last line, which the old text continues.
    var lastLineUnits = 0
    var resume: Int

    init(_ range: Range<Int>, _ text: [UInt8], in document: TextDocument) {
      resume = range.upperBound
      extend(with: document.bytes[0..<range.lowerBound])
      extend(with: text[...])
    }

    /// Takes the change when it lies at or after the end of the last one.
    mutating func append(
      from start: TextPosition, to end: TextPosition, _ text: [UInt8], in document: TextDocument
    ) -> Bool {
      // `\r` written before an old `\n` would make one line break of two.
      if written.last == 0x0D, resume < document.bytes.count, document.bytes[resume] == 0x0A {
        return false
      }
      guard var lower = oldOffset(of: start, in: document),
        var upper = oldOffset(of: end, in: document)
      else { return false }
      if lower > upper { swap(&lower, &upper) }
      extend(with: document.bytes[resume..<lower])
      extend(with: text[...])
      resume = upper
      return true
    }

    /// Where a position of the text as changed so far is in the old text, or nil when it
    /// is before the end of the last change.
    func oldOffset(of position: TextPosition, in document: TextDocument) -> Int? {
      let lastLine = writtenLineStarts.count - 1
      guard position.line >= lastLine else { return nil }
      let oldLine = document.lineIndex(containing: resume)
      guard position.line == lastLine else {
        return document.offset(
          of: TextPosition(line: oldLine + position.line - lastLine, character: position.character))
      }
      guard position.character >= lastLineUnits else { return nil }
      let end = max(document.lineContentEnd(oldLine), resume)
      var offset = resume
      var units = lastLineUnits
      while offset < end {
        let length = TextDocument.sequenceLength(document.bytes[offset])
        let width = length == 4 ? 2 : 1
        if units + width > position.character { break }
        units += width
        offset = min(offset + length, end)
      }
      return offset
    }

    /// Appends to `written`, finding its line starts and the units of its last line.
    mutating func extend(with bytes: ArraySlice<UInt8>) {
      var index = written.count
      written.append(contentsOf: bytes)
      if index > 0, written[index - 1] == 0x0D, index < written.count, written[index] == 0x0A {
        // A `\r` that ended the text so far ends a `\r\n`: its line starts after both.
        index += 1
        writtenLineStarts[writtenLineStarts.count - 1] = index
      }
      while index < written.count {
        let byte = written[index]
        let length = TextDocument.sequenceLength(byte)
        index += 1
        if byte == 0x0A {
          writtenLineStarts.append(index)
          lastLineUnits = 0
        } else if byte == 0x0D {
          if index < written.count && written[index] == 0x0A { index += 1 }
          writtenLineStarts.append(index)
          lastLineUnits = 0
        } else if byte & 0xC0 != 0x80 {
          lastLineUnits += length == 4 ? 2 : 1
        }
      }
    }
  }

  /// The index of the line holding `offset`.
  func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Writes a run from the start on: the written text, then the old text from where the
  /// last change ended.
  private mutating func write(_ run: AscendingRun) {
    bytes = run.written + bytes[run.resume...]
    (lineStarts, checkpoints) = Self.lines(of: bytes)
    passes += 1
  }

  /// Writes descending, disjoint replacements into the text in one pass.
  private mutating func write(_ run: [(range: Range<Int>, text: [UInt8])]) {
    guard !run.isEmpty else { return }
    var written: [UInt8] = []
    written.reserveCapacity(bytes.count + run.reduce(0) { $0 + $1.text.count })
    var copied = 0
    for (range, text) in run.reversed() {
      written.append(contentsOf: bytes[copied..<range.lowerBound])
      written.append(contentsOf: text)
      copied = range.upperBound
    }
    written.append(contentsOf: bytes[copied...])
    bytes = written
    (lineStarts, checkpoints) = Self.lines(of: bytes)
    passes += 1
  }

  /// Replaces the whole text (a change event without a range).
  public mutating func replaceAll(with text: String) {
    bytes = Array(text.utf8)
    (lineStarts, checkpoints) = Self.lines(of: bytes)
    passes += 1
  }

  public mutating func setVersion(_ version: Int) {
    self.version = version
  }
}
