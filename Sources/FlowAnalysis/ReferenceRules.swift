import FlowModel

/// Every id a flow mentions must name something that exists.
enum ReferenceRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    let nodeIDs = flow.nodes.map(\.id)
    func node(_ id: String, _ attribute: String, of origin: Origin, what: String) {
      guard graph.node(id) == nil else { return }
      log.report(
        .error(
          .unknownReference, "\(what) '\(id)' does not exist", at: origin.location(of: attribute),
          suggestion: NameSuggester.nearest(to: id, in: nodeIDs).map { .name($0) }))
    }
    node(flow.initialID, "initial", of: flow.origin, what: "initial node")
    var allUnwindActions = Set<String>()
    for case .scene(let scene) in flow.nodes {
      for action in scene.unwindActions { allUnwindActions.insert(action.name) }
    }
    for item in flow.nodes {
      switch item {
      case .navigation(let navigation):
        node(navigation.rootID, "root", of: navigation.origin, what: "root scene")
      case .tabBar(let tabBar):
        for tab in tabBar.tabs { node(tab.destinationID, "to", of: tab.origin, what: "tab node") }
      case .split(let split):
        node(split.primaryID, "primary", of: split.origin, what: "primary node")
        node(split.secondaryID, "secondary", of: split.origin, what: "secondary node")
      case .scene(let scene):
        for case .segue(let segue) in scene.transitions {
          node(segue.destinationID, "to", of: segue.origin, what: "destination")
        }
        checkActions(scene, into: &log)
        for unwind in scene.unwinds where !allUnwindActions.contains(unwind.actionName) {
          log.report(
            .error(
              .unknownReference, "no scene declares the unwind action '\(unwind.actionName)'",
              at: unwind.origin.location(of: "action"),
              suggestion: NameSuggester.nearest(to: unwind.actionName, in: allUnwindActions)
                .map { .name($0) }))
        }
      case .reference:
        break
      }
    }
  }

  /// `action="…"` on bar buttons, buttons and gestures names an `<action>` of the same scene.
  static func checkActions(_ scene: Scene, into log: inout DiagnosticLog) {
    let names = scene.actions.map(\.name)
    let uses =
      scene.barButtons.map { ($0.actionName, $0.origin) }
      + scene.buttons.map { ($0.actionName, $0.origin) }
      + scene.gestures.map { ($0.actionName, $0.origin) }
    for case (let name?, let origin) in uses where !names.contains(name) {
      log.report(
        .error(
          .unknownReference, "scene '\(scene.id)' has no <action name=\"\(name)\">",
          at: origin.location(of: "action"),
          suggestion: NameSuggester.nearest(to: name, in: names).map { .name($0) }))
    }
  }
}
