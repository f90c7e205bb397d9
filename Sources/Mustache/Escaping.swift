/// How interpolated values (`{{name}}`) are escaped when they are written to the output.
///
/// Escaping is a property of a render, not of a template, so the same templates can
/// produce HTML as well as source code. Triple mustaches (`{{{name}}}`) and ampersand
/// tags (`{{&name}}`) are never escaped.
public enum Escaping: Sendable, Equatable {
  /// The Mustache spec's HTML escaping: `&`, `<`, `>` and `"` become `&amp;`, `&lt;`,
  /// `&gt;` and `&quot;`.
  case html
  /// Values are written verbatim. Used for Swift code and Graphviz DOT output, where the
  /// caller has already escaped values for the target language.
  case none
}
