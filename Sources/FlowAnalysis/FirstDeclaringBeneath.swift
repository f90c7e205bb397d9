import FlowModel

/// For every unwind of a flow, the first scene `FlowGraph.scenesBeneath` meets from its
/// source that declares the unwind's action: where the diagram draws the unwind to.
///
/// Asked unwind by unwind, each question walks back from the source until it meets a
/// declaring scene, which on a flow where every scene can be beneath every other is the
/// whole graph per unwind. Answered per action name instead: an action one scene declares
/// (most) is met exactly when that scene can be beneath the source (`BeneathReach`); for
/// an action several scenes declare, one `FirstSceneBeneath` answers all its unwinds.
/// Each such index costs the graph, so many actions that several scenes declare cost
/// actions × scenes: the work counts against `visitLimit` (`ResourceLimits.unwindVisits`),
/// past which the questions left are not answered and `limitExceeded` says where.
public struct FirstDeclaringBeneath: Sendable {
  /// Action name → the scenes declaring it, in index order.
  private let declaring: [String: [Int]]
  /// Source index → action name → the first declaring scene met.
  private var first: [Int: [String: Int]] = [:]
  /// Questions asked, components searched and indices built (a flow's nodes each): what
  /// the unit tests count.
  package private(set) var visits = 0
  /// The source and action whose question went past the visit limit, when one did: the
  /// answers after it are missing.
  public private(set) var limitExceeded: (sourceIndex: Int, actionName: String)?

  public init(graph: FlowGraph, visitLimit: Int = ResourceLimits.default.unwindVisits) {
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
      if targets.count == 1 {
        for source in sources {
          let before = reach.visits
          let found = reach.canBeBeneath(targets[0], source)
          visits += 1 + reach.visits - before
          guard visits <= visitLimit else {
            limitExceeded = (source, name)
            return
          }
          if found { first[source, default: [:]][name] = targets[0] }
        }
      } else if targets.count > 1, let source = sources.first {
        let index = FirstSceneBeneath(graph: graph, targets: targets)
        visits += index.work + sources.count
        guard visits <= visitLimit else {
          limitExceeded = (source, name)
          return
        }
        for source in sources {
          if let found = index.first(beneath: source, in: graph) {
            first[source, default: [:]][name] = found
          }
        }
      }
    }
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
