import Foundation

/// Paths as text: the lexical operations a build does for every file it plans and writes
/// (one spelling per path, the folder and name of a path), without building a Foundation
/// `URL` each time, which costs more than the rest of planning a file on a large build.
enum PathSpelling {
  /// One spelling per path: absolute (from `currentDirectory`), without `.`, `..`, empty
  /// or trailing components — what `URL.standardizedFileURL` gives, symbolic links left
  /// alone.
  static func normalized(_ path: String, currentDirectory: String) -> String {
    // On the UTF-8 bytes: `/` and `.` never occur inside a multi-byte character, and a
    // Character-by-Character split cost more than writing the file on a large build.
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    let absolute = path.utf8.first == slash ? path : currentDirectory + "/" + path
    let bytes = Array(absolute.utf8)
    var spelled: [UInt8] = []
    spelled.reserveCapacity(bytes.count)
    // Where each kept component's `/` is in `spelled`, so that `..` can take one back.
    var componentStarts: [Int] = []
    var index = 0
    while index < bytes.count {
      while index < bytes.count && bytes[index] == slash { index += 1 }
      let start = index
      while index < bytes.count && bytes[index] != slash { index += 1 }
      switch index - start {
      case 0:
        continue
      case 1 where bytes[start] == dot:
        continue
      case 2 where bytes[start] == dot && bytes[start + 1] == dot:
        if let last = componentStarts.popLast() { spelled.removeSubrange(last...) }
        continue
      default:
        componentStarts.append(spelled.count)
        spelled.append(slash)
        spelled.append(contentsOf: bytes[start..<index])
      }
    }
    return spelled.isEmpty ? "/" : String(decoding: spelled, as: UTF8.self)
  }

  /// The folder that holds `path` as written: everything before its last `/` (`.` when
  /// there is none, `/` for a file at the root).
  static func folder(of path: String) -> String {
    guard let slash = lastSlash(in: path) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func fileName(of path: String) -> String {
    lastSlash(in: path).map { String(path[path.utf8.index(after: $0)...]) } ?? path
  }

  /// The last `/`, found among the UTF-8 bytes (it is never part of another character).
  private static func lastSlash(in path: String) -> String.Index? {
    path.utf8.lastIndex(of: UInt8(ascii: "/"))
  }
}
