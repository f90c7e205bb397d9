/// What the shared file of a flow (`swift/shared`) is rendered with, and what
/// `flowc dump` prints: the flow as a whole, with the context of each of its scenes.
public struct FlowContext: Encodable, Sendable {
  /// The flow's name (`FriendList`).
  public var flowName: String
  /// The enum that namespaces the flow's shared declarations (`FriendListFlow`).
  public var namespace: String
  /// `flowName` as a Swift string literal.
  public var nameLiteral: String
  /// The storyboard's file name without `.storyboard` (`<flow storyboard>`, default the
  /// flow's name) as a Swift string literal: what `UIStoryboard(name:bundle:)` is given.
  public var storyboardNameLiteral: String = ""
  /// The storyboard's file name (`Main_iPhone.storyboard`) made safe for a comment.
  public var storyboardFileComment: String = ""
  /// The input file's name (`FriendList.flow`), comment-safe (`SwiftLiteral.comment`).
  public var sourceFileName: String
  /// The first line of every machine file: flowc recognises its own files by it.
  public var headerLine: String
  /// Written before every generated declaration: `""` for `internal` (Swift's default, so
  /// nothing is written), `"public "` for `options.access` `public`.
  public var accessPrefix: String
  /// The shared file's name (`FriendListFlow.swift`).
  public var sharedFileName: String
  /// Modules the shared file imports.
  public var imports: [String]
  /// The id of the node shown first.
  public var initialNodeID: String
  /// The class of the node shown first, which `instantiateInitialViewController()`
  /// returns (`UINavigationController`, a scene's class; `UIViewController` for a
  /// storyboard reference).
  public var initialClassName: String = "UIViewController"
  /// The message `instantiateInitialViewController()` stops with when the storyboard has
  /// no initial view controller, or one of another class; `controller` is bound by the
  /// generated code.
  public var initialMismatchMessage: String = ""
  /// Layout: `static func instantiateInitialViewController(…) -> C {` fits on one line.
  public var initialFunctionFitsOnOneLine = true
  /// Layout: its `guard let initial = … as? C else {` fits on one line.
  public var initialCastFitsOnOneLine = true
  /// The initial node is a plain `UIViewController` (a storyboard reference): there is
  /// no class to cast to, only a controller to expect.
  public var initialIsPlainController = false
  /// Every storyboard identifier in the flow, scenes and containers, in file order.
  public var storyboardIDs: [StoryboardIDContext]
  public var hasStoryboardIDs: Bool
  /// True when some scene has a `<table>`: the shared table types are then generated.
  public var hasTables: Bool
  /// The flow's tab bar and split view controllers, as segue hooks receive them.
  public var containers: [ContainerContext]
  public var hasContainers: Bool
  /// Some split is column-style: the shared file reads its columns with `column(_:of:)`.
  public var hasColumnStyleSplits: Bool = false
  /// True when a scene gives what a segue presents a presentation delegate (for a
  /// swipe-dismissal hook or a popover's compact adaptation): the shared file then
  /// declares `PresentationDelegate`.
  public var hasPresentationDelegates: Bool = false
  /// True when a scene has a segue with a swipe-dismissal hook: the name custom templates
  /// written before `hasPresentationDelegates` read, kept with its meaning.
  public var hasPresentSegues: Bool = false
  /// True when a segue says what its popover becomes in compact width: the shared file
  /// then declares `AdaptivePopoverDelegate`.
  public var hasCompactAdaptations: Bool = false
  /// The strings table the flow's text is looked up in, as a Swift string literal
  /// (`"FriendList"`: `FriendList.xcstrings`).
  public var stringsTableLiteral: String
  /// The table's name made safe for a comment.
  public var stringsTableComment: String
  /// The text each node shows, for `<Flow>Flow.Strings`, in file order; only nodes with
  /// text.
  public var strings: [NodeStringsContext]
  public var hasStrings: Bool
  public var scenes: [SceneContext]
  /// `storyboard` or `code`: which templates render the flow (`swift/…` or `swift/code/…`).
  public var runtime: String = "storyboard"
  /// What the code runtime adds, or null for the storyboard runtime.
  @ExplicitNull public var code: FlowCodeContext? = nil
}

/// The flow as a scene's files see it (a scene's templates are rendered with the scene
/// alone, so what they need of the flow travels with it).
public struct FlowReferenceContext: Encodable, Sendable {
  public var flowName: String
  public var namespace: String
  public var sourceFileName: String
  public var headerLine: String
  /// As in the flow context.
  public var accessPrefix: String
}
