import FlowAnalysis
import FlowModel

/// Which navigation stack's box each node is drawn in: a navigation's root, and whatever
/// a `show` segue pushes onto that stack, transitively. A push usually brings a scene; it
/// can also bring a storyboard reference (the scene it stands for), or a tab bar or split
/// view controller, whose children then live on the same stack (as `FlowGraph` sees it).
///
/// A node can be pushed onto more than one stack, but can only sit in one Graphviz
/// cluster, so the choice is made deterministically: a navigation's own root first (the
/// root of the first navigation that names it), then the first stack in file order whose
/// pushes reach the node.
///
/// Whatever one navigation's pushes reach, everything that reaches on from it is reached
/// too, and so has its box already: a later navigation stops where an earlier one went,
/// so each node is walked once however many stacks push it (walking every stack whole is
/// navigations × nodes). The walk counts its steps against `visitLimit`
/// (`ResourceLimits.unwindVisits`, the limit of the searches through the flow's graph);
/// past it `limitExceeded` is set and the boxes are left incomplete.
struct NavigationStackLayout {
  /// Navigation node index → the indices of the other nodes in its box, in file order.
  let membersByNavigation: [Int: [Int]]
  /// Node index → the navigation node index whose box holds it.
  let navigationOfNode: [Int: Int]
  /// Nodes and pushes walked: what the unit tests count.
  private(set) var visits = 0
  /// True when the walk went past `visitLimit`.
  private(set) var limitExceeded = false

  init(graph: FlowGraph, visitLimit: Int = ResourceLimits.default.unwindVisits) {
    let flow = graph.flow
    let navigations: [(index: Int, rootID: String)] = flow.nodes.enumerated().compactMap {
      if case .navigation(let navigation) = $1 { ($0, navigation.rootID) } else { nil }
    }
    func sceneRoot(_ rootID: String) -> Int? {
      graph.index(of: rootID).flatMap { flow.nodes[$0].scene == nil ? nil : $0 }
    }
    var owner: [Int: Int] = [:]
    for navigation in navigations {
      guard let root = sceneRoot(navigation.rootID), owner[root] == nil else { continue }
      owner[root] = navigation.index
    }
    // Nodes some navigation's walk has reached (and walked on from), over all of them.
    var walked = Set<Int>()
    var visits = 0
    walk: for navigation in navigations {
      guard let root = sceneRoot(navigation.rootID), walked.insert(root).inserted else {
        continue
      }
      var queue = [root]
      var head = 0
      while head < queue.count {
        let current = queue[head]
        head += 1
        visits += 1
        guard let scene = flow.nodes[current].scene else { continue }
        for segue in scene.segues where segue.kind == .show {
          visits += 1
          guard let target = graph.index(of: segue.destinationID), !walked.contains(target)
          else { continue }
          let pushed = Self.pushed(target, graph: graph)
          visits += pushed.count
          for node in pushed where walked.insert(node).inserted {
            if owner[node] == nil { owner[node] = navigation.index }
            queue.append(node)
          }
        }
        if visits > visitLimit {
          limitExceeded = true
          break walk
        }
      }
    }
    self.visits = visits
    var membersByNavigation: [Int: [Int]] = [:]
    for (node, navigation) in owner {
      membersByNavigation[navigation, default: []].append(node)
    }
    self.membersByNavigation = membersByNavigation.mapValues { $0.sorted() }
    self.navigationOfNode = owner
  }

  /// The nodes a push of `target` puts on the stack: a scene or storyboard reference
  /// itself; a tab bar or split view controller with everything it holds; nothing for a
  /// navigation controller (which cannot be pushed, and has a stack of its own).
  static func pushed(_ target: Int, graph: FlowGraph) -> [Int] {
    var result: [Int] = []
    var seen: Set<Int> = []
    var queue = [target]
    while let index = queue.popLast() {
      guard seen.insert(index).inserted else { continue }
      let children: [String]
      switch graph.flow.nodes[index] {
      case .scene, .reference: children = []
      case .tabBar(let tabBar): children = tabBar.tabs.map(\.destinationID)
      case .split(let split): children = [split.primaryID, split.secondaryID]
      case .navigation: continue
      }
      result.append(index)
      queue += children.reversed().compactMap { graph.index(of: $0) }
    }
    return result
  }
}
