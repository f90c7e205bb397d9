/// A stored property of the navigator's state, declared in `State` and again, observed
/// on its own, in `Navigator`: `var <name>: <type> = <initialValue>`. One per stack that
/// pushes, tab bar and split (its detail, column and visibility), and the presentations.
public struct SwiftUIStatePropertyContext: Encodable, Sendable {
  /// `main`, `tabs`, `splitDetail`, `presented`.
  public var name: String
  /// `[MainRoute]`, `TabsTab`, `SplitColumn`.
  public var type: String
  /// What the flow starts with: `[]`, `.home`, `.primary`, `.automatic`.
  public var initialValue: String
}
