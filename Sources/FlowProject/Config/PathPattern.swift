import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands the path patterns of a config: `*`, `?` and `[…]` within one path component
/// (as the shell does), and `**` for any number of folders. Results are sorted, so that a
/// build's order never depends on the file system.
///
/// Patterns are relative to the config's folder (no absolute path; `..` only at the
/// start), and the walk
/// is bounded by the folders there are: each folder is walked at most once for each
/// position in the pattern, known by device and inode, so that symbolic links to an
/// ancestor (`Flows/up -> ..`) end rather than loop, and `**/**/…` costs what `**` does.
/// Hidden folders and the build folders of SwiftPM and Xcode (`.build`, `.git`,
/// `DerivedData`) are never walked by `**`.
public enum PathPattern {
  /// Folders `**` never enters: they hold build products and copies, not flows.
  static let skippedFolders: Set<String> = ["DerivedData"]

  /// Why `pattern` cannot be used, or nil when it can.
  public static func problem(with pattern: String) -> String? {
    if pattern.unicodeScalars.contains("\u{0}") {
      return "a flows pattern cannot contain a NUL character (\\u0000)"
    }
    if pattern.isEmpty { return "a flows pattern cannot be empty" }
    if pattern.hasPrefix("/") {
      return
        "'\(pattern)' is an absolute path; flows patterns are relative to the config's folder (write the path from there)"
    }
    // Leading `../` names a folder beside the project's on purpose (Examples/Code's
    // flows are the repository's Flows/); a `..` after a name or a wildcard only makes
    // the walk climb back out of what it matched.
    let components = pattern.split(separator: "/")
    if components.drop(while: { $0 == ".." }).contains("..") {
      return
        "'\(pattern)' climbs out of what it matched through '..'; write the folder it means instead"
    }
    return nil
  }

  /// - Parameter root: when given, folders that resolve outside it are never walked (a
  ///   symbolic link to a folder elsewhere is not followed); a match outside it through a
  ///   linked file is returned, for the caller to refuse by name.
  public static func expand(
    _ pattern: String, in directory: String, within root: ProjectRoot? = nil
  )
    -> [String]
  {
    guard problem(with: pattern) == nil else { return [] }
    var components: [String] = []
    for component in pattern.split(separator: "/").map(String.init) where component != "." {
      // `**/**` matches what `**` does.
      if component == "**", components.last == "**" { continue }
      components.append(component)
    }
    guard components.contains(where: isPattern) else {
      let path = directory + "/" + pattern
      return FileManager.default.fileExists(atPath: path) ? [path] : []
    }
    var walk = Walk(components: components, root: root)
    walk.walk(directory, 0)
    return Array(Set(walk.results)).sorted()
  }

  /// The folder a pattern starts its walk from, relative to the config's folder: its
  /// components before the first wildcard (`../Flows` for `../Flows/**/*.flow`), or the
  /// whole path when it has none.
  public static func fixedPrefix(of pattern: String) -> String {
    let components = pattern.split(separator: "/").map(String.init)
    let fixed = components.prefix { !isPattern($0) }
    return fixed.isEmpty ? "." : fixed.joined(separator: "/")
  }

  static func isPattern(_ component: String) -> Bool {
    component.contains { "*?[".contains($0) }
  }

  /// One expansion: the folders already walked at each position, and what matched.
  struct Walk {
    let components: [String]
    let root: ProjectRoot?
    var results: [String] = []
    var walked: Set<FolderPosition> = []

    struct FolderPosition: Hashable {
      var device: UInt64
      var inode: UInt64
      var position: Int
    }

    mutating func walk(_ folder: String, _ position: Int) {
      guard position < components.count, root?.contains(folder) ?? true,
        let identity = PathPattern.identity(of: folder),
        walked.insert(FolderPosition(device: identity.0, inode: identity.1, position: position))
          .inserted
      else { return }
      let first = components[position]
      let join = { (name: String) in folder.hasSuffix("/") ? folder + name : folder + "/" + name }
      if first == "**" {
        walk(folder, position + 1)
        for name in entries(of: folder)
        where !name.hasPrefix(".") && !skippedFolders.contains(name) && isDirectory(join(name)) {
          walk(join(name), position)
        }
        return
      }
      let names = isPattern(first) ? entries(of: folder).filter { matches($0, first) } : [first]
      for name in names {
        let path = join(name)
        if position + 1 == components.count {
          if FileManager.default.fileExists(atPath: path) && !isDirectory(path) {
            results.append(path)
          }
        } else if isDirectory(path) {
          walk(path, position + 1)
        }
      }
    }
  }

  /// The device and inode of what `path` names (following links), or nil.
  static func identity(of path: String) -> (UInt64, UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  static func entries(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func matches(_ name: String, _ pattern: String) -> Bool {
    // A leading dot is matched only by a pattern that starts with one, as in the shell.
    if name.hasPrefix(".") && !pattern.hasPrefix(".") { return false }
    return fnmatch(pattern, name, 0) == 0
  }
}
