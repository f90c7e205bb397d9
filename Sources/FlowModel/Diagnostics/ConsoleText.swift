/// Text on its way to a terminal or a CI log, with flowc's own words and outside text
/// kept apart by construction: the literal parts of `"flowc: warning: \(name) cannot be
/// read\n"` are flowc's and are printed as written; every interpolated value is outside
/// text and is escaped onto one line (`ConsoleEscaping.line`). A console takes only this
/// type, so a new message cannot print a file name, an attribute value or another
/// program's output raw by forgetting to escape it.
///
/// Text that is outside text as a whole comes in by a named door: `lines(_:)` for
/// multi-line text shown as lines (a diff, a template's source), `rendered(_:)` for the
/// output of a renderer that has escaped it for its format already (`DiagnosticRenderer`).
public struct ConsoleText: Sendable, Equatable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The text as it is printed.
  public private(set) var description: String

  public init(stringLiteral value: String) {
    description = value
  }

  public init(stringInterpolation: StringInterpolation) {
    description = stringInterpolation.text
  }

  private init(escaped: String) {
    description = escaped
  }

  /// Outside text of several lines, printed as lines: `ConsoleEscaping.lines`.
  public static func lines(_ text: String) -> ConsoleText {
    ConsoleText(escaped: ConsoleEscaping.lines(text))
  }

  /// Text a renderer has already escaped for the format it writes (`DiagnosticRenderer`,
  /// which escapes each field with `ConsoleEscaping`); printed as it is.
  public static func rendered(_ text: String) -> ConsoleText {
    ConsoleText(escaped: text)
  }

  public static func + (lhs: ConsoleText, rhs: ConsoleText) -> ConsoleText {
    ConsoleText(escaped: lhs.description + rhs.description)
  }

  public static func += (lhs: inout ConsoleText, rhs: ConsoleText) {
    lhs.description += rhs.description
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// flowc's own words.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Text that is already console text: kept as it is.
    public mutating func appendInterpolation(_ value: ConsoleText) {
      text += value.description
    }

    /// Any other value is outside text, escaped onto one line.
    public mutating func appendInterpolation<Value>(_ value: Value) {
      text += ConsoleEscaping.line(String(describing: value))
    }
  }
}
