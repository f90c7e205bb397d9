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
    // What the walk needs, computed once rather than by copying scenes out of the flow.
    var placed: [Int: Set<String>] = [:]
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
    for pending in pendingUnwinds {
      let name = pending.actionName
      let preferred = targets.scenes(namedBy: name)
      var declared = false
      var chosen: Int?
      var fallback: Int?
      let beneath = graph.scenesBeneath(pending.nodeIndex) { index in
        guard let (names, scene) = members[index] else { return false }
        if placed[index]?.contains(pending.selector) == true {
          declared = true
          return true
        }
        guard !names.contains(name), !MemberRules.isReserved(name, in: scene) else { return false }
        if fallback == nil { fallback = index }
        if preferred.isEmpty || preferred.contains(index) {
          chosen = index
          return true
        }
        return false
      }
      if declared { continue }
      guard let target = chosen ?? fallback, case .scene(var scene) = flow.nodes[target] else {
        let sceneID = flow.nodes[pending.nodeIndex].id
        warn(
          beneath.isEmpty
            ? ImportWarnings.unwindWithoutScene(pending.selector, sceneID: sceneID)
            : ImportWarnings.unwindConflict(pending.selector, name: name),
          at: pending.location)
        dropped[pending.nodeIndex, default: []].insert(pending.transitionID)
        continue
      }
      scene.unwindActions.append(
        UnwindAction(
          name: name, selector: pending.selector,
          origin: Origin(
            location: pending.location,
            attributes: ["name": pending.location, "selector": pending.location])))
      flow.nodes[target] = .scene(scene)
      // Keyed by selector: two selectors can make one Swift name, and only the same
      // selector is the same method.
      placed[target, default: []].insert(pending.selector)
      members[target]?.names.insert(name)
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
