import Dispatch
import FlowModel
import Foundation

/// Runs every rule over a decoded flow and returns all the problems at once.
///
/// Each family of rules lives in its own file and only reads the flow (or the flow and
/// its graph); none depends on another's findings. On a large flow they run side by side,
/// each into its own log, and the families that need no graph start while the graph is
/// still being built (`FamilySchedule` hands them out). The logs are joined in a fixed
/// order, so the result does not depend on which family finished first.
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

  /// The indices of `families`, costliest first: the order workers take them in, so that
  /// the last family handed out is a short one and the workers finish close together.
  /// The costs are those of the 10,000-scene benchmark flow (Benchmarks/check), where
  /// the costliest takes five times the cheapest; a family missing here goes last.
  static var handOutOrder: [Int] {
    let costliestFirst: [Any.Type] = [
      BindingRules.self, UniquenessRules.self, SelectorRules.self, IdentifierRules.self,
      UnwindRules.self, ReferenceRules.self, MemberRules.self, SharedClassRules.self,
      RuntimeRules.self, ReachabilityRules.self, ContainerRules.self, SegueRules.self,
      PresentationRules.self, TableRules.self,
    ]
    func rank(_ family: Family) -> Int {
      let type: Any.Type =
        switch family {
        case .flow(let rules): rules
        case .graph(let rules): rules
        }
      return costliestFirst.firstIndex { $0 == type } ?? costliestFirst.count
    }
    let families = families
    return families.indices.sorted { (rank(families[$0]), $0) < (rank(families[$1]), $1) }
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
    let order = handOutOrder
    let schedule = FamilySchedule(
      flow: flow,
      flowFamilies: order.filter {
        if case .flow = families[$0] { true } else { false }
      },
      graphFamilies: order.filter {
        if case .graph = families[$0] { true } else { false }
      })
    // Worker 0 builds the graph and runs the families that need it; the others start on
    // the families that read only the flow. Whoever finishes its kind first helps with
    // the other.
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, families.count)
    DispatchQueue.concurrentPerform(iterations: max(2, workers)) { worker in
      while let task = schedule.next(preferringGraph: worker == 0) {
        var log = DiagnosticLog()
        switch Self.families[task.family] {
        case .flow(let rules): rules.check(flow, into: &log)
        case .graph(let rules): if let graph = task.graph { rules.check(graph, into: &log) }
        }
        results.store(log.diagnostics, at: task.family)
      }
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
