/// For a fixed set of scenes, the first of them that `FlowGraph.scenesBeneath` meets from
/// any source — the search that stops at the first — answered for every source from one
/// walk of the graph.
///
/// The search from a source goes back breadth first: the source's presenters in order,
/// then theirs. The first target it meets is at the smallest distance `d` back, and among
/// those at `d` it is the one the queue reaches first. That one is found without the
/// queue: knowing every scene's distance to the nearest target (one breadth-first walk
/// forwards from all the targets at once), the search's first target from a scene at
/// distance `d` is the first target of its first presenter at distance `d - 1` — the
/// queue holds the scenes of one distance in the order of their first paths, so the
/// earliest presenter leads to the earliest target. Each scene's first target follows
/// from its presenter's, so all are known after one more pass in order of distance.
///
/// A tab bar's siblings are never written out (every tab to every other is quadratic in
/// a tab bar's tabs): the walk forwards reads a tab bar at most twice, as `BeneathWalk`
/// does backwards, and the first sibling at a distance is looked up in the tab bar's
/// scenes of that distance (`TabBarDistances`). Cost: the scenes and presentations of the
/// graph and its tab bars' scenes, a few times, however many sources ask.
public struct FirstSceneBeneath: Sendable {
  /// Per node, how many steps back the nearest target is (0 for a target), or -1.
  private let distance: [Int32]
  /// Per node at a distance, the target the search from it meets first (itself for a
  /// target).
  private let first: [Int32]
  /// Per tab bar of the graph (`TabSiblings.bars`), its scenes by distance.
  private let tabBars: [TabBarDistances]
  /// Scenes and presentations read building the index: what the unit tests count.
  package let work: Int

  public init(graph: FlowGraph, targets: some Sequence<Int>) {
    let count = graph.flow.nodes.count
    let siblings = graph.tabSiblings
    var work = 0
    // Who each scene presents by a segue: the segue presentations walked forwards.
    var presented = [[Int32]](repeating: [], count: count)
    for scene in 0..<count {
      for presenter in graph.presenters[scene] { presented[presenter].append(Int32(scene)) }
      work += 1 + graph.presenters[scene].count
    }
    var distance = [Int32](repeating: -1, count: count)
    var order: [Int32] = []
    for target in targets where distance[target] != 0 {
      distance[target] = 0
      order.append(Int32(target))
      work += 1
    }
    // Per tab bar, as in `BeneathWalk`: nil before any of its scenes is reached, then the
    // tab whose scenes are still to reach, then nil inside `.some` once all are.
    var barState = [Int??](repeating: .none, count: siblings.bars.count)
    var head = 0
    while head < order.count {
      let scene = Int(order[head])
      head += 1
      let next = distance[scene] + 1
      func reach(_ other: Int) {
        work += 1
        if distance[other] < 0 {
          distance[other] = next
          order.append(Int32(other))
        }
      }
      for other in presented[scene] { reach(Int(other)) }
      for (bar, tab) in siblings.memberships[scene] {
        work += 1
        let tabs = siblings.bars[bar]
        switch barState[bar] {
        case .none:
          for (other, entries) in tabs.enumerated() where other != tab {
            for entry in entries { reach(entry) }
          }
          barState[bar] = .some(tab)
        case .some(.some(let left)) where left != tab:
          for entry in tabs[left] { reach(entry) }
          barState[bar] = .some(nil)
        case .some:
          break
        }
      }
    }
    let tabBars = siblings.bars.map { TabBarDistances(tabs: $0, distance: distance) }
    work += siblings.bars.reduce(0) { $0 + $1.count + $1.reduce(0) { $0 + $1.count } }
    var first = [Int32](repeating: -1, count: count)
    for scene32 in order {
      let scene = Int(scene32)
      if distance[scene] == 0 {
        first[scene] = scene32
        continue
      }
      // Its first presenter one step nearer, whose answer is already known: the segue
      // presenters, then each tab bar's siblings, in `forEachPresenter`'s order.
      let nearer = distance[scene] - 1
      var found: Int32?
      for presenter in graph.presenters[scene] where distance[presenter] == nearer {
        found = first[presenter]
        break
      }
      work += 1 + graph.presenters[scene].count
      if found == nil {
        for (bar, tab) in siblings.memberships[scene] {
          work += 1
          if let sibling = tabBars[bar].first(at: nearer, outside: tab, other: scene) {
            found = first[sibling]
            break
          }
        }
      }
      if let found { first[scene] = found }
    }
    self.distance = distance
    self.first = first
    self.tabBars = tabBars
    self.work = work
  }

