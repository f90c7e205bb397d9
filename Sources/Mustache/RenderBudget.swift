import Foundation

/// Units that several renders draw from together: the steps (`Renderer.sharedWork`) or
/// the buffer bytes (`Renderer.sharedBytes`) of all the renders of one run. A build
/// renders a file per scene, on every processor; without one budget for the run, a
/// template doing just under the limit of one render would multiply it by the number of
/// files.
///
/// Renders charge it seldom (steps in batches, bytes when a buffer grows), so its lock
/// costs nothing measurable.
public final class RenderBudget: @unchecked Sendable {
  /// The units all renders together may take.
  public let limit: Int
  private var used = 0
  private let lock = NSLock()

  public init(limit: Int) {
    self.limit = limit
  }

  /// The units charged so far.
  public var spent: Int {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// Gives back `units` charged but not kept (the unused room of a finished buffer).
  func refund(_ units: Int) {
    lock.lock()
    defer { lock.unlock() }
    used -= units
  }

  /// Adds `units`; false once the total is past the limit.
  func charge(_ units: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    used += units
    return used <= limit
  }
}
