/// The presentations of a flow as a graph for the questions of which scenes can be
/// beneath which — what, not in which order — with its strongly connected components,
/// found once.
///
/// Nodes `0..<flow.nodes.count` are the flow's nodes; a node's successors here are the
/// scenes that present it (`FlowGraph.forEachPresenter`). A tab bar's siblings go through
/// stand-in nodes rather than from every tab to every other: for tabs `0..<k`, stand-in
/// `before(j)` leads to the scenes of tabs `0...j` and `after(j)` to those of `j..<k`, so a
/// scene of tab `i` reaches the other tabs' scenes through `before(i - 1)` and `after(i + 1)`,
/// with `2k` nodes instead of `k²` presentations. A scene in several tabs of one tab bar
/// is the sibling of every other scene of it, through a second pair of chains over its
/// distinct scenes. Stand-ins never match and are never a source, and a path through them
/// stands for a path of presentations with the same scenes on it, so searches over this
/// graph give exactly the answers of the presentations written out.
package struct PresenterNetwork: Sendable {
  /// The flow's node count: nodes from it on are stand-ins.
  let sceneLimit: Int
  /// Per node, the nodes that present it.
  let presenters: [[Int]]
  /// Per node, its strongly connected component, numbered as Tarjan's algorithm finishes
  /// them: a component reaches only components of smaller numbers.
  let component: [Int]
  /// Per component, whether a path of one step or more leads from each member back to
  /// itself (more than one member, or a scene presenting itself).
  let isCycle: [Bool]
  /// Per component, the components its members' presenters are in (others only).
  let componentPresenters: [[Int]]
  /// Per component, its entry and exit numbers in a depth-first walk of the components:
  /// a component whose numbers lie within another's is reached by it (the converse need
  /// not hold).
  let entered: [Int]
  let left: [Int]

  package init(graph: FlowGraph) {
    let count = graph.flow.nodes.count
    var presenters = graph.presenters
    for tabs in graph.tabSiblings.bars { Self.addStandIns(for: tabs, to: &presenters) }
    self.sceneLimit = count
    self.presenters = presenters
    let (component, componentCount) = Self.components(of: presenters)
    self.component = component
    var isCycle = [Bool](repeating: false, count: componentCount)
    var members = [Int](repeating: 0, count: componentCount)
    var componentPresenters = [[Int]](repeating: [], count: componentCount)
    for (node, list) in presenters.enumerated() {
      let own = component[node]
      members[own] += 1
      for presenter in list {
        let other = component[presenter]
        if other == own {
          if presenter == node { isCycle[own] = true }
        } else if componentPresenters[own].last != other {
          componentPresenters[own].append(other)
        }
      }
    }
    for index in members.indices where members[index] > 1 { isCycle[index] = true }
    self.isCycle = isCycle
    self.componentPresenters = componentPresenters
    (entered, left) = Self.intervals(componentPresenters)
  }

  /// The stand-ins of one tab bar (`tabs`: each tab's entry scenes), appended to
  /// `presenters`.
  private static func addStandIns(for tabs: [[Int]], to presenters: inout [[Int]]) {
    var tabCount: [Int: Int] = [:]
    for entries in tabs {
      for entry in entries { tabCount[entry, default: 0] += 1 }
    }
    // Over the tabs, for the scenes in one tab of this tab bar.
    let byTab = chains(over: tabs, in: &presenters)
    for (tab, entries) in tabs.enumerated() {
      for entry in entries where tabCount[entry] == 1 {
        if tab > 0 { presenters[entry].append(byTab.before[tab - 1]) }
        if tab + 1 < tabs.count { presenters[entry].append(byTab.after[tab + 1]) }
      }
    }
    // Over the distinct scenes, for the scenes in several tabs: every other is a sibling.
    var distinct: [Int] = []
    var met = Set<Int>()
    for entries in tabs {
      for entry in entries where met.insert(entry).inserted { distinct.append(entry) }
    }
    guard distinct.contains(where: { tabCount[$0]! > 1 }) else { return }
    let byScene = chains(over: distinct.map { [$0] }, in: &presenters)
    for (position, entry) in distinct.enumerated() where tabCount[entry]! > 1 {
      if position > 0 { presenters[entry].append(byScene.before[position - 1]) }
      if position + 1 < distinct.count {
        presenters[entry].append(byScene.after[position + 1])
      }
    }
  }

  /// Two chains of stand-ins over `groups`: `before[j]` leads to the scenes of groups
  /// `0...j`, `after[j]` to those of `j...`.
  private static func chains(over groups: [[Int]], in presenters: inout [[Int]])
    -> (before: [Int], after: [Int])
  {
    var before: [Int] = []
    for (index, group) in groups.enumerated() {
      before.append(presenters.count)
      presenters.append(group + (index > 0 ? [before[index - 1]] : []))
    }
    var after = [Int](repeating: 0, count: groups.count)
    for index in groups.indices.reversed() {
      after[index] = presenters.count
      presenters.append(groups[index] + (index + 1 < groups.count ? [after[index + 1]] : []))
    }
    return (before, after)
  }

  /// Tarjan's strongly connected components, with an explicit stack (a chain of tens of
  /// thousands of scenes would overflow a thread's), over every node.
  private static func components(of presenters: [[Int]]) -> (component: [Int], count: Int) {
    let count = presenters.count
    var number = [Int](repeating: -1, count: count)
    var lowest = [Int](repeating: 0, count: count)
    var component = [Int](repeating: -1, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var numbered = 0
    var components = 0
    for root in 0..<count where number[root] < 0 {
      var frames: [(node: Int, next: Int)] = [(root, 0)]
      number[root] = numbered
      lowest[root] = numbered
      numbered += 1
      stack.append(root)
      onStack[root] = true
      while let (node, next) = frames.last {
        let list = presenters[node]
        if next < list.count {
          frames[frames.count - 1].next = next + 1
          let presenter = list[next]
          if number[presenter] < 0 {
            number[presenter] = numbered
            lowest[presenter] = numbered
            numbered += 1
            stack.append(presenter)
            onStack[presenter] = true
            frames.append((presenter, 0))
          } else if onStack[presenter] {
            lowest[node] = min(lowest[node], number[presenter])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowest[parent.node] = min(lowest[parent.node], lowest[node])
        }
        guard lowest[node] == number[node] else { continue }
        while let member = stack.popLast() {
          onStack[member] = false
          component[member] = components
          if member == node { break }
        }
        components += 1
      }
    }
    return (component, components)
  }

  /// Entry and exit numbers of a depth-first walk of the components, from the ones
  /// nothing reaches (the highest numbers) down.
  private static func intervals(_ presenters: [[Int]]) -> (entered: [Int], left: [Int]) {
    let count = presenters.count
    var entered = [Int](repeating: -1, count: count)
    var left = [Int](repeating: -1, count: count)
    var clock = 0
    for root in stride(from: count - 1, through: 0, by: -1) where entered[root] < 0 {
      var frames: [(node: Int, next: Int)] = [(root, 0)]
      entered[root] = clock
      clock += 1
      while let (node, next) = frames.last {
        if next < presenters[node].count {
          frames[frames.count - 1].next = next + 1
          let presenter = presenters[node][next]
          if entered[presenter] < 0 {
            entered[presenter] = clock
            clock += 1
            frames.append((presenter, 0))
          }
          continue
        }
        frames.removeLast()
        left[node] = clock
        clock += 1
      }
    }
    return (entered, left)
  }

  /// Whether the depth-first walk reached component `inner` from `outer` (so `outer`
  /// reaches it).
  func encloses(_ outer: Int, _ inner: Int) -> Bool {
    entered[outer] <= entered[inner] && left[inner] <= left[outer]
  }
}

/// Whether one scene can be beneath another, asked of a `PresenterNetwork`: in constant
/// time within a strongly connected component or along the depth-first walk, else by a
/// search of the components between, which `visits` counts.
package struct BeneathReach {
  let network: PresenterNetwork
  /// Components visited by the searches so far.
  package private(set) var visits = 0

  package init(network: PresenterNetwork) {
    self.network = network
  }

  /// Whether `scene` can be beneath `source`: a path of one presentation or more leads
  /// back from `source` to it (`FlowGraph.scenesBeneath(source)` contains it).
  package mutating func canBeBeneath(_ scene: Int, _ source: Int) -> Bool {
    let from = network.component[source]
    let to = network.component[scene]
    if from == to { return scene != source || network.isCycle[from] }
    // A component reaches only smaller numbers; the walk's intervals show many that do.
    if to > from { return false }
    if network.encloses(from, to) { return true }
    var seen: Set<Int> = [from]
    var pending = [from]
    while let component = pending.popLast() {
      visits += 1
      for next in network.componentPresenters[component]
      where next >= to && seen.insert(next).inserted {
        if next == to || network.encloses(next, to) { return true }
        pending.append(next)
      }
    }
    return false
  }
}
