import Foundation

/// What the build-tool plugins run for one target, decided from its files and its
/// `flowc.json` alone: one `flowc build --single-file` command per flow and per storyboard
/// that no flow describes.
///
/// Both plugins (`FlowcPlugin.swift`: SwiftPM's `BuildToolPlugin` and Xcode's
/// `XcodeBuildToolPlugin`) only gather their target's files into this plan and turn its
/// commands into theirs, so the Xcode plugin runs the code the Linux tests run: the
/// fixture package builds through it, and `Tests/FlowcTests/FlowcBuildPlan.swift` is a
/// link to this file, so the tests also call it directly. Foundation only: no
/// PackagePlugin here.
struct FlowcBuildPlan {
  /// One build command, as both plugin APIs take it.
  struct Command: Equatable {
    var displayName: String
    var arguments: [String]
    var inputFiles: [URL]
    var outputFiles: [URL]
  }

  /// The parts of `flowc.json` that decide which commands there are and what they read.
  /// flowc reads the whole config itself (it gets `--config`) and reports its mistakes at
  /// their line and column; here a config that cannot be read just gives no settings.
  struct ConfigSettings {
    /// `"pairs"`: each flow with the storyboard it describes, both made absolute.
    var pairs: [(flow: URL, storyboard: URL)] = []
    /// `"templates"`, made absolute.
    var templates: URL?

    /// Reads `pairs` and `templates` from the config at `url`, paths relative to its
    /// folder.
    init(contentsOf url: URL) {
      guard let data = FileManager.default.contents(atPath: url.path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return }
      let folder = url.deletingLastPathComponent()
      func resolve(_ path: String) -> URL {
        path.hasPrefix("/")
          ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
      }
      if let pairs = object["pairs"] as? [String: Any] {
        self.pairs = pairs.keys.sorted().compactMap { flow in
          (pairs[flow] as? String).map { (resolve(flow), resolve($0)) }
        }
      }
      if let templates = object["templates"] as? String {
        self.templates = resolve(templates)
      }
    }

    init() {}
  }

  static let configFileName = "flowc.json"

  /// The target's files (of every kind: SwiftPM lists sources, resources and unhandled
  /// files alike).
  var files: [URL]
  /// The config, if any: `flowc.json` in the target's folder, else at the package root.
  var config: URL?
  var settings: ConfigSettings
  /// Where the human files are looked for (`--skeletons`): the target's folder.
  var humanFilesFolder: URL
  /// The plugin's work folder, where the generated files go.
  var workDirectory: URL
  /// How a person runs flowc where the build's messages are read (`swift run
  /// --package-path … flowc` for a package), for the commands the warnings suggest.
  var invokedAs: String

  /// - Parameter configFolders: where to look for `flowc.json`, the first found wins.
  init(
    files: [URL], configFolders: [URL], humanFilesFolder: URL, workDirectory: URL,
    invokedAs: String
  ) {
    self.files = files
    config = configFolders.lazy.map { $0.appendingPathComponent(Self.configFileName) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
    settings = config.map(ConfigSettings.init(contentsOf:)) ?? ConfigSettings()
    self.humanFilesFolder = humanFilesFolder
    self.workDirectory = workDirectory
    self.invokedAs = invokedAs
  }

  /// A flow or storyboard to build, with the storyboards it is checked against.
  struct Source {
    var url: URL
    var pairedStoryboards: [URL]
  }

  /// The target's flows, then its storyboards that no flow describes, sorted by path.
  /// A storyboard paired with a flow is not generated: its flow is (even when the flow
  /// lies outside the target), and flowc checks the two against each other, as the
  /// config's `pairs` says. Launch screens are left out: UIKit shows them before the app
  /// runs, and they may not use custom classes, so they have no code.
  var sources: [Source] {
    let flows = files.filter { $0.pathExtension == "flow" }
    let storyboards = files.filter { $0.pathExtension == "storyboard" && !Self.isLaunchScreen($0) }
    var paired: [String: [URL]] = [:]
    var described: Set<String> = []
    for storyboard in storyboards {
      let key = Self.comparable(storyboard)
      for pair in settings.pairs where Self.comparable(pair.storyboard) == key {
        paired[Self.comparable(pair.flow), default: []].append(storyboard)
        described.insert(key)
      }
    }
    var built: [URL] = flows
    for pair in settings.pairs where paired[Self.comparable(pair.flow)] != nil {
      if !built.contains(where: { Self.comparable($0) == Self.comparable(pair.flow) }) {
        built.append(pair.flow)
      }
    }
    built += storyboards.filter { !described.contains(Self.comparable($0)) }
    return built.sorted { $0.path < $1.path }.map {
      Source(url: $0, pairedStoryboards: paired[Self.comparable($0)] ?? [])
    }
  }

  /// What stops a plan.
  enum PlanError: Error, CustomStringConvertible {
    case tooManyTemplateFiles(URL)

    var description: String {
      switch self {
      case .tooManyTemplateFiles(let folder):
        "the templates folder \(folder.path) of flowc.json holds more than \(FlowcBuildPlan.templateFileLimit) files; name the folder of your templates alone"
      }
    }
  }

  /// More files than any set of templates has: a `"templates"` of `"."` or `"/"` would
  /// otherwise make every file below it an input of every command.
  static let templateFileLimit = 2_000

  /// The files of the templates folder (not hidden ones): inputs of every command, so
  /// that editing a template regenerates.
  func templateFiles() throws -> [URL] {
    guard let folder = settings.templates,
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in enumerator
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
      guard found.count < Self.templateFileLimit else {
        throw PlanError.tooManyTemplateFiles(folder)
      }
      found.append(url)
    }
    return found.sorted { $0.path < $1.path }
  }

