import Foundation

/// Paths as text: the lexical operations a build does for every file it plans and writes
/// (one spelling per path, the folder and name of a path), without building a Foundation
/// `URL` each time, which costs more than the rest of planning a file on a large build.
enum PathSpelling {
  /// One spelling per path: absolute (from `currentDirectory`), without `.`, `..`, empty
  /// or trailing components — what `URL.standardizedFileURL` gives, symbolic links left
  /// alone.
  static func normalized(_ path: String, currentDirectory: String) -> String {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The folder that holds `path` as written: everything before its last `/` (`.` when
  /// there is none, `/` for a file at the root).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
