/// An error found while parsing or rendering a template.
///
/// Every error points at the tag at fault so that editors and terminals can jump to it:
/// `path` is the file (or in-memory name) of the template containing the tag, and `line`
/// and `column` are 1-based (columns count Unicode scalars). Errors that have no tag to
/// point at (for example a template requested by name that does not exist) use an empty
/// `path` and line and column 0.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The template file (or in-memory name) containing the faulty tag.
  public var path: String
  /// 1-based line of the tag at fault, or 0 when there is no tag.
  public var line: Int
  /// 1-based column (in Unicode scalars) of the tag at fault, or 0 when there is no tag.
  public var column: Int
  /// A human-readable explanation, without location.
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  init(path: String, location: SourceLocation, message: String) {
    self.init(path: path, line: location.line, column: location.column, message: message)
  }

  /// `path:line:column: error: message`, the format compilers use, so terminals and IDEs
  /// recognise it. Without a path only `error: message` is printed.
  public var description: String {
    if path.isEmpty && line == 0 {
      return "error: \(message)"
    }
    return "\(path):\(line):\(column): error: \(message)"
  }
}
