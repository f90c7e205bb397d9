/// The graph context's values encode every stored property, an absent one as an explicit
/// `null` rather than a missing key (the convention of all flowc contexts; see
/// docs/template-context.md). It matters in Mustache: a missing key is looked up in the
/// enclosing contexts, so an edge without a trigger could otherwise print another's.
///
/// Synthesized `Encodable` skips nil optionals, hence this one implementation, which
/// walks the stored properties by reflection and so never falls out of step with them.
public protocol GraphContextValue: Encodable {}

extension GraphContextValue {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PropertyKey.self)
    for child in Mirror(reflecting: self).children {
      guard let label = child.label, let value = child.value as? any Encodable else { continue }
      try container.encode(value, forKey: PropertyKey(stringValue: label))
    }
  }
}

/// A coding key named after a stored property.
struct PropertyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
