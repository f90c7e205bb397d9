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

  /// Pairs `flow` with `storyboard`; `sameTarget` says whether two transitions lead to
  /// the same place (the same node for segues, the same selector for unwinds).
  init(
    _ flow: [Transition], _ storyboard: [Transition],
    sameTarget: ((Transition, Transition) -> Bool)? = nil
  ) {
    var mine = Array(flow.indices)
    var theirs = Array(storyboard.indices)
    func pairUnique(_ key: (Transition) -> String?) {
      func unique(_ indices: [Int], _ list: [Transition]) -> [String: Int] {
        var result: [String: Int] = [:]
        var repeated = Set<String>()
        for index in indices {
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
      mine.removeAll { paired.contains($0) }
      theirs.removeAll { pairedTheirs.contains($0) }
    }
    pairUnique { transition in
      let identifier = BindingStrings.identifier(of: transition)
      return identifier.isEmpty ? nil : Self.kindName(transition) + identifier
    }
    if let sameTarget {
      // Quadratic in the transitions of one scene, which are a handful.
      func alike(_ index: Int, _ other: Int) -> Bool {
        Self.kindName(flow[index]) == Self.kindName(storyboard[other])
          && Self.trigger(flow[index]) == Self.trigger(storyboard[other])
          && sameTarget(flow[index], storyboard[other])
      }
      let candidates = mine.map { index in
        let alikes = theirs.filter { alike(index, $0) }
        // Static cells alike in all else are told apart by their places, which agree
        // when the flow lists them as the storyboard does.
        guard alikes.count > 1 else { return alikes }
        return alikes.filter { flow[index].trigger == storyboard[$0].trigger }
      }
      var paired: [(Int, Int)] = []
      for (position, index) in mine.enumerated() where candidates[position].count == 1 {
        let other = candidates[position][0]
        guard candidates.filter({ $0.contains(other) }).count == 1 else { continue }
        paired.append((index, other))
      }
      for (index, other) in paired {
        pairs.append(Pair(flow: flow[index], storyboard: storyboard[other]))
      }
      mine.removeAll { index in paired.contains { $0.0 == index } }
      theirs.removeAll { other in paired.contains { $0.1 == other } }
    }
    pairUnique { transition in
      let trigger = Self.trigger(transition)
      return trigger == .manual ? nil : Self.kindName(transition) + "\(trigger)"
    }
    flowOnly = mine.map { flow[$0] }
    storyboardOnly = theirs.map { storyboard[$0] }
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
