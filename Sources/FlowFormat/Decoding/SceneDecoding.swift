import FlowModel

extension FlowDecoder {
  mutating func decodeScene(_ node: ElementReader) -> Scene {
    var scene = Scene(
      id: node["id"] ?? "", explicitClass: node["class"], base: node["base"] ?? "UIViewController",
      title: node["title"], storyboardID: node["storyboardID"], origin: node.origin)
    scene.isModalInPresentation = node.optionalBool("modalInPresentation", into: &log)
    scene.backButtonTitle = node["backButtonTitle"]
    scene.accessibilityID = node["accessibilityID"]
    scene.initializer = node.choice("init", of: SceneInitializer.self, into: &log) ?? .default
    // The cells without reuse identifier so far: the next one's trigger is its place.
    var staticCellCount = 0
    for child in node.children(into: &log) {
      let element = reader(child)
      let complete = element.checkAttributes(into: &log)
      switch child.name {
      case "outlet":
        let isCollection = element.bool("collection", into: &log)
        let isStrong = element.bool("strong", into: &log)
        guard complete else { continue }
        scene.outlets.append(
          Outlet(
            name: element.required("name"), type: element.required("type"),
            isCollection: isCollection, isStrong: isStrong, origin: element.origin))
      case "action":
        guard complete else { continue }
        scene.actions.append(
          Action(
            name: element.required("name"), selector: element["selector"],
            senderType: element["sender"] ?? "Any", origin: element.origin))
      case "unwindAction":
        guard complete else { continue }
        scene.unwindActions.append(
          UnwindAction(
            name: element.required("name"), selector: element["selector"],
            origin: element.origin))
      case "input":
        guard complete else { continue }
        scene.inputs.append(
          SceneInput(
            name: element.required("name"), type: element.required("type"),
            origin: element.origin))
      case "output":
        guard complete else { continue }
        scene.outputs.append(
          SceneOutput(
            name: element.required("name"), type: element.required("type"),
            origin: element.origin))
      case "cell":
        // `reuseID=""` is a cell without reuse identifier (a static cell).
        let reuseID = element["reuseID"].flatMap { $0.isEmpty ? nil : $0 }
        let trigger: Trigger =
          reuseID.map { .cell(reuseID: $0) } ?? .staticCell(index: staticCellCount)
        let transition = decodeOwnedTransition(of: element, trigger: trigger)
        let style = element.choice("style", of: CellStyle.self, into: &log)
        guard complete else { continue }
        if reuseID == nil { staticCellCount += 1 }
        var cell = Cell(reuseID: reuseID, className: element["class"], origin: element.origin)
        cell.style = style
        cell.accessibilityID = element["accessibilityID"]
        scene.cells.append(cell)
        if let transition { scene.transitions.append(transition) }
      case "barButton":
        decodeBarButton(element, complete: complete, into: &scene)
      case "button":
        var button = Button(
          title: element["title"], actionName: element["action"], origin: element.origin)
        button.accessibilityID = element["accessibilityID"]
        let transition = decodeOwnedTransition(of: element, trigger: .button(title: button.title))
        scene.buttons.append(button)
        if let transition { scene.transitions.append(transition) }
      case "gesture":
        let transition = decodeOwnedTransition(
          of: element, trigger: .gesture(element["kind"] ?? "gesture"))
        if complete {
          scene.gestures.append(
            Gesture(
              kind: element.required("kind"), actionName: element["action"],
              origin: element.origin))
        }
        if let transition { scene.transitions.append(transition) }
      case "segue", "unwind":
        if let transition = decodeTransition(element, complete: complete, trigger: .manual) {
          scene.transitions.append(transition)
        }
      case "delegate":
        if scene.delegate != nil {
          log.report(
            .error(
              .duplicateEvent, "a scene declares at most one <delegate>", at: child.location))
          continue
        }
        scene.delegate = decodeDelegate(element)
      case "table":
        if scene.table != nil {
          log.report(
            .error(.unknownElement, "a scene has at most one <table>", at: child.location))
          continue
        }
        scene.table = decodeTable(element, into: &scene)
      default:
        continue
      }
    }
    return scene
  }

  mutating func decodeBarButton(_ element: ElementReader, complete: Bool, into scene: inout Scene) {
    let item: BarButton.Item?
    if let system = element.choice(
      "system", among: BarButton.systemItems, into: &log, { $0 })
    {
      item = .system(system)
      if let title = element.element.attribute("title") {
        log.report(
          .error(
            .invalidValue, "a <barButton> has either 'system' or 'title', not both",
            at: title.location))
      }
    } else if let title = element["title"] {
      item = .title(title)
    } else if element["system"] != nil {
      item = nil  // a bad system name, already reported
    } else {
      log.report(
        .error(
          .missingAttribute, "<barButton> needs a 'system' or a 'title' attribute",
          at: element.element.location))
      item = nil
    }
    let side =
      element.choice("side", of: BarButton.Side.self, into: &log) ?? .right
    let transition = decodeOwnedTransition(of: element, trigger: .barButton(item ?? .title("")))
    guard complete, let item else { return }
    var button = BarButton(
      item: item, side: side, actionName: element["action"], origin: element.origin)
    button.accessibilityID = element["accessibilityID"]
    scene.barButtons.append(button)
    if let transition { scene.transitions.append(transition) }
  }

