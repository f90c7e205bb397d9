import FlowModel

/// The ordinary actions that catch unwinds meant for an unwind action of the same
/// selector, gathered over all unwinds so that each action gets one error, naming the
/// first unwind it catches and counting the others.
///
/// Sources whose unwinds stop at the same scenes share one answer of the stop table
/// (`UnwindStopTable.answerNumber`); the action stops of an answer are read once, however
/// many sources share it, so the work is linear in the table, not in sources × catchers.
struct ShadowingActions {
  private struct Caught {
    var unwindID: String
    var sceneID: String
    var actionName: String
    var location: SourceLocation
    var count: Int
  }

  private struct ActionKey: Hashable {
    var sceneIndex: Int
    var name: String
  }

  /// Per answer number, its action stops, and the first unwind it answered and how many.
  private var answers: [Int: (stops: [UnwindStops.Stop], caught: Caught)] = [:]
  private var answerOrder: [Int] = []

  /// Notes that the unwind `unwind` of `scene`, whose stops the table numbers `answer`, is
  /// caught by the actions of `stops`.
  mutating func add(_ answer: Int, stops: [UnwindStops.Stop], unwind: Unwind, of scene: Scene) {
    if answers[answer] != nil {
      answers[answer]?.caught.count += 1
      return
    }
    answerOrder.append(answer)
    answers[answer] = (
      stops,
      Caught(
        unwindID: unwind.id, sceneID: scene.id, actionName: unwind.actionName,
        location: unwind.origin.location(of: "action"), count: 1)
    )
  }

  /// One error at each action that catches an unwind.
  func report(in flow: Flow, into log: inout DiagnosticLog) {
    var order: [ActionKey] = []
    var byAction: [ActionKey: (action: Action, caught: Caught)] = [:]
    for number in answerOrder {
      guard let (stops, caught) = answers[number] else { continue }
      for stop in stops {
        guard case .action(let action) = stop.catcher else { continue }
        let key = ActionKey(sceneIndex: stop.sceneIndex, name: action.name)
        if byAction[key] == nil {
          order.append(key)
          byAction[key] = (action, caught)
        } else {
          byAction[key]?.caught.count += caught.count
        }
      }
    }
    for key in order {
      guard let (action, caught) = byAction[key] else { continue }
      let selector = UnwindStops.selector(of: action)
      let others = caught.count > 1 ? " (and \(caught.count - 1) other unwinds)" : ""
      log.report(
        .error(
          .unwindShadowed,
          "action '\(action.name)' of scene '\(flow.nodes[key.sceneIndex].id)' has selector '\(selector)', so it catches unwind '\(caught.unwindID)' from '\(caught.sceneID)' (\(caught.location))\(others) before it reaches unwind action '\(caught.actionName)'; rename one of them",
          at: action.origin.location(of: "name")))
    }
  }

  /// " (on other paths, also at 4 other scenes: 'a', 'b', 'c', …)": the scenes after the
  /// first, at most three named.
  static func others(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    let shown = names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
    let more = names.count > 3 ? ", …" : ""
    let scenes = names.count == 1 ? "scene" : "scenes"
    return " (on other paths, also at \(names.count) other \(scenes): \(shown)\(more))"
  }
}
