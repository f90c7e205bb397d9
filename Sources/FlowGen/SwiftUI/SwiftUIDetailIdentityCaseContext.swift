/// A `showDetail` segue after which the navigator gives its split's detail column a new
/// identity, as the storyboard runtime shows a new detail controller.
public struct SwiftUIDetailIdentityCaseContext: Encodable, Sendable {
  /// `.showMessage`: the segue, binding nothing.
  public var pattern: String
  /// `splitDetailIdentity`: the counter it increments.
  public var identityProperty: String
}
