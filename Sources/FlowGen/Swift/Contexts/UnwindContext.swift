/// An unwind segue leaving a scene: a case of `Unwind`.
public struct UnwindContext: Encodable, Sendable {
  /// The identifier (`saveInput`), byte for byte: the case's raw value.
  public var id: String
  /// The `Unwind` case: the id in lowerCamelCase, unique in the enum.
  public var caseName: String
  /// The raw value as a Swift string literal when it is not the case name, else null.
  @ExplicitNull public var rawValueLiteral: String?
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
}

/// One unwind that can arrive at an unwind action, from one source class.
public struct UnwindArrivalContext: Encodable, Sendable {
  /// The unwind's identifier (`saveInput`).
  public var unwindID: String
  /// Its case in the source's `Unwind` enum.
  public var unwindCaseName: String
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
