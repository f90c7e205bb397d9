import Foundation

extension Array where Element: Sendable {
  /// `transform` applied to consecutive runs of the array on every processor, with the
  /// results in the array's order: for work whose elements are independent but share
  /// per-run state (a decoder and its log). When several runs fail, the error of the
  /// first in the array's order is the one thrown.
  ///
  /// There are four runs per processor, each taken by the next free thread: with one run
  /// each, a processor that ran slower (another process on it) kept the others waiting
  /// for the rest of its run. Below `threshold` elements, or on one processor, the whole
  /// array is one run on this thread: starting threads costs more than small work saves.
  /// `transform` must not share mutable state with other runs.
  package func mapRuns<T: Sendable, Failure: Error>(
    threshold: Int, _ transform: @Sendable (ArraySlice<Element>) throws(Failure) -> T
  ) throws(Failure) -> [T] {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    guard count >= threshold, count > 1, processors > 1 else {
      return [try transform(self[...])]
    }
    let runCount = Swift.min(count, 4 * processors)
    let runLength = (count + runCount - 1) / runCount
    let starts = Array<Int>(stride(from: 0, to: count, by: runLength))
    let runs = ConcurrentSlots<Result<T, Failure>?>(repeating: nil, count: starts.count)
    DispatchQueue.concurrentPerform(iterations: starts.count) { run in
      let range = starts[run]..<Swift.min(starts[run] + runLength, count)
      runs.store(Result { () throws(Failure) -> T in try transform(self[range]) }, at: run)
    }
    // Every run stored its result before `concurrentPerform` returned.
    return try runs.all().map { result throws(Failure) -> T in try result!.get() }
  }

  /// `map` on every processor (`mapRuns`), for work where each element is independent of
  /// the others (rendering one scene's files). The result, and the error thrown, are
  /// those of `map`: when several elements fail, the first in the array's order is the
  /// one thrown.
  package func concurrentMap<T: Sendable, Failure: Error>(
    threshold: Int, _ transform: @Sendable (Element) throws(Failure) -> T
  ) throws(Failure) -> [T] {
    let runs = try mapRuns(threshold: threshold) { run throws(Failure) -> [T] in
      try run.map(transform)
    }
    guard runs.count > 1 else { return runs.first ?? [] }
    var mapped: [T] = []
    mapped.reserveCapacity(count)
    for run in runs {
      mapped += run
    }
    return mapped
  }
}

/// One slot per task of `DispatchQueue.concurrentPerform`, each written by exactly one
/// worker and read once they have all finished.
package final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value]
  private let lock = NSLock()

  package init(repeating initial: Value, count: Int) {
    slots = Array(repeating: initial, count: count)
  }

  package func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Every slot's value, in order.
  package func all() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
