/// Anything a transition can lead to: a scene, or a container that holds scenes.
public enum Node: Sendable {
  case scene(Scene)
  case navigation(NavigationController)
  case tabBar(TabBarController)
  case split(SplitViewController)
  case reference(StoryboardReference)

  public var id: String {
    switch self {
    case .scene(let node): node.id
    case .navigation(let node): node.id
    case .tabBar(let node): node.id
    case .split(let node): node.id
    case .reference(let node): node.id
    }
  }

  public var origin: Origin {
    switch self {
    case .scene(let node): node.origin
    case .navigation(let node): node.origin
    case .tabBar(let node): node.origin
    case .split(let node): node.origin
    case .reference(let node): node.origin
    }
  }

  /// The controller class the node stands for.
  public var className: String {
    switch self {
    case .scene(let node): node.className
    case .navigation(let node): node.className
    case .tabBar(let node): node.className
    case .split(let node): node.className
    case .reference: "UIViewController"
    }
  }

  /// The identifier to instantiate the node from a storyboard by, if it has one.
  public var storyboardID: String? {
    switch self {
    case .scene(let node): node.storyboardID
    case .navigation(let node): node.storyboardID
    case .tabBar(let node): node.storyboardID
    case .split(let node): node.storyboardID
    case .reference: nil
    }
  }

  /// The element name that declares this kind of node in a flow file.
  public var elementName: String {
    switch self {
    case .scene: "scene"
    case .navigation: "navigation"
    case .tabBar: "tabBar"
    case .split: "split"
    case .reference: "reference"
    }
  }

  public var scene: Scene? {
    if case .scene(let scene) = self { scene } else { nil }
  }
}
