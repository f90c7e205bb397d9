/// A target-action method: the `@IBAction` in the machine class calls `hookName`.
public struct ActionContext: Encodable, Sendable {
  /// The `@IBAction` method (`insertNewObject`).
  public var name: String
  /// The sender's type (`Any` unless written).
  public var senderType: String
  /// The overridable method it forwards to (`handleInsertNewObject`).
  public var hookName: String
  /// Layout: the action's and the hook's declarations fit on one line each.
  public var fitsOnOneLine = true
}
