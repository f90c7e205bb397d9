/// `FlowGraph.scenesBeneath`, one scene at a time: breadth first back from a source along
/// the presentations (`FlowGraph.forEachPresenter`), each scene met once.
///
/// The queue is the written-out one — every presenter of every scene met, in order, a
/// scene met again skipped as it comes out — kept short in two ways. A tab bar's
/// siblings go in as one entry, a run of the tab bar's scenes read as the walk reaches
/// it, so a walk that stops after a few scenes never reads the other tabs. And a tab bar
/// is queued at most twice after the source's own: the first scene of tab `t` to go back
/// through it queues every other tab's scenes, the first scene of another tab queues tab
/// `t`'s, and after that every scene of it is already in the queue ahead of where the
/// written-out list would put it again.
struct BeneathWalk {
  private let graph: FlowGraph
  /// What is still to come: scenes, and runs of tab bar siblings.
  private var queue: [Entry] = []
  private var head = 0
  /// Where the run at `head` has got to: (tab, position in the tab's scenes).
  private var cursor = (tab: 0, entry: 0)
  /// Scenes returned so far. A set, not an array the size of the flow: a walk costs the
  /// scenes it meets, and most walks stop after a few.
  private var met: Set<Int> = []
  /// The scene returned last, whose presenters are queued when the next is asked for.
  private var pending: Int?
  /// Per tab bar met: the tab whose scenes are still to queue, or nil once all are.
  private var tabBars: [Int: Int?] = [:]

  private enum Entry {
    case scene(Int)
    /// The scenes of tab bar `bar`'s tabs other than `tab`, in order, without `scene`
    /// (`TabSiblings.forEachSibling`); with `only`, the scenes of that tab alone.
    case siblings(bar: Int, tab: Int, scene: Int, only: Int?)
  }

  init(graph: FlowGraph, from source: Int) {
    self.graph = graph
    // The source is not met: a cycle back to it meets it like any other scene. Its own
    // presenters are queued without the tab bars' state, which holds only for scenes met.
    queuePresenters(of: source, keepingState: false)
  }

  /// The next scene, nearest first; nil when the walk has met every scene beneath.
  mutating func next() -> Int? {
    if let scene = pending {
      pending = nil
      queuePresenters(of: scene, keepingState: true)
    }
    while head < queue.count {
      let scene: Int
      switch queue[head] {
      case .scene(let one):
        head += 1
        scene = one
      case .siblings(let bar, let tab, let excluded, let only):
        guard let next = nextSibling(bar: bar, tab: tab, excluding: excluded, only: only) else {
          head += 1
          cursor = (0, 0)
          continue
        }
        scene = next
      }
      guard met.insert(scene).inserted else { continue }
      pending = scene
      return scene
    }
    return nil
  }

  /// The next scene of the run at `head`, moving the cursor past it; nil at its end.
  private mutating func nextSibling(bar: Int, tab: Int, excluding scene: Int, only: Int?)
    -> Int?
  {
    let tabs = graph.tabSiblings.bars[bar]
    if let only, cursor.tab < only { cursor = (only, 0) }
    while cursor.tab < tabs.count && (only == nil || cursor.tab == only) {
      let entries = tabs[cursor.tab]
      if cursor.tab == tab && only == nil || cursor.entry >= entries.count {
        cursor = (cursor.tab + 1, 0)
        continue
      }
      let entry = entries[cursor.entry]
      cursor.entry += 1
      if entry != scene { return entry }
    }
    return nil
  }

  private mutating func queuePresenters(of scene: Int, keepingState: Bool) {
    for presenter in graph.presenters[scene] where !met.contains(presenter) {
      queue.append(.scene(presenter))
    }
    for (bar, tab) in graph.tabSiblings.memberships[scene] {
      guard keepingState else {
        queue.append(.siblings(bar: bar, tab: tab, scene: scene, only: nil))
        continue
      }
      switch tabBars[bar] {
      case .none:
        queue.append(.siblings(bar: bar, tab: tab, scene: scene, only: nil))
        tabBars[bar] = .some(tab)
      case .some(.some(let left)) where left != tab:
        queue.append(.siblings(bar: bar, tab: tab, scene: scene, only: left))
        tabBars[bar] = .some(nil)
      case .some:
        break
      }
    }
  }
}
