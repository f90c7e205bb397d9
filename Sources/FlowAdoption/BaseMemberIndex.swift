/// The outlets and actions of one base, looked up by what an app's member declares: its
/// name, its selector, its labels. Made once per adopted class; searching the base's
/// lists for every member made a class of thousands of outlets and actions quadratic.
struct BaseMemberIndex {
  private var outlets: [String: BaseDeclarations.Outlet] = [:]
  private var actionsBySelector: [String: Int] = [:]
  private var actionsBySignature: [String: Int] = [:]
  private var actionNames: Set<String> = []
  private let actions: [BaseDeclarations.Action]

  /// No base: nothing found.
  init() {
    actions = []
  }

  init(_ base: BaseDeclarations) {
    actions = base.actions
    for outlet in base.outlets where outlets[outlet.name] == nil {
      outlets[outlet.name] = outlet
    }
    for (position, action) in base.actions.enumerated() {
      if actionsBySelector[action.selector] == nil { actionsBySelector[action.selector] = position }
      let signature = Self.signature(action.name, action.parameters.map(\.label))
      if actionsBySignature[signature] == nil { actionsBySignature[signature] = position }
      actionNames.insert(action.name)
    }
  }

  /// The base's first outlet of this name.
  func outlet(named name: String) -> BaseDeclarations.Outlet? {
    outlets[name]
  }

  /// The base's first action that an Objective-C member of this selector (`isObjC`), or a
  /// member of this name and these labels, declares again.
  func action(selector: String, isObjC: Bool, name: String, labels: [String])
    -> BaseDeclarations.Action?
  {
    let bySelector = isObjC ? actionsBySelector[selector] : nil
    let bySignature = actionsBySignature[Self.signature(name, labels)]
    let first = [bySelector, bySignature].compactMap { $0 }.min()
    return first.map { actions[$0] }
  }

  /// Whether the base has an action of this name.
  func hasAction(named name: String) -> Bool {
    actionNames.contains(name)
  }

  /// `save(_:)`: a name and its labels, which no Swift name can spell another way.
  private static func signature(_ name: String, _ labels: [String]) -> String {
    name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}
