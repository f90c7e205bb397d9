import FlowGen
import FlowModel
import FlowProject
import Foundation

/// What `flowc build` was asked to do: the command line, filled in from `flowc.json` where
/// the command line says nothing (with no FLOW argument, the config says what to build).
struct BuildOptions {
  var flows: [String]
  /// Flow path (as in `flows`) → the storyboard flowc.json's `pairs` says it describes:
  /// such a flow is compared with its storyboard before anything is generated.
  var storyboards: [String: String] = [:]
  var destination: Destination
  var templatesDirectory: String?
  /// Where diagrams go (`--graph`, or the config's `graph.directory`), if anywhere.
  var graphDirectory: String?
  var graphFormat: DiagramFormat = .svg
  var graphOptions = DiagramOptions()
  /// `graph.timeLimit`: seconds Graphviz may take for one diagram.
  var graphTimeLimit = GraphvizRenderer.defaultTimeLimit
  /// Where the UI-test navigators go (`--ui-tests`, or the config's `uiTests`), if anywhere.
  var uiTestsDirectory: String?
  var check: Bool
  var dryRun: Bool
  var format: DiagnosticFormat
  var werror: Bool
  /// `options.access` of the config: the access level of the generated declarations.
  var access: AccessLevel = .internal
  /// How the commands flowc suggests start (`--invoked-as`): `flowc` unless a build-tool
  /// plugin says how flowc is run where its messages are read (`swift run flowc`).
  var invokedAs = "flowc"
  /// `--missing-human-files FILE` (with `--single-file` and `--skeletons`): the file that
  /// lists the human files found missing, rewritten by every run while one is missing.
  var missingHumanFilesList: String?
  /// The config's `strings` settings (or their defaults).
  var localization = LocalizationSettings.default
  /// `--runtime`: the runtime of every flow, over flowc.json and `<flow runtime>`.
  var runtime: FlowRuntime?
  /// The config the flows came from, for its `runtimes` and `options.runtime`.
  var config: ProjectConfig?
  /// `--limit NAME=VALUE`: how much the build may read, render and write.
  var limits = ResourceLimits.default

  /// The runtime that replaces the one the flow at `path` names, if any.
  func runtime(forFlowAt path: String) -> FlowRuntime? {
    runtime ?? config?.runtime(forFlowAt: path)
  }

  /// Every file whose bytes the build depends on: the flows and their storyboards, for
  /// the build cache's fingerprint (an edited storyboard may now disagree with its flow).
  var inputFiles: [String] {
    flows + flows.compactMap { storyboards[$0] }
  }

  /// The access level, for the build cache's fingerprint.
  var accessIdentity: String {
    access == .internal ? "" : " access=\(access.rawValue)"
  }

  /// The `strings` settings, for the build cache's fingerprint.
  var localizationIdentity: String {
    " strings=\(localization.table ?? "") \(localization.sourceLanguage) \(localization.writesCatalog)"
  }

  /// The diagram settings, for the build cache's fingerprint: a build that now also
  /// draws must not be taken for the last one.
  var diagramIdentity: String {
    guard let graphDirectory else { return "" }
    return
      " graph=\(graphDirectory) \(graphFormat.rawValue) \(graphOptions.includesDetail) \(graphOptions.includesLegend)"
  }

  /// The UI-test navigators' folder, for the build cache's fingerprint.
  var uiTestsIdentity: String {
    uiTestsDirectory.map { " uiTests=\($0)" } ?? ""
  }

  /// The runtime overrides, for the build cache's fingerprint.
  var runtimeIdentity: String {
    flows.map { " \($0)=\(runtime(forFlowAt: $0)?.rawValue ?? "-")" }.joined()
  }

  /// Where the generated code goes.
  enum Destination: Equatable {
    /// `--output DIR --skeletons DIR`: per scene a machine file in DIR and a human file in
    /// SKELETONS (created when missing), per flow a shared file in DIR.
    case folders(output: String, skeletons: String)
    /// `--single-file FILE`: the machine and shared code of every flow in one file. Human
    /// files are never written; with `skeletons`, they are looked for under it.
    case singleFile(String, skeletons: String?)
  }

  enum Resolution {
    case success(BuildOptions)
    case failure(ExitStatus)
  }

