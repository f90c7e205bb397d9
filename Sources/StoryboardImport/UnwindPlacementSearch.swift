import FlowAnalysis
import FlowModel

/// The decisions of `placeUnwindActions`: for each pending unwind, in order, the first
/// scene `FlowGraph.scenesBeneath` meets from its source that already declares the
/// action's selector or may take the action, and the nearest scene without a clash when
/// none may.
///
/// Walking back from every source costs the scenes beneath it, and when most unwinds of
/// a storyboard return to one scene far back (`unwindToHome:` from everywhere) that is
/// quadratic. The unwinds of one action and selector look for the same scenes, so once
/// their walks together have cost as much as the graph, one `FirstSceneBeneath` over
/// those scenes answers the rest, each in the time of its source's presenters. Walking
/// first keeps the many actions that are used once, by an unwind to the scene that
/// presents it, at the cost of their short walk; the switch bounds the rest at twice the
/// cheaper of the two ways. A placement that changes which scenes an action and
/// selector look for (a scene takes a name, or a selector lands on a scene that was not
/// one of the scenes looked for) drops the index of what it changed.
struct UnwindPlacementSearch {
  struct Pending {
    var source: Int
    var name: String
    var selector: String
  }

  enum Decision: Equatable {
    /// An earlier unwind of the same selector already put the action where this one
    /// returns.
    case declared
    /// The action goes on this scene.
    case place(Int)
    /// No scene can take it; `nothingBeneath` when no scene can be beneath the source.
    case drop(nothingBeneath: Bool)
  }

  /// What the walk asks of a scene: its members' names (growing as actions are placed)
  /// and the scene, for UIKit's names.
  var members: [Int: (names: Set<String>, scene: Scene)]
  /// Scenes visited by the walks and by building indices: what the unit tests count.
  private(set) var visits = 0

  private struct Key: Hashable {
    var name: String
    var selector: String
  }

  /// Per action and selector: the walks' cost so far, and the index once built.
  private var spent: [Key: Int] = [:]
  private var indices: [Key: FirstSceneBeneath] = [:]
  /// Where each selector has been placed.
  private var placed: [Int: Set<String>] = [:]
  private var placedBySelector: [String: [Int]] = [:]
  private var keysByName: [String: Set<Key>] = [:]
  private var keysBySelector: [String: Set<Key>] = [:]
  /// Whether one scene can be beneath another, for a walk that looks for one scene.
  private var reach: BeneathReach?

  init(members: [Int: (names: Set<String>, scene: Scene)]) {
    self.members = members
  }

  /// The decision for each of `pendings`, in order, each seeing the placements before it.
  mutating func decide(
    _ pendings: [Pending], in graph: FlowGraph, preferred: (String) -> Set<Int>
  ) -> [Decision] {
    var decisions: [Decision] = []
    decisions.reserveCapacity(pendings.count)
    for pending in pendings {
      let key = Key(name: pending.name, selector: pending.selector)
      keysByName[pending.name, default: []].insert(key)
      keysBySelector[pending.selector, default: []].insert(key)
      let wanted = preferred(pending.name)
      let (decision, wasLookedFor) = decide(pending, key: key, preferred: wanted, in: graph)
      if case .place(let target) = decision {
        record(pending, key: key, at: target, wasLookedFor: wasLookedFor)
      }
      decisions.append(decision)
    }
    return decisions
  }

  /// True when the walk for `pending` stops at `scene`: it declares the selector, or may
  /// take the action and is preferred (or nothing is).
  private func stopsAt(_ scene: Int, _ pending: Pending, preferred: Set<Int>) -> Bool {
    placed[scene]?.contains(pending.selector) == true
      || (mayTake(scene, pending) && (preferred.isEmpty || preferred.contains(scene)))
  }

  /// A scene may take the action when it has no member of that name.
  private func mayTake(_ scene: Int, _ pending: Pending) -> Bool {
    guard let (names, scene) = members[scene] else { return false }
    return !names.contains(pending.name)
      && !MemberRules.isReservedForUnwindAction(pending.name, in: scene)
  }

