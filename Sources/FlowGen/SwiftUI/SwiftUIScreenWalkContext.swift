/// `State.screen()` (`swift/swiftui/navigator`): every scene the state shows, as stops,
/// the initial node's first, then each presentation's, each container through
/// `swift/swiftui/partials/screen-node`.
public struct SwiftUIScreenContext: Encodable, Sendable {
  /// The context of the initial node's stops (`context1`, layer 0).
  public var initialContext: String
  /// The initial node's walk.
  public var initial: SwiftUIScreenNodeContext
  /// The context of a presentation's stops, its layer (`context4`).
  public var presentedContext: String
  /// The switch over a presentation's destination, one case per presentable node.
  public var presented: [SwiftUIWalkCase<SwiftUIScreenNodeContext>]
}

/// A node as `State.screen()` walks it: the stops it shows and the contexts they are in.
/// Stack columns (`column`) and contexts (`context2`) are numbered in the walk's order.
/// At most one of `stop`, `stack`, `tabBar` and `split` is set; a reference shows nothing.
public struct SwiftUIScreenNodeContext: Encodable, Sendable {
  /// Whether the walk writes code for the node.
  public var hasCode = false
  /// A scene, or a stack that pushes nothing: one stop.
  @ExplicitNull public var stop: Stop? = nil
  /// A stack that pushes: its root, then each route, each popping what is above it.
  @ExplicitNull public var stack: Stack? = nil
  /// A tab bar: each tab's stop, selecting it, then the tab's node in a context that is
  /// off screen unless the tab is selected; the selected tab last.
  @ExplicitNull public var tabBar: TabBar? = nil
  /// A split: its primary in a context hidden when collapsed to the secondary column,
  /// its detail in one hidden when collapsed to the primary.
  @ExplicitNull public var split: Split? = nil

  public struct Stop: Encodable, Sendable {
    /// The scene's case (`friends`).
    public var sceneCase: String
    /// The stop's column: one per stack or scene, numbered in the walk's order.
    public var column: Int
    /// The context it is in (`context1`).
    public var context: String
  }

  public struct Stack: Encodable, Sendable {
    /// The root scene's case (`friends`).
    public var rootCase: String
    /// The stack's column, shared by its root and routes.
    public var column: Int
    /// The context it is in (`context1`).
    public var context: String
    /// The state's property of the stack's routes (`main`).
    public var property: String
    /// Layout: the root's stop with its closure fits on one line.
    public var fitsOnOneLine: Bool
  }

  public struct TabBar: Encodable, Sendable {
    /// The state's property of the selected tab (`tabs`).
    public var property: String
    /// The tab enum (`FriendListFlow.TabsTab`).
    public var tabType: String
    /// The context the tab bar is in (`context1`).
    public var context: String
    /// The context of a tab's node (`context2`).
    public var tabContext: String
    /// Layout: `let <tabContext> = <context>.inside(offScreen: …) { … }` fits on one line.
    public var tabContextFitsOnOneLine: Bool
    /// The switch over a tab.
    public var tabs: [SwiftUIWalkCase<SwiftUIScreenNodeContext>]
  }

  public struct Split: Encodable, Sendable {
    /// The context the split is in (`context1`).
    public var context: String
    /// The state's property of the column a collapsed split shows (`splitColumn`).
    public var columnProperty: String
    /// The state's property of the detail (`splitDetail`).
    public var detailProperty: String
    /// The context of the primary's stops (`context2`); null without a primary.
    @ExplicitNull public var primaryContext: String? = nil
    /// The primary's walk: none or one node.
    public var primary: [SwiftUIScreenNodeContext]
    /// The context of the detail's stops (`context3`); null without a detail.
    @ExplicitNull public var detailContext: String? = nil
    /// The switch over the detail; empty without one.
    public var details: [SwiftUIWalkCase<SwiftUIScreenNodeContext>]
  }
}
