/// A navigation stack: the navigation controller, its root and what is pushed onto it,
/// drawn inside one box the way Interface Builder lines a stack up.
public struct GraphCluster: GraphContextValue, Sendable {
  /// The subgraph's DOT identifier; it starts with `cluster`, which is what makes
  /// Graphviz draw a box around it.
  public var clusterDOT: String
  /// The navigation controller's id, naming the stack.
  public var stackNameHTML: String
  /// The navigation node first, then the nodes on its stack in file order.
  public var members: [GraphNode]
}
