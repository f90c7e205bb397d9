import FlowModel

/// Writes a flow model as `.flow` text: pretty, deterministic (the same model always
/// gives the same bytes), attribute-escaped, and such that decoding the text gives back
/// an equivalent model.
///
/// The format nests each transition in what fires it, while the model keeps transitions
/// in one list with their triggers. The writer hands each cell, bar button, button,
/// gesture and table row the first unwritten transition whose trigger names it; a
/// transition whose trigger names nothing the scene has gets that owner written for it,
/// so no transition is lost. Decoding the text lists a scene's transitions in the order
/// they are written (owners first, manual ones last), so a round trip may reorder them;
/// writing the decoded model again gives the same text.
public enum FlowWriter {
  public static func write(_ flow: Flow, comment: String? = nil) -> String {
    var steps = 0
    return write(flow, comment: comment, steps: &steps)
  }

  /// `write(_:comment:)`, adding to `steps` the transitions looked at to hand each to its
  /// owner: the work the tests hold to linear in them.
  static func write(_ flow: Flow, comment: String?, steps: inout Int) -> String {
    var out = XMLTextBuilder()
    // The element's content closure may not capture `steps` itself.
    var counted = 0
    defer { steps += counted }
    out.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    if let comment { out.comment(comment) }
    out.element(
      "flow",
      [
        ("name", flow.name), ("version", flow.version), ("initial", flow.initialID),
        ("module", flow.module),
        ("imports", flow.imports.isEmpty ? nil : flow.imports.joined(separator: " ")),
        ("storyboard", flow.explicitStoryboardName),
      ]
    ) { body in
      for (position, node) in flow.nodes.enumerated() {
        if position > 0 { body.blankLine() }
        write(node, into: &body, steps: &counted)
      }
    }
    return out.text
  }

  static func write(_ node: Node, into out: inout XMLTextBuilder, steps: inout Int) {
    switch node {
    case .scene(let scene):
      write(scene, into: &out, steps: &steps)
    case .navigation(let navigation):
      out.element(
        "navigation",
        [
          ("id", navigation.id), ("root", navigation.rootID), ("class", navigation.explicitClass),
          ("storyboardID", navigation.storyboardID),
          ("largeTitles", boolAttribute(navigation.prefersLargeTitles)),
          ("barHidden", boolAttribute(navigation.isNavigationBarHidden)),
          ("toolbarHidden", boolAttribute(navigation.isToolbarHidden)),
        ])
    case .tabBar(let tabBar):
      out.element(
        "tabBar",
        [("id", tabBar.id), ("class", tabBar.explicitClass), ("storyboardID", tabBar.storyboardID)]
      ) { tabs in
        for tab in tabBar.tabs {
          tabs.element(
            "tab",
            [
              ("to", tab.destinationID), ("title", tab.title), ("system", tab.systemItem),
              ("image", tab.imageName), ("systemImage", tab.systemImageName),
              ("selectedImage", tab.selectedImageName),
              ("accessibilityID", tab.accessibilityID),
            ])
        }
      }
    case .split(let split):
      out.element(
        "split",
        [
          ("id", split.id), ("primary", split.primaryID), ("secondary", split.secondaryID),
          ("class", split.explicitClass), ("storyboardID", split.storyboardID),
          ("style", split.style == .unspecified ? nil : split.style.rawValue),
          ("collapse", split.collapse?.rawValue),
        ])
    case .reference(let reference):
      out.element(
        "reference",
        [
          ("id", reference.id), ("storyboard", reference.storyboardName),
          ("sceneID", reference.referencedID), ("bundle", reference.bundleID),
        ])
    }
  }

