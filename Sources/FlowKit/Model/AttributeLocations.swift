/// Where each attribute of an element starts, by attribute name.
///
/// An element has a handful of attributes, and a large flow has tens of thousands of
/// elements: a short array searched in order costs less to build and to query than a
/// hash table, and keeps file order.
public struct AttributeLocations: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  public private(set) var entries: [(name: String, location: SourceLocation)]

  public init() {
    entries = []
  }

  public init(dictionaryLiteral elements: (String, SourceLocation)...) {
    entries = elements.map { (name: $0.0, location: $0.1) }
  }

  public init(_ pairs: [(String, SourceLocation)]) {
    entries = pairs.map { (name: $0.0, location: $0.1) }
  }

  public subscript(name: String) -> SourceLocation? {
    get { entries.first { $0.name == name }?.location }
    set {
      if let index = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[index].location = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        entries.append((name: name, location: newValue))
      }
    }
  }

  public static func == (lhs: AttributeLocations, rhs: AttributeLocations) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy {
        $0.name == $1.name && $0.location == $1.location
      }
  }

  public func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.name)
      hasher.combine(entry.location)
    }
  }
}
