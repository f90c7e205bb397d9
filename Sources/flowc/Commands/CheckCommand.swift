import FlowModel
import FlowProject
import FlowXML
import Foundation

/// `flowc check FILE...`: read and check flows (or storyboards), report every problem.
/// With `--storyboard`, the one flow is also compared with the storyboard it describes;
/// with no FILE, the nearest flowc.json says what to check, and its `pairs` which
/// storyboard each flow describes.
enum CheckCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "check",
    summary: "Check flow files (or storyboards) and report every problem.",
    usage:
      "check [FILE...] [--storyboard STORYBOARD] [--config FILE] [--runtime storyboard|code|swiftui] [--format text|json|github|sarif|junit] [--werror] [--allow-outside PATH] [--limit NAME=VALUE]",
    discussion: """
      Diagnostics go to stderr as 'path:line:column: error|warning: message [rule]',
      followed by a summary line. With --format json, a JSON array goes to stdout instead;
      with --format github, GitHub Actions annotations go to stdout; with --format sarif, a
      SARIF 2.1.0 log (code scanning), and with --format junit, a JUnit XML report (one
      test case per file), go to stdout. With --runtime, each
      flow is checked for that runtime instead of the one it names.

      With --storyboard STORYBOARD, the one FILE is also compared with the storyboard it
      describes: scenes, containers, segues and unwinds, outlets and actions, storyboard
      IDs and reuse identifiers on one side only or different on the other are reported at
      the flow's lines, the storyboard's place in the message. What breaks at run time is
      an error. With no FILE, the nearest flowc.json (or --config FILE) says which flows to
      check, for which runtime, and its "pairs" which storyboard each one describes.
      """,
    options: [
      .value(
        "--storyboard", "STORYBOARD", "Compare the flow with the storyboard it describes."),
      .value(
        "--config", "FILE",
        "With no FILE: the flowc.json to use (default: the nearest one above the current folder)."),
      .value(
        "--runtime", "RUNTIME",
        "Check every flow for this runtime: storyboard, code or swiftui (instead of <flow runtime>)."
      ),
      .value(
        "--format", "FORMAT", "Diagnostics as text (default), json, github, sarif or junit."),
      .flag("--werror", "Treat warnings as errors."),
    ] + OptionSpec.projectBoundaryOptions)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard
      let format = DiagnosticOptions.format(
        arguments, console: console, allowing: DiagnosticFormat.allCases)
    else {
      return .usage
    }
    let runtime: FlowRuntime?
    let limits: ResourceLimits
    do {
      runtime = try BuildOptions.runtime(arguments)
      limits = try BuildOptions.limits(arguments)
    } catch {
      console.error("flowc: error: \(error.message)\nSee 'flowc help check'.\n")
      return .usage
    }
    let inputs: [(flow: String, storyboard: String?, runtime: FlowRuntime?)]
    var werror = arguments.has("--werror")
    var effectiveFormat = format
    if let storyboard = arguments.value("--storyboard") {
      guard arguments.positionals.count == 1 else {
        console.error(
          "flowc: error: '--storyboard' compares one flow with its storyboard: name exactly one FILE\nSee 'flowc help check'.\n"
        )
        return .usage
      }
      inputs = [(arguments.positionals[0], storyboard, runtime)]
    } else if !arguments.positionals.isEmpty && arguments.value("--config") == nil {
      inputs = arguments.positionals.map { ($0, nil, runtime) }
    } else {
      guard let config = loadConfig(arguments, format: format, console: console) else {
        return .usage
      }
      let flows =
        arguments.positionals.isEmpty
        ? config.expandedFlows()
        : arguments.positionals
      inputs = flows.map {
        ($0, config.storyboard(forFlow: $0), runtime ?? config.runtime(forFlowAt: $0))
      }
      werror = werror || config.werror
      if arguments.value("--format") == nil, let configured = config.format {
        effectiveFormat = DiagnosticFormat(rawValue: configured) ?? format
      }
    }
    var log = DiagnosticLog()
    var unreadable = false
    for (position, input) in inputs.enumerated() {
      let isLast = position == inputs.count - 1
      let keepTree: ((XMLElement) -> Void)? = isLast ? { KeptUntilExit.keep($0) } : nil
      let result =
        input.storyboard.map {
          FlowFrontEnd.load(
            path: input.flow, storyboard: $0, runtime: input.runtime,
            maximumScenes: limits.scenes, unwindVisits: limits.unwindVisits, keepTree: keepTree)
        }
        ?? FlowFrontEnd.load(
          path: input.flow, runtime: input.runtime, maximumScenes: limits.scenes,
          unwindVisits: limits.unwindVisits, keepTree: keepTree)
      if result.diagnostics.contains(where: { $0.rule == .fileUnreadable }) {
        unreadable = true
      }
      log.report(contentsOf: result.diagnostics)
      if isLast { KeptUntilExit.keep(result) }
    }
    if werror { log = log.promotingWarnings() }
    let files = inputs.count + inputs.count { $0.storyboard != nil }
    DiagnosticReport.emit(
      log, files: files, format: effectiveFormat, console: console,
      inputs: inputs.map(\.flow) + inputs.compactMap(\.storyboard), command: "flowc check")
    if unreadable { return .usage }
    return log.hasErrors ? .failure : .success
  }

  /// The project config, or nil after saying why there is none.
  static func loadConfig(_ arguments: ParsedArguments, format: DiagnosticFormat, console: Console)
    -> ProjectConfig?
  {
    let path =
      arguments.value("--config")
      ?? ProjectConfigDecoder.find(from: FileManager.default.currentDirectoryPath)
    guard let path else {
      console.error(
        "flowc: error: 'flowc check' needs at least one file: name it, or run it inside a project with a flowc.json (see 'flowc init')\nSee 'flowc help check'.\n"
      )
      return nil
    }
    let (config, diagnostics) = ProjectConfigDecoder.load(
      path: path, allowOutside: arguments.allValues("--allow-outside"))
    if !diagnostics.isEmpty {
      DiagnosticReport.emit(DiagnosticLog(diagnostics), files: 1, format: format, console: console)
    }
    return config
  }
}
