/// One screen and its controller, with everything the generated code and the diagram
/// need to know about it.
public struct Scene: Sendable {
  public var id: String
  /// The class as written; `className` supplies the default.
  public var explicitClass: String?
  /// The UIKit superclass, `UIViewController` unless written.
  public var base: String
  public var title: String?
  public var storyboardID: String?
  public var outlets: [Outlet] = []
  public var actions: [Action] = []
  public var unwindActions: [UnwindAction] = []
  public var cells: [Cell] = []
  public var barButtons: [BarButton] = []
  public var buttons: [Button] = []
  /// Gesture recognizers that send an action or fire a transition.
  public var gestures: [Gesture] = []
  /// Every segue and unwind that leaves the scene, in file order, each with what fires it.
  public var transitions: [Transition] = []
  public var delegate: DelegateDeclaration?
  public var table: TableLayout?
  public var origin: Origin

  public init(
    id: String, explicitClass: String? = nil, base: String = "UIViewController",
    title: String? = nil, storyboardID: String? = nil, origin: Origin
  ) {
    self.id = id
    self.explicitClass = explicitClass
    self.base = base
    self.title = title
    self.storyboardID = storyboardID
    self.origin = origin
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

/// An `@IBOutlet` of a scene.
public struct Outlet: Sendable {
  public var name: String
  public var type: String
  public var isCollection: Bool
  public var origin: Origin

  public init(name: String, type: String, isCollection: Bool = false, origin: Origin) {
    self.name = name
    self.type = type
    self.isCollection = isCollection
    self.origin = origin
  }
}

/// A target-action `@IBAction` of a scene (`insertNewObject:`).
public struct Action: Sendable {
  public var name: String
  public var senderType: String
  public var origin: Origin

  public init(name: String, senderType: String = "Any", origin: Origin) {
    self.name = name
    self.senderType = senderType
    self.origin = origin
  }
}

/// An unwind destination: `@IBAction func name(_ segue: UIStoryboardSegue)` on a scene
/// that unwinds from scenes above it may return to.
public struct UnwindAction: Sendable {
  public var name: String
  public var origin: Origin

  public init(name: String, origin: Origin) {
    self.name = name
    self.origin = origin
  }
}

/// A prototype table or collection cell.
public struct Cell: Sendable {
  public var reuseID: String
  public var className: String?
  public var origin: Origin

  public init(reuseID: String, className: String? = nil, origin: Origin) {
    self.reuseID = reuseID
    self.className = className
    self.origin = origin
  }
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
  public var origin: Origin

  public init(title: String? = nil, actionName: String? = nil, origin: Origin) {
    self.title = title
    self.actionName = actionName
    self.origin = origin
  }
}
