import FlowXML

/// What each Interface Builder view controller element becomes in a flow: a scene with a
/// UIKit base class, a container, or a reference to another storyboard.
struct ViewControllerKind: Sendable, Equatable {
  enum Role: Sendable, Equatable {
    /// A `<scene>` whose generated class derives from `base`.
    case scene(base: String)
    case navigation
    case tabBar
    case split
    /// A `viewControllerPlaceholder`: a scene of another storyboard.
    case reference
  }

  /// The element name (`tableViewController`).
  var element: String
  var role: Role
  /// The id a node gets when nothing better names it (`table`, `navigation`).
  var idStem: String
  /// True when the element name is not one flowc knows, so the role is a guess.
  var isGuess = false

  var isContainer: Bool {
    switch role {
    case .navigation, .tabBar, .split: true
    case .scene, .reference: false
    }
  }

  /// The base a hosting controller's generated class gets. `UIHostingController` is
  /// generic over its SwiftUI view, which a storyboard does not record; `AnyView` makes
  /// the generated class type-check, and its human file supplies the root view in
  /// `init?(coder:)` (`ImportWarnings.hostingController` says so).
  static let hostingBase = "UIHostingController<AnyView>"

  static let known: [String: ViewControllerKind] = {
    let table: [(String, Role, String)] = [
      ("viewController", .scene(base: "UIViewController"), "scene"),
      ("tableViewController", .scene(base: "UITableViewController"), "table"),
      ("collectionViewController", .scene(base: "UICollectionViewController"), "collection"),
      ("pageViewController", .scene(base: "UIPageViewController"), "page"),
      ("hostingController", .scene(base: hostingBase), "hosting"),
      ("avPlayerViewController", .scene(base: "AVPlayerViewController"), "player"),
      ("glkViewController", .scene(base: "GLKViewController"), "glk"),
      ("navigationController", .navigation, "navigation"),
      ("tabBarController", .tabBar, "tabBar"),
      ("splitViewController", .split, "split"),
      ("viewControllerPlaceholder", .reference, "reference"),
    ]
    var kinds: [String: ViewControllerKind] = [:]
    for (element, role, stem) in table {
      kinds[element] = ViewControllerKind(element: element, role: role, idStem: stem)
    }
    return kinds
  }()

  /// The kind of a scene member, or nil when the element is not a view controller.
  /// Interface Builder marks the controller of each scene `sceneMemberID="viewController"`;
  /// an element so marked that flowc does not know becomes a plain scene (and a warning).
  static func kind(of element: XMLElement) -> ViewControllerKind? {
    if let kind = known[element.name] { return kind }
    guard element[attribute: "sceneMemberID"] == "viewController" else { return nil }
    return ViewControllerKind(
      element: element.name, role: .scene(base: "UIViewController"), idStem: "scene",
      isGuess: true)
  }
}
