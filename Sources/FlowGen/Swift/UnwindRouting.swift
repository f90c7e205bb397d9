import FlowAnalysis
import FlowModel

/// Which unwinds can arrive at which scene's unwind action.
///
/// UIKit stops an unwind at the nearest scene beneath its source that answers its
/// selector (`UnwindStops`, which the checker asks too, so that generated code and
/// diagnostics agree). Where that is an unwind action, the unwind arrives there; where it
/// is an ordinary action of the same selector, it is caught there and arrives nowhere
/// further back — so no hook is generated where UIKit will not arrive (the checker
/// reports the catch as `unwind-shadowed`).
struct UnwindRouting {
  /// One unwind arriving at one scene.
  struct Arrival {
    var unwind: Unwind
    var sourceIndex: Int
  }

  /// Scene index → action name → arrivals, in the order of sources in the file.
  private(set) var arrivals: [Int: [String: [Arrival]]] = [:]

  init(flow: Flow, graph: FlowGraph) {
    let stops = UnwindStops(flow: flow)
    // Unbounded: the checker, which runs first, stopped any flow past the visit limit.
    let table = UnwindStopTable(graph: graph, stops: stops, visitLimit: .max)
    for (sourceIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene, !scene.unwinds.isEmpty else { continue }
      for unwind in scene.unwinds {
        let selector = stops.selector(of: unwind)
        for stop in table.stops(ofSelector: selector, from: sourceIndex) {
          guard case .unwindAction(let action) = stop.catcher else { continue }
          arrivals[stop.sceneIndex, default: [:]][action.name, default: []].append(
            Arrival(unwind: unwind, sourceIndex: sourceIndex))
        }
      }
    }
  }

  func arrivals(at sceneIndex: Int, action: String) -> [Arrival] {
    arrivals[sceneIndex]?[action] ?? []
  }
}
