import FlowAnalysis

/// Derives Swift names from the names in a flow, so that every name the templates place
/// is computed once, here, and follows Swift's conventions.
public enum SwiftIdentifier {
  /// `showDetail` → `ShowDetail`, to append a name to a prefix (`prepareShowDetail`).
  public static func upperFirst(_ name: String) -> String {
    SwiftNames.upperCamel(name)
  }

  /// Names that an enum case cannot take even though they are identifiers: they would
  /// collide with what `String`-backed, `CaseIterable` enums already have.
  static let reservedCaseNames: Set<String> = ["allCases", "rawValue", "init", "hashValue"]

  /// A lowerCamelCase identifier for free text such as a reuse identifier
  /// (`"Book Cell"` → `bookCell`, `"2-up"` → `cell2Up` with `fallback` `cell`).
  ///
  /// Words are split at anything that is not an ASCII letter or digit; letters outside
  /// ASCII are dropped, since the flow format's identifiers are ASCII. Text with no
  /// usable letters becomes `fallback`; keywords and reserved names get `fallback`
  /// appended (`default` → `defaultCell`).
  public static func caseName(from text: String, fallback: String) -> String {
    let words = SwiftNames.words(in: text)
    guard let first = words.first else { return fallback }
    var name = SwiftNames.lowerCamel(first)
    // Later words keep their own case (`Book HTML` → `bookHTML`) and only have their
    // first letter raised.
    for word in words.dropFirst() { name += upperFirst(word) }
    if let head = name.unicodeScalars.first, ("0"..."9").contains(head) {
      name = fallback + upperFirst(name)
    }
    if SwiftNames.keywords.contains(name) || reservedCaseNames.contains(name) {
      name += upperFirst(fallback)
    }
    return name
  }
}

/// Hands out names that are unique within one scope, in the order they are asked for,
/// so that the same input always gets the same names: the second `Book Cell` becomes
/// `bookCell2`.
public struct UniqueNames: Sendable {
  private var taken: Set<String>

  /// - Parameter reserved: names already used in the scope.
  public init(reserved: Set<String> = []) {
    taken = reserved
  }

  public mutating func claim(_ name: String) -> String {
    if taken.insert(name).inserted { return name }
    var number = 2
    while !taken.insert("\(name)\(number)").inserted { number += 1 }
    return "\(name)\(number)"
  }
}
