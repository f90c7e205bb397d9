/// Which modules a generated file must import for the types it names.
///
/// Storyboards name framework classes freely (`MKMapView`, `WKWebView`); the generated
/// file has to import their framework or it will not compile. Types are recognised by
/// the prefixes Apple's frameworks use; anything else is assumed to come from UIKit or
/// from the app itself.
public enum FrameworkImports {
  /// Whole type names that belong to a framework other than the one their prefix says.
  static let typeModules: [String: String] = [
    "AVPlayerViewController": "AVKit",
    "AVPictureInPictureController": "AVKit",
    "AVRoutePickerView": "AVKit",
    "UIHostingController": "SwiftUI",
    "PHPickerViewController": "PhotosUI",
    "PHLivePhotoView": "PhotosUI",
    "ARSCNView": "ARKit",
    "ARSKView": "ARKit",
    "MTKView": "MetalKit",
    "GKGameCenterViewController": "GameKit",
  ]

  /// Type-name prefixes (each followed by an upper-case letter in a real type) and their
  /// framework.
  static let prefixModules: [(prefix: String, module: String)] = [
    ("MK", "MapKit"),
    ("WK", "WebKit"),
    ("GLK", "GLKit"),
    ("SCN", "SceneKit"),
    ("SK", "SpriteKit"),
    ("AV", "AVFoundation"),
    ("CL", "CoreLocation"),
    ("PK", "PencilKit"),
    ("QL", "QuickLook"),
    ("SF", "SafariServices"),
    ("CN", "ContactsUI"),
    ("EK", "EventKitUI"),
    ("MF", "MessageUI"),
    ("PDF", "PDFKit"),
  ]

  /// The framework a single type name (without generic arguments) belongs to, if any
  /// besides UIKit.
  public static func module(forTypeName name: String) -> String? {
    if let module = typeModules[name] { return module }
    for (prefix, module) in prefixModules where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let next = rest.first, next.isUppercase, rest.contains(where: \.isLowercase) {
        return module
      }
    }
    return nil
  }

  /// Every identifier in a type as written (`[MKMapView]?`, `Dictionary<String, WKWebView>`).
  static func identifiers(in type: String) -> [Substring] {
    type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
  }

  /// The modules the given types need, besides UIKit.
  ///
  /// A module-qualified name (`MyKit.BadgeView`) imports its qualifier, unless the
  /// qualifier is `ownModule` (the flow's `module`, which the generated code is part of
  /// and must not import) or one of `localTypes` (a type nested in the app's own code).
  public static func modules(
    forTypes types: some Sequence<String>, ownModule: String?, localTypes: Set<String>
  ) -> Set<String> {
    var modules = Set<String>()
    for type in types {
      for identifier in identifiers(in: type) {
        let parts = identifier.split(separator: ".")
        guard let head = parts.first.map(String.init) else { continue }
        if parts.count > 1 {
          if head != ownModule && head != "UIKit" && head != "Swift" && !localTypes.contains(head)
            && module(forTypeName: head) == nil
          {
            modules.insert(head)
          } else if let framework = module(forTypeName: head) {
            modules.insert(framework)
          }
        } else if let framework = module(forTypeName: head) {
          modules.insert(framework)
        }
      }
    }
    return modules
  }
}