  static func write(_ scene: Scene, into out: inout XMLTextBuilder, steps: inout Int) {
    var pool = TransitionPool(scene.transitions)
    defer { steps += pool.steps }
    // Rows claim theirs first, since the table is written last.
    let rowTransitions =
      scene.table?.sections.flatMap(\.rows).map { pool.take(.row(key: $0.key)) } ?? []
    out.element(
      "scene",
      [
        ("id", scene.id), ("class", scene.explicitClass),
        ("base", scene.base == "UIViewController" ? nil : scene.base), ("title", scene.title),
        ("storyboardID", scene.storyboardID),
        ("modalInPresentation", boolAttribute(scene.isModalInPresentation)),
        ("backButtonTitle", scene.backButtonTitle),
        ("init", scene.initializer == .default ? nil : scene.initializer.rawValue),
        ("accessibilityID", scene.accessibilityID),
      ]
    ) { body in
      for outlet in scene.outlets {
        body.element(
          "outlet",
          [
            ("name", outlet.name), ("type", outlet.type),
            ("collection", outlet.isCollection ? "true" : nil),
            ("strong", outlet.isStrong ? "true" : nil),
          ])
      }
      for action in scene.actions {
        body.element(
          "action",
          [
            ("name", action.name), ("selector", selectorAttribute(action.selector, action.name)),
            ("sender", action.senderType == "Any" ? nil : action.senderType),
          ])
      }
      for action in scene.unwindActions {
        body.element(
          "unwindAction",
          [("name", action.name), ("selector", selectorAttribute(action.selector, action.name))])
      }
      for input in scene.inputs {
        body.element("input", [("name", input.name), ("type", input.type)])
      }
      for output in scene.outputs {
        body.element("output", [("name", output.name), ("type", output.type)])
      }
      for (cell, trigger) in zip(scene.cells, Cell.triggers(of: scene.cells)) {
        // `reuseID=""`: the cell has none (a static cell).
        owner(
          "cell",
          [
            ("reuseID", cell.reuseID ?? ""), ("class", cell.className),
            ("style", cell.style?.rawValue), ("accessibilityID", cell.accessibilityID),
          ],
          pool.take(trigger), into: &body)
      }
      for button in scene.barButtons {
        owner(
          "barButton",
          barButtonAttributes(button.item, button.side, button.actionName)
            + [("accessibilityID", button.accessibilityID)],
          pool.take(.barButton(button.item)), into: &body)
      }
      for button in scene.buttons {
        owner(
          "button",
          [
            ("title", button.title), ("action", button.actionName),
            ("accessibilityID", button.accessibilityID),
          ],
          pool.take(.button(title: button.title)), into: &body)
      }
      for gesture in scene.gestures {
        owner(
          "gesture", [("kind", gesture.kind), ("action", gesture.actionName)],
          pool.take(.gesture(gesture.kind)), into: &body)
      }
      // Transitions whose owner the scene does not list: write the owner for them.
      for transition in pool.remaining() {
        switch transition.trigger {
        case .manual, .row:
          continue
        case .cell(let reuseID):
          owner("cell", [("reuseID", reuseID)], transition, into: &body)
        case .staticCell:
          owner("cell", [("reuseID", "")], transition, into: &body)
        case .barButton(let item):
          owner("barButton", barButtonAttributes(item, .right, nil), transition, into: &body)
        case .button(let title):
          owner("button", [("title", title)], transition, into: &body)
        case .gesture(let kind):
          owner("gesture", [("kind", kind)], transition, into: &body)
        }
        pool.markWritten(transition)
      }
      // Manual transitions, and (so that none is lost) row transitions without a row.
      for transition in pool.remaining() {
        write(transition, into: &body)
      }
      if let delegate = scene.delegate {
        write(delegate, into: &body)
      }
      if let table = scene.table {
        write(table, rowTransitions: rowTransitions, into: &body)
      }
    }
  }

  static func barButtonAttributes(
    _ item: BarButton.Item, _ side: BarButton.Side, _ action: String?
  ) -> [(String, String?)] {
    let itemAttribute: (String, String?)
    switch item {
    case .system(let name): itemAttribute = ("system", name)
    case .title(let title): itemAttribute = ("title", title)
    }
    return [itemAttribute, ("side", side.rawValue), ("action", action)]
  }

  /// An element that fires at most one transition.
  static func owner(
    _ name: String, _ attributes: [(String, String?)], _ transition: Transition?,
    into out: inout XMLTextBuilder
  ) {
    out.element(name, attributes) { body in
      if let transition { write(transition, into: &body) }
    }
  }

  static func write(_ transition: Transition, into out: inout XMLTextBuilder) {
    switch transition {
    case .segue(let segue):
      out.element(
        "segue",
        [
          ("id", segue.id), ("identifier", identifierAttribute(segue.identifier, segue.id)),
          ("kind", segue.legacyKindName ?? segue.kind.rawValue),
          ("to", segue.destinationID), ("class", segue.segueClass),
          ("delegate", segue.setsDelegate ? "true" : nil), ("container", segue.containerOutlet),
          ("presentation", segue.presentationStyle?.rawValue),
          ("transition", segue.transitionStyle?.rawValue),
          ("modalInPresentation", boolAttribute(segue.isModalInPresentation)),
          ("compactAdaptation", segue.compactAdaptation?.rawValue),
          ("segueAction", segue.segueAction),
        ])
    case .unwind(let unwind):
      out.element(
        "unwind",
        [
          ("id", unwind.id), ("identifier", identifierAttribute(unwind.identifier, unwind.id)),
          ("action", unwind.actionName),
        ])
    }
  }

