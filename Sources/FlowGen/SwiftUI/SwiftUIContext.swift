/// What the SwiftUI runtime's templates (`swift/swiftui/…`) are rendered with: the flow's
/// navigator and container views, and per scene its navigation protocol and skeleton.
///
/// Built by `SwiftUIContextBuilder` from a checked flow: names, expressions and layout
/// decisions (`…FitsOnOneLine`), which the templates write out as statements. The walks
/// over the state's node tree arrive as nested contexts (`SwiftUIScreenContext`,
/// `SwiftUILinkContext`, `SwiftUIValidPrefixContext`) that recursive partials
/// (`swift/swiftui/partials/…`) write; each switch arrives as a list of cases. Only the
/// popover anchors' modifiers still arrive as ready lines.
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
  /// What the navigator file imports: Foundation, Observation and the flow's declared
  /// modules (`<flow imports>`), whose types its routes and state name; sorted.
  public var navigatorImports: [String]
  /// What the views file imports: SwiftUI and the flow's declared modules; sorted.
  public var viewsImports: [String]
  public var runtime = "swiftui"
  /// Every scene, for `SceneID`.
  public var scenes: [SwiftUISceneContext]
  public var stacks: [SwiftUIStackContext]
  public var tabBars: [SwiftUITabBarContext]
  public var splits: [SwiftUISplitContext]
  /// What can be presented, for `Presentation`; empty when nothing is.
  public var presentations: [SwiftUINodeCaseContext]
  public var hasPresentations: Bool
  public var hasSplits: Bool
  /// Whether a segue says `modalInPresentation="true"`: `Presented` then carries
  /// `interactiveDismissDisabled`.
  public var hasModalSegues: Bool
  public var segues: [SwiftUISegueContext]
  public var hasSegues: Bool
  public var unwinds: [SwiftUIUnwindContext]
  public var hasUnwinds: Bool
  public var delegates: [SwiftUIDelegateContext]
  /// `SourceData`'s cases: a scene with unwinds and inputs or outputs, with them.
  public var sourceDataCases: [String]
  /// `Report`'s cases, and the switches of `State.delegateSources(of:)` and
  /// `State.cancelReport(from:of:)`.
  public var reportCases: [String]
  public var hasReports: Bool
  public var delegateSourceCases: [SwiftUISceneSetCaseContext]
  public var cancelReportCases: [SwiftUICancelReportCaseContext]
  /// `SegueID`'s cases (the presenting segues), the set `State.delegateSegues`, and
  /// `State.Link.segueWord(from:to:made:)`'s switch: a segue's own word where its source has
  /// several segues to its destination.
  public var segueIDs: [String]
  public var delegateSegues: String
  public var segueWordCases: [SwiftUISegueWordCaseContext]
  /// `State.recordedSegues(from:to:)`'s switch.
  public var recordedSegueCases: [SwiftUIRecordedSeguesCaseContext]
  /// `State.compactStyle(of:)`'s switch: the popovers whose segue says they become other
  /// than a sheet in compact width (`compactAdaptation`), in file order; every other
  /// popover becomes a sheet.
  public var compactAdaptations: [SwiftUICompactAdaptationContext]
  public var hasCompactAdaptations: Bool
  /// The stored properties of `State` (and `Navigator`): each stack that pushes, tab bar
  /// and split, and the presentations.
  public var stateProperties: [SwiftUIStatePropertyContext]
  /// `State.screen()`: the initial node's stops, then each presentation's.
  public var screen: SwiftUIScreenContext
  /// The cases of `State.perform(_:customStyle:)`'s switch, one per segue id.
  public var performCases: [SwiftUIPerformCaseContext]
  /// The cases of `State.dismiss(from:)`'s switch over what is dismissed.
  public var dismissCases: [SwiftUIDismissCaseContext]
  /// The cases of `Segue.init?(deepLink:from:inputs:)`'s switch, one per segue.
  public var deepLinkCases: [SwiftUIDeepLinkCaseContext]
  public var hasStateKeys: Bool
  /// `State.anchoredPopovers(from:)`'s switch: popovers shown at their trigger.
  public var anchorLines: [String]
  public var hasAnchorLines: Bool
  /// `Segue.sources`' switch.
  public var segueSourceCases: [SwiftUISceneSetCaseContext]
  /// The navigator's switch that renews a detail column's identity after a `showDetail`.
  public var detailIdentityCases: [SwiftUIDetailIdentityCaseContext]
  public var hasDetailIdentityCases: Bool
  /// Whether some segue shows no detail, so that switch needs a `default`.
  public var detailIdentityIsPartial: Bool
  /// `State.embedded(in:)`'s and `State.pushes(from:)`'s switches.
  public var embedCases: [SwiftUISceneSetCaseContext]
  public var hasEmbedCases: Bool
  public var pushCases: [SwiftUISceneSetCaseContext]
  public var hasPushCases: Bool
  /// The cases of `State.presenters(of:style:)`'s switch, one per presentable node.
  public var presentersCases: [SwiftUIPresentersCaseContext]
  /// `State.link()`: the initial node's words, then each presentation's.
  public var link: SwiftUILinkContext
  /// The scheme of a link asked for with one that is not a URL scheme.
  public var linkScheme: String
  /// The state's saved properties, and how `init(from:)` reads each.
  public var stateKeys: [String]
  public var decodes: [SwiftUIDecodeContext]
  /// False for a state with nothing to read (a flow of one scene and its embeds).
  public var hasDecodes: Bool
  /// `State.validPrefix()`: the initial node's valid part, then each presentation's.
  public var validPrefix: SwiftUIValidPrefixContext
  /// The initial scene: what an empty state shows on top.
  public var initialSceneCase: String
  /// The view of the initial node: `MainStack(navigator: navigator)`.
  public var initialView: String
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
  /// What the scene's machine and human files import: SwiftUI and the flow's declared
  /// modules (`<flow imports>`), whose types its inputs and outputs name; sorted.
  public var imports: [String]
  public var inputs: [SwiftUIInputContext]
  public var hasInputs: Bool
  /// `<output>`s: properties the view holds, handed to an unwind's hook.
  public var outputs: [SwiftUIInputContext]
  /// Whether an unwind from the scene hands its inputs and outputs to the hook, and the
  /// handle that carries them.
  public var hasSourceData: Bool
  /// `.editor(friend: friend, draft: draft)`: what the handle carries, else null.
  @ExplicitNull public var handleData: String?
  /// Layout: `<namespace>.<handleType>(navigator: navigator, data: <handleData>)` fits on
  /// one line, else its arguments are packed into `handleDataArgumentLines`.
  public var handleDataFitsOnOneLine: Bool
  public var handleDataArgumentLines: [String]
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
  /// The switch of `receiveReports()`: what the scene answers of the scenes it presents.
  public var receiveCases: [SwiftUIReceiveCaseContext]
  public var hasReceiveCases: Bool
  /// Whether the flow has reports the scene does not answer: the switch needs a `default`.
  public var ignoresOtherReports: Bool
  /// The unwind hooks that arrive here, for the skeleton's documentation.
  public var arrivals: [String]
  public var hasArrivals: Bool
  /// A sidebar's `List(selection:)` binding to its split's detail, or null.
  @ExplicitNull public var detailSelection: SwiftUIDetailSelectionContext?
  /// The scene's handle (`DetailScene`): its segues and unwinds, performed from it.
  public var handleType: String
  public var hasHandle: Bool
  /// `from: .detail`: where the handle performs its segues from.
  public var handleSource: String
  /// Where it unwinds from: `from: source` when the unwind hands over the scene's data,
  /// else `from: .detail`.
  public var handleUnwindSource: String
  public var handleSegues: [SwiftUIHandleSegueContext]
  public var hasHandleSegues: Bool
  public var handleUnwinds: [SwiftUIHandleUnwindContext]
  public var hasHandleUnwinds: Bool
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
  /// The popover its segue presents, anchored at it: modifier lines, indented relative
  /// to the button.
  public var anchorLines: [String]
}

