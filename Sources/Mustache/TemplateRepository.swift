import Foundation

/// Finds templates by name for rendering, partials and parents, and parses each one once.
///
/// Names are relative to the repository root, never to the including template: inside any
/// template, `{{>swift/scene}}` means `<search path>/swift/scene.mustache`. Search paths
/// are tried in order and the first file found wins, which is how a user's template
/// directory overrides built-in templates: put it first.
///
/// A repository may be shared between threads; its cache is protected by a lock.
public final class TemplateRepository: @unchecked Sendable {
  private enum Storage {
    /// Files in the search paths, then (when no path has the name) the in-memory
    /// fallbacks: a user's folder over templates built into the program.
    case directories([URL], fileExtension: String, fallbacks: [String: String])
    case memory([String: String])
  }

  private let storage: Storage
  private let lock = NSLock()
  private var cache: [String: Template] = [:]

  /// A repository reading `<search path>/<name>.<fileExtension>` files, then, for a name
  /// no search path has, the source in `fallbacks` (templates built into the program).
  public init(
    searchPaths: [URL], fileExtension: String = "mustache", fallbacks: [String: String] = [:]
  ) {
    storage = .directories(searchPaths, fileExtension: fileExtension, fallbacks: fallbacks)
  }

  /// A repository of in-memory sources keyed by name (spec tests, `--partials` options).
  public init(templates: [String: String]) {
    storage = .memory(templates)
  }

  /// The parsed template called `name`.
  ///
  /// Throws a `TemplateError` when the name is invalid (absolute or containing `..`), when
  /// no such template exists (with an empty path, as no tag referenced it), or when the
  /// template does not parse (located in that template).
  public func template(named name: String) throws(TemplateError) -> Template {
    guard let template = try lookUp(name, from: nil, role: "template") else {
      throw TemplateError(path: "", line: 0, column: 0, message: "template '\(name)' not found")
    }
    return template
  }

  /// The source text of `name` and the file it was read from (nil for in-memory
  /// templates), or nil when there is no such template or the name is invalid.
  public func source(named name: String) -> (text: String, url: URL?)? {
    guard Self.validationProblem(for: name) == nil else { return nil }
    return try? load(name)
  }

  /// As `source(named:)`, but a template that exists and cannot be read (a link out of
  /// its folder, a file that is not UTF-8) is an error rather than nil.
  public func sourceIfReadable(named name: String) throws(TemplateError) -> (
    text: String, url: URL?
  )? {
    guard Self.validationProblem(for: name) == nil else { return nil }
    return try load(name)
  }

  /// Every template file in the search paths, by name (relative path without extension),
  /// sorted by name. When several search paths contain the same name, the first one wins,
  /// exactly as for lookups. In-memory templates are not files and are not listed here
  /// (`fallbackNames` lists the fallbacks).
  public func availableNames() -> [(name: String, url: URL)] {
    guard case .directories(let searchPaths, let fileExtension, _) = storage else { return [] }
    var found: [String: URL] = [:]
    for directory in searchPaths {
      for (name, url) in Self.templateFiles(in: directory, fileExtension: fileExtension)
      where found[name] == nil {
        found[name] = url
      }
    }
    return found.sorted { $0.key < $1.key }.map { (name: $0.key, url: $0.value) }
  }

  /// The names of the in-memory fallbacks that no search path replaces, sorted.
  public func fallbackNames() -> [String] {
    guard case .directories(_, _, let fallbacks) = storage, !fallbacks.isEmpty else { return [] }
    let files = Set(availableNames().map(\.name))
    return fallbacks.keys.filter { !files.contains($0) }.sorted()
  }

  // MARK: Lookup

  /// Every template parsed so far, by name: a render starts from it, so that the partials
  /// earlier renders resolved are found without this lock (a build renders thousands of
  /// files through the same few dozen partials). A copy of the table, shared until either
  /// side changes it.
  func parsedTemplates() -> [String: Template] {
    lock.lock()
    defer { lock.unlock() }
    return cache
  }

