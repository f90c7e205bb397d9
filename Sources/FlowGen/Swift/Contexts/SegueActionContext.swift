/// An `@IBSegueAction` (`<segue segueAction>`): the method UIKit calls, by its selector,
/// to create a segue's destination, so that the app can give it what it needs through
/// an initializer of its own. Generated in the machine class, overridden in the human one.
public struct SegueActionContext: Encodable, Sendable {
  /// The method (`makeAbout`): the selector's first piece without `WithCoder`.
  public var name: String
  /// The Objective-C selector the storyboard names, exactly
  /// (`makeAboutWithCoder:sender:`).
  public var selector: String
  /// `@objc(<selector>)` when the method's own selector is not `selector`, else null.
  @ExplicitNull public var objcAttribute: String?
  /// As many parameters as the selector has arguments: `_ coder: NSCoder`, then
  /// `sender: Any?`, then `segueIdentifier: String?`.
  public var parameterList: String
  /// What it returns (optionally): the destination node's class, or `UIViewController`
  /// when the segues that name the selector lead to different classes.
  public var destinationClassName: String
  /// The segues it creates destinations for, for its comment (`showAbout`).
  public var segueIDs: String
  /// Layout: the declaration fits on one line.
  public var fitsOnOneLine = true
}
