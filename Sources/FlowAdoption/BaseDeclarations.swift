import FlowGen
import FlowModel
import SwiftSourceScan

/// What the generated base class of one scene declares that an app's own class may
/// declare too: read from the same scene context the machine template renders, so that
/// adoption and generation cannot disagree about a name, a selector or a hook.
public struct BaseDeclarations: Sendable {
  public struct Outlet: Sendable {
    public var name: String
    /// The type as the base declares it, without `!` (`UILabel`, `[UIButton]`).
    public var type: String
    /// The base holds a single outlet weakly (its view keeps it), a collection, and one
    /// the flow says `strong="true"` of, strongly.
    public var isWeak: Bool
  }

  /// An `@IBAction` (or an unwind action) of the base.
  public struct Action: Sendable {
    public var name: String
    /// The Objective-C selector the storyboard sends.
    public var selector: String
    /// The base's parameters: labels and types (`_`, `Any`).
    public var parameters: [(label: String, type: String)]
    /// How the base declares it, for messages (`save(_ sender: Any)`).
    public var signature: String
    /// The hooks it calls, as an override declares them
    /// (`override func handleSave(_ sender: Any)`).
    public var hooks: [String]
    /// An action's one hook (`handleSave`), which takes the action's parameters; nil for
    /// an unwind action, whose hooks take the source.
    public var hookName: String?
    public var isUnwind: Bool
  }

  /// A segue `prepare(for:sender:)` hands to a typed hook.
  public struct SegueHook: Sendable {
    /// The identifier UIKit sends, exactly.
    public var identifier: String
    /// `override func prepareShowDetail(_ destination: DetailViewController, sender: Any?)`.
    public var hook: String
    public var destinationType: String
    public var looksThroughNavigation: Bool
  }

  public var sceneID: String
  public var className: String
  public var baseClassName: String
  public var superclassName: String
  public var outlets: [Outlet]
  public var actions: [Action]
  /// By identifier.
  public var segues: [String: SegueHook]
  /// The base overrides `prepare(for:sender:)`.
  public var overridesPrepare: Bool
  /// The base overrides `shouldPerformSegue(withIdentifier:sender:)`.
  public var overridesShouldPerform: Bool
  /// The base overrides `viewDidLoad()`.
  public var overridesViewDidLoad: Bool
  /// The delegate methods the base declares `final`, so that an override cannot lose the
  /// transition a selection fires, each with the hook it calls instead, as an override
  /// declares it: `tableView(_:didSelectRowAt:)` →
  /// `override func didSelectRow(at indexPath: IndexPath)`.
  public var finalSelectionMethods: [String: String]
  /// Names of the base's other members a subclass must not declare again without
  /// `override` (its hooks and helpers), and of its nested types.
  public var memberNames: Set<String>
  /// Of those, the methods without default values: their argument labels, each name's
  /// every declaration (`dequeueCell` → `[["_", "for"]]`). A subclass's method of such a
  /// name with other labels is another method, an overload, and compiles.
  public var methodLabels: [String: [[String]]]
  /// Of those, the hooks the base calls (`handleSave`, `prepareShowDetail`, …), which a
  /// subclass overrides to be called; the rest are helpers the subclass calls.
  public var hookNames: Set<String>

  /// The bases of every scene of a checked flow, one per class.
  public static func of(flow: Flow, sourceFileName: String) -> [BaseDeclarations] {
    let context = SwiftContextBuilder(flow: flow, sourceFileName: sourceFileName).build()
    var identifiers: [String: [String: String]] = [:]
    for case .scene(let scene) in flow.nodes {
      for segue in scene.segues {
        if let identifier = segue.identifier {
          identifiers[scene.className, default: [:]][segue.id] = identifier
        }
      }
    }
    return context.scenes.map { BaseDeclarations(scene: $0, identifiers: identifiers) }
  }

