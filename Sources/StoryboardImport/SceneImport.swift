import FlowAnalysis
import FlowModel
import FlowXML
import Foundation

/// One view controller as a `<scene>`: its class and base, title and storyboard ID,
/// outlets and actions, and what hangs transitions and actions in it — prototype cells,
/// navigation bar items, buttons, gesture recognizers, container views and the
/// controller itself (manual segues).
///
/// Every object that fires something becomes the flow element that fires it, and each
/// fires at most one transition in a flow: a second one (a cell's accessory-button
/// segue next to its selection segue) is kept as a manual transition with a warning that
/// names the real trigger, never dropped.
extension StoryboardImportSession {
  mutating func importScene(_ index: Int, base: String) -> Scene {
    let controller = controllers[index]
    let element = controller.element
    var nodeOrigin = origin(
      of: element, ["id": "id", "customClass": "class", "storyboardIdentifier": "storyboardID"])
    let title = title(of: element)
    if let title { nodeOrigin.attributes["title"] = title.location }
    var scene = Scene(
      id: nodeIDs[index], explicitClass: explicitClasses[index], base: base, title: title?.value,
      storyboardID: storyboardIDs[index], origin: nodeOrigin)
    scene.accessibilityID = AccessibilityImport.rootViewIdentifier(of: element)
    reportSceneNotes(index, scene)
    importPresentation(of: element, into: &scene)
    scene.outlets = importOutlets(index, scene: scene)
    let owners = TriggerDiscovery.owners(of: element, sceneObjects: controller.sceneObjects)
    let actions = importActions(index, owners: owners, scene: scene)
    scene.actions = actions.actions
    let reuseIDs = reservedReuseIDs(owners)
    var staticCellCount = 0
    var candidates: [SegueCandidate] = []
    for owner in owners {
      switch owner.role {
      case .controller:
        for segue in owner.segues {
          candidates.append(
            SegueCandidate(
              element: segue, trigger: .manual, isManualFromController: true, demotion: nil))
        }
      case .cell(let reuseID, let isPrototype):
        let cell = importCell(owner, reuseID: reuseID, isPrototype: isPrototype, reuseIDs)
        scene.cells.append(cell)
        if let reuseID = cell.reuseID {
          candidates += triggered(owner, .cell(reuseID: reuseID))
        } else {
          candidates += triggered(owner, .staticCell(index: staticCellCount))
          staticCellCount += 1
        }
      case .barButton(let placement):
        importBarItem(owner, placement, actions, into: &scene, &candidates)
      case .button(let title):
        let name = actionName(of: owner, actions, namesAction: true)
        // A button whose only action goes elsewhere (to its cell; left out with a
        // warning) fires nothing of the scene's: an empty <button/> would say nothing.
        guard name != nil || !owner.segues.isEmpty else { continue }
        var button = Button(title: title, actionName: name, origin: origin(of: owner.element, [:]))
        button.accessibilityID = AccessibilityImport.identifier(of: owner.element)
        scene.buttons.append(button)
        candidates += triggered(owner, .button(title: title))
      case .gesture(let kind):
        scene.gestures.append(
          Gesture(
            kind: kind, actionName: actionName(of: owner, actions, namesAction: true),
            origin: origin(of: owner.element, [:])))
        candidates += triggered(owner, .gesture(kind))
      case .containerView:
        for segue in owner.segues {
          candidates.append(
            SegueCandidate(
              element: segue, trigger: .manual, isManualFromController: false, demotion: nil))
        }
      case .other:
        let name = owner.element.name
        for segue in owner.segues {
          candidates.append(
            SegueCandidate(
              element: segue, trigger: .manual, isManualFromController: false,
              demotion: { ImportWarnings.otherTrigger($0, element: name) }))
        }
      }
    }
    scene.transitions = importTransitions(candidates, sceneIndex: index)
    return scene
  }

  /// What is worth saying about the controller itself.
  private mutating func reportSceneNotes(_ index: Int, _ scene: Scene) {
    let controller = controllers[index]
    let element = controller.element
    if let reason = containerFallbacks[index] {
      warn(
        ImportWarnings.containerAsScene(element.name, reason, base: scene.base),
        at: element.location)
    } else if controller.kind.isGuess {
      warn(ImportWarnings.unknownController(element.name), at: element.location)
    }
    if controller.kind.element == "hostingController" {
      warn(ImportWarnings.hostingController(scene.id), at: element.location)
    }
    if element.attribute("customClass") == nil && containerFallbacks[index] == nil {
      warn(ImportWarnings.noCustomClass(scene.id, className: scene.className), at: element.location)
    }
  }

  /// The owner's segues: the first fired by the owner itself gets `trigger`; any other
  /// becomes manual, with a warning that says what really fires it.
  private func triggered(_ owner: TriggerDiscovery.Owner, _ trigger: Trigger) -> [SegueCandidate] {
    var result: [SegueCandidate] = []
    var taken = false
    let name = owner.element.name
    for segue in owner.segues {
      if segue[attribute: "trigger"] == "accessoryAction" {
        result.append(
          SegueCandidate(
            element: segue, trigger: .manual, isManualFromController: false,
            demotion: { ImportWarnings.accessoryTrigger($0) }))
      } else if taken {
        result.append(
          SegueCandidate(
            element: segue, trigger: .manual, isManualFromController: false,
            demotion: { ImportWarnings.extraTrigger($0, element: name) }))
      } else {
        taken = true
        result.append(
          SegueCandidate(
            element: segue, trigger: trigger, isManualFromController: false, demotion: nil))
      }
    }
    return result
  }

