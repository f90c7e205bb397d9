import Foundation

/// Writes the edited files of an adoption all together or not at all: every new text is
/// first written beside its file (with the file's permissions), and only when all are
/// written, and every file still has the bytes it was read with, are they renamed over
/// the originals. A symbolic link is kept: the file it names is replaced.
public enum AdoptionWriter {
  public struct Failure: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  public static func write(_ files: [(path: String, original: [UInt8], edited: [UInt8])]) throws {
    let fileManager = FileManager.default
    var staged: [(temporary: String, target: String)] = []
    func discard() {
      for file in staged { try? fileManager.removeItem(atPath: file.temporary) }
    }
    for file in files {
      let target = URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path
      guard let current = fileManager.contents(atPath: target), [UInt8](current) == file.original
      else {
        discard()
        throw Failure(
          path: file.path, reason: "changed while flowc adopt read it; no file was changed")
      }
      let folder = (target as NSString).deletingLastPathComponent
      let temporary =
        folder + "/.flowc-adopt-" + UUID().uuidString + "-" + (target as NSString).lastPathComponent
      guard fileManager.createFile(atPath: temporary, contents: Data(file.edited)) else {
        discard()
        throw Failure(
          path: file.path, reason: "cannot write a new file in \(folder); no file was changed")
      }
      staged.append((temporary, target))
      if let permissions = try? fileManager.attributesOfItem(atPath: target)[.posixPermissions] {
        try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
      }
    }
    for (index, file) in staged.enumerated() {
      guard rename(file.temporary, file.target) == 0 else {
        let reason = String(cString: strerror(errno))
        for rest in staged[index...] { try? fileManager.removeItem(atPath: rest.temporary) }
        throw Failure(
          path: file.target,
          reason:
            "cannot be replaced (\(reason)); \(index == 0 ? "no file was changed" : "the \(index) file(s) before it were changed")"
        )
      }
    }
  }
}
