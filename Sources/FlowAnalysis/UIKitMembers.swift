/// The members a scene's generated class inherits from UIKit, by the class or protocol that
/// declares them: an outlet or action named like one of them would not compile ("cannot
/// override with a stored property") or would silently replace UIKit's behaviour.
///
/// Source: Apple's UIKit reference (developer.apple.com/documentation/uikit) for the iOS 17
/// SDK — the topics of `UIResponder`, `UIViewController`, `UITableViewController`,
/// `UICollectionViewController`, `UINavigationController`, `UITabBarController`,
/// `UISplitViewController`, `UIPageViewController` and of the protocols they adopt, with
/// `NSObjectProtocol` and the `NSObject` members every one of them also inherits. Each
/// entry is a member's Swift base name (`tableView(_:cellForRowAt:)` → `tableView`);
/// initialisers are left out, since they cannot clash with a property or a method.
/// Written for flowc from that reference; keep it to what the iOS 17 SDK declares.
public enum UIKitMembers {
  /// A class or protocol and the members it declares itself.
  public struct Declarer: Sendable {
    public var name: String
    /// The class it inherits from, for a class.
    public var superclass: String?
    /// The protocols it adopts (or, for a protocol, inherits).
    public var protocols: [String]
    public var members: [String]
  }

  /// Every declarer, classes and protocols, by name.
  public static let declarers: [String: Declarer] = Dictionary(
    uniqueKeysWithValues: table.map { ($0.name, $0) })

