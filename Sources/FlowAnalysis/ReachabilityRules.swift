import FlowModel

/// Every node should be reachable from `initial`: an unreachable one is dead weight or a
/// missing segue.
///
/// One typo gives one diagnostic: a node that is unreachable only because a reference to
/// it is misspelt (`to="detial"`) is not reported, since the reference already is. Such a
/// node is the one the misspelt id is nearest to (what the reference error suggests), and
/// everything it leads to; when a broken reference suggests nothing, no node is reported
/// unreachable until it is fixed, since any of them may be the one it meant.
enum ReachabilityRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    guard graph.index(of: graph.flow.initialID) != nil else { return }
    guard let cutOff = cutOffByBrokenReferences(graph) else { return }
    for (index, node) in graph.flow.nodes.enumerated()
    where !graph.reachable.contains(index) && !cutOff.contains(index) {
      // A repeated id is reported as a duplicate; its second node has no edges of its own.
      guard graph.index(of: node.id) == index else { continue }
      log.report(
        .warning(
          .unreachableNode,
          "no path from '\(graph.flow.initialID)' reaches \(node.elementName) '\(node.id)'",
          at: node.origin.location(of: "id")))
    }
  }

  /// The nodes that the broken references of reachable nodes may have meant, with what
  /// they lead to; nil when a broken reference suggests no node.
  static func cutOffByBrokenReferences(_ graph: FlowGraph) -> Set<Int>? {
    var meant: [Int] = []
    var ids: NameSuggestions?
    for index in graph.reachable.sorted() {
      var brokenTargets: [String] = []
      FlowGraph.forEachTarget(of: graph.flow.nodes[index]) { target in
        if graph.index(of: target) == nil { brokenTargets.append(target) }
      }
      for target in brokenTargets {
        if ids == nil { ids = NameSuggestions(graph.flow.nodes.lazy.map(\.id)) }
        guard let suggestion = ids?.nearest(to: target),
          let suggested = graph.index(of: suggestion)
        else { return nil }
        meant.append(suggested)
      }
    }
    var cutOff = Set<Int>()
    while let index = meant.popLast() {
      guard !graph.reachable.contains(index), cutOff.insert(index).inserted else { continue }
      meant.append(contentsOf: graph.successors[index])
    }
    return cutOff
  }
}
