import FlowModel

/// How every command prints its diagnostics: text (and the summary) on stderr; JSON and
/// GitHub annotations on stdout, where tools read them.
enum DiagnosticReport {
  static func emit(
    _ log: DiagnosticLog, files: Int, format: DiagnosticFormat, console: Console,
    summary: Bool = true
  ) {
    let diagnostics = log.sorted
    switch format {
    case .text:
      let renderer = DiagnosticRenderer(format: .text, colored: console.colorsErrors)
      console.error(.rendered(renderer.render(diagnostics)))
      if summary {
        let line = DiagnosticRenderer.summary(
          errors: log.errorCount, warnings: log.warningCount, files: files)
        console.error("\(line)\n")
      }
    case .json, .github:
      console.out(.rendered(DiagnosticRenderer(format: format).render(diagnostics)))
    }
  }
}

/// The `--format` option shared by the commands that report diagnostics.
enum DiagnosticOptions {
  /// The format asked for, or nil after saying on the console why the value is wrong.
  static func format(_ arguments: ParsedArguments, console: Console) -> DiagnosticFormat? {
    do {
      return try format(arguments)
    } catch {
      console.error("flowc: error: \((error as? UsageError)?.message ?? "\(error)")\n")
      return nil
    }
  }

  static func format(_ arguments: ParsedArguments) throws -> DiagnosticFormat {
    guard let value = arguments.value("--format") else { return .text }
    guard let format = DiagnosticFormat(rawValue: value) else {
      throw UsageError(
        message:
          "'--format' must be one of \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'"
      )
    }
    return format
  }
}
