/// One screen and its controller, with everything the generated code and the diagram
/// need to know about it.
///
/// A value like every model type, but its many members live in one shared box that is
/// copied only when a shared scene is changed: the checker's rules and the generator pass
/// scenes around constantly, and copying a box costs one reference count where copying
/// every member cost one per string and array.
public struct Scene: Sendable {
  private var storage: Storage

  public init(
    id: String, explicitClass: String? = nil, base: String = "UIViewController",
    title: String? = nil, storyboardID: String? = nil, origin: Origin
  ) {
    storage = Storage(
      id: id, explicitClass: explicitClass, base: base, title: title,
      storyboardID: storyboardID, origin: origin)
  }

  /// The box, copied first when another scene value shares it.
  private var uniqueStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  /// The scene id: what segues and containers name.
  public var id: String {
    get { storage.id }
    _modify { yield &uniqueStorage.id }
  }
  /// The class as written; `className` supplies the default.
  public var explicitClass: String? {
    get { storage.explicitClass }
    _modify { yield &uniqueStorage.explicitClass }
  }
  /// The UIKit superclass, `UIViewController` unless written.
  public var base: String {
    get { storage.base }
    _modify { yield &uniqueStorage.base }
  }
  public var title: String? {
    get { storage.title }
    _modify { yield &uniqueStorage.title }
  }
  public var storyboardID: String? {
    get { storage.storyboardID }
    _modify { yield &uniqueStorage.storyboardID }
  }
  public var outlets: [Outlet] {
    get { storage.outlets }
    _modify { yield &uniqueStorage.outlets }
  }
  public var actions: [Action] {
    get { storage.actions }
    _modify { yield &uniqueStorage.actions }
  }
  public var unwindActions: [UnwindAction] {
    get { storage.unwindActions }
    _modify { yield &uniqueStorage.unwindActions }
  }
  public var cells: [Cell] {
    get { storage.cells }
    _modify { yield &uniqueStorage.cells }
  }
  public var barButtons: [BarButton] {
    get { storage.barButtons }
    _modify { yield &uniqueStorage.barButtons }
  }
  public var buttons: [Button] {
    get { storage.buttons }
    _modify { yield &uniqueStorage.buttons }
  }
  /// Gesture recognizers that send an action or fire a transition.
  public var gestures: [Gesture] {
    get { storage.gestures }
    _modify { yield &uniqueStorage.gestures }
  }
  /// Every segue and unwind that leaves the scene, in file order, each with what fires it.
  public var transitions: [Transition] {
    get { storage.transitions }
    _modify { yield &uniqueStorage.transitions }
  }
  public var delegate: DelegateDeclaration? {
    get { storage.delegate }
    _modify { yield &uniqueStorage.delegate }
  }
  public var table: TableLayout? {
    get { storage.table }
    _modify { yield &uniqueStorage.table }
  }
  /// `<scene init>`: how the code runtime creates the scene; `.default` unless written.
  public var initializer: SceneInitializer {
    get { storage.initializer }
    _modify { yield &uniqueStorage.initializer }
  }
  /// `<scene modalInPresentation>`: the controller's `isModalInPresentation`; nil: not said.
  public var isModalInPresentation: Bool? {
    get { storage.isModalInPresentation }
    _modify { yield &uniqueStorage.isModalInPresentation }
  }
  /// `<scene backButtonTitle>`: the title of the back button that returns to this scene
  /// (its navigation item's `backButtonTitle`); nil: not said.
  public var backButtonTitle: String? {
    get { storage.backButtonTitle }
    _modify { yield &uniqueStorage.backButtonTitle }
  }
  /// What the scene needs to be shown (`<input>`), in file order: the SwiftUI runtime's
  /// routes carry these values to the scene's view.
  public var inputs: [SceneInput] {
    get { storage.inputs }
    _modify { yield &uniqueStorage.inputs }
  }
  /// `<scene accessibilityID>`: the accessibility identifier of the scene's root view, as
  /// written; `AccessibilityIdentifiers` supplies the default (the scene's id).
  public var accessibilityID: String? {
    get { storage.accessibilityID }
    _modify { yield &uniqueStorage.accessibilityID }
  }
  /// What the scene hands back when it unwinds (`<output>`), in file order.
  public var outputs: [SceneOutput] {
    get { storage.outputs }
    _modify { yield &uniqueStorage.outputs }
  }
  public var origin: Origin {
    get { storage.origin }
    _modify { yield &uniqueStorage.origin }
  }

