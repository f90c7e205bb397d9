import Dispatch
import FlowModel
import Foundation

/// Runs every rule over a decoded flow and returns all the problems at once.
///
/// Each family of rules lives in its own file and only reads the flow (or the flow and
/// its graph); none depends on another's findings. On a large flow they run side by side,
/// each into its own log, and the families that need no graph start while the graph is
/// still being built. The logs are joined in a fixed order, so the result does not depend
/// on which family finished first.
public enum FlowChecker {
  /// Below this many nodes, starting threads costs more than it saves.
  static let parallelThreshold = 2_000

  /// A family of rules, by what it reads.
  enum Family {
    case flow(any FlowRuleFamily.Type)
    case graph(any GraphRuleFamily.Type)
  }

  /// Every family, in the order their findings are joined.
  static var families: [Family] {
    [
      .flow(IdentifierRules.self),
      .flow(UniquenessRules.self),
      .graph(ReferenceRules.self),
      .graph(ContainerRules.self),
      .graph(SegueRules.self),
      .graph(UnwindRules.self),
      .graph(ReachabilityRules.self),
      .graph(PresentationRules.self),
      .flow(TableRules.self),
      .flow(MemberRules.self),
      .graph(SharedClassRules.self),
      .flow(SelectorRules.self),
      .graph(BindingRules.self),
      .flow(RuntimeRules.self),
      .graph(SwiftUIRuntimeRules.self),
    ]
  }

  public static func check(_ flow: Flow) -> [Diagnostic] {
    check(flow, parallel: flow.nodes.count >= parallelThreshold)
  }

  static func check(_ flow: Flow, parallel: Bool) -> [Diagnostic] {
    guard parallel else {
      let graph = FlowGraph(flow: flow)
      var log = DiagnosticLog()
      for family in families {
        switch family {
        case .flow(let rules): rules.check(flow, into: &log)
        case .graph(let rules): rules.check(graph, into: &log)
        }
      }
      return log.diagnostics
    }
    let results = ConcurrentSlots<[Diagnostic]>(repeating: [], count: families.count)
    let flowFamilies = families.indices.filter {
      if case .flow = families[$0] { true } else { false }
    }
    // Task 0 builds the graph, then runs the families that need it, one after the other;
    // meanwhile the other tasks run the families that read only the flow.
    DispatchQueue.concurrentPerform(iterations: flowFamilies.count + 1) { task in
      guard task > 0 else {
        let graph = FlowGraph(flow: flow)
        for (index, family) in Self.families.enumerated() {
          guard case .graph(let rules) = family else { continue }
          var log = DiagnosticLog()
          rules.check(graph, into: &log)
          results.store(log.diagnostics, at: index)
        }
        return
      }
      let index = flowFamilies[task - 1]
      guard case .flow(let rules) = Self.families[index] else { return }
      var log = DiagnosticLog()
      rules.check(flow, into: &log)
      results.store(log.diagnostics, at: index)
    }
    return results.all().flatMap { $0 }
  }
}

/// A group of related checks that read only the flow's own declarations.
protocol FlowRuleFamily {
  static func check(_ flow: Flow, into log: inout DiagnosticLog)
}

/// A group of related checks that ask how a user moves through the flow.
protocol GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog)
}
