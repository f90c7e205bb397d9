import FlowKit

/// Which unwinds can arrive at which scene's unwind action.
///
/// An unwind returns to the nearest scene beneath its source that declares its action.
/// Searching backwards from the source along the presenting segues, and stopping at each
/// scene that declares the action (anything beneath it is shadowed on that path), gives
/// every scene the unwind can reach: the same notion of "can be beneath" the checker
/// uses, so generated code and diagnostics agree.
struct UnwindRouting {
  /// One unwind arriving at one scene.
  struct Arrival {
    var unwind: Unwind
    var sourceIndex: Int
  }

  /// Scene index → action name → arrivals, in the order of sources in the file.
  private(set) var arrivals: [Int: [String: [Arrival]]] = [:]

  init(flow: Flow, graph: FlowGraph) {
    for (sourceIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene, !scene.unwinds.isEmpty else { continue }
      var targetsByAction: [String: [Int]] = [:]
      for unwind in scene.unwinds {
        let targets =
          targetsByAction[unwind.actionName]
          ?? graph.nearestScenesBeneath(sourceIndex) { index in
            flow.nodes[index].scene?.unwindActions.contains { $0.name == unwind.actionName } == true
          }
        targetsByAction[unwind.actionName] = targets
        for target in targets {
          arrivals[target, default: [:]][unwind.actionName, default: []].append(
            Arrival(unwind: unwind, sourceIndex: sourceIndex))
        }
      }
    }
  }

  func arrivals(at sceneIndex: Int, action: String) -> [Arrival] {
    arrivals[sceneIndex]?[action] ?? []
  }
}
