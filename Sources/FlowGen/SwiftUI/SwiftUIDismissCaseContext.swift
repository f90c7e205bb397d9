/// A presentation as `State.dismiss(from:)` resets it: a case of its switch over what is
/// dismissed.
public struct SwiftUIDismissCaseContext: Encodable, Sendable {
  /// `.composer`: the presentation, binding nothing.
  public var pattern: String
  /// The stacks, tabs and details inside it, back to where they start; empty: `break`.
  public var resets: [SwiftUIStateAssignmentContext]
}
