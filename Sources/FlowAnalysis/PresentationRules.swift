import FlowModel

/// A scene presented without a navigation controller has no navigation bar, so bar
/// buttons on it never show.
enum PresentationRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    var reported = Set<String>()
    for node in graph.flow.nodes {
      guard let source = node.scene else { continue }
      for case .segue(let segue) in source.transitions
      where segue.kind == .present || segue.kind == .popover {
        guard let destination = graph.node(segue.destinationID)?.scene,
          let index = graph.index(of: destination.id),
          !destination.barButtons.isEmpty, !graph.onNavigationStack.contains(index),
          reported.insert(destination.id).inserted
        else { continue }
        log.report(
          .warning(
            .barButtonsNotEmbedded,
            "scene '\(destination.id)' is presented by segue '\(segue.id)' without a navigation controller, so its bar buttons will not show; present a <navigation> whose root is '\(destination.id)'",
            at: destination.barButtons[0].origin.location))
      }
    }
  }
}
