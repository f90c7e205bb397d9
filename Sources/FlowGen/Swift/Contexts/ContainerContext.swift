/// A tab bar or split view controller of the flow, as the hook of a segue to it receives
/// it: a struct in the flow's namespace (`SinkFlow.TabsContainer`) holding the controller
/// and giving each child typed as the flow knows it.
public struct ContainerContext: Encodable, Sendable {
  /// The container's node id (`tabs`).
  public var nodeID: String
  /// The struct's name in the flow's namespace (`TabsContainer`).
  public var typeName: String
  /// The container's class (`UITabBarController`, or its `class`).
  public var className: String
  /// `tab bar` or `split view`, for comments.
  public var kindComment: String
  /// Its children, in order: the tabs, or the primary and secondary columns.
  public var children: [ContainerChildContext]
}

/// One child of a container: a computed property of the container's struct.
public struct ContainerChildContext: Encodable, Sendable {
  /// The property (`home`; for a split, `primary` and `secondary`).
  public var name: String
  /// What it is typed as: the scene's class; a navigation's root scene's; a container's
  /// class; `UIViewController` for a storyboard reference.
  public var typeName: String
  /// Its position among the container's `viewControllers`.
  public var index: Int
  /// The child is a navigation controller: the property is its root scene.
  public var looksThroughNavigation: Bool
  /// The `UISplitViewController.Column` of a column-style split's child (`primary`,
  /// `secondary`), read with `viewController(for:)` and through the navigation
  /// controller UIKit wraps a column in; null for tabs and classic splits.
  @ExplicitNull public var column: String? = nil
  /// What the child is, for its comment (`Tab 1 (“Home”): \`home\`, the root of \`homeNavigation\``).
  public var comment: String
}
