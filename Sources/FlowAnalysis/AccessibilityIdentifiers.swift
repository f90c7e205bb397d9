import FlowModel

/// The accessibility identifiers of a scene: its root view's and those of the triggers
/// flowc creates (bar buttons, buttons, cells, table-layout rows), by the element's place
/// in the scene, and of what fires each transition.
///
/// UI tests find views by these strings (`app.buttons["detail.editDetail"]`), so the
/// generated views, the generated UI-test navigator and `flowc check --storyboard` all
/// read them from here and never derive one of their own.
public struct SceneAccessibility: Sendable, Equatable {
  /// The scene's root view: `accessibilityID`, else the scene's id (`detail`).
  public var root: String
  /// One per `scene.barButtons`, in order.
  public var barButtons: [String]
  /// One per `scene.buttons`, in order.
  public var buttons: [String]
  /// One per `scene.cells`, in order.
  public var cells: [String]
  /// One per row of the scene's table layout, by key.
  public var rows: [String: String]
  /// The identifier of what fires each transition, by its index in `scene.transitions`;
  /// a transition performed from code (or by a gesture) has none.
  public var transitionTriggers: [Int: String]
  /// The part of `transitionTriggers` written in the flow (`accessibilityID`), not derived.
  public var writtenTransitionTriggers: [Int: String] = [:]
}

/// Derives the default identifiers, stable as long as the flow's ids are: a scene's root
/// view is its id (`detail`), a trigger is the scene's id, a dot, and the id of the
/// transition it fires (`detail.editDetail`), else its action's name
/// (`master.insertNewObject`), else its system item, title, reuse identifier or row key
/// (`edit.cancel`). An `accessibilityID` attribute replaces the default as written. Two
/// defaults that would coincide in one scene are told apart by a number (`edit.add2`).
public enum AccessibilityIdentifiers {
  public static func of(_ scene: Scene) -> SceneAccessibility {
    var transitions = TriggerQueue(scene.transitions)
    func take(_ trigger: Trigger) -> (index: Int, transition: Transition)? {
      transitions.take(trigger)
    }
    var taken = Set<String>()
    var nextNumber: [String: Int] = [:]
    // Identifiers written in the flow are kept as they are; defaults avoid them.
    let explicit =
      scene.barButtons.compactMap(\.accessibilityID) + scene.buttons.compactMap(\.accessibilityID)
      + scene.cells.compactMap(\.accessibilityID)
      + (scene.table?.sections.flatMap(\.rows).compactMap(\.accessibilityID) ?? [])
    taken.formUnion(explicit)
    var triggers: [Int: String] = [:]
    var written: [Int: String] = [:]
    func identifier(explicit: String?, stems: [String?], firing found: (Int, Transition)?)
      -> String
    {
      let stem = found.map { $0.1.id } ?? stems.lazy.compactMap { $0 }.first ?? "trigger"
      let result =
        explicit ?? unique(scene.id + "." + stem, avoiding: &taken, nextNumber: &nextNumber)
      if let found {
        triggers[found.0] = result
        if explicit != nil { written[found.0] = result }
      }
      return result
    }
    let barButtons = scene.barButtons.map { button in
      let found = take(.barButton(button.item))
      let itemStem: String? =
        switch button.item {
        case .system(let name): name
        case .title(let title): stem(fromText: title)
        }
      return identifier(
        explicit: button.accessibilityID, stems: [button.actionName, itemStem], firing: found)
    }
    let buttons = scene.buttons.map { button in
      let found = take(.button(title: button.title))
      return identifier(
        explicit: button.accessibilityID,
        stems: [button.actionName, button.title.flatMap(stem(fromText:)), "button"],
        firing: found)
    }
    let cells = zip(scene.cells, Cell.triggers(of: scene.cells)).map { cell, trigger in
      let found = take(trigger)
      return identifier(
        explicit: cell.accessibilityID,
        stems: [cell.reuseID.flatMap(stem(fromText:)), "cell"], firing: found)
    }
    var rows: [String: String] = [:]
    for row in scene.table?.sections.flatMap(\.rows) ?? [] where rows[row.key] == nil {
      let found = take(.row(key: row.key))
      rows[row.key] = identifier(explicit: row.accessibilityID, stems: [row.key], firing: found)
    }
    return SceneAccessibility(
      root: root(of: scene), barButtons: barButtons, buttons: buttons,
      cells: cells, rows: rows, transitionTriggers: triggers, writtenTransitionTriggers: written)
  }

  /// The scene's root view: `accessibilityID`, else the scene's id (`detail`).
  public static func root(of scene: Scene) -> String {
    scene.accessibilityID ?? scene.id
  }

  /// Whether the flow gives any scene's root view an accessibility identifier: a project
  /// that does has chosen to find its scenes by theirs, and a storyboard root view without
  /// one is then worth a word. (Triggers are, always: the UI-test navigator taps them.)
  public static func identifiesAnyRootView(_ flow: Flow) -> Bool {
    flow.nodes.contains { $0.scene?.accessibilityID != nil }
  }

  /// A tab bar item's identifier: `accessibilityID`, else the tab bar's id, a dot, and the
  /// id of the node the tab shows (`tabs.friends`).
  public static func of(_ tab: Tab, in tabBar: TabBarController) -> String {
    tab.accessibilityID ?? tabBar.id + "." + tab.destinationID
  }

  /// A name for something a user named in words: its ASCII words in lowerCamelCase
  /// (`Choose destination` → `chooseDestination`); nil when it has none.
  static func stem(fromText text: String) -> String? {
    let words = SwiftNames.words(in: text)
    guard let first = words.first else { return nil }
    return SwiftNames.lowerCamel(first) + words.dropFirst().map(SwiftNames.upperCamel).joined()
  }

  /// `candidate`, or it with the first number from 2 that makes it new, then taken.
  /// `nextNumber` remembers where each candidate's numbering got to, so that a scene of
  /// many triggers with one default (a thousand buttons titled "Go") stays linear.
  static func unique(
    _ candidate: String, avoiding taken: inout Set<String>, nextNumber: inout [String: Int]
  ) -> String {
    var result = candidate
    var number = nextNumber[candidate] ?? 2
    while taken.contains(result) {
      result = candidate + String(number)
      number += 1
    }
    nextNumber[candidate] = number
    taken.insert(result)
    return result
  }
}
