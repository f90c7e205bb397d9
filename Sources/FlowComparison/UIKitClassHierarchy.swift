/// The superclass of the UIKit (and MapKit, WebKit) classes a storyboard connects
/// outlets to and sends actions from, so that an outlet typed `UIView` or `UIControl`
/// in a flow is known to accept the `UILabel` or `UIButton` the storyboard connects.
///
/// Source: the class declarations of Apple's UIKit, MapKit and WebKit documentation
/// (developer.apple.com/documentation/uikit), for the classes `ViewTypes` maps
/// Interface Builder's elements to.
public enum UIKitClassHierarchy {
  static let superclass: [String: String] = [
    "UIResponder": "NSObject",
    "UIView": "UIResponder",
    "UIViewController": "UIResponder",
    "UIBarItem": "NSObject",
    "UIBarButtonItem": "UIBarItem",
    "UITabBarItem": "UIBarItem",
    "UINavigationItem": "NSObject",
    "NSLayoutConstraint": "NSObject",
    "UIGestureRecognizer": "NSObject",
    "UITapGestureRecognizer": "UIGestureRecognizer",
    "UILongPressGestureRecognizer": "UIGestureRecognizer",
    "UIPanGestureRecognizer": "UIGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
    "UIPinchGestureRecognizer": "UIGestureRecognizer",
    "UIRotationGestureRecognizer": "UIGestureRecognizer",
    "UISwipeGestureRecognizer": "UIGestureRecognizer",
    "UIControl": "UIView",
    "UIButton": "UIControl",
    "UITextField": "UIControl",
    "UISwitch": "UIControl",
    "UISlider": "UIControl",
    "UIStepper": "UIControl",
    "UISegmentedControl": "UIControl",
    "UIPageControl": "UIControl",
    "UIDatePicker": "UIControl",
    "UIColorWell": "UIControl",
    "UILabel": "UIView",
    "UIImageView": "UIView",
    "UIProgressView": "UIView",
    "UIActivityIndicatorView": "UIView",
    "UIPickerView": "UIView",
    "UIStackView": "UIView",
    "UIVisualEffectView": "UIView",
    "UINavigationBar": "UIView",
    "UIToolbar": "UIView",
    "UITabBar": "UIView",
    "UISearchBar": "UIView",
    "UIWindow": "UIView",
    "UITableViewCell": "UIView",
    "UICollectionReusableView": "UIView",
    "UICollectionViewCell": "UICollectionReusableView",
    "UIScrollView": "UIView",
    "UITableView": "UIScrollView",
    "UICollectionView": "UIScrollView",
    "UITextView": "UIScrollView",
    "MKMapView": "UIView",
    "WKWebView": "UIView",
  ]

  /// True when a value of class `actual` can be used where `declared` is expected:
  /// the same class (ignoring a module qualifier), a known superclass, or `Any`.
  public static func accepts(_ declared: String, _ actual: String) -> Bool {
    let declared = unqualified(declared)
    var current: String? = unqualified(actual)
    if ["Any", "AnyObject"].contains(declared) { return true }
    while let name = current {
      if name == declared { return true }
      current = superclass[name]
    }
    return false
  }

  /// `MyKit.BadgeView` → `BadgeView`.
  static func unqualified(_ type: String) -> String {
    type.split(separator: ".").last.map(String.init) ?? type
  }
}
