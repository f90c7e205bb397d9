/// A gesture recognizer of a scene that sends an action or fires a transition: an
/// extension of the flow format (`<gesture kind action>`), needed because storyboards
/// hang segues and actions from tap, swipe or pan recognizers as often as from buttons.
public struct Gesture: Sendable {
  /// The recognizer, by its Interface Builder element name (`tapGestureRecognizer`).
  public var kind: String
  /// The `<action>` of the scene it sends, if any.
  public var actionName: String?
  public var origin: Origin

  public init(kind: String, actionName: String? = nil, origin: Origin) {
    self.kind = kind
    self.actionName = actionName
    self.origin = origin
  }
}
