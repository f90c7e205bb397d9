/// An unwind segue leaving a scene: a case of `Unwind`.
public struct UnwindContext: Encodable, Sendable {
  /// The identifier, which is also the case name (`saveInput`).
  public var id: String
  /// The `<unwindAction>` it returns to (`save`).
  public var actionName: String
  public var triggerComment: String
}

/// An `<unwindAction>`: `@IBAction func name(_ segue: UIStoryboardSegue)`, which hands
/// each unwind that can arrive to its hook.
public struct UnwindActionContext: Encodable, Sendable {
  public var name: String
  /// The unwinds in the flow that can return here through this action, in file order.
  public var arrivals: [UnwindArrivalContext]
  public var hasArrivals: Bool
  /// The debug assertion's message when an unwind arrives that the flow does not route
  /// here: the line of a multi-line Swift string literal, interpolating `segue`.
  public var unexpectedArrivalMessage: String
}

/// One unwind that can arrive at an unwind action, from one source class.
public struct UnwindArrivalContext: Encodable, Sendable {
  /// The unwind's identifier (`saveInput`).
  public var unwindID: String
  /// The scene the unwind leaves.
  public var sourceSceneID: String
  /// The source's human class, which the hook receives and whose `Unwind` enum names
  /// the identifier (`EditViewController`).
  public var sourceClassName: String
  /// The overridable method the action calls (`didUnwindSaveInput`).
  public var hookName: String
}
