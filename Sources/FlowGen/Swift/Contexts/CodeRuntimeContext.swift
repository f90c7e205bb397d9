/// What the code runtime (`runtime="code"`) adds to a flow's context: how the flow's
/// `Scenes` factory creates every node, and which navigation helpers the shared file needs.
/// Null for the storyboard runtime.
public struct FlowCodeContext: Encodable, Sendable {
  /// The node `makeInitialViewController()` builds (`main`).
  public var initialBuilder: String
  /// Every node, in file order: a factory method and a builder each.
  public var nodes: [CodeNodeContext]
  /// The scenes with `init="custom"`: the requirements of the `CustomScenes` protocol
  /// that the app's `Scenes` subclass conforms to.
  public var customScenes: [CodeNodeContext]
  /// True when some scene has `init="custom"`: `makeInitialViewController` then takes
  /// `some CustomScenes`, and has no form without `scenes`.
  public var hasCustomScenes: Bool
  /// Every `<unwindAction>` name of the flow's scenes, once each, in file order: the cases
  /// of the shared `UnwindAction` enum.
  public var unwindActions: [String]
  /// True when some scene unwinds: the shared file gets the unwinding helpers.
  public var hasUnwinds: Bool
  /// True when some scene declares unwind actions: `UnwindAction` and `UnwindDestination`.
  public var hasUnwindActions: Bool
  public var hasPopovers: Bool
  public var hasEmbeds: Bool
  /// True when the shared `Navigation` helpers are needed (unwinds, popovers or embeds).
  public var hasNavigationHelpers: Bool
  /// Some split is column-style: `Scenes` keeps their delegates, and the shared file
  /// declares `SplitCollapsing`.
  public var hasColumnSplits = false
  /// `open ` with public access (`options.access`), else empty: written before `Scenes`
  /// and its `make…` methods, which an app subclasses and overrides from its own module.
  public var openPrefix = ""
}

/// One node of the flow as the `Scenes` factory creates it: an overridable
/// `make<Id>(…)` that calls an initialiser, and `<id>()`, which builds the node whole.
public struct CodeNodeContext: Encodable, Sendable {
  /// The node id (`editNavigation`).
  public var id: String
  /// `scene`, `navigation`, `tabBar`, `split` or `reference`.
  public var kind: String
  public var isScene: Bool
  public var isNavigation: Bool
  public var isTabBar: Bool
  public var isSplit: Bool
  public var isReference: Bool
  /// The class the builders return (`UINavigationController`, `DetailViewController`).
  public var className: String
  /// `makeEditNavigation`.
  public var makerName: String
  /// The builder, the node id (`editNavigation`).
  public var builderName: String
  /// The expression `make<Id>` returns by default (`DetailViewController(style: .plain)`;
  /// for a navigation `UINavigationController(rootViewController: root)`).
  public var initializer: String
  /// How the builder calls the maker: `makeDetail()`, `makeItem(rootView: makeItemRootView())`
  /// for a hosting controller, `custom.makeDetail()` for a scene with `init="custom"`.
  public var makerCall: String
  /// `init="custom"`: the maker is a requirement of `CustomScenes`, with no default.
  public var isCustom: Bool
  /// A `UIHostingController<V>` scene: `V`, and the hook that makes the root view
  /// (`makeItemRootView`); else null.
  @ExplicitNull public var rootViewType: String?
  @ExplicitNull public var rootViewMakerName: String?
  /// `init="custom"`: what the builder stops with when `Scenes` does not conform to
  /// `CustomScenes` (the line of a multi-line string literal); else null.
  @ExplicitNull public var customSceneMessage: String?
  /// A scene's title as its builder sets it, localized (`Strings.Detail.title`), before
  /// any segue's hook runs; else null.
  @ExplicitNull public var titleText: String?
  /// What the flow says about the node beyond its class, each a statement: a scene's
  /// builder runs them on `scene` (`scene.isModalInPresentation = true`), a navigation's
  /// default maker on `navigation` (`navigation.navigationBar.prefersLargeTitles = true`).
  public var settings: [String] = []
  public var hasSettings = false
  /// A split in the iOS 14 column style (`style` not written, `doubleColumn` or
  /// `tripleColumn`): made with `init(style:)`, its columns set with
  /// `setViewController(_:for:)`, its delegate a `SplitCollapsing` that shows `topColumn`
  /// when it collapses. False for `style="unspecified"`, the classic split.
  public var isColumnStyle = false
  /// A column-style split's `UISplitViewController.Column` shown when it collapses
  /// (`<split collapse>`, `primary` unless written); else null.
  @ExplicitNull public var topColumn: String?
  /// A column-style split that collapses to its primary: the primary's builder, which
  /// also makes its `.compact` column when its maker gave it a delegate of its own (which
  /// then decides no collapse); else null.
  @ExplicitNull public var compactBuilder: String?
  /// A navigation's root scene: its class and builder; else null.
  @ExplicitNull public var rootClassName: String?
  @ExplicitNull public var rootBuilder: String?
  /// A tab bar's tabs, in order, or a split's primary and secondary.
  public var children: [CodeChildContext]
  public var hasChildren: Bool
  /// The children's local names, comma-separated (`tab1, tab2`), for `viewControllers`.
  public var childList: String
}

