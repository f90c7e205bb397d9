import FlowCoverage
import FlowGen
import FlowModel
import FlowProject
import Foundation
import Mustache

/// `flowc graph FLOW`: the flow as a Graphviz diagram that reads like the storyboard
/// canvas, drawn from the same model as the generated code.
enum GraphCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "graph",
    summary: "Draw a flow (or storyboard) as a Graphviz diagram: DOT, SVG, PNG or PDF.",
    usage:
      "graph FLOW [-o OUT] [--format dot|svg|png|pdf] [--detail] [--legend] [--force] [--coverage TRACE...] [--templates DIR] [--time-limit SECONDS]",
    discussion: """
      Writes DOT to stdout unless -o names a file. SVG, PNG and PDF are rendered by
      Graphviz's 'dot', which must be on PATH. The format follows from the extension of
      -o (.dot or .gv, .svg, .png, .pdf); --format names it when the file has another
      extension, and must agree with a known one.

      A flow with errors is reported and not drawn. With --force it is drawn anyway, its
      broken references in red, and flowc still exits with status 1.
      """,
    options: [
      .value("--output", short: "-o", "OUT", "Write the diagram to this file (atomically)."),
      .value("--format", "FORMAT", "The diagram's format: dot (default), svg, png or pdf."),
      .flag("--detail", "List each scene's outlets, actions and unwind actions."),
      .flag("--legend", "Add a legend that shows each edge style."),
      .flag("--force", "Draw a flow that has errors, with its broken references in red."),
      .value(
        "--coverage", "TRACE",
        "Draw the transitions a navigation trace (FLOWC_TRACE) shows exercised in green, the others dashed in vermilion; repeat it for several."
      ),
      .value("--templates", "DIR", "Templates that override the built-in graph/ ones."),
      .value(
        "--time-limit", "SECONDS",
        "Stop Graphviz after this many seconds (default 60): a dense flow can take minutes."),
      OptionSpec.limitOption,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let format: DiagramFormat
    let path: String
    var timeLimit = GraphvizRenderer.defaultTimeLimit
    let limits: ResourceLimits
    do {
      limits = try BuildOptions.limits(arguments)
      timeLimit = Double(limits.graphSeconds)
      guard arguments.positionals.count == 1 else {
        throw UsageError(
          message: arguments.positionals.isEmpty
            ? "'flowc graph' needs a flow file"
            : "'flowc graph' draws one flow at a time, not \(arguments.positionals.count)")
      }
      path = arguments.positionals[0]
      if let value = arguments.value("--time-limit") {
        guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
          throw UsageError(
            message: "'--time-limit' needs a number of seconds above 0, not '\(value)'")
        }
        timeLimit = seconds
      }
      format = try diagramFormat(
        format: arguments.value("--format"), output: arguments.value("--output"))
      if arguments.value("--output") == nil, format.isBinary, isatty(STDOUT_FILENO) != 0 {
        throw UsageError(
          message:
            "not writing \(format.rawValue.uppercased()) to a terminal; use -o FILE or redirect stdout"
        )
      }
    } catch let error as UsageError {
      console.error("flowc: error: \(error.message)\nSee 'flowc help graph'.\n")
      return .usage
    } catch {
      return .usage
    }

    var templates: TemplateSet
    do {
      templates = try TemplateSet(overrideDirectory: arguments.value("--templates"))
      templates.maximumRenderedBytes = limits.templateBytes
      templates.maximumRenderWork = limits.templateWork
      // One budget for every render of the run, not one per file.
      templates.sharedWork = RenderBudget(limit: limits.templateWork)
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }

    let loaded = FlowFrontEnd.load(
      path: path, maximumScenes: limits.scenes, unwindVisits: limits.unwindVisits)
    let log = DiagnosticLog(loaded.diagnostics)
    if !log.diagnostics.isEmpty {
      DiagnosticReport.emit(
        log, files: 1, format: .text, console: console, summary: log.hasErrors)
    }
    guard let flow = loaded.flow else {
      return loaded.diagnostics.contains { $0.rule == .fileUnreadable } ? .usage : .failure
    }
    if log.hasErrors && !arguments.has("--force") { return .failure }

    var options = DiagramOptions(
      includesDetail: arguments.has("--detail"), includesLegend: arguments.has("--legend"))
    let traces = arguments.allValues("--coverage")
    if !traces.isEmpty {
      var events: [TraceEvent] = []
      var problems = DiagnosticLog()
      for trace in traces {
        let read = TraceReader.read(path: trace)
        events += read.events
        problems.report(contentsOf: read.diagnostics)
      }
      if problems.hasErrors {
        DiagnosticReport.emit(problems, files: traces.count, format: .text, console: console)
        return problems.diagnostics.contains { $0.rule == .fileUnreadable } ? .usage : .failure
      }
      let mine = events.filter { $0.flow == flow.name }
      options.coverage = DiagramCoverage(
        segues: Set(mine.filter { $0.kind == .segue }.map(\.id)),
        unwinds: Set(mine.filter { $0.kind == .unwind }.map(\.id)))
    }
    let diagram: Data
    do {
      diagram = try FlowDiagram.render(
        flow, format: format, options: options, templates: templates, timeLimit: timeLimit,
        limits: limits)
    } catch let error as TemplateError {
      DiagnosticReport.emit(error, format: .text, console: console)
      return .failure
    } catch let error as DiagramLimitError {
      DiagnosticReport.emit(
        DiagnosticLog([error.diagnostic]), files: 1, format: .text, console: console)
      return .failure
    } catch let error as GraphvizRenderer.RenderError {
      var message: ConsoleText = "flowc: error: \(error)\n"
      if case .failed = error, let folder = arguments.value("--templates") {
        message += "note: the DOT comes from the templates in '\(folder)'\n"
      }
      console.error(message)
      return .usage
    } catch {
      console.error("flowc: error: cannot render the diagram: \(error)\n")
      return .usage
    }

    if let output = arguments.value("--output") {
      do {
        try AtomicFileWriter.write(diagram, to: output)
      } catch {
        console.error("flowc: error: \(error)\n")
        return .usage
      }
    } else if format.isBinary {
      // Console carries text; a picture goes to stdout as bytes (never to a terminal,
      // which was refused above).
      FileHandle.standardOutput.write(diagram)
    } else {
      console.out(.lines(String(decoding: diagram, as: UTF8.self)))
    }
    return log.hasErrors ? .failure : .success
  }
}

