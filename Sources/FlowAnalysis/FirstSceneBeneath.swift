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
/// Cost: the scenes and presentations of the graph, once, however many sources ask.
public struct FirstSceneBeneath: Sendable {
  /// Per node, how many steps back the nearest target is (0 for a target), or -1.
  private let distance: [Int32]
  /// Per node at a distance, the target the search from it meets first (itself for a
  /// target).
  private let first: [Int32]

  public init(graph: FlowGraph, targets: some Sequence<Int>) {
    let count = graph.flow.nodes.count
    // Who each scene presents: the presentations walked forwards. (A tab bar's siblings
    // are written out here, every tab to every other: the importer's placement, the one
    // user, builds this index only after its walks have cost the graph.)
    var presented = [[Int32]](repeating: [], count: count)
    for scene in 0..<count {
      graph.forEachPresenter(of: scene) { presented[$0].append(Int32(scene)) }
    }
    var distance = [Int32](repeating: -1, count: count)
    var order: [Int32] = []
    for target in targets where distance[target] != 0 {
      distance[target] = 0
      order.append(Int32(target))
    }
    var head = 0
    while head < order.count {
      let scene = Int(order[head])
      head += 1
      for next in presented[scene] where distance[Int(next)] < 0 {
        distance[Int(next)] = distance[scene] + 1
        order.append(next)
      }
    }
    var first = [Int32](repeating: -1, count: count)
    for scene32 in order {
      let scene = Int(scene32)
      if distance[scene] == 0 {
        first[scene] = scene32
        continue
      }
      // Its first presenter one step nearer, whose answer is already known.
      let nearer = distance[scene] - 1
      var found: Int32?
      graph.forEachPresenter(of: scene) { presenter in
        if found == nil, distance[presenter] == nearer { found = first[presenter] }
      }
      if let found { first[scene] = found }
    }
    self.distance = distance
    self.first = first
  }

  /// The first target `scenesBeneath(source)` meets, or nil when none can be beneath it.
  /// The source itself is met only on a cycle back to it, as a presenter's target.
  public func first(beneath source: Int, in graph: FlowGraph) -> Int? {
    var best: Int?
    graph.forEachPresenter(of: source) { presenter in
      guard distance[presenter] >= 0 else { return }
      if best.map({ distance[presenter] < distance[$0] }) ?? true { best = presenter }
    }
    return best.map { Int(first[$0]) }
  }
}
