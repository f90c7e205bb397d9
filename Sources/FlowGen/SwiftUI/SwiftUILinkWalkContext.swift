/// `State.link()` (`swift/swiftui/navigator`): the words that rebuild the state from the
/// initial node, read beneath first, each container through
/// `swift/swiftui/partials/link-node`.
public struct SwiftUILinkContext: Encodable, Sendable {
  /// The initial node's walk.
  public var initial: SwiftUILinkNodeContext
  /// Whether `link()` adds to the link it starts with (`var`, else `let`).
  public var isMutated: Bool
  /// The switch over a presentation's destination, one case per presentable node.
  public var presented: [SwiftUIWalkCase<SwiftUILinkNodeContext>]
  /// Whether some presented node writes words of its own: else there is no switch.
  public var hasPresentedCode: Bool
}

/// A node as `State.link()` walks it: the words of what it holds beyond its first scene.
/// At most one of `stack`, `tabBar` and `split` is set; a scene and a reference write
/// nothing.
public struct SwiftUILinkNodeContext: Encodable, Sendable {
  /// Whether the walk writes code for the node.
  public var hasCode = false
  /// A stack that pushes: its routes' words.
  @ExplicitNull public var stack: Stack? = nil
  /// A tab bar with tabs: the selected tab's word where it is not the first or the link
  /// does not already end in it, and the words of each tab's own state.
  @ExplicitNull public var tabBar: TabBar? = nil
  /// A split: its primary's words, then the detail's where it is not the first or holds
  /// words of its own.
  @ExplicitNull public var split: Split? = nil

  public struct Stack: Encodable, Sendable {
    /// The state's property of the stack's routes (`main`).
    public var property: String
    /// Layout: `for route in <property> { … }` fits on one line.
    public var fitsOnOneLine: Bool
  }

  public struct TabBar: Encodable, Sendable {
    /// The state's property of the selected tab (`tabs`).
    public var property: String
    /// The tab enum (`FriendListFlow.TabsTab`).
    public var tabType: String
    /// The pattern of the first tab (`.home`), selected by default.
    public var firstPattern: String
    /// The local function that makes a tab's words (`tabsLink`).
    public var function: String
    /// Whether some tab's node writes words of its own: only then is there `function`.
    public var hasTabCode: Bool
    /// The switch over a tab in `function`.
    public var tabs: [SwiftUIWalkCase<SwiftUILinkNodeContext>]
  }

  public struct Split: Encodable, Sendable {
    /// The primary's walk: none or one node.
    public var primary: [SwiftUILinkNodeContext]
    /// Whether the split has a detail (then `property` and `firstPattern` are used).
    public var hasDetails: Bool
    /// The state's property of the detail (`splitDetail`).
    public var property: String
    /// The pattern of the first detail (`.message`), shown by default.
    public var firstPattern: String
    /// The local function that makes the detail's own words (`splitDetailLink`).
    public var function: String
    /// Whether some detail's node writes words of its own: only then is there `function`.
    public var hasDetailCode: Bool
    /// The switch over the detail in `function`.
    public var details: [SwiftUIWalkCase<SwiftUILinkNodeContext>]
  }
}
