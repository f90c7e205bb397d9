/// An unwind segue leaving a scene: a case of `Unwind`.
public struct UnwindContext: Encodable, Sendable {
  /// The Swift-facing name as the flow writes it (`saveInput`). Only unwinds with an
  /// identifier have a case.
  public var id: String
  /// The `Unwind` case: the id in lowerCamelCase, unique in the enum.
  public var caseName: String
  /// The case's raw value when it is not the case name, else null.
  @ExplicitNull public var rawValueLiteral: String?
  /// The `<unwindAction>` it returns to (`save`).
  public var actionName: String
  public var triggerComment: String
}

/// An `<unwindAction>`: `@IBAction func name(_ segue: UIStoryboardSegue)`, which hands
/// each unwind that can arrive to its hook.
public struct UnwindActionContext: Encodable, Sendable {
  public var name: String
  /// The Objective-C selector the unwind segues name (`unwindToMealListWithSender:`).
  public var selector: String
  /// `@objc(<selector>)` when `name(_:)`'s own selector is not `selector`, else null.
  @ExplicitNull public var objcAttribute: String?
  /// The unwinds in the flow that can return here through this action, in file order.
  public var arrivals: [UnwindArrivalContext]
  public var hasArrivals: Bool
  /// True when unwinds arrive that have no hook: without identifier, from a source class
  /// other unidentified unwinds to this action share (`unbound-transition`).
  public var hasUnboundArrivals: Bool
  /// The navigation trace call that reports such an unwind by this action's selector
  /// (`trace(.unwind, "save:")`), laid out to fit; empty without `hasUnboundArrivals`.
  public var unboundTraceLines: [String] = []
  /// The debug assertion's message when an unwind arrives that the flow does not route
  /// here: the line of a multi-line Swift string literal, interpolating `segue`.
  public var unexpectedArrivalMessage: String
}

/// One unwind that can arrive at an unwind action, from one source class.
public struct UnwindArrivalContext: Encodable, Sendable {
  /// The navigation trace call that reports the arriving unwind, laid out to fit.
  public var traceLines: [String] = []
  /// The unwind's id (`saveInput`): its `Unwind` case when it has an identifier.
  public var unwindID: String
  /// Its case in the source's `Unwind` enum.
  public var unwindCaseName: String
  /// True when the arrival is recognised by the unwind's identifier (its `Unwind` case);
  /// false for one without identifier, recognised by its source's class alone.
  public var matchesIdentifier: Bool
  /// The scene the unwind leaves.
  public var sourceSceneID: String
  /// The source's human class, which the hook receives and whose `Unwind` enum names
  /// the identifier (`EditViewController`).
  public var sourceClassName: String
  /// The overridable method the action calls (`didUnwindSaveInput`; a leading "unwind"
  /// word is dropped: `unwindSave` → `didUnwindSave`).
  public var hookName: String
  /// Layout: the `case (let source as C, C.Unwind.x.rawValue):` line fits on one line.
  public var patternFitsOnOneLine = true
  /// Broken, its `C.Unwind.x.rawValue` still fits on one line.
  public var unwindValueFitsOnOneLine = true
  /// The hook's declaration fits on one line.
  public var hookFitsOnOneLine = true
}
