import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder a project's config may reach: every path flowc reads flows, storyboards,
/// pairs and templates from, and every path it writes to or deletes from, must resolve
/// (symbolic links followed) inside it, or inside a folder the user allowed on the
/// command line (`--allow-outside PATH`). A config comes with the pull request that
/// changes it, so it can never widen this itself.
///
/// The root is the git work tree holding the config (found by walking up to a `.git`
/// entry, a folder or a worktree's file, without running git), else the config's folder.
public struct ProjectRoot: Sendable, Equatable {
  /// The root, resolved (no symbolic link, no `..`).
  public var path: String
  /// The resolved `--allow-outside` folders.
  public var allowed: [String]

  public init(path: String, allowed: [String] = []) {
    self.path = Self.resolved(path)
    self.allowed = allowed.map { Self.resolved($0) }
  }

  /// The root for a config in `configDirectory`.
  public init(configDirectory: String, allowed: [String] = []) {
    let start = Self.resolved(configDirectory)
    var folder = start
    var root = start
    while true {
      if FileManager.default.fileExists(atPath: folder + (folder == "/" ? "" : "/") + ".git") {
        root = folder
        break
      }
      let parent = Self.parent(of: folder)
      if parent == folder { break }
      folder = parent
    }
    self.init(path: root, allowed: allowed)
  }

  /// True when `path` (absolute, or relative to the current folder) resolves inside the
  /// root or an allowed folder.
  public func contains(_ path: String) -> Bool {
    let resolved = Self.resolved(path)
    return ([self.path] + allowed).contains { Self.isInside(resolved, $0) }
  }

  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// `path` made absolute and resolved component by component, as the kernel would: each
  /// existing component's symbolic links are followed (so `..` after a link climbs from
  /// where the link points), and the components that do not exist yet are appended as
  /// written, as the folders a build would create.
  public static func resolved(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var current = "/"
    var exists = true
    for component in absolute.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": current = parent(of: current)
      default:
        let candidate = current == "/" ? "/" + component : current + "/" + component
        if exists, let real = realPath(candidate) {
          current = real
        } else {
          exists = false
          current = candidate
        }
      }
    }
    return current
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), path != "/" else { return "/" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The canonical path of an existing file or folder, or nil when it does not exist
  /// (a dangling link included).
  static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
