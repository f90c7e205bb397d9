import FlowModel

/// How generated code recognises each transition of a class at run time, decided once
/// for the checker (which warns about what cannot be recognised) and the generator (which
/// writes the dispatch), so that the two always agree.
///
/// UIKit tells a controller which segue it is preparing by `segue.identifier`, and which
/// unwind arrives by `segue.identifier` and `segue.source`. A transition with an
/// identifier is recognised by it. One without (`identifier=""`, common in storyboards)
/// can only be recognised by the class of what it hands over — the destination of a
/// segue, the source of an unwind — and only when no other unidentified transition of the
/// class hands over the same class; otherwise it is unbound, and the checker says so.
public enum TransitionBinding {
  /// What a segue hands to its prepare hook: the destination's class, and whether it is
  /// found through a navigation controller (its root scene). Nil for a storyboard
  /// reference or a missing node: a plain `UIViewController`, which tells nothing apart.
  public struct Handover: Hashable, Sendable {
    public var className: String
    public var throughNavigation: Bool
  }

  public static func handover(of segue: Segue, graph: FlowGraph) -> Handover? {
    guard let node = graph.node(segue.destinationID) else { return nil }
    switch node {
    case .scene(let scene):
      return Handover(className: scene.className, throughNavigation: false)
    case .navigation(let navigation):
      if let root = graph.node(navigation.rootID)?.scene {
        return Handover(className: root.className, throughNavigation: true)
      }
      return Handover(className: navigation.className, throughNavigation: false)
    case .tabBar, .split:
      return Handover(className: node.className, throughNavigation: false)
    case .reference:
      return nil
    }
  }

  /// How `prepare(for:sender:)` recognises a segue.
  public enum SegueDispatch: Equatable, Sendable {
    /// By a case of the generated `Segue` enum, which `perform(_:)` also takes.
    case enumerated
    /// By its identifier, outside the enum: an embed segue, which UIKit performs itself.
    case identifierOnly
    /// Without identifier, by the class of its destination.
    case destinationClass
    /// Not at all: no hook.
    case unbound
  }

  /// The dispatch of every segue of the scenes with these indices (a class's scenes),
  /// keyed by scene index and position among that scene's segues.
  public static func segueDispatch(ofScenes indices: [Int], graph: FlowGraph) -> [[SegueDispatch]] {
    // A segue that several scenes of the class share (one id) counts once.
    var ids: [Handover: Set<String>] = [:]
    for index in indices {
      for segue in graph.flow.nodes[index].scene?.segues ?? [] where segue.identifier == nil {
        if let handover = handover(of: segue, graph: graph) {
          ids[handover, default: []].insert(segue.id)
        }
      }
    }
    // One identifier is one case of the class's enum: a segue of another id that another
    // scene of the class sends with the same identifier cannot have a hook of its own.
    // (Twice in one scene is an error of its own, `duplicate-segue-identifier`.) A class
    // of one scene, the usual case, has no other scene to clash with.
    let isShared = indices.count > 1
    var firstByIdentifier: [String: (id: String, scene: Int)] = [:]
    return indices.map { index in
      (graph.flow.nodes[index].scene?.segues ?? []).map { segue in
        if let identifier = segue.identifier {
          if isShared {
            if let first = firstByIdentifier[identifier] {
              if first.id != segue.id && first.scene != index { return .unbound }
            } else {
              firstByIdentifier[identifier] = (segue.id, index)
            }
          }
          return segue.kind == .embed ? .identifierOnly : .enumerated
        }
        guard let handover = handover(of: segue, graph: graph), ids[handover]?.count == 1 else {
          return .unbound
        }
        return .destinationClass
      }
    }
  }

  /// Whether an unwind without identifier can be recognised where it arrives: by its
  /// source's class, when no other unidentified unwind to the same action of the same
  /// scene comes from that class. Keyed like `UnwindRules` walks the flow: target scene
  /// index and action name → source class → unwind ids.
  public static func unidentifiedArrivals(graph: FlowGraph) -> [Int: [String: [String: Set<
    String
  >]]] {
    // Generation comes after the checker, which bounded the same searches already.
    arrivals(of: { _, _ in true }, graph: graph, limit: .max).arrivals
  }

