/// Runs every rule over a decoded flow and returns all the problems at once.
///
/// Each family of rules lives in its own file and only reads the flow and its graph;
/// none depends on another's findings.
public enum FlowChecker {
  static var families: [any FlowRuleFamily.Type] {
    [
      IdentifierRules.self,
      UniquenessRules.self,
      ReferenceRules.self,
      ContainerRules.self,
      SegueRules.self,
      UnwindRules.self,
      ReachabilityRules.self,
      PresentationRules.self,
      TableRules.self,
      MemberRules.self,
    ]
  }

  public static func check(_ flow: Flow) -> [Diagnostic] {
    let graph = FlowGraph(flow: flow)
    var log = DiagnosticLog()
    for family in families {
      family.check(graph, into: &log)
    }
    return log.diagnostics
  }
}

/// A group of related checks over the whole flow.
protocol FlowRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog)
}
