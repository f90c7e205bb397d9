/// What the SwiftUI runtime's templates (`swift/swiftui/…`) are rendered with: the flow's
/// navigator and container views, and per scene its navigation protocol and skeleton.
///
/// Every Swift fragment here is built by `SwiftUIContextBuilder` from a checked flow, so
/// that the templates only place it. Bodies made of many cases (what a segue does to the
/// state, which scenes are on screen) arrive as ready lines, indented for where they land.
public struct SwiftUIFlowContext: Encodable, Sendable {
  public var flowName: String
  /// `FriendListFlow`.
  public var namespace: String
  public var sourceFileName: String
  public var headerLine: String
  public var accessPrefix: String
  /// `FriendListFlow.swift`: the navigator, routes and state (Foundation and Observation).
  public var sharedFileName: String
  /// `FriendListFlowViews.swift`: the root view and the container views (SwiftUI).
  public var viewsFileName: String
  public var runtime = "swiftui"
  /// Every scene, for `SceneID`.
  public var scenes: [SwiftUISceneContext]
  public var stacks: [SwiftUIStackContext]
  public var tabBars: [SwiftUITabBarContext]
  public var splits: [SwiftUISplitContext]
  /// What can be presented, for `Presentation`; empty when nothing is.
  public var presentations: [SwiftUINodeCaseContext]
  public var hasPresentations: Bool
  public var hasCustomSegues: Bool
  /// Whether a segue says `modalInPresentation="true"`: `Presented` then carries
  /// `interactiveDismissDisabled`.
  public var hasModalSegues: Bool
  public var segues: [SwiftUISegueContext]
  public var hasSegues: Bool
  public var unwinds: [SwiftUIUnwindContext]
  public var hasUnwinds: Bool
  public var delegates: [SwiftUIDelegateContext]
  /// The stored properties of `State`, one per stack, tab bar and split: `var main: [MainRoute] = []`.
  public var stateProperties: [String]
  /// The body of `State.stops()` after its first line.
  public var stopLines: [String]
  /// The body of `State.perform(_:customStyle:)`'s switch.
  public var performLines: [String]
  /// The body of `State.dismiss(from:)`'s switch over what is dismissed.
  public var resetLines: [String]
  /// The body of `Segue.init?(deepLink:from:inputs:)`'s switch.
  public var deepLinkLines: [String]
  /// The body of `State.selectTab(showing:)`'s switch; empty without tab bars.
  public var tabLinkLines: [String]
  public var hasTabs: Bool
  /// The initial scene: what an empty state shows on top.
  public var initialSceneCase: String
  /// The view of the initial node: `MainStack(navigator: navigator)`.
  public var initialView: String
  /// The switch over `presented.destination` in `PresentedView`.
  public var presentedViewLines: [String]
  // The flow's text: the storyboard runtime's `Strings` partial renders it.
  public var stringsTableLiteral: String
  public var stringsTableComment: String
  public var strings: [NodeStringsContext]
  public var hasStrings: Bool
  public var hasTables: Bool
}

/// A scene: its `SceneID` case, its view, and its machine and human files.
public struct SwiftUISceneContext: Encodable, Sendable {
  public var id: String
  public var idLiteral: String
  /// The accessibility identifier of the scene's content as a Swift literal (`"master"`).
  public var rootAccessibilityIDLiteral: String = "\"\""
  /// The `.onAppear { … }` modifier that reports the scene to the navigation trace.
  public var onAppearLines: [String] = []
  /// The `SceneID` case (`master`).
  public var caseName: String
  /// ` = "2up"` when the case is not spelled as the id, else empty.
  public var caseRawValue: String
  /// The human view (`MasterView`).
  public var viewName: String
  /// The machine protocol the view adopts (`MasterViewBase`).
  public var protocolName: String
  public var machineFileName: String
  public var humanFileName: String
  public var namespace: String
  public var headerLine: String
  public var accessPrefix: String
  public var sourceFileName: String
  public var inputs: [SwiftUIInputContext]
  public var hasInputs: Bool
  /// `navigator: FriendListFlow.Navigator, friend: Friend.ID`.
  public var initParameters: String
  /// The navigation title expression, or null.
  @ExplicitNull public var titleExpression: String?
  public var toolbarItems: [SwiftUIToolbarItemContext]
  public var hasToolbar: Bool
  /// Modifiers after the toolbar: `.interactiveDismissDisabled()` for
  /// `<scene modalInPresentation="true">`.
  public var viewModifiers: [String]
  /// Methods the human view writes: the scene's `<action>`s.
  public var actions: [SwiftUIActionContext]
  /// The segues that leave the scene, as methods of the machine protocol.
  public var segues: [SwiftUISceneSegueContext]
  public var unwinds: [SwiftUISceneUnwindContext]
  public var buttons: [SwiftUIButtonContext]
  public var hasButtons: Bool
  public var embeds: [SwiftUIEmbedContext]
  /// The delegate events the scene reports, through the navigator.
  @ExplicitNull public var delegate: SwiftUIDelegateContext?
  @ExplicitNull public var table: SwiftUITableContext?
  /// What a presenting scene answers for the delegates of the scenes it presents:
  /// every event as a requirement, optional ones with an empty default, required ones
  /// in the skeleton.
  public var delegateRequirements: [String]
  public var delegateDefaults: [String]
  public var delegateRequirementsHuman: [String]
  /// The unwind hooks that arrive here, for the skeleton's documentation.
  public var arrivals: [String]
  public var hasArrivals: Bool
}

public struct SwiftUIInputContext: Encodable, Sendable {
  public var name: String
  public var type: String
}

