/// `FlowGraph.nearestScenesBeneath` for many sources and many target sets, over one
/// `PresenterNetwork`, so that the cost is the flow's once plus what each set needs.
///
/// The nearest targets beneath a source are those a path of presentations leads back to
/// with no other target on it. When there is one target, that is whether it can be
/// beneath the source at all (`BeneathReach`: constant time within a strongly connected
/// component, the usual case); with several, one `BeneathSearch` answers every source of
/// the set, visiting each scene once. What the searches visit is counted in `visits`, for
/// the callers' `ResourceLimits.unwindVisits`.
///
/// The network is made at the first question that needs it: a target that presents the
/// source directly (by a segue, or as its tab sibling) needs none, and in most flows
/// every unwind returns to such a scene.
struct NearestBeneath {
  private let graph: FlowGraph
  private var reach: BeneathReach?
  /// The searches' state, shared by all of them (made at the first).
  private var space: BeneathSearchSpace?
  /// Questions asked, plus scenes and components visited by the searches.
  private(set) var visits = 0

  init(graph: FlowGraph) {
    self.graph = graph
  }

  private mutating func network() -> PresenterNetwork {
    if reach == nil { reach = BeneathReach(network: PresenterNetwork(graph: graph)) }
    return reach!.network
  }

  /// Whether `scene` can be beneath `source`: at once when it presents it directly (a
  /// few presenters or tabs looked at), else as the network says.
  private mutating func canBeBeneath(_ scene: Int, _ source: Int) -> Bool {
    if graph.presents(scene, source, lookingAt: 8) { return true }
    _ = network()
    let before = reach!.visits
    let answer = reach!.canBeBeneath(scene, source)
    visits += reach!.visits - before
    return answer
  }

  /// For each of `sources`, in their order, the nearest of `targets` beneath it, in index
  /// order, keyed so that equal lists found the same way share a key; nil once `visits`
  /// has gone past `limit`, for the rest.
  mutating func nearest(each sources: [Int], among targets: [Int], limit: Int = .max)
    -> [NearestAnswer?]
  {
    var answers: [NearestAnswer?] = []
    answers.reserveCapacity(sources.count)
    switch targets.count {
    case 0:
      return sources.map { _ in NearestAnswer(key: 0, scenes: []) }
    case 1:
      let target = targets[0]
      for source in sources {
        guard visits <= limit else {
          answers.append(nil)
          continue
        }
        answers.append(
          canBeBeneath(target, source)
            ? NearestAnswer(key: -(target + 1), scenes: [target])
            : NearestAnswer(key: 0, scenes: []))
        visits += 1
      }
    default:
      // A set, not an array the size of the flow: a selector's search may be short.
      let answering = Set(targets)
      // The space moves into the search and back, never copied.
      let network = network()
      let taken = space ?? BeneathSearchSpace(count: network.presenters.count)
      space = nil
      var search = network.beneathSearch(in: taken) { answering.contains($0) }
      var spent = 0
      for source in sources {
        guard visits + spent <= limit else {
          answers.append(nil)
          continue
        }
        answers.append(search.nearest(beneath: source))
        spent = search.visits + answers.count
      }
      visits += spent
      space = search.finish()
    }
    return answers
  }
}
