/// A case of a switch that answers a set of scenes (`Segue.sources`,
/// `State.pushes(from:)`, `State.embedded(in:)`, `State.delegateSources(of:)`):
/// `case <pattern>: <scenes>`.
public struct SwiftUISceneSetCaseContext: Encodable, Sendable {
  /// `.showDetail`, `.list`: the segue or scene asked about.
  public var pattern: String
  /// `[.a, .b]`: the scenes, as a Swift array literal.
  public var scenes: String
}

/// A `showDetail` segue after which the navigator gives its split's detail column a new
/// identity, as the storyboard runtime shows a new detail controller.
public struct SwiftUIDetailIdentityCaseContext: Encodable, Sendable {
  /// `.showMessage`: the segue, binding nothing.
  public var pattern: String
  /// `splitDetailIdentity`: the counter it increments.
  public var identityProperty: String
}

/// A saved property as `State.init(from:)` reads it:
/// `saved.<key> = Restoration.<reader>(in: container, .<key>)`.
public struct SwiftUIDecodeContext: Encodable, Sendable {
  /// `main`, `presented`: the property and its coding key.
  public var key: String
  /// `prefix` for a stack's routes (up to the first unreadable), `elements` for the
  /// presentations (the readable ones), `value` for any other.
  public var reader: String
  /// Whether an unreadable value keeps its default (`?? saved.<key>`): for `value`.
  public var keepsDefault: Bool
  /// Layout: the assignment fits on one line (else it breaks after `=`).
  public var fitsOnOneLine: Bool
}
