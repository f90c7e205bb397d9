import FlowModel

/// Several scenes may share one class (a storyboard often reuses a controller class): the
/// class's machine file declares the union of their members, so they must agree on
/// everything that becomes one declaration (a prototype cell's reuse identifier is one
/// `CellIdentifier` case and one typed dequeue, so it has one class). A conflict is an
/// error at both places.
package enum SharedClassRules: GraphRuleFamily {
  /// The scenes of each class with more than one, in file order.
  package static func sharedClasses(of flow: Flow) -> [[Int]] {
    shared(flow.scenesByClass())
  }

  private static func shared(_ scenesByClass: [(className: String, indices: [Int])]) -> [[Int]] {
    scenesByClass.compactMap { $0.indices.count > 1 ? $0.indices : nil }
  }

  /// One declaration as one scene has it: what must agree, and where it is.
  private struct Member {
    var kind: String
    var signature: String
    var sceneID: String
    var location: SourceLocation
  }

  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    for indices in shared(graph.scenesByClass) {
      let scenes = indices.compactMap { flow.nodes[$0].scene }
      let className = scenes[0].className
      for scene in scenes.dropFirst() where scene.base != scenes[0].base {
        for (one, other) in [(scene, scenes[0]), (scenes[0], scene)] {
          log.report(
            .error(
              .sharedClassConflict,
              "scenes '\(one.id)' and '\(other.id)' share class '\(className)' but not its base ('\(one.base)', '\(other.base)')",
              at: one.origin.location(of: "base")))
        }
      }
      var members: [String: Member] = [:]
      var transitions: [String: Member] = [:]
      // Prototype cells by reuse identifier: one `CellIdentifier` case and one typed
      // dequeue (and, in the code runtime, one registered class) each.
      var cells: [String: Member] = [:]
      var reported: Set<String> = []
      // The code runtime: whether each segue id is an embed, and in which scene first.
      var embeds: [String: (isEmbed: Bool, sceneID: String)] = [:]
      for scene in scenes {
        if flow.runtime == .code {
          checkEmbeds(of: scene, className: className, against: &embeds, into: &log)
        }
        var declared: [(String, Member)] = []
        for outlet in scene.outlets {
          let type = outlet.isCollection ? "[\(outlet.type)]" : outlet.type
          declared.append(
            (
              outlet.name,
              Member(
                kind: "outlet", signature: "of type \(type)", sceneID: scene.id,
                location: outlet.origin.location(of: "name"))
            ))
        }
        for action in scene.actions {
          declared.append(
            (
              action.name,
              Member(
                kind: "action",
                signature: "with selector '\(action.selector)' and sender \(action.senderType)",
                sceneID: scene.id, location: action.origin.location(of: "name"))
            ))
        }
        for action in scene.unwindActions {
          declared.append(
            (
              action.name,
              Member(
                kind: "unwind action", signature: "with selector '\(action.selector)'",
                sceneID: scene.id, location: action.origin.location(of: "name"))
            ))
        }
        for (name, member) in declared {
          if let first = members[name], first.sceneID != scene.id {
            if first.kind != member.kind || first.signature != member.signature,
              reported.insert("member \(name)").inserted
            {
              conflict(className, name, first, member, into: &log)
            }
          } else if members[name] == nil {
            members[name] = member
          }
        }
        for cell in scene.cells {
          guard let reuseID = cell.reuseID else { continue }
          let member = Member(
            kind: "cell", signature: cell.className.map { "of class \($0)" } ?? "without a class",
            sceneID: scene.id,
            location: cell.origin.location(of: cell.className == nil ? "reuseID" : "class"))
          if let first = cells[reuseID], first.sceneID != scene.id {
            if first.signature != member.signature, reported.insert("cell \(reuseID)").inserted {
              conflict(className, reuseID, first, member, into: &log)
            }
          } else if cells[reuseID] == nil {
            cells[reuseID] = member
          }
        }
        for transition in scene.transitions {
          let signature: String
          switch transition {
          case .segue(let segue):
            let handover = TransitionBinding.handover(of: segue, graph: graph)
            signature =
              "segue with identifier \(describe(segue.identifier)) handing over \(handover?.className ?? "UIViewController")"
          case .unwind(let unwind):
            signature =
              "unwind with identifier \(describe(unwind.identifier)) to '\(unwind.actionName)'"
          }
          let member = Member(
            kind: "transition", signature: signature, sceneID: scene.id,
            location: transition.origin.location(of: "id"))
          if let first = transitions[transition.id], first.sceneID != scene.id {
            if first.signature != member.signature,
              reported.insert("transition \(transition.id)").inserted
            {
              conflict(className, transition.id, first, member, into: &log)
            }
          } else if transitions[transition.id] == nil {
            transitions[transition.id] = member
          }
        }
      }
    }
  }

  /// In the code runtime an embed is performed as the view loads, by a method of its own,
  /// and no case of `Segue`: a segue id that is an embed in one scene of a shared class
  /// and shown, presented or pushed from another could be neither in the one machine
  /// file (its triggers would fire a case that is not there). The scene that disagrees
  /// with the first is told to give its segue another id.
  private static func checkEmbeds(
    of scene: Scene, className: String,
    against embeds: inout [String: (isEmbed: Bool, sceneID: String)],
    into log: inout DiagnosticLog
  ) {
    for case .segue(let segue) in scene.transitions {
      let isEmbed = segue.kind == .embed
      guard let first = embeds[segue.id] else {
        embeds[segue.id] = (isEmbed, scene.id)
        continue
      }
      guard first.isEmbed != isEmbed, first.sceneID != scene.id else { continue }
      let (here, there) = isEmbed ? ("an embed", "not") : ("not an embed", "an embed")
      log.report(
        .error(
          .runtimeUnsupported,
          "segue '\(segue.id)' is \(here) here but \(there) in scene '\(first.sceneID)', which shares class '\(className)': in the code runtime a shared class's segue id is an embed in every scene or in none; give this one another id",
          at: segue.origin.location(of: "id"),
          suggestion: .name(
            segue.id + "In" + scene.id.prefix(1).uppercased() + scene.id.dropFirst())))
    }
  }

  private static func describe(_ identifier: String?) -> String {
    identifier.map { "'\($0)'" } ?? "none"
  }

  private static func conflict(
    _ className: String, _ name: String, _ first: Member, _ second: Member,
    into log: inout DiagnosticLog
  ) {
    for (one, other) in [(second, first), (first, second)] {
      log.report(
        .error(
          .sharedClassConflict,
          "class '\(className)' is shared by scenes '\(first.sceneID)' and '\(second.sceneID)', whose '\(name)' disagree: \(one.kind) \(one.signature) here, \(other.kind) \(other.signature) in '\(other.sceneID)'",
          at: one.location))
    }
  }
}
