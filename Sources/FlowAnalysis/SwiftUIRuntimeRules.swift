import FlowModel

/// What the SwiftUI runtime (`runtime="swiftui"`) cannot do, reported at the element at
/// fault, so that a clean check still promises a navigator and views that compile.
///
/// SwiftUI shows what the navigator's state says: a pushed scene is a route on exactly one
/// `NavigationStack`, a detail is a case of its split's detail column, and every segue and
/// unwind is one case of the flow's `Segue` and `Unwind` enums. What has no place in that
/// state (a storyboard reference, a gesture recognizer, a container pushed onto a stack)
/// is an error here.
enum SwiftUIRuntimeRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    guard flow.runtime == .swiftui else { return }
    let layout = SwiftUILayout(graph: graph)
    checkNodes(graph, layout: layout, into: &log)
    checkTransitions(graph, layout: layout, into: &log)
    checkInputs(graph, into: &log)
    SwiftUINameRules.check(graph, into: &log)
    SwiftUIAttributeRules.check(graph, into: &log)
    SwiftUINestingRules.check(graph, into: &log)
  }

  static func checkNodes(_ graph: FlowGraph, layout: SwiftUILayout, into log: inout DiagnosticLog) {
    let flow = graph.flow
    for node in flow.nodes {
      if case .reference(let reference) = node {
        log.report(
          .error(
            .runtimeUnsupported,
            "the SwiftUI runtime cannot show storyboard reference '\(reference.id)': it needs a storyboard; make the scene part of this flow",
            at: reference.origin.location(of: "id")))
      }
    }
    for stack in layout.stacks where stack.rootIndex == nil {
      guard case .navigation(let navigation) = flow.nodes[stack.nodeIndex],
        graph.index(of: navigation.rootID) != nil
      else { continue }
      log.report(
        .error(
          .runtimeUnsupported,
          "the SwiftUI runtime needs a scene at the root of navigation '\(navigation.id)': a NavigationStack's root is a view, not a container",
          at: navigation.origin.location(of: "root")))
    }
    for (sceneIndex, stacks) in layout.stacksOfScene.sorted(by: { $0.key < $1.key })
    where stacks.count > 1 {
      guard let scene = flow.nodes[sceneIndex].scene else { continue }
      let names = stacks.map { "'\(flow.nodes[layout.stacks[$0].nodeIndex].id)'" }
      log.report(
        .error(
          .runtimeUnsupported,
          "scene '\(scene.id)' is on navigations \(names.joined(separator: " and ")): in the SwiftUI runtime a scene is a route of one NavigationStack; give each stack its own scene",
          at: scene.origin.location(of: "id")))
    }
  }

  static func checkTransitions(
    _ graph: FlowGraph, layout: SwiftUILayout, into log: inout DiagnosticLog
  ) {
    let flow = graph.flow
    var segues: [String: Segue] = [:]
    var unwinds: [String: Unwind] = [:]
    for (sceneIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for gesture in scene.gestures where gesture.actionName != nil {
        log.report(
          .error(
            .runtimeUnsupported,
            "the SwiftUI runtime cannot connect a \(gesture.kind) to an action: add the gesture to your view and call the action from it",
            at: gesture.origin.location(of: "action")))
      }
      for transition in scene.transitions {
        guard case .gesture(let kind) = transition.trigger else { continue }
        log.report(
          .error(
            .runtimeUnsupported,
            "the SwiftUI runtime cannot fire '\(transition.id)' from a \(kind): add the gesture to your view and call navigator.\(verb(of: transition))(.\(transition.id)) from it",
            at: transition.origin.location))
      }
      for segue in scene.segues {
        if let first = segues[segue.id] {
          if first.destinationID != segue.destinationID || first.kind != segue.kind {
            log.report(
              .error(
                .runtimeUnsupported,
                "segue id '\(segue.id)' is used again with another destination or kind: in the SwiftUI runtime each segue id is one case of the flow's Segue enum",
                at: segue.origin.location(of: "id")))
          }
        } else {
          segues[segue.id] = segue
        }
        guard let target = graph.index(of: segue.destinationID) else { continue }
        checkSegue(segue, from: sceneIndex, to: target, graph: graph, layout: layout, into: &log)
      }
      for unwind in scene.unwinds {
        if let first = unwinds[unwind.id] {
          if first.actionName != unwind.actionName {
            log.report(
              .error(
                .runtimeUnsupported,
                "unwind id '\(unwind.id)' is used again with another action: in the SwiftUI runtime each unwind id is one case of the flow's Unwind enum",
                at: unwind.origin.location(of: "id")))
          }
        } else {
          unwinds[unwind.id] = unwind
        }
      }
    }
  }

  static func verb(of transition: Transition) -> String {
    if case .unwind = transition { "unwind" } else { "perform" }
  }

  static func checkSegue(
    _ segue: Segue, from sceneIndex: Int, to target: Int, graph: FlowGraph,
    layout: SwiftUILayout, into log: inout DiagnosticLog
  ) {
    let flow = graph.flow
    let destination = flow.nodes[target]
    switch segue.kind {
    case .show:
      if destination.scene == nil {
        log.report(
          .error(
            .runtimeUnsupported,
            "the SwiftUI runtime pushes only scenes: '\(segue.id)' shows \(destination.id), a container; present it instead",
            at: segue.origin.location(of: "to")))
      } else if layout.stacksOfScene[sceneIndex] == nil {
        log.report(
          .error(
            .runtimeUnsupported,
            "'\(segue.id)' shows a scene from '\(flow.nodes[sceneIndex].id)', which is on no navigation: the SwiftUI runtime pushes routes onto a NavigationStack",
            at: segue.origin.location(of: "kind")))
      }
    case .showDetail:
      if layout.splitOfScene[sceneIndex] == nil {
        log.report(
          .error(
            .runtimeUnsupported,
            "'\(segue.id)' shows a detail from '\(flow.nodes[sceneIndex].id)', which is in no split: the SwiftUI runtime shows details in a NavigationSplitView's detail column",
            at: segue.origin.location(of: "kind")))
      }
    case .embed:
      // A storyboard reference is reported once, where it is declared.
      if case .reference = destination { return }
      if destination.scene == nil {
        log.report(
          .error(
            .runtimeUnsupported,
            "the SwiftUI runtime embeds only scenes: '\(segue.id)' embeds \(destination.id), a container",
            at: segue.origin.location(of: "to")))
      } else if let input = destination.scene?.inputs.first {
        log.report(
          .error(
            .runtimeUnsupported,
            "the SwiftUI runtime embeds only a scene without inputs: '\(segue.id)' embeds \(destination.id), which has the input '\(input.name)'",
            at: segue.origin.location(of: "to")))
      }
    case .present, .popover, .custom:
      if case .reference = destination { return }
    }
  }

  /// Inputs are carried by segues: a scene shown by a container alone has nobody to give
  /// them, and each input becomes a Swift parameter.
  static func checkInputs(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    var entries = Set<Int>()
    func addEntries(of id: String) {
      guard let index = graph.index(of: id) else { return }
      entries.formUnion(graph.entryScenes[index])
    }
    addEntries(of: flow.initialID)
    for node in flow.nodes {
      switch node {
      case .tabBar(let tabBar): for tab in tabBar.tabs { addEntries(of: tab.destinationID) }
      case .split(let split):
        addEntries(of: split.primaryID)
        addEntries(of: split.secondaryID)
      default: break
      }
    }
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      var names = Set<String>()
      let values =
        scene.inputs.map { ($0.name, $0.type, $0.origin, "input") }
        + scene.outputs.map { ($0.name, $0.type, $0.origin, "output") }
      for (name, type, origin, kind) in values {
        if !SwiftNames.isIdentifier(name) {
          log.report(
            .error(
              .invalidIdentifier, "\(kind) name '\(name)' is not a Swift identifier",
              at: origin.location(of: "name")))
        } else if !names.insert(name).inserted {
          log.report(
            .error(
              .memberConflict, "scene '\(scene.id)' declares '\(name)' twice as an input or output",
              at: origin.location(of: "name")))
        }
        if type.allSatisfy(\.isWhitespace) {
          log.report(
            .error(
              .invalidIdentifier, "\(kind) '\(name)' needs a type", at: origin.location(of: "type"))
          )
        }
      }
      if let first = scene.inputs.first, entries.contains(index) {
        log.report(
          .error(
            .runtimeUnsupported,
            "scene '\(scene.id)' needs input '\(first.name)' but is shown by a container, which has none to give: only a segue carries inputs",
            at: first.origin.location))
      }
    }
  }
}
