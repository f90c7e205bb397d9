import FlowModel

/// One walk over a flow's nodes for several `FlowRuleFamily`s at once, each family into
/// its own log.
///
/// Walked one family after the other, a large flow's scenes, their arrays and strings
/// are fetched from memory once per family, since a 10,000-scene model is far larger than
/// a processor's cache; walked together, once. Each family sees the same nodes in the same
/// order as when it runs alone (`FlowRuleFamily.check`), so its findings are the same, in
/// the same order.
enum FlowWalk {
  /// The findings of each family, in the order of `families`.
  static func check(_ flow: Flow, with families: [any FlowRuleFamily.Type]) -> [[Diagnostic]] {
    var walkers = families.map { walker(for: $0, over: flow) }
    for (index, node) in flow.nodes.enumerated() {
      for position in walkers.indices {
        walkers[position].visit(node, at: index)
      }
    }
    return walkers.indices.map { walkers[$0].finish() }
  }

  private static func walker<Family: FlowRuleFamily>(
    for family: Family.Type, over flow: Flow
  ) -> any FamilyWalker {
    Walker<Family>(flow: flow)
  }
}

/// A family on its walk with its log, under one type for all families.
private protocol FamilyWalker {
  mutating func visit(_ node: Node, at index: Int)
  mutating func finish() -> [Diagnostic]
}

private struct Walker<Family: FlowRuleFamily>: FamilyWalker {
  var family: Family
  var log: DiagnosticLog

  init(flow: Flow) {
    var log = DiagnosticLog()
    family = Family(walking: flow, into: &log)
    self.log = log
  }

  mutating func visit(_ node: Node, at index: Int) {
    family.visit(node, at: index, into: &log)
  }

  mutating func finish() -> [Diagnostic] {
    family.finish(into: &log)
    return log.diagnostics
  }
}
