/// What a scene's machine file (`swift/machine`) and human file (`swift/human`) are
/// rendered with. Every name and literal is final: templates only place them.
public struct SceneContext: Encodable, Sendable {
  public var flow: FlowReferenceContext
  /// The scene's id in the flow (`master`).
  public var id: String
  /// The id `viewDidAppear` reports to the navigation trace; null for a class several
  /// scenes share, which cannot tell which of them appeared.
  @ExplicitNull public var traceSceneID: String? = nil
  /// The trace call `viewDidAppear` makes, laid out to fit; empty with no `traceSceneID`.
  public var traceSceneLines: [String] = []
  /// For a class several scenes share, how its controllers tell which scene they show;
  /// null for a class of one scene.
  @ExplicitNull public var sharedScenes: SharedScenesContext? = nil
  /// The human class, which the app uses (`MasterViewController`).
  public var className: String
  /// The machine class the human class inherits from (`MasterViewControllerBase`).
  public var baseClassName: String
  /// The UIKit superclass of the machine class (`UITableViewController`).
  public var superclassName: String
  /// The class name in lowerCamelCase (`masterViewController`).
  public var lowerClassName: String
  /// The title as a Swift string literal, or null; null too for code built from a
  /// storyboard, which has the titles (and their translations) itself.
  @ExplicitNull public var titleLiteral: String?
  /// The title made safe for a comment, or null.
  @ExplicitNull public var titleComment: String?
  /// The localized title as a Swift expression (`Strings.title`), or null.
  @ExplicitNull public var titleText: String?
  /// The scene's enum in `<Flow>Flow.Strings` (`Detail`), which the machine class aliases
  /// as `Strings`, or null when the scene shows no text of the flow's.
  @ExplicitNull public var stringsEnum: String?
  /// `<className>Base.swift`, written to the output folder.
  public var machineFileName: String
  /// `<className>.swift`, created in the skeletons folder.
  public var humanFileName: String
  /// Modules both files import, sorted.
  public var imports: [String]
  public var outlets: [OutletContext]
  public var hasOutlets: Bool
  public var actions: [ActionContext]
  public var hasActions: Bool
  /// Every segue with a prepare hook, in file order.
  public var segues: [SegueContext]
  public var hasSegues: Bool
  /// The segues that are cases of `Segue` (`isEnumerated`).
  public var enumeratedSegues: [SegueContext]
  public var hasEnumeratedSegues: Bool
  /// The segues `prepare` recognises outside the enum: by identifier (embeds) or by their
  /// destination's class (no identifier).
  public var otherSegues: [SegueContext]
  public var hasOtherSegues: Bool
  public var unwinds: [UnwindContext]
  public var hasUnwinds: Bool
  public var unwindActions: [UnwindActionContext]
  public var hasUnwindActions: Bool
  /// True when some unwind action has arrivals, so the human file has unwind hooks.
  public var hasUnwindHooks: Bool
  public var cells: [CellContext]
  public var hasCells: Bool
  /// The base is `UITableViewController`: a typed `dequeueCell` is generated.
  public var dequeuesTableCells: Bool
  /// The base is `UICollectionViewController`: a typed `dequeueCell` is generated.
  public var dequeuesCollectionCells: Bool
  /// Some segue leaves from the storyboard (not from code): `shouldPerformSegue` asks hooks.
  public var hasTriggeredSegues: Bool
  /// True when a segue has a swipe-dismissal hook or a compact adaptation: the scene
  /// keeps the presentation delegates it installs.
  public var hasPresentationDelegates: Bool = false
  /// True when a segue has a swipe-dismissal hook: the name custom templates written
  /// before `hasPresentationDelegates` read, kept with its meaning so they still render.
  public var hasPresentSegues: Bool = false
  /// The storyboard runtime's table (collection) view controller without a table layout
  /// whose cells fire transitions: its final `didSelectRowAt` (`didSelectItemAt`) calls
  /// the selection hook both runtimes share.
  public var selectsTableCells: Bool = false
  public var selectsCollectionCells: Bool = false
  /// Some segue is performed from code only: `shouldPerformSegue` needs a `default`.
  public var hasManualSegues: Bool
  /// Some segue passes its cell's index path: `indexPath(ofSender:)` is generated.
  public var passesIndexPaths: Bool
  /// The `@IBSegueAction`s the storyboard sends to create destinations, one per
  /// selector, in the order of the segues naming them.
  public var segueActions: [SegueActionContext] = []
  public var hasSegueActions = false
  /// The scene's storyboard identifier, or null: with one, `instantiate(from:)` exists.
  @ExplicitNull public var storyboardID: StoryboardIDContext?
  /// The protocol the scene reports back through, or null.
  @ExplicitNull public var delegate: DelegateContext?
  /// Protocols the human class adopts because it is the source of `delegate="true"` segues.
  public var delegateConformances: [DelegateConformanceContext]
  public var hasDelegateConformances: Bool
  /// The table layout, or null.
  @ExplicitNull public var table: TableContext?
  /// A title or a table: the machine class overrides `viewDidLoad`.
  public var hasViewDidLoad: Bool
  /// True when the human file has something to override or implement.
  public var hasHooks: Bool
  /// Layout: the machine class's `class CBase: Superclass {` fits on one line.
  public var machineClassFitsOnOneLine = true
  /// The human class's `final class C: CBase {` fits on one line.
  public var humanClassFitsOnOneLine = true
  /// `static func instantiate(from:) -> C {` fits on one line.
  public var instantiateFitsOnOneLine = true
  /// `static func instantiate(bundle:) -> C {` fits on one line.
  public var instantiateBundleFitsOnOneLine = true
  /// `guard let scene = controller as? C else {` fits on one line.
  public var instantiateCastFitsOnOneLine = true
  /// The parameters of `instantiate(from:creator:)` fit on one line.
  public var instantiateCreatorFitsOnOneLine = true
  /// The message `instantiate(from:)` stops with when the storyboard's controller of the
  /// scene's identifier is of another class (`controller` is bound by the generated
  /// code), or null without a storyboard ID.
  @ExplicitNull public var instantiateMismatchMessage: String? = nil
  /// Its `let identifier = …StoryboardID.x.rawValue` fits on one line.
  public var instantiateIdentifierFitsOnOneLine = true
  /// The debug assertion's message when `prepare(for:sender:)` meets a segue identifier
  /// the flow does not list: the line of a multi-line Swift string literal, interpolating `identifier`.
  public var unknownSegueMessage: String = ""
  /// What the code runtime adds (`runtime="code"`), or null for the storyboard runtime.
  @ExplicitNull public var code: SceneCodeContext? = nil
}
