import Foundation

/// The process groups of the helpers flowc is running (Graphviz's `dot`), so that an
/// interrupted flowc ends them too: each runs in a group of its own, which a terminal's
/// Ctrl-C does not reach, and which a timeout ends whole (dot and anything it started).
///
/// Process-wide on purpose, like `TemporaryFiles`: a signal ends the whole process.
public final class ChildProcessGroups: @unchecked Sendable {
  public static let shared = ChildProcessGroups()

  private let lock = NSLock()
  private var groups: Set<pid_t> = []

  private init() {}

  func insert(_ group: pid_t) {
    lock.lock()
    groups.insert(group)
    lock.unlock()
  }

  func remove(_ group: pid_t) {
    lock.lock()
    groups.remove(group)
    lock.unlock()
  }

  /// Sends SIGKILL to every group still running; called on the way out of an interrupt.
  func killAll() {
    lock.lock()
    for group in groups { kill(-group, SIGKILL) }
    groups.removeAll()
    lock.unlock()
  }
}
