/// Which modules a generated file must import for the types it names.
///
/// Storyboards name framework classes freely (`MKMapView`, `WKWebView`); the generated
/// file has to import their framework or it will not compile. A type is recognised by
/// its whole name in `FrameworkClasses`, never by its prefix; anything else is assumed to
/// come from UIKit or from the app itself.
public enum FrameworkImports {
  /// The framework a single type name (without generic arguments) belongs to, if any
  /// besides UIKit.
  public static func module(forTypeName name: String) -> String? {
    FrameworkClasses.moduleByClass[name]
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
