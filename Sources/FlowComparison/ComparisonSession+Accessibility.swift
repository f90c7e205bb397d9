import FlowAnalysis
import FlowModel

/// The accessibility identifiers UI tests find a scene and its triggers by: in the
/// storyboard runtime the storyboard gives them (the generated code creates no view), so
/// the flow's — written, or derived as `AccessibilityIdentifiers` says — must be the
/// storyboard's. A difference is a warning: the app runs, its UI tests do not find the view.
extension ComparisonSession {
  mutating func compareAccessibility(_ mine: Scene, _ theirs: Scene) {
    let ours = AccessibilityIdentifiers.of(mine)
    let others = AccessibilityIdentifiers.of(theirs)
    let there = theirs.origin.location
    report(
      ours.root, theirs.accessibilityID, what: "the root view of scene '\(mine.id)'",
      select: "the scene's view", storyboardPlace: there,
      reportsMissing: reportsMissingAccessibilityIDs || sharedClasses.contains(mine.className),
      at: mine.origin.location(of: mine.accessibilityID == nil ? "id" : "accessibilityID"))
    // A trigger is known by the transition it fires, paired by id, else by identifier
    // (the storyboard's first of each, looked up, not searched per transition: a scene of
    // thousands of segues was quadratic). A table layout's rows are flowc's own cells, in
    // every runtime: nothing to compare.
    var theirsByID: [String: Int] = [:]
    var theirsByIdentifier: [String: Int] = [:]
    for (index, transition) in theirs.transitions.enumerated() {
      if theirsByID[transition.id] == nil { theirsByID[transition.id] = index }
      let identifier = BindingStrings.identifier(of: transition)
      if !identifier.isEmpty, theirsByIdentifier[identifier] == nil {
        theirsByIdentifier[identifier] = index
      }
    }
    for (index, transition) in mine.transitions.enumerated() {
      if case .row = transition.trigger { continue }
      let identifier = BindingStrings.identifier(of: transition)
      guard let expected = ours.transitionTriggers[index],
        let otherIndex = theirsByID[transition.id]
          ?? (identifier.isEmpty ? nil : theirsByIdentifier[identifier])
      else { continue }
      let written = others.writtenTransitionTriggers[otherIndex]
      let trigger = Self.triggerWords(transition.trigger)
      report(
        expected, written,
        what:
          "the \(trigger) that fires \(Self.kindWord(transition)) '\(transition.id)' of scene '\(mine.id)'",
        select: "the \(trigger)", storyboardPlace: theirs.transitions[otherIndex].origin.location,
        reportsMissing: true, at: transition.origin.location)
    }
  }

  /// Reports `theirs` when it is not `ours`: a different identifier always, a missing one
  /// when `reportsMissing` (always for a trigger, which the UI-test navigator taps by its
  /// identifier; for a root view once the project identifies root views, or when its
  /// class serves several scenes, which its controllers tell apart by that identifier).
  private mutating func report(
    _ ours: String, _ theirs: String?, what: String, select: String,
    storyboardPlace: SourceLocation, reportsMissing: Bool, at location: SourceLocation
  ) {
    let fix =
      "in Interface Builder, select \(select) and set Accessibility > Identifier in the Identity inspector to '\(ours)'"
    if let theirs, theirs != ours {
      log.report(
        .warning(
          .storyboardAccessibilityMismatch,
          "\(what) has the accessibility identifier '\(ours)', but the storyboard's (\(storyboardPlace)) is '\(theirs)': UI tests would not find it; \(fix), or write accessibilityID=\"\(theirs)\" in the flow",
          at: location))
    } else if theirs == nil, reportsMissing {
      log.report(
        .warning(
          .storyboardAccessibilityMismatch,
          "\(what) has the accessibility identifier '\(ours)', but the storyboard's (\(storyboardPlace)) has none: UI tests would not find it; \(fix)",
          at: location))
    }
  }

  /// A trigger as Interface Builder's outline names it.
  static func triggerWords(_ trigger: Trigger) -> String {
    switch trigger {
    case .barButton: "bar button item"
    case .button: "button"
    case .cell, .staticCell: "table view cell"
    case .row: "row"
    case .gesture: "gesture recognizer"
    case .manual: "controller"
    }
  }
}
