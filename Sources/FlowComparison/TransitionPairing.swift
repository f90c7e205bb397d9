import FlowModel

/// Which transition leaving a flow's scene stands for which one leaving the storyboard's
/// counterpart: first by identifier (what UIKit matches them by), then — for the
/// transitions left over — by where they go and what fires them (a renamed identifier),
/// and last by what fires them alone, when one transition on each side is fired by it.
struct TransitionPairing {
  struct Pair {
    var flow: Transition
    var storyboard: Transition
  }

  private(set) var pairs: [Pair] = []
  /// Left over, in file order.
  private(set) var flowOnly: [Transition] = []
  private(set) var storyboardOnly: [Transition] = []
  /// The transitions, candidates and lists looked at on the way: the work the tests hold
  /// to linear in the transitions (each compared with each, 4,000 a side were 16 million).
  private(set) var steps = 0

  /// Where a transition leads: the storyboard's node (the counterpart of a flow's
  /// destination; nil for one without), or the selector an unwind reaches.
  enum Target: Hashable {
    case node(Int?)
    case selector(String)
  }

  /// Pairs `flow` with `storyboard`; `flowTarget` and `storyboardTarget` say where each
  /// side's transitions lead, in the storyboard's terms (equal targets: the same place).
  init(
    _ flow: [Transition], _ storyboard: [Transition],
    flowTarget: ((Transition) -> Target)? = nil,
    storyboardTarget: ((Transition) -> Target)? = nil
  ) {
    var mine = Array(flow.indices)
    var theirs = Array(storyboard.indices)
    func pairUnique(_ key: (Transition) -> String?) {
      func unique(_ indices: [Int], _ list: [Transition]) -> [String: Int] {
        var result: [String: Int] = [:]
        var repeated = Set<String>()
        for index in indices {
          steps += 1
          guard let value = key(list[index]) else { continue }
          if result.updateValue(index, forKey: value) != nil { repeated.insert(value) }
        }
        for value in repeated { result[value] = nil }
        return result
      }
      let byKey = unique(theirs, storyboard)
      var paired = Set<Int>()
      var pairedTheirs = Set<Int>()
      for (value, index) in unique(mine, flow).sorted(by: { $0.value < $1.value }) {
        guard let other = byKey[value] else { continue }
        pairs.append(Pair(flow: flow[index], storyboard: storyboard[other]))
        paired.insert(index)
        pairedTheirs.insert(other)
      }
      steps += mine.count + theirs.count
      mine.removeAll { paired.contains($0) }
      theirs.removeAll { pairedTheirs.contains($0) }
    }
    pairUnique { transition in
      let identifier = BindingStrings.identifier(of: transition)
      return identifier.isEmpty ? nil : Self.kindName(transition) + identifier
    }
    if let flowTarget, let storyboardTarget {
      let paired = Self.pairsAlike(
        mine.map { (flow[$0], $0) }, theirs.map { (storyboard[$0], $0) },
        flowTarget: flowTarget, storyboardTarget: storyboardTarget, steps: &steps)
      for (index, other) in paired {
        pairs.append(Pair(flow: flow[index], storyboard: storyboard[other]))
      }
      let pairedMine = Set(paired.map(\.0))
      let pairedTheirs = Set(paired.map(\.1))
      steps += mine.count + theirs.count
      mine.removeAll { pairedMine.contains($0) }
      theirs.removeAll { pairedTheirs.contains($0) }
    }
    pairUnique { transition in
      let trigger = Self.trigger(transition)
      return trigger == .manual ? nil : Self.kindName(transition) + "\(trigger)"
    }
    flowOnly = mine.map { flow[$0] }
    storyboardOnly = theirs.map { storyboard[$0] }
  }

  /// What makes two transitions alike: their kind, what fires them as UIKit sees it, and
  /// where they lead.
  private struct Likeness: Hashable {
    var kind: String
    var trigger: Trigger
    var target: Target
  }

