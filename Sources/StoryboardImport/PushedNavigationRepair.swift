import FlowAnalysis
import FlowModel

/// A `show` segue from a scene on a navigation stack to a navigation controller.
///
/// UIKit cannot push a navigation controller onto another's stack; `show` then presents
/// it modally instead. A flow says what happens — `present` — which is also the only way
/// the checker accepts it (it rejects pushing a navigation as an error); the warning keeps
/// the storyboard's own words visible.
extension StoryboardImportSession {
  mutating func repairPushedNavigations(in flow: inout Flow, graph: FlowGraph) {
    for index in graph.onNavigationStack.sorted() {
      guard case .scene(var scene) = flow.nodes[index] else { continue }
      var changed = false
      for position in scene.transitions.indices {
        guard case .segue(var segue) = scene.transitions[position], segue.kind == .show,
          case .navigation = graph.node(segue.destinationID)
        else { continue }
        warn(
          ImportWarnings.pushedNavigation(
            segue.id, destination: segue.destinationID, sceneID: scene.id),
          at: segue.origin.location(of: "kind"))
        segue.kind = .present
        segue.legacyKindName = nil
        scene.transitions[position] = .segue(segue)
        changed = true
      }
      if changed { flow.nodes[index] = .scene(scene) }
    }
  }
}
