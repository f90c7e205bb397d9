/// A part of the state and the value a segue or a dismissal gives it: `<property> =
/// <value>`, or for a push `<property>.append(<value>)`.
public struct SwiftUIStateAssignmentContext: Encodable, Sendable {
  /// `main`, `splitDetail`, `tabs`: the state's property.
  public var property: String
  /// `.detail(friend: friend)`, `[]`, `.automatic`.
  public var value: String
}
