/// `State.validPrefix()` (`swift/swiftui/navigator`): the part of the state the flow's
/// segues could have made, each container copied through
/// `swift/swiftui/partials/valid-node`, then the presentations bottom first.
public struct SwiftUIValidPrefixContext: Encodable, Sendable {
  /// Whether anything is checked: false for a state of no stack, tab bar, split or
  /// presentation, whose valid prefix is `Self()`.
  public var checksAnything: Bool
  /// Whether some stack is checked, which clears `isValid` (`var`, else `let`).
  public var mutatesIsValid: Bool
  /// The initial node's walk.
  public var initial: SwiftUIValidNodeContext
  /// The switch over a presentation's destination, one case per presentable node.
  public var presented: [SwiftUIWalkCase<SwiftUIValidNodeContext>]
  /// Whether some presented node checks anything of its own: else there is no switch.
  public var hasPresentedCode: Bool
}

/// A node as `State.validPrefix()` walks it: what it holds, copied while `isValid`. At
/// most one of `stack`, `tabBar` and `split` is set; a scene and a reference copy nothing.
public struct SwiftUIValidNodeContext: Encodable, Sendable {
  /// Whether the walk writes code for the node.
  public var hasCode = false
  /// A stack that pushes: its routes up to the first no segue could have pushed.
  @ExplicitNull public var stack: Stack? = nil
  /// A tab bar: each tab's own state, then the selected tab.
  @ExplicitNull public var tabBar: TabBar? = nil
  /// A split: its primary, its detail and columns, then the detail's own state.
  @ExplicitNull public var split: Split? = nil

  public struct Stack: Encodable, Sendable {
    /// The state's property of the stack's routes (`main`).
    public var property: String
    /// The root scene's case (`friends`), beneath the first route.
    public var rootCase: String
    /// Layout: `valid.<property> = Self.validRoutes(…)` fits on one line.
    public var fitsOnOneLine: Bool
  }

  public struct TabBar: Encodable, Sendable {
    /// The state's property of the selected tab (`tabs`).
    public var property: String
    /// The tab enum (`FriendListFlow.TabsTab`).
    public var tabType: String
    /// Whether some tab's node checks anything: only then is there a loop over the tabs.
    public var hasTabCode: Bool
    /// The switch over a tab in that loop.
    public var tabs: [SwiftUIWalkCase<SwiftUIValidNodeContext>]
  }

  public struct Split: Encodable, Sendable {
    /// The primary's walk: none or one node.
    public var primary: [SwiftUIValidNodeContext]
    /// The state's properties copied together: the detail, the column, the visibility.
    public var properties: [String]
    /// The state's property of the detail (`splitDetail`).
    public var detailProperty: String
    /// Whether some detail's node checks anything: only then is there a switch.
    public var hasDetailCode: Bool
    /// The switch over the detail.
    public var details: [SwiftUIWalkCase<SwiftUIValidNodeContext>]
  }
}
