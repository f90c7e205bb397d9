import FlowModel

/// UIKit's unwind search asks a tab bar controller's other children: the scenes of each
/// tab are, for an unwind, beneath the scenes of its sibling tabs. Written out scene by
/// scene that is every pair of tabs — a tab bar of 10,000 tabs would be 10⁸ presentations —
/// so the relation is kept as the tab bars themselves, and read in the order a written-out
/// list would have (`FlowGraph.forEachPresenter`).
struct TabSiblings: Sendable {
  /// Per tab bar of two tabs or more, in the flow's order: per tab, its entry scenes.
  let bars: [[[Int]]]
  /// Per node, the tabs it is an entry scene of: (tab bar, tab), in the order of `bars`
  /// and of the tabs.
  let memberships: [[(bar: Int, tab: Int)]]

  init(flow: Flow, indexByID: [String: Int], entryScenes: [[Int]]) {
    var bars: [[[Int]]] = []
    var memberships = [[(bar: Int, tab: Int)]](repeating: [], count: flow.nodes.count)
    for node in flow.nodes {
      guard case .tabBar(let tabBar) = node, tabBar.tabs.count > 1 else { continue }
      let tabs = tabBar.tabs.map { tab in
        indexByID[tab.destinationID].map { entryScenes[$0] } ?? []
      }
      for (tab, entries) in tabs.enumerated() {
        for entry in entries { memberships[entry].append((bars.count, tab)) }
      }
      bars.append(tabs)
    }
    self.bars = bars
    self.memberships = memberships
  }

  /// Calls `body` with each sibling of `scene` as the tab `tab` of tab bar `bar`: the
  /// entries of the other tabs, in order, without the scene itself.
  func forEachSibling(of scene: Int, bar: Int, tab: Int, _ body: (Int) -> Void) {
    for (other, entries) in bars[bar].enumerated() where other != tab {
      for entry in entries where entry != scene { body(entry) }
    }
  }
}