  /// Transitions left over on both sides paired by likeness, in the flow's order: a flow
  /// transition alike to exactly one of the storyboard's, which is alike to no other of
  /// the flow's. Of several alike, static cells are told apart by their places, which agree
  /// when the flow lists them as the storyboard does; the rest, exactly alike, in order.
  ///
  /// Grouped by likeness (and, within a group, by the exact trigger), where each was
  /// compared with each: thousands of transitions leaving one scene alike on both sides
  /// were quadratic (4,000: 24 s in a debug build).
  private static func pairsAlike(
    _ mine: [(Transition, Int)], _ theirs: [(Transition, Int)],
    flowTarget: (Transition) -> Target, storyboardTarget: (Transition) -> Target,
    steps: inout Int
  ) -> [(Int, Int)] {
    struct Exact: Hashable {
      var likeness: Likeness
      var trigger: Trigger
    }
    func likeness(_ transition: Transition, _ target: Target) -> Likeness {
      Likeness(kind: kindName(transition), trigger: trigger(transition), target: target)
    }
    var alike: [Likeness: [Int]] = [:]
    var exactlyAlike: [Exact: [Int]] = [:]
    var theirKeys: [Int: Exact] = [:]
    for (transition, index) in theirs {
      steps += 1
      let key = likeness(transition, storyboardTarget(transition))
      alike[key, default: []].append(index)
      let exact = Exact(likeness: key, trigger: transition.trigger)
      exactlyAlike[exact, default: []].append(index)
      theirKeys[index] = exact
    }
    // Each flow transition's candidates: its group, or when the group has several, those
    // of its exact trigger; counted per group, so that each of theirs knows how many of
    // the flow's lists hold it.
    var candidates: [[Int]] = []
    var listsByGroup: [Likeness: Int] = [:]
    var listsByExact: [Exact: Int] = [:]
    for (transition, _) in mine {
      steps += 1
      let key = likeness(transition, flowTarget(transition))
      let group = alike[key] ?? []
      if group.count > 1 {
        let exact = Exact(likeness: key, trigger: transition.trigger)
        candidates.append(exactlyAlike[exact] ?? [])
        listsByExact[exact, default: 0] += 1
      } else {
        candidates.append(group)
        listsByGroup[key, default: 0] += 1
      }
    }
    func listsHolding(_ other: Int) -> Int {
      guard let exact = theirKeys[other] else { return 0 }
      return (alike[exact.likeness]?.count ?? 0) > 1
        ? listsByExact[exact] ?? 0 : listsByGroup[exact.likeness] ?? 0
    }
    var paired: [(Int, Int)] = []
    for (position, (_, index)) in mine.enumerated() where candidates[position].count == 1 {
      steps += 1
      let other = candidates[position][0]
      guard listsHolding(other) == 1 else { continue }
      paired.append((index, other))
    }
    // Those left that are exactly alike — of one kind, fired by one trigger, to one place,
    // without identifiers (a menu of image buttons each opening the same page) — are the
    // same to UIKit: paired in the order both sides list them, what is left over on one
    // side is what it has more of.
    let pairedMine = Set(paired.map(\.0))
    let pairedTheirs = Set(paired.map(\.1))
    var waiting: [Exact: ArraySlice<Int>] = [:]
    for (_, index) in theirs where !pairedTheirs.contains(index) {
      steps += 1
      if let exact = theirKeys[index] { waiting[exact, default: []].append(index) }
    }
    for (transition, index) in mine where !pairedMine.contains(index) {
      steps += 1
      let exact = Exact(
        likeness: likeness(transition, flowTarget(transition)), trigger: transition.trigger)
      guard let other = waiting[exact]?.popFirst() else { continue }
      paired.append((index, other))
    }
    return paired
  }

  /// The pairs found by identifier or trigger, for matching nodes before any node is
  /// paired (no destination can be compared yet).
  var pairsByIdentifierOrTrigger: [Pair] { pairs }

  static func kindName(_ transition: Transition) -> String {
    if case .segue = transition { "segue " } else { "unwind " }
  }

  /// What fires a transition, as UIKit sees it: a table layout's `push` row performs its
  /// segue from code, so it is a manual segue in the storyboard; static cells are told
  /// apart by no string, so which of them fires it is not compared (a flow need not list
  /// the storyboard's static cells without segues, which shifts their places).
  static func trigger(_ transition: Transition) -> Trigger {
    switch transition.trigger {
    case .row: .manual
    case .staticCell: .staticCell(index: 0)
    default: transition.trigger
    }
  }
}