  /// A `Bool?` attribute: written only when said.
  static func boolAttribute(_ value: Bool?) -> String? {
    value.map { $0 ? "true" : "false" }
  }

  /// `identifier` is written only where it is not the id; `""` says there is none.
  static func identifierAttribute(_ identifier: String?, _ id: String) -> String? {
    guard let identifier else { return "" }
    return identifier == id ? nil : identifier
  }

  /// `selector` is written only where it is not the default `name:`.
  static func selectorAttribute(_ selector: String, _ name: String) -> String? {
    selector == ObjCSelector.defaultSelector(forName: name) ? nil : selector
  }

  static func write(_ delegate: DelegateDeclaration, into out: inout XMLTextBuilder) {
    out.element("delegate", [("protocol", delegate.explicitProtocol)]) { body in
      for event in delegate.events {
        body.element(
          "event",
          [
            ("name", event.name), ("param", event.parameter), ("type", event.type),
            ("optional", event.isOptional ? "true" : nil),
          ])
      }
    }
  }

  static func write(
    _ table: TableLayout, rowTransitions: [Transition?], into out: inout XMLTextBuilder
  ) {
    var rowIndex = 0
    out.element(
      "table", [("content", table.content.rawValue), ("style", table.style.rawValue)]
    ) { body in
      for section in table.sections {
        body.element("section", [("title", section.title), ("footer", section.footer)]) {
          rows in
          for row in section.rows {
            let transition = rowIndex < rowTransitions.count ? rowTransitions[rowIndex] : nil
            rowIndex += 1
            owner(
              "row",
              [
                ("key", row.key), ("label", row.explicitLabel),
                ("editor", row.editor == .label ? nil : row.editor.rawValue),
                ("options", row.options.isEmpty ? nil : row.options.joined(separator: "|")),
                ("keyboard", row.keyboard), ("accessibilityID", row.accessibilityID),
              ], transition, into: &rows)
          }
        }
      }
    }
  }
}

/// A scene's transitions, handed out once each to the owner whose trigger they name.
///
/// Each trigger (and each trigger with an id) keeps its transitions in order with a place
/// before which all are written, so that handing out the first unwritten one does not
/// search the scene's transitions from the start: thousands of buttons or gestures of one
/// title on a scene were quadratic to write (4,000 segues without identifier in a debug
/// build: 1.7 s, 1,000: 0.2 s).
private struct TransitionPool {
  private struct Named: Hashable {
    var id: String
    var trigger: Trigger
  }

  /// Indices in order, and how many at the front are written.
  private struct Queue {
    var indices: [Int] = []
    var passed = 0
  }

  private var transitions: [Transition]
  private var written: [Bool]
  private var byTrigger: [Trigger: Queue] = [:]
  private var byName: [Named: Queue] = [:]
  /// Transitions looked at: once each to queue it, once per queue it is passed in, and
  /// once per hand-out and per list of those remaining.
  private(set) var steps = 0

  init(_ transitions: [Transition]) {
    self.transitions = transitions
    steps = transitions.count
    self.written = Array(repeating: false, count: transitions.count)
    for (index, transition) in transitions.enumerated() {
      byTrigger[transition.trigger, default: Queue()].indices.append(index)
      byName[Named(id: transition.id, trigger: transition.trigger), default: Queue()].indices
        .append(index)
    }
  }

  /// The first unwritten transition fired by `trigger`, now written.
  mutating func take(_ trigger: Trigger) -> Transition? {
    guard let index = Self.firstUnwritten(in: &byTrigger[trigger], written, steps: &steps)
    else { return nil }
    written[index] = true
    return transitions[index]
  }

  /// The first index of a queue not yet written, passing those written (here or through
  /// the other queue) once.
  private static func firstUnwritten(in queue: inout Queue?, _ written: [Bool], steps: inout Int)
    -> Int?
  {
    steps += 1
    guard var found = queue else { return nil }
    while found.passed < found.indices.count, written[found.indices[found.passed]] {
      found.passed += 1
      steps += 1
    }
    queue = found
    return found.passed < found.indices.count ? found.indices[found.passed] : nil
  }

  mutating func remaining() -> [Transition] {
    steps += transitions.count
    return transitions.indices.filter { !written[$0] }.map { transitions[$0] }
  }

  mutating func markWritten(_ transition: Transition) {
    let name = Named(id: transition.id, trigger: transition.trigger)
    if let index = Self.firstUnwritten(in: &byName[name], written, steps: &steps) {
      written[index] = true
    }
  }
}
