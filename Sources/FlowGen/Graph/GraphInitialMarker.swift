/// The invisible point and the edge from it into the initial node.
public struct GraphInitialMarker: GraphContextValue, Sendable {
  /// The invisible point's DOT identifier.
  public var markerDOT: String
  /// The initial node's DOT identifier (a red placeholder when it does not exist).
  public var initialNodeDOT: String
  public var isBrokenMarker: Bool
}