/// A child of a tab bar or split view controller, built by its node's builder.
public struct CodeChildContext: Encodable, Sendable {
  /// `child1`, `child2`…: the local name in the builder.
  public var name: String
  public var builderName: String
  /// A tab's title as a Swift literal, or null (no title, or a split's child).
  @ExplicitNull public var titleLiteral: String?
  /// The tab's title localized (`Strings.Tabs.homeNavigationTabTitle`), or null.
  @ExplicitNull public var titleText: String?
  /// The tab's position, its `UITabBarItem` tag.
  public var index: Int
  /// A tab the flow says something about (a title, an image, a system item): the
  /// overridable method that makes its `UITabBarItem` (`makeSettingsTabBarItem`); else null.
  @ExplicitNull public var itemMakerName: String?
  /// The lines of the expression that method returns, laid out as swift-format would
  /// (`UITabBarItem(title: …, image: UIImage(systemName: "star"), tag: 0)`).
  public var itemLines: [String] = []
  /// A tab's bar item's accessibility identifier as a Swift literal (`"tabs.friends"`);
  /// null for a split's child.
  @ExplicitNull public var accessibilityIDLiteral: String?
}

/// What a scene's machine file needs in the code runtime.
public struct SceneCodeContext: Encodable, Sendable {
  /// The factory type (`FriendListFlow.Scenes`).
  public var scenesTypeName: String
  public var segues: [CodeSegueContext]
  public var leftBarButtons: [CodeTriggerContext]
  public var hasLeftBarButtons: Bool
  public var rightBarButtons: [CodeTriggerContext]
  public var hasRightBarButtons: Bool
  public var buttons: [CodeTriggerContext]
  public var hasButtons: Bool
  /// The vertical stack view the buttons' `place…Button` hooks add them to by default
  /// (`buttonStack`, unless an outlet or action has that name).
  public var buttonStackName: String
  /// Prototype cells the table (or collection) view must know before it dequeues them.
  public var cellRegistrations: [CodeCellContext]
  /// A table view controller's cells with a `style` (and no class of their own):
  /// `dequeueCell(_:for:)` makes them in that style, unregistered.
  public var styledCells: [CodeCellContext]
  public var hasStyledCells: Bool
  /// Some cell of the table is registered (has no `style`).
  public var hasUnstyledCells: Bool
  public var registersTableCells: Bool
  public var registersCollectionCells: Bool
  /// Cells that fire a transition when selected (not in a scene with a table layout).
  public var cellSelections: [CodeCellContext]
  public var selectsTableCells: Bool
  public var selectsCollectionCells: Bool
  /// The `embed` segues, each performed by its own private method when the view loads;
  /// they are no cases of `Segue`, as in the storyboard runtime.
  public var embeds: [CodeSegueContext]
  public var hasEmbeds: Bool
  /// True when `viewDidLoad` gives the view the system background colour when it has
  /// none, as a storyboard's scene has (every scene but a table or collection view's).
  public var setsBackground: Bool
  /// The root view's accessibility identifier as a Swift literal (`"detail"`), which
  /// `viewDidLoad` gives a view without one; for a class several scenes share, the
  /// property that gives the shown scene's (`sceneRootAccessibilityIdentifier`).
  public var rootAccessibilityIDLiteral: String = "\"\""
  /// The statements of `viewDidLoad` that give the bar button items their accessibility
  /// identifiers, laid out as swift-format would.
  public var barButtonIdentifierLines: [String] = []
  /// True when `viewDidLoad` has anything to do.
  public var hasViewDidLoad: Bool
  /// What it does, in words, for its comment, in lines that fit (`shows the flow's title
  /// and installs the bar buttons.`).
  public var viewDidLoadSummary: [String]
  /// The unwinds leaving the scene, each with the `UnwindAction` case it returns to.
  public var unwinds: [CodeUnwindContext]
  /// True when the scene declares every unwind action of the flow (its `switch` over
  /// `UnwindAction` then needs no `default`).
  public var declaresEveryUnwindAction: Bool
  /// The scene's unwind actions as a Swift array literal (`[.save, .cancel]`).
  public var unwindActionList: String
  /// The scene has a table layout: a drag of the table dismisses the keyboard.
  public var dismissesKeyboard = false
  /// For a class several scenes share, what `viewDidLoad` sets up for each, by `sceneID`,
  /// in `switch` order: the others', then the first scene's, the `default`; the fields
  /// above then hold no scene's triggers, but `buttons` every scene's button properties.
  /// Empty for one scene.
  public var sceneSetUps: [CodeSceneSetUpContext] = []
  /// Some scene of a shared class has something to set up: `viewDidLoad` switches on
  /// `sceneID`.
  public var hasSceneSetUps = false
  /// Some scene of a shared class fires a transition from a cell: the cell selection
  /// (and `willDisplay`) switch on `sceneID`, then on the cell's identifier.
  public var hasSceneCellSelections = false
}

