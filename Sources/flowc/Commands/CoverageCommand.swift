import FlowCoverage
import FlowModel
import FlowProject
import Foundation

/// `flowc coverage FLOW... --trace FILE...`: which segues, unwinds and scenes of the flows
/// the UI tests exercised, from the traces the generated code wrote (`FLOWC_TRACE`).
enum CoverageCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "coverage",
    summary: "Report which segues, unwinds and scenes UI tests exercised, from navigation traces.",
    usage: "coverage FLOW... --trace FILE... [--min PERCENT] [--format text|json]",
    discussion: """
      In debug builds, the code flowc generates (every runtime) appends one JSON line per
      performed segue, unwind and appearing scene to the file the environment variable
      FLOWC_TRACE names ({"flow":"FriendList","event":"segue","id":"showDetail"}). Run the
      UI tests with it set, then this command with the flows and the trace files: it prints,
      per flow, the segues, unwinds and scenes exercised of their totals, then a note per
      item never exercised, at its place in the flow. A trace line that is not an event is
      an error at its line; one naming a flow, segue, unwind or scene the flows do not have
      is a warning. With --format json, one JSON object goes to stdout instead.
      Exit status: 0, or 1 when a trace line is malformed or segue coverage (all the
      flows' segues together) is below --min PERCENT; 2 for unreadable files or bad usage.
      """,
    options: [
      .value("--trace", "FILE", "A trace FLOWC_TRACE wrote; repeat it for several."),
      .value("--min", "PERCENT", "Exit 1 when less than PERCENT of the segues were performed."),
      .value("--format", "FORMAT", "text (default) or json."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let paths = arguments.positionals
    let traces = arguments.allValues("--trace")
    guard !paths.isEmpty, !traces.isEmpty else {
      console.error(
        "flowc: error: 'flowc coverage' needs flows and at least one --trace FILE\nSee 'flowc help coverage'.\n"
      )
      return .usage
    }
    let format = arguments.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      console.error("flowc: error: '--format' must be text or json, not '\(format)'\n")
      return .usage
    }
    var minimum: Double?
    if let value = arguments.value("--min") {
      guard let number = Double(value), number.isFinite, (0...100).contains(number) else {
        console.error("flowc: error: '--min' must be a percentage from 0 to 100, not '\(value)'\n")
        return .usage
      }
      minimum = number
    }

    var log = DiagnosticLog()
    var flows: [(path: String, flow: Flow)] = []
    var unreadable = false
    for path in paths {
      let result = FlowFrontEnd.load(path: path)
      if result.diagnostics.contains(where: { $0.rule == .fileUnreadable }) { unreadable = true }
      log.report(contentsOf: result.diagnostics.filter { $0.severity == .error })
      if let flow = result.flow { flows.append((path, flow)) }
    }
    var events: [TraceEvent] = []
    for trace in traces {
      let result = TraceReader.read(path: trace)
      if result.diagnostics.contains(where: {
        $0.rule == .fileUnreadable || $0.rule == .fileTooLarge || $0.rule == .fileNameUnsafe
      }) {
        unreadable = true
      }
      events += result.events
      log.report(contentsOf: result.diagnostics)
    }
    if unreadable || flows.count != paths.count {
      DiagnosticReport.emit(
        log, files: paths.count + traces.count, format: format == "json" ? .json : .text,
        console: console)
      return unreadable ? .usage : .failure
    }
    let coverage = NavigationCoverage(flows: flows, events: events)
    log.report(contentsOf: coverage.diagnostics)
    if format == "json" {
      console.out(.rendered(CoverageRendering.json(coverage, diagnostics: log.sorted)))
    } else {
      if !log.diagnostics.isEmpty {
        DiagnosticReport.emit(
          log, files: paths.count + traces.count, format: .text, console: console, summary: false)
      }
      console.out(.rendered(CoverageRendering.text(coverage)))
    }
    if log.hasErrors { return .failure }
    if let minimum {
      let tally = coverage.segueTally
      if tally.percent < minimum {
        console.error(
          "flowc: segue coverage is \(tally.exercised)/\(tally.total), below --min \(value(minimum))%\n"
        )
        return .failure
      }
    }
    return .success
  }

  /// `80` rather than `80.0`.
  static func value(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }
}
