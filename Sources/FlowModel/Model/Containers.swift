/// A navigation controller: a push stack whose bottom is `rootID`.
public struct NavigationController: Sendable {
  public var id: String
  /// The class as written, when one was.
  public var explicitClass: String?
  public var storyboardID: String?
  public var rootID: String
  /// `prefersLargeTitles` of its navigation bar (`<navigation largeTitles>`); nil: not said.
  public var prefersLargeTitles: Bool?
  /// `isNavigationBarHidden` (`<navigation barHidden>`); nil: not said (shown).
  public var isNavigationBarHidden: Bool?
  /// `isToolbarHidden` (`<navigation toolbarHidden>`); nil: not said (hidden, UIKit's default).
  public var isToolbarHidden: Bool?
  public var origin: Origin

  public init(
    id: String, explicitClass: String? = nil, storyboardID: String? = nil, rootID: String,
    origin: Origin
  ) {
    self.id = id
    self.explicitClass = explicitClass
    self.storyboardID = storyboardID
    self.rootID = rootID
    self.origin = origin
  }

  public var className: String { explicitClass ?? "UINavigationController" }
}

/// A tab bar controller and its tabs, in order.
public struct TabBarController: Sendable {
  public var id: String
  public var explicitClass: String?
  public var storyboardID: String?
  public var tabs: [Tab]
  public var origin: Origin

  public init(
    id: String, explicitClass: String? = nil, storyboardID: String? = nil, tabs: [Tab],
    origin: Origin
  ) {
    self.id = id
    self.explicitClass = explicitClass
    self.storyboardID = storyboardID
    self.tabs = tabs
    self.origin = origin
  }

  public var className: String { explicitClass ?? "UITabBarController" }
}

/// One tab of a tab bar controller.
public struct Tab: Sendable {
  public var destinationID: String
  public var title: String?
  /// A `UITabBarItem.SystemItem` the tab shows instead of a title and image
  /// (`favorites`), as Interface Builder's `systemItem` names it.
  public var systemItem: String?
  /// `<tab image>`: the name of an image in the app's asset catalog (`UIImage(named:)`).
  public var imageName: String?
  /// `<tab systemImage>`: an SF Symbol's name (`UIImage(systemName:)`), for a tab without
  /// `image`.
  public var systemImageName: String?
  /// `<tab selectedImage>`: the asset catalog image shown while the tab is selected.
  public var selectedImageName: String?
  /// `<tab accessibilityID>`: the tab bar item's accessibility identifier, as written;
  /// nil: the default (`AccessibilityIdentifiers`).
  public var accessibilityID: String?
  public var origin: Origin

  public init(
    destinationID: String, title: String? = nil, systemItem: String? = nil, origin: Origin
  ) {
    self.destinationID = destinationID
    self.title = title
    self.systemItem = systemItem
    self.origin = origin
  }

  /// The system items a tab accepts, as `UITabBarItem.SystemItem` spells them.
  public static let systemItems: [String] = [
    "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks",
    "search", "downloads", "mostRecent", "mostViewed",
  ]
}

/// How a split view controller lays out its columns: a `UISplitViewController.Style`
/// case, as Interface Builder writes it (`<splitViewController style="doubleColumn">`).
public enum SplitStyle: String, Sendable, CaseIterable, Codable {
  /// The classic split (`UISplitViewController()`), what a storyboard without `style` has.
  case unspecified
  /// Column-style since iOS 14: UIKit wraps each column that is not a navigation
  /// controller in one, so a column's own controller is that navigation's root.
  case doubleColumn
  case tripleColumn

  /// Whether UIKit wraps each column in a `UINavigationController` of its own.
  public var wrapsColumnsInNavigation: Bool { self != .unspecified }
}

/// Which column a split view controller shows when it collapses to one (on an iPhone):
/// `<split collapse>`, as the split delegate's `topColumnForCollapsingToProposedTopColumn`
/// answers it.
public enum SplitCollapse: String, Sendable, CaseIterable, Codable {
  /// The primary column (a list), what an app launched on an iPhone usually shows.
  case primary
  /// The secondary column (the detail).
  case secondary
}

/// A split view controller with its primary (master) and secondary (detail) nodes.
public struct SplitViewController: Sendable {
  public var id: String
  public var explicitClass: String?
  public var storyboardID: String?
  public var primaryID: String
  public var secondaryID: String
  /// `<split style>`; `unspecified` (the classic split) unless written.
  public var style: SplitStyle = .unspecified
  /// `<split collapse>`: which column a collapsed split (an iPhone) shows first; nil: not
  /// said (the code runtime shows the primary, as a storyboard's split delegate would).
  public var collapse: SplitCollapse?
  public var origin: Origin

  public init(
    id: String, explicitClass: String? = nil, storyboardID: String? = nil, primaryID: String,
    secondaryID: String, origin: Origin
  ) {
    self.id = id
    self.explicitClass = explicitClass
    self.storyboardID = storyboardID
    self.primaryID = primaryID
    self.secondaryID = secondaryID
    self.origin = origin
  }

  public var className: String { explicitClass ?? "UISplitViewController" }
}

/// A scene that lives in another storyboard (Interface Builder's storyboard reference).
/// An extension of the flow format: `<reference id storyboard sceneID bundle>`.
public struct StoryboardReference: Sendable {
  public var id: String
  public var storyboardName: String?
  /// The storyboard ID of the referenced scene; nil means that storyboard's initial one.
  public var referencedID: String?
  public var bundleID: String?
  public var origin: Origin

  public init(
    id: String, storyboardName: String?, referencedID: String? = nil, bundleID: String? = nil,
    origin: Origin
  ) {
    self.id = id
    self.storyboardName = storyboardName
    self.referencedID = referencedID
    self.bundleID = bundleID
    self.origin = origin
  }
}
