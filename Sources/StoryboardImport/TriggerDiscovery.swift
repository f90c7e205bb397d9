import FlowModel
import FlowXML

/// Finds, inside one view controller's scene, the objects that connections hang from —
/// the controller itself, prototype cells, bar button items, buttons, gesture recognizers,
/// container views — and what each becomes in the flow.
///
/// A storyboard records a segue or an action inside the `<connections>` of the object
/// that fires it, wherever that object sits: deep in a cell's content view, in the
/// navigation item, among the scene's top-level objects. The walk keeps enough context
/// (navigation item side, toolbar, view hierarchy, static table section) to say what the
/// object is to a user.
enum TriggerDiscovery {
  /// Where a bar button item sits.
  enum BarPlacement: Equatable {
    /// In the controller's navigation item, on one side.
    case navigationBar(BarButton.Side)
    /// In the controller's `toolbarItems` (the navigation controller's toolbar).
    case toolbarItems
    /// In a toolbar or navigation bar that is part of the view.
    case inView
    /// The back item of the navigation item (shown by the next scene).
    case back
    /// A top-level object of the scene that code installs somewhere.
    case unplaced
  }

  enum Role {
    case controller
    case cell(reuseID: String?, isPrototype: Bool)
    case barButton(BarPlacement)
    case button(title: String?)
    case gesture(kind: String)
    case containerView
    /// Any other object with a segue or action (a slider, a text field, a custom object).
    case other
  }

  /// One object that connections hang from.
  struct Owner {
    var element: XMLElement
    var role: Role
    /// The children of its `<connections>`.
    var connections: [XMLElement]

    var segues: [XMLElement] { connections.filter { $0.name == "segue" } }
    var actions: [XMLElement] { connections.filter { $0.name == "action" } }
  }

  private struct Context {
    var inNavigationItem = false
    var side: BarButton.Side?
    var inToolbarItems = false
    var inView = false
    var inStaticSection = false
  }

  /// The owners of one scene in document order, the controller first.
  static func owners(of controller: XMLElement, sceneObjects: [XMLElement]) -> [Owner] {
    var owners = [
      Owner(element: controller, role: .controller, connections: connections(of: controller))
    ]
    for child in controller.children where child.name != "connections" {
      var context = Context()
      switch child.name {
      case "navigationItem": context.inNavigationItem = true
      case "toolbarItems": context.inToolbarItems = true
      default: context.inView = true
      }
      visit(child, context, into: &owners)
    }
    for object in sceneObjects {
      visit(object, Context(), into: &owners)
    }
    return owners
  }

  static func connections(of element: XMLElement) -> [XMLElement] {
    element.children(named: "connections").flatMap(\.children)
  }

  private static func visit(_ element: XMLElement, _ context: Context, into owners: inout [Owner]) {
    let connections = connections(of: element)
    let fires = connections.contains { $0.name == "segue" || $0.name == "action" }
    var inner = context
    switch element.name {
    case "tableViewCell", "collectionViewCell":
      let reuseID = element[attribute: "reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
      let isPrototype = !context.inStaticSection
      if isPrototype || connections.contains(where: { $0.name == "segue" }) {
        owners.append(
          Owner(
            element: element, role: .cell(reuseID: reuseID, isPrototype: isPrototype),
            connections: connections))
      }
      // The cell's own content (buttons inside a cell) is part of the view.
      inner.inView = true
    case "barButtonItem":
      let placement = barPlacement(of: element, context)
      if case .navigationBar = placement {
        owners.append(
          Owner(element: element, role: .barButton(placement), connections: connections))
      } else if fires {
        owners.append(
          Owner(element: element, role: .barButton(placement), connections: connections))
      }
      inner.inView = true
    case "button":
      if fires {
        owners.append(
          Owner(
            element: element, role: .button(title: buttonTitle(element)), connections: connections))
      }
    case "containerView":
      if fires {
        owners.append(Owner(element: element, role: .containerView, connections: connections))
      }
    case "navigationItem":
      if !context.inView { inner.inNavigationItem = true }
    case "leftBarButtonItems":
      inner.side = .left
    case "rightBarButtonItems":
      inner.side = .right
    case "tableViewSection":
      inner.inStaticSection = true
    case "prototypes":
      inner.inStaticSection = false
    default:
      if ViewTypes.isGestureRecognizer(element.name) {
        if fires {
          owners.append(
            Owner(element: element, role: .gesture(kind: element.name), connections: connections))
        }
      } else if fires {
        owners.append(Owner(element: element, role: .other, connections: connections))
      }
    }
    for child in element.children where child.name != "connections" {
      visit(child, inner, into: &owners)
    }
  }

  private static func barPlacement(of item: XMLElement, _ context: Context) -> BarPlacement {
    if context.inNavigationItem && !context.inView {
      switch item[attribute: "key"] {
      case "leftBarButtonItem": return .navigationBar(.left)
      case "rightBarButtonItem": return .navigationBar(.right)
      case "backBarButtonItem": return .back
      default: return .navigationBar(context.side ?? .right)
      }
    }
    if context.inToolbarItems { return .toolbarItems }
    if context.inView { return .inView }
    return .unplaced
  }

  /// A button's title: its normal state's, or its configuration's (Xcode 13 and later).
  static func buttonTitle(_ button: XMLElement) -> String? {
    for state in button.children(named: "state") where state[attribute: "key"] == "normal" {
      if let title = state[attribute: "title"] { return title }
    }
    if let configuration = button.children(named: "buttonConfiguration").first,
      let title = configuration[attribute: "title"]
    {
      return title
    }
    return button[attribute: "title"]
  }
}
