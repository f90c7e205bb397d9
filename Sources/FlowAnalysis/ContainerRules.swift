import FlowModel

/// Containers must hold what UIKit lets them hold: a navigation's root is a scene, and a
/// navigation controller never goes inside another.
enum ContainerRules: GraphRuleFamily {
  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    for node in graph.flow.nodes {
      switch node {
      case .navigation(let navigation):
        guard let root = graph.node(navigation.rootID) else { continue }
        if case .navigation = root {
          log.report(
            .error(
              .nestedNavigation,
              "navigation '\(navigation.id)' cannot have navigation '\(root.id)' as its root: a navigation controller cannot hold another",
              at: navigation.origin.location(of: "root")))
        } else if root.scene == nil {
          log.report(
            .error(
              .navigationRootNotScene,
              "the root of navigation '\(navigation.id)' must be a <scene>, but '\(root.id)' is a <\(root.elementName)>",
              at: navigation.origin.location(of: "root")))
        }
      case .scene(let scene):
        guard let index = graph.index(of: scene.id), graph.onNavigationStack.contains(index) else {
          continue
        }
        for case .segue(let segue) in scene.transitions where segue.kind == .show {
          if case .navigation = graph.node(segue.destinationID) {
            log.report(
              .error(
                .nestedNavigation,
                "segue '\(segue.id)' pushes navigation '\(segue.destinationID)' onto the navigation stack of '\(scene.id)': a navigation controller cannot be pushed inside another; present it instead",
                at: segue.origin.location(of: "kind"), suggestion: .name("present")))
          }
        }
      default:
        continue
      }
    }
  }
}
