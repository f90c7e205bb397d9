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
  /// Where an unwind stops, and which of those stops are ordinary actions catching it.
  private struct Answer: Sendable {
    /// Numbers the answers, which sources share: `answerNumber(ofSelector:from:)`.
    var number: Int
    var stops: [UnwindStops.Stop]
    var actionStops: [UnwindStops.Stop]

    init(number: Int, stops: [UnwindStops.Stop]) {
      self.number = number
      self.stops = stops
      actionStops = stops.filter {
        if case .action = $0.catcher { true } else { false }
      }
    }
  }

  /// Per node, where its unwinds stop, per selector (a scene's unwinds name few): a list
  /// per source rather than a table keyed by source and selector, whose hashing of the
  /// selector was most of the cost on a flow of thousands of selectors.
  private var answersBySource: [[(selector: String, answer: Answer)]]
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
    let nodes = graph.flow.nodes
    answersBySource = Array(repeating: [], count: nodes.count)
    // One pass over the scenes (each read once: a scene's copy costs a retain per
    // field): each selector asked gets a number, the first time it is met; per number,
    // the scenes with an unwind of it, in index order, each once.
    var numberBySelector: [String: Int] = [:]
    numberBySelector.reserveCapacity(nodes.count)
    var selectors: [String] = []
    var sourcesByNumber: [[Int]] = []
    var declared: [(stop: UnwindStops.Stop, selector: String)] = []
    for case (let index, .scene(let scene)) in nodes.enumerated() {
      for case .unwind(let unwind) in scene.transitions {
        let selector = stops.selector(of: unwind)
        let number = { (slot: inout Int?) -> Int in
          if let known = slot { return known }
          slot = selectors.count
          return selectors.count
        }(&numberBySelector[selector])
        if number == selectors.count {
          selectors.append(selector)
          sourcesByNumber.append([index])
        } else if sourcesByNumber[number].last != index {
          sourcesByNumber[number].append(index)
        }
      }
      // Every method a scene answers a selector with, in `UnwindStops.catcher`'s order.
      for action in scene.unwindActions {
        declared.append(
          (
            UnwindStops.Stop(sceneIndex: index, catcher: .unwindAction(action)),
            UnwindStops.selector(of: action)
          ))
      }
      for action in scene.actions {
        declared.append(
          (
            UnwindStops.Stop(sceneIndex: index, catcher: .action(action)),
            UnwindStops.selector(of: action)
          ))
      }
    }
    guard !selectors.isEmpty else { return }
    // Per selector asked, what answers it in each scene: the first method of the scene's
    // (an unwind action before an action).
    var answering = [[UnwindStops.Stop]](repeating: [], count: selectors.count)
    for (stop, selector) in declared {
      guard let number = numberBySelector[selector],
        answering[number].last?.sceneIndex != stop.sceneIndex
      else { continue }
      answering[number].append(stop)
    }
    var nearest = NearestBeneath(graph: graph)
    var answersMade = 0
    for (number, selector) in selectors.enumerated() {
      let sources = sourcesByNumber[number]
      let catchers = answering[number]
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
            number: answersMade,
            stops: catchers.count == 1 ? catchers : found.scenes.compactMap { catcherByScene[$0] })
        if answerByKey[found.key] == nil { answersMade += 1 }
        answerByKey[found.key] = answer
        answersBySource[source].append((selector, answer))
      }
      visits = nearest.visits
      if limitExceeded != nil { return }
    }
  }

  /// Where an unwind of `selector` from the scene at `sourceIndex` stops: what
  /// `UnwindStops.stops(ofSelector:from:in:)` answers.
  public func stops(ofSelector selector: String, from sourceIndex: Int) -> [UnwindStops.Stop] {
    answer(ofSelector: selector, from: sourceIndex)?.stops ?? []
  }

  /// The stops of an unwind of `selector` from the scene at `sourceIndex` that are
  /// ordinary actions, not unwind actions (each catches the unwind on some path).
  public func actionStops(ofSelector selector: String, from sourceIndex: Int)
    -> [UnwindStops.Stop]
  {
    answer(ofSelector: selector, from: sourceIndex)?.actionStops ?? []
  }

  /// Whether an ordinary action, not an unwind action, catches an unwind of `selector` from
  /// the scene at `sourceIndex` on some path.
  public func isCaughtByAction(ofSelector selector: String, from sourceIndex: Int) -> Bool {
    !actionStops(ofSelector: selector, from: sourceIndex).isEmpty
  }

  /// A number naming the stops of an unwind of `selector` from the scene at `sourceIndex`,
  /// the same for every source whose unwinds stop at the same scenes found by one search
  /// (every source a hub presents): what lets a caller read each list of stops once, not
  /// once per source. Nil when the unwind stops nowhere.
  public func answerNumber(ofSelector selector: String, from sourceIndex: Int) -> Int? {
    answer(ofSelector: selector, from: sourceIndex)?.number
  }

  private func answer(ofSelector selector: String, from sourceIndex: Int) -> Answer? {
    guard answersBySource.indices.contains(sourceIndex) else { return nil }
    return answersBySource[sourceIndex].first { $0.selector == selector }?.answer
  }
}
