/// What navigation traces say UI tests exercised of a flow (`flowc graph --coverage`):
/// the diagram draws those segues and unwinds as exercised, the others as never
/// exercised, so a reader sees at a glance which paths the tests never take.
public struct DiagramCoverage: Sendable, Equatable {
  /// The ids of the segues performed.
  public var segues: Set<String>
  /// The ids of the unwinds that arrived.
  public var unwinds: Set<String>

  public init(segues: Set<String>, unwinds: Set<String>) {
    self.segues = segues
    self.unwinds = unwinds
  }
}