  /// The template called `name`, or nil when it does not exist. `site` is the partial or
  /// parent tag asking for it, which locates errors; `role` names that tag's kind.
  func lookUp(_ name: String, from site: TagSite?, role: String) throws(TemplateError) -> Template?
  {
    // Only valid names are ever cached, so a hit needs no validation: a partial is looked
    // up once per render of the tag that includes it.
    lock.lock()
    let cached = cache[name]
    lock.unlock()
    if let cached {
      return cached
    }
    if let problem = Self.validationProblem(for: name) {
      throw TemplateError(
        path: site?.path ?? "", line: site?.location.line ?? 0, column: site?.location.column ?? 0,
        message: "invalid \(role) name '\(name)': \(problem)")
    }
    guard let (text, url) = try load(name, from: site) else {
      return nil
    }
    let template = try Template(source: text, path: url?.path ?? name, name: name)
    lock.lock()
    defer { lock.unlock() }
    if let raced = cache[name] {
      return raced
    }
    cache[name] = template
    return template
  }

  /// Reads the source of `name`; nil when no search path has it.
  private func load(_ name: String, from site: TagSite? = nil) throws(TemplateError) -> (
    text: String, url: URL?
  )? {
    switch storage {
    case .memory(let templates):
      return templates[name].map { ($0, nil) }
    case .directories(let searchPaths, let fileExtension, let fallbacks):
      for directory in searchPaths {
        let url = Self.fileURL(for: name, in: directory, fileExtension: fileExtension)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        else { continue }
        // A committed link (`env.mustache -> /proc/self/environ`) would put whatever it
        // points to into generated code: a template must be a file of its folder.
        guard Self.isInside(url, directory) else {
          throw TemplateError(
            path: site?.path ?? "", line: site?.location.line ?? 0,
            column: site?.location.column ?? 0,
            message:
              "template '\(name)' at \(url.path) is a link to \(url.resolvingSymlinksInPath().path), outside the templates folder \(directory.path); flowc reads templates only from inside their folder"
          )
        }
        guard let data = FileManager.default.contents(atPath: url.path),
          let text = String(data: data, encoding: .utf8)
        else {
          throw TemplateError(
            path: site?.path ?? "", line: site?.location.line ?? 0,
            column: site?.location.column ?? 0,
            message:
              "cannot read template '\(name)' at \(url.path) (missing permission or not UTF-8)")
        }
        return (text, url)
      }
      return fallbacks[name].map { ($0, nil) }
    }
  }

  /// Why `name` cannot name a template, or nil when it can.
  static func validationProblem(for name: String) -> String? {
    if name.isEmpty {
      return "names cannot be empty"
    }
    if name.hasPrefix("/") {
      return "names must be relative to the template directory"
    }
    if name.contains("\0") {
      return "names cannot contain NUL characters"
    }
    if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      return "names cannot contain '..'"
    }
    return nil
  }

  /// True when `url`, its links followed, is inside `directory` (its links followed).
  static func isInside(_ url: URL, _ directory: URL) -> Bool {
    let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
    let path = url.standardizedFileURL.resolvingSymlinksInPath().path
    return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  private static func fileURL(for name: String, in directory: URL, fileExtension: String) -> URL {
    let fileName = fileExtension.isEmpty ? name : "\(name).\(fileExtension)"
    return directory.appendingPathComponent(fileName, isDirectory: false)
  }

  private static func templateFiles(in directory: URL, fileExtension: String) -> [(String, URL)] {
    let root = directory.standardizedFileURL.resolvingSymlinksInPath()
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let suffix = fileExtension.isEmpty ? "" : "." + fileExtension
    var files: [(String, URL)] = []
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
        continue
      }
      var path = url.standardizedFileURL.path
      if !path.hasPrefix(rootPath) {
        path = url.resolvingSymlinksInPath().path
      }
      guard path.hasPrefix(rootPath), path.hasSuffix(suffix), isInside(url, root) else {
        continue
      }
      let relative = path.dropFirst(rootPath.count).dropLast(suffix.count)
      guard !relative.isEmpty else { continue }
      files.append((String(relative), url))
    }
    return files
  }
}
