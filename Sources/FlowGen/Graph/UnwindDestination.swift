import FlowAnalysis
import FlowModel

/// Where an unwind is drawn to: the nearest scene beneath its source that declares the
/// unwind action, which is where UIKit's search for the action stops.
enum UnwindDestination: Equatable {
  /// The nearest scene beneath the source that declares the action.
  case scene(Int)
  /// Scenes that declare the action, none of which can be beneath the source (an error
  /// the checker reports; drawn in red with `--force`).
  case unreachable([Int])
  /// No scene declares the action at all (drawn to a red placeholder with `--force`).
  case undeclared

  static func resolve(_ unwind: Unwind, from source: Int, in graph: FlowGraph) -> UnwindDestination
  {
    let flow = graph.flow
    func declares(_ index: Int) -> Bool {
      flow.nodes[index].scene?.unwindActions.contains { $0.name == unwind.actionName } ?? false
    }
    let beneath = graph.scenesBeneath(source, stopWhen: declares)
    if let nearest = beneath.last, declares(nearest) {
      return .scene(nearest)
    }
    let holders = flow.nodes.indices.filter(declares)
    return holders.isEmpty ? .undeclared : .unreachable(holders)
  }
}
