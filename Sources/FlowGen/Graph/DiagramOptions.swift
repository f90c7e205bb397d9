/// What a diagram shows beyond the scenes and their transitions.
public struct DiagramOptions: Sendable, Equatable {
  /// Each scene's outlets, actions and unwind actions under its class and title
  /// (`--detail`): the diagram then doubles as a summary of the generated code.
  public var includesDetail: Bool
  /// A cluster that shows each edge style once, labelled with its kind (`--legend`).
  public var includesLegend: Bool
  /// What UI tests exercised (`--coverage`): transitions drawn as exercised or not.
  public var coverage: DiagramCoverage?

  public init(
    includesDetail: Bool = false, includesLegend: Bool = false, coverage: DiagramCoverage? = nil
  ) {
    self.includesDetail = includesDetail
    self.includesLegend = includesLegend
    self.coverage = coverage
  }
}
