import FlowModel

/// For every unwind of a flow, the first scene `FlowGraph.scenesBeneath` meets from its
/// source that declares the unwind's action: where the diagram draws the unwind to.
///
/// Asked unwind by unwind, each question walks back from the source until it meets a
/// declaring scene, which on a flow where every scene can be beneath every other is the
/// whole graph per unwind. Answered per action name instead: an action one scene declares
/// (most) is met exactly when that scene can be beneath the source (`BeneathReach`); for
/// an action several scenes declare, one `FirstSceneBeneath` answers all its unwinds.
public struct FirstDeclaringBeneath: Sendable {
  /// Action name → the scenes declaring it, in index order.
  private let declaring: [String: [Int]]
  /// Source index → action name → the first declaring scene met.
  private var first: [Int: [String: Int]] = [:]
  /// Questions asked, components searched and indices built (a flow's nodes each): what
  /// the unit tests count.
  package private(set) var visits = 0

  public init(graph: FlowGraph) {
    let flow = graph.flow
    var sourcesByName: [String: [Int]] = [:]
    var names: [String] = []
    for (index, node) in flow.nodes.enumerated() {
      for unwind in node.scene?.unwinds ?? [] {
        if sourcesByName[unwind.actionName] == nil { names.append(unwind.actionName) }
        if sourcesByName[unwind.actionName]?.last != index {
          sourcesByName[unwind.actionName, default: []].append(index)
        }
      }
    }
    var declaring: [String: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      for action in node.scene?.unwindActions ?? [] where declaring[action.name]?.last != index {
        declaring[action.name, default: []].append(index)
      }
    }
    self.declaring = declaring
    guard !names.isEmpty else { return }
    var reach = BeneathReach(network: PresenterNetwork(graph: graph))
    for name in names {
      let targets = declaring[name] ?? []
      let sources = sourcesByName[name] ?? []
      visits += sources.count
      if targets.count == 1 {
        for source in sources where reach.canBeBeneath(targets[0], source) {
          first[source, default: [:]][name] = targets[0]
        }
      } else if targets.count > 1 {
        visits += flow.nodes.count
        let index = FirstSceneBeneath(graph: graph, targets: targets)
        for source in sources {
          if let found = index.first(beneath: source, in: graph) {
            first[source, default: [:]][name] = found
          }
        }
      }
    }
    visits += reach.visits
  }

  /// The first scene declaring `name` met walking back from `source`; nil when none can
  /// be beneath it.
  public func first(declaring name: String, beneath source: Int) -> Int? {
    first[source]?[name]
  }

  /// The scenes declaring `name`, in index order.
  public func scenes(declaring name: String) -> [Int] {
    declaring[name] ?? []
  }
}
