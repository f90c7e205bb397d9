/// A scene's `<delegate>`: the protocol it reports back through.
public struct DelegateContext: Encodable, Sendable {
  /// `DestinationControllerDelegate`.
  public var protocolName: String
  public var events: [DelegateEventContext]
  public var hasEvents: Bool
  /// The events with `optional="true"`, which get empty default implementations.
  public var optionalEvents: [DelegateEventContext]
  public var hasOptionalEvents: Bool
}

/// One requirement of a delegate protocol, in pieces: with a value
/// `func <requirementName>(_ controller: <Class>, <argumentLabel> <parameterName>: <parameterType>)`,
/// without one `func <requirementName>(_ controller: <Class>)`.
public struct DelegateEventContext: Encodable, Sendable {
  /// The event's name in the flow (`didFinishWithSave`).
  public var name: String
  /// The method's base name (`destinationController`, `destinationControllerDidCancel`).
  public var requirementName: String
  /// The class that reports the event (`DestinationController`).
  public var controllerClassName: String
  /// True when the requirement passes a value.
  public var hasValue: Bool
  /// With a value: the argument label (`didFinishWithSave`), else null.
  @ExplicitNull public var argumentLabel: String?
  /// With a value: the parameter name (`save`), else null.
  @ExplicitNull public var parameterName: String?
  /// With a value: its type (`Bool`), else null.
  @ExplicitNull public var parameterType: String?
  public var isOptional: Bool
  /// Layout: the requirement's declaration fits on one line.
  public var fitsOnOneLine = true
  /// Broken after `(`, its parameters fit on one line.
  public var parametersFitOnOneLine = true
}

/// A protocol the human class of a scene adopts because the scene is the source of a
/// `delegate="true"` segue: the conformance is declared in the machine file, so the
/// compiler rejects a human class that lacks a requirement.
public struct DelegateConformanceContext: Encodable, Sendable {
  public var protocolName: String
  /// The scene class that declares the protocol (`DestinationController`).
  public var delegatingClassName: String
  /// The segues that make this scene the delegate.
  public var segueIDs: [String]
  /// The requirements without a default, which the human file stubs.
  public var requiredEvents: [DelegateEventContext]
  public var hasRequiredEvents: Bool
  /// Layout: `extension C: P {}` fits on one line.
  public var fitsOnOneLine = true
}
