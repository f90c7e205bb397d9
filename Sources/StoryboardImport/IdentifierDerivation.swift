import FlowAnalysis
import FlowModel

/// Turns the names a storyboard has (class names, storyboard IDs, titles, segue
/// identifiers, file names) into the identifiers a flow needs.
///
/// Interface Builder names things for people ("Show Detail", "Your Meals",
/// `MealTableViewController`); a flow needs Swift identifiers that are unique in their
/// scope. Every rule here is deterministic, so importing the same storyboard twice gives
/// the same flow.
enum IdentifierDerivation {
  /// The words of a name: runs of ASCII letters and digits; everything else separates.
  /// Case changes inside a run are kept (`showDetail` stays one word), since the result is
  /// camel-cased anyway.
  static func words(_ text: String) -> [String] {
    SwiftNames.words(in: text)
  }

  /// `AAPLMenu` → `aaplMenu`, `URLList` → `urlList`, `Meal` → `meal`: the leading run of
  /// capitals is lowered, except the last one when it starts the next word.
  ///
  /// Read as bytes: the capitals and the lower-case letter after them are ASCII, each
  /// one byte, so whatever follows them (ASCII or not) is kept byte for byte.
  static func lowerFirstWord(_ word: String) -> String {
    var bytes = Array(word.utf8)
    var upperRun = 0
    while upperRun < bytes.count, (0x41...0x5A).contains(bytes[upperRun]) { upperRun += 1 }
    if upperRun == 0 { return word }
    var lowered = upperRun
    if upperRun > 1, upperRun < bytes.count, (0x61...0x7A).contains(bytes[upperRun]) {
      lowered -= 1
    }
    for index in 0..<lowered { bytes[index] += 0x20 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A lowerCamelCase identifier made of the words of `text` (`Show Workout Segue` →
  /// `showWorkoutSegue`). Nil when the text has no ASCII word at all. A result that
  /// starts with a digit gets `prefix` in front; a keyword gets it appended.
  static func lowerCamel(_ text: String, prefix: String) -> String? {
    let parts = words(text)
    guard let first = parts.first else { return nil }
    var name = lowerFirstWord(first) + parts.dropFirst().map(SwiftNames.upperCamel).joined()
    if let initial = name.unicodeScalars.first, ("0"..."9").contains(initial) {
      name = prefix + SwiftNames.upperCamel(name)
    }
    if SwiftNames.keywords.contains(name) { name += SwiftNames.upperCamel(prefix) }
    return name
  }

  /// An UpperCamelCase identifier made of the words of `text` (`Base.lproj_Main` →
  /// `BaseLprojMain`); `fallback` when nothing is left.
  static func upperCamel(_ text: String, fallback: String) -> String {
    let parts = words(text)
    guard !parts.isEmpty else { return fallback }
    var name = parts.map(SwiftNames.upperCamel).joined()
    if let initial = name.unicodeScalars.first, ("0"..."9").contains(initial) {
      name = fallback + name
    }
    if SwiftNames.keywords.contains(name) { name += fallback }
    return name
  }

  /// The stem of a node id taken from a class name: the class loses a trailing
  /// `ViewController` or `Controller` (`MasterViewController` → `master`,
  /// `BaseNavigationController` → `baseNavigation`), so that the default class a flow
  /// derives from a scene's id (`master` → `MasterViewController`) is the class the
  /// storyboard names. Nil when nothing is left (a class named `ViewController`), so that
  /// the next source of a name is tried.
  static func stem(ofClass className: String) -> String? {
    var base = className
    if let suffix = ["ViewController", "Controller"].first(where: { className.hasSuffix($0) }) {
      base = String(className.dropLast(suffix.count))
    }
    guard !base.isEmpty else { return nil }
    return lowerCamel(base, prefix: "scene")
  }

  /// The flow's name from the storyboard's file name (`Base.lproj/Main.storyboard` →
  /// `Main`).
  /// `Base.lproj/Main_iPhone.storyboard` → `Main_iPhone`: the name
  /// `UIStoryboard(name:bundle:)` is given, byte for byte; nil when the path names no
  /// `.storyboard` file (standard input).
  static func storyboardName(fromPath path: String) -> String? {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard file.hasSuffix(".storyboard"), file.count > ".storyboard".count else { return nil }
    return String(file.dropLast(".storyboard".count))
  }

  static func flowName(fromPath path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      name = String(name[..<dot])
    }
    return upperCamel(name, fallback: "Flow")
  }

  /// A segue id for a storyboard identifier that is not a Swift identifier
  /// (`Show Detail` → `showDetail`, `setPhoto:` → `setPhoto`).
  static func segueID(fromIdentifier identifier: String) -> String? {
    lowerCamel(identifier, prefix: "segue")
  }

  /// A segue id for a segue without an identifier: what it does and where it goes
  /// (`show` to `detail` → `showDetail`).
  static func segueID(kind: SegueKind, destinationID: String) -> String {
    kind.rawValue + SwiftNames.upperCamel(destinationID)
  }

  /// An unwind id for an unwind without an identifier: its action when that already
  /// says `unwind…`, else `unwind` and the action (`done` → `unwindDone`).
  static func unwindID(actionName: String) -> String {
    actionName.hasPrefix("unwind") ? actionName : "unwind" + SwiftNames.upperCamel(actionName)
  }
}
