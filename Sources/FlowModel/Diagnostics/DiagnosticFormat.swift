/// How diagnostics are printed: for people and editors, for tools, or for GitHub's
/// pull-request annotations.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `path:line:column: error: message [rule]`, the form Xcode and editors make clickable.
  case text
  /// A JSON array of objects (file, line, column, severity, rule, message, suggestion).
  case json
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::…`).
  case github
}
