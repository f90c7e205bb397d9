import Foundation

/// Steps that several renders draw from together: the renders of one run (a build renders
/// a file per scene, on every processor), so that a template doing a great deal of work
/// per file cannot keep a run busy for the number of files times the limit of one render.
///
/// Each render charges its steps in batches (`RenderSession`), so the lock is taken once
/// per few thousand steps; the budget may be passed by at most a batch per render before
/// the render that passes it stops.
public final class WorkBudget: @unchecked Sendable {
  /// The steps all renders together may take.
  public let limit: Int
  private var used = 0
  private let lock = NSLock()

  public init(limit: Int) {
    self.limit = limit
  }

  /// The steps charged so far.
  public var spent: Int {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// Adds `steps`; false once the total is past the limit.
  func charge(_ steps: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    used += steps
    return used <= limit
  }
}