  /// The decision, and whether the scene it names is one the walk looked for (not a
  /// fallback).
  private mutating func decide(
    _ pending: Pending, key: Key, preferred: Set<Int>, in graph: FlowGraph
  ) -> (Decision, wasLookedFor: Bool) {
    if let target = onlyTarget(of: pending, preferred: preferred) {
      // The walk looks for one scene (or none): it meets it exactly when it can be beneath.
      if reach == nil { reach = BeneathReach(network: PresenterNetwork(graph: graph)) }
      let before = reach!.visits
      let found = target.map { reach!.canBeBeneath($0, pending.source) } ?? false
      visits += 1 + reach!.visits - before
      if found, let target {
        return (decision(stop: target, fallback: nil, nothingBeneath: false, pending), true)
      }
      return fallbackDecision(pending, in: graph)
    }
    if indices[key] == nil {
      // The walk, while its action's walks cost less than the graph.
      let budget = graph.flow.nodes.count - spent[key, default: 0]
      var walked = 0
      var stop: Int?
      var fallback: Int?
      let beneath = graph.scenesBeneath(pending.source) { scene in
        walked += 1
        guard walked <= budget else { return true }
        if stopsAt(scene, pending, preferred: preferred) {
          stop = scene
          return true
        }
        if fallback == nil, mayTake(scene, pending) { fallback = scene }
        return false
      }
      visits += min(walked, max(budget, 0))
      spent[key, default: 0] += walked
      if walked <= budget {
        return (
          decision(stop: stop, fallback: fallback, nothingBeneath: beneath.isEmpty, pending),
          stop != nil
        )
      }
      let index = index(for: pending, preferred: preferred, in: graph)
      indices[key] = index
      visits += index.work
    }
    if let stop = indices[key]?.first(beneath: pending.source, in: graph) {
      return (decision(stop: stop, fallback: nil, nothingBeneath: false, pending), true)
    }
    return fallbackDecision(pending, in: graph)
  }

  /// Nothing it looks for is beneath: the nearest scene without a clash, by the walk,
  /// which stops there.
  private mutating func fallbackDecision(_ pending: Pending, in graph: FlowGraph)
    -> (Decision, wasLookedFor: Bool)
  {
    var fallback: Int?
    let beneath = graph.scenesBeneath(pending.source) { scene in
      visits += 1
      if mayTake(scene, pending) { fallback = scene }
      return fallback != nil
    }
    return (
      decision(stop: nil, fallback: fallback, nothingBeneath: beneath.isEmpty, pending), false
    )
  }

  /// When the scenes the walk for `pending` would stop at are known to be at most one:
  /// `.some(nil)` for none, `.some(scene)` for one; nil when they are more, or when
  /// finding out would cost more than walking (no scene is preferred, so any scene
  /// without a clash is one, or many are).
  private func onlyTarget(of pending: Pending, preferred: Set<Int>) -> Int?? {
    let placedScenes = placedBySelector[pending.selector] ?? []
    guard !preferred.isEmpty, preferred.count <= 8, placedScenes.count <= 8 else { return nil }
    var target: Int?
    for scene in preferred.sorted() + placedScenes
    where scene != target && (mayTake(scene, pending) || isPlaced(pending, at: scene)) {
      if target != nil { return nil }
      target = scene
    }
    return .some(target)
  }

  private func isPlaced(_ pending: Pending, at scene: Int) -> Bool {
    placed[scene]?.contains(pending.selector) == true
  }

  private func decision(stop: Int?, fallback: Int?, nothingBeneath: Bool, _ pending: Pending)
    -> Decision
  {
    if let stop {
      return placed[stop]?.contains(pending.selector) == true ? .declared : .place(stop)
    }
    if let fallback { return .place(fallback) }
    return .drop(nothingBeneath: nothingBeneath)
  }

  /// The scenes the walks of `pending`'s action and selector stop at, indexed.
  private func index(for pending: Pending, preferred: Set<Int>, in graph: FlowGraph)
    -> FirstSceneBeneath
  {
    let candidates: [Int] =
      preferred.isEmpty
      ? Array(members.keys) : Array(preferred) + (placedBySelector[pending.selector] ?? [])
    return FirstSceneBeneath(
      graph: graph,
      targets: candidates.filter { stopsAt($0, pending, preferred: preferred) })
  }

  /// Puts the action on `target`, and drops the indices whose scenes that changes: the
  /// other selectors of this name (the scene now has a member of that name) and the
  /// other names of this selector (the scene now declares it), and this one's when the
  /// scene was not one it looked for (a fallback).
  private mutating func record(_ pending: Pending, key: Key, at target: Int, wasLookedFor: Bool) {
    placed[target, default: []].insert(pending.selector)
    placedBySelector[pending.selector, default: []].append(target)
    members[target]?.names.insert(pending.name)
    var changed = keysByName[pending.name, default: []].union(
      keysBySelector[pending.selector, default: []])
    if wasLookedFor { changed.remove(key) }
    for other in changed where indices[other] != nil {
      // Walk again, and index again once the walks have cost the graph once more.
      indices[other] = nil
      spent[other] = 0
    }
  }
}
