import FlowAnalysis
import FlowModel

/// The walks over the navigator's state that depend on the flow's shape, following the
/// node tree from the initial node and from each presentation: what the state shows
/// (`screen()`), the words of a link to it (`link()`, `+LinkWalk`), and the part of it the
/// segues could have made (`validPrefix()`, `+ValidWalk`). Each container holds the
/// contexts of the nodes it holds, which the templates nest, so the three walks agree on
/// the order in which a state is read: each stack from its root, the tabs in order, the
/// sidebar before the detail, presentations bottom first.
extension SwiftUIContextBuilder {
  func splitProperty(_ index: Int) -> String { sceneCase(index) + "Detail" }
  func columnProperty(_ index: Int) -> String { sceneCase(index) + "Column" }
  func visibilityProperty(_ index: Int) -> String { sceneCase(index) + "Visibility" }

  /// The routes a stack pushes, or nil when it pushes nothing (and has no path).
  func pushedRoutes(ofStack index: Int) -> [Int]? {
    guard let stack = layout.stacks.first(where: { $0.nodeIndex == index }), stack.rootIndex != nil,
      !stack.pushed.isEmpty
    else { return nil }
    return stack.pushed
  }

  func details(ofSplit index: Int) -> [Int] {
    layout.splits.first { $0.nodeIndex == index }?.details ?? []
  }

  func tabTargets(_ tabBar: TabBarController) -> [Int] {
    tabBar.tabs.compactMap { graph.index(of: $0.destinationID) }
  }
}
