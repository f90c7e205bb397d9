/// Turns a rising sequence of byte offsets into locations in time linear in the file's
/// size, even when the whole file is one long line (a binary search per offset and a
/// column count from the start of the line would be quadratic there).
package struct LocationCursor {
  let source: SourceFile
  private var lineIndex = 0
  private var offset = 0
  private var column = 1

  package init(source: SourceFile) {
    self.source = source
  }

  package mutating func location(ofOffset target: Int) -> SourceLocation {
    let target = max(0, min(target, source.bytes.count))
    if target < offset {
      // Out of order (rare): start over at the target, its column counted from the
      // nearest of its line's checkpoints.
      lineIndex = source.lineIndex(containing: target)
      offset = target
      column = source.column(ofOffset: target, lineIndex: lineIndex)
    }
    let lineStarts = source.lineStarts
    while lineIndex + 1 < lineStarts.count && lineStarts[lineIndex + 1] <= target {
      lineIndex += 1
      offset = lineStarts[lineIndex]
      column = 1
    }
    if source.lineIsASCII[lineIndex] {
      column += target - offset
      offset = target
    }
    let bytes = source.bytes
    while offset < target {
      if bytes[offset] & 0xC0 != 0x80 { column += 1 }
      offset += 1
    }
    return SourceLocation(file: source.path, line: lineIndex + 1, column: column)
  }
}