  /// The view controller classes of the table, from which a scene's base inherits.
  public static let controllerClasses = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController",
  ]

  /// Base names UIKit's view controllers declare only as methods whose every argument
  /// is labelled (`unwind(for:towards:)`): an unwind action of that name,
  /// `name(_ segue:)`, is another method, which Swift and Objective-C (by its selector,
  /// `unwindWithSegue:`) both tell apart. Xcode users write `unwind(segue:)`.
  /// Source: the UIViewController reference, as `table`.
  public static let labelledMethodNames: Set<String> = ["unwind"]

  /// The UIKit class a base inherits its members through: the base itself when the table
  /// has it, else `UIViewController` (any other base is a view controller subclass —
  /// `AVPlayerViewController`, an app's own base class — whose extra members flowc cannot
  /// know).
  public static func tableClass(forBase base: String) -> String {
    let plain = base.hasPrefix("UIKit.") ? String(base.dropFirst("UIKit.".count)) : base
    return controllerClasses.contains(plain) ? plain : "UIViewController"
  }

  /// Member name → the class or protocol declaring it, for everything a base inherits.
  /// The nearest declarer wins: a class before its protocols, a subclass before its
  /// superclass.
  public static func members(inheritedBy base: String) -> [String: String] {
    let key = tableClass(forBase: base)
    return membersByClass[key] ?? [:]
  }

  /// Computed once per class of the table; the checker asks for every outlet and action.
  static let membersByClass: [String: [String: String]] = Dictionary(
    uniqueKeysWithValues: controllerClasses.map { ($0, collectMembers(of: $0)) })

  static func collectMembers(of name: String) -> [String: String] {
    var result: [String: String] = [:]
    var visited: Set<String> = []
    var queue = [name]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      guard visited.insert(current).inserted, let declarer = declarers[current] else { continue }
      for member in declarer.members where result[member] == nil {
        result[member] = current
      }
      queue += declarer.protocols
      if let superclass = declarer.superclass { queue.append(superclass) }
    }
    return result
  }

  static let table: [Declarer] = [
    Declarer(
      name: "NSObject", superclass: nil, protocols: ["NSObjectProtocol"],
      members: [
        "copy", "mutableCopy", "classForCoder", "awakeAfter", "replacementObject",
        "forwardingTarget", "doesNotRecognizeSelector", "method",
        // Key-value coding and observing.
        "value", "setValue", "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue",
        "mutableSetValue", "mutableOrderedSetValue", "validateValue", "setNilValueForKey",
        "addObserver", "removeObserver", "observeValue", "willChangeValue", "didChangeValue",
        "observationInfo",
        // Nib loading and Interface Builder (UINibLoadingAdditions, NSObject+IBDesignable).
        "awakeFromNib", "prepareForInterfaceBuilder",
        // Accessibility (the UIAccessibility informal protocol on NSObject).
        "isAccessibilityElement", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityTraits", "accessibilityFrame", "accessibilityPath",
        "accessibilityActivationPoint", "accessibilityLanguage", "accessibilityElementsHidden",
        "accessibilityViewIsModal", "shouldGroupAccessibilityChildren",
        "accessibilityNavigationStyle", "accessibilityCustomActions", "accessibilityElements",
        "accessibilityContainerType", "accessibilityRespondsToUserInteraction",
        "accessibilityUserInputLabels", "accessibilityAttributedLabel",
        "accessibilityAttributedHint", "accessibilityAttributedValue",
        "accessibilityAttributedUserInputLabels", "accessibilityTextualContext",
        "accessibilityDirectTouchOptions", "accessibilityActivate", "accessibilityIncrement",
        "accessibilityDecrement", "accessibilityScroll", "accessibilityPerformEscape",
        "accessibilityPerformMagicTap", "accessibilityElementDidBecomeFocused",
        "accessibilityElementDidLoseFocus", "accessibilityElementIsFocused",
        "accessibilityAssistiveTechnologyFocusedIdentifiers", "accessibilityDragSourceDescriptors",
        "accessibilityDropPointDescriptors", "accessibilityCustomRotors",
        "accessibilityHeaderElements", "accessibilityLabelBlock", "accessibilityValueBlock",
        "accessibilityHintBlock", "accessibilityTraitsBlock", "accessibilityFrameBlock",
        "accessibilityElementsBlock",
      ]),
    Declarer(
      name: "NSObjectProtocol", superclass: nil, protocols: [],
      members: [
        "isEqual", "hash", "superclass", "isProxy", "isKind", "isMember", "conforms", "responds",
        "perform", "description", "debugDescription",
      ]),
    Declarer(
      name: "UIResponder", superclass: "NSObject",
      protocols: [
        "UIResponderStandardEditActions", "UIPasteConfigurationSupporting",
        "UIActivityItemsConfigurationProviding", "UIUserActivityRestoring",
      ],
      members: [
        "next", "isFirstResponder", "canBecomeFirstResponder", "becomeFirstResponder",
        "canResignFirstResponder", "resignFirstResponder",
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "touchesEstimatedPropertiesUpdated", "pressesBegan", "pressesChanged", "pressesEnded",
        "pressesCancelled", "motionBegan", "motionEnded", "motionCancelled",
        "remoteControlReceived", "canPerformAction", "target", "buildMenu", "validate",
        "undoManager", "editingInteractionConfiguration", "keyCommands", "inputView",
        "inputViewController", "inputAccessoryView", "inputAccessoryViewController",
        "textInputMode", "textInputContextIdentifier", "clearTextInputContextIdentifier",
        "reloadInputViews", "userActivity", "updateUserActivityState",
      ]),
    Declarer(
      name: "UIResponderStandardEditActions", superclass: nil, protocols: ["NSObjectProtocol"],
      members: [
        "cut", "copy", "paste", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "select",
        "selectAll", "delete", "makeTextWritingDirectionLeftToRight",
        "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics",
        "toggleUnderline", "increaseSize", "decreaseSize", "find", "findAndReplace", "findNext",
        "findPrevious", "useSelectionForFind", "updateTextAttributes", "print", "rename",
        "duplicate", "move", "export",
      ]),
    Declarer(
      name: "UIPasteConfigurationSupporting", superclass: nil, protocols: ["NSObjectProtocol"],
      members: ["pasteConfiguration", "canPaste"]),
    Declarer(
      name: "UIActivityItemsConfigurationProviding", superclass: nil,
      protocols: ["NSObjectProtocol"], members: ["activityItemsConfiguration"]),
    Declarer(
      name: "UIUserActivityRestoring", superclass: nil, protocols: ["NSObjectProtocol"],
      members: ["restoreUserActivityState"]),
    Declarer(
      name: "UIViewController", superclass: "UIResponder",
      protocols: [
        "NSCoding", "UIAppearanceContainer", "UITraitEnvironment", "UIContentContainer",
        "UIFocusEnvironment", "UITraitChangeObservable",
      ],
      members: [
        // The view and its life cycle.
        "view", "viewIfLoaded", "isViewLoaded", "loadView", "loadViewIfNeeded", "viewDidLoad",
        "title", "preferredContentSize", "storyboard", "nibName", "nibBundle",
        "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "isBeingPresented", "isBeingDismissed", "isMovingToParent",
        "isMovingFromParent", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "updateViewConstraints", "didReceiveMemoryWarning",
        // Content-unavailable configurations (iOS 17).
        "contentUnavailableConfiguration", "contentUnavailableConfigurationState",
        "updateContentUnavailableConfiguration", "setNeedsUpdateContentUnavailableConfiguration",
        // Safe area and layout margins.
        "additionalSafeAreaInsets", "viewSafeAreaInsetsDidChange",
        "viewRespectsSystemMinimumLayoutMargins", "systemMinimumLayoutMargins",
        "viewLayoutMarginsDidChange", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "topLayoutGuide", "bottomLayoutGuide",
        "contentScrollView", "setContentScrollView",
        // Presentation.
        "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation",
        "isModalInPopover", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition",
        "modalPresentationCapturesStatusBarAppearance", "disablesAutomaticKeyboardDismissal",
        "transitioningDelegate", "transitionCoordinator", "presentingViewController",
        "presentedViewController", "presentationController", "popoverPresentationController",
        "sheetPresentationController", "activePresentationController", "present", "dismiss",
        "show", "showDetailViewController", "targetViewController",
        "performsActionsWhilePresentingModally",
        // Segues and unwinding.
        "shouldPerformSegue", "performSegue", "prepare", "canPerformUnwindSegueAction",
        "allowedChildrenForUnwinding", "childContaining", "unwind", "segueForUnwinding",
        // Child view controllers.
        "children", "addChild", "removeFromParent", "transition", "parent", "willMove",
        "didMove", "shouldAutomaticallyForwardAppearanceMethods", "beginAppearanceTransition",
        "endAppearanceTransition", "setOverrideTraitCollection", "overrideTraitCollection",
        "childForStatusBarStyle", "childForStatusBarHidden", "childForHomeIndicatorAutoHidden",
        "childForScreenEdgesDeferringSystemGestures", "childViewControllerForPointerLock",
        // Status bar, home indicator, pointer and orientation.
        "setNeedsStatusBarAppearanceUpdate", "preferredStatusBarStyle", "prefersStatusBarHidden",
        "preferredStatusBarUpdateAnimation", "preferredScreenEdgesDeferringSystemGestures",
        "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "prefersHomeIndicatorAutoHidden",
        "setNeedsUpdateOfHomeIndicatorAutoHidden", "prefersPointerLocked",
        "setNeedsUpdateOfPrefersPointerLocked", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation",
        // Navigation, tab bar and split view interfaces.
        "navigationItem", "navigationController", "hidesBottomBarWhenPushed", "toolbarItems",
        "setToolbarItems", "tabBarItem", "tabBarController", "splitViewController",
        "collapseSecondaryViewController", "separateSecondaryViewController",
        "showDetailTargetDidChangeNotification",
        // Editing.
        "isEditing", "setEditing", "editButtonItem",
        // State restoration and extensions.
        "restorationIdentifier", "restorationClass", "encodeRestorableState",
        "decodeRestorableState", "applicationFinishedRestoringState", "extensionContext",
        "interactionActivityTrackingBaseName",
        // Keyboard commands, previewing and appearance.
        "addKeyCommand", "removeKeyCommand", "registerForPreviewing", "unregisterForPreviewing",
        "previewActionItems", "overrideUserInterfaceStyle", "traitOverrides",
        "updateTraitsIfNeeded",
      ]),
    Declarer(
      name: "NSCoding", superclass: nil, protocols: [], members: ["encode"]),
    Declarer(
      name: "UIAppearanceContainer", superclass: nil, protocols: ["NSObjectProtocol"],
      members: []),
    Declarer(
      name: "UITraitEnvironment", superclass: nil, protocols: ["NSObjectProtocol"],
      members: ["traitCollection", "traitCollectionDidChange"]),
    Declarer(
      name: "UITraitChangeObservable", superclass: nil, protocols: [],
      members: ["registerForTraitChanges", "unregisterForTraitChanges"]),
    Declarer(
      name: "UIContentContainer", superclass: nil, protocols: ["NSObjectProtocol"],
      members: [
        "preferredContentSizeDidChange", "systemLayoutFittingSizeDidChange", "size",
        "viewWillTransition", "willTransition",
      ]),
    Declarer(
      name: "UIFocusEnvironment", superclass: nil, protocols: ["NSObjectProtocol"],
      members: [
        "preferredFocusEnvironments", "parentFocusEnvironment", "focusItemContainer",
        "setNeedsFocusUpdate", "updateFocusIfNeeded", "shouldUpdateFocus", "didUpdateFocus",
        "soundIdentifierForFocusUpdate", "focusGroupIdentifier", "preferredFocusedView",
      ]),
    Declarer(
      name: "UITableViewController", superclass: "UIViewController",
      protocols: ["UITableViewDelegate", "UITableViewDataSource"],
      members: ["tableView", "clearsSelectionOnViewWillAppear", "refreshControl"]),
    Declarer(
      name: "UITableViewDataSource", superclass: nil, protocols: ["NSObjectProtocol"],
      members: ["tableView", "numberOfSections", "sectionIndexTitles"]),
    Declarer(
      name: "UITableViewDelegate", superclass: nil,
      protocols: ["NSObjectProtocol", "UIScrollViewDelegate"],
      members: ["tableView", "indexPathForPreferredFocusedView"]),
    Declarer(
      name: "UIScrollViewDelegate", superclass: nil, protocols: ["NSObjectProtocol"],
      members: [
        "scrollViewDidScroll", "scrollViewDidZoom", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
        "scrollViewDidEndScrollingAnimation", "viewForZooming", "scrollViewWillBeginZooming",
        "scrollViewDidEndZooming", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
        "scrollViewDidChangeAdjustedContentInset",
      ]),
    Declarer(
      name: "UICollectionViewController", superclass: "UIViewController",
      protocols: ["UICollectionViewDelegate", "UICollectionViewDataSource"],
      members: [
        "collectionView", "collectionViewLayout", "clearsSelectionOnViewWillAppear",
        "useLayoutToLayoutNavigationTransitions", "installsStandardGestureForInteractiveMovement",
      ]),
    Declarer(
      name: "UICollectionViewDataSource", superclass: nil, protocols: ["NSObjectProtocol"],
      members: ["collectionView", "numberOfSections", "indexTitles"]),
    Declarer(
      name: "UICollectionViewDelegate", superclass: nil,
      protocols: ["NSObjectProtocol", "UIScrollViewDelegate"],
      members: ["collectionView", "indexPathForPreferredFocusedView"]),
    Declarer(
      name: "UINavigationController", superclass: "UIViewController", protocols: [],
      members: [
        "topViewController", "visibleViewController", "viewControllers", "setViewControllers",
        "pushViewController", "popViewController", "popToRootViewController",
        "popToViewController", "navigationBar", "isNavigationBarHidden",
        "setNavigationBarHidden", "toolbar", "isToolbarHidden", "setToolbarHidden", "delegate",
        "interactivePopGestureRecognizer", "hidesBarsWhenKeyboardAppears", "hidesBarsOnSwipe",
        "barHideOnSwipeGestureRecognizer", "hidesBarsWhenVerticallyCompact", "hidesBarsOnTap",
        "barHideOnTapGestureRecognizer",
      ]),
    Declarer(
      name: "UITabBarController", superclass: "UIViewController", protocols: ["UITabBarDelegate"],
      members: [
        "viewControllers", "setViewControllers", "customizableViewControllers",
        "moreNavigationController", "selectedViewController", "selectedIndex", "tabBar",
        "delegate",
      ]),
    Declarer(
      name: "UITabBarDelegate", superclass: nil, protocols: ["NSObjectProtocol"],
      members: ["tabBar"]),
    Declarer(
      name: "UISplitViewController", superclass: "UIViewController", protocols: [],
      members: [
        "viewControllers", "delegate", "style", "viewController", "setViewController", "hide",
        "isShowing", "preferredDisplayMode", "displayMode", "displayModeButtonItem",
        "displayModeButtonVisibility", "presentsWithGesture", "isCollapsed",
        "preferredSplitBehavior", "splitBehavior", "showsSecondaryOnlyButton",
        "primaryBackgroundStyle", "primaryEdge", "preferredPrimaryColumnWidthFraction",
        "preferredPrimaryColumnWidth", "primaryColumnWidth", "minimumPrimaryColumnWidth",
        "maximumPrimaryColumnWidth", "preferredSupplementaryColumnWidthFraction",
        "preferredSupplementaryColumnWidth", "supplementaryColumnWidth",
        "minimumSupplementaryColumnWidth", "maximumSupplementaryColumnWidth",
      ]),
    Declarer(
      name: "UIPageViewController", superclass: "UIViewController", protocols: [],
      members: [
        "delegate", "dataSource", "transitionStyle", "navigationOrientation", "spineLocation",
        "isDoubleSided", "gestureRecognizers", "viewControllers", "setViewControllers",
      ]),
  ]
}
