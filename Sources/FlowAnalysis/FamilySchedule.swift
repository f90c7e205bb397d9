import FlowModel
import Foundation

/// Hands the rule families of one check to the workers that run them, so that no worker
/// sits idle while another still has work queued: the walk of the flow's families starts
/// at once, the graph's families once the graph is built, and a worker done with the walk
/// takes graph families.
///
/// The graph is built once, by the first worker that needs it; a worker that needs it
/// while another is building it waits for that worker, which is running, so the wait
/// always ends (even when every task runs on one thread, in any order).
final class FamilySchedule: @unchecked Sendable {
  /// What a worker is handed.
  enum Task {
    /// The walk of every family that reads only the flow (`FlowWalk`).
    case flowWalk
    /// The family at this index of `FlowChecker.families`, and the graph it reads.
    case graphFamily(Int, FlowGraph)
  }

  private let flow: Flow
  private let condition = NSCondition()
  private var isFlowWalkHandedOut = false
  private var graphFamilies: ArraySlice<Int>
  private var graph: FlowGraph?
  private var isBuildingGraph = false

  private let unwindVisitLimit: Int

  init(
    flow: Flow, graphFamilies: [Int],
    unwindVisitLimit: Int = ResourceLimits.default.unwindVisits
  ) {
    self.flow = flow
    self.graphFamilies = graphFamilies[...]
    self.unwindVisitLimit = unwindVisitLimit
  }

  /// The next task for a worker, or nil when every one has been handed out. A worker that
  /// prefers the graph takes graph families first (and builds the graph when no one has
  /// yet); the others take the flow's walk first.
  func next(preferringGraph: Bool) -> Task? {
    condition.lock()
    defer { condition.unlock() }
    if !isFlowWalkHandedOut && (!preferringGraph || graphFamilies.isEmpty) {
      isFlowWalkHandedOut = true
      return .flowWalk
    }
    guard let family = graphFamilies.popFirst() else { return nil }
    return .graphFamily(family, graphBuiltOrAwaited())
  }

  /// Called with the lock held; releases it while building or waiting.
  private func graphBuiltOrAwaited() -> FlowGraph {
    while true {
      if let graph { return graph }
      if !isBuildingGraph { break }
      condition.wait()
    }
    isBuildingGraph = true
    condition.unlock()
    var built = FlowGraph(flow: flow)
    built.unwindVisitLimit = unwindVisitLimit
    condition.lock()
    graph = built
    condition.broadcast()
    return built
  }
}
