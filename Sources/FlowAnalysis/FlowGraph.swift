import FlowModel

/// The flow as a graph, built once and shared by the rules that ask how a user moves
/// through the app: what `initial` reaches, which scenes sit on a navigation stack, and
/// which scenes can be beneath a given scene (the ones an unwind can return to).
public struct FlowGraph: Sendable {
  public let flow: Flow
  /// Node id → index into `flow.nodes` (the first node when ids repeat).
  public let indexByID: [String: Int]
  /// For each node, the nodes it leads to: relationships and segues.
  let successors: [[Int]]
  /// For each node, the scenes that are shown when it is shown (itself for a scene; a
  /// navigation's root; each tab's; a split's primary and secondary).
  let entryScenes: [[Int]]
  /// For each node, the scenes whose segues lead to it directly ("presentation" edges
  /// through containers), which is the inverse of `successors` restricted to scenes. Its
  /// tab siblings present it too (`forEachPresenter`).
  let presenters: [[Int]]
  /// The tab bars, whose tabs' scenes are beneath each other for an unwind.
  let tabSiblings: TabSiblings
  /// Nodes `initial` reaches.
  public let reachable: Set<Int>
  /// Scenes that are on some navigation stack.
  public let onNavigationStack: Set<Int>
  /// How many scenes the searches for where unwinds stop may visit
  /// (`ResourceLimits.unwindVisits`, `--limit unwind-visits=N`).
  public var unwindVisitLimit = ResourceLimits.default.unwindVisits
  /// The scenes of each class, for the families that ask per class (`Flow.scenesByClass`).
  let scenesByClass: [(className: String, indices: [Int])]
  /// Every unwind action name some scene declares, for the families that ask whether an
  /// unwind can be caught at all (asking every scene for every unwind is quadratic).
  let unwindActionNames: Set<String>

  public init(flow: Flow) {
    self.flow = flow
    var indexByID: [String: Int] = [:]
    indexByID.reserveCapacity(flow.nodes.count)
    for (index, node) in flow.nodes.enumerated() {
      // One lookup finds the id or makes its entry; a repeated id keeps its first node.
      _ = { (slot: inout Int?) in if slot == nil { slot = index } }(&indexByID[node.id])
    }
    self.indexByID = indexByID

    var successors = [[Int]](repeating: [], count: flow.nodes.count)
    for (index, node) in flow.nodes.enumerated() {
      Self.forEachTarget(of: node) { target in
        if let targetIndex = indexByID[target] { successors[index].append(targetIndex) }
      }
    }
    self.successors = successors

    var entryScenes = [[Int]](repeating: [], count: flow.nodes.count)
    for index in flow.nodes.indices {
      entryScenes[index] = Self.entryScenes(
        of: index, children: successors[index], flow: flow, indexByID: indexByID)
    }
    self.entryScenes = entryScenes

    // A scene presents (or pushes) the entry scenes of every node it has a segue to; a
    // container's entry scenes are "presented" by whoever presents the container, which
    // the entry-scene expansion already accounts for.
    // A scene's successors are its segues' destinations, in order, already looked up.
    var presenters = [[Int]](repeating: [], count: flow.nodes.count)
    for (index, node) in flow.nodes.enumerated() {
      guard case .scene = node else { continue }
      for target in successors[index] {
        for entry in entryScenes[target] { presenters[entry].append(index) }
      }
    }
    self.presenters = presenters
    self.tabSiblings = TabSiblings(flow: flow, indexByID: indexByID, entryScenes: entryScenes)

    // A node with a storyboard ID can be instantiated from code, so it is a start too.
    var reachable = Set<Int>()
    if let start = indexByID[flow.initialID] {
      var queue = [start]
      reachable.insert(start)
      for (index, node) in flow.nodes.enumerated()
      where node.storyboardID != nil && reachable.insert(index).inserted {
        queue.append(index)
      }
      while let current = queue.popLast() {
        for next in successors[current] where reachable.insert(next).inserted {
          queue.append(next)
        }
      }
    }
    self.reachable = reachable
    self.scenesByClass = flow.scenesByClass()
    var unwindActionNames = Set<String>()
    for case .scene(let scene) in flow.nodes {
      for action in scene.unwindActions { unwindActionNames.insert(action.name) }
    }
    self.unwindActionNames = unwindActionNames
    self.onNavigationStack = Self.navigationStacks(
      flow: flow, indexByID: indexByID, reachable: reachable, entryScenes: entryScenes)
  }