  /// The one `<segue>` or `<unwind>` a cell, button or gesture may hold (its schema's
  /// `maximumChildren`).
  mutating func decodeOwnedTransition(of owner: ElementReader, trigger: Trigger) -> Transition? {
    var found: Transition?
    var count = 0
    for child in owner.children(into: &log) {
      count += 1
      let element = reader(child)
      let complete = element.checkAttributes(into: &log)
      let transition = decodeTransition(element, complete: complete, trigger: trigger)
      if count > owner.schema.maximumChildren ?? .max {
        log.report(
          .error(
            .tooManyTransitions,
            "<\(owner.element.name)> holds at most one <segue> or <unwind>",
            at: child.location))
      } else {
        found = transition
      }
    }
    return found
  }

  mutating func decodeTransition(_ element: ElementReader, complete: Bool, trigger: Trigger)
    -> Transition?
  {
    if element.element.name == "unwind" {
      guard complete else { return nil }
      return .unwind(
        Unwind(
          id: element.required("id"), identifier: Self.identifier(element),
          actionName: element.required("action"), trigger: trigger, origin: element.origin))
    }
    let setsDelegate = element.bool("delegate", into: &log)
    let presentation = element.choice("presentation", of: ModalPresentationStyle.self, into: &log)
    let transitionStyle = element.choice("transition", of: ModalTransitionStyle.self, into: &log)
    let modalInPresentation = element.optionalBool("modalInPresentation", into: &log)
    let compactAdaptation = element.choice(
      "compactAdaptation", of: PopoverAdaptation.self, into: &log)
    guard let kindAttribute = element.element.attribute("kind") else { return nil }
    let kind: SegueKind
    var legacyName: String?
    if let modern = SegueKind(rawValue: kindAttribute.value) {
      kind = modern
    } else if let legacy = SegueKind.legacy(kindAttribute.value) {
      kind = legacy
      legacyName = kindAttribute.value
    } else {
      let names = SegueKind.allCases.map(\.rawValue)
      let suggestion = NameSuggester.nearest(
        to: kindAttribute.value, in: names + ["push", "modal"])
      log.report(
        .error(
          .invalidValue,
          "'\(kindAttribute.value)' is not a segue kind (one of: \(names.joined(separator: ", ")))",
          at: kindAttribute.valueLocation, suggestion: suggestion.map { .name($0) }))
      // Kept, with the kind it most likely means (the one suggested, else show, which no
      // rule depends on), so that one typo is one diagnostic: dropped, it would leave its
      // destination and all that follows unreachable, and its unwinds without a path. The
      // error stops generation all the same.
      kind = suggestion.flatMap { SegueKind(rawValue: $0) ?? SegueKind.legacy($0) } ?? .show
    }
    guard complete else { return nil }
    var segue = Segue(
      id: element.required("id"), identifier: Self.identifier(element), kind: kind,
      legacyKindName: legacyName, destinationID: element.required("to"),
      segueClass: element["class"], setsDelegate: setsDelegate, trigger: trigger,
      origin: element.origin)
    segue.containerOutlet = element["container"]
    segue.presentationStyle = presentation
    segue.transitionStyle = transitionStyle
    segue.isModalInPresentation = modalInPresentation
    segue.compactAdaptation = compactAdaptation
    segue.segueAction = element["segueAction"]
    reportPresentationOnEmbed(element, kind: kind)
    reportAdaptationWithoutPopover(element, segue: segue)
    return .segue(segue)
  }

  /// `compactAdaptation` says what a popover becomes on an iPhone: on a segue that shows
  /// no popover, nothing would read it.
  mutating func reportAdaptationWithoutPopover(_ element: ElementReader, segue: Segue) {
    guard segue.kind != .embed, segue.kind != .popover, segue.presentationStyle != .popover,
      let attribute = element.element.attribute("compactAdaptation")
    else { return }
    log.report(
      .error(
        .invalidValue,
        "'compactAdaptation' says what a popover becomes in compact width, and this \(segue.kind.rawValue) segue shows none: make it kind=\"popover\" or remove the attribute",
        at: attribute.location))
  }

  /// An embedded child is never presented, so what says how it would be has no meaning.
  mutating func reportPresentationOnEmbed(_ element: ElementReader, kind: SegueKind) {
    guard kind == .embed else { return }
    for name in ["presentation", "transition", "modalInPresentation", "compactAdaptation"] {
      guard let attribute = element.element.attribute(name) else { continue }
      log.report(
        .error(
          .invalidValue,
          "'\(name)' has no meaning on an embed segue, whose destination is a child, never presented",
          at: attribute.location))
    }
  }

  /// A transition's `identifier`: the id when not written, none when empty.
  static func identifier(_ element: ElementReader) -> String?? {
    guard let written = element["identifier"] else { return .none }
    return .some(written.isEmpty ? nil : written)
  }

  mutating func decodeDelegate(_ element: ElementReader) -> DelegateDeclaration {
    var events: [DelegateEvent] = []
    for child in element.children(into: &log) {
      let event = reader(child)
      let complete = event.checkAttributes(into: &log)
      let isOptional = event.bool("optional", into: &log)
      let param = event.element.attribute("param")
      let type = event.element.attribute("type")
      if (param == nil) != (type == nil) {
        let present = param ?? type!
        log.report(
          .error(
            .missingAttribute,
            "<event> takes 'param' and 'type' together; '\(present.name)' is alone",
            at: present.location))
      }
      guard complete else { continue }
      events.append(
        DelegateEvent(
          name: event.required("name"), parameter: type == nil ? nil : param?.value,
          type: param == nil ? nil : type?.value, isOptional: isOptional, origin: event.origin))
    }
    return DelegateDeclaration(
      explicitProtocol: element["protocol"], events: events, origin: element.origin)
  }
}
