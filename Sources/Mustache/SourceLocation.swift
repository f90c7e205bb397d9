/// A 1-based position of a tag in a template source, used in error messages.
struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  var line: Int
  var column: Int

  /// `line:column`, as embedded in messages such as "opened at 12:3".
  var description: String { "\(line):\(column)" }
}
