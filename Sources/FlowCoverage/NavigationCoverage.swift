import FlowModel

/// What UI tests exercised of each flow's navigation, from the traces its generated code
/// wrote: per flow, its segues and unwinds (each at its place: a segue id two scenes use
/// is two items, both exercised by one trace line naming it, since a trace names ids
/// only) and its scenes, exercised or not.
public struct NavigationCoverage: Sendable {
  /// One segue, unwind or scene of a flow.
  public struct Item: Sendable, Equatable {
    public var kind: TraceEvent.Kind
    public var id: String
    /// The scene it leaves (segues and unwinds), or the scene itself.
    public var sceneID: String
    public var location: SourceLocation
    public var isExercised: Bool
  }

  /// Exercised of total, for one kind of item.
  public struct Tally: Sendable, Equatable, Codable {
    public var exercised: Int
    public var total: Int

    public init(exercised: Int, total: Int) {
      self.exercised = exercised
      self.total = total
    }

    /// 100 when there is nothing to exercise.
    public var percent: Double {
      total == 0 ? 100 : Double(exercised) * 100 / Double(total)
    }
  }

  public struct FlowReport: Sendable {
    public var flowName: String
    public var path: String
    public var items: [Item]

    public func tally(_ kind: TraceEvent.Kind) -> Tally {
      let items = items.filter { $0.kind == kind }
      return Tally(exercised: items.filter(\.isExercised).count, total: items.count)
    }

    public var missed: [Item] { items.filter { !$0.isExercised } }
  }

  public var flows: [FlowReport]
  /// Trace lines that name a flow, segue, unwind or scene the flows do not have.
  public var diagnostics: [Diagnostic]

  /// All the flows' segues together: what `--min` compares with.
  public var segueTally: Tally {
    flows.map { $0.tally(.segue) }.reduce(Tally(exercised: 0, total: 0)) {
      Tally(exercised: $0.exercised + $1.exercised, total: $0.total + $1.total)
    }
  }

  /// `flows`: each flow with the path it was read from.
  public init(flows: [(path: String, flow: Flow)], events: [TraceEvent]) {
    var seen: [String: [TraceEvent.Kind: Set<String>]] = [:]
    var firstUnknown: Set<String> = []
    var diagnostics: [Diagnostic] = []
    // Per flow and kind, the ids to suggest from, made at the first unknown one.
    var suggestions: [String: NameSuggestions] = [:]
    let known = Dictionary(
      flows.map { ($0.flow.name, Self.ids(of: $0.flow)) }, uniquingKeysWith: { first, _ in first })
    let bySelector = Dictionary(
      flows.map { ($0.flow.name, Self.unidentifiedUnwinds(of: $0.flow)) },
      uniquingKeysWith: { first, _ in first })
    for event in events {
      guard let ids = known[event.flow] else {
        if firstUnknown.insert("flow \(event.flow)").inserted {
          diagnostics.append(
            .warning(
              .traceMalformed,
              "the trace names the flow '\(event.flow)', which is not among the flows given",
              at: event.location))
        }
        continue
      }
      // An unwind without identifier that UIKit tells apart by nothing is traced by its
      // action's selector (`save:`): each such unwind to that action counts.
      if event.kind == .unwind, let unwinds = bySelector[event.flow]?[event.id] {
        seen[event.flow, default: [:]][.unwind, default: []].formUnion(unwinds)
        continue
      }
      guard ids[event.kind, default: []].contains(event.id) else {
        if firstUnknown.insert("\(event.flow) \(event.kind) \(event.id)").inserted {
          let scope = "\(event.flow) \(event.kind)"
          if suggestions[scope] == nil {
            suggestions[scope] = NameSuggestions(ids[event.kind, default: []])
          }
          diagnostics.append(
            .warning(
              .traceMalformed,
              "\(event.flow) has no \(event.kind.rawValue) '\(event.id)'; was the trace written by an older build?",
              at: event.location,
              suggestion: suggestions[scope]?.nearest(to: event.id).map { .name($0) }))
        }
        continue
      }
      seen[event.flow, default: [:]][event.kind, default: []].insert(event.id)
    }
    self.diagnostics = diagnostics
    self.flows = flows.map { path, flow in
      let exercised = seen[flow.name] ?? [:]
      var items: [Item] = []
      for node in flow.nodes {
        guard let scene = node.scene else { continue }
        items.append(
          Item(
            kind: .scene, id: scene.id, sceneID: scene.id, location: scene.origin.location,
            isExercised: exercised[.scene]?.contains(scene.id) ?? false))
        for transition in scene.transitions {
          let kind: TraceEvent.Kind
          switch transition {
          case .segue: kind = .segue
          case .unwind: kind = .unwind
          }
          items.append(
            Item(
              kind: kind, id: transition.id, sceneID: scene.id,
              location: transition.origin.location,
              isExercised: exercised[kind]?.contains(transition.id) ?? false))
        }
      }
      return FlowReport(flowName: flow.name, path: path, items: items)
    }
  }

  /// The unwinds that the storyboard runtime cannot tell apart, by the selector of their
  /// unwind action (`save:`), which it traces them by: those without identifier that
  /// leave scenes of one class for one action, two or more of them.
  static func unidentifiedUnwinds(of flow: Flow) -> [String: Set<String>] {
    var selectors: [String: String] = [:]
    var groups: [String: [String: Set<String>]] = [:]
    for node in flow.nodes {
      guard let scene = node.scene else { continue }
      for action in scene.unwindActions where selectors[action.name] == nil {
        selectors[action.name] = action.selector
      }
      for unwind in scene.unwinds where unwind.identifier == nil {
        groups[unwind.actionName, default: [:]][scene.className, default: []].insert(unwind.id)
      }
    }
    var result: [String: Set<String>] = [:]
    for (action, byClass) in groups {
      guard let selector = selectors[action] else { continue }
      for ids in byClass.values where ids.count > 1 {
        result[selector, default: []].formUnion(ids)
      }
    }
    return result
  }

  static func ids(of flow: Flow) -> [TraceEvent.Kind: Set<String>] {
    var ids: [TraceEvent.Kind: Set<String>] = [:]
    for node in flow.nodes {
      guard let scene = node.scene else { continue }
      ids[.scene, default: []].insert(scene.id)
      for transition in scene.transitions {
        switch transition {
        case .segue(let segue): ids[.segue, default: []].insert(segue.id)
        case .unwind(let unwind): ids[.unwind, default: []].insert(unwind.id)
        }
      }
    }
    return ids
  }
}
