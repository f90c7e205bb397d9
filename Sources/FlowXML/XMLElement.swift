import FlowModel

/// Where an element is written, as byte offsets into the file's bytes: what an edit needs
/// to insert text next to an element without touching any other byte.
public struct XMLExtent: Sendable, Hashable {
  /// The start tag's `<`.
  public var start: Int
  /// Just after the start tag's `>` (for `<a/>`, after `/>`).
  public var startTagEnd: Int
  /// Just after the element's last byte: its end tag's `>`, or `startTagEnd` for `<a/>`.
  public var end: Int

  public init(start: Int, startTagEnd: Int, end: Int) {
    self.start = start
    self.startTagEnd = startTagEnd
    self.end = end
  }

  /// Written `<a …/>`: it has no end tag.
  public var isSelfClosing: Bool { end == startTagEnd }
}

/// An element of the located tree that the reader builds: what libxml2 parsed, plus the
/// line and column of every element and attribute, which libxml2's own tree does not keep.
public struct XMLElement: Sendable {
  public var name: String
  public var attributes: [XMLAttribute]
  public var children: [XMLElement]
  /// Where the start tag's `<` is.
  public var location: SourceLocation
  /// Where the element's bytes start and end in the file it was read from.
  public var extent: XMLExtent
  /// Character data inside the element that is not only white space, if any.
  public var text: String?
  /// Where that character data starts.
  public var textLocation: SourceLocation?

  public init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
    location: SourceLocation, extent: XMLExtent = XMLExtent(start: 0, startTagEnd: 0, end: 0),
    text: String? = nil, textLocation: SourceLocation? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.location = location
    self.extent = extent
    self.text = text
    self.textLocation = textLocation
  }

  // Lookups find an index first and copy only what is asked for: copying a whole
  // attribute (four strings) to read its value adds up over a large flow.

  public func attribute(_ name: String) -> XMLAttribute? {
    attributes.firstIndex { $0.name == name }.map { attributes[$0] }
  }

  public subscript(attribute name: String) -> String? {
    attributes.firstIndex { $0.name == name }.map { attributes[$0].value }
  }

  public func hasAttribute(_ name: String) -> Bool {
    attributes.contains { $0.name == name }
  }

  public func children(named name: String) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  public func firstChild(named name: String) -> XMLElement? {
    children.first { $0.name == name }
  }
}
