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
/// State is kept in dictionaries, not arrays the size of the flow: a search costs the
/// scenes it reaches, so that many searches that each stop at the source's presenter (an
/// unwind of its own to the scene that presents it) cost what they visit.
struct BeneathSearch {
  private let presenters: [[Int]]
  private let matches: (Int) -> Bool
  /// Whether a scene matches, asked once per scene.
  private var isMatch: [Int: Bool] = [:]
  /// Depth-first number of a scene that does not match, and its lowest reachable number.
  private var number: [Int: Int] = [:]
  private var lowest: [Int: Int] = [:]
  /// Component of each scene whose component is complete.
  private var component: [Int: Int] = [:]
  /// Per component, the matching scenes it reaches, in index order.
  private var found: [[Int]] = []
  private var stack: [Int] = []
  private var onStack: Set<Int> = []
  /// Scenes visited (each at most once): what the unit tests count.
  private(set) var visits = 0

  init(presenters: [[Int]], matching matches: @escaping (Int) -> Bool) {
    self.presenters = presenters
    self.matches = matches
  }

  /// The nearest matching scenes beneath `source`, in index order: what its presenters
  /// are, when they match, or find, when they do not.
  mutating func nearest(beneath source: Int) -> [Int] {
    var result: [Int] = []
    for presenter in presenters[source] {
      result += reached(from: presenter)
    }
    return Self.sortedUnique(result)
  }

  /// What the search finds from `scene` onwards: itself when it matches, else its
  /// component's list.
  private mutating func reached(from scene: Int) -> [Int] {
    if matching(scene) { return [scene] }
    if component[scene] == nil { explore(from: scene) }
    return found[component[scene]!]
  }

  private mutating func matching(_ scene: Int) -> Bool {
    if let known = isMatch[scene] { return known }
    visits += 1
    let answer = matches(scene)
    isMatch[scene] = answer
    return answer
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
        if number[presenter] == nil {
          frames.append((enter(presenter), 0))
        } else if onStack.contains(presenter) {
          lowest[scene] = min(lowest[scene]!, number[presenter]!)
        }
        continue
      }
      frames.removeLast()
      if let parent = frames.last {
        lowest[parent.scene] = min(lowest[parent.scene]!, lowest[scene]!)
      }
      guard lowest[scene] == number[scene] else { continue }
      // `scene` is the root of a component: pop it, and gather what its members' presenters
      // find outside it (those components are complete: Tarjan finishes them first).
      let id = found.count
      var members: [Int] = []
      while let member = stack.popLast() {
        onStack.remove(member)
        component[member] = id
        members.append(member)
        if member == scene { break }
      }
      var reaches: [Int] = []
      for member in members {
        for presenter in presenters[member] {
          if isMatch[presenter] == true {
            reaches.append(presenter)
          } else if let other = component[presenter], other != id {
            reaches += found[other]
          }
        }
      }
      found.append(Self.sortedUnique(reaches))
    }
  }

  /// Numbers `scene` and puts it on the component stack.
  private mutating func enter(_ scene: Int) -> Int {
    let numbered = number.count
    number[scene] = numbered
    lowest[scene] = numbered
    stack.append(scene)
    onStack.insert(scene)
    return scene
  }

  private static func sortedUnique(_ scenes: [Int]) -> [Int] {
    guard scenes.count > 1 else { return scenes }
    var result: [Int] = []
    for scene in scenes.sorted() where result.last != scene { result.append(scene) }
    return result
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
    return nearest.nearest(each: sources, among: targets).map { $0 ?? [] }
  }
}

extension PresenterNetwork {
  /// A search that callers keep to ask it source after source; its `visits` say how many
  /// nodes it has visited so far. Stand-ins never match.
  func beneathSearch(matching matches: @escaping (Int) -> Bool) -> BeneathSearch {
    let limit = sceneLimit
    return BeneathSearch(presenters: presenters) { $0 < limit && matches($0) }
  }
}
