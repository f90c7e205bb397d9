import FlowAdoption
import FlowGen
import FlowModel
import FlowProject
import Foundation
import Mustache

/// `flowc build FLOW... --output DIR --skeletons DIR`: generate the Swift controller code
/// of flows with the generation gap: machine files are rewritten whenever they change,
/// human skeletons are created once and never overwritten. With `--single-file FILE`, the
/// machine and shared code goes into one file instead, and no human file is written (the
/// mode of the SwiftPM build-tool plugin).
enum BuildCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "build",
    summary: "Generate Swift controller code (machine files and human skeletons) from flows.",
    usage:
      "build [FLOW...] [--output DIR --skeletons DIR | --single-file FILE [--skeletons DIR]] [--templates DIR] [--graph DIR] [--ui-tests DIR] [--config FILE] [--runtime storyboard|code|swiftui] [--check] [--dry-run] [--format text|json|github|sarif|junit] [--werror] [--invoked-as WORDS] [--missing-human-files FILE] [--allow-outside PATH] [--limit NAME=VALUE]",
    discussion: """
      Each FLOW is a .flow file or an Interface Builder storyboard. With no FLOW, the
      nearest flowc.json (in the current folder or a parent, or --config FILE) says what to
      build, and where; options given here override it. Without a flowc.json, --output
      DIR and --skeletons DIR are both required (--single-file FILE needs no
      --skeletons). Every flow is read and checked first; if any has errors, nothing is
      written.

      For each scene with class C, flowc writes the machine file DIR/CBase.swift (class
      CBase: outlets, actions, typed segues, delegate plumbing), rewritten by every build,
      and creates the human file SKELETONS/C.swift (class C: CBase, with empty hooks to
      fill in) only when it is missing: it is never overwritten. Each flow also gets a
      shared file DIR/<Flow>Flow.swift.

      With --single-file FILE instead of --output, the machine and shared code of all the
      flows goes into the one file FILE (one header line, the imports merged, then each
      file's declarations), and human files are never written: with --skeletons DIR, a
      warning names each human file found nowhere under DIR (in any sub-folder) and the
      'flowc build' command that creates it. This is what the FlowcPlugin SwiftPM
      build-tool plugin runs, which must name its output file before it runs.
      With --missing-human-files FILE, the names of those missing files also go to FILE,
      which is rewritten on every run while one is missing (and left alone once none
      is): a build system that takes FILE as an input of the command runs it, and shows
      the warnings, on every build until the files exist.

      Only files whose bytes change are written, each atomically; a build with nothing to
      do touches nothing. A .swift file in the --output folder whose header line names
      one of this build's flows but that is no longer produced is deleted, and named;
      no other file is ever deleted. Files another flow generated there (their header
      names it) are never deleted or overwritten: many flows can share one folder.

      A summary ('wrote 3 files, 9 unchanged, 1 deleted') goes to stderr. With --check or
      --dry-run the list of files goes to stdout (to stderr with a --format other than text).
      Exit status: 0 success, 1 errors in the input or the templates (or, with --check,
      files out of date), 2 usage or I/O problems.
      """,
    options: [
      .value(
        "--output", short: "-o", "DIR",
        "Folder for the machine and shared files (or flowc.json's \"output\")."),
      .value(
        "--single-file", "FILE",
        "Instead of --output: all the machine and shared code in FILE; no human files written."),
      .value(
        "--skeletons", "DIR",
        "Folder for the human files, created when missing (or flowc.json's \"skeletons\"); with --single-file, where to look for them."
      ),
      .value(
        "--templates", "DIR",
        "Folder of templates that replace built-in ones of the same name (swift/machine, ...)."),
      .value(
        "--graph", "DIR",
        "Also write each flow's diagram to DIR/<Flow>.svg (format from flowc.json: dot, svg or png)."
      ),
      .value(
        "--ui-tests", "DIR",
        "Also write each flow's UI-test navigator to DIR/<Flow>Navigator.swift (or flowc.json's \"uiTests\")."
      ),
      .value(
        "--config", "FILE",
        "The flowc.json to use (default: the nearest one above the current folder)."),
      .value(
        "--runtime", "RUNTIME",
        "Generate every flow for this runtime: storyboard, code or swiftui (over flowc.json and <flow runtime>)."
      ),
      .flag(
        "--check",
        "Write nothing; list missing, out-of-date and stale files and exit 1 if there are any."),
      .flag("--dry-run", "Write nothing; list the files a build would write or delete."),
      .value(
        "--format", "FORMAT", "Diagnostics as text (default), json, github, sarif or junit."),
      .flag("--werror", "Treat warnings as errors."),
      .value(
        "--invoked-as", "WORDS",
        "How the commands in messages start (default 'flowc'; the build-tool plugins pass 'swift run flowc')."
      ),
      .value(
        "--missing-human-files", "FILE",
        "With --single-file and --skeletons: list the missing human files in FILE, rewritten on every run while one is missing."
      ),
    ] + OptionSpec.projectBoundaryOptions)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let options: BuildOptions
    switch BuildOptions.resolve(arguments, console: console) {
    case .success(let resolved): options = resolved
    case .failure(let status): return status
    }
    var templates: TemplateSet
    do {
      templates = try TemplateSet(overrideDirectory: options.templatesDirectory)
      templates.maximumRenderedBytes = options.limits.templateBytes
      templates.maximumRenderWork = options.limits.templateWork
      // One budget for every render of the run, not one per file.
      templates.sharedWork = RenderBudget(limit: options.limits.templateWork)
      // Every render buffer of the build counts against what the build may write.
      templates.sharedBytes = RenderBudget(limit: options.limits.outputBytes)
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }

    switch options.destination {
    case .folders(let output, let skeletons):
      return buildFolders(
        output: output, skeletons: skeletons, options: options, templates: templates,
        console: console)
    case .singleFile(let path, let skeletons):
      return buildSingleFile(
        path, skeletons: skeletons, options: options, templates: templates, console: console)
    }
  }

  /// `--output DIR --skeletons DIR`: a file per class, one build per output folder at a
  /// time. Temporary files an interrupted build left are removed (or, by `--check`,
  /// reported), and this build's own are removed if it is interrupted.
  static func buildFolders(
    output: String, skeletons: String, options: BuildOptions, templates: TemplateSet,
    console: Console
  ) -> ExitStatus {
    TemporaryFiles.shared.removeOnInterrupt()
    let lock = OutputFolderLock(folder: output) {
      console.error("flowc: waiting for another flowc build into \(output) to finish...\n")
    }
    defer { withExtendedLifetime(lock) {} }
    let folders =
      [output, skeletons] + (options.graphDirectory.map { [$0] } ?? [])
      + (options.uiTestsDirectory.map { [$0] } ?? [])
    let leftovers = folders.flatMap(TemporaryFiles.stale(in:))
    if !leftovers.isEmpty {
      if options.check {
        list(
          leftovers.reduce("") { $0 + "stale temporary file: \($1)\n" }, options: options,
          console: console)
      } else if options.dryRun {
        list(leftovers.reduce("") { $0 + "delete: \($1)\n" }, options: options, console: console)
      } else {
        for path in leftovers { unlink(path) }
        console.error(
          "flowc: removed \(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") an interrupted build left\n"
        )
      }
    }
    let status = buildFoldersLocked(
      output: output, skeletons: skeletons, options: options, templates: templates,
      console: console)
    if options.check, !leftovers.isEmpty, status == .success {
      console.error(
        "\(leftovers.count) temporary file\(leftovers.count == 1 ? " was" : "s were") left by an interrupted build; run 'flowc build' without --check to remove \(leftovers.count == 1 ? "it" : "them")\n"
      )
      return .failure
    }
    return status
  }

  static func buildFoldersLocked(
    output: String, skeletons: String, options: BuildOptions, templates: TemplateSet,
    console: Console
  ) -> ExitStatus {
    // A build whose inputs, templates and outputs are exactly as the last clean build
    // left them has nothing to do, and says so without reading its flows again.
    // The warnings a recorded build printed are printed again, and they depend on
    // --werror and, through relative paths, on the current folder.
    let cache = BuildCache()
    let fingerprint = cache.flatMap { _ in
      BuildCache.fingerprint(
        tool: toolIdentity + options.diagramIdentity + options.localizationIdentity
          + options.runtimeIdentity + options.accessIdentity + options.uiTestsIdentity
          + " werror=\(options.werror) in \(FileManager.default.currentDirectoryPath)",
        templates: templates, inputs: options.inputFiles,
        outputDirectory: output, skeletonDirectory: skeletons)
    }
    if let cache, let fingerprint,
      let record = cache.upToDateRecord(
        fingerprint: fingerprint, outputDirectory: output,
        skeletonDirectory: skeletons)
    {
      return reportUpToDate(record, options: options, console: console)
    }

    let inputs: [SwiftBuild.Input]
    let warnings: [Diagnostic]
    var report: DiagnosticLog
    switch load(options, console: console) {
    case .loaded(let loaded, let reported, let pending):
      inputs = loaded
      warnings = reported
      report = pending
    case .failed(let status):
      return status
    }

    // Human files are found wherever they were moved under the skeletons folder, and
    // those whose scene is gone are reported (and fail --check).
    let humanFiles = HumanFileIndex(under: skeletons)
    let orphans = humanFiles.orphans(of: inputs).map {
      HumanFileIndex.diagnostic($0, outputDirectory: output)
    }
    if options.format == .text {
      if !orphans.isEmpty {
        DiagnosticReport.emit(
          DiagnosticLog(orphans), files: options.flows.count, format: .text, console: console,
          summary: false)
      }
    } else {
      report.report(contentsOf: orphans)
    }

    var diagramsSkipped = false
    let planned = makePlan(console: console, options: options, report: report) {
      try SwiftBuild.plan(
        inputs, generator: SwiftGenerator(templates: templates),
        destination: .init(outputDirectory: output, skeletonDirectory: skeletons),
        localization: options.localization,
        extraFiles: try BuildDiagrams.files(
          for: inputs, options: options, templates: templates, console: console,
          skipped: &diagramsSkipped)
          + uiTestNavigators(for: inputs, options: options, templates: templates),
        // A class the app declares in a file of another name (as after `flowc adopt`)
        // gets no human file beside it.
        humanFiles: humanFiles.includingClasses(declaredUnder: skeletons, by: inputs),
        otherGeneratedDirectories: options.uiTestsDirectory.map { [$0] } ?? [],
        maximumOutputBytes: options.limits.outputBytes)
    }
    guard case .success(let plan) = planned else { return planned.status }

    let status = carryOut(plan, options: options, console: console) {
      // Not recorded when a no-op build could not say the same: the warnings about
      // orphans and a missing dot depend on files the record does not cover.
      if let cache, let fingerprint, !diagramsSkipped, orphans.isEmpty {
        cache.record(
          plan, warnings: warnings, fingerprint: fingerprint, outputDirectory: output,
          skeletonDirectory: skeletons)
      }
    }
    if options.check, !orphans.isEmpty, status == .success {
      console.error(
        "\(orphans.count) human file\(orphans.count == 1 ? " belongs" : "s belong") to a scene that is gone; see the warning\(orphans.count == 1 ? "" : "s") above\n"
      )
      return .failure
    }
    return status
  }

  /// `--single-file FILE`: the machine and shared code of every flow in one file, written
  /// only when its bytes change. The build cache is not used: the build systems that run
  /// this mode (a SwiftPM plugin, an Xcode build rule) run it only when an input changed,
  /// and it warns about missing human files on every run.
  static func buildSingleFile(
    _ path: String, skeletons: String?, options: BuildOptions, templates: TemplateSet,
    console: Console
  ) -> ExitStatus {
    let inputs: [SwiftBuild.Input]
    let report: DiagnosticLog
    switch load(options, console: console) {
    case .loaded(let loaded, _, let pending):
      inputs = loaded
      report = pending
    case .failed(let status): return status
    }
    var diagramsSkipped = false
    let planned = makePlan(console: console, options: options, report: report) {
      try SwiftBuild.singleFilePlan(
        inputs, generator: SwiftGenerator(templates: templates), path: path,
        localization: options.localization,
        extraFiles: try BuildDiagrams.files(
          for: inputs, options: options, templates: templates, console: console,
          skipped: &diagramsSkipped)
          + uiTestNavigators(for: inputs, options: options, templates: templates),
        maximumOutputBytes: options.limits.outputBytes)
    }
    guard case .success(let plan) = planned else { return planned.status }
    var missing: [SwiftBuild.MissingHumanFile] = []
    if let skeletons {
      missing = warnAboutMissingHumanFiles(
        Array(zip(inputs, options.flows)), skeletons: skeletons, options: options,
        console: console)
    }

    let status = carryOut(plan, options: options, console: console)
    guard status == .success, !options.check, !options.dryRun,
      let list = options.missingHumanFilesList
    else { return status }
    return recordMissingHumanFiles(missing, in: list, console: console)
  }

  /// The UI-test navigators `--ui-tests` (or flowc.json's `uiTests`) asks for.
  static func uiTestNavigators(
    for inputs: [SwiftBuild.Input], options: BuildOptions, templates: TemplateSet
  ) throws -> [PlannedFile] {
    guard let directory = options.uiTestsDirectory else { return [] }
    return try UITestNavigatorFiles.files(
      for: inputs, directory: directory, templates: templates,
      stateLimit: options.limits.uiTestStates)
  }

  /// Writes `--missing-human-files`: one file name a line. While a file is missing, the
  /// list is replaced on every run, even with the same bytes, so that a build system
  /// that takes it as an input runs the command again next time; once none is, it is
  /// written only if it still names some, so that the next build has nothing to do.
  static func recordMissingHumanFiles(
    _ missing: [SwiftBuild.MissingHumanFile], in list: String, console: Console
  ) -> ExitStatus {
    if missing.isEmpty, let current = FileManager.default.contents(atPath: list), current.isEmpty {
      return .success
    }
    do {
      try AtomicFileWriter.write(missing.map { $0.fileName + "\n" }.joined(), to: list)
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }
    return .success
  }

  /// What every mode does with its plan: report it (`--check`, `--dry-run`) or apply it,
  /// then, once the files are written, `afterWriting` and the summary.
  static func carryOut(
    _ plan: OutputPlan, options: BuildOptions, console: Console, afterWriting: () -> Void = {}
  ) -> ExitStatus {
    if options.check { return reportCheck(plan, options: options, console: console) }
    if options.dryRun { return reportDryRun(plan, options: options, console: console) }
    do {
      try plan.apply()
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }
    afterWriting()
    for change in plan.changes where change.action == .delete {
      console.error("deleted \(change.path)\n")
    }
    console.error("\(plan.summary())\n")
    return .success
  }

  enum PlanResult {
    case success(OutputPlan)
    case failure(ExitStatus)

    var status: ExitStatus {
      switch self {
      case .success: .success
      case .failure(let status): status
      }
    }
  }

  /// Runs `makePlan`, reporting what stops a build before it writes anything, and prints
  /// the pending JSON or GitHub report, in one piece, with the template error if any.
  static func makePlan(
    console: Console, options: BuildOptions, report: DiagnosticLog,
    _ makePlan: () throws -> OutputPlan
  ) -> PlanResult {
    var report = report
    defer {
      if options.format != .text {
        DiagnosticReport.emit(
          report, files: options.flows.count, format: options.format, console: console,
          inputs: options.flows, command: "flowc build")
      }
    }
    do {
      return .success(try makePlan())
    } catch let error as GraphvizRenderer.RenderError {
      console.error("flowc: error: \(error)\n")
      return .failure(.usage)
    } catch let error as TemplateError {
      if options.format == .text {
        DiagnosticReport.emit(error, format: .text, console: console)
      } else {
        report.report(Diagnostic(error))
      }
      return .failure(.failure)
    } catch let error as any LimitExceededError {
      if options.format == .text {
        DiagnosticReport.emit(
          DiagnosticLog([error.diagnostic]), files: 1, format: .text, console: console,
          summary: false)
      } else {
        report.report(error.diagnostic)
      }
      return .failure(.failure)
    } catch let error as SwiftGenerator.MissingHeaderError {
      console.error("flowc: error: \(error)\n")
      return .failure(.failure)
    } catch let error as SwiftFileBundle.BundleError {
      console.error("flowc: error: \(error)\n")
      return .failure(.failure)
    } catch let error as StringCatalog.ReadError {
      if options.format == .text {
        DiagnosticReport.emit(
          DiagnosticLog([error.diagnostic]), files: 1, format: .text, console: console,
          summary: false)
      } else {
        report.report(error.diagnostic)
      }
      return .failure(.failure)
    } catch let error as OutputPlan.PlanError {
      console.error("flowc: error: \(error)\n")
      switch error {
      case .duplicatePath, .tooLarge: return .failure(.failure)
      default: break
      }
      return .failure(.usage)
    } catch {
      console.error("flowc: error: \(error)\n")
      return .failure(.usage)
    }
  }

  /// `--single-file` never writes human files: for each scene whose `<Class>.swift` is
  /// nowhere under `skeletons`, a warning at the scene, in the `path:line:column: warning:`
  /// form that SwiftPM and Xcode show, names the command that creates it.
  static func warnAboutMissingHumanFiles(
    _ inputs: [(input: SwiftBuild.Input, path: String)], skeletons: String,
    options: BuildOptions, console: Console
  ) -> [SwiftBuild.MissingHumanFile] {
    var (missing, foldersByFlow) = SwiftBuild.missingHumanFiles(inputs, under: skeletons)
    // A class the app declares in a file of another name (as after `flowc adopt`) is
    // not missing.
    let declared = AppSources.classDeclarationPaths(
      under: skeletons, declaring: Set(missing.map(\.className)))
    missing.removeAll { declared[$0.className] != nil }
    for file in missing {
      let folders = foldersByFlow[file.flowPath] ?? []
      let machineScratch = scratchFolder("flowc-machine-files")
      var message =
        "\(file.fileName) is nowhere under \(skeletons): scene '\(file.sceneID)' needs its human class, which --single-file never writes; "
      let unneeded =
        "(the machine files that command also writes to \(shellQuoted(machineScratch)) are not needed)"
      if folders.count > 1 {
        // The flow's other human files live in several folders: any one --skeletons
        // folder would get copies of the ones in the others.
        let skeletonScratch = scratchFolder("flowc-skeletons")
        message +=
          "create it with `\(createCommand(options.invokedAs, file.flowPath, output: machineScratch, skeletons: skeletonScratch))`, then move \(shellQuoted(skeletonScratch + "/" + file.fileName)) to a folder under \(skeletons) \(unneeded)"
      } else {
        // Beside the flow's other human files, so that the command creates only the
        // missing ones.
        let folder = folders.first ?? skeletons
        message +=
          "create it with `\(createCommand(options.invokedAs, file.flowPath, output: machineScratch, skeletons: folder))` \(unneeded)"
      }
      console.error("\(file.location): warning: \(message) [\(RuleID.humanFileMissing.rawValue)]\n")
    }
    return missing
  }

  /// The `flowc build` command that creates a flow's missing human files in `skeletons`,
  /// starting with `flowc` as it is run where the message is read.
  static func createCommand(_ flowc: String, _ flow: String, output: String, skeletons: String)
    -> String
  {
    "\(flowc) build \(shellQuoted(flow)) --output \(shellQuoted(output)) --skeletons \(shellQuoted(skeletons))"
  }

  /// A folder in the temporary directory, for files a suggested command writes and that
  /// nobody needs.
  static func scratchFolder(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(name).standardizedFileURL.path
  }

  /// `path`, quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ path: String) -> String {
    let plain = path.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%=".contains($0))
    }
    if plain && !path.isEmpty { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
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
    /// The checked flows; the warnings reported (there are no errors); and, for the
    /// JSON and GitHub formats, the diagnostics still to print.
    case loaded([SwiftBuild.Input], warnings: [Diagnostic], report: DiagnosticLog)
    case failed(ExitStatus)
  }

  /// Reads and checks every flow and reports the diagnostics: the build goes on only when
  /// no flow has an error.
  static func load(_ options: BuildOptions, console: Console) -> LoadResult {
    var log = DiagnosticLog()
    var inputs: [SwiftBuild.Input] = []
    var unreadable = false
    for path in options.flows {
      let runtime = options.runtime(forFlowAt: path)
      let result =
        options.storyboards[path].map {
          FlowFrontEnd.load(
            path: path, storyboard: $0, runtime: runtime,
            maximumScenes: options.limits.scenes, unwindVisits: options.limits.unwindVisits)
        }
        ?? FlowFrontEnd.load(
          path: path, runtime: runtime, maximumScenes: options.limits.scenes,
          unwindVisits: options.limits.unwindVisits)
      if result.diagnostics.contains(where: { $0.rule == .fileUnreadable }) {
        unreadable = true
      }
      log.report(contentsOf: result.diagnostics)
      if let flow = result.flow {
        inputs.append(
          SwiftBuild.Input(
            flow: flow, sourceFileName: SwiftBuild.Input.sourceFileName(ofPath: path),
            access: options.access))
      }
    }
    if options.werror { log = log.promotingWarnings() }
    // Text reports only when there is something to say; JSON and GitHub consumers always
    // get a (possibly empty) report.
    let failure: ExitStatus? =
      unreadable ? .usage : (log.hasErrors || inputs.count != options.flows.count) ? .failure : nil
    // Text is printed as it comes. JSON and GitHub reports are printed once, whole: here
    // when the build stops, else by the caller after planning, with any template error.
    if options.format == .text ? !log.diagnostics.isEmpty : failure != nil {
      DiagnosticReport.emit(
        log, files: options.flows.count, format: options.format, console: console,
        inputs: options.flows, command: "flowc build")
    }
    if let failure { return .failed(failure) }
    return .loaded(
      inputs, warnings: log.diagnostics,
      report: options.format == .text ? DiagnosticLog() : log)
  }

  // MARK: - Reporting

  /// Where file lists go: stdout, unless stdout carries a machine-readable report.
  static func list(_ text: ConsoleText, options: BuildOptions, console: Console) {
    if options.format == .text { console.out(text) } else { console.error(text) }
  }

  /// `--check`: what a build would change, as problems.
  static func reportCheck(_ plan: OutputPlan, options: BuildOptions, console: Console) -> ExitStatus
  {
    let stale = plan.pendingChanges
    var text: ConsoleText = ""
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
  /// The recorded warnings come first, as the build that recorded them printed them.
  static func reportUpToDate(_ record: BuildCache.Record, options: BuildOptions, console: Console)
    -> ExitStatus
  {
    let fileCount = record.fileCount
    if options.format != .text || !record.warnings.isEmpty {
      DiagnosticReport.emit(
        DiagnosticLog(record.warnings), files: options.flows.count, format: options.format,
        console: console, inputs: options.flows, command: "flowc build")
    }
    if options.check {
      console.error("all \(fileCount) generated files are up to date\n")
    } else {
      console.error(
        "\(OutputPlan.summary(written: 0, unchanged: fileCount, deleted: 0, dryRun: options.dryRun))\n"
      )
    }
    return .success
  }

  /// `--dry-run`: what a build would write and delete.
  static func reportDryRun(_ plan: OutputPlan, options: BuildOptions, console: Console)
    -> ExitStatus
  {
    var text: ConsoleText = ""
    for change in plan.pendingChanges {
      text += "\(change.action.rawValue): \(change.path)\n"
    }
    list(text, options: options, console: console)
    console.error("\(plan.summary(dryRun: true))\n")
    return .success
  }
}
