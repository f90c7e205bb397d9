import FlowModel

/// The names the SwiftUI runtime derives from ids, checked against each other and
/// against the names it generates for every flow, so that no id shadows the flow's own
/// `RootView` or `Presented`, or gives the navigator's state one property twice.
///
/// Each derived name lives in one scope: the module (a scene's view), the flow's
/// namespace (a node's types), the navigator's `State` (a container's properties), a
/// view (a scene's inputs and outputs, beside `navigator` and `scene`). The error is at the id that
/// takes the name, with an id that does not.
enum SwiftUINameRules {
  /// Types of the flow's namespace that every flow has, or may have.
  static let namespaceTypes: Set<String> = [
    "SceneID", "Presentation", "PresentationStyle", "Presented", "Segue", "Unwind",
    "Navigator", "RootView", "PresentedView", "PresentationLayer", "SwipeDismissal", "Strings",
    "DeepLink", "Restoration", "SplitColumn", "SplitVisibility", "BundleToken",
  ]

  /// Properties the navigator's `State` has whatever the flow (and `CodingKeys`' cases),
  /// and members of the navigator, which holds each part of the state as a property.
  static let stateMembers: Set<String> = [
    "presented", "version", "state", "pending", "reportsSent", "customPresentationStyle",
    "perform", "unwind", "dismiss", "select", "open", "url", "topScene", "send", "recipient",
    "takeReports", "cancelPresentation", "didDismissPresentation", "anchoredPopover",
    "isAnchored", "anchoredPresentation", "presentation",
  ]

  /// Members a scene's view has from its protocol, which an input would shadow.
  static let viewMembers: Set<String> = ["navigator", "scene", "content", "body", "delegate"]

  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    var types: [String: String] = [:]
    var properties: [String: String] = [:]
    for node in flow.nodes {
      let id = node.id
      let location = node.origin.location(of: "id")
      for (name, scope) in derivedTypes(of: node, graph: graph) {
        let owner = namespaceTypes.contains(name) ? "the flow's own \(name)" : types[name]
        if let owner {
          log.report(
            .error(
              .memberConflict,
              "in the SwiftUI runtime, '\(id)' makes \(scope) named \(name), the name of \(owner): rename '\(id)'",
              at: location, suggestion: .name(id + "Scene")))
        } else {
          types[name] = "'\(id)'"
        }
      }
      for name in stateProperties(of: node, graph: graph) {
        let owner = stateMembers.contains(name) ? "the state's own" : properties[name]
        if let owner {
          log.report(
            .error(
              .memberConflict,
              "in the SwiftUI runtime, '\(id)' gives the navigator's state a property '\(name)', the name of \(owner): rename '\(id)'",
              at: location, suggestion: .name(id + "Node")))
        } else {
          properties[name] = "'\(id)'"
        }
      }
      let values =
        (node.scene?.inputs.map { ($0.name, $0.origin, "input") } ?? [])
        + (node.scene?.outputs.map { ($0.name, $0.origin, "output") } ?? [])
      for (name, origin, kind) in values where viewMembers.contains(name) {
        log.report(
          .error(
            .memberConflict,
            "in the SwiftUI runtime, \(kind) '\(name)' of '\(id)' would shadow the view's own '\(name)': rename it",
            at: origin.location(of: "name"), suggestion: .name(name + "Value")))
      }
    }
  }

  /// The types a node makes, with what each is: a scene's view (`RootView` — a view in
  /// the module, which inside the namespace resolves to the namespace's type of that
  /// name) and its handle; a container's view and enum.
  static func derivedTypes(of node: Node, graph: FlowGraph) -> [(String, String)] {
    let type = SwiftNames.upperCamel(node.id)
    switch node {
    case .scene(let scene):
      var result = [(type + "View", "a view"), (type + "Scene", "a handle")]
      if scene.delegate != nil { result.append((type + "Delegate", "a delegate")) }
      if scene.table != nil { result.append((type + "Values", "a table's values")) }
      return result
    case .navigation: return [(type + "Stack", "a stack view"), (type + "Route", "a route enum")]
    case .tabBar: return [(type + "Tabs", "a tab view"), (type + "Tab", "a tab enum")]
    case .split: return [(type + "Split", "a split view"), (type + "Detail", "a detail enum")]
    case .reference: return []
    }
  }

  /// The properties of the navigator's `State` a container makes.
  static func stateProperties(of node: Node, graph: FlowGraph) -> [String] {
    let words = SwiftNames.words(in: node.id)
    guard let first = words.first else { return [] }
    let name = SwiftNames.lowerCamel(first) + words.dropFirst().map(SwiftNames.upperCamel).joined()
    switch node {
    case .navigation, .tabBar: return [name]
    case .split: return [name + "Detail", name + "Column", name + "Visibility"]
    case .scene, .reference: return []
    }
  }
}
