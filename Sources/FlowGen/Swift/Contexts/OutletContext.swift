/// An `@IBOutlet`.
public struct OutletContext: Encodable, Sendable {
  public var name: String
  /// The type as written; for a collection, the element type.
  public var typeName: String
  public var isCollection: Bool
}
