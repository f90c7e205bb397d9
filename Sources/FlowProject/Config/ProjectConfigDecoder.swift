import FlowModel
import Foundation

/// Reads `flowc.json` into a `ProjectConfig`, reporting every unknown key, wrong type and
/// missing input path at once, each at the key at fault.
public enum ProjectConfigDecoder {
  /// - Parameter requiringFlows: false when the flows to build are named elsewhere (on
  ///   the command line, as the build-tool plugins do): a config that holds only options
  ///   is then complete.
  /// - Parameter allowOutside: folders outside the project root that the config may
  ///   still reach: the command line's `--allow-outside`, never the config's own say.
  public static func load(
    path: String, requiringFlows: Bool = true, allowOutside: [String] = []
  ) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
    switch SourceFile.load(path: path) {
    case .failure(let diagnostic): return (nil, [diagnostic])
    case .success(let source):
      return decode(source, requiringFlows: requiringFlows, allowOutside: allowOutside)
    }
  }

  /// Every path key is held to the project root (`ProjectRoot`) before anything it names
  /// is looked at, so a refused config reads and writes nothing.
  public static func decode(
    _ source: SourceFile, requiringFlows: Bool = true, allowOutside: [String] = []
  ) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
    let root: JSONNode
    switch JSONReader.read(source) {
    case .failure(let diagnostic): return (nil, [diagnostic])
    case .success(let node): root = node
    }
    var log = DiagnosticLog()
    guard case .object(let members, _) = root else {
      log.report(.error(.configType, "the config must be a JSON object", at: root.location))
      return (nil, log.diagnostics)
    }
    let directory = URL(fileURLWithPath: source.path).deletingLastPathComponent().path
    var config = ProjectConfig(
      path: source.path, directory: directory, flows: [], output: nil, skeletons: nil,
      templates: nil, graph: nil, werror: false, format: nil)
    let projectRoot = ProjectRoot(configDirectory: directory, allowed: allowOutside)
    config.root = projectRoot
    /// False, after reporting it at `location`, when `path` (from `key`) leaves the root.
    func staysInside(
      _ path: String, as written: String? = nil, key: String, at location: SourceLocation
    ) -> Bool {
      let absolute = path.hasPrefix("/") ? path : directory + "/" + path
      guard !projectRoot.contains(absolute) else { return true }
      log.report(
        outsideRoot(written ?? path, resolved: absolute, key: key, root: projectRoot, at: location))
      return false
    }
    var sawFlows = false
    for member in members where !isComment(member.key) {
      switch member.key {
      case "flows":
        sawFlows = true
        var patterns: [(String, SourceLocation)] = []
        switch member.value {
        case .string(let pattern, let location): patterns = [(pattern, location)]
        case .array(let elements, _):
          for element in elements {
            if case .string(let pattern, let location) = element {
              patterns.append((pattern, location))
            } else {
              log.report(typeError("flows", "a string", element))
            }
          }
        default: log.report(typeError("flows", "a string or an array of strings", member.value))
        }
        config.flows = patterns.map(\.0)
        for (pattern, location) in patterns {
          if let problem = PathPattern.problem(with: pattern) {
            log.report(.error(.configPath, problem, at: location))
            continue
          }
          guard
            staysInside(
              PathPattern.fixedPrefix(of: pattern), as: pattern, key: "flows", at: location)
          else { continue }
          let matches = PathPattern.expand(pattern, in: directory, within: projectRoot)
          if matches.isEmpty {
            log.report(
              .error(
                .configPath, "'\(pattern)' matches no file (relative to \(directory))",
                at: location))
          }
          for match in matches where !projectRoot.contains(match) {
            log.report(
              outsideRoot(
                pattern, resolved: match, key: "flows", root: projectRoot, at: location))
          }
        }
      case "output", "skeletons", "uiTests":
        guard let path = string(member, into: &log),
          staysInside(path, key: member.key, at: member.value.location)
        else { continue }
        switch member.key {
        case "output": config.output = path
        case "skeletons": config.skeletons = path
        default: config.uiTests = path
        }
      case "templates":
        config.templates = string(member, into: &log)
        if let templates = config.templates,
          !staysInside(templates, key: "templates", at: member.value.location)
        {
          config.templates = nil
        } else if let templates = config.templates, !isDirectory(config.resolve(templates)) {
          log.report(
            .error(
              .configPath, "the templates folder '\(templates)' does not exist",
              at: member.value.location))
        }
      case "graph":
        config.graph = graph(member, into: &log)
        if let settings = config.graph, !settings.directory.isEmpty,
          let item = graphDirectoryMember(member),
          !staysInside(settings.directory, key: "graph.directory", at: item.value.location)
        {
          config.graph = nil
        }
      case "strings": config.strings = strings(member, into: &log)
      case "pairs":
        config.pairs = pairs(member, in: directory, root: projectRoot, into: &log)
      case "options":
        guard case .object(let options, _) = member.value else {
          log.report(typeError("options", "an object", member.value))
          continue
        }
        for option in options where !isComment(option.key) {
          switch option.key {
          case "werror":
            if case .bool(let value, _) = option.value {
              config.werror = value
            } else {
              log.report(typeError("werror", "true or false", option.value))
            }
          case "format":
            config.format = string(option, into: &log)
            let formats = ProjectConfig.formats
            if let format = config.format, !formats.contains(format) {
              log.report(
                .error(
                  .configType,
                  "'format' must be one of \(formats.joined(separator: ", ")), not '\(format)'",
                  at: option.value.location,
                  suggestion: NameSuggester.nearest(to: format, in: formats).map { .name($0) }))
            }
          case "access":
            config.access = string(option, into: &log)
            if let access = config.access, !ProjectConfig.accessLevels.contains(access) {
              log.report(
                .error(
                  .configType, "'access' must be internal or public, not '\(access)'",
                  at: option.value.location,
                  suggestion: NameSuggester.nearest(to: access, in: ProjectConfig.accessLevels)
                    .map { .name($0) }))
            }
          case "runtime": config.runtime = runtime(option, into: &log)
          default: log.report(unknownKey(option, among: ProjectConfig.optionKeys, in: "options"))
          }
        }
      case "runtimes": config.runtimes = runtimes(member, directory: directory, into: &log)
      case ProjectConfig.schemaKey:
        // Editors validate and complete the file against the schema it names; flowc
        // only holds it to being a string.
        _ = string(member, into: &log)
      default:
        log.report(unknownKey(member, among: ProjectConfig.keys, in: nil))
      }
    }
    if sawFlows {
      reportPairsOutsideFlows(config, members: members, into: &log)
    }
    if !sawFlows && requiringFlows {
      log.report(
        .error(
          .configPath, "the config needs a \"flows\" key: the flows to build", at: root.location))
    }
    return (log.hasErrors ? nil : config, log.diagnostics)
  }

  /// Keys starting with `//` are comments (JSON has none of its own).
  static func isComment(_ key: String) -> Bool { key.hasPrefix("//") }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func string(_ member: JSONMember, into log: inout DiagnosticLog) -> String? {
    if case .string(let value, _) = member.value { return value }
    log.report(typeError(member.key, "a string", member.value))
    return nil
  }

  /// `"storyboard"`, `"code"` or `"swiftui"`.
  static func runtime(_ member: JSONMember, into log: inout DiagnosticLog) -> FlowRuntime? {
    guard let name = string(member, into: &log) else { return nil }
    if let runtime = FlowRuntime(rawValue: name) { return runtime }
    let names = FlowRuntime.allCases.map(\.rawValue)
    log.report(
      .error(
        .configType, "'\(member.key)' must be storyboard, code or swiftui, not '\(name)'",
        at: member.value.location,
        suggestion: NameSuggester.nearest(to: name, in: names).map { .name($0) }))
    return nil
  }

  /// `{ "<flow path>": "code" }`: each path must name an existing file.
  static func runtimes(_ member: JSONMember, directory: String, into log: inout DiagnosticLog)
    -> [String: FlowRuntime]
  {
    guard case .object(let entries, _) = member.value else {
      log.report(typeError("runtimes", "an object", member.value))
      return [:]
    }
    var result: [String: FlowRuntime] = [:]
    for entry in entries where !isComment(entry.key) {
      guard let runtime = runtime(entry, into: &log) else { continue }
      let path = entry.key.hasPrefix("/") ? entry.key : directory + "/" + entry.key
      if !FileManager.default.fileExists(atPath: path) {
        log.report(
          .error(
            .configPath, "'\(entry.key)' is no file (relative to \(directory))",
            at: entry.keyLocation))
      }
      result[entry.key] = runtime
    }
    return result
  }

  static func graph(_ member: JSONMember, into log: inout DiagnosticLog) -> ProjectConfig
    .GraphSettings?
  {
    guard case .object(let members, _) = member.value else {
      log.report(typeError("graph", "an object", member.value))
      return nil
    }
    var settings = ProjectConfig.GraphSettings(
      directory: "", format: "svg", detail: false, legend: false)
    var sawDirectory = false
    for item in members where !isComment(item.key) {
      switch item.key {
      case "directory":
        sawDirectory = true
        settings.directory = string(item, into: &log) ?? ""
      case "format":
        // Not pdf: Graphviz stamps a PDF with the time it was made, so a build would
        // rewrite every diagram every time; `flowc graph` draws PDFs.
        let formats = ["dot", "svg", "png"]
        if let format = string(item, into: &log) {
          if formats.contains(format) {
            settings.format = format
          } else if format == "pdf" {
            log.report(
              .error(
                .configType,
                "a build draws diagrams as dot, svg or png, not pdf (a PDF embeds the time it was drawn, so it would be rewritten by every build); draw PDFs with 'flowc graph FLOW -o FLOW.pdf'",
                at: item.value.location, suggestion: .name("svg")))
          } else {
            log.report(
              .error(
                .configType,
                "'format' must be one of \(formats.joined(separator: ", ")), not '\(format)'",
                at: item.value.location,
                suggestion: NameSuggester.nearest(to: format, in: formats).map { .name($0) }))
          }
        }
      case "timeLimit":
        guard case .number(let seconds, _) = item.value, seconds > 0, seconds.isFinite else {
          log.report(typeError("timeLimit", "a number of seconds above 0", item.value))
          continue
        }
        // The config comes with the pull request: it may shorten the wait, never make CI
        // wait longer. Raising the limit is the command line's (`--limit graph-seconds=N`).
        let ceiling = Double(ResourceLimits.default.graphSeconds)
        if seconds > ceiling {
          log.report(
            .warning(
              .configType,
              "'timeLimit' can only lower Graphviz's time limit of \(Int(ceiling)) s, so \(Int(ceiling)) s is used; raise it on the command line with --limit graph-seconds=N",
              at: item.value.location))
        }
        settings.timeLimit = min(seconds, ceiling)
      case "detail", "legend":
        guard case .bool(let value, _) = item.value else {
          log.report(typeError(item.key, "true or false", item.value))
          continue
        }
        if item.key == "detail" { settings.detail = value } else { settings.legend = value }
      default:
        log.report(unknownKey(item, among: ProjectConfig.graphKeys, in: "graph"))
      }
    }
    if !sawDirectory {
      log.report(.error(.configPath, "\"graph\" needs a \"directory\"", at: member.keyLocation))
    }
    return settings
  }

  /// `"pairs": {"Flows/Main.flow": "App/Base.lproj/Main.storyboard"}`: both files must
  /// exist.
  static func pairs(
    _ member: JSONMember, in directory: String, root: ProjectRoot, into log: inout DiagnosticLog
  ) -> [String: String] {
    guard case .object(let members, _) = member.value else {
      log.report(typeError("pairs", "an object (flow path: storyboard path)", member.value))
      return [:]
    }
    var pairs: [String: String] = [:]
    for pair in members where !isComment(pair.key) {
      guard let storyboard = string(pair, into: &log) else { continue }
      for (path, location) in [(pair.key, pair.keyLocation), (storyboard, pair.value.location)] {
        let resolved = path.hasPrefix("/") ? path : directory + "/" + path
        if !root.contains(resolved) {
          log.report(
            outsideRoot(path, resolved: resolved, key: "pairs", root: root, at: location))
        } else if !FileManager.default.fileExists(atPath: resolved) {
          log.report(
            .error(
              .configPath, "'\(path)' does not exist (relative to \(directory))", at: location))
        }
      }
      pairs[pair.key] = storyboard
    }
    return pairs
  }

  /// A pair compares a flow that `flowc check` and `flowc build` read: one they do not
  /// read would never be compared.
  static func reportPairsOutsideFlows(
    _ config: ProjectConfig, members: [JSONMember], into log: inout DiagnosticLog
  ) {
    guard let pairsMember = members.first(where: { $0.key == "pairs" }),
      case .object(let pairs, _) = pairsMember.value
    else { return }
    let flows = Set(
      config.expandedFlows().map(
        ProjectConfig.standardized))
    for pair in pairs where !isComment(pair.key) {
      let resolved = ProjectConfig.standardized(config.resolve(pair.key))
      if FileManager.default.fileExists(atPath: resolved), !flows.contains(resolved) {
        log.report(
          .error(
            .configPath,
            "'\(pair.key)' is paired with a storyboard but is not among the \"flows\", so it is never checked",
            at: pair.keyLocation))
      }
    }
  }

  /// `graph.directory`'s member, for its location.
  static func graphDirectoryMember(_ graph: JSONMember) -> JSONMember? {
    guard case .object(let members, _) = graph.value else { return nil }
    return members.first { $0.key == "directory" }
  }

  /// A path of the config that resolves outside the project root.
  static func outsideRoot(
    _ path: String, resolved: String, key: String, root: ProjectRoot, at location: SourceLocation
  ) -> Diagnostic {
    .error(
      .configPath,
      "'\(path)' (\(key)) leads to \(ProjectRoot.resolved(resolved)), outside the project root \(root.path): flowc reads and writes only inside the project (the git work tree holding the config, else its folder); to allow a folder elsewhere, pass --allow-outside PATH on the command line",
      at: location)
  }

  static func typeError(_ key: String, _ expected: String, _ value: JSONNode) -> Diagnostic {
    .error(
      .configType, "'\(key)' must be \(expected), not \(value.typeDescription)", at: value.location)
  }

  static func unknownKey(_ member: JSONMember, among keys: [String], in parent: String?)
    -> Diagnostic
  {
    .error(
      .configUnknownKey,
      "unknown key '\(member.key)'" + (parent.map { " in '\($0)'" } ?? "")
        + " (known: \(keys.joined(separator: ", ")))",
      at: member.keyLocation,
      suggestion: NameSuggester.nearest(to: member.key, in: keys).map { .name($0) })
  }

  /// The nearest `flowc.json` in `directory` or one of its parents, up to the root of the
  /// git work tree holding `directory` (the folder with a `.git` folder, or a worktree's
  /// `.git` file): a config above the repository belongs to someone else and would render
  /// its templates into the repository's code. Outside any work tree every parent is
  /// searched.
  public static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(ProjectConfig.fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) {
        return nil
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
