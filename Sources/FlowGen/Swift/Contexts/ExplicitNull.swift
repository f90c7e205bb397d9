/// An optional context value that is encoded as an explicit `null` when absent, instead
/// of being left out.
///
/// Mustache looks a missing key up in the enclosing contexts, so an absent section
/// `title` would silently render the scene's title instead. An explicit `null` stops the
/// lookup where the key belongs, and it also makes every key visible in `flowc dump`.
@propertyWrapper
public struct ExplicitNull<Value: Encodable & Sendable>: Encodable, Sendable {
  public var wrappedValue: Value?

  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

// Contexts compare by value: the code runtime groups the scenes of a shared class whose
// segue of one id it carries out alike (`CodeSegueContext`).
extension ExplicitNull: Equatable where Value: Equatable {}
extension ExplicitNull: Hashable where Value: Hashable {}
