/// Outlets and actions become members of a UIKit subclass; a name UIKit (or flowc's
/// generated code) already uses would not compile, or would silently override.
enum MemberRules: FlowRuleFamily {
  /// Members of `UIViewController` and of the generated base class that a flow's outlets
  /// and actions must not take.
  static let reserved: Set<String> = [
    "view", "title", "navigationItem", "navigationController", "tabBarController",
    "splitViewController", "presentingViewController", "presentedViewController", "storyboard",
    "parent", "children", "nibName", "isEditing", "modalPresentationStyle", "perform",
    "prepare", "performSegue", "shouldPerformSegue", "dismiss", "present", "instantiate",
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView",
    // Declared by flowc's generated base class.
    "dequeueCell", "tableLayout", "value", "rowDidChange", "Row", "RowValue", "Segue", "Unwind",
    "CellIdentifier",
  ]

  /// Names a segue or unwind id cannot take: they become enum cases of a `CaseIterable`
  /// enum with raw values, whose own members these are.
  static let reservedCaseNames: Set<String> = ["allCases", "rawValue", "init", "hashValue"]

  /// Every name taken in this scene, for the importer, which renames around them.
  static func reservedNames(for scene: Scene) -> Set<String> {
    var names = reserved
    for name in [
      "delegate", "tableView", "refreshControl", "collectionView", "collectionViewLayout",
    ]
    where isReserved(name, in: scene) {
      names.insert(name)
    }
    return names
  }

  /// Whether a member name is taken in this scene: by UIKit or the generated base class,
  /// by the delegate property, or by the table or collection view controller's own views.
  static func isReserved(_ name: String, in scene: Scene) -> Bool {
    if reserved.contains(name) { return true }
    if name == "delegate" { return scene.delegate != nil }
    switch scene.base {
    case "UITableViewController": return name == "tableView" || name == "refreshControl"
    case "UICollectionViewController":
      return name == "collectionView" || name == "collectionViewLayout"
    default: return false
    }
  }

  static func check(_ flow: Flow, into log: inout DiagnosticLog) {
    for scene in flow.scenes {
      let members =
        scene.outlets.map { ("outlet", $0.name, $0.origin) }
        + scene.actions.map { ("action", $0.name, $0.origin) }
        + scene.unwindActions.map { ("unwind action", $0.name, $0.origin) }
      for (what, name, origin) in members where isReserved(name, in: scene) {
        log.report(
          .error(
            .memberConflict,
            "\(what) '\(name)' clashes with a member \(scene.className) already has (from \(scene.base) or flowc's generated code)",
            at: origin.location(of: "name")))
      }
      for transition in scene.transitions where reservedCaseNames.contains(transition.id) {
        log.report(
          .error(
            .memberConflict,
            "'\(transition.id)' cannot be a segue or unwind id: the generated enum has a member of that name",
            at: transition.origin.location(of: "id")))
      }
      // The hooks flowc generates (`handleSave`, `prepareShowDetail`, `didUnwindSaveInput`)
      // must not collide with the scene's own outlets and actions.
      // Only a member named like a hook can clash with one.
      let hookLikeNames = Set(
        members.map(\.1).filter { $0.hasPrefix("handle") || $0.hasPrefix("prepare") })
      guard !hookLikeNames.isEmpty else { continue }
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
}
