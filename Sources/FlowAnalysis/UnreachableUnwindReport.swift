import FlowModel

/// `unwind-unreachable` errors, with where the action is declared and a suggestion among
/// the unwind actions that can be beneath the source.
///
/// A flow may have thousands of such unwinds, so what each error needs is found once and
/// shared: the scenes declaring each action name, and per strongly connected component
/// of the presentations (`PresenterNetwork`) the names that can be beneath it — every
/// scene of a component has the same scenes beneath it, itself included when the
/// component is a cycle; the names are made for all components in one pass over them.
/// That pass (the names it copies) and the comparisons for suggestions count against the
/// flow's `unwindVisitLimit`; past it the errors are still all reported, without a
/// suggestion.
struct UnreachableUnwindReport {
  private let graph: FlowGraph
  private var network: PresenterNetwork?
  private var holders: [String: [String]]?
  private var namesBeneath: [Set<String>]?
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
    guard let names = unwindActionNames(beneath: index), let network else { return nil }
    let component = network.component[index]
    if let known = suggestions[component]?[name] { return known }
    guard budget >= names.count else { return nil }
    budget -= names.count
    // Ties go to the smaller name, so the order of the names does not matter.
    let found = NameSuggester.nearest(to: name, in: names)
    suggestions[component, default: [:]][name] = .some(found)
    return found
  }

  /// The unwind action names of the scenes that can be beneath the scene at `index`, or
  /// nil past the budget: what the suggestions choose from.
  mutating func unwindActionNames(beneath index: Int) -> Set<String>? {
    if network == nil { network = PresenterNetwork(graph: graph) }
    if namesBeneath == nil { namesBeneath = namesBeneathEachComponent() }
    return namesBeneath?[network!.component[index]]
  }

  /// Per component, the unwind action names of the scenes that can be beneath its
  /// scenes, or nil when making them would go past the budget.
  ///
  /// One pass over the components in the order Tarjan's algorithm numbered them (a
  /// component's presenters come first): the names beneath a component are those of its
  /// presenters' components and of the scenes beneath those, and its own when it is a
  /// cycle. A component with one presenter and no names of its own shares its presenter's
  /// set (no copy): a chain of pushes thousands deep costs its length, where a walk per
  /// component cost its length squared. Each name copied counts against the budget.
  private mutating func namesBeneathEachComponent() -> [Set<String>]? {
    guard let network else { return nil }
    let count = network.isCycle.count
    var own = [Set<String>](repeating: [], count: count)
    for (index, node) in graph.flow.nodes.enumerated() {
      for action in node.scene?.unwindActions ?? [] {
        own[network.component[index]].insert(action.name)
      }
    }
    // `within[c]`: the names of `c`'s scenes and of every scene beneath them.
    var within = [Set<String>](repeating: [], count: count)
    var beneath = [Set<String>](repeating: [], count: count)
    for component in 0..<count {
      var names = Set<String>()
      for (position, presenter) in network.componentPresenters[component].enumerated() {
        if position == 0 {
          names = within[presenter]
        } else {
          budget -= within[presenter].count
          names.formUnion(within[presenter])
        }
      }
      budget -= 1 + network.componentPresenters[component].count
      if budget < 0 { return nil }
      beneath[component] = names
      if !own[component].isEmpty {
        budget -= names.count + own[component].count
        names.formUnion(own[component])
        if network.isCycle[component] { beneath[component] = names }
      }
      within[component] = names
    }
    return beneath
  }
}
