import FlowModel

/// The stops of every unwind of a flow (`UnwindStops`), found with one search of the
/// graph per selector rather than one per unwind.
///
/// The checker and the generator ask where each unwind stops. Asked unwind by unwind, each
/// question walks every scene that can be beneath the source up to the scenes answering
/// the selector; on a storyboard whose scenes can all be beneath each other, that is the
/// whole graph per unwind. The unwinds of one selector all look for the same scenes, so
/// one `BeneathSearch` per selector answers them together, visiting each scene once.
public struct UnwindStopTable: Sendable {
  /// Source scene index → selector → where the unwind stops.
  private var stopsBySource: [Int: [String: [UnwindStops.Stop]]] = [:]
  /// Scenes visited by all the searches together: what the unit tests count.
  package private(set) var visits = 0

  public init(graph: FlowGraph, stops: UnwindStops) {
    let flow = graph.flow
    // Selector → the scenes with an unwind of it, in index order, each once.
    var sourcesBySelector: [String: [Int]] = [:]
    var selectors: [String] = []
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for case .unwind(let unwind) in scene.transitions {
        let selector = stops.selector(of: unwind)
        if sourcesBySelector[selector] == nil { selectors.append(selector) }
        if sourcesBySelector[selector]?.last != index {
          sourcesBySelector[selector, default: []].append(index)
        }
      }
    }
    for selector in selectors {
      let sources = sourcesBySelector[selector] ?? []
      var search = graph.beneathSearch { index in
        UnwindStops.catcher(in: flow.nodes[index].scene, selector: selector) != nil
      }
      for source in sources {
        stopsBySource[source, default: [:]][selector] = search.nearest(beneath: source).compactMap {
          index in
          UnwindStops.catcher(in: flow.nodes[index].scene, selector: selector).map {
            UnwindStops.Stop(sceneIndex: index, catcher: $0)
          }
        }
      }
      visits += search.visits
    }
  }

  /// Where an unwind of `selector` from the scene at `sourceIndex` stops: what
  /// `UnwindStops.stops(ofSelector:from:in:)` answers.
  public func stops(ofSelector selector: String, from sourceIndex: Int) -> [UnwindStops.Stop] {
    stopsBySource[sourceIndex]?[selector] ?? []
  }
}
