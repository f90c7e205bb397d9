/// Everything the graph template (`graph/flow`) prints, computed from a flow: the values
/// are plain text already escaped for where they land, and their names say how
/// (`…DOT`: a quoted DOT identifier or string, quotes included; `…HTML`: text for a
/// Graphviz HTML-like label). How things look (shapes, colours, line styles) is the
/// template's business, so a `--templates` folder can restyle the diagram without
/// touching flowc.
///
/// Absent values are explicit nulls (`GraphContextValue`), and key names differ between
/// nesting levels as well, so that no section can print an enclosing context's value by
/// accident.
public struct GraphContext: GraphContextValue, Sendable {
  /// The digraph's name (the flow's), as a DOT identifier.
  public var graphNameDOT: String
  /// The flow's name, shown as the diagram's title.
  public var flowNameHTML: String
  /// Interface Builder's "arrow from nowhere" into the initial node; nil only when the
  /// flow names no initial node at all.
  public var initialMarker: GraphInitialMarker?
  /// One per navigation stack, in file order.
  public var clusters: [GraphCluster]
  /// The nodes on no navigation stack, in file order.
  public var nodes: [GraphNode]
  /// Red placeholders for ids the flow mentions but does not declare (only with errors).
  public var missingNodes: [GraphNode]
  /// Relationships, segues and unwinds, in file order.
  public var edges: [GraphEdge]
  /// The legend cluster (`--legend`), or nil.
  public var legend: GraphLegend?
  /// True with `--detail`: scenes list their outlets, actions and unwind actions.
  public var includesDetail: Bool
}