  /// The controller class: as written, or the id with its first letter upper-cased and
  /// `ViewController` appended (`master` → `MasterViewController`).
  public var className: String {
    explicitClass ?? Self.defaultClassName(forID: id)
  }

  public static func defaultClassName(forID id: String) -> String {
    guard let first = id.first else { return "ViewController" }
    return first.uppercased() + id.dropFirst() + "ViewController"
  }

  public var segues: [Segue] {
    transitions.compactMap { if case .segue(let segue) = $0 { segue } else { nil } }
  }

  public var unwinds: [Unwind] {
    transitions.compactMap { if case .unwind(let unwind) = $0 { unwind } else { nil } }
  }
}

extension Scene {
  /// The members of a scene. Only `Scene` touches a box, and only through
  /// `uniqueStorage` when it writes, so no box is ever changed while shared; overlapping
  /// writes through one scene value are caught statically, on the value. The run-time
  /// exclusivity checks Swift would add to every read of a class's members (a scene's
  /// members are read millions of times in a large flow) are therefore left out.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var id: String
    @exclusivity(unchecked) var explicitClass: String?
    @exclusivity(unchecked) var base: String
    @exclusivity(unchecked) var title: String?
    @exclusivity(unchecked) var storyboardID: String?
    @exclusivity(unchecked) var outlets: [Outlet] = []
    @exclusivity(unchecked) var actions: [Action] = []
    @exclusivity(unchecked) var unwindActions: [UnwindAction] = []
    @exclusivity(unchecked) var cells: [Cell] = []
    @exclusivity(unchecked) var barButtons: [BarButton] = []
    @exclusivity(unchecked) var buttons: [Button] = []
    @exclusivity(unchecked) var gestures: [Gesture] = []
    @exclusivity(unchecked) var transitions: [Transition] = []
    @exclusivity(unchecked) var delegate: DelegateDeclaration?
    @exclusivity(unchecked) var table: TableLayout?
    @exclusivity(unchecked) var initializer = SceneInitializer.default
    @exclusivity(unchecked) var isModalInPresentation: Bool?
    @exclusivity(unchecked) var backButtonTitle: String?
    @exclusivity(unchecked) var inputs: [SceneInput] = []
    @exclusivity(unchecked) var accessibilityID: String?
    @exclusivity(unchecked) var outputs: [SceneOutput] = []
    @exclusivity(unchecked) var origin: Origin

    init(
      id: String, explicitClass: String?, base: String, title: String?, storyboardID: String?,
      origin: Origin
    ) {
      self.id = id
      self.explicitClass = explicitClass
      self.base = base
      self.title = title
      self.storyboardID = storyboardID
      self.origin = origin
    }

    func copy() -> Storage {
      let copy = Storage(
        id: id, explicitClass: explicitClass, base: base, title: title,
        storyboardID: storyboardID, origin: origin)
      copy.outlets = outlets
      copy.actions = actions
      copy.unwindActions = unwindActions
      copy.cells = cells
      copy.barButtons = barButtons
      copy.buttons = buttons
      copy.gestures = gestures
      copy.transitions = transitions
      copy.delegate = delegate
      copy.table = table
      copy.initializer = initializer
      copy.isModalInPresentation = isModalInPresentation
      copy.backButtonTitle = backButtonTitle
      copy.inputs = inputs
      copy.accessibilityID = accessibilityID
      copy.outputs = outputs
      return copy
    }
  }
}

/// An `@IBOutlet` of a scene.
public struct Outlet: Sendable {
  public var name: String
  public var type: String
  public var isCollection: Bool
  /// `strong="true"`: the outlet holds its object, which nothing else may (a constraint
  /// the app deactivates or a size class leaves uninstalled, an object outside the view
  /// hierarchy); other single outlets are weak, as the view hierarchy holds their views.
  public var isStrong: Bool
  public var origin: Origin

  public init(
    name: String, type: String, isCollection: Bool = false, isStrong: Bool = false,
    origin: Origin
  ) {
    self.name = name
    self.type = type
    self.isCollection = isCollection
    self.isStrong = isStrong
    self.origin = origin
  }
}

/// A target-action `@IBAction` of a scene (`insertNewObject:`).
public struct Action: Sendable {
  /// The Swift method's base name (`insertNewObject`).
  public var name: String
  /// The Objective-C selector the storyboard sends, exactly (`insertNewObject:`, `deal`,
  /// `buttonTapped:forEvent:`); `name:` unless written.
  public var selector: String
  public var senderType: String
  public var origin: Origin

