import FlowModel

/// The transitions of a scene, handed out to the triggers that fire them in file order:
/// each `take` gives the earliest transition of that trigger not yet given, so that two
/// bar buttons with one system item each get their own.
///
/// The transitions are sorted into one queue per trigger in a single pass; searching the
/// scene's list for every trigger (and removing from its middle) made a scene of
/// thousands of buttons quadratic in every runtime.
package struct TriggerQueue: Sendable {
  private let transitions: [Transition]
  /// Indices into `transitions` not yet taken, by the trigger that fires them, in order.
  private var waiting: [Trigger: ArraySlice<Int>] = [:]

  package init(_ transitions: [Transition]) {
    self.transitions = transitions
    for (index, transition) in transitions.enumerated() {
      waiting[transition.trigger, default: []].append(index)
    }
  }

  /// The earliest transition `trigger` fires that no trigger took before, with its index
  /// in the scene's list; nil when there is none left.
  package mutating func take(_ trigger: Trigger) -> (index: Int, transition: Transition)? {
    guard let index = waiting[trigger]?.popFirst() else { return nil }
    return (index, transitions[index])
  }
}
