import Foundation

/// The bytes of one input file and the table that turns byte offsets into locations.
///
/// flowc reads every input itself (rather than letting libxml2 open paths) so that a
/// directory, a missing path or an unreadable file becomes one diagnostic, and so that
/// element and attribute columns can be computed from the exact bytes libxml2 parsed.
public struct SourceFile: Sendable {
  public let path: String
  public let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  /// For each line, whether it is all ASCII: there a column is just an offset from the
  /// line's start, with no UTF-8 sequences to count.
  let lineIsASCII: [Bool]
  /// Where the other lines' columns are counted from, so that none is counted from its
  /// line's start (a file written on one line would cost a pass over it per location).
  let checkpoints: CharacterCheckpoints

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    let (lineStarts, lineIsASCII) = Self.lines(of: bytes)
    self.lineStarts = lineStarts
    self.lineIsASCII = lineIsASCII
    let otherLines = lineIsASCII.indices.filter { !lineIsASCII[$0] }.map { line in
      // A line's characters end at its line feed.
      let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
      return (index: line, range: lineStarts[line]..<end)
    }
    checkpoints = CharacterCheckpoints(bytes: bytes, lines: otherLines)
  }

  /// Where each line starts and whether it is all ASCII, in one pass over the bytes: the C
  /// library's `memchr` finds each line feed (many bytes at a time), and a line's bytes
  /// are tested for ASCII eight at a time. It runs over every byte of every input, before
  /// anything else can start.
  static func lines(of bytes: [UInt8]) -> (starts: [Int], isASCII: [Bool]) {
    var starts = [0]
    var ascii: [Bool] = []
    starts.reserveCapacity(bytes.count / 32 + 1)
    ascii.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      var start = 0
      while start < count, let found = memchr(base + start, 0x0A, count - start) {
        let lineFeed = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        ascii.append(isASCII(base + start, count: lineFeed - start))
        starts.append(lineFeed + 1)
        start = lineFeed + 1
      }
      ascii.append(isASCII(base + start, count: count - start))
    }
    if ascii.isEmpty { ascii.append(true) }
    return (starts, ascii)
  }

  /// Whether `count` bytes from `start` are all below 0x80.
  private static func isASCII(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let raw = UnsafeRawPointer(start)
    var offset = 0
    var seen: UInt64 = 0
    while offset + 8 <= count {
      seen |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < count {
      seen |= UInt64(start[offset])
      offset += 1
    }
    return seen & highBits == 0
  }

  /// The largest input flowc reads: 64 MiB, far above any real flow or storyboard (the
  /// largest storyboards known are a few megabytes), and small enough that reading and
  /// parsing one stays within memory and seconds.
  public static let maximumSize = 64 << 20

  /// False when no character of the file can be invisible: it is all ASCII (known from
  /// the line table) and has no character reference (`&#x202E;`). Raw control bytes
  /// other than tab and line breaks are not XML, so the parser refuses them.
  public var mayHoldInvisibleCharacters: Bool {
    if lineIsASCII.contains(false) { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      var index = 0
      while index < buffer.count,
        let found = memchr(base + index, Int32(UInt8(ascii: "&")), buffer.count - index)
      {
        let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        if offset + 1 < buffer.count && buffer[offset + 1] == UInt8(ascii: "#") { return true }
        index = offset + 1
      }
      return false
    }
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Reads a file, reporting a missing path, a directory or an unreadable file as a
  /// diagnostic rather than an error thrown at the caller.
  ///
  /// A path holding an invisible character (a newline, U+2028, U+202E: see
  /// `InvisibleCharacters`) is refused before it is opened: its name reaches generated
  /// comments, diagrams and logs, where it could start a line of its own or read
  /// backwards. A file larger than `maximumSize` is refused before it is read.
  public static func load(path: String, maximumSize: Int = maximumSize) -> Result<
    SourceFile, Diagnostic
  > {
    if let (scalar, _) = InvisibleCharacters.first(in: path) {
      return .failure(
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileNameUnsafe,
          message:
            "the file name holds the invisible character \(InvisibleCharacters.name(scalar)), which could change generated code or logs; rename the file"
        ))
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      return .failure(
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileUnreadable,
          message: errno == ENOENT ? "no such file" : "cannot be read (check its permissions)"))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileUnreadable,
          message: "cannot be read (check its permissions)"))
    }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFDIR {
      return .failure(
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileUnreadable,
          message: "is a directory, not a file"))
    }
    // A pipe or a device could hold a read open forever or never end.
    guard kind == S_IFREG else {
      return .failure(
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileUnreadable,
          message: "is not a regular file (a pipe, socket or device), so flowc does not read it"))
    }
    let size = Int(status.st_size)
    if size > maximumSize {
      return .failure(tooLarge(path, size: size, maximumSize: maximumSize))
    }
    guard let bytes = readAll(descriptor, expectedSize: size, maximumSize: maximumSize) else {
      return .failure(
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileUnreadable,
          message: "cannot be read (check its permissions)"))
    }
    if bytes.count > maximumSize {
      return .failure(tooLarge(path, size: bytes.count, maximumSize: maximumSize))
    }
    return .success(SourceFile(path: path, bytes: bytes))
  }

  private static func tooLarge(_ path: String, size: Int, maximumSize: Int) -> Diagnostic {
    Diagnostic(
      location: .file(path), severity: .error, rule: .fileTooLarge,
      message:
        "is \(size) bytes, more than the \(maximumSize) bytes flowc reads from one input (docs/security.md)"
    )
  }

  /// The file's bytes, read straight into the array the source keeps (no second copy):
  /// as many as `fstat` reported, and more if the file grew since, up to one byte past
  /// `maximumSize` (so that a file grown past the limit is refused, not cut). Nil on a
  /// read error.
  private static func readAll(_ descriptor: Int32, expectedSize: Int, maximumSize: Int)
    -> [UInt8]?
  {
    var bytes = [UInt8]()
    var capacity = min(max(expectedSize + 1, 4096), maximumSize + 1)
    while true {
      var failed = false
      let previous = bytes.count
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity - previous) { buffer, count in
        count = 0
        while count < buffer.count {
          let read = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
          if read < 0 && errno == EINTR { continue }
          if read < 0 { failed = true }
          if read <= 0 { break }
          count += read
        }
      }
      if failed { return nil }
      if previous == 0 { bytes = chunk } else { bytes += chunk }
      // A short read is the end of the file; a full one may not be.
      if bytes.count < capacity || bytes.count > maximumSize { return bytes }
      capacity = min(capacity * 2, maximumSize + 1)
    }
  }

  /// The location of a byte offset, found by binary search over the line table.
  public func location(ofOffset offset: Int) -> SourceLocation {
    let lineIndex = self.lineIndex(containing: offset)
    return SourceLocation(
      file: path, line: lineIndex + 1,
      column: column(ofOffset: offset, lineIndex: lineIndex))
  }

  /// The byte offset of a location in this file (the inverse of `location(ofOffset:)`);
  /// nil for a location that names no line.
  public func offset(of location: SourceLocation) -> Int? {
    var steps = 0
    return offset(of: location, steps: &steps)
  }

  /// `offset(of:)`, adding to `steps` the bytes it stepped over: a few dozen at most per
  /// location, wherever on its line it is.
  package func offset(of location: SourceLocation, steps: inout Int) -> Int? {
    guard location.line >= 1, location.line <= lineStarts.count else { return nil }
    // An ASCII line's columns are its bytes: no walk from its start, which for a file
    // written on one line was a pass over it per location asked.
    if lineIsASCII[location.line - 1] {
      let end = location.line < lineStarts.count ? lineStarts[location.line] - 1 : bytes.count
      return min(lineStarts[location.line - 1] + max(0, location.column - 1), end)
    }
    var index = lineStarts[location.line - 1]
    var column = 1
    if let point = checkpoints.point(
      line: location.line - 1, before: max(0, location.column - 1), of: .scalar)
    {
      index = point.offset
      column = point.scalars + 1
    }
    let start = index
    while index < bytes.count, column < location.column, bytes[index] != 0x0A {
      index += 1
      // Only the first byte of a UTF-8 sequence starts a new column.
      while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    steps += index - start
    return index
  }

  package func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// 1-based column counted in Unicode scalars: UTF-8 continuation bytes do not count.
  func column(ofOffset offset: Int, lineIndex: Int) -> Int {
    let lineStart = lineStarts[lineIndex]
    var steps = 0
    guard !lineIsASCII[lineIndex],
      let counts = checkpoints.counts(
        before: offset, line: lineIndex, in: bytes, steps: &steps)
    else {
      return max(min(offset, bytes.count), lineStart) - lineStart + 1
    }
    return counts.scalars + 1
  }
}
