/// A target-action method: the `@IBAction` in the machine class calls `hookName`.
public struct ActionContext: Encodable, Sendable {
  /// The `@IBAction` method (`insertNewObject`).
  public var name: String
  /// The Objective-C selector the storyboard sends (`insertNewObject:`), for comments.
  public var selector: String
  /// True when the method is an `@IBAction`: its selector has one argument (the
  /// sender). Swift accepts `@IBAction` with no argument or two only when it compiles for
  /// iOS, so those methods are `@objc`, which gives them the same selector everywhere.
  public var isIBAction: Bool
  /// `@objc(<selector>)` when the method's own selector is not `selector`, `@objc` for a
  /// method that is not an `@IBAction`, else null.
  @ExplicitNull public var objcAttribute: String?
  /// The parameters of the action and of its hook, as many as the selector has
  /// arguments: empty, `_ sender: <senderType>`, or that and `_ event: UIEvent`.
  public var parameterList: String
  /// The action's arguments as it passes them to the hook (`sender`, `sender, event`).
  public var argumentList: String
  /// The sender's type (`Any` unless written).
  public var senderType: String
  /// The overridable method it forwards to (`handleInsertNewObject`).
  public var hookName: String
}
