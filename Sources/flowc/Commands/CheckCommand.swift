import FlowKit

/// `flowc check FILE...`: read and check flows (or storyboards), report every problem.
enum CheckCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "check",
    summary: "Check flow files (or storyboards) and report every problem.",
    usage: "check FILE... [--runtime storyboard|code] [--format text|json|github] [--werror]",
    discussion: """
      Diagnostics go to stderr as 'path:line:column: error|warning: message [rule]',
      followed by a summary line. With --format json, a JSON array goes to stdout instead;
      with --format github, GitHub Actions annotations go to stdout. With --runtime, each
      flow is checked for that runtime instead of the one it names.
      """,
    options: [
      .value(
        "--runtime", "RUNTIME",
        "Check every flow for this runtime: storyboard or code (instead of <flow runtime>)."),
      .value("--format", "FORMAT", "Diagnostics as text (default), json or github."),
      .flag("--werror", "Treat warnings as errors."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard !arguments.positionals.isEmpty else {
      console.error(
        "flowc: error: 'flowc check' needs at least one file\nSee 'flowc help check'.\n")
      return .usage
    }
    guard let format = DiagnosticOptions.format(arguments, console: console) else {
      return .usage
    }
    let runtime: FlowRuntime?
    do {
      runtime = try BuildOptions.runtime(arguments)
    } catch {
      console.error("flowc: error: \(error.message)\nSee 'flowc help check'.\n")
      return .usage
    }
    var log = DiagnosticLog()
    var unreadable = false
    for (position, path) in arguments.positionals.enumerated() {
      let result = FlowFrontEnd.load(path: path, runtime: runtime)
      if result.flow == nil && result.diagnostics.contains(where: { $0.rule == .fileUnreadable }) {
        unreadable = true
      }
      log.report(contentsOf: result.diagnostics)
      if position == arguments.positionals.count - 1 { KeptUntilExit.keep(result) }
    }
    if arguments.has("--werror") { log = log.promotingWarnings() }
    DiagnosticReport.emit(log, files: arguments.positionals.count, format: format, console: console)
    if unreadable { return .usage }
    return log.hasErrors ? .failure : .success
  }
}
