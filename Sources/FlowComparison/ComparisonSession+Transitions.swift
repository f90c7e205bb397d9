import FlowAnalysis
import FlowModel

/// The segues and unwinds leaving a flow's scene against those leaving the storyboard's
/// counterpart.
extension ComparisonSession {
  mutating func compareTransitions(_ mine: Scene, _ theirs: Scene) {
    let (flow, storyboard, matching) = (self.flow, self.storyboard, self.matching)
    let (flowStops, storyboardStops) = (self.flowStops, self.storyboardStops)
    let pairing = TransitionPairing(
      mine.transitions, theirs.transitions,
      flowTarget: { transition in
        switch transition {
        case .segue(let segue):
          .node(
            flow.index(of: segue.destinationID).flatMap { matching.counterpart(ofFlowNode: $0) })
        case .unwind(let unwind): .selector(flowStops.selector(of: unwind))
        }
      },
      storyboardTarget: { transition in
        switch transition {
        case .segue(let segue): .node(storyboard.index(of: segue.destinationID))
        case .unwind(let unwind): .selector(storyboardStops.selector(of: unwind))
        }
      })
    for pair in pairing.pairs {
      compare(pair.flow, pair.storyboard, in: mine)
    }
    for transition in pairing.flowOnly where !leadsOffTheOtherSide(transition, of: mine) {
      let there = theirs.origin.location
      let what = Self.kindWord(transition)
      log.report(
        .error(
          .storyboardTransitionMismatch,
          "\(what) '\(transition.id)' of scene '\(mine.id)' is not in the storyboard (\(there)): UIKit never performs it, and perform(.\(transition.id)) fails",
          at: transition.origin.location))
    }
    for transition in pairing.storyboardOnly
    where !leadsOffTheOtherSide(transition, ofStoryboardScene: theirs) {
      let identifier = BindingStrings.identifier(of: transition)
      let what: String
      switch transition {
      case .segue(let segue):
        what =
          "segue \(identifier.isEmpty ? "without an identifier" : "'\(identifier)'") to \(describe(storyboardNode: storyboard.index(of: segue.destinationID), id: segue.destinationID))"
      case .unwind(let unwind):
        what =
          "unwind \(identifier.isEmpty ? "without an identifier" : "'\(identifier)'") to '\(storyboardStops.selector(of: unwind))'"
      }
      let message =
        "the storyboard (\(transition.origin.location)) has a \(what) leaving scene '\(mine.id)', which the flow does not list"
      // The generated `prepare(for:sender:)` meets an identifier it does not know.
      log.report(
        identifier.isEmpty
          ? .warning(.storyboardTransitionMismatch, message, at: mine.origin.location)
          : .error(
            .storyboardTransitionMismatch,
            message + ": no prepare hook is called for it, and debug builds stop at an assertion",
            at: mine.origin.location))
    }
  }

