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

  /// Where `unwind` from the scene at `source` is drawn to, as the flow's
  /// `FirstDeclaringBeneath` (found once for all its unwinds) says.
  static func resolve(_ unwind: Unwind, from source: Int, in table: FirstDeclaringBeneath)
    -> UnwindDestination
  {
    if let nearest = table.first(declaring: unwind.actionName, beneath: source) {
      return .scene(nearest)
    }
    let holders = table.scenes(declaring: unwind.actionName)
    return holders.isEmpty ? .undeclared : .unreachable(holders)
  }
}