  /// Reads the arguments and the project config: when they name no flow, when `--config`
  /// is given, or when every flow they name is inside the folder of the nearest
  /// flowc.json (`flowc build Flows/App.flow` in a project takes the project's folders
  /// and options; a flow elsewhere does not). Problems are printed here; the caller only
  /// returns the status.
  static func resolve(_ arguments: ParsedArguments, console: Console) -> Resolution {
    let format: DiagnosticFormat
    do {
      format = try DiagnosticOptions.format(arguments, allowing: DiagnosticFormat.allCases)
    } catch {
      console.error("flowc: error: \((error as? UsageError)?.message ?? "\(error)")\n")
      return .failure(.usage)
    }
    var config: ProjectConfig?
    let nearest = ProjectConfigDecoder.find(from: FileManager.default.currentDirectoryPath)
    if arguments.positionals.isEmpty || arguments.value("--config") != nil
      || nearest.map({ isInside(arguments.positionals, folderOf: $0) }) == true
    {
      let path = arguments.value("--config") ?? nearest
      guard let path else {
        console.error(
          "flowc: error: 'flowc build' needs flows to build: name them, or run it inside a project with a flowc.json (see 'flowc init')\nSee 'flowc help build'.\n"
        )
        return .failure(.usage)
      }
      let (loaded, diagnostics) = ProjectConfigDecoder.load(
        path: path, requiringFlows: arguments.positionals.isEmpty,
        allowOutside: arguments.allValues("--allow-outside"))
      if !diagnostics.isEmpty {
        DiagnosticReport.emit(
          DiagnosticLog(diagnostics), files: 1, format: format, console: console)
      }
      guard let loaded else { return .failure(.usage) }
      config = loaded
    }
    do {
      return .success(try BuildOptions(arguments, config: config, format: format))
    } catch {
      console.error("flowc: error: \(error.message)\nSee 'flowc help build'.\n")
      return .failure(.usage)
    }
  }

  /// A path from the config as diagnostics and listings name it: relative to the current
  /// folder when it is inside it (`Flows/App.flow`, as CI annotations expect), else as
  /// resolved.
  static func fromCurrentFolder(_ path: String) -> String {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .standardizedFileURL.path
    let prefix = current.hasSuffix("/") ? current : current + "/"
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    guard standardized.hasPrefix(prefix), standardized.count > prefix.count else { return path }
    return String(standardized.dropFirst(prefix.count))
  }

  /// True when every path is inside the folder that holds `configPath`.
  static func isInside(_ paths: [String], folderOf configPath: String) -> Bool {
    let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent()
      .standardizedFileURL.resolvingSymlinksInPath().path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return paths.allSatisfy {
      URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path
        .hasPrefix(prefix)
    }
  }

  init(_ arguments: ParsedArguments, config: ProjectConfig?, format: DiagnosticFormat)
    throws(UsageError)
  {
    if !arguments.positionals.isEmpty {
      flows = arguments.positionals
    } else if let config {
      flows = config.expandedFlows().map(Self.fromCurrentFolder)
    } else {
      flows = []
    }
    guard !flows.isEmpty else {
      throw UsageError(message: "'flowc build' needs at least one flow")
    }
    if let config {
      for flow in flows {
        if let storyboard = config.storyboard(forFlow: flow) { storyboards[flow] = storyboard }
      }
    }
    let skeletons =
      arguments.value("--skeletons")
      ?? config?.skeletons.map({ Self.fromCurrentFolder(config!.resolve($0)) })
    if let file = arguments.value("--single-file") {
      if arguments.value("--output") != nil {
        throw UsageError(message: "'--output' and '--single-file' cannot be used together")
      }
      destination = .singleFile(file, skeletons: skeletons)
    } else {
      guard
        let output = arguments.value("--output")
          ?? config?.output.map({ Self.fromCurrentFolder(config!.resolve($0)) })
      else {
        throw UsageError(
          message:
            "'flowc build' needs --output DIR (where machine files go), or \"output\" in flowc.json"
        )
      }
      guard let skeletons else {
        throw UsageError(
          message:
            "'flowc build' needs --skeletons DIR (where human files go), or \"skeletons\" in flowc.json"
        )
      }
      destination = .folders(output: output, skeletons: skeletons)
    }
    templatesDirectory =
      arguments.value("--templates")
      ?? config?.templates.map { Self.fromCurrentFolder(config!.resolve($0)) }
    if let graph = arguments.value("--graph") {
      graphDirectory = graph
    } else if let settings = config?.graph, case .folders = destination {
      // A single-file build is a build system's command, which must declare everything
      // it writes: it draws only when --graph asks.
      graphDirectory = Self.fromCurrentFolder(config!.resolve(settings.directory))
    }
    if let directory = arguments.value("--ui-tests") {
      uiTestsDirectory = directory
    } else if let directory = config?.uiTests, case .folders = destination {
      // As with diagrams, a single-file build writes navigators only when asked.
      uiTestsDirectory = Self.fromCurrentFolder(config!.resolve(directory))
    }
    if let settings = config?.graph {
      graphFormat = DiagramFormat(rawValue: settings.format) ?? .svg
      graphOptions = DiagramOptions(
        includesDetail: settings.detail, includesLegend: settings.legend)
    }
    if graphDirectory != nil, !DiagramFiles.buildFormats.contains(graphFormat) {
      throw UsageError(
        message:
          "a build writes diagrams as dot, svg or png, not \(graphFormat.rawValue) (PDF output embeds the time, so it is never unchanged); draw PDFs with 'flowc graph'"
      )
    }
    check = arguments.has("--check")
    dryRun = arguments.has("--dry-run")
    if check && dryRun {
      throw UsageError(message: "'--check' and '--dry-run' cannot be used together")
    }
    self.format =
      arguments.value("--format") == nil
      ? (config?.format.flatMap(DiagnosticFormat.init) ?? format) : format
    werror = arguments.has("--werror") || (config?.werror ?? false)
    access = config?.access.flatMap(AccessLevel.init) ?? .internal
    if let invokedAs = arguments.value("--invoked-as") {
      guard !invokedAs.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw UsageError(message: "'--invoked-as' needs the words that run flowc")
      }
      self.invokedAs = invokedAs
    }
    if let list = arguments.value("--missing-human-files") {
      guard case .singleFile(_, let skeletons) = destination, skeletons != nil else {
        throw UsageError(
          message: "'--missing-human-files' needs --single-file and --skeletons")
      }
      missingHumanFilesList = list
    }
    self.config = config
    runtime = try Self.runtime(arguments)
    limits = try Self.limits(arguments)
    // The command line's `--limit graph-seconds=N` sets the limit; flowc.json's value,
    // at most the default (its decoder holds it there), can only lower it.
    graphTimeLimit = min(config?.graph?.timeLimit ?? .infinity, Double(limits.graphSeconds))
    localization = Self.localization(config)
  }

  /// The config's `strings`, or the defaults.
  static func localization(_ config: ProjectConfig?) -> LocalizationSettings {
    guard let strings = config?.strings else { return .default }
    return LocalizationSettings(
      table: strings.table, sourceLanguage: strings.sourceLanguage,
      writesCatalog: strings.catalog)
  }

  /// The limits, with every `--limit NAME=VALUE` applied.
  static func limits(_ arguments: ParsedArguments) throws(UsageError) -> ResourceLimits {
    var limits = ResourceLimits.default
    for assignment in arguments.allValues("--limit") {
      if let problem = limits.apply(assignment) { throw UsageError(message: problem) }
    }
    return limits
  }

  /// `--runtime storyboard|code|swiftui`, if given.
  static func runtime(_ arguments: ParsedArguments) throws(UsageError) -> FlowRuntime? {
    guard let name = arguments.value("--runtime") else { return nil }
    guard let runtime = FlowRuntime(rawValue: name) else {
      throw UsageError(message: "'--runtime' must be storyboard, code or swiftui, not '\(name)'")
    }
    return runtime
  }
}

