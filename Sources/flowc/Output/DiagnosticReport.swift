import FlowModel
import Foundation

/// How every command prints its diagnostics: text (and the summary) on stderr; JSON,
/// GitHub annotations and the SARIF and JUnit reports on stdout, where tools read them.
enum DiagnosticReport {
  /// - Parameter inputs: the files the command read, in order: JUnit's test cases, one
  ///   per file, with or without diagnostics.
  /// - Parameter command: JUnit's suite name (`flowc check`).
  static func emit(
    _ log: DiagnosticLog, files: Int, format: DiagnosticFormat, console: Console,
    summary: Bool = true, inputs: [String] = [], command: String = "flowc"
  ) {
    let diagnostics = log.sorted
    switch format {
    case .text:
      let renderer = DiagnosticRenderer(format: .text, colored: console.colorsErrors)
      console.error(renderer.render(diagnostics))
      if summary {
        console.error(
          DiagnosticRenderer.summary(
            errors: log.errorCount, warnings: log.warningCount, files: files) + "\n")
      }
    case .json, .github:
      console.out(DiagnosticRenderer(format: format).render(diagnostics))
    case .sarif:
      console.out(
        SARIFReport(
          toolVersion: Flowc.version, baseDirectory: workingDirectory, sourceText: sourceText
        ).render(diagnostics))
    case .junit:
      console.out(
        JUnitReport(suiteName: command, inputs: inputs, baseDirectory: workingDirectory)
          .render(diagnostics))
    }
  }

  /// Where flowc runs: CI reports name the files inside it relative to it.
  static var workingDirectory: String {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
  }

  /// An input's text, read again for the extents of what SARIF results point at; nil
  /// for a file that cannot be read (within the size every input is held to) or is not
  /// UTF-8.
  static func sourceText(_ path: String) -> String? {
    guard case .success(let source) = SourceFile.load(path: path) else { return nil }
    return String(validating: source.bytes, as: UTF8.self)
  }
}

/// The `--format` option shared by the commands that report diagnostics.
enum DiagnosticOptions {
  /// The format asked for, or nil after saying on the console why the value is wrong.
  static func format(
    _ arguments: ParsedArguments, console: Console, allowing allowed: [DiagnosticFormat] = basic
  ) -> DiagnosticFormat? {
    do {
      return try format(arguments, allowing: allowed)
    } catch {
      console.error("flowc: error: \((error as? UsageError)?.message ?? "\(error)")\n")
      return nil
    }
  }

  /// What every command that reports diagnostics prints; `check` and `build`, which read
  /// a project's inputs, also write the CI reports (SARIF, JUnit).
  static let basic: [DiagnosticFormat] = [.text, .json, .github]

  static func format(_ arguments: ParsedArguments, allowing allowed: [DiagnosticFormat] = basic)
    throws -> DiagnosticFormat
  {
    guard let value = arguments.value("--format") else { return .text }
    guard let format = DiagnosticFormat(rawValue: value), allowed.contains(format) else {
      throw UsageError(
        message:
          "'--format' must be one of \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(value)'"
      )
    }
    return format
  }
}
