/// How diagnostics are printed: for people and editors, for tools, for GitHub's
/// pull-request annotations, or as CI reports.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `path:line:column: error: message [rule]`, the form Xcode and editors make clickable.
  case text
  /// A JSON array of objects (file, line, column, severity, rule, message, suggestion).
  case json
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::…`).
  case github
  /// A SARIF 2.1.0 log, for code-scanning services (`SARIFReport`).
  case sarif
  /// A JUnit XML report, one test case per input file (`JUnitReport`).
  case junit
}
