/// One storyboard identifier: a case of the flow's `StoryboardID` enum.
public struct StoryboardIDContext: Encodable, Sendable {
  /// The enum case, derived from the identifier (`"Book Detail"` → `bookDetail`).
  public var caseName: String
  /// The identifier as a Swift string literal, the case's raw value.
  public var literal: String
  /// The node that carries it.
  public var nodeID: String
  /// The class of that node (a scene's class, or the container's).
  public var className: String
  /// Layout: `case name = "identifier"` fits on one line.
  public var caseFitsOnOneLine = true
}