/// A segue as `perform(_:sender:)` carries it out in code.
public struct CodeSegueContext: Encodable, Sendable, Hashable {
  public var id: String
  /// The navigation trace call `perform(_:sender:)` makes for the segue, laid out to fit.
  public var traceLines: [String] = []
  /// The hook, named as in the storyboard runtime (`prepareShowDetail`).
  public var hookName: String
  /// A cell of a table or collection view fires it: the hook also gets its index path.
  public var passesIndexPath: Bool
  /// A `present` segue's swipe-dismissal hook (`didDismissWriteNote`), or null.
  @ExplicitNull public var didDismissHookName: String?
  /// For a tab bar or split view destination, the struct its hooks receive, as in the
  /// storyboard runtime (`SinkFlow.TabsContainer`); else null.
  @ExplicitNull public var containerTypeName: String?
  /// The call of the prepare hook, in lines that fit where it is placed:
  /// `prepareShowTabs(SinkFlow.TabsContainer(controller: destination), sender: sender)`.
  public var hookCallLines: [String] = []
  /// The swipe-dismissal hook's call (`self.didDismissWriteNote(destination)`), in lines
  /// that fit; empty without that hook.
  public var didDismissCallLines: [String] = []
  /// As in the storyboard runtime: what the presentation delegate answers for a popover
  /// in compact width (`formSheet`, `fullScreen`, `none`), or null.
  @ExplicitNull public var compactAdaptationStyle: String?
  /// Layout: without a swipe-dismissal hook, the `AdaptivePopoverDelegate.adapt(…)` call
  /// fits on one line.
  public var adaptationFitsOnOneLine = false
  /// An embed's private method (`performEmbedSummary`), which `viewDidLoad` calls; else null.
  @ExplicitNull public var performerName: String?
  /// An embed's assertion message when its container outlet is nil as the view loads,
  /// the line of a multi-line string literal; else null.
  @ExplicitNull public var missingContainerMessage: String?
  /// The builder of the controller the hook receives (`edit`, `detail`, `tabs`).
  public var destinationBuilder: String
  /// For a navigation destination: the factory method that wraps the root
  /// (`makeEditNavigation`); else null.
  @ExplicitNull public var navigationMaker: String?
  /// What the kind shows: `shown` (the navigation around the destination) or
  /// `destination` itself.
  public var shownName: String
  /// Exactly one is true.
  public var isShow: Bool
  public var isShowDetail: Bool
  public var isPresent: Bool
  public var isPopover: Bool
  public var isEmbed: Bool
  public var isCustom: Bool
  /// It shows a popover (a `popover` segue, or a `present` segue with
  /// `presentation="popover"`): `Navigation.makePopover` makes what it shows one, anchored
  /// at the sender, before the hook runs.
  public var anchorsPopover: Bool = false
  /// `delegate="true"`: the destination's delegate is set to this scene first.
  public var setsDelegate: Bool
  /// An embed's container outlet, or null.
  @ExplicitNull public var containerOutlet: String?
  /// A custom segue's class, or null.
  @ExplicitNull public var segueClass: String?
  /// What a `present` segue sets on what it shows before the hook runs, as a storyboard
  /// does before `prepare(for:sender:)`: `modalPresentationStyle = .formSheet`,
  /// `modalTransitionStyle = .crossDissolve`, `isModalInPresentation = true`.
  public var presentationSettings: [String] = []
  /// In a class several scenes share, whose scenes carry out a segue of this id
  /// differently (another destination, another kind): one context per way, each laid out
  /// inside a `switch sceneID` case, the first scene's way the `default`. Empty when they
  /// all carry it out alike.
  public var variants: [CodeSegueContext] = []
  public var hasVariants = false
  /// A variant's `switch sceneID` label, laid out to fit: `case "poetry", "essays":`, or
  /// `default:`; empty outside a variant.
  public var sceneCaseLines: [String] = []
}

