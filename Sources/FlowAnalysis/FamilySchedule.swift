import FlowModel
import Foundation

/// Hands the rule families of one check to the workers that run them, so that no worker
/// sits idle while another still has families queued: the families that read only the
/// flow start at once, those that need the graph once it is built, and a worker that runs
/// out of one kind takes the other.
///
/// The graph is built once, by the first worker that needs it; a worker that needs it
/// while another is building it waits for that worker, which is running, so the wait
/// always ends (even when every task runs on one thread, in any order).
final class FamilySchedule: @unchecked Sendable {
  /// What a worker is handed: a family's index, and the graph when the family needs it.
  struct Task {
    var family: Int
    var graph: FlowGraph?
  }

  private let flow: Flow
  private let condition = NSCondition()
  private var flowFamilies: ArraySlice<Int>
  private var graphFamilies: ArraySlice<Int>
  private var graph: FlowGraph?
  private var isBuildingGraph = false

  init(flow: Flow, flowFamilies: [Int], graphFamilies: [Int]) {
    self.flow = flow
    self.flowFamilies = flowFamilies[...]
    self.graphFamilies = graphFamilies[...]
  }

  /// The next family for a worker, or nil when every family has been handed out. A
  /// worker that prefers graph families takes them first (and builds the graph when no
  /// one has yet); the others take the flow's first.
  func next(preferringGraph: Bool) -> Task? {
    condition.lock()
    defer { condition.unlock() }
    if !preferringGraph || graphFamilies.isEmpty, let family = flowFamilies.popFirst() {
      return Task(family: family, graph: nil)
    }
    guard let family = graphFamilies.popFirst() else { return nil }
    return Task(family: family, graph: graphBuiltOrAwaited())
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
    let built = FlowGraph(flow: flow)
    condition.lock()
    graph = built
    condition.broadcast()
    return built
  }
}
