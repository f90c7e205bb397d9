/// How the controllers of a class that several scenes share tell which scene they show,
/// so that the root view's accessibility identifier and the navigation trace name it:
/// in the code runtime by `sceneID`, which the flow's `Scenes` sets as it creates one; in
/// the storyboard runtime by the root view's identifier, which the storyboard gives each
/// scene (`flowc check --storyboard` says where it does not).
public struct SharedScenesContext: Encodable, Sendable {
  /// The scenes' ids, for comments: `` `map` or `hours` ``.
  public var sceneList: String
  /// The code runtime's `switch sceneID` cases giving the root view's identifier, laid out
  /// to fit; the first scene's is the `default`.
  public var rootIdentifierCaseLines: [String]
  /// The code runtime's trace call naming `sceneID`, laid out to fit.
  public var sceneIDTraceLines: [String]
  /// One per scene, in file order.
  public var scenes: [SharedSceneContext]
}

/// One of the scenes sharing a class.
public struct SharedSceneContext: Encodable, Sendable {
  /// The scene's id as a Swift literal (`"map"`).
  public var idLiteral: String
  /// Its root view's accessibility identifier as a Swift literal.
  public var rootIDLiteral: String
  /// The trace call naming it, laid out to fit in a `switch` case.
  public var traceLines: [String]
}
