/// A scene's report-back protocol (the modal-delegate pattern).
public struct DelegateDeclaration: Sendable {
  /// The protocol as written; `protocolName(forClass:)` supplies the default.
  public var explicitProtocol: String?
  public var events: [DelegateEvent]
  public var origin: Origin

  public init(explicitProtocol: String? = nil, events: [DelegateEvent] = [], origin: Origin) {
    self.explicitProtocol = explicitProtocol
    self.events = events
    self.origin = origin
  }

  /// The protocol's name: as written, or the class name + `Delegate`.
  public func protocolName(forClass className: String) -> String {
    explicitProtocol ?? className + "Delegate"
  }
}

/// One requirement of a delegate protocol.
public struct DelegateEvent: Sendable {
  public var name: String
  /// With `type`, the requirement takes a value: `func c(_:, <name> <parameter>: <type>)`.
  public var parameter: String?
  public var type: String?
  /// Optional requirements get an empty default implementation.
  public var isOptional: Bool
  public var origin: Origin

  public init(
    name: String, parameter: String? = nil, type: String? = nil, isOptional: Bool = false,
    origin: Origin
  ) {
    self.name = name
    self.parameter = parameter
    self.type = type
    self.isOptional = isOptional
    self.origin = origin
  }
}