  /// Calls `body` with each id a node leads to: a container's children and a scene's
  /// segue destinations. A closure rather than an array: this runs for every node.
  package static func forEachTarget(of node: Node, _ body: (String) -> Void) {
    switch node {
    case .scene(let scene):
      for case .segue(let segue) in scene.transitions { body(segue.destinationID) }
    case .navigation(let navigation): body(navigation.rootID)
    case .tabBar(let tabBar): for tab in tabBar.tabs { body(tab.destinationID) }
    case .split(let split):
      body(split.primaryID)
      body(split.secondaryID)
    case .reference: break
    }
  }

  /// - Parameter children: the nodes `start` leads to (its `successors`).
  static func entryScenes(
    of start: Int, children: [Int], flow: Flow, indexByID: [String: Int]
  ) -> [Int] {
    // A scene is its own entry, and a container whose children are all scenes (nearly
    // every navigation) has them: only containers of containers need the search.
    if case .scene = flow.nodes[start] { return [start] }
    if children.allSatisfy({ flow.nodes[$0].scene != nil }) {
      return children.count == 1 ? children : Array(Set(children)).sorted()
    }
    var result: [Int] = []
    var seen: Set<Int> = [start]
    var queue = [start]
    while let index = queue.popLast() {
      let node = flow.nodes[index]
      if case .scene = node {
        result.append(index)
        continue
      }
      if case .reference = node { continue }
      forEachTarget(of: node) { target in
        if let targetIndex = indexByID[target], seen.insert(targetIndex).inserted {
          queue.append(targetIndex)
        }
      }
    }
    return result.sorted()
  }

  /// A scene is on a navigation stack when it is the root of a navigation that is ever
  /// shown, or when a `show` or `embed` segue from a scene on a stack leads to it — or to
  /// a tab bar or split view controller that holds it: such a container is pushed, and
  /// `show` from its children pushes onto the same stack.
  ///
  /// A navigation nothing reaches is never shown, so its root is on its stack only in a
  /// flow nobody runs: a tab (or segue) that points at the root scene instead of at the
  /// navigation shows the scene on no stack at all. When `initial` itself is missing
  /// nothing is reachable, and every navigation counts, so that one broken reference
  /// does not turn into a warning at every `show`.
  static func navigationStacks(
    flow: Flow, indexByID: [String: Int], reachable: Set<Int>, entryScenes: [[Int]]
  ) -> Set<Int> {
    var onStack = Set<Int>()
    var queue: [Int] = []
    for (index, node) in flow.nodes.enumerated() {
      if case .navigation(let navigation) = node, reachable.isEmpty || reachable.contains(index),
        let root = indexByID[navigation.rootID],
        flow.nodes[root].scene != nil, onStack.insert(root).inserted
      {
        queue.append(root)
      }
    }
    while let index = queue.popLast() {
      guard let scene = flow.nodes[index].scene else { continue }
      // A child embedded in a container view is on its parent's stack: its
      // `navigationController` is the parent's, so its `show` segues push there too.
      for case .segue(let segue) in scene.transitions
      where segue.kind == .show || segue.kind == .embed {
        guard let target = indexByID[segue.destinationID] else { continue }
        switch flow.nodes[target] {
        case .scene:
          if onStack.insert(target).inserted { queue.append(target) }
        case .tabBar, .split:
          for entry in entryScenes[target] where onStack.insert(entry).inserted {
            queue.append(entry)
          }
        case .navigation, .reference:
          continue
        }
      }
    }
    return onStack
  }

