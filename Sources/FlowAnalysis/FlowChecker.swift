import Dispatch
import FlowModel
import Foundation

/// Runs every rule over a decoded flow and returns all the problems at once.
///
/// Each family of rules lives in its own file and only reads the flow (or the flow and
/// its graph); none depends on another's findings, and each reports into its own log.
/// The families that read only the flow walk it together, once (`FlowWalk`); on a large
/// flow that walk runs while the graph is being built, and the graph's families run side
/// by side after it (`FamilySchedule` hands them out). The logs are joined in a fixed
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
      .flow(AccessibilityRules.self),
    ]
  }

  /// The indices of the graph's families, costliest first: the order workers take them
  /// in, so that the last family handed out is a short one and the workers finish close
  /// together. The costs are those of the 10,000-scene benchmark flow (Benchmarks/check),
  /// where the costliest takes five times the cheapest; a family missing here goes last.
  /// (The flow's families are one task, their walk.)
  static var graphHandOutOrder: [Int] {
    let costliestFirst: [any GraphRuleFamily.Type] = [
      BindingRules.self, UnwindRules.self, ReferenceRules.self, SharedClassRules.self,
      ReachabilityRules.self, ContainerRules.self, SegueRules.self, PresentationRules.self,
    ]
    let ranked = families.indices.compactMap { index -> (rank: Int, index: Int)? in
      guard case .graph(let rules) = families[index] else { return nil }
      return (costliestFirst.firstIndex { $0 == rules } ?? costliestFirst.count, index)
    }
    return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.index)
  }

  /// - Parameter limits: `unwindVisits` bounds the searches for where unwinds stop.
  public static func check(_ flow: Flow, limits: ResourceLimits = .default) -> [Diagnostic] {
    check(
      flow, parallel: flow.nodes.count >= parallelThreshold,
      unwindVisitLimit: limits.unwindVisits)
  }

  /// The findings of the flow's walk (`FlowWalk`), each with its family's index in
  /// `families`.
  static func walk(_ flow: Flow) -> [(index: Int, diagnostics: [Diagnostic])] {
    let walked = families.indices.compactMap { index in
      if case .flow(let rules) = families[index] { (index: index, rules: rules) } else { nil }
    }
    let found = FlowWalk.check(flow, with: walked.map(\.rules))
    return zip(walked, found).map { (index: $0.index, diagnostics: $1) }
  }

  static func check(
    _ flow: Flow, parallel: Bool,
    unwindVisitLimit: Int = ResourceLimits.default.unwindVisits
  ) -> [Diagnostic] {
    guard parallel else {
      var logs = [[Diagnostic]](repeating: [], count: families.count)
      for (index, diagnostics) in walk(flow) { logs[index] = diagnostics }
      var graph = FlowGraph(flow: flow)
      graph.unwindVisitLimit = unwindVisitLimit
      for (index, family) in families.enumerated() {
        guard case .graph(let rules) = family else { continue }
        var log = DiagnosticLog()
        rules.check(graph, into: &log)
        logs[index] = log.diagnostics
      }
      return logs.flatMap { $0 }
    }
    let results = ConcurrentSlots<[Diagnostic]>(repeating: [], count: families.count)
    let schedule = FamilySchedule(
      flow: flow,
      graphFamilies: graphHandOutOrder, unwindVisitLimit: unwindVisitLimit)
    // Worker 0 builds the graph and runs the families that need it; another walks the flow
    // for the families that read only the flow. Whoever finishes first helps with the
    // graph's families.
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, families.count)
    DispatchQueue.concurrentPerform(iterations: max(2, workers)) { worker in
      while let task = schedule.next(preferringGraph: worker == 0) {
        switch task {
        case .flowWalk:
          for (index, diagnostics) in walk(flow) { results.store(diagnostics, at: index) }
        case .graphFamily(let index, let graph):
          guard case .graph(let rules) = Self.families[index] else { continue }
          var log = DiagnosticLog()
          rules.check(graph, into: &log)
          results.store(log.diagnostics, at: index)
        }
      }
    }
    return results.all().flatMap { $0 }
  }
}

/// A group of related checks that read only the flow's own declarations, one node at a
/// time, in the flow's order.
///
/// The families walk the flow together (`FlowWalk`): each node is visited by every family
/// before the next one, so its scene's objects are read from memory once rather than
/// once per family. A family keeps what it learns from node to node (the names seen so
/// far) in its own stored properties.
protocol FlowRuleFamily {
  /// Starts a walk of `flow`, reporting what concerns the flow as a whole.
  init(walking flow: Flow, into log: inout DiagnosticLog)
  /// The node at `index` of the flow's nodes.
  mutating func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog)
  /// After the last node: what needs every node seen.
  mutating func finish(into log: inout DiagnosticLog)
}

extension FlowRuleFamily {
  mutating func finish(into log: inout DiagnosticLog) {}

  /// This family alone over the whole flow: what `FlowWalk` reports for it.
  static func check(_ flow: Flow, into log: inout DiagnosticLog) {
    var family = Self(walking: flow, into: &log)
    for (index, node) in flow.nodes.enumerated() {
      family.visit(node, at: index, into: &log)
    }
    family.finish(into: &log)
  }
}

/// A group of related checks that ask how a user moves through the flow.
protocol GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog)
}