extension GraphCommand {
  /// Which format `flowc graph` writes: `--format` when given, else the one `-o`'s
  /// extension names, else DOT. An explicit format must agree with a known extension; an
  /// unknown extension needs an explicit format, so that `-o diagram.svgz` is reported
  /// rather than silently written as DOT.
  static func diagramFormat(format: String?, output: String?) throws -> DiagramFormat {
    let names = DiagramFormat.allCases.map(\.rawValue).joined(separator: ", ")
    let explicit = try format.map { value in
      guard let format = DiagramFormat(rawValue: value.lowercased()) else {
        throw UsageError(message: "'--format' must be one of \(names), not '\(value)'")
      }
      return format
    }
    guard let output else { return explicit ?? .dot }
    let pathExtension = URL(fileURLWithPath: output).pathExtension
    switch (explicit, DiagramFormat(pathExtension: pathExtension)) {
    case (let explicit?, let implied?) where explicit != implied:
      throw UsageError(
        message:
          "'--format \(explicit.rawValue)' does not match '\(output)', whose extension means \(implied.rawValue); change one of them"
      )
    case (let explicit?, _):
      return explicit
    case (nil, let implied?):
      return implied
    case (nil, nil):
      throw UsageError(
        message: pathExtension.isEmpty
          ? "cannot tell the diagram's format from '\(output)'; add an extension (.dot, .gv, .svg, .png, .pdf) or pass --format"
          : "unknown diagram extension '.\(pathExtension)' in '\(output)'; use .dot, .gv, .svg, .png or .pdf, or pass --format"
      )
    }
  }
}
