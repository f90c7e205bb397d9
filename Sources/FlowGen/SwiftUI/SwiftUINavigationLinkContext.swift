/// A `show` segue as a list row the scene's view can place: a method returning
/// `NavigationLink(value: <route>, label: label)`, which pushes the segue's route.
public struct SwiftUINavigationLinkContext: Encodable, Sendable {
  /// `showDetailLink<Label: View>(friend: Friend.ID, @ViewBuilder label: () -> Label)`.
  public var signature: String
  /// `FriendListFlow.MainRoute.detail(friend: friend)`: the route it pushes.
  public var route: String
  /// Layout: `NavigationLink(value: <route>, label: label)` fits on one line.
  public var fitsOnOneLine: Bool
  /// The accessibility identifier of what fires the segue, as a Swift literal, or null
  /// when code fires it.
  @ExplicitNull public var accessibilityIDLiteral: String?
}
