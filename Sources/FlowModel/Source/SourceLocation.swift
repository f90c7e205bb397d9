/// A point in an input file, as editors and Xcode expect it: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, the same way libxml2 counts
/// them in its own errors, so a flowc diagnostic and a libxml2 one agree on the same text.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// A location for problems that concern a whole file (unreadable, empty) or a
  /// command-line argument, where no line exists.
  public static func file(_ path: String) -> SourceLocation {
    SourceLocation(file: path, line: 0, column: 0)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

extension SourceLocation: CustomStringConvertible {
  public var description: String {
    line > 0 ? "\(file):\(line):\(column)" : file
  }
}
