import Foundation

/// Writes files so that no reader, and no interrupted or concurrent flowc, ever sees a
/// torn one: the bytes go to a temporary file in the same folder, which is then renamed
/// over the target (an atomic replacement on POSIX file systems).
public enum AtomicFileWriter {
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): cannot write: \(reason)" }

    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// Writes `contents` to `path`, creating missing parent folders.
  public static func write(_ contents: String, to path: String) throws {
    try write(Data(contents.utf8), to: path)
  }

  ///
  /// - Parameter createFolders: false when the caller has already created the folder
  ///   (a build writing thousands of files into one folder need not ask each time).
  /// - Parameter replacing: false for files that must never replace one already there
  ///   (human files): the finished temporary file is then renamed to the target name only
  ///   if nothing is there (`ExclusiveRename`), which
  ///   fails if a file appeared there since the build looked, and that file is kept.
  /// - Parameter keepingPermissions: true for a file of the user's that is edited (a flow):
  ///   the replacement gets the permission bits the file had.
  public static func write(
    _ data: Data, to path: String, createFolders: Bool = true, replacing: Bool = true,
    keepingPermissions: Bool = false
  ) throws {
    let folder = PathSpelling.folder(of: path)
    if createFolders {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw WriteError(path: path, reason: "cannot create folder \(folder)")
      }
    }
    let staged = try stage(data, to: path, replacing: replacing)
    var status = stat()
    if keepingPermissions, stat(path, &status) == 0,
      chmod(staged.temporary, status.st_mode & 0o7777) != 0
    {
      let reason = String(cString: strerror(errno))
      discard(staged)
      throw WriteError(path: path, reason: "cannot keep its permissions: \(reason)")
    }
    try commit(staged)
  }

  /// A file's new bytes, whole in a temporary file beside it, not yet in its place.
  public struct StagedFile: Sendable {
    public var path: String
    var temporary: String
    var replacing: Bool
  }

  /// Writes `data` to a temporary file beside `path` (whose folder must exist), after
  /// checking, when `replacing`, that `commit` can put it in place: `path` is no folder
  /// (when not replacing, `commit` refuses whatever is there). Nothing at `path` is
  /// touched.
  public static func stage(_ data: Data, to path: String, replacing: Bool = true) throws
    -> StagedFile
  {
    // A file that must not replace anything is refused where it is put in place, which
    // fails when anything is there; a regenerated one must not find a folder there then.
    var status = stat()
    if replacing, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw WriteError(path: path, reason: "a folder is in the way")
    }
    let temporary =
      PathSpelling.folder(of: path) + "/"
      + TemporaryFiles.temporaryName(for: PathSpelling.fileName(of: path))
    try writeNewFile(data, at: temporary, reportingAs: path)
    return StagedFile(path: path, temporary: temporary, replacing: replacing)
  }

  /// Puts a staged file in place: renamed over its target, or, when not replacing,
  /// renamed to the target name only if nothing is there (`ExclusiveRename`: a file that
  /// appeared there is kept).
  ///
  /// - Parameter barrierHeld: true inside `TemporaryFiles.committing`.
  public static func commit(_ staged: StagedFile, barrierHeld: Bool = false) throws {
    let temporary = staged.temporary
    let path = staged.path
    func finish<T>(_ body: () -> T) -> T {
      barrierHeld
        ? TemporaryFiles.shared.finishHeld(temporary, body)
        : TemporaryFiles.shared.finish(temporary, body)
    }
    if !staged.replacing {
      let (linked, linkError) = finish {
        let linked = ExclusiveRename.rename(temporary, to: path)
        return (linked, errno)
      }
      if linked != 0 {
        throw WriteError(
          path: path,
          reason: linkError == EEXIST
            ? "a file appeared there while flowc was building; it is kept"
            : String(cString: strerror(linkError)))
      }
      return
    }
    let failure: String? = finish {
      guard rename(temporary, path) != 0 else { return nil }
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return reason
    }
    if let failure { throw WriteError(path: path, reason: failure) }
  }

  /// Removes a staged file that will not be committed.
  public static func discard(_ staged: StagedFile, barrierHeld: Bool = false) {
    if barrierHeld {
      TemporaryFiles.shared.finishHeld(staged.temporary) { _ = unlink(staged.temporary) }
    } else {
      TemporaryFiles.shared.finish(staged.temporary) { _ = unlink(staged.temporary) }
    }
  }

  /// Creates `path`, which must not exist, with `data`, through POSIX calls rather than
  /// `FileManager.createFile`: that one is itself atomic (a second temporary file and
  /// rename) and calls `fsync` for every file, which makes a build of thousands of
  /// scenes wait on the disk. The rename above gives readers atomicity; durability
  /// across a power loss is not needed for files every build can write again.
  static func writeNewFile(_ data: Data, at path: String, reportingAs target: String) throws {
    let descriptor = TemporaryFiles.shared.create(path)
    guard descriptor >= 0 else {
      throw WriteError(
        path: target, reason: "cannot create a temporary file: \(String(cString: strerror(errno)))")
    }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    if failure != 0 {
      TemporaryFiles.shared.finish(path) { _ = unlink(path) }
      throw WriteError(path: target, reason: String(cString: strerror(failure)))
    }
  }

  /// Reads a file's bytes if it exists, to decide whether a write would change it.
  public static func existingContents(of path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }
}
