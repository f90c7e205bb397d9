import FlowModel

/// Every transition must be recognisable where its hook is called: UIKit hands
/// `prepare(for:sender:)` a segue by its identifier, or by nothing but its destination.
/// (Which strings and selectors make code that binds at all is `SelectorRules`.)
enum BindingRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    // The code runtime performs transitions itself, by id: nothing is left unbound.
    guard flow.runtime != .code else { return }
    for (className, indices) in graph.scenesByClass {
      let dispatch = TransitionBinding.segueDispatch(ofScenes: indices, graph: graph)
      for (position, index) in indices.enumerated() {
        let segues = flow.nodes[index].scene?.segues ?? []
        for (segue, how) in zip(segues, dispatch[position]) where how == .unbound {
          // The delegate that answers a popover's compact adaptation is installed there too.
          let unhonoured = segue.compactAdaptation == nil ? "" : " (nor its compactAdaptation)"
          let message: String
          if let identifier = segue.identifier {
            message =
              "segue '\(segue.id)' has the identifier '\(identifier)' that another segue of \(className) (in another scene, to another destination) has, so generated code cannot tell it apart and has no prepare hook for it\(unhonoured); give it its own identifier in Interface Builder"
          } else {
            let handover = TransitionBinding.handover(of: segue, graph: graph)
            let why =
              handover.map {
                "another segue of \(className) without identifier also hands over a \($0.className)"
              } ?? "its destination is a plain UIViewController"
            message =
              "segue '\(segue.id)' has no identifier and \(why), so generated code cannot tell it apart and has no prepare hook for it\(unhonoured); give it an identifier in Interface Builder"
          }
          log.report(.warning(.unboundTransition, message, at: segue.origin.location))
        }
      }
    }
    let (clashing, unsearched) = TransitionBinding.indistinguishableUnwinds(
      graph: graph, limit: graph.unwindVisitLimit)
    if let (source, unwind) = unsearched, let scene = flow.nodes[source].scene {
      log.report(
        .error(
          .limitExceeded,
          "finding where the unwinds without identifier arrive went past \(graph.unwindVisitLimit) visits (the unwind-visits limit), here at unwind '\(unwind.id)' of scene '\(scene.id)'; flowc stops looking for them (raise the limit with --limit unwind-visits=N)",
          at: unwind.origin.location(of: "action")))
    }
    for (source, unwind) in clashing {
      let sourceClass = flow.nodes[source].className
      log.report(
        .warning(
          .unboundTransition,
          "unwind '\(unwind.id)' has no identifier, and other unwinds without one also return from \(sourceClass) to '\(unwind.actionName)', so its arrival hook cannot tell them apart and is not generated; give it an identifier in Interface Builder",
          at: unwind.origin.location))
    }
  }
}
