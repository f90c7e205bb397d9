/// Where each attribute of an element starts, by attribute name.
///
/// A large flow has tens of thousands of elements, each with a handful of attributes.
/// The locations are the reader's own attribute list, shared rather than copied: making
/// an origin costs no allocation, and a short list searched in order is cheaper to query
/// than a hash table and keeps file order.
public struct AttributeLocations: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  private var attributes: [XMLAttribute]

  public init() {
    attributes = []
  }

  public init(dictionaryLiteral elements: (String, SourceLocation)...) {
    attributes = elements.map { Self.attribute($0.0, at: $0.1) }
  }

  /// Attributes known only by name and place, in the order given.
  public init(locations: [(name: String, location: SourceLocation)]) {
    attributes = locations.map { Self.attribute($0.name, at: $0.location) }
  }

  /// The attributes of an element as the reader located them.
  public init(_ attributes: [XMLAttribute]) {
    self.attributes = attributes
  }

  public var entries: [(name: String, location: SourceLocation)] {
    attributes.map { (name: $0.name, location: $0.location) }
  }

  public subscript(name: String) -> SourceLocation? {
    get { attributes.first { $0.name == name }?.location }
    set {
      if let index = attributes.firstIndex(where: { $0.name == name }) {
        if let newValue {
          attributes[index].location = newValue
        } else {
          attributes.remove(at: index)
        }
      } else if let newValue {
        attributes.append(Self.attribute(name, at: newValue))
      }
    }
  }

  /// An attribute known only by where it is, as tools that synthesize origins set them.
  private static func attribute(_ name: String, at location: SourceLocation) -> XMLAttribute {
    XMLAttribute(name: name, value: "", location: location, valueLocation: location)
  }

  public static func == (lhs: AttributeLocations, rhs: AttributeLocations) -> Bool {
    lhs.attributes.count == rhs.attributes.count
      && zip(lhs.attributes, rhs.attributes).allSatisfy {
        $0.name == $1.name && $0.location == $1.location
      }
  }

  public func hash(into hasher: inout Hasher) {
    for attribute in attributes {
      hasher.combine(attribute.name)
      hasher.combine(attribute.location)
    }
  }
}
