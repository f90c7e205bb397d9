import FlowModel

/// Each segue must be performable the way its kind says.
enum SegueRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    for (index, node) in graph.flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for case .segue(let segue) in scene.transitions {
        if segue.kind == .custom && segue.segueClass == nil {
          log.report(
            .error(
              .customSegueWithoutClass,
              "custom segue '\(segue.id)' needs a 'class' (its UIStoryboardSegue subclass)",
              at: segue.origin.location))
        }
        if let legacy = segue.legacyKindName {
          log.report(
            .warning(
              .legacySegueKind,
              "segue kind '\(legacy)' is deprecated",
              at: segue.origin.location(of: "kind"), suggestion: .name(segue.kind.rawValue)))
        }
        if segue.kind == .show && !graph.onNavigationStack.contains(index)
          && graph.reachable.contains(index)
        {
          log.report(
            .warning(
              .showOutsideNavigation,
              "scene '\(scene.id)' is on no navigation stack, so 'show' segue '\(segue.id)' will present modally; embed '\(scene.id)' in a <navigation>",
              at: segue.origin.location(of: "kind")))
        }
        if segue.setsDelegate { checkDelegate(segue, graph: graph, into: &log) }
      }
    }
  }

  static func checkDelegate(_ segue: Segue, graph: FlowGraph, into log: inout DiagnosticLog) {
    guard let destination = graph.node(segue.destinationID) else { return }
    let target: Scene?
    switch destination {
    case .scene(let scene): target = scene
    case .navigation(let navigation): target = graph.node(navigation.rootID)?.scene
    default: target = nil
    }
    guard let target else {
      log.report(
        .error(
          .delegateWithoutProtocol,
          "segue '\(segue.id)' sets a delegate, but '\(segue.destinationID)' is neither a scene nor a navigation around one",
          at: segue.origin.location(of: "delegate")))
      return
    }
    if target.delegate == nil {
      log.report(
        .error(
          .delegateWithoutProtocol,
          "segue '\(segue.id)' sets a delegate, but scene '\(target.id)' declares no <delegate>",
          at: segue.origin.location(of: "delegate")))
    }
  }
}