  init(scene: SceneContext, identifiers: [String: [String: String]]) {
    sceneID = scene.id
    className = scene.className
    baseClassName = scene.baseClassName
    superclassName = scene.superclassName
    outlets = scene.outlets.map {
      Outlet(
        name: $0.name, type: $0.isCollection ? "[\($0.typeName)]" : $0.typeName,
        isWeak: !$0.isCollection && !$0.isStrong)
    }
    var members: Set<String> = ["perform", "Segue", "Unwind", "CellIdentifier", "Strings"]
    // As the templates declare them (swift/partials: actions, segues, unwinds, cells).
    var labels: [String: [[String]]] = [:]
    actions = scene.actions.map { action in
      members.insert(action.hookName)
      labels[action.hookName, default: []].append(
        Self.parameters(action.parameterList).map(\.label))
      return Action(
        name: action.name, selector: action.selector,
        parameters: Self.parameters(action.parameterList),
        signature: "\(action.name)(\(action.parameterList))",
        hooks: ["override func \(action.hookName)(\(action.parameterList))"],
        hookName: action.hookName, isUnwind: false)
    }
    actions += scene.unwindActions.map { action in
      members.formUnion(action.arrivals.map(\.hookName))
      for arrival in action.arrivals { labels[arrival.hookName, default: []].append(["from"]) }
      return Action(
        name: action.name, selector: action.selector,
        parameters: [("_", "UIStoryboardSegue")],
        signature: "\(action.name)(_ segue: UIStoryboardSegue)",
        hooks: action.arrivals.map {
          "override func \($0.hookName)(from source: \($0.sourceClassName))"
        }, hookName: nil, isUnwind: true)
    }
    var segues: [String: SegueHook] = [:]
    for segue in scene.segues {
      members.insert(segue.hookName)
      labels[segue.hookName, default: []].append(
        segue.passesIndexPath ? ["_", "at", "sender"] : ["_", "sender"])
      if let name = segue.shouldPerformHookName {
        members.insert(name)
        labels[name, default: []].append(["sender"])
      }
      guard let identifier = identifiers[scene.className]?[segue.id] else { continue }
      let indexPath = segue.passesIndexPath ? ", at indexPath: IndexPath?" : ""
      segues[identifier] = SegueHook(
        identifier: identifier,
        hook:
          "override func \(segue.hookName)(_ destination: \(segue.hookParameterType)\(indexPath), sender: Any?)",
        destinationType: segue.hookParameterType,
        looksThroughNavigation: segue.looksThroughNavigation)
    }
    self.segues = segues
    hookNames = Set(labels.keys)
    if scene.passesIndexPaths {
      members.insert("indexPath")
      labels["indexPath", default: []].append(["ofSender"])
    }
    if scene.dequeuesTableCells || scene.dequeuesCollectionCells {
      members.insert("dequeueCell")
      labels["dequeueCell", default: []].append(["_", "for"])
    }
    if scene.storyboardID != nil { members.insert("instantiate") }
    memberNames = members
    methodLabels = labels
    overridesPrepare = scene.hasSegues
    overridesShouldPerform = scene.hasTriggeredSegues
    overridesViewDidLoad = scene.hasViewDidLoad
    var selections: [String: String] = [:]
    // The templates' conditions: cell-selection.mustache, and a table layout's push rows.
    if scene.selectsTableCells || scene.table?.hasPushRows == true
      || scene.code?.selectsTableCells == true
    {
      selections["tableView(_:didSelectRowAt:)"] =
        "override func didSelectRow(at indexPath: IndexPath)"
    }
    if scene.selectsCollectionCells || scene.code?.selectsCollectionCells == true {
      selections["collectionView(_:didSelectItemAt:)"] =
        "override func didSelectItem(at indexPath: IndexPath)"
    }
    finalSelectionMethods = selections
  }

  /// The labels and types of a rendered parameter list (`_ sender: Any, _ event: UIEvent`),
  /// read with the same scanner as the app's code.
  static func parameters(_ list: String) -> [(label: String, type: String)] {
    let scan = SwiftSourceScan(text: "func f(\(list)) {}")
    return scan.declarations.first?.parameters.map { ($0.label, $0.type) } ?? []
  }
}
