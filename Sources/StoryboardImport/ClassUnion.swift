import FlowAnalysis
import FlowModel

/// Scenes sharing a class become one machine file with the union of their members
/// (`SharedClassRules`), so the importer makes what they declare agree, the way the one
/// real class must: an outlet key two scenes set on views of different types is declared
/// with the type both share (and strong where either scene needs it); an action selector gets one Swift name and a sender both
/// agree on; a transition id that would name two different transitions is renamed in the
/// later scene. Identifiers and selectors are never touched: they are what UIKit sends.
extension StoryboardImportSession {
  mutating func reconcileSharedClasses(in flow: inout Flow) {
    let graph = FlowGraph(flow: flow)
    for indices in SharedClassRules.sharedClasses(of: flow) {
      reconcileMembers(indices, in: &flow)
      reconcileTransitions(indices, in: &flow, graph: graph)
    }
  }

  private func reconcileMembers(_ indices: [Int], in flow: inout Flow) {
    var outletTypes: [String: [String]] = [:]
    var strongOutlets: Set<String> = []
    var senderTypes: [String: [String]] = [:]
    var nameBySelector: [String: String] = [:]
    var taken = UniqueNames()
    for index in indices {
      guard let scene = flow.nodes[index].scene else { continue }
      for outlet in scene.outlets {
        outletTypes[outlet.name, default: []].append(outlet.type)
        if outlet.isStrong { strongOutlets.insert(outlet.name) }
        taken.reserve(outlet.name)
      }
      for action in scene.unwindActions { taken.reserve(action.name) }
    }
    for index in indices {
      guard case .scene(var scene) = flow.nodes[index] else { continue }
      for position in scene.outlets.indices {
        scene.outlets[position].type = ViewTypes.commonType(
          outletTypes[scene.outlets[position].name] ?? [])
        // Strong where any scene's object is held by the outlet alone.
        if strongOutlets.contains(scene.outlets[position].name) {
          scene.outlets[position].isStrong = true
        }
      }
      var renamed: [String: String] = [:]
      for position in scene.actions.indices {
        let action = scene.actions[position]
        let name: String
        if let known = nameBySelector[action.selector] {
          name = known
        } else {
          name = taken.isUsed(action.name) ? taken.claim(action.name + "Action") : action.name
          taken.reserve(name)
          nameBySelector[action.selector] = name
        }
        if name != action.name { renamed[action.name] = name }
        scene.actions[position].name = name
        senderTypes[name, default: []].append(action.senderType)
      }
      // The controls that send a renamed action name it by its new name.
      if !renamed.isEmpty {
        for position in scene.barButtons.indices {
          if let name = scene.barButtons[position].actionName.flatMap({ renamed[$0] }) {
            scene.barButtons[position].actionName = name
          }
        }
        for position in scene.buttons.indices {
          if let name = scene.buttons[position].actionName.flatMap({ renamed[$0] }) {
            scene.buttons[position].actionName = name
          }
        }
        for position in scene.gestures.indices {
          if let name = scene.gestures[position].actionName.flatMap({ renamed[$0] }) {
            scene.gestures[position].actionName = name
          }
        }
      }
      flow.nodes[index] = .scene(scene)
    }
    // Senders that disagree across the scenes make the sender `Any`.
    for index in indices {
      guard case .scene(var scene) = flow.nodes[index] else { continue }
      for position in scene.actions.indices {
        let types = senderTypes[scene.actions[position].name] ?? []
        if let first = types.first, !types.allSatisfy({ $0 == first }) {
          scene.actions[position].senderType = "Any"
        }
      }
      flow.nodes[index] = .scene(scene)
    }
  }

  private func reconcileTransitions(_ indices: [Int], in flow: inout Flow, graph: FlowGraph) {
    var signatures: [String: String] = [:]
    var used = UniqueNames(reserved: MemberRules.reservedCaseNames)
    for index in indices {
      for transition in flow.nodes[index].scene?.transitions ?? [] { used.reserve(transition.id) }
    }
    for index in indices {
      guard case .scene(var scene) = flow.nodes[index] else { continue }
      for position in scene.transitions.indices {
        let transition = scene.transitions[position]
        let signature = Self.signature(of: transition, graph: graph)
        guard let first = signatures[transition.id] else {
          signatures[transition.id] = signature
          continue
        }
        guard first != signature else { continue }
        let renamed = used.claim(transition.id)
        signatures[renamed] = signature
        switch transition {
        case .segue(var segue):
          segue.id = renamed
          scene.transitions[position] = .segue(segue)
        case .unwind(var unwind):
          unwind.id = renamed
          scene.transitions[position] = .unwind(unwind)
        }
      }
      flow.nodes[index] = .scene(scene)
    }
  }

  /// What must agree for two scenes' transitions of one id to be one declaration.
  private static func signature(of transition: Transition, graph: FlowGraph) -> String {
    switch transition {
    case .segue(let segue):
      let handover = TransitionBinding.handover(of: segue, graph: graph)
      return "segue \(segue.identifier ?? "") \(segue.identifier == nil) \(segue.kind == .embed) "
        + "\(handover?.className ?? "") \(handover?.throughNavigation ?? false)"
    case .unwind(let unwind):
      return "unwind \(unwind.identifier ?? "") \(unwind.identifier == nil) \(unwind.actionName)"
    }
  }
}
