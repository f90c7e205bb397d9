import FlowModel
import Mustache

extension Diagnostic {
  /// A template error as a diagnostic, so that it is printed like every other problem
  /// (and in JSON or GitHub form when asked), at the template's line and column.
  init(_ error: TemplateError) {
    self = .error(
      .templateError, error.message,
      at: SourceLocation(file: error.path, line: error.line, column: error.column))
  }
}

extension DiagnosticReport {
  /// Reports a template error; the caller exits with status 1.
  static func emit(_ error: TemplateError, format: DiagnosticFormat, console: Console) {
    emit(
      DiagnosticLog([Diagnostic(error)]), files: 1, format: format, console: console, summary: false
    )
  }
}
