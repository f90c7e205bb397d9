import FlowAnalysis
import FlowXML

/// The UIKit (or MapKit, WebKit, …) class behind each Interface Builder element, for
/// outlet types and action senders.
///
/// Interface Builder names most elements after their class without the `UI` prefix
/// (`label` is `UILabel`); the table lists every element flowc knows, including the
/// exceptions (`mapView` is `MKMapView`, `pongPressGestureRecognizer` — sic — is
/// `UILongPressGestureRecognizer`). An element not in the table is a `UIView` when it
/// has a frame or subviews and an `NSObject` otherwise, with a warning.
enum ViewTypes {
  static let known: [String: String] = [
    // Views and controls.
    "view": "UIView",
    "containerView": "UIView",
    "tableViewCellContentView": "UIView",
    "collectionViewCellContentView": "UIView",
    "label": "UILabel",
    "button": "UIButton",
    "textField": "UITextField",
    "textView": "UITextView",
    "imageView": "UIImageView",
    "stackView": "UIStackView",
    "scrollView": "UIScrollView",
    "tableView": "UITableView",
    "tableViewCell": "UITableViewCell",
    "collectionView": "UICollectionView",
    "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView",
    "collectionViewFlowLayout": "UICollectionViewFlowLayout",
    "slider": "UISlider",
    "switch": "UISwitch",
    "stepper": "UIStepper",
    "segmentedControl": "UISegmentedControl",
    "progressView": "UIProgressView",
    "activityIndicatorView": "UIActivityIndicatorView",
    "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView",
    "pageControl": "UIPageControl",
    "searchBar": "UISearchBar",
    "toolbar": "UIToolbar",
    "navigationBar": "UINavigationBar",
    "tabBar": "UITabBar",
    "visualEffectView": "UIVisualEffectView",
    "refreshControl": "UIRefreshControl",
    "colorWell": "UIColorWell",
    "window": "UIWindow",
    // Layout.
    "constraint": "NSLayoutConstraint",
    "viewLayoutGuide": "UILayoutGuide",
    "viewControllerLayoutGuide": "UILayoutSupport",
    // Bar items.
    "barButtonItem": "UIBarButtonItem",
    "navigationItem": "UINavigationItem",
    "tabBarItem": "UITabBarItem",
    // Other frameworks' views.
    "mapView": "MKMapView",
    "wkWebView": "WKWebView",
    "webView": "UIWebView",
    "sceneKitView": "SCNView",
    "skView": "SKView",
    "glkView": "GLKView",
    "mtkView": "MTKView",
    "arscnView": "ARSCNView",
    "arskView": "ARSKView",
    // Gesture recognizers.
    "tapGestureRecognizer": "UITapGestureRecognizer",
    "pinchGestureRecognizer": "UIPinchGestureRecognizer",
    "rotationGestureRecognizer": "UIRotationGestureRecognizer",
    "swipeGestureRecognizer": "UISwipeGestureRecognizer",
    "panGestureRecognizer": "UIPanGestureRecognizer",
    "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    "hoverGestureRecognizer": "UIHoverGestureRecognizer",
    // Controllers and other objects.
    "searchDisplayController": "UISearchDisplayController",
    "viewController": "UIViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
    "hostingController": ViewControllerKind.hostingBase,
    "avPlayerViewController": "AVPlayerViewController",
    "glkViewController": "GLKViewController",
    "customObject": "NSObject",
  ]

  /// The type of an element: its custom class when it has a valid one, else the class
  /// the element stands for. `known` is false for a guess.
  static func type(of element: XMLElement, inSubviews: Bool = false) -> (
    type: String, known: Bool
  ) {
    if let custom = element[attribute: "customClass"], SwiftNames.isTypeName(custom) {
      return (custom, true)
    }
    if let type = known[element.name] { return (type, true) }
    // An element flowc does not know is typed by what it certainly is, never by a
    // guessed class that may not exist (`tableViewSection` is no `UITableViewSection`).
    return (inSubviews || looksLikeView(element) ? "UIView" : "NSObject", false)
  }

  /// A view sits in `<subviews>` or has a frame or subviews; anything else is only known
  /// to be an object.
  static func looksLikeView(_ element: XMLElement) -> Bool {
    element.children.contains { child in
      (child.name == "rect" && child[attribute: "key"] == "frame") || child.name == "subviews"
        || child.name == "autoresizingMask"
    }
  }

  /// The module an element's custom class comes from, when Interface Builder names one
  /// explicitly: `customModule` without `customModuleProvider="target"` (which means the
  /// module of whatever target the storyboard is built into, the app's own).
  static func customModule(of element: XMLElement) -> String? {
    guard let custom = element[attribute: "customClass"], SwiftNames.isTypeName(custom),
      let module = element[attribute: "customModule"], SwiftNames.isIdentifier(module),
      element[attribute: "customModuleProvider"] != "target"
    else { return nil }
    return module
  }

  /// True for the elements that are gesture recognizers (`tapGestureRecognizer`).
  static func isGestureRecognizer(_ name: String) -> Bool {
    name.hasSuffix("GestureRecognizer")
  }

  /// The nearest type two outlet-collection members share: the type itself when they
  /// agree, `UIView` for two views, else `NSObject`.
  static func commonType(_ types: [String]) -> String {
    guard let first = types.first else { return "NSObject" }
    if types.allSatisfy({ $0 == first }) { return first }
    let nonViews: Set<String> = [
      "UIBarButtonItem", "UINavigationItem", "UITabBarItem", "NSObject",
      "UISearchDisplayController",
    ]
    if types.allSatisfy({ !nonViews.contains($0) && !$0.hasSuffix("GestureRecognizer") }) {
      return "UIView"
    }
    return "NSObject"
  }
}
