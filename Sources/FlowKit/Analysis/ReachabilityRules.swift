/// Every node should be reachable from `initial`: an unreachable one is dead weight or a
/// missing segue.
enum ReachabilityRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    guard graph.index(of: graph.flow.initialID) != nil else { return }
    for (index, node) in graph.flow.nodes.enumerated() where !graph.reachable.contains(index) {
      // A repeated id is reported as a duplicate; its second node has no edges of its own.
      guard graph.index(of: node.id) == index else { continue }
      log.report(
        .warning(
          .unreachableNode,
          "no path from '\(graph.flow.initialID)' reaches \(node.elementName) '\(node.id)'",
          at: node.origin.location(of: "id")))
    }
  }
}
