/// An attribute as written in the source, with where its name and its value start.
///
/// The XML reader (FlowXML) makes these; they live here, below it, because the model keeps
/// them too: an origin's `AttributeLocations` is the attribute list its element was read
/// with, so the model needs the type but never the reader or libxml2.
public struct XMLAttribute: Sendable, Hashable {
  public var name: String
  public var value: String
  /// Where the attribute's name starts: the place to point at for an unknown attribute.
  public var location: SourceLocation
  /// Where the value starts, just after the opening quote: the place to point at for a
  /// bad value.
  public var valueLocation: SourceLocation

  package init(
    name: String, value: String, location: SourceLocation, valueLocation: SourceLocation
  ) {
    self.name = name
    self.value = value
    self.location = location
    self.valueLocation = valueLocation
  }
}