  public init(name: String, selector: String? = nil, senderType: String = "Any", origin: Origin) {
    self.name = name
    self.selector = selector ?? ObjCSelector.defaultSelector(forName: name)
    self.senderType = senderType
    self.origin = origin
  }
}

/// An unwind destination: `@IBAction func name(_ segue: UIStoryboardSegue)` on a scene
/// that unwinds from scenes above it may return to.
public struct UnwindAction: Sendable {
  /// The Swift method's base name (`unwindToMealList`).
  public var name: String
  /// The Objective-C selector the unwind segues name, exactly
  /// (`unwindToMealListWithSender:`); `name:` unless written.
  public var selector: String
  public var origin: Origin

  public init(name: String, selector: String? = nil, origin: Origin) {
    self.name = name
    self.selector = selector ?? ObjCSelector.defaultSelector(forName: name)
    self.origin = origin
  }
}

/// A prototype table or collection cell.
public struct Cell: Sendable {
  /// The reuse identifier UIKit dequeues it by, exactly; nil when the cell has none
  /// (`reuseID=""`: a static cell, which is never dequeued).
  public var reuseID: String?
  public var className: String?
  /// `<cell style>`: the `UITableViewCell.CellStyle` the code runtime registers the cell
  /// with; nil: not said (`.default`).
  public var style: CellStyle?
  /// `<cell accessibilityID>`: the identifier of the cells made from this prototype, as
  /// written; nil: the default (`AccessibilityIdentifiers`).
  public var accessibilityID: String?
  public var origin: Origin

  public init(reuseID: String?, className: String? = nil, origin: Origin) {
    self.reuseID = reuseID
    self.className = className
    self.origin = origin
  }

  /// What selecting each of `cells` fires, in order: a cell with a reuse identifier is
  /// known by it, one without by its place among those without.
  public static func triggers(of cells: [Cell]) -> [Trigger] {
    var staticIndex = 0
    return cells.map { cell in
      if let reuseID = cell.reuseID { return .cell(reuseID: reuseID) }
      defer { staticIndex += 1 }
      return .staticCell(index: staticIndex)
    }
  }
}

/// A table view cell's style, as `UITableViewCell.CellStyle` names its cases: what the
/// cell shows (`default`: a text label; `subtitle`: a detail label below it; `value1` and
/// `value2`: a detail label beside it, right-aligned or after a short blue label).
public enum CellStyle: String, Sendable, CaseIterable, Codable {
  case `default`, subtitle, value1, value2
}

/// How the code runtime creates a scene: `<scene init>`.
public enum SceneInitializer: String, Sendable, CaseIterable, Codable {
  /// With the initialiser the scene's base has (`init()`, `init(style:)`…).
  case `default`
  /// Your way: the flow's `Scenes` subclass overrides the scene's maker (an initialiser
  /// that takes the app's dependencies, `init(store:)`); there is no default.
  case custom
}

/// A navigation bar item.
public struct BarButton: Sendable {
  public enum Item: Sendable, Hashable {
    /// A UIKit system item (`add`, `edit`, …), by its `UIBarButtonItem.SystemItem` name.
    case system(String)
    case title(String)
  }

  public enum Side: String, Sendable, CaseIterable {
    case left
    case right
  }

  public var item: Item
  public var side: Side
  public var actionName: String?
  /// `<barButton accessibilityID>`, as written; nil: the default (`AccessibilityIdentifiers`).
  public var accessibilityID: String?
  public var origin: Origin

  public init(item: Item, side: Side = .right, actionName: String? = nil, origin: Origin) {
    self.item = item
    self.side = side
    self.actionName = actionName
    self.origin = origin
  }

  /// The system item names the format accepts, as `UIBarButtonItem.SystemItem` spells them.
  public static let systemItems: [String] = [
    "add", "edit", "done", "cancel", "save", "compose", "reply", "action", "organize",
    "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
    "fastForward", "undo", "redo", "close", "flexibleSpace", "fixedSpace",
  ]
}

/// A button in a scene's view.
public struct Button: Sendable {
  public var title: String?
  public var actionName: String?
  /// `<button accessibilityID>`, as written; nil: the default (`AccessibilityIdentifiers`).
  public var accessibilityID: String?
  public var origin: Origin

  public init(title: String? = nil, actionName: String? = nil, origin: Origin) {
    self.title = title
    self.actionName = actionName
    self.origin = origin
  }
}
