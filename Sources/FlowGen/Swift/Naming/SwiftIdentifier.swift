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
///
/// Each name remembers the number its next claim starts from, so that thousands of
/// claims of one name (cells whose reuse identifiers hold no letter all ask for `cell`)
/// cost one step each, not a count from `2` each time: 8,000 such cells took 5.3 s to
/// build in a debug build (2,000: 0.36 s). Names are never given back, so every number
/// below it stays taken.
public struct UniqueNames: Sendable {
  private var taken: Set<String>
  private var nextNumber: [String: Int] = [:]
  /// How many names the claims have looked at: the work the tests hold to two per claim.
  public private(set) var candidatesTried = 0

  /// - Parameter reserved: names already used in the scope.
  public init(reserved: Set<String> = []) {
    taken = reserved
  }

  public mutating func claim(_ name: String) -> String {
    candidatesTried += 1
    if taken.insert(name).inserted { return name }
    var number = nextNumber[name] ?? 2
    while true {
      candidatesTried += 1
      let candidate = "\(name)\(number)"
      number += 1
      if taken.insert(candidate).inserted {
        nextNumber[name] = number
        return candidate
      }
    }
  }
}
