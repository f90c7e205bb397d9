/// The `--legend` cluster: one sample edge per style, between two invisible points,
/// labelled with what the style means. The samples go through the same style partial as
/// the diagram's edges.
///
/// The samples are laid out two to a row (an invisible edge joins the first sample's head
/// to the second's tail), which keeps the legend half as tall as a single column.
public struct GraphLegend: GraphContextValue, Sendable {
  public var legendClusterDOT: String
  public var entries: [GraphLegendEntry]

  /// How many samples share a row.
  static let columns = 2

  /// Every style, in the order the legend lists them.
  static func make() -> GraphLegend {
    var entries: [GraphLegendEntry] = []
    for (offset, style) in GraphEdgeStyle.allCases.enumerated() {
      let startsRow = offset % columns == 0
      entries.append(
        GraphLegendEntry(
          sampleTailDOT: DOTEscaping.syntheticIdentifier("legend", style.rawValue, "from"),
          sampleHeadDOT: DOTEscaping.syntheticIdentifier("legend", style.rawValue, "to"),
          style: style,
          meaningHTML: DOTEscaping.html(style.meaning),
          previousSampleHeadDOT: startsRow ? nil : entries.last?.sampleHeadDOT))
    }
    return GraphLegend(
      legendClusterDOT: DOTEscaping.syntheticIdentifier("cluster", "flowc", "legend"),
      entries: entries)
  }
}

/// One sample edge of the legend.
public struct GraphLegendEntry: GraphContextValue, Sendable {
  public var sampleTailDOT: String
  public var sampleHeadDOT: String
  public var style: GraphEdgeStyle
  public var meaningHTML: String
  /// The head of the sample before this one on the same row, which an invisible edge
  /// joins to this sample's tail; nil at the start of a row.
  public var previousSampleHeadDOT: String?
}