  /// The first target `scenesBeneath(source)` meets, or nil when none can be beneath it.
  /// The source itself is met only on a cycle back to it, as a presenter's target.
  public func first(beneath source: Int, in graph: FlowGraph) -> Int? {
    // The nearest presenter, the first of the nearest in `forEachPresenter`'s order.
    var best: Int?
    func consider(_ presenter: Int) {
      guard distance[presenter] >= 0 else { return }
      if best.map({ distance[presenter] < distance[$0] }) ?? true { best = presenter }
    }
    for presenter in graph.presenters[source] { consider(presenter) }
    for (bar, tab) in graph.tabSiblings.memberships[source] {
      for value in tabBars[bar].distances {
        if let best, distance[best] <= value { break }
        if let sibling = tabBars[bar].first(at: value, outside: tab, other: source) {
          consider(sibling)
          break
        }
      }
    }
    return best.map { Int(first[$0]) }
  }
}

/// One tab bar's scenes by their distance in a `FirstSceneBeneath`, to find the first
/// sibling of a scene at a distance without reading every tab.
private struct TabBarDistances: Sendable {
  /// The tabs' scenes in order, tab after tab, as `TabSiblings.forEachSibling` lists them.
  let entries: [Int]
  /// Per tab, where its scenes begin in `entries`; one more for the end.
  let tabStarts: [Int]
  /// The distances its scenes are at, ascending (a scene one tab reaches is at most one
  /// step from any other tab's, so they are few).
  let distances: [Int32]
  /// Per distance of `distances`, the positions in `entries` at it, ascending.
  let positions: [[Int]]

  init(tabs: [[Int]], distance: [Int32]) {
    var entries: [Int] = []
    var tabStarts: [Int] = []
    for entriesOfTab in tabs {
      tabStarts.append(entries.count)
      entries += entriesOfTab
    }
    tabStarts.append(entries.count)
    var byDistance: [Int32: [Int]] = [:]
    for (position, entry) in entries.enumerated() where distance[entry] >= 0 {
      byDistance[distance[entry], default: []].append(position)
    }
    let distances = byDistance.keys.sorted()
    self.entries = entries
    self.tabStarts = tabStarts
    self.distances = distances
    self.positions = distances.map { byDistance[$0]! }
  }

  /// The first scene at `value` outside tab `tab` that is not `other`: the first sibling
  /// of `other` (a scene of tab `tab`) at that distance. A scene of several tabs is
  /// skipped once per place it holds, and tab `tab`'s scenes in one step.
  func first(at value: Int32, outside tab: Int, other: Int) -> Int? {
    guard let slot = Self.index(of: value, in: distances) else { return nil }
    let list = positions[slot]
    let start = tabStarts[tab]
    let end = tabStarts[tab + 1]
    var index = 0
    while index < list.count {
      let position = list[index]
      if position >= start && position < end {
        // Past the tab's scenes: the first position at or after its end.
        var low = index
        var high = list.count
        while low < high {
          let middle = (low + high) / 2
          if list[middle] < end { low = middle + 1 } else { high = middle }
        }
        index = low
        continue
      }
      if entries[position] != other { return entries[position] }
      index += 1
    }
    return nil
  }

  private static func index(of value: Int32, in sorted: [Int32]) -> Int? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == value ? low : nil
  }
}
