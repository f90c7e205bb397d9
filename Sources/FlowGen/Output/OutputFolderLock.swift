import Foundation

/// One build at a time per output folder: two builds into the same folder at once would
/// each plan from what the other is halfway through writing. The lock is `flock` on the
/// folder itself, so it adds no file to it and is released when the process ends, however
/// it ends. A folder that does not exist yet is locked through its nearest existing
/// ancestor, so that two first builds of a project wait for each other too.
public final class OutputFolderLock {
  private let descriptor: Int32

  /// Locks `folder`, calling `waiting` first when another process holds the lock; nil
  /// when no folder can be opened or locked (the build then goes on without it).
  public init?(folder: String, waiting: () -> Void) {
    var existing = URL(fileURLWithPath: folder).standardizedFileURL
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      existing.deleteLastPathComponent()
    }
    let descriptor = open(existing.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        close(descriptor)
        return nil
      }
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          close(descriptor)
          return nil
        }
      }
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }
}