  /// Compares two transitions that stand for each other.
  mutating func compare(_ mine: Transition, _ theirs: Transition, in scene: Scene) {
    let there = theirs.origin.location
    let ours = BindingStrings.identifier(of: mine)
    let other = BindingStrings.identifier(of: theirs)
    if ours != other {
      log.report(
        .error(
          .storyboardTransitionMismatch,
          "\(Self.kindWord(mine)) '\(mine.id)' of scene '\(scene.id)' has identifier '\(ours)', but the storyboard's (\(there)) is '\(other)': UIKit sends '\(other)', which the generated code does not know",
          at: mine.origin.location(of: BindingStrings.identifierAttribute(of: mine)),
          suggestion: other.isEmpty ? nil : .name(other)))
    }
    switch (mine, theirs) {
    case (.segue(let a), .segue(let b)):
      let destination = flow.index(of: a.destinationID).flatMap {
        matching.counterpart(ofFlowNode: $0)
      }
      let theirDestination = storyboard.index(of: b.destinationID)
      if destination != theirDestination {
        log.report(
          .error(
            .storyboardTransitionMismatch,
            "segue '\(a.id)' of scene '\(scene.id)' leads to '\(a.destinationID)', but in the storyboard (\(there)) to \(describe(storyboardNode: theirDestination, id: b.destinationID)): the generated cast of its destination fails",
            at: a.origin.location(of: "to")))
      }
      if a.kind != b.kind {
        log.report(
          .warning(
            .storyboardTransitionMismatch,
            "segue '\(a.id)' of scene '\(scene.id)' is a '\(a.kind.rawValue)' segue, the storyboard's (\(there)) a '\(b.kind.rawValue)'",
            at: a.origin.location(of: "kind"), suggestion: .name(b.kind.rawValue)))
      }
      // A class is itself whether or not it is named with its module (`Kit.FadeSegue`).
      if a.kind == .custom, b.kind == .custom,
        a.segueClass.map(UIKitClassHierarchy.unqualified)
          != b.segueClass.map(UIKitClassHierarchy.unqualified)
      {
        log.report(
          .warning(
            .storyboardTransitionMismatch,
            "segue '\(a.id)' of scene '\(scene.id)' has class '\(a.segueClass ?? "")', the storyboard's (\(there)) '\(b.segueClass ?? "")'",
            at: a.origin.location(of: "class")))
      }
    case (.unwind(let a), .unwind(let b)):
      let ours = flowStops.selector(of: a)
      let other = storyboardStops.selector(of: b)
      if ours != other {
        log.report(
          .error(
            .storyboardTransitionMismatch,
            "unwind '\(a.id)' of scene '\(scene.id)' returns to '\(ours)', but the storyboard's (\(there)) to '\(other)': the unwind action the flow expects is never called",
            at: a.origin.location(of: "action")))
      }
    default:
      break
    }
    let trigger = TransitionPairing.trigger(mine)
    let theirTrigger = TransitionPairing.trigger(theirs)
    if trigger != theirTrigger {
      log.report(
        .warning(
          .storyboardTransitionMismatch,
          "\(Self.kindWord(mine)) '\(mine.id)' of scene '\(scene.id)' is fired \(Self.describe(trigger)), but in the storyboard (\(there)) \(Self.describe(theirTrigger))",
          at: mine.origin.location))
    }
  }

  static func kindWord(_ transition: Transition) -> String {
    if case .segue = transition { "segue" } else { "unwind" }
  }

  static func describe(_ trigger: Trigger) -> String {
    switch trigger {
    case .manual, .row: "from code"
    case .cell(let reuseID): "by the '\(reuseID)' cell"
    case .staticCell: "by a static cell"
    case .barButton(.system(let item)): "by the '\(item)' bar button"
    case .barButton(.title(let title)): "by the '\(title)' bar button"
    case .button(let title): "by the button '\(title ?? "")'"
    case .gesture(let kind): "by a \(kind)"
    }
  }

  /// True when a flow transition is explained by a node on one side only: a segue to a
  /// node the storyboard lacks, an unwind that returns only to such scenes.
  func leadsOffTheOtherSide(_ transition: Transition, of scene: Scene) -> Bool {
    leadsOff(transition, from: scene, in: flow, stops: flowStops, table: flowStopTable) {
      matching.counterpart(ofFlowNode: $0) != nil
    }
  }

  func leadsOffTheOtherSide(_ transition: Transition, ofStoryboardScene scene: Scene) -> Bool {
    leadsOff(
      transition, from: scene, in: storyboard, stops: storyboardStops, table: storyboardStopTable
    ) {
      matching.counterpart(ofStoryboardNode: $0) != nil
    }
  }

  private func leadsOff(
    _ transition: Transition, from scene: Scene, in graph: FlowGraph, stops: UnwindStops,
    table: UnwindStopTable, isPaired: (Int) -> Bool
  ) -> Bool {
    switch transition {
    case .segue(let segue):
      guard let destination = graph.index(of: segue.destinationID) else { return false }
      return !isPaired(destination)
    case .unwind(let unwind):
      guard let source = graph.index(of: scene.id) else { return false }
      let targets = table.stops(ofSelector: stops.selector(of: unwind), from: source)
        .map(\.sceneIndex)
      return !targets.isEmpty && !targets.contains(where: isPaired)
    }
  }
}
