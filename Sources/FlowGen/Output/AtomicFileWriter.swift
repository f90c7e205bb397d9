import Foundation

/// Writes files so that no reader, and no interrupted or concurrent flowc, ever sees a
/// torn one: the bytes go to a temporary file in the same folder, which is then renamed
/// over the target (an atomic replacement on POSIX file systems).
public enum AtomicFileWriter {
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `contents` to `path`, creating missing parent folders.
  public static func write(_ contents: String, to path: String) throws {
    try write(Data(contents.utf8), to: path)
  }

  public static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: "cannot create folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).flowc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    )
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw WriteError(path: path, reason: "cannot create a temporary file in \(folder.path)")
    }
    if rename(temporary.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: reason)
    }
  }

  /// Reads a file's bytes if it exists, to decide whether a write would change it.
  public static func existingContents(of path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }
}