  /// One command per source, each writing `<work>/<file name>.swift`:
  ///
  ///     flowc build <source> --single-file <work>/FriendList.flow.swift
  ///       --skeletons <target folder> --missing-human-files <work>/FriendList.flow.missing
  ///       --format text --invoked-as 'swift run …' [--config flowc.json]
  ///
  /// Its inputs are the source, its paired storyboards, the config, the templates and the
  /// list of missing human files, which flowc rewrites on every run while one is missing:
  /// the command then runs, and warns, on every build until the files exist.
  func commands() throws -> [Command] {
    let templates = try templateFiles()
    var taken: [String: Int] = [:]
    return sources.map { source in
      // Two sources of one name in different folders get `Main.flow.swift` and
      // `Main.flow.2.swift`: the outputs of a target need distinct names.
      let name = source.url.lastPathComponent
      let count = taken[name, default: 0] + 1
      taken[name] = count
      let stem = name + (count == 1 ? "" : ".\(count)")
      let output = workDirectory.appendingPathComponent(stem + ".swift")
      let missing = missingHumanFilesList(stem)
      var arguments = [
        "build", source.url.path, "--single-file", output.path,
        "--skeletons", humanFilesFolder.path, "--missing-human-files", missing.path,
        "--format", "text", "--invoked-as", invokedAs,
      ]
      if let config { arguments += ["--config", config.path] }
      var displayName = "flowc: generating \(output.lastPathComponent) from \(name)"
      if !source.pairedStoryboards.isEmpty {
        displayName +=
          ", checked against "
          + source.pairedStoryboards.map(\.lastPathComponent).joined(separator: ", ")
      }
      return Command(
        displayName: displayName, arguments: arguments,
        inputFiles: [source.url] + source.pairedStoryboards + (config.map { [$0] } ?? [])
          + templates + [missing],
        outputFiles: [output])
    }
  }

  func missingHumanFilesList(_ stem: String) -> URL {
    workDirectory.appendingPathComponent(stem + ".missing-human-files")
  }

  /// Creates the lists of missing human files that do not exist yet, empty: a build
  /// command's inputs must exist before it first runs.
  func prepare(_ commands: [Command]) throws {
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    for command in commands {
      guard let list = command.inputFiles.last,
        !FileManager.default.fileExists(atPath: list.path)
      else { continue }
      try Data().write(to: list)
    }
  }

  /// The deepest folder that holds all of `files` (the human files of an Xcode target,
  /// which has no folder of its own), or nil for no files.
  static func commonFolder(of files: [URL]) -> URL? {
    let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
    guard var common = folders.first else { return nil }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    // The first component of an absolute path is "/" itself.
    return common.dropFirst().reduce(URL(fileURLWithPath: "/")) {
      $0.appendingPathComponent($1, isDirectory: true)
    }
  }

  /// Whether the storyboard at `url` is a launch screen: its `<document>` element says
  /// `launchScreen="YES"`, as Interface Builder writes it. A file that cannot be read is
  /// not one (flowc reports it).
  static func isLaunchScreen(_ url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    // The document element comes first, after the XML declaration and perhaps a comment.
    let head = String(decoding: (try? handle.read(upToCount: 16_384)) ?? Data(), as: UTF8.self)
    guard let start = head.range(of: "<document") else { return false }
    let tag = head[start.upperBound...].prefix { $0 != ">" }
    return tag.contains(#"launchScreen="YES""#) || tag.contains("launchScreen='YES'")
  }

  /// `path`, quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ path: String) -> String {
    let plain = path.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%=".contains($0))
    }
    if plain && !path.isEmpty { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A path as two spellings of one file compare: absolute, `..` and links resolved.
  static func comparable(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
