/// An `@IBOutlet`.
public struct OutletContext: Encodable, Sendable {
  public var name: String
  /// The type as written; for a collection, the element type.
  public var typeName: String
  public var isCollection: Bool
  /// `strong="true"`: declared `var`, not `weak var`, for an object the outlet alone holds.
  public var isStrong: Bool
}