  // MARK: Cells

  /// The reuse identifiers of a scene's cells, each with the first cell that has it: the
  /// one the flow gives it to.
  private func reservedReuseIDs(_ owners: [TriggerDiscovery.Owner]) -> [String: SourceLocation] {
    var owner: [String: SourceLocation] = [:]
    for cell in owners {
      if case .cell(let reuseID?, _) = cell.role, Self.isFreeText(reuseID), owner[reuseID] == nil {
        owner[reuseID] = cell.element.location
      }
    }
    return owner
  }

  /// A cell keeps its reuse identifier exactly, or has none in the flow (`reuseID=""`):
  /// one is never made up, for UIKit would never dequeue a cell by it.
  private mutating func importCell(
    _ owner: TriggerDiscovery.Owner, reuseID: String?, isPrototype: Bool,
    _ owners: [String: SourceLocation]
  ) -> Cell {
    let element = owner.element
    // A cell of another module (a library's swipeable cell) is named qualified, so that
    // the generated file imports that module, as an outlet's type is.
    let customClass = element[attribute: "customClass"].flatMap {
      SwiftNames.isTypeName($0)
        ? qualifiedType($0, module: ViewTypes.customModule(of: element)) : nil
    }
    var kept: String?
    let location = element.attribute("reuseIdentifier")?.valueLocation ?? element.location
    if let reuseID, Self.isFreeText(reuseID) {
      if owners[reuseID] == element.location {
        kept = reuseID
      } else {
        warn(ImportWarnings.duplicateReuseID(reuseID, isPrototype: isPrototype), at: location)
      }
    } else {
      if let reuseID {
        warn(ImportWarnings.badFreeText("reuse identifier", reuseID), at: location)
      }
      // A static cell needs none; a prototype without one is a storyboard mistake.
      if isPrototype {
        warn(ImportWarnings.prototypeWithoutReuseID, at: element.location)
      }
    }
    var cell = Cell(
      reuseID: kept, className: customClass,
      origin: origin(of: element, ["reuseIdentifier": "reuseID", "customClass": "class"]))
    cell.accessibilityID = AccessibilityImport.identifier(of: element)
    return cell
  }

  // MARK: Bar button items

  private mutating func importBarItem(
    _ owner: TriggerDiscovery.Owner, _ placement: TriggerDiscovery.BarPlacement,
    _ actions: SceneActions, into scene: inout Scene, _ candidates: inout [SegueCandidate]
  ) {
    let element = owner.element
    switch placement {
    case .back:
      for segue in owner.segues {
        candidates.append(
          SegueCandidate(
            element: segue, trigger: .manual, isManualFromController: false,
            demotion: { ImportWarnings.backItemTrigger($0) }))
      }
      return
    case .inView:
      // A toolbar or navigation bar inside the view: a control of the view, like a button.
      let title = element[attribute: "title"] ?? element[attribute: "systemItem"]
      var button = Button(
        title: title, actionName: actionName(of: owner, actions, namesAction: true),
        origin: origin(of: element, ["title": "title"]))
      button.accessibilityID = AccessibilityImport.identifier(of: element)
      scene.buttons.append(button)
      candidates += triggered(owner, .button(title: title))
      return
    case .toolbarItems:
      warn(
        ImportWarnings.barItemPlacement("is in the view controller's toolbar items"),
        at: element.location)
    case .unplaced:
      warn(
        ImportWarnings.barItemPlacement("is not placed in Interface Builder (code installs it)"),
        at: element.location)
    case .navigationBar:
      break
    }
    let side: BarButton.Side
    if case .navigationBar(let placed) = placement { side = placed } else { side = .right }
    let item = barItem(element)
    var button = BarButton(
      item: item, side: side, actionName: actionName(of: owner, actions, namesAction: true),
      origin: origin(of: element, ["systemItem": "system", "title": "title"]))
    button.accessibilityID = AccessibilityImport.identifier(of: element)
    scene.barButtons.append(button)
    candidates += triggered(owner, .barButton(item))
  }

  /// The item a bar button shows: its system item or its title; failing both, what is
  /// closest (with a warning).
  private mutating func barItem(_ element: XMLElement) -> BarButton.Item {
    if let system = element.attribute("systemItem") {
      if BarButton.systemItems.contains(system.value) { return .system(system.value) }
      warn(
        ImportWarnings.barItemApproximated(
          "is the system item '\(system.value)', which a flow does not know", title: system.value),
        at: system.valueLocation)
      return .title(system.value)
    }
    if let title = element[attribute: "title"] { return .title(title) }
    if let image = element.attribute("image") {
      warn(
        ImportWarnings.barItemApproximated(
          "shows only the image '\(image.value)'", title: image.value),
        at: image.valueLocation)
      return .title(image.value)
    }
    let what =
      element.children.contains { $0[attribute: "key"] == "customView" }
      ? "has a custom view" : "has neither a title nor an image"
    warn(ImportWarnings.barItemApproximated(what, title: ""), at: element.location)
    return .title("")
  }
}
