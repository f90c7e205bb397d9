import FlowModel

/// Outlets and actions become members of a UIKit subclass; a name UIKit (or flowc's
/// generated code) already uses would not compile, or would silently override.
package struct MemberRules: FlowRuleFamily {
  /// The members flowc's generated base class declares, which a flow's outlets and actions
  /// must not take either.
  static let generated: Set<String> = [
    "perform", "prepare", "instantiate", "dequeueCell", "tableLayout", "value", "rowDidChange",
    "configure", "Row", "RowValue", "Segue", "Unwind", "CellIdentifier",
  ]

  /// Kept for the importer's sake: the generated names plus every member of
  /// `UIViewController` (see `reservedNames(for:)` for a scene's full set).
  package static var reserved: Set<String> { reservedByClass["UIViewController"] ?? generated }

  /// Names a segue or unwind id cannot take: they become enum cases of a `CaseIterable`
  /// enum with raw values, whose own members these are.
  package static let reservedCaseNames: Set<String> = ["allCases", "rawValue", "init", "hashValue"]

  /// Who already has a member name in a scene's class.
  enum Owner: Equatable {
    /// A UIKit class or protocol the scene's base inherits from (`UIResponder`).
    case uiKit(String)
    /// flowc's generated base class.
    case generated
    /// The `delegate` property flowc generates for a scene with `<delegate>`.
    case delegateProperty
  }

  /// Generated names plus UIKit's, per class of `UIKitMembers`: the names `ownersByClass` has.
  static let reservedByClass: [String: Set<String>] = ownersByClass.mapValues { Set($0.keys) }

  /// True when an unwind action (`name(_ segue:)`) cannot be named `name`: the
  /// importer's test, `reserved` but for UIKit's labelled methods.
  package static func isReservedForUnwindAction(_ name: String) -> Bool {
    reserved.contains(name)
      && (generated.contains(name) || !UIKitMembers.labelledMethodNames.contains(name))
  }

  /// `isReserved(_:in:)` for an unwind action, `name(_ segue:)`: UIKit's labelled methods
  /// do not take its name.
  package static func isReservedForUnwindAction(_ name: String, in scene: Scene) -> Bool {
    guard let owner = owner(of: name, in: scene) else { return false }
    if case .uiKit = owner, UIKitMembers.labelledMethodNames.contains(name) { return false }
    return true
  }

  /// Every name taken in this scene, for the importer, which renames around them.
  package static func reservedNames(for scene: Scene) -> Set<String> {
    var names = reservedByClass[UIKitMembers.tableClass(forBase: scene.base)] ?? generated
    if scene.delegate != nil { names.insert("delegate") }
    return names
  }

  /// Who has `name` in this scene already: UIKit (through the scene's base), the
  /// generated base class, or its delegate property; nil when the name is free.
  static func owner(of name: String, in scene: Scene) -> Owner? {
    owner(of: name, among: owners(forBase: scene.base), hasDelegate: scene.delegate != nil)
  }

  /// `owner(of:in:)` with the scene's table looked up once, for a scene's every member.
  static func owner(of name: String, among owners: [String: Owner], hasDelegate: Bool) -> Owner? {
    let owner = owners[name]
    if owner == .generated { return .generated }
    if hasDelegate && name == "delegate" { return .delegateProperty }
    return owner
  }

  /// Member name → who has it, for a scene of this base: the generated names over
  /// UIKit's.
  static func owners(forBase base: String) -> [String: Owner] {
    ownersByClass[UIKitMembers.tableClass(forBase: base)] ?? generatedOwners
  }

  /// `owners(forBase:)` for each class of `UIKitMembers`, computed once, so that a name is
  /// one lookup rather than one per table it could be in.
  static let ownersByClass: [String: [String: Owner]] = Dictionary(
    uniqueKeysWithValues: UIKitMembers.controllerClasses.map { name in
      let inherited = UIKitMembers.membersByClass[name, default: [:]].mapValues(Owner.uiKit)
      return (name, inherited.merging(generatedOwners) { _, generated in generated })
    })

  static let generatedOwners = Dictionary(
    uniqueKeysWithValues: generated.map { ($0, Owner.generated) })

  /// Whether a member name is taken in this scene.
  package static func isReserved(_ name: String, in scene: Scene) -> Bool {
    owner(of: name, in: scene) != nil
  }

  /// The end of the error message for a name `owner` has.
  static func clash(_ name: String, with owner: Owner, in scene: Scene) -> String {
    switch owner {
    case .uiKit(let declarer):
      let path = scene.base == declarer ? "" : " (through \(scene.base))"
      return
        "'\(name)' is already a member of \(declarer), which \(scene.className) inherits\(path)"
    case .generated:
      return "'\(name)' is a member flowc generates in \(scene.className)Base"
    case .delegateProperty:
      return "'delegate' is the property flowc generates for the scene's <delegate>"
    }
  }

  init(walking flow: Flow, into log: inout DiagnosticLog) {}

  func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    guard case .scene(let scene) = node else { return }
    let owners = Self.owners(forBase: scene.base)
    let hasDelegate = scene.delegate != nil
    // Each member looked up once, in place: this runs for every outlet and action.
    var hookLikeNames: Set<String> = []
    func checkMember(
      _ what: String, _ name: String, takesOneUnlabelled: Bool = false, at origin: () -> Origin
    ) {
      // Only a member named like a hook can clash with one (below).
      if name.hasPrefix("handle") || name.hasPrefix("prepare") { hookLikeNames.insert(name) }
      guard let owner = Self.owner(of: name, among: owners, hasDelegate: hasDelegate) else {
        return
      }
      if takesOneUnlabelled, case .uiKit = owner, UIKitMembers.labelledMethodNames.contains(name) {
        return
      }
      log.report(
        .error(
          .memberConflict, "\(what) '\(name)' clashes: \(Self.clash(name, with: owner, in: scene))",
          at: origin().location(of: "name")))
    }
    let outlets = scene.outlets
    for index in outlets.indices {
      checkMember("outlet", outlets[index].name) { outlets[index].origin }
    }
    let actions = scene.actions
    for index in actions.indices {
      checkMember("action", actions[index].name) { actions[index].origin }
    }
    let unwindActions = scene.unwindActions
    for index in unwindActions.indices {
      checkMember("unwind action", unwindActions[index].name, takesOneUnlabelled: true) {
        unwindActions[index].origin
      }
    }
    for transition in scene.transitions where Self.reservedCaseNames.contains(transition.id) {
      log.report(
        .error(
          .memberConflict,
          "'\(transition.id)' cannot be a segue or unwind id: the generated enum has a member of that name",
          at: transition.origin.location(of: "id")))
    }
    // The hooks flowc generates (`handleSave`, `prepareShowDetail`, `didUnwindSaveInput`)
    // must not collide with the scene's own outlets and actions.
    guard !hookLikeNames.isEmpty else { return }
    let memberNames = hookLikeNames
    let hooks =
      scene.actions.map {
        ("handle" + SwiftNames.upperCamel($0.name), "action '\($0.name)'", $0.origin)
      }
      + scene.segues.map {
        ("prepare" + SwiftNames.upperCamel($0.id), "segue '\($0.id)'", $0.origin)
      }
    for (hook, owner, origin) in hooks where memberNames.contains(hook) {
      log.report(
        .error(
          .memberConflict,
          "the hook '\(hook)' flowc generates for \(owner) clashes with a member of the same name",
          at: origin.location))
    }
  }
}
