import FlowModel

/// An unwind returns to a scene that can be beneath its source, UIKit stops it there and
/// not at a nearer scene answering its selector with another method, and every unwind
/// action is used by some unwind.
enum UnwindRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    let stops = UnwindStops(flow: flow)
    // One search per selector for all its unwinds: asked unwind by unwind, each walks
    // every scene beneath its source, which is quadratic when all can be beneath all.
    let table = UnwindStopTable(graph: graph, stops: stops, visitLimit: graph.unwindVisitLimit)
    if let (source, selector) = table.limitExceeded {
      reportLimit(
        graph.unwindVisitLimit, at: source, selector: selector, stops: stops, in: flow, into: &log)
    }
    var used = Set<String>()
    let declaredAnywhere = graph.unwindActionNames
    var unreachable = UnreachableUnwindReport(graph: graph, spent: table.visits)
    var shadowing = ShadowingActions()
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for case .unwind(let unwind) in scene.transitions {
        used.insert(unwind.actionName)
        // Past the limit the stops are not all known: nothing more is said about them.
        guard table.limitExceeded == nil else { continue }
        let selector = stops.selector(of: unwind)
        let found = table.stops(ofSelector: selector, from: index)
        // An unwind that arrives at one unwind action (most) has nothing to report.
        if found.count == 1, case .unwindAction = found[0].catcher { continue }
        // An action declared nowhere is an unknown reference, reported elsewhere.
        guard declaredAnywhere.contains(unwind.actionName) else { continue }
        let actionStops = table.actionStops(ofSelector: selector, from: index)
        if let first = actionStops.first, case .action(let action) = first.catcher {
          reportShadowed(
            unwind, of: scene, by: action, of: flow.nodes[first.sceneIndex],
            others: actionStops.dropFirst().map { flow.nodes[$0.sceneIndex].id }, into: &log)
          if let answer = table.answerNumber(ofSelector: selector, from: index) {
            shadowing.add(answer, stops: actionStops, unwind: unwind, of: scene)
          }
        }
        if !found.isEmpty { continue }
        unreachable.report(unwind, of: scene, at: index, into: &log)
      }
    }
    shadowing.report(in: flow, into: &log)
    for case .scene(let scene) in flow.nodes {
      for action in scene.unwindActions where !used.contains(action.name) {
        log.report(
          .warning(
            .unusedUnwindAction, "no unwind uses unwind action '\(action.name)'",
            at: action.origin.location(of: "name")))
      }
    }
  }

  /// An unwind caught by an ordinary action of a nearer scene: an error at the unwind,
  /// naming the first such scene and counting the others (on a hub, every unwind can be
  /// caught by hundreds: one error each would be quadratic in the flow). The actions get
  /// theirs from `ShadowingActions`.
  static func reportShadowed(
    _ unwind: Unwind, of scene: Scene, by action: Action, of catcher: Node, others: [String],
    into log: inout DiagnosticLog
  ) {
    let selector = UnwindStops.selector(of: action)
    let actionLocation = action.origin.location(of: "name")
    log.report(
      .error(
        .unwindShadowed,
        "unwind '\(unwind.id)' never reaches unwind action '\(unwind.actionName)': UIKit stops at the nearer scene '\(catcher.id)', whose action '\(action.name)' (\(actionLocation)) has the same selector '\(selector)'\(ShadowingActions.others(others)); rename one of them",
        at: unwind.origin.location(of: "action")))
  }

  /// The searches went past `ResourceLimits.unwindVisits`: an error at the unwind they
  /// were answering, naming the limit.
  static func reportLimit(
    _ limit: Int, at source: Int, selector: String, stops: UnwindStops, in flow: Flow,
    into log: inout DiagnosticLog
  ) {
    guard let scene = flow.nodes[source].scene,
      let unwind = scene.unwinds.first(where: { stops.selector(of: $0) == selector })
    else { return }
    log.report(
      .error(
        .limitExceeded,
        "finding where the unwinds stop went past \(limit) visits (the unwind-visits limit), here at unwind '\(unwind.id)' of scene '\(scene.id)'; flowc stops checking unwinds (raise the limit with --limit unwind-visits=N)",
        at: unwind.origin.location(of: "action")))
  }

  static func declares(_ node: Node, _ action: String) -> Bool {
    node.scene?.unwindActions.contains { $0.name == action } ?? false
  }
}
