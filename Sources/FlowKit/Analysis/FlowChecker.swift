import Dispatch
import Foundation

/// Runs every rule over a decoded flow and returns all the problems at once.
///
/// Each family of rules lives in its own file and only reads the flow and its graph;
/// none depends on another's findings, so on a large flow they run side by side, each
/// into its own log, and the logs are joined in a fixed order: the result does not
/// depend on which family finished first.
public enum FlowChecker {
  /// Below this many nodes, starting threads costs more than it saves.
  static let parallelThreshold = 2_000

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
    check(flow, parallel: flow.nodes.count >= parallelThreshold)
  }

  static func check(_ flow: Flow, parallel: Bool) -> [Diagnostic] {
    let graph = FlowGraph(flow: flow)
    let count = families.count
    guard parallel else {
      var log = DiagnosticLog()
      for family in families { family.check(graph, into: &log) }
      return log.diagnostics
    }
    let results = FamilyResults(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      var log = DiagnosticLog()
      Self.families[index].check(graph, into: &log)
      results.store(log.diagnostics, at: index)
    }
    return results.joined()
  }
}

/// A group of related checks over the whole flow.
protocol FlowRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog)
}

/// One slot per rule family, each written by exactly one worker of `concurrentPerform`.
private final class FamilyResults: @unchecked Sendable {
  private var slots: [[Diagnostic]]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  func store(_ diagnostics: [Diagnostic], at index: Int) {
    lock.lock()
    slots[index] = diagnostics
    lock.unlock()
  }

  func joined() -> [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    return slots.flatMap { $0 }
  }
}
