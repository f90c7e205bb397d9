/// An unwind returns to a scene that can be beneath its source, and every unwind action
/// is used by some unwind.
enum UnwindRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    var used = Set<String>()
    // Computed once: asking every scene for every unwind is quadratic in large flows.
    let declaredAnywhere = Set(flow.scenes.flatMap { $0.unwindActions.map(\.name) })
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for unwind in scene.unwinds {
        used.insert(unwind.actionName)
        let declaredSomewhere = declaredAnywhere.contains(unwind.actionName)
        // An action declared nowhere is an unknown reference, reported elsewhere.
        guard declaredSomewhere else { continue }
        let beneath = graph.scenesBeneath(index) { candidate in
          declares(flow.nodes[candidate], unwind.actionName)
        }
        if let last = beneath.last, declares(flow.nodes[last], unwind.actionName) { continue }
        let namesBeneath = beneath.flatMap { flow.nodes[$0].scene?.unwindActions.map(\.name) ?? [] }
        let holders = flow.scenes.filter { declares(.scene($0), unwind.actionName) }.map {
          "'\($0.id)'"
        }
        log.report(
          .error(
            .unwindUnreachable,
            "unwind '\(unwind.id)' returns to '\(unwind.actionName)', but no scene that can be beneath '\(scene.id)' declares it (declared on \(holders.joined(separator: ", ")))",
            at: unwind.origin.location(of: "action"),
            suggestion: NameSuggester.nearest(to: unwind.actionName, in: namesBeneath).map {
              .name($0)
            }))
      }
    }
    for scene in flow.scenes {
      for action in scene.unwindActions where !used.contains(action.name) {
        log.report(
          .warning(
            .unusedUnwindAction, "no unwind uses unwind action '\(action.name)'",
            at: action.origin.location(of: "name")))
      }
    }
  }

  static func declares(_ node: Node, _ action: String) -> Bool {
    node.scene?.unwindActions.contains { $0.name == action } ?? false
  }
}
