/// `FlowGraph.scenesBeneath`, one scene at a time: breadth first back from a source along
/// the presentations (`FlowGraph.forEachPresenter`), each scene met once.
///
/// A scene is queued the first time it is met, which gives the order a queue of every
/// presentation would give when scenes met again are skipped as they come out. That
/// lets a tab bar's siblings be queued without reading every tab for every tab: the first
/// scene of tab `t` to go back through the tab bar queues every other tab's scenes, the
/// first scene of another tab queues tab `t`'s, and after that the tab bar has nothing
/// left to queue.
struct BeneathWalk {
  private let graph: FlowGraph
  private var queue: [Int] = []
  private var head = 0
  /// Scenes queued so far. A set, not an array the size of the flow: a walk costs the
  /// scenes it meets, and most walks stop after a few.
  private var queued: Set<Int> = []
  /// The scene returned last, whose presenters are queued when the next is asked for.
  private var pending: Int?
  /// Per tab bar met: the tab whose scenes are still to queue, or nil once all are.
  private var tabBars: [Int: Int?] = [:]

  init(graph: FlowGraph, from source: Int) {
    self.graph = graph
    // The source is not queued: a cycle back to it meets it like any other scene. Its own
    // presenters are read as they come, without the tab bars' state, which holds only for
    // queued scenes.
    graph.forEachPresenter(of: source) { enqueue($0) }
  }

  /// The next scene, nearest first; nil when the walk has met every scene beneath.
  mutating func next() -> Int? {
    if let scene = pending {
      for presenter in graph.presenters[scene] { enqueue(presenter) }
      for (bar, tab) in graph.tabSiblings.memberships[scene] { enqueueSiblings(bar: bar, tab: tab) }
    }
    guard head < queue.count else {
      pending = nil
      return nil
    }
    let scene = queue[head]
    head += 1
    pending = scene
    return scene
  }

  private mutating func enqueue(_ scene: Int) {
    if queued.insert(scene).inserted { queue.append(scene) }
  }

  /// The siblings of a queued scene of tab `tab`: the other tabs' scenes, in order.
  private mutating func enqueueSiblings(bar: Int, tab: Int) {
    let tabs = graph.tabSiblings.bars[bar]
    switch tabBars[bar] {
    case .none:
      for (other, entries) in tabs.enumerated() where other != tab {
        for entry in entries { enqueue(entry) }
      }
      tabBars[bar] = .some(tab)
    case .some(.some(let left)) where left != tab:
      for entry in tabs[left] { enqueue(entry) }
      tabBars[bar] = .some(nil)
    case .some:
      break
    }
  }
}
