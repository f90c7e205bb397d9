import FlowModel

/// The strings and selectors UIKit binds by at run time must make code that binds: a
/// selector a Swift method can have, one method per selector in a class, one transition
/// per identifier leaving a scene. They read only the flow, so they run beside the
/// families that wait for the graph (`BindingRules` asks the graph the rest).
struct SelectorRules: FlowRuleFamily {
  let flow: Flow
  /// Storage for a scene's two scopes of identifiers, one scene after the other.
  var segues = FirstSeen()
  var unwinds = FirstSeen()

  init(walking flow: Flow, into log: inout DiagnosticLog) {
    self.flow = flow
  }

  mutating func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    guard let scene = node.scene else { return }
    Self.checkSelectors(of: scene, into: &log)
    Self.checkIdentifiers(of: scene, segues: &segues, unwinds: &unwinds, into: &log)
  }

  /// A selector is unique per class, whose scenes may be anywhere in the flow.
  func finish(into log: inout DiagnosticLog) {
    var selectors: [String] = []
    for (_, indices) in flow.scenesByClass() {
      // Only a selector that occurs twice in a class can clash: most classes have none,
      // and are done without locating anything.
      selectors.removeAll(keepingCapacity: true)
      for index in indices {
        guard let scene = flow.nodes[index].scene else { continue }
        for action in scene.actions { selectors.append(action.selector) }
        for action in scene.unwindActions { selectors.append(action.selector) }
      }
      guard FirstSeen.hasRepeat(selectors) else { continue }
      Self.checkSelectorUniqueness(indices.compactMap { flow.nodes[$0].scene }, into: &log)
    }
  }

  static func checkSelectors(of scene: Scene, into log: inout DiagnosticLog) {
    // A default selector (`name:`) of a bad name is the name's problem, reported as such.
    func isDefaultOfBadName(_ selector: String, _ name: String) -> Bool {
      ObjCSelector.isDefault(selector, forName: name) && !SwiftNames.isIdentifierShaped(name)
    }
    for action in scene.actions where !isDefaultOfBadName(action.selector, action.name) {
      let count = ObjCSelector.argumentCount(of: action.selector)
      if ObjCSelector.pieces(of: action.selector) == nil || count > 2 {
        log.report(
          .error(
            .invalidSelector,
            "'\(action.selector)' is not a selector an @IBAction can have: identifiers each followed by ':', or one without; at most two arguments (sender, event)",
            at: action.origin.location(of: "selector")))
      }
    }
    for action in scene.unwindActions
    where !isDefaultOfBadName(action.selector, action.name)
      && (ObjCSelector.pieces(of: action.selector) == nil
        || ObjCSelector.argumentCount(of: action.selector) != 1)
    {
      log.report(
        .error(
          .invalidSelector,
          "'\(action.selector)' is not an unwind action's selector: an unwind action takes the segue, its one argument ('\(action.name):')",
          at: action.origin.location(of: "selector")))
    }
    for case .segue(let segue) in scene.transitions {
      guard let selector = segue.segueAction else { continue }
      let count = ObjCSelector.argumentCount(of: selector)
      if ObjCSelector.pieces(of: selector) == nil || !(1...3).contains(count) {
        log.report(
          .error(
            .invalidSelector,
            "'\(selector)' is not an @IBSegueAction's selector: it takes the coder, then optionally the sender and the segue identifier ('makeDetailWithCoder:sender:')",
            at: segue.origin.location(of: "segueAction")))
      }
    }
  }

  /// - Parameters segues, unwinds: storage for the scene's two scopes.
  static func checkIdentifiers(
    of scene: Scene, segues: inout FirstSeen, unwinds: inout FirstSeen,
    into log: inout DiagnosticLog
  ) {
    segues.startOver()
    unwinds.startOver()
    for transition in scene.transitions {
      guard let identifier = transition.identifier else { continue }
      if identifier.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }) {
        log.report(
          .error(
            .invalidValue, "'identifier' must not contain control characters",
            at: transition.origin.location(of: "identifier")))
      }
      if case .segue = transition {
        segues.check(
          identifier, at: transition.origin.location(of: "identifier"),
          rule: .duplicateSegueIdentifier, what: "segue identifier leaving scene '\(scene.id)'",
          into: &log)
      } else {
        unwinds.check(
          identifier, at: transition.origin.location(of: "identifier"),
          rule: .duplicateSegueIdentifier, what: "unwind identifier leaving scene '\(scene.id)'",
          into: &log)
      }
    }
  }

  /// Two methods of one class with one selector do not compile (and only one would bind).
  static func checkSelectorUniqueness(_ scenes: [Scene], into log: inout DiagnosticLog) {
    var names: [String: String] = [:]
    var selectors = FirstSeen()
    for scene in scenes {
      func check(_ name: String, _ selector: String, at origin: () -> Origin) {
        // The same method declared by two scenes of the class is one method.
        let known = names[selector]
        if known == name { return }
        if known == nil { names[selector] = name }
        selectors.check(
          selector, at: origin().location(of: "selector"), rule: .duplicateSelector,
          what: "selector of \(scene.className)", into: &log)
      }
      // In place, without a list of the methods: this runs for every action of a flow.
      let actions = scene.actions
      for index in actions.indices {
        check(actions[index].name, actions[index].selector) { actions[index].origin }
      }
      let unwindActions = scene.unwindActions
      for index in unwindActions.indices {
        check(unwindActions[index].name, unwindActions[index].selector) {
          unwindActions[index].origin
        }
      }
    }
  }
}
