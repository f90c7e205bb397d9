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
///
/// Its members live in one shared box, as `CopyOnWriteBox` keeps a model value's: the
/// reader and the decoders copy elements as they walk the tree, and a copy then costs one
/// reference count, not one for each of its arrays and strings. The box is this module's
/// own: Swift leaves out the run-time exclusivity checks of `@exclusivity(unchecked)`
/// only for accesses inside the module that declares the property, and elements are read
/// here millions of times.
public struct XMLElement: Sendable {
  private var box: Box

  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private struct Fields: Sendable {
    var name: String
    var attributes: [XMLAttribute]
    var children: [XMLElement]
    var location: SourceLocation
    var extent: XMLExtent
    var text: String?
    var textLocation: SourceLocation?
  }

  /// The box, copied first when another element shares it.
  private var fields: Box {
    mutating get {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
      return box
    }
  }

  public var name: String {
    get { box.fields.name }
    _modify { yield &fields.fields.name }
  }
  public var attributes: [XMLAttribute] {
    get { box.fields.attributes }
    _modify { yield &fields.fields.attributes }
  }
  public var children: [XMLElement] {
    get { box.fields.children }
    _modify { yield &fields.fields.children }
  }
  /// Where the start tag's `<` is.
  public var location: SourceLocation {
    get { box.fields.location }
    _modify { yield &fields.fields.location }
  }
  /// Where the element's bytes start and end in the file it was read from.
  public var extent: XMLExtent {
    get { box.fields.extent }
    _modify { yield &fields.fields.extent }
  }
  /// Character data inside the element that is not only white space, if any.
  public var text: String? {
    get { box.fields.text }
    _modify { yield &fields.fields.text }
  }
  /// Where that character data starts.
  public var textLocation: SourceLocation? {
    get { box.fields.textLocation }
    _modify { yield &fields.fields.textLocation }
  }

  public init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
    location: SourceLocation, extent: XMLExtent = XMLExtent(start: 0, startTagEnd: 0, end: 0),
    text: String? = nil, textLocation: SourceLocation? = nil
  ) {
    box = Box(
      Fields(
        name: name, attributes: attributes, children: children, location: location,
        extent: extent, text: text, textLocation: textLocation))
  }

  // Lookups find an index first and copy only what is asked for: copying a whole
  // attribute (four strings) to read its value adds up over a large flow.

  public func attribute(_ name: String) -> XMLAttribute? {
    let attributes = box.fields.attributes
    return attributes.firstIndex { $0.name == name }.map { attributes[$0] }
  }

  public subscript(attribute name: String) -> String? {
    let attributes = box.fields.attributes
    return attributes.firstIndex { $0.name == name }.map { attributes[$0].value }
  }

  public func hasAttribute(_ name: String) -> Bool {
    box.fields.attributes.contains { $0.name == name }
  }

  public func children(named name: String) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  public func firstChild(named name: String) -> XMLElement? {
    children.first { $0.name == name }
  }
}