public struct SwiftUIButtonContext: Encodable, Sendable {
  /// The property of the machine protocol (`chooseDestinationButton`).
  public var propertyName: String
  public var button: String
  /// Its accessibility identifier as a Swift literal (`"trip.chooseDestination"`).
  public var accessibilityIDLiteral: String = "\"\""
  public var anchorLines: [String]
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
  /// `.showDetail(friend: friend)`: the case of the scene's handle.
  public var handleValue: String
  /// For a `show`: the row that pushes it, `NavigationLink(value:)` with the route
  /// (`showDetailLink(friend: Friend.ID, @ViewBuilder label:)`), or null.
  @ExplicitNull public var link: SwiftUINavigationLinkContext?
  /// For a popover a cell or a table row fires: the row that fires it and shows the
  /// popover at itself (`previewRow<Row: Hashable, Label: View>(_:label:)`), or null.
  @ExplicitNull public var popoverRow: SwiftUISegueLinkContext?
}

/// A sidebar scene's selection: the detail its `showDetail` segues show, as a binding.
public struct SwiftUIDetailSelectionContext: Encodable, Sendable {
  /// `MailFlow.SplitDetail`.
  public var detailType: String
  /// `splitDetail`: the navigator's property.
  public var property: String
  /// `.sidebar`: the scene the segues are performed from.
  public var source: String
  /// The switch from a selected detail to the segue that shows it.
  public var cases: [SwiftUIDetailSelectionCaseContext]
  /// Whether some detail is shown by no segue of the scene: the switch needs a `default`.
  public var isPartial: Bool
}

