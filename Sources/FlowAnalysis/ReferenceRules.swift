import FlowModel

/// Every id a flow mentions must name something that exists.
enum ReferenceRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    // The ids to suggest from, made at the first unknown one.
    var nodeIDs: NameSuggestions?
    func node(_ id: String, _ attribute: String, of origin: Origin, what: String) {
      guard graph.index(of: id) == nil else { return }
      if nodeIDs == nil { nodeIDs = NameSuggestions(flow.nodes.lazy.map(\.id)) }
      log.report(
        .error(
          .unknownReference, "\(what) '\(id)' does not exist", at: origin.location(of: attribute),
          suggestion: nodeIDs?.nearest(to: id).map { .name($0) }))
    }
    node(flow.initialID, "initial", of: flow.origin, what: "initial node")
    let allUnwindActions = graph.unwindActionNames
    var unwindActionNames: NameSuggestions?
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
        for case .unwind(let unwind) in scene.transitions
        where !allUnwindActions.contains(unwind.actionName) {
          if unwindActionNames == nil { unwindActionNames = NameSuggestions(allUnwindActions) }
          log.report(
            .error(
              .unknownReference, "no scene declares the unwind action '\(unwind.actionName)'",
              at: unwind.origin.location(of: "action"),
              suggestion: unwindActionNames?.nearest(to: unwind.actionName).map { .name($0) }))
        }
      case .reference:
        break
      }
    }
  }

  /// `action="…"` on bar buttons, buttons and gestures names an `<action>` of the same scene.
  static func checkActions(_ scene: Scene, into log: inout DiagnosticLog) {
    // In place: this runs for every bar button, button and gesture of a flow. A scene
    // with many actions is looked up in a set, made once.
    let actionNames: Set<String>? =
      scene.actions.count > 8 ? Set(scene.actions.lazy.map(\.name)) : nil
    var suggestions: NameSuggestions?
    func check(_ name: String?, at origin: () -> Origin) {
      guard let name,
        !(actionNames?.contains(name) ?? scene.actions.contains(where: { $0.name == name }))
      else { return }
      if suggestions == nil { suggestions = NameSuggestions(scene.actions.lazy.map(\.name)) }
      log.report(
        .error(
          .unknownReference, "scene '\(scene.id)' has no <action name=\"\(name)\">",
          at: origin().location(of: "action"),
          suggestion: suggestions?.nearest(to: name).map { .name($0) }))
    }
    for barButton in scene.barButtons { check(barButton.actionName) { barButton.origin } }
    for button in scene.buttons { check(button.actionName) { button.origin } }
    for gesture in scene.gestures { check(gesture.actionName) { gesture.origin } }
  }
}
