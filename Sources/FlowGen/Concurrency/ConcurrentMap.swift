import Foundation

extension Array where Element: Sendable {
  /// `map` on every processor, for work where each element is independent of the others
  /// (rendering one scene's files): the array is cut into one run of elements per
  /// processor, each run is mapped in order on its own thread, and the runs are joined
  /// in the array's order. The result, and the error thrown, are those of `map`: when
  /// several elements fail, the first in the array's order is the one thrown.
  ///
  /// Below `threshold` elements, or on one processor, it is `map`: starting threads
  /// costs more than small work saves. `transform` must not share mutable state.
  func concurrentMap<T: Sendable, Failure: Error>(
    threshold: Int, _ transform: @Sendable (Element) throws(Failure) -> T
  ) throws(Failure) -> [T] {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    guard count >= threshold, count > 1, processors > 1 else {
      return try map(transform)
    }
    let runLength = (count + processors - 1) / processors
    let starts = Array<Int>(stride(from: 0, to: count, by: runLength))
    let runs = RunResults<T, Failure>(count: starts.count)
    DispatchQueue.concurrentPerform(iterations: starts.count) { run in
      let range = starts[run]..<Swift.min(starts[run] + runLength, count)
      runs.store(Result { () throws(Failure) -> [T] in try self[range].map(transform) }, at: run)
    }
    var mapped: [T] = []
    mapped.reserveCapacity(count)
    for result in runs.all() {
      mapped += try result.get()
    }
    return mapped
  }
}

/// One slot per run of `concurrentMap`, each written by exactly one worker.
private final class RunResults<T: Sendable, Failure: Error>: @unchecked Sendable {
  private var slots: [Result<[T], Failure>]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: .success([]), count: count)
  }

  func store(_ result: Result<[T], Failure>, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func all() -> [Result<[T], Failure>] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
