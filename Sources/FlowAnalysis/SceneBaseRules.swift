import FlowModel

/// A scene's `base` is the superclass of its generated class, which overrides
/// `prepare(for:sender:)` and `viewDidLoad()`, performs segues and sets bar buttons: it
/// must be a view controller. A class known not to be one (`NSObject`, a view) gives a
/// base that does not compile; `flowc adopt` never suggests one either.
enum SceneBaseRules {
  /// Classes that are not view controllers, which a flow might still name as a base
  /// (an app's stub class inherits from `NSObject`). Source: the class declarations of
  /// Apple's Foundation and UIKit documentation (developer.apple.com/documentation).
  static let notViewControllers: Set<String> = [
    "NSObject", "UIResponder", "UIView", "UIControl", "UIButton", "UILabel", "UIImageView",
    "UITableView", "UICollectionView", "UIScrollView", "UITableViewCell",
    "UICollectionViewCell", "UIWindow", "UIApplication", "UIBarButtonItem", "UIBarItem",
    "UIStoryboard", "UIStoryboardSegue", "UIGestureRecognizer",
  ]

  static func check(_ scene: Scene, into log: inout DiagnosticLog) {
    let base = scene.base.hasPrefix("UIKit.") ? String(scene.base.dropFirst(6)) : scene.base
    guard notViewControllers.contains(base) else { return }
    log.report(
      .error(
        .classTypeExpected,
        "scene base '\(scene.base)' is not a view controller class: the generated \(scene.className)Base overrides UIViewController's methods, so it must inherit from UIViewController or a subclass",
        at: scene.origin.location(of: "base"), suggestion: .name("UIViewController")))
  }
}