/// A detail a sidebar's selection shows, and its `showDetail` segue.
public struct SwiftUIDetailSelectionCaseContext: Encodable, Sendable {
  /// `.message(let id)` or `.message`: the selected detail.
  public var pattern: String
  /// `.showMessage(id: id)`: the segue that shows it.
  public var segueValue: String
  /// Layout: `case <pattern>: navigator.perform(…)` fits on one line.
  public var fitsOnOneLine: Bool
}

/// A `show` segue as a `NavigationLink(value:)` row: its method's signature and route.
public struct SwiftUISegueLinkContext: Encodable, Sendable {
  /// `showDetailLink<Label: View>(friend: Friend.ID, @ViewBuilder label: () -> Label)`.
  public var signature: String
  /// `NavigationLink(value: FriendListFlow.MainRoute.detail(friend: friend), label: label)`,
  /// broken when it does not fit.
  public var bodyLines: [String]
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
  /// The destination's first scene's id as a Swift literal: its word in a link.
  public var linkWord: String
  /// The destination's inputs, each a further word of its link (`DeepLink.word(_:)`).
  public var inputNames: [String]
  public var hasInputs: Bool
}

/// A popover segue's `compactAdaptation`: the presentation it makes, as `Presented`
/// records it, and what that popover becomes in compact width.
public struct SwiftUICompactAdaptationContext: Encodable, Sendable {
  /// The `SceneID` case of the scene the segue leaves from (`letter`).
  public var sourceCase: String
  /// The `Presentation` case of what it presents (`replyEditor`).
  public var destinationCase: String
  /// The segue's `SegueID` case where its presentation records it (its source has other
  /// segues to its destination), else null: any presentation from `sourceCase` of
  /// `destinationCase` is this segue's.
  @ExplicitNull public var segueCase: String?
  /// A `PresentationStyle` case: `fullScreenCover` or `popover` (a sheet is the default).
  public var style: String
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
  /// The scene the tab shows first.
  public var entryCase: String
  public var view: String
  /// The tab's title: `Text(<localized>)`, or `Text(verbatim: "<id>")`.
  public var title: String
  /// Its icon (`Image(systemName: "star")`, or a choice of two by selection), else null:
  /// the label is then the title alone.
  @ExplicitNull public var icon: String?
  /// The tab's accessibility identifier as a Swift literal (`"tabs.home"`).
  public var accessibilityIDLiteral: String
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
  /// The state's properties for the column a collapsed split shows, and which columns a
  /// wide one shows; the navigator's for the detail's identity.
  public var columnProperty: String
  public var visibilityProperty: String
  public var identityProperty: String
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
  /// The scene's `SceneID` case: the sender of its reports.
  public var sceneCase: String
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
  /// Whether the event has a parameter (then `closureArguments` names it).
  public var hasParameter: Bool
  public var isOptional: Bool
  /// `detailDidSave`: the `Report` case the callback sends, with `closureArguments`.
  public var reportCase: String
}
