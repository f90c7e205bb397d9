/// Where a model value was written: its element, and each of its attributes, so that a
/// rule can point at `to="detial"` rather than at the whole `<segue>`.
public struct Origin: Hashable, Sendable {
  public var location: SourceLocation
  /// Attribute name → where that attribute starts.
  public var attributes: AttributeLocations

  public init(location: SourceLocation, attributes: AttributeLocations = [:]) {
    self.location = location
    self.attributes = attributes
  }

  /// The attribute's location when it was written, else the element's.
  public func location(of attribute: String) -> SourceLocation {
    attributes[attribute] ?? location
  }

  /// For values made by tools (the storyboard importer, `flowc new`) before they are
  /// written anywhere.
  public static func synthesized(_ file: String) -> Origin {
    Origin(location: .file(file))
  }
}
