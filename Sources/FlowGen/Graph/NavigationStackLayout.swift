import FlowAnalysis

/// Which navigation stack's box each node is drawn in: a navigation's root, and whatever
/// a `show` segue pushes onto that stack, transitively. A push usually brings a scene; it
/// can also bring a storyboard reference (the scene it stands for), or a tab bar or split
/// view controller, whose children then live on the same stack (as `FlowGraph` sees it).
///
/// A node can be pushed onto more than one stack, but can only sit in one Graphviz
/// cluster, so the choice is made deterministically: a navigation's own root first (the
/// root of the first navigation that names it), then the first stack in file order whose
/// pushes reach the node.
struct NavigationStackLayout {
  /// Navigation node index → the indices of the other nodes in its box, in file order.
  let membersByNavigation: [Int: [Int]]
  /// Node index → the navigation node index whose box holds it.
  let navigationOfNode: [Int: Int]

  init(graph: FlowGraph) {
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
    for navigation in navigations {
      guard let root = sceneRoot(navigation.rootID) else { continue }
      var seen: Set<Int> = [root]
      var queue = [root]
      var head = 0
      while head < queue.count {
        let current = queue[head]
        head += 1
        guard let scene = flow.nodes[current].scene else { continue }
        for segue in scene.segues where segue.kind == .show {
          guard let target = graph.index(of: segue.destinationID) else { continue }
          for pushed in Self.pushed(target, graph: graph) where seen.insert(pushed).inserted {
            if owner[pushed] == nil { owner[pushed] = navigation.index }
            queue.append(pushed)
          }
        }
      }
    }
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