/// A bar button or button, created in code with a `UIAction` that does what the flow says.
public struct CodeTriggerContext: Encodable, Sendable {
  /// For a button, its property (`chooseDestinationButton`) and its placing hook
  /// (`placeChooseDestinationButton`); else null.
  @ExplicitNull public var propertyName: String?
  @ExplicitNull public var placeHookName: String?
  /// A system item's `UIBarButtonItem.SystemItem` case, or null.
  @ExplicitNull public var systemItem: String?
  /// The title as a Swift literal (`""` when there is none).
  public var titleLiteral: String
  /// The title the code shows, localized (`Strings.addBarButtonTitle`), as a Swift
  /// expression (`""` when there is none).
  public var titleText: String
  /// The title made safe for a comment.
  public var titleComment: String
  /// True when tapping it does anything.
  public var hasHandler: Bool
  /// The statements of the `UIAction`'s handler, each one line (`self?.perform(.x, sender:
  /// action.sender)`).
  public var handlerStatements: [String]
  /// `,` after each bar button item of a side with several, else empty.
  public var trailingComma: String = ""
  /// Layout: `primaryAction: UIAction(title: …) { [weak self] action in` fits on one
  /// line; else the closure's capture list and parameter start the next one.
  public var actionFitsOnOneLine = true
  /// Its accessibility identifier as a Swift literal (`"detail.editDetail"`), which UI
  /// tests find it by (`AccessibilityIdentifiers`).
  public var accessibilityIDLiteral: String = "\"\""
}

/// A prototype cell: its `CellIdentifier` case, its class and, when selecting it fires a
/// transition, the statement that fires it.
public struct CodeCellContext: Encodable, Sendable {
  public var caseName: String
  public var className: String
  /// `<cell style>` as a `UITableViewCell.CellStyle` case (`subtitle`), or null.
  @ExplicitNull public var style: String?
  @ExplicitNull public var selectionStatement: String?
  /// The statement giving a cell whose selection fires a transition its accessibility
  /// identifier (`cell.accessibilityIdentifier = "master.showDetail"`, which the UI-test
  /// navigator selects it by), in lines that fit; empty for one that fires none.
  public var accessibilityIDLines: [String] = []
}

/// An unwind leaving a scene in the code runtime.
public struct CodeUnwindContext: Encodable, Sendable {
  public var id: String
  /// The `UnwindAction` case (the `<unwindAction>` name).
  public var actionName: String
}
