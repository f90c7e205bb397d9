import FlowGen
import FlowKit
import Foundation
import Mustache

/// `flowc build FLOW... --output DIR --skeletons DIR`: generate the Swift controller code
/// of flows with the generation gap: machine files are rewritten whenever they change,
/// human skeletons are created once and never overwritten.
enum BuildCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "build",
    summary: "Generate Swift controller code (machine files and human skeletons) from flows.",
    usage:
      "build [FLOW...] [--output DIR] [--skeletons DIR] [--templates DIR] [--graph DIR] [--config FILE] [--check] [--dry-run] [--format text|json|github] [--werror]",
    discussion: """
      Each FLOW is a .flow file or an Interface Builder storyboard. With no FLOW, the
      nearest flowc.json (in the current folder or a parent, or --config FILE) says what to
      build, and where; options given here override it. Every flow is read and checked
      first; if any has errors, nothing is written.

      For each scene with class C, flowc writes the machine file DIR/CBase.swift (class
      CBase: outlets, actions, typed segues, delegate plumbing), rewritten by every build,
      and creates the human file SKELETONS/C.swift (class C: CBase, with empty hooks to
      fill in) only when it is missing: it is never overwritten. Each flow also gets a
      shared file DIR/<Flow>Flow.swift.

      Only files whose bytes change are written, each atomically; a build with nothing to
      do touches nothing. A .swift file in the --output folder that begins with flowc's
      header line but is no longer produced is deleted; no other file is ever deleted.

      A summary ('wrote 3 files, 9 unchanged, 1 deleted') goes to stderr. With --check or
      --dry-run the list of files goes to stdout (to stderr with --format json|github).
      Exit status: 0 success, 1 errors in the input or the templates (or, with --check,
      files out of date), 2 usage or I/O problems.
      """,
    options: [
      .value(
        "--output", short: "-o", "DIR",
        "Folder for the machine and shared files (or flowc.json's \"output\")."),
      .value(
        "--skeletons", "DIR",
        "Folder for the human files, created when missing (or flowc.json's \"skeletons\")."),
      .value(
        "--templates", "DIR",
        "Folder of templates that replace built-in ones of the same name (swift/machine, ...)."),
      .value(
        "--graph", "DIR",
        "Also write each flow's diagram to DIR/<Flow>.svg (format from flowc.json: dot, svg or png)."
      ),
      .value(
        "--config", "FILE",
        "The flowc.json to use (default: the nearest one above the current folder)."),
      .flag(
        "--check",
        "Write nothing; list missing, out-of-date and stale files and exit 1 if there are any."),
      .flag("--dry-run", "Write nothing; list the files a build would write or delete."),
      .value("--format", "FORMAT", "Diagnostics as text (default), json or github."),
      .flag("--werror", "Treat warnings as errors."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let options: BuildOptions
    switch BuildOptions.resolve(arguments, console: console) {
    case .success(let resolved): options = resolved
    case .failure(let status): return status
    }
    let templates: TemplateSet
    do {
      templates = try TemplateSet(overrideDirectory: options.templatesDirectory)
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }

    // A build whose inputs, templates and outputs are exactly as the last clean build
    // left them has nothing to do, and says so without reading its flows again.
    let cache = BuildCache()
    let fingerprint = cache.flatMap { _ in
      BuildCache.fingerprint(
        tool: toolIdentity + options.diagramIdentity, templateFiles: templates.available(),
        inputs: options.flows,
        outputDirectory: options.outputDirectory, skeletonDirectory: options.skeletonDirectory)
    }
    if let cache, let fingerprint,
      let fileCount = cache.upToDateFileCount(
        fingerprint: fingerprint, outputDirectory: options.outputDirectory,
        skeletonDirectory: options.skeletonDirectory)
    {
      return reportUpToDate(fileCount: fileCount, options: options, console: console)
    }

    let inputs: [SwiftBuild.Input]
    let clean: Bool
    switch load(options, console: console) {
    case .loaded(let loaded, let withoutDiagnostics):
      inputs = loaded
      clean = withoutDiagnostics
    case .failed(let status):
      return status
    }

    let plan: OutputPlan
    do {
      plan = try SwiftBuild.plan(
        inputs, generator: SwiftGenerator(templates: templates),
        destination: .init(
          outputDirectory: options.outputDirectory, skeletonDirectory: options.skeletonDirectory),
        extraFiles: try BuildDiagrams.files(for: inputs, options: options, templates: templates))
    } catch let error as GraphvizRenderer.RenderError {
      console.error("flowc: error: \(error)\n")
      return .usage
    } catch let error as TemplateError {
      console.error("\(error.description)\n")
      return .failure
    } catch let error as SwiftGenerator.MissingHeaderError {
      console.error("flowc: error: \(error)\n")
      return .failure
    } catch let error as OutputPlan.PlanError {
      console.error("flowc: error: \(error)\n")
      if case .duplicatePath = error { return .failure }
      return .usage
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }

    if options.check { return reportCheck(plan, options: options, console: console) }
    if options.dryRun { return reportDryRun(plan, options: options, console: console) }
    do {
      try plan.apply()
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }
    if clean, let cache, let fingerprint {
      cache.record(
        plan, fingerprint: fingerprint, outputDirectory: options.outputDirectory,
        skeletonDirectory: options.skeletonDirectory)
    }
    console.error(plan.summary() + "\n")
    return .success
  }

  /// Identifies this flowc binary for the build cache: a rebuilt flowc may generate
  /// other code from the same inputs.
  static var toolIdentity: String {
    var identity = "flowc \(Flowc.version)"
    if let path = Bundle.main.executablePath, let stamp = BuildCache.FileStamp.of(path) {
      identity += " \(path) \(stamp.size) \(stamp.modificationNanoseconds)"
    }
    return identity
  }

  // MARK: - Options

  // MARK: - Loading

  enum LoadResult {
    /// The checked flows, and whether they came without a single diagnostic.
    case loaded([SwiftBuild.Input], clean: Bool)
    case failed(ExitStatus)
  }

  /// Reads and checks every flow and reports the diagnostics: the build goes on only when
  /// no flow has an error.
  static func load(_ options: BuildOptions, console: Console) -> LoadResult {
    var log = DiagnosticLog()
    var inputs: [SwiftBuild.Input] = []
    var unreadable = false
    for path in options.flows {
      let result = FlowFrontEnd.load(path: path)
      if result.flow == nil && result.diagnostics.contains(where: { $0.rule == .fileUnreadable }) {
        unreadable = true
      }
      log.report(contentsOf: result.diagnostics)
      if let flow = result.flow {
        inputs.append(
          SwiftBuild.Input(
            flow: flow, sourceFileName: SwiftBuild.Input.sourceFileName(ofPath: path)))
      }
    }
    if options.werror { log = log.promotingWarnings() }
    // Text reports only when there is something to say; JSON and GitHub consumers always
    // get a (possibly empty) report.
    if !log.diagnostics.isEmpty || options.format != .text {
      DiagnosticReport.emit(
        log, files: options.flows.count, format: options.format, console: console)
    }
    if unreadable { return .failed(.usage) }
    if log.hasErrors || inputs.count != options.flows.count { return .failed(.failure) }
    return .loaded(inputs, clean: log.diagnostics.isEmpty)
  }

  // MARK: - Reporting

  /// Where file lists go: stdout, unless stdout carries a machine-readable report.
  static func list(_ text: String, options: BuildOptions, console: Console) {
    if options.format == .text { console.out(text) } else { console.error(text) }
  }

  /// `--check`: what a build would change, as problems.
  static func reportCheck(_ plan: OutputPlan, options: BuildOptions, console: Console) -> ExitStatus
  {
    let stale = plan.pendingChanges
    var text = ""
    for change in stale {
      let what =
        switch change.action {
        case .create: "missing"
        case .update: "out of date"
        default: "stale"
        }
      text += "\(what): \(change.path)\n"
    }
    list(text, options: options, console: console)
    if stale.isEmpty {
      console.error("all \(plan.changes.count) generated files are up to date\n")
      return .success
    }
    console.error(
      "\(stale.count) file\(stale.count == 1 ? " is" : "s are") not up to date; run 'flowc build' without --check\n"
    )
    return .failure
  }

  /// What every mode says when the build cache shows nothing to do.
  static func reportUpToDate(fileCount: Int, options: BuildOptions, console: Console) -> ExitStatus
  {
    if options.format != .text {
      DiagnosticReport.emit(
        DiagnosticLog(), files: options.flows.count, format: options.format, console: console)
    }
    if options.check {
      console.error("all \(fileCount) generated files are up to date\n")
    } else {
      console.error(
        OutputPlan.summary(written: 0, unchanged: fileCount, deleted: 0, dryRun: options.dryRun)
          + "\n")
    }
    return .success
  }

  /// `--dry-run`: what a build would write and delete.
  static func reportDryRun(_ plan: OutputPlan, options: BuildOptions, console: Console)
    -> ExitStatus
  {
    var text = ""
    for change in plan.pendingChanges {
      text += "\(change.action.rawValue): \(change.path)\n"
    }
    list(text, options: options, console: console)
    console.error(plan.summary(dryRun: true) + "\n")
    return .success
  }
}