public struct SwiftUIToolbarItemContext: Encodable, Sendable {
  /// `.topBarLeading` or `.topBarTrailing`.
  public var placement: String
  /// `Button("Edit") { editDetail() }`: the whole button.
  public var button: String
  /// Its accessibility identifier as a Swift literal (`"detail.editDetail"`).
  public var accessibilityIDLiteral: String = "\"\""
}

public struct SwiftUIButtonContext: Encodable, Sendable {
  /// The property of the machine protocol (`chooseDestinationButton`).
  public var propertyName: String
  public var button: String
  /// Its accessibility identifier as a Swift literal (`"trip.chooseDestination"`).
  public var accessibilityIDLiteral: String = "\"\""
}

public struct SwiftUIActionContext: Encodable, Sendable {
  public var name: String
}

public struct SwiftUISceneSegueContext: Encodable, Sendable {
  /// The segue's id, which the navigation trace reports.
  public var id: String = ""
  /// The navigation trace call the segue's method makes, laid out to fit.
  public var traceLines: [String] = []
  /// `showDetail(friend: Friend.ID)`.
  public var signature: String
  /// `.showDetail(friend: friend)`.
  public var segueValue: String
  public var summary: String
  /// With a delegate: the events' callbacks set before the segue is performed.
  public var delegateAssignments: [String]
}

public struct SwiftUISceneUnwindContext: Encodable, Sendable {
  public var name: String
  /// The navigation trace call the unwind's method makes, laid out to fit.
  public var traceLines: [String] = []
}

public struct SwiftUIEmbedContext: Encodable, Sendable {
  /// `embedSummary`.
  public var propertyName: String
  public var view: String
}

/// A `<navigation>`: its `NavigationStack` view and the routes it pushes.
public struct SwiftUIStackContext: Encodable, Sendable {
  public var id: String
  /// `main`: the state's property holding the path.
  public var propertyName: String
  /// `MainRoute`.
  public var routeType: String
  /// `MainStack`.
  public var viewName: String
  public var rootView: String
  /// The root scene's inputs, which the stack is given and hands on.
  public var inputs: [SwiftUIInputContext]
  public var routes: [SwiftUINodeCaseContext]
  public var hasRoutes: Bool
  /// What `<navigation largeTitles barHidden toolbarHidden>` says, as modifiers of the
  /// root and of every route (UIKit sets them on the controller, for every scene).
  public var barModifiers: [String]
}

/// One case of an enum of destinations (a route, a presentation, a detail, a tab).
public struct SwiftUINodeCaseContext: Encodable, Sendable {
  /// `detail(friend: Friend.ID)` or `detail`.
  public var caseDeclaration: String
  /// `.detail`: the pattern without its bindings.
  public var barePattern: String
  /// `.detail(let friend)` or `.detail`.
  public var pattern: String
  /// `DetailView(navigator: navigator, friend: friend)`.
  public var view: String
  /// The `SceneID` case the destination shows first.
  public var sceneCase: String
}

public struct SwiftUITabBarContext: Encodable, Sendable {
  public var id: String
  public var propertyName: String
  /// `TabsTab`.
  public var typeName: String
  public var viewName: String
  public var tabs: [SwiftUITabContext]
  public var initialCase: String
}

public struct SwiftUITabContext: Encodable, Sendable {
  public var caseName: String
  public var view: String
  /// The `tabItem`'s label, a line each, indented relative to the first.
  public var labelLines: [String]
}

public struct SwiftUISplitContext: Encodable, Sendable {
  public var id: String
  /// `split`: the state's property holding what the detail column shows (`splitDetail`).
  public var propertyName: String
  /// `SplitDetail`.
  public var typeName: String
  public var viewName: String
  public var sidebarView: String
  public var details: [SwiftUINodeCaseContext]
  /// `<split collapse>` as a `NavigationSplitViewColumn` (`.detail`), or null.
  @ExplicitNull public var compactColumn: String?
  public var initialCase: String
}

public struct SwiftUISegueContext: Encodable, Sendable {
  /// `showDetail(friend: Friend.ID)`.
  public var caseDeclaration: String
  public var summary: String
}

public struct SwiftUIUnwindContext: Encodable, Sendable {
  public var caseName: String
  /// `didUnwindSaveInput`.
  public var hookName: String
  /// `[.detail]`: the scenes with a method of the unwind's selector.
  public var catchers: String
  /// `[.detail]`: those of them where the unwind arrives (an `<unwindAction>`).
  public var arrivals: String
}

/// A scene's `<delegate>`: typed callbacks the presenting scene sets on the navigator.
public struct SwiftUIDelegateContext: Encodable, Sendable {
  /// `DestinationDelegate`.
  public var typeName: String
  /// `destinationDelegate`.
  public var propertyName: String
  public var events: [SwiftUIDelegateEventContext]
}

public struct SwiftUIDelegateEventContext: Encodable, Sendable {
  public var name: String
  /// `(@MainActor (_ save: Bool) -> Void)?`.
  public var callbackType: String
  /// `didFinishWithSave(save: Bool)` / `didCancel()`.
  public var signature: String
  /// `didFinishWithSave?(save)`.
  public var call: String
  /// `save in ` (or nothing), and `save`: the callback the presenting scene sets.
  public var closureParameters: String
  public var closureArguments: String
  public var isOptional: Bool
}

/// A `<table>` as a `Form`: its values and its sections.
public struct SwiftUITableContext: Encodable, Sendable {
  /// `HeroEditorValues`.
  public var valuesType: String
  public var fields: [String]
  /// The body of the form view, indented.
  public var formLines: [String]
}