  /// The unwinds without identifier that the generated arrival hooks cannot tell apart:
  /// another unidentified unwind of another id, from a scene of the same class, to the
  /// same action, can arrive at one of the same scenes. In the order of the flow, each
  /// once; and the first unwind left unsearched when the searches went past `limit`.
  ///
  /// This is what the checker needs of `unidentifiedArrivals`, without writing them all
  /// out: only classes with two such unwinds to one action can clash, so only their
  /// arrivals are searched and written out. A flow where a thousand scenes answering
  /// `done:` present the hub that presents a thousand sources, each of its own class, costs
  /// what it is, not a million arrivals.
  static func indistinguishableUnwinds(graph: FlowGraph, limit: Int) -> (
    unwinds: [(source: Int, unwind: Unwind)], unsearched: (source: Int, unwind: Unwind)?
  ) {
    /// An action and a source class (`id` nil: the group of unwinds that could clash),
    /// or one unwind id among them.
    struct Clash: Hashable {
      var action: String
      var className: String
      var id: String?
    }
    let flow = graph.flow
    var idsOfGroup: [Clash: Set<String>] = [:]
    for case .scene(let scene) in flow.nodes {
      for case .unwind(let unwind) in scene.transitions where unwind.identifier == nil {
        idsOfGroup[Clash(action: unwind.actionName, className: scene.className), default: []]
          .insert(unwind.id)
      }
    }
    let (arrivals, unsearched) = arrivals(
      of: { scene, unwind in
        (idsOfGroup[Clash(action: unwind.actionName, className: scene.className)]?.count ?? 0)
          > 1
      }, graph: graph, limit: limit)
    if let unsearched { return ([], unsearched) }
    var clashing = Set<Clash>()
    for (_, actions) in arrivals {
      for (action, classes) in actions {
        for (className, ids) in classes where ids.count > 1 {
          for id in ids { clashing.insert(Clash(action: action, className: className, id: id)) }
        }
      }
    }
    var result: [(source: Int, unwind: Unwind)] = []
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for case .unwind(let unwind) in scene.transitions
      where unwind.identifier == nil
        && clashing.contains(
          Clash(action: unwind.actionName, className: scene.className, id: unwind.id))
      {
        result.append((index, unwind))
      }
    }
    return (result, nil)
  }

  /// The arrivals of the unidentified unwinds `included` picks (keyed as
  /// `unidentifiedArrivals`), and the first unwind left unsearched when the searches went
  /// past `limit` visits (the arrivals then lack the rest).
  private static func arrivals(
    of included: (Scene, Unwind) -> Bool, graph: FlowGraph, limit: Int
  ) -> (
    arrivals: [Int: [String: [String: Set<String>]]], unsearched: (source: Int, unwind: Unwind)?
  ) {
    var result: [Int: [String: [String: Set<String>]]] = [:]
    let flow = graph.flow
    // Action name → its unidentified unwinds (source index, unwind), searched together:
    // one question per action rather than per unwind (`NearestBeneath`).
    var unwindsByAction: [String: [(source: Int, unwind: Unwind)]] = [:]
    var actions: [String] = []
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for case .unwind(let unwind) in scene.transitions
      where unwind.identifier == nil && included(scene, unwind) {
        if unwindsByAction[unwind.actionName] == nil { actions.append(unwind.actionName) }
        unwindsByAction[unwind.actionName, default: []].append((index, unwind))
      }
    }
    guard !actions.isEmpty else { return (result, nil) }
    // Action name → the scenes declaring it, in index order.
    var declaring: [String: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      for action in node.scene?.unwindActions ?? []
      where unwindsByAction[action.name] != nil && declaring[action.name]?.last != index {
        declaring[action.name, default: []].append(index)
      }
    }
    var nearest = NearestBeneath(graph: graph)
    // The arrivals written out, one per unwind and scene it can arrive at: as many as
    // sources times targets when many scenes declaring an action present one hub, so
    // they count against the limit with the searches' visits.
    var written = 0
    for action in actions {
      let unwinds = unwindsByAction[action] ?? []
      let targets = nearest.nearest(
        each: unwinds.map(\.source), among: declaring[action] ?? [],
        limit: limit - written)
      for ((source, unwind), found) in zip(unwinds, targets) {
        written += found?.scenes.count ?? 0
        guard let found, nearest.visits + written <= limit else {
          return (result, (source, unwind))
        }
        let className = flow.nodes[source].className
        for target in found.scenes {
          result[target, default: [:]][action, default: [:]][className, default: []].insert(
            unwind.id)
        }
      }
    }
    return (result, nil)
  }
}
