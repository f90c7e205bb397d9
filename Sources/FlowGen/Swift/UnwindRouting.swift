import FlowKit

/// Which unwinds can arrive at which scene's unwind action.
///
/// An unwind returns to the nearest scene beneath its source that declares its action.
/// Searching backwards from the source along the presenting segues, and stopping at each
/// scene that declares the action (anything beneath it is shadowed on that path), gives
/// every scene the unwind can reach: the same notion of "can be beneath" the checker
/// uses, so generated code and diagnostics agree.
struct UnwindRouting {
  /// One unwind arriving at one scene.
  struct Arrival {
    var unwind: Unwind
    var sourceIndex: Int
  }

  /// Scene index → action name → arrivals, in the order of sources in the file.
  private(set) var arrivals: [Int: [String: [Arrival]]] = [:]

  init(flow: Flow, graph: FlowGraph) {
    let presenters = Self.presenters(flow: flow, graph: graph)
    for (sourceIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene, !scene.unwinds.isEmpty else { continue }
      var targetsByAction: [String: [Int]] = [:]
      for unwind in scene.unwinds {
        let targets =
          targetsByAction[unwind.actionName]
          ?? Self.targets(
            of: sourceIndex, action: unwind.actionName, flow: flow, presenters: presenters)
        targetsByAction[unwind.actionName] = targets
        for target in targets {
          arrivals[target, default: [:]][unwind.actionName, default: []].append(
            Arrival(unwind: unwind, sourceIndex: sourceIndex))
        }
      }
    }
  }

  func arrivals(at sceneIndex: Int, action: String) -> [Arrival] {
    arrivals[sceneIndex]?[action] ?? []
  }

  /// The scenes declaring `action` that a breadth-first search backwards from `source`
  /// meets before any other scene declaring it on the same path, in index order.
  static func targets(of source: Int, action: String, flow: Flow, presenters: [[Int]]) -> [Int] {
    var found: [Int] = []
    var seen = Set<Int>()
    var queue = presenters[source]
    var head = 0
    while head < queue.count {
      let index = queue[head]
      head += 1
      guard seen.insert(index).inserted else { continue }
      if flow.nodes[index].scene?.unwindActions.contains(where: { $0.name == action }) == true {
        found.append(index)
      } else {
        queue.append(contentsOf: presenters[index])
      }
    }
    return found.sorted()
  }

  /// For each scene, the scenes whose segues show it (directly, or as the root, tab,
  /// primary or secondary of the container a segue leads to).
  static func presenters(flow: Flow, graph: FlowGraph) -> [[Int]] {
    var presenters = [[Int]](repeating: [], count: flow.nodes.count)
    var entryCache: [Int: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for segue in scene.segues {
        guard let target = graph.index(of: segue.destinationID) else { continue }
        let entries = entryCache[target] ?? entryScenes(of: target, flow: flow, graph: graph)
        entryCache[target] = entries
        for entry in entries { presenters[entry].append(index) }
      }
    }
    return presenters
  }

  /// The scenes shown when a node is shown: itself for a scene, the scenes inside a
  /// container (following nested containers), none for a storyboard reference.
  static func entryScenes(of start: Int, flow: Flow, graph: FlowGraph) -> [Int] {
    var result: [Int] = []
    var seen: Set<Int> = [start]
    var stack = [start]
    while let index = stack.popLast() {
      let children: [String]
      switch flow.nodes[index] {
      case .scene:
        result.append(index)
        continue
      case .reference:
        continue
      case .navigation(let navigation): children = [navigation.rootID]
      case .tabBar(let tabBar): children = tabBar.tabs.map(\.destinationID)
      case .split(let split): children = [split.primaryID, split.secondaryID]
      }
      for child in children {
        if let childIndex = graph.index(of: child), seen.insert(childIndex).inserted {
          stack.append(childIndex)
        }
      }
    }
    return result.sorted()
  }
}
