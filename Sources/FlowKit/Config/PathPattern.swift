import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands the path patterns of a config: `*`, `?` and `[…]` within one path component
/// (as the shell does), and `**` for any number of folders. Results are sorted, so that a
/// build's order never depends on the file system.
public enum PathPattern {
  public static func expand(_ pattern: String, in directory: String) -> [String] {
    let absolute = pattern.hasPrefix("/")
    let base = absolute ? "/" : directory
    let components = pattern.split(separator: "/").map(String.init)
    guard components.contains(where: isPattern) else {
      let path = absolute ? pattern : directory + "/" + pattern
      return FileManager.default.fileExists(atPath: path) ? [path] : []
    }
    var results: [String] = []
    walk(base, components[...], into: &results, depth: 0)
    return Array(Set(results)).sorted()
  }

  static func isPattern(_ component: String) -> Bool {
    component.contains { "*?[".contains($0) }
  }

  static func walk(
    _ folder: String, _ rest: ArraySlice<String>, into results: inout [String], depth: Int
  ) {
    guard depth < 64, let first = rest.first else { return }
    let remaining = rest.dropFirst()
    let join = { (name: String) in folder.hasSuffix("/") ? folder + name : folder + "/" + name }
    if first == "**" {
      walk(folder, remaining, into: &results, depth: depth + 1)
      for name in entries(of: folder) where isDirectory(join(name)) && !name.hasPrefix(".") {
        walk(join(name), rest, into: &results, depth: depth + 1)
      }
      return
    }
    let names = isPattern(first) ? entries(of: folder).filter { matches($0, first) } : [first]
    for name in names {
      let path = join(name)
      if remaining.isEmpty {
        if FileManager.default.fileExists(atPath: path) && !isDirectory(path) {
          results.append(path)
        }
      } else if isDirectory(path) {
        walk(path, remaining, into: &results, depth: depth + 1)
      }
    }
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
