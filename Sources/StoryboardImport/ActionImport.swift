import FlowAnalysis
import FlowModel
import FlowXML

/// A scene's actions: every `<action selector destination>` in the scene whose
/// destination is the scene's view controller, whatever sends it (a button, a bar button
/// item, a gesture recognizer, a slider).
///
/// The action keeps the storyboard's selector exactly (`selector`), which the generated
/// method declares; its Swift name follows `SelectorNaming` (`insertNewObject:` →
/// `insertNewObject`), with `Action` appended where the class already has the name (a
/// UIKit member, an outlet, another selector's name). Its `sender` is the type of what
/// sends it when every sender agrees (`UIBarButtonItem`), else `Any`. Actions sent
/// elsewhere — to the First Responder, to a custom object — are not the scene's and are
/// reported, as is a selector no Swift method can have.
extension StoryboardImportSession {
  /// The scene's actions, and the name each imported selector got.
  struct SceneActions {
    var actions: [Action] = []
    var nameBySelector: [String: String] = [:]
  }

  mutating func importActions(
    _ index: Int, owners: [TriggerDiscovery.Owner], scene: Scene
  ) -> SceneActions {
    let controllerID = controllers[index].storyboardObjectID
    var result = SceneActions()
    var senderTypes: [String: [String]] = [:]
    var rejected: Set<String> = []
    // What a Swift name must avoid: UIKit's members, the outlets, the names given so far.
    var names = UniqueNames(
      reserved: MemberRules.reservedNames(for: scene).union(scene.outlets.map(\.name)))
    for owner in owners {
      for connection in owner.actions {
        guard let selector = connection.attribute("selector"), !selector.value.isEmpty else {
          continue
        }
        let destination = connection.attribute("destination")
        guard let destination, destination.value == controllerID, !controllerID.isEmpty else {
          reportForeignAction(selector.value, destination, at: connection)
          continue
        }
        if let name = result.nameBySelector[selector.value] {
          senderTypes[name, default: []].append(senderType(of: owner))
          continue
        }
        guard ObjCSelector.pieces(of: selector.value) != nil,
          ObjCSelector.argumentCount(of: selector.value) <= 2,
          let derived = SelectorNaming.swiftName(ofSelector: selector.value)
        else {
          if !rejected.contains(selector.value) {
            warn(ImportWarnings.invalidSelector(selector.value), at: selector.valueLocation)
            rejected.insert(selector.value)
          }
          continue
        }
        // The selector is kept exactly; the Swift name only has to be free in the class.
        let name = names.isUsed(derived) ? names.claim(derived + "Action") : derived
        names.reserve(name)
        result.nameBySelector[selector.value] = name
        senderTypes[name] = [senderType(of: owner)]
        result.actions.append(
          Action(
            name: name, selector: selector.value, senderType: "Any",
            origin: origin(of: connection, ["selector": "selector"])))
      }
    }
    for position in result.actions.indices {
      let types = senderTypes[result.actions[position].name] ?? []
      if let first = types.first, types.allSatisfy({ $0 == first }) {
        result.actions[position].senderType = first
      }
    }
    return result
  }

  /// `dismiss` → `dismissAction`: a name the generated class can declare.
  static func unreservedName(_ name: String, suffix: String, avoiding reserved: Set<String>)
    -> String
  {
    var candidate = name + suffix
    var counter = 2
    while reserved.contains(candidate) {
      candidate = name + suffix + String(counter)
      counter += 1
    }
    return candidate
  }

  private func senderType(of owner: TriggerDiscovery.Owner) -> String {
    qualifiedType(
      ViewTypes.type(of: owner.element).type, module: ViewTypes.customModule(of: owner.element))
  }

  private mutating func reportForeignAction(
    _ selector: String, _ destination: XMLAttribute?, at connection: XMLElement
  ) {
    let location = destination?.valueLocation ?? connection.location
    guard let destination, let object = document.objects[destination.value] else {
      warn(
        ImportWarnings.actionToNothing(selector, destination: destination?.value ?? ""),
        at: location)
      return
    }
    if object.placeholderIdentifier == "IBFirstResponder" {
      warn(ImportWarnings.actionToFirstResponder(selector), at: location)
    } else if let other = controllerIndex(destination.value) {
      warn(ImportWarnings.actionToOtherScene(selector, sceneID: nodeIDs[other]), at: location)
    } else {
      warn(ImportWarnings.actionToOther(selector, object: object.name), at: location)
    }
  }

  /// The name of the first action an owner sends that the scene declares; any further
  /// one is reported for owners that name an action in the flow.
  mutating func actionName(
    of owner: TriggerDiscovery.Owner, _ actions: SceneActions, namesAction: Bool
  ) -> String? {
    var found: String?
    for connection in owner.actions {
      guard let selector = connection[attribute: "selector"],
        let name = actions.nameBySelector[selector]
      else { continue }
      if found == nil {
        found = name
      } else if namesAction && name != found {
        warn(
          ImportWarnings.extraAction(selector, element: owner.element.name),
          at: connection.attribute("selector")?.valueLocation ?? connection.location)
      }
    }
    return found
  }
}
