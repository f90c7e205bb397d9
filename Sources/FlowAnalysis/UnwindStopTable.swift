import FlowModel

/// The stops of every unwind of a flow (`UnwindStops`), for all unwinds at once, in time
/// linear in the flow for the shapes known, and within `ResourceLimits.unwindVisits` for
/// any.
///
/// The checker and the generator ask where each unwind stops. Asked unwind by unwind, each
/// question walks every scene that can be beneath the source up to the scenes answering
/// the selector; on a storyboard whose scenes can all be beneath each other, that is the
/// whole graph per unwind. So the questions are asked per selector, over the flow's
/// presentations condensed once into strongly connected components (`PresenterNetwork`):
///
/// - a selector no scene answers stops nowhere, without a search;
/// - a selector one scene answers (most: `unwindToMealList:`) stops there exactly when
///   that scene can be beneath the source, which the components answer in constant time
///   when both are in one (every scene of a cycle of presentations, every tab of a tab
///   bar) or the depth-first walk of the components passed from one to the other, and
///   else by a search of the components between (`BeneathReach`);
/// - a selector several scenes answer (`done:`, `cancel:`) gets one search for all its
///   unwinds (`BeneathSearch`), visiting each scene once.
///
/// A search for one selector cannot use what another found, so many selectors answered by
/// several scenes each, with their sources and answering scenes far apart in a large
/// cycle, would cost scenes × selectors. Every visit counts against `visitLimit`; past it
/// the table stops, and `limitExceeded` says where, rather than flowc running for minutes.
public struct UnwindStopTable: Sendable {
  private struct Question: Hashable {
    var source: Int
    var selector: String
  }

  /// Where an unwind stops, and whether an ordinary action catches it on some path.
  private struct Answer {
    var stops: [UnwindStops.Stop]
    var isCaughtByAction: Bool

    init(stops: [UnwindStops.Stop]) {
      self.stops = stops
      isCaughtByAction = stops.contains {
        if case .action = $0.catcher { true } else { false }
      }
    }
  }

  /// Where an unwind of a selector from a source stops, when it stops anywhere.
  private var stopsByQuestion: [Question: Answer] = [:]
  /// Scenes and components visited by all the searches together: what the unit tests
  /// count, and what `visitLimit` bounds.
  package private(set) var visits = 0
  /// The unwind being answered (its source and selector) when the visits went past the
  /// limit; nil when every unwind was answered.
  public private(set) var limitExceeded: (sourceIndex: Int, selector: String)?

  public init(
    graph: FlowGraph, stops: UnwindStops,
    visitLimit: Int = ResourceLimits.default.unwindVisits
  ) {
    // One pass over the scenes (each read once: a scene's copy costs a retain per
    // field): selector → the scenes with an unwind of it, in index order, each once; and
    // every method a scene answers a selector with, in `UnwindStops.catcher`'s order.
    var sourcesBySelector: [String: [Int]] = [:]
    var selectors: [String] = []
    var declared: [UnwindStops.Stop] = []
    var declaredSelectors: [String] = []
    for case (let index, .scene(let scene)) in graph.flow.nodes.enumerated() {
      for case .unwind(let unwind) in scene.transitions {
        let selector = stops.selector(of: unwind)
        if sourcesBySelector[selector] == nil { selectors.append(selector) }
        if sourcesBySelector[selector]?.last != index {
          sourcesBySelector[selector, default: []].append(index)
        }
      }
      for action in scene.unwindActions {
        declared.append(UnwindStops.Stop(sceneIndex: index, catcher: .unwindAction(action)))
        declaredSelectors.append(UnwindStops.selector(of: action))
      }
      for action in scene.actions {
        declared.append(UnwindStops.Stop(sceneIndex: index, catcher: .action(action)))
        declaredSelectors.append(UnwindStops.selector(of: action))
      }
    }
    guard !selectors.isEmpty else { return }
    // Selector → what answers it in each scene, the first method of the scene's (an
    // unwind action before an action), for the selectors asked.
    var answering: [String: [UnwindStops.Stop]] = [:]
    for (stop, selector) in zip(declared, declaredSelectors)
    where sourcesBySelector[selector] != nil
      && answering[selector]?.last?.sceneIndex != stop.sceneIndex
    {
      answering[selector, default: []].append(stop)
    }
    var nearest = NearestBeneath(graph: graph)
    for selector in selectors {
      let sources = sourcesBySelector[selector] ?? []
      let catchers = answering[selector] ?? []
      let answers = nearest.nearest(
        each: sources, among: catchers.map(\.sceneIndex), limit: visitLimit)
      // The catchers are in index order, as the answers are.
      let catcherByScene =
        catchers.count > 1
        ? Dictionary(uniqueKeysWithValues: catchers.map { ($0.sceneIndex, $0) }) : [:]
      // Sources with one answer (every source a hub presents) share its stops.
      var answerByKey: [Int: Answer] = [:]
      for (source, found) in zip(sources, answers) {
        guard let found else {
          limitExceeded = (source, selector)
          break
        }
        guard !found.scenes.isEmpty else { continue }
        let answer =
          answerByKey[found.key]
          ?? Answer(
            stops: catchers.count == 1 ? catchers : found.scenes.compactMap { catcherByScene[$0] })
        answerByKey[found.key] = answer
        stopsByQuestion[Question(source: source, selector: selector)] = answer
      }
      visits = nearest.visits
      if limitExceeded != nil { return }
    }
  }

  /// Where an unwind of `selector` from the scene at `sourceIndex` stops: what
  /// `UnwindStops.stops(ofSelector:from:in:)` answers.
  public func stops(ofSelector selector: String, from sourceIndex: Int) -> [UnwindStops.Stop] {
    stopsByQuestion[Question(source: sourceIndex, selector: selector)]?.stops ?? []
  }

  /// Whether an ordinary action, not an unwind action, catches an unwind of `selector` from
  /// the scene at `sourceIndex` on some path: the only case where its stops need reading
  /// one by one.
  public func isCaughtByAction(ofSelector selector: String, from sourceIndex: Int) -> Bool {
    stopsByQuestion[Question(source: sourceIndex, selector: selector)]?.isCaughtByAction ?? false
  }
}
