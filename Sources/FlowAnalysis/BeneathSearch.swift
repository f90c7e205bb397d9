/// `FlowGraph.nearestScenesBeneath` for many sources at once, with one search.
///
/// Asked one source at a time, the question costs a walk of every scene that can be
/// beneath the source, and on a flow where every scene can be beneath every other that is
/// the whole graph, for every unwind: quadratic in the flow's size. But the answer for a
/// source is the union of the answers for the scenes it is presented by, and those are
/// shared between sources: a scene that does not match passes on what its presenters
/// find, and a matching one stops the search and is its own answer. Scenes that present
/// each other in a cycle (a strongly connected component of the scenes that do not match)
/// all find the same scenes, so the search condenses each cycle into one component,
/// Tarjan's way, and gives each component the sorted list of matching scenes it reaches.
/// Every scene is visited once per search, however many sources ask; a component's list
/// holds only matching scenes, which are the answer itself (for a selector, the scenes
/// that answer it — a few), not every scene it reaches.
///
/// It runs over a `PresenterNetwork`, whose stand-ins for tab bars never match.
///
/// State is kept in arrays the size of the network, in a `BeneathSearchSpace` that the
/// searches of one table hand on to each other (`finish()`): each search stamps the
/// entries it touches, so starting one costs nothing, and many searches that each stop at
/// the source's presenter (an unwind of its own to the scene that presents it) cost what
/// they visit.
struct BeneathSearch {
  private let presenters: [[Int]]
  private let matches: (Int) -> Bool
  private var space: BeneathSearchSpace
  /// Per component, the matching scenes it reaches, in index order.
  private var found: [NearestAnswer] = []
  /// The union of each set of answers (by their keys, sorted) made so far.
  private var unions: [[Int]: NearestAnswer] = [:]
  private var stack: [Int] = []
  private var numbered = 0
  /// Scenes visited (each at most once): what the unit tests count.
  private(set) var visits = 0

  init(
    presenters: [[Int]], space: BeneathSearchSpace? = nil,
    matching matches: @escaping (Int) -> Bool
  ) {
    self.presenters = presenters
    self.matches = matches
    self.space = space ?? BeneathSearchSpace(count: presenters.count)
    self.space.begin()
  }

  /// Ends the search, giving back its state for the next.
  consuming func finish() -> BeneathSearchSpace {
    space
  }

  /// The nearest matching scenes beneath `source`, in index order: what its presenters
  /// are, when they match, or find, when they do not.
  mutating func nearest(beneath source: Int) -> NearestAnswer {
    combine(presenters[source].map { reached(from: $0) })
  }

  /// What the search finds from `scene` onwards: itself when it matches, else its
  /// component's list.
  private mutating func reached(from scene: Int) -> NearestAnswer {
    if matching(scene) { return NearestAnswer(key: -(scene + 1), scenes: [scene]) }
    if space.component[scene] < 0 { explore(from: scene) }
    return found[space.component[scene]]
  }

  /// The union of `parts`, sorted. Parts that are one list (a chain of components, a hub
  /// every source hangs from) give that list itself, shared rather than copied, and the
  /// union of one set of lists is made once: so scenes that all reach the same matching
  /// scenes cost what they are, not what they reach. Elements merged count as visits.
  private mutating func combine(_ parts: [NearestAnswer]) -> NearestAnswer {
    var keys = parts.map(\.key)
    keys = Self.sortedUnique(keys)
    switch keys.count {
    case 0: return NearestAnswer(key: 0, scenes: [])
    case 1: return parts[0]
    default:
      if let known = unions[keys] { return known }
      var merged: [Int] = []
      var taken = Set<Int>()
      for part in parts where taken.insert(part.key).inserted { merged += part.scenes }
      visits += merged.count
      let union = NearestAnswer(key: 2 * unions.count + 1, scenes: Self.sortedUnique(merged))
      unions[keys] = union
      return union
    }
  }

  private mutating func matching(_ scene: Int) -> Bool {
    if space.touch(scene) {
      visits += 1
      space.isMatch[scene] = matches(scene)
    }
    return space.isMatch[scene]
  }

