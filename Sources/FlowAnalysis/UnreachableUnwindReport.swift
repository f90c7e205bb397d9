import FlowModel

/// `unwind-unreachable` errors, with where the action is declared and a suggestion among
/// the unwind actions that can be beneath the source.
///
/// A flow may have thousands of such unwinds, so what each error needs is found once and
/// shared: the scenes declaring each action name, and per strongly connected component
/// of the presentations (`PresenterNetwork`) the names that can be beneath it — every
/// scene of a component has the same scenes beneath it, itself included when the
/// component is a cycle. The walks for the names, and the comparisons for suggestions,
/// count against the flow's `unwindVisitLimit`; past it the errors are still all
/// reported, without a suggestion.
struct UnreachableUnwindReport {
  private let graph: FlowGraph
  private var network: PresenterNetwork?
  private var holders: [String: [String]]?
  private var namesBeneath: [Int: Set<String>] = [:]
  private var suggestions: [Int: [String: String?]] = [:]
  private var budget: Int
  private let initialBudget: Int
  /// Scenes walked and names compared so far: what the unit tests count.
  var visits: Int { initialBudget - budget }

  init(graph: FlowGraph, spent: Int) {
    self.graph = graph
    self.budget = graph.unwindVisitLimit - spent
    self.initialBudget = budget
  }

  mutating func report(
    _ unwind: Unwind, of scene: Scene, at index: Int, into log: inout DiagnosticLog
  ) {
    let holders = holders(of: unwind.actionName)
    log.report(
      .error(
        .unwindUnreachable,
        "unwind '\(unwind.id)' returns to '\(unwind.actionName)', but no scene that can be beneath '\(scene.id)' declares it (declared on \(holders.joined(separator: ", ")))",
        at: unwind.origin.location(of: "action"),
        suggestion: suggestion(for: unwind.actionName, beneath: index).map { .name($0) }))
  }

  /// The scenes declaring `name`, quoted, in the flow's order.
  private mutating func holders(of name: String) -> [String] {
    if holders == nil {
      var found: [String: [String]] = [:]
      for case .scene(let scene) in graph.flow.nodes {
        var named = Set<String>()
        for action in scene.unwindActions where named.insert(action.name).inserted {
          found[action.name, default: []].append("'\(scene.id)'")
        }
      }
      holders = found
    }
    return holders?[name] ?? []
  }

  /// `NameSuggester`'s nearest unwind action name beneath the scene at `index`.
  private mutating func suggestion(for name: String, beneath index: Int) -> String? {
    if network == nil { network = PresenterNetwork(graph: graph) }
    let component = network!.component[index]
    if let known = suggestions[component]?[name] { return known }
    guard let names = names(beneath: index, component: component),
      budget >= names.count
    else { return nil }
    budget -= names.count
    // Ties go to the smaller name, so the order of the names does not matter.
    let found = NameSuggester.nearest(to: name, in: names)
    suggestions[component, default: [:]][name] = .some(found)
    return found
  }

  /// The unwind action names of the scenes beneath the scene at `index`, or nil when the
  /// walk for them would go past the budget.
  private mutating func names(beneath index: Int, component: Int) -> Set<String>? {
    if let known = namesBeneath[component] { return known }
    var names = Set<String>()
    var walk = BeneathWalk(graph: graph, from: index)
    while let scene = walk.next() {
      budget -= 1
      if budget < 0 { return nil }
      for action in graph.flow.nodes[scene].scene?.unwindActions ?? [] { names.insert(action.name) }
    }
    namesBeneath[component] = names
    return names
  }
}
