/// A prototype cell: a case of the scene's `CellIdentifier` enum.
public struct CellContext: Encodable, Sendable {
  /// Derived from the reuse identifier, unique in the scene (`"Cell"` → `cell`).
  public var caseName: String
  /// The reuse identifier as a Swift string literal, the case's raw value.
  public var reuseIDLiteral: String
  /// The reuse identifier made safe for a comment.
  public var reuseIDComment: String
  /// The cell's class, or null.
  @ExplicitNull public var className: String?
  /// With a class, in a table or collection view controller, the helper that dequeues the
  /// cell as that class (`dequeueBookCell`), else null.
  @ExplicitNull public var dequeueFunctionName: String?
  /// Layout: its declaration fits on one line.
  public var dequeueFitsOnOneLine = true
  /// Layout: its `guard let typed = cell as? C else {` fits on one line.
  public var dequeueCastFitsOnOneLine = true
  /// The message the dequeue helper stops with when the storyboard's prototype is of
  /// another class (`cell` is bound by the generated code), or null without a helper.
  @ExplicitNull public var dequeueMismatchMessage: String? = nil
  /// Layout: `case name = "reuse identifier"` fits on one line.
  public var caseFitsOnOneLine = true
}
