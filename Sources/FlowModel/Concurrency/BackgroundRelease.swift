import Foundation

/// Frees a large value on another thread, so that the thread that is done with it goes on
/// at once.
///
/// A storyboard's element tree is millions of small objects; freeing them one by one after
/// the import took a sixth of `flowc check` on a 2,000-scene storyboard, all of it on the
/// critical path. Handed here, the tree is freed on the other core while the checker runs.
/// Should the process exit first, the operating system takes the memory back in one step.
package enum BackgroundRelease {
  /// The only owner of the value between the hand-over and the release.
  private final class Owner<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }

  /// Takes `value` and drops it on a background queue. Pass the last reference
  /// (`release(consume tree)`): a copy the caller keeps would be the one freed, on the
  /// caller's thread.
  package static func release<Value: Sendable>(_ value: consuming Value) {
    let owner = Owner(value)
    DispatchQueue.global(qos: .utility).async { owner.value = nil }
  }
}
