import FlowModel

/// What adopting one scene's class means: where the class is and what changes.
public struct ClassAdoption: Sendable {
  public var className: String
  public var sceneID: String
  public var baseClassName: String
  /// The file that declares the class, or nil when the app has none.
  public var path: String?
  public var findings: [AdoptionFinding]
}
