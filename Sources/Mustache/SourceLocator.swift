/// Converts byte offsets into line and column numbers while a source is scanned front to
/// back. Offsets must be requested in non-decreasing order, which keeps the total work
/// linear in the source size even for very long lines.
struct SourceLocator {
  private let source: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1

  init(source: [UInt8]) {
    self.source = source
  }

  mutating func location(of target: Int) -> SourceLocation {
    let end = min(target, source.count)
    while offset < end {
      let byte = source[offset]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Count Unicode scalars: skip UTF-8 continuation bytes.
        column += 1
      }
      offset += 1
    }
    return SourceLocation(line: line, column: column)
  }
}
