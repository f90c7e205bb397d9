/// How many characters lie before sparse points of a text's lines that are not all ASCII,
/// so that a column (Unicode scalars) or an editor's character (UTF-16 units) turns into a
/// byte offset, and back, by stepping over the bytes from the nearest point, not from the
/// line's start: on a flow written on one line with an accent in it, each diagnostic's
/// place cost a pass over the line (issue 38).
///
/// A point is put at each such line's start, then at the first character boundary at
/// least `spacing` bytes after the last, so a conversion steps over fewer than
/// `spacing + 4` bytes after two binary searches. Counting is additive over bytes: a
/// Unicode scalar is a byte that is not a UTF-8 continuation byte, and one whose lead byte
/// is 0xF0 or more is two UTF-16 units (outside the Basic Multilingual Plane), any other
/// one.
public struct CharacterCheckpoints: Sendable {
  /// Bytes between points, at least.
  static let spacing = 64

  /// Each point's byte offset, rising.
  private var offsets: [Int] = []
  /// Unicode scalars from the point's line start to the point.
  private var scalars: [Int] = []
  /// UTF-16 units from the point's line start to the point.
  private var units: [Int] = []
  /// The points of each line given, by line index: its first is the line's start.
  private var pointsByLine: [Int: Range<Int>] = [:]

  /// Points for the lines given as (line index, byte range of its characters), rising;
  /// lines not given (ASCII lines, where a byte is a character) have none.
  public init(bytes: [UInt8], lines: [(index: Int, range: Range<Int>)]) {
    for (line, range) in lines {
      let first = offsets.count
      var scalarCount = 0
      var unitCount = 0
      var last = range.lowerBound
      offsets.append(last)
      scalars.append(0)
      units.append(0)
      for offset in range {
        let byte = bytes[offset]
        if byte & 0xC0 != 0x80 {
          if offset - last >= Self.spacing {
            offsets.append(offset)
            scalars.append(scalarCount)
            units.append(unitCount)
            last = offset
          }
          scalarCount += 1
          unitCount += byte >= 0xF0 ? 2 : 1
        }
      }
      pointsByLine[line] = first..<offsets.count
    }
  }

  /// The Unicode scalars and UTF-16 units from the start of `line` to `offset` (a
  /// character's lead byte of the line counts when it is before `offset`); nil for a line
  /// without points. `steps` grows by the bytes stepped over.
  public func counts(before offset: Int, line: Int, in bytes: [UInt8], steps: inout Int)
    -> (scalars: Int, units: Int)?
  {
    guard let points = pointsByLine[line] else { return nil }
    let point = lastPoint(in: points) { offsets[$0] <= offset }
    var scalarCount = scalars[point]
    var unitCount = units[point]
    var index = offsets[point]
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 {
        scalarCount += 1
        unitCount += byte >= 0xF0 ? 2 : 1
      }
      index += 1
    }
    steps += max(0, end - offsets[point])
    return (scalarCount, unitCount)
  }

  /// The last point of `line` with at most `count` of `unit` before it, where a walk to
  /// the character that many in starts: its byte offset and the scalars and UTF-16 units
  /// before it. Nil for a line without points.
  public func point(line: Int, before count: Int, of unit: CountedUnit) -> (
    offset: Int, scalars: Int, units: Int
  )? {
    guard let points = pointsByLine[line] else { return nil }
    let counts = unit == .scalar ? scalars : units
    let point = lastPoint(in: points) { counts[$0] <= count }
    return (offsets[point], scalars[point], units[point])
  }

  /// What a count is of.
  public enum CountedUnit: Sendable {
    case scalar
    case utf16
  }

  /// The last index of `points` (whose first always qualifies) for which `qualifies`
  /// holds, `qualifies` holding for a prefix of them.
  private func lastPoint(in points: Range<Int>, where qualifies: (Int) -> Bool) -> Int {
    var low = points.lowerBound
    var high = points.upperBound - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if qualifies(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
