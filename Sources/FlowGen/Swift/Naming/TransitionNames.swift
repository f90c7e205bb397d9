import FlowAnalysis
import FlowModel

/// The Swift names of a scene's segues and unwinds: their `Segue` and `Unwind` enum cases
/// and their hooks.
///
/// The identifier itself stays the case's raw value, byte for byte (UIKit sends it); the
/// case name is its lowerCamelCase form (`ShowDetail` → `showDetail`, `sw_rear` →
/// `swRear`), unique in the enum.
/// An id that is already a lowerCamelCase name keeps it, so a second id that lowers to
/// the same name is the one numbered. Unwind hooks drop a leading "unwind" word, which
/// `didUnwind` already says (`unwindSave` → `didUnwindSave`), unless that would give two
/// of the scene's unwinds one hook.
struct TransitionNames {
  /// Segue id → enum case.
  private(set) var segueCases: [String: String] = [:]
  /// Unwind id → enum case.
  private(set) var unwindCases: [String: String] = [:]
  /// Unwind id → the `didUnwind…` hook of the scenes it returns to.
  private(set) var unwindHooks: [String: String] = [:]

  init() {}

  init(scene: Scene) {
    let segueIDs = scene.segues.map(\.id)
    for (id, name) in zip(segueIDs, Self.caseNames(for: segueIDs)) { segueCases[id] = name }
    let unwindIDs = scene.unwinds.map(\.id)
    let cases = Self.caseNames(for: unwindIDs)
    for (id, name) in zip(unwindIDs, cases) { unwindCases[id] = name }
    let taken = Set(cases)
    for (id, name) in zip(unwindIDs, cases) {
      let stripped = Self.droppingUnwindWord(name)
      let keepsWord = stripped != name && taken.contains(stripped)
      unwindHooks[id] = "didUnwind" + SwiftIdentifier.upperFirst(keepsWord ? name : stripped)
    }
  }

  func segueCase(_ id: String) -> String { segueCases[id] ?? id }
  func unwindCase(_ id: String) -> String { unwindCases[id] ?? id }
  func unwindHook(_ id: String) -> String {
    unwindHooks[id] ?? "didUnwind" + SwiftIdentifier.upperFirst(id)
  }

  /// `prepare` + the segue's case name (`prepareShowDetail`).
  func segueHook(_ id: String) -> String {
    "prepare" + SwiftIdentifier.upperFirst(segueCase(id))
  }

  /// `unwindSave` → `save`; `unwind` → the empty string (the hook is `didUnwind`);
  /// `unwinding` → itself (the word is "unwinding").
  static func droppingUnwindWord(_ name: String) -> String {
    guard name.hasPrefix("unwind") else { return name }
    let rest = name.dropFirst("unwind".count)
    guard let first = rest.first else { return "" }
    guard first.isUppercase else { return name }
    return SwiftNames.lowerCamel(String(rest))
  }

  /// One case name per id, in order: lowerCamelCase, not a keyword nor a member every
  /// raw-value enum has, unique.
  static func caseNames(for ids: [String]) -> [String] {
    // `sw_rear` → `swRear`, `ShowDetail` → `showDetail`, `URLString` → `urlString`.
    let derived = ids.map { SwiftIdentifier.caseName(from: $0, fallback: "case") }
    let exact = Set(zip(ids, derived).filter { $0 == $1 && usable($0) }.map(\.0))
    var names = UniqueNames(reserved: exact)
    return zip(ids, derived).map { id, name in
      if exact.contains(id) { return id }
      return names.claim(usable(name) ? name : name + "Case")
    }
  }

  static func usable(_ name: String) -> Bool {
    !SwiftNames.keywords.contains(name) && !SwiftIdentifier.reservedCaseNames.contains(name)
  }
}