  public func index(of id: String) -> Int? {
    indexByID[id]
  }

  public func node(_ id: String) -> Node? {
    indexByID[id].map { flow.nodes[$0] }
  }

  /// True when a segue to the node with this index lands inside a navigation controller:
  /// the node is one, or it is the root of one.
  public func isEmbeddedInNavigation(sceneIndex: Int) -> Bool {
    onNavigationStack.contains(sceneIndex)
  }

  /// Calls `body` with each scene that presents the scene at `sceneIndex`, in order: the
  /// scenes with a segue to it, then its tab siblings, tab bar by tab bar (a scene may
  /// come more than once).
  func forEachPresenter(of sceneIndex: Int, _ body: (Int) -> Void) {
    for presenter in presenters[sceneIndex] { body(presenter) }
    for (bar, tab) in tabSiblings.memberships[sceneIndex] {
      tabSiblings.forEachSibling(of: sceneIndex, bar: bar, tab: tab, body)
    }
  }

  /// True when `presenter` presents `scene` directly (a segue, or a tab sibling), found
  /// among at most `limit` segue presenters and tab bars of each; false when it does not
  /// or finding out would take longer.
  func presents(_ presenter: Int, _ scene: Int, lookingAt limit: Int) -> Bool {
    let direct = presenters[scene]
    if direct.count <= limit, direct.contains(presenter) { return true }
    let mine = tabSiblings.memberships[scene]
    let theirs = tabSiblings.memberships[presenter]
    guard presenter != scene, mine.count <= limit, theirs.count <= limit else { return false }
    return mine.contains { own in theirs.contains { $0.bar == own.bar && $0.tab != own.tab } }
  }

  /// The scenes that present the scene at `sceneIndex`, in `forEachPresenter`'s order.
  func presenters(of sceneIndex: Int) -> [Int] {
    var list: [Int] = []
    forEachPresenter(of: sceneIndex) { list.append($0) }
    return list
  }

  /// The nearest scenes beneath `sceneIndex` that match, on every path back from it:
  /// the search goes back along the presenting segues and stops, on each path, at the
  /// first scene that matches (anything further back is shadowed on that path). This is
  /// where an unwind whose action those scenes declare can arrive. In index order.
  ///
  /// One walk per question: to ask for many sources, `UnwindStopTable` (for a selector)
  /// or `nearestScenesBeneath(each:matching:)` answer them together.
  public func nearestScenesBeneath(_ sceneIndex: Int, matching matches: (Int) -> Bool) -> [Int] {
    var found: [Int] = []
    var seen = Set<Int>()
    var queue = presenters(of: sceneIndex)
    var head = 0
    while head < queue.count {
      let index = queue[head]
      head += 1
      guard seen.insert(index).inserted else { continue }
      if matches(index) {
        found.append(index)
      } else {
        forEachPresenter(of: index) { queue.append($0) }
      }
    }
    return found.sorted()
  }

  /// Scenes that can be beneath `sceneIndex` when the user gets there: those from which
  /// a chain of segues leads to it (through containers), searched backwards, nearest
  /// first. The scene itself is included only when it can be beneath itself (a cycle).
  /// `stop` ends the search early once it returns true for a scene.
  ///
  /// Breadth first, each scene queued once (`BeneathWalk`), so a tab bar's tabs cost their
  /// number once or twice per walk rather than once per tab.
  public func scenesBeneath(_ sceneIndex: Int, stopWhen stop: (Int) -> Bool = { _ in false })
    -> [Int]
  {
    var walk = BeneathWalk(graph: self, from: sceneIndex)
    var order: [Int] = []
    while let index = walk.next() {
      order.append(index)
      if stop(index) { break }
    }
    return order
  }
}
