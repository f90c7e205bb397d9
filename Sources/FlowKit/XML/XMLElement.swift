/// An attribute as written in the source, with where its name and its value start.
public struct XMLAttribute: Sendable, Hashable {
  public var name: String
  public var value: String
  /// Where the attribute's name starts: the place to point at for an unknown attribute.
  public var location: SourceLocation
  /// Where the value starts, just after the opening quote: the place to point at for a
  /// bad value.
  public var valueLocation: SourceLocation
}

/// An element of the located tree that the reader builds: what libxml2 parsed, plus the
/// line and column of every element and attribute, which libxml2's own tree does not keep.
public struct XMLElement: Sendable {
  public var name: String
  public var attributes: [XMLAttribute]
  public var children: [XMLElement]
  /// Where the start tag's `<` is.
  public var location: SourceLocation
  /// Character data inside the element that is not only white space, if any.
  public var text: String?
  /// Where that character data starts.
  public var textLocation: SourceLocation?

  public init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
    location: SourceLocation, text: String? = nil, textLocation: SourceLocation? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.location = location
    self.text = text
    self.textLocation = textLocation
  }

  public func attribute(_ name: String) -> XMLAttribute? {
    attributes.first { $0.name == name }
  }

  public subscript(attribute name: String) -> String? {
    attribute(name)?.value
  }

  public func children(named name: String) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  public func firstChild(named name: String) -> XMLElement? {
    children.first { $0.name == name }
  }
}
