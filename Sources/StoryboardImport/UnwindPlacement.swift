import FlowAnalysis
import FlowModel

/// Where each unwind returns to.
///
/// A storyboard's unwind segue names only a selector on the Exit placeholder; the method
/// lives in code, in whichever controller beneath the source implements it — UIKit asks
/// the nearest first. A flow says it with an `<unwindAction>` on a scene, so the importer
/// places one, deterministically, walking the scenes that can be beneath the source
/// nearest first (`FlowGraph.scenesBeneath`) and stopping at the first that
///
/// - already declares the action (an earlier unwind placed it there), or
/// - has no outlet, action or UIKit member of that name, and — when some scene's class or
///   id names the action's target (`unwindToMainViewController` → `MainViewController`)
///   — is one of those; without such a scene beneath, the nearest one without a clash.
///
/// An unwind from a scene that nothing in this storyboard leads to returns to a scene of
/// another storyboard (the MANIFEST's `unwindToMenuViewController:` case): a flow's
/// unwinds cannot reach it, so it is left out with a warning rather than becoming an
/// error.
extension StoryboardImportSession {
  mutating func placeUnwindActions(in flow: inout Flow, graph: FlowGraph) {
    guard !pendingUnwinds.isEmpty else { return }
    var dropped: [Int: Set<String>] = [:]
    // What the walks need, computed once rather than by copying scenes out of the flow.
    // A scene's own members; UIKit's are asked of `MemberRules` when a name comes up,
    // rather than copied into every scene's set.
    var members: [Int: (names: Set<String>, scene: Scene)] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      members[index] = (Set(scene.outlets.map(\.name) + scene.actions.map(\.name)), scene)
    }
    let targets = UnwindTargetIndex(
      actionNames: pendingUnwinds.map(\.actionName),
      scenes: flow.nodes.indices.compactMap { index in
        members[index] == nil ? nil : (index, flow.nodes[index].className, flow.nodes[index].id)
      })
    // The walks, shared between the unwinds of one action (`UnwindPlacementSearch`).
    var search = UnwindPlacementSearch(members: members)
    let decisions = search.decide(
      pendingUnwinds.map {
        UnwindPlacementSearch.Pending(
          source: $0.nodeIndex, name: $0.actionName, selector: $0.selector)
      }, in: graph, preferred: targets.scenes(namedBy:))
    for (pending, decision) in zip(pendingUnwinds, decisions) {
      switch decision {
      case .declared:
        continue
      case .drop(let nothingBeneath):
        let sceneID = flow.nodes[pending.nodeIndex].id
        warn(
          nothingBeneath
            ? ImportWarnings.unwindWithoutScene(pending.selector, sceneID: sceneID)
            : ImportWarnings.unwindConflict(pending.selector, name: pending.actionName),
          at: pending.location)
        dropped[pending.nodeIndex, default: []].insert(pending.transitionID)
      case .place(let target):
        guard case .scene(var scene) = flow.nodes[target] else { continue }
        scene.unwindActions.append(
          UnwindAction(
            name: pending.actionName, selector: pending.selector,
            origin: Origin(
              location: pending.location,
              attributes: ["name": pending.location, "selector": pending.location])))
        flow.nodes[target] = .scene(scene)
      }
    }
    for (index, ids) in dropped {
      guard case .scene(var scene) = flow.nodes[index] else { continue }
      scene.transitions.removeAll { transition in
        if case .unwind = transition { return ids.contains(transition.id) }
        return false
      }
      flow.nodes[index] = .scene(scene)
    }
  }
}
