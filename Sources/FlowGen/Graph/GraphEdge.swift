/// One arrow of the diagram: a container's relationship to a child, a segue, or an
/// unwind drawn back to the scene that receives it. The label's parts are separate so
/// that the template lays them out (id on top, what fires it below).
public struct GraphEdge: GraphContextValue, Sendable {
  public var tailDOT: String
  public var headDOT: String
  public var style: GraphEdgeStyle
  /// The segue's or unwind's id; nil for relationships.
  public var transitionIDHTML: String?
  /// For unwinds: the unwind action it returns to (the template adds the `:`).
  public var unwindActionHTML: String?
  /// For unwinds: the selector of that action, exactly (`unwindToMealListWithSender:`),
  /// as Interface Builder shows it.
  public var unwindSelectorHTML: String?
  /// For relationships: which child this is (`root`, `tab 1 “Contacts”`, `primary`).
  public var relationshipHTML: String?
  /// A custom `UIStoryboardSegue` subclass.
  public var segueClassHTML: String?
  /// What fires the transition (`cell Cell`, `bar button edit`, `manual`).
  public var triggerHTML: String?
  /// `delegate="true"`: the source becomes the destination's delegate.
  public var setsDelegate: Bool
  /// A broken reference (`--force`): drawn in red.
  public var isBroken: Bool
  /// With `--coverage`: a transition the traces show performed (drawn green and heavy),
  /// or one they never show (drawn vermilion and dashed); both false otherwise.
  public var isExercised = false
  public var isMissed = false
  public var edgeTooltipDOT: String
}
