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
    let bytes = type.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }
    // An ASCII type (nearly all of them), split on its bytes: every scene's types pass
    // through here, and asking each Character whether it is a letter cost a tenth of
    // building the scene's context.
    var identifiers: [Substring] = []
    var start: String.Index?
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      let isPart =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
      if isPart {
        if start == nil { start = index }
      } else if let first = start {
        identifiers.append(type[first..<index])
        start = nil
      }
      index = bytes.index(after: index)
    }
    if let first = start { identifiers.append(type[first..<index]) }
    return identifiers
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
