/// How the controllers of a class that several scenes share tell which scene they show,
/// so that the root view's accessibility identifier, the navigation trace and the messages
/// of the debug assertions name it: in the code runtime by `sceneID`, which the flow's
/// `Scenes` sets as it creates one; in the storyboard runtime by the root view's
/// identifier, which the storyboard gives each scene (`flowc check --storyboard` says
/// where it does not).
///
/// The messages name the scenes through one property, `sceneInMessages`, rather than each
/// naming them all: N scenes of one class with a segue each made a file quadratic in N
/// (4,000: 191 MB).
public struct SharedScenesContext: Encodable, Sendable {
  /// The scenes' ids, for comments: `` `map` or `hours` ``; past four, the first three and
  /// how many others (`` `a`, `b`, `c` or one of 3997 others ``).
  public var sceneList: String
  /// The code runtime's `switch sceneID` cases giving the root view's identifier, laid out
  /// to fit; the first scene's is the `default`.
  public var rootIdentifierCaseLines: [String]
  /// The code runtime's trace call naming `sceneID`, laid out to fit.
  public var sceneIDTraceLines: [String]
  /// The storyboard runtime's `switch` cases giving `sceneID` by the root view's
  /// identifier (`case "map.root": "map"`), laid out to fit, then `default: nil`.
  public var sceneIDCaseLines: [String]
  /// The body of `sceneInMessages`, laid out to fit: the scene shown, else every scene
  /// sharing the class (`sceneID.map { "scene '\\($0)'" } ?? "scenes 'map', 'hours'"`).
  public var sceneInMessagesLines: [String]
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
