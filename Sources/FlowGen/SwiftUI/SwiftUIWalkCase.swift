/// One `case` of a switch that a walk over the navigator's state writes (over a tab, a
/// split's detail, a presentation's destination): the pattern and the node it leads to,
/// whose code is the case's body, `break` when the walk writes nothing for it.
public struct SwiftUIWalkCase<Node: Encodable & Sendable>: Encodable, Sendable {
  /// `.home`, `.detail`: what the case matches, without bindings.
  public var pattern: String
  /// The walk's context for the node the case shows (its `hasCode` says whether the case
  /// writes more than `break`).
  public var node: Node
}
