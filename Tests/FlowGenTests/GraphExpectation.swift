import FlowKit
import XCTest

/// What a flow's diagram must contain, worked out from the flow model directly (not from
/// the graph context builder), so that the tests compare two independent readings of
/// the flow: this one, and what Graphviz parsed from flowc's DOT.
struct GraphExpectation {
  struct Edge: Hashable, Comparable {
    var tail: String
    var head: String
    /// `relationship`, a segue kind, `unwind` or `initial`.
    var kind: String
    /// The first line of the label (the segue id; `id → action:` for unwinds; the
    /// relationship's name), nil for the initial marker.
    var title: String?
    /// Words the label must also contain (what fires the transition).
    var details: [String]

    static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.tail, lhs.head, lhs.title ?? "") < (rhs.tail, rhs.head, rhs.title ?? "")
    }
  }

  static let initialMarker = "flowc:initial"

  var nodes: Set<String> = []
  var edges: [Edge] = []
  /// Navigation id → the node ids its stack's box holds.
  var stacks: [String: Set<String>] = [:]
  /// Node id → the lines its label must start with.
  var labels: [String: [String]] = [:]

  init(flow: Flow) {
    let graph = FlowGraph(flow: flow)
    nodes = Set(flow.nodes.map(\.id)).union([Self.initialMarker])
    edges.append(
      Edge(tail: Self.initialMarker, head: flow.initialID, kind: "initial", title: nil, details: [])
    )
    for node in flow.nodes {
      switch node {
      case .scene(let scene):
        labels[scene.id] = [scene.className] + (scene.title.map { [$0] } ?? [])
        for segue in scene.segues {
          edges.append(
            Edge(
              tail: scene.id, head: segue.destinationID, kind: segue.kind.rawValue,
              title: segue.id,
              // An embed fires when its container view loads: no "manual" for it.
              details: segue.kind == .embed && segue.trigger == .manual
                ? [] : Self.words(for: segue.trigger)))
        }
        for unwind in scene.unwinds {
          let beneath = graph.index(of: scene.id).map { index in
            graph.scenesBeneath(index) { candidate in
              flow.nodes[candidate].scene?.unwindActions.contains { $0.name == unwind.actionName }
                ?? false
            }
          }
          // A clean flow always has one; "?" makes a broken expectation fail, not crash.
          let head = beneath?.last.map { flow.nodes[$0].id } ?? "?"
          edges.append(
            Edge(
              tail: scene.id, head: head, kind: "unwind",
              title: "\(unwind.id) → \(unwind.actionName):",
              details: Self.words(for: unwind.trigger)))
        }
      case .navigation(let navigation):
        labels[navigation.id] = [navigation.className, "Navigation Controller"]
        edges.append(
          Edge(
            tail: navigation.id, head: navigation.rootID, kind: "relationship", title: "root",
            details: []))
        stacks[navigation.id] = Self.stack(of: navigation, in: flow)
      case .tabBar(let tabBar):
        labels[tabBar.id] = [tabBar.className, "Tab Bar Controller"]
        for (offset, tab) in tabBar.tabs.enumerated() {
          edges.append(
            Edge(
              tail: tabBar.id, head: tab.destinationID, kind: "relationship",
              title: "tab \(offset + 1)" + (tab.title.map { " “\($0)”" } ?? ""), details: []))
        }
      case .split(let split):
        labels[split.id] = [split.className, "Split View Controller"]
        edges.append(
          Edge(
            tail: split.id, head: split.primaryID, kind: "relationship", title: "primary",
            details: []))
        edges.append(
          Edge(
            tail: split.id, head: split.secondaryID, kind: "relationship", title: "secondary",
            details: []))
      case .reference(let reference):
        labels[reference.id] = [
          reference.storyboardName ?? "this storyboard", "Storyboard Reference",
        ]
      }
    }
    edges.sort()
  }

  /// The navigation, its root and everything `show` segues push onto the stack: scenes,
  /// storyboard references, and tab bar or split view controllers with their children.
  /// (The examples put no node on two stacks, so the tie-break does not arise here.)
  static func stack(of navigation: NavigationController, in flow: Flow) -> Set<String> {
    var members: Set<String> = [navigation.id, navigation.rootID]
    var queue = [navigation.rootID]
    while let id = queue.popLast() {
      guard let scene = flow.node(withID: id)?.scene else { continue }
      for segue in scene.segues where segue.kind == .show {
        var pushed = [segue.destinationID]
        while let next = pushed.popLast() {
          guard let node = flow.node(withID: next) else { continue }
          if case .navigation = node { continue }
          guard members.insert(next).inserted else { continue }
          queue.append(next)
          switch node {
          case .tabBar(let tabBar): pushed += tabBar.tabs.map(\.destinationID)
          case .split(let split): pushed += [split.primaryID, split.secondaryID]
          default: break
          }
        }
      }
    }
    return members
  }

  /// The look docs/graph.md promises for each kind of edge, as Graphviz attributes.
  static let documentedStyles: [String: [String: String]] = [
    "relationship": ["dir": "back", "arrowtail": "diamond", "color": "#8a94a6"],
    "show": ["style": "solid", "arrowhead": "normal", "color": "#0072b2"],
    "showDetail": ["style": "solid", "arrowhead": "empty", "color": "#009e73"],
    "present": ["style": "bold", "arrowhead": "normal", "color": "#1a202c"],
    "popover": ["style": "bold", "dir": "both", "arrowtail": "odot", "color": "#cc79a7"],
    "embed": ["style": "solid", "arrowhead": "obox", "color": "#e69f00"],
    "custom": ["style": "solid", "arrowhead": "vee", "color": "#8c6d31"],
    "unwind": [
      "style": "dashed", "arrowhead": "normal", "constraint": "false", "color": "#56677d",
    ],
  ]

  /// Words the label of a transition with this trigger must contain.
  static func words(for trigger: Trigger) -> [String] {
    switch trigger {
    case .manual: ["manual"]
    case .cell(let reuseID): ["cell", reuseID]
    case .staticCell: ["static cell"]
    case .barButton(.system(let item)): ["bar button", item]
    case .barButton(.title(let title)): ["bar button", title]
    case .button(let title): ["button"] + (title.map { [$0] } ?? [])
    case .row(let key): ["row", key]
    case .gesture(let kind): ["gesture", kind]
    }
  }
}
