/// A case of a switch that answers a set of scenes (`Segue.sources`,
/// `State.pushes(from:)`, `State.embedded(in:)`, `State.delegateSources(of:)`):
/// `case <pattern>: <scenes>`.
public struct SwiftUISceneSetCaseContext: Encodable, Sendable {
  /// `.showDetail`, `.list`: the segue or scene asked about.
  public var pattern: String
  /// `[.a, .b]`: the scenes, as a Swift array literal.
  public var scenes: String
}