/// The diagrams of a build, when it draws any.
///
/// Diagrams are optional and the code is not: without Graphviz, a build that draws svg or
/// png writes its code anyway and says once that it drew nothing (`skipped` is then set,
/// so that the build is not recorded as a no-op for the next one, which says it again).
enum BuildDiagrams {
  static func files(
    for inputs: [SwiftBuild.Input], options: BuildOptions, templates: TemplateSet,
    console: Console, skipped: inout Bool
  ) throws -> [PlannedFile] {
    guard let directory = options.graphDirectory else { return [] }
    return try files(
      for: inputs, directory: directory, format: options.graphFormat,
      options: options.graphOptions, timeLimit: options.graphTimeLimit, limits: options.limits,
      templates: templates, console: console, skipped: &skipped)
  }

  /// The diagrams flowc.json's `graph` asks for, as a build draws them: for `flowc new`,
  /// which redraws the edited flow's so that `flowc build --check` agrees right after it.
  static func files(
    for inputs: [SwiftBuild.Input], config: ProjectConfig?, templates: TemplateSet,
    console: Console, skipped: inout Bool
  ) throws -> [PlannedFile] {
    guard let config, let settings = config.graph else { return [] }
    return try files(
      for: inputs,
      directory: BuildOptions.fromCurrentFolder(config.resolve(settings.directory)),
      format: DiagramFormat(rawValue: settings.format) ?? .svg,
      options: DiagramOptions(includesDetail: settings.detail, includesLegend: settings.legend),
      timeLimit: settings.timeLimit ?? GraphvizRenderer.defaultTimeLimit, limits: .default,
      templates: templates, console: console, skipped: &skipped)
  }

  static func files(
    for inputs: [SwiftBuild.Input], directory: String, format: DiagramFormat,
    options: DiagramOptions, timeLimit: Double, limits: ResourceLimits, templates: TemplateSet,
    console: Console, skipped: inout Bool
  ) throws -> [PlannedFile] {
    if format != .dot {
      do {
        _ = try GraphvizRenderer.locate()
      } catch GraphvizRenderer.RenderError.dotNotFound {
        console.error(
          "flowc: warning: Graphviz's 'dot' was not found, so no \(format.rawValue) diagram is drawn in \(directory); the code is written. Install Graphviz (Debian: apt-get install graphviz), or draw diagrams as dot [\(RuleID.graphvizMissing.rawValue)]\n"
        )
        skipped = true
        return []
      }
    }
    return try DiagramFiles.plan(
      inputs.map(\.flow), directory: directory, format: format, options: options,
      templates: templates, timeLimit: timeLimit, limits: limits)
  }
}
