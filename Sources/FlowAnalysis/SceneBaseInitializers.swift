import FlowModel

/// How the code runtime creates a scene of a given base class: the UIKit bases whose
/// initialisers are known, and the ones known to have no `init()`.
///
/// Source: Apple's developer documentation of each class's initialisers
/// (developer.apple.com/documentation/uikit, /safariservices, /photokit, /swiftui). A base
/// not listed is taken to keep `UIViewController`'s `init()`, as an app's own base class
/// usually does; one that does not needs `init="custom"`.
package enum SceneBaseInitializers {
  /// How a scene of some base is created by default.
  package enum Creation: Equatable, Sendable {
    /// `Class` followed by these arguments: `()`, `(style: .grouped)`.
    case arguments(String)
    /// `UIHostingController<RootView>`: `Class(rootView:)`, with the root view made by a
    /// hook of its own.
    case hosting(rootView: String)
    /// None is known: the base has no `init()`, so the scene needs `init="custom"`.
    case unknown
  }

  /// The bases with arguments of their own; the table layout's style goes in for a
  /// table view controller.
  package static func arguments(ofBase base: String, tableStyle: String) -> String? {
    switch base {
    case "UITableViewController": "(style: .\(tableStyle))"
    case "UICollectionViewController": "(collectionViewLayout: UICollectionViewFlowLayout())"
    case "UIPageViewController": "(transitionStyle: .scroll, navigationOrientation: .horizontal)"
    default: nil
    }
  }

  /// Controllers of Apple's frameworks whose every initialiser takes arguments the flow
  /// cannot know (a URL, the items to share, a configuration).
  package static let withoutDefaultInitializer: Set<String> = [
    "UIActivityViewController", "UIReferenceLibraryViewController",
    "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
    "UICloudSharingController", "SFSafariViewController", "PHPickerViewController",
    "CNContactViewController", "EKEventEditViewController",
  ]

  /// `UIHostingController<ItemView>` → `ItemView`, or nil for any other base.
  package static func hostedView(ofBase base: String) -> String? {
    let prefix = "UIHostingController<"
    guard base.hasPrefix(prefix), base.hasSuffix(">") else { return nil }
    let view = base.dropFirst(prefix.count).dropLast()
    return view.isEmpty ? nil : String(view)
  }

  package static func creation(of scene: Scene) -> Creation {
    if let arguments = arguments(
      ofBase: scene.base, tableStyle: scene.table?.style.rawValue ?? "plain")
    {
      return .arguments(arguments)
    }
    if let view = hostedView(ofBase: scene.base) { return .hosting(rootView: view) }
    let unqualified = scene.base.split(separator: ".").last.map(String.init) ?? scene.base
    return withoutDefaultInitializer.contains(unqualified) ? .unknown : .arguments("()")
  }
}