  /// Tarjan's strongly connected components, with an explicit stack (flows of tens of
  /// thousands of scenes would overflow a thread's stack), over the scenes that do not
  /// match; a matching scene ends a path.
  private mutating func explore(from start: Int) {
    // Each frame: a scene and the position of the next presenter to look at.
    var frames: [(scene: Int, next: Int)] = [(enter(start), 0)]
    while let (scene, next) = frames.last {
      let list = presenters[scene]
      if next < list.count {
        frames[frames.count - 1].next = next + 1
        let presenter = list[next]
        if matching(presenter) { continue }
        if space.number[presenter] < 0 {
          frames.append((enter(presenter), 0))
        } else if space.onStack[presenter] {
          space.lowest[scene] = min(space.lowest[scene], space.number[presenter])
        }
        continue
      }
      frames.removeLast()
      if let parent = frames.last {
        space.lowest[parent.scene] = min(space.lowest[parent.scene], space.lowest[scene])
      }
      guard space.lowest[scene] == space.number[scene] else { continue }
      // `scene` is the root of a component: pop it, and gather what its members' presenters
      // find outside it (those components are complete: Tarjan finishes them first).
      let id = found.count
      var members: [Int] = []
      while let member = stack.popLast() {
        space.onStack[member] = false
        space.component[member] = id
        members.append(member)
        if member == scene { break }
      }
      var reaches: [NearestAnswer] = []
      for member in members {
        for presenter in presenters[member] {
          if space.isMatch[presenter] {
            reaches.append(NearestAnswer(key: -(presenter + 1), scenes: [presenter]))
          } else if space.component[presenter] != id {
            reaches.append(found[space.component[presenter]])
          }
        }
      }
      found.append(combine(reaches))
    }
  }

  /// Numbers `scene` and puts it on the component stack.
  private mutating func enter(_ scene: Int) -> Int {
    space.number[scene] = numbered
    space.lowest[scene] = numbered
    numbered += 1
    stack.append(scene)
    space.onStack[scene] = true
    return scene
  }

  private static func sortedUnique(_ scenes: [Int]) -> [Int] {
    guard scenes.count > 1 else { return scenes }
    var result: [Int] = []
    for scene in scenes.sorted() where result.last != scene { result.append(scene) }
    return result
  }
}

/// The nearest matching scenes beneath a source, in index order, and a key that is equal
/// for answers that are one list within a search: the same component's, the same matching
/// scene, the same union. Callers derive what they need once per key (the unwind stop
/// table its stops), so that many sources with one answer share it: a thousand sources
/// presented by a hub that a thousand scenes answering `done:` present hold one list of
/// a thousand, not a million.
struct NearestAnswer {
  /// 0 for no scene, -(s + 1) for the matching scene s alone, odd for a union.
  var key: Int
  var scenes: [Int]
}

/// The per-node state of `BeneathSearch`es, one search after another: an entry belongs
/// to the current search only when its stamp is the search's, and is reset when first
/// touched.
struct BeneathSearchSpace {
  private var stamp: [UInt32]
  private var current: UInt32 = 0
  /// Whether a node matches (asked once per node and search).
  var isMatch: [Bool]
  /// Depth-first number of a node that does not match, and its lowest reachable number;
  /// -1 before it is numbered.
  var number: [Int]
  var lowest: [Int]
  /// Component of each node whose component is complete, else -1.
  var component: [Int]
  var onStack: [Bool]

  init(count: Int) {
    stamp = Array(repeating: 0, count: count)
    isMatch = Array(repeating: false, count: count)
    number = Array(repeating: -1, count: count)
    lowest = Array(repeating: -1, count: count)
    component = Array(repeating: -1, count: count)
    onStack = Array(repeating: false, count: count)
  }

  /// Starts a search.
  mutating func begin() {
    current &+= 1
    if current == 0 {  // wrapped: no stamp may look current
      stamp = Array(repeating: 0, count: stamp.count)
      current = 1
    }
  }

  /// Makes `node`'s entries the current search's; true when they were not yet.
  mutating func touch(_ node: Int) -> Bool {
    guard stamp[node] != current else { return false }
    stamp[node] = current
    isMatch[node] = false
    number[node] = -1
    lowest[node] = -1
    component[node] = -1
    onStack[node] = false
    return true
  }
}

extension FlowGraph {
  /// `nearestScenesBeneath(_:matching:)` for each of `sources`, in their order, answered
  /// together (`NearestBeneath`): each scene is asked once, however many sources ask.
  public func nearestScenesBeneath(each sources: [Int], matching matches: @escaping (Int) -> Bool)
    -> [[Int]]
  {
    let targets = flow.nodes.indices.filter(matches)
    var nearest = NearestBeneath(graph: self)
    return nearest.nearest(each: sources, among: targets).map { $0?.scenes ?? [] }
  }
}

extension PresenterNetwork {
  /// A search that callers keep to ask it source after source; its `visits` say how many
  /// nodes it has visited so far. Stand-ins never match.
  func beneathSearch(
    in space: BeneathSearchSpace? = nil, matching matches: @escaping (Int) -> Bool
  ) -> BeneathSearch {
    let limit = sceneLimit
    return BeneathSearch(presenters: presenters, space: space) { $0 < limit && matches($0) }
  }
}
