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
    var members: [Int: Set<String>] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      members[index] = Set(scene.outlets.map(\.name) + scene.actions.map(\.name))
        .union(MemberRules.reservedNames(for: scene))
    }
    var namedScenes: [String: Set<Int>] = [:]
    for pending in pendingUnwinds where namedScenes[pending.actionName] == nil {
      namedScenes[pending.actionName] = Set(
        flow.nodes.indices.filter {
          members[$0] != nil && matches(flow.nodes[$0], actionName: pending.actionName)
        })
    }
    for pending in pendingUnwinds {
      let name = pending.actionName
      let preferred = namedScenes[name] ?? []
      var declared = false
      var chosen: Int?
      var fallback: Int?
      let beneath = graph.scenesBeneath(pending.nodeIndex) { index in
        guard let names = members[index] else { return false }
        if placed[index]?.contains(pending.selector) == true {
          declared = true
          return true
        }
        guard !names.contains(name) else { return false }
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
      members[target, default: []].insert(name)
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

  /// True when the action names the scene as its target: what follows `unwindTo` (or
  /// `unwind`, `backTo`, `returnTo`) is part of the scene's class or id.
  private func matches(_ node: Node, actionName: String) -> Bool {
    var target = actionName
    for prefix in ["unwindTo", "unwind", "backTo", "returnTo"] where target.hasPrefix(prefix) {
      target = String(target.dropFirst(prefix.count))
      break
    }
    let lowered = target.lowercased()
    guard !lowered.isEmpty, lowered != actionName.lowercased() else { return false }
    return node.className.lowercased().contains(lowered) || node.id.lowercased().contains(lowered)
  }
}
