import FlowAnalysis
import FlowModel

extension SwiftContextBuilder {
  /// The flow's tab bar and split view controllers, each with its children typed as a
  /// segue's destination would be (a navigation as its root scene).
  func containerContexts() -> [ContainerContext] {
    flow.nodes.compactMap { node in
      switch node {
      case .tabBar(let tabBar):
        var names = UniqueNames(reserved: ["controller"])
        let children = tabBar.tabs.enumerated().map { index, tab in
          let child = childDestination(tab.destinationID)
          let title = tab.title.map { " (“\(SwiftLiteral.comment($0))”)" } ?? ""
          return ContainerChildContext(
            name: names.claim(SwiftNames.lowerCamel(child.sceneID)), typeName: child.className,
            index: index, looksThroughNavigation: child.looksThroughNavigation,
            comment: "Tab \(index + 1)\(title): " + childComment(child, nodeID: tab.destinationID))
        }
        return ContainerContext(
          nodeID: tabBar.id, typeName: Self.containerTypeName(of: tabBar.id),
          className: tabBar.className, kindComment: "tab bar", children: children)
      case .split(let split):
        let children = [("primary", split.primaryID), ("secondary", split.secondaryID)]
          .enumerated().map { index, column in
            let child = childDestination(column.1)
            var context = ContainerChildContext(
              name: column.0, typeName: child.className, index: index,
              looksThroughNavigation: child.looksThroughNavigation,
              comment: "The \(column.0) column: " + childComment(child, nodeID: column.1))
            // UIKit wraps a column-style split's columns in navigation controllers.
            if style(of: split).wrapsColumnsInNavigation { context.column = column.0 }
            return context
          }
        return ContainerContext(
          nodeID: split.id, typeName: Self.containerTypeName(of: split.id),
          className: split.className, kindComment: "split view", children: children)
      default:
        return nil
      }
    }
  }

  /// The style of the split the app shows: the flow's, which a storyboard's split has;
  /// in the code runtime, which creates the split, `doubleColumn` unless the flow says
  /// (the classic split launches an iPhone on its secondary, with no way back to the list).
  func style(of split: SplitViewController) -> SplitStyle {
    flow.runtime == .code && split.origin.attributes["style"] == nil
      ? .doubleColumn : split.style
  }

  /// `tabs` → `TabsContainer`.
  static func containerTypeName(of nodeID: String) -> String {
    SwiftNames.upperCamel(nodeID) + "Container"
  }

  /// A child of a container, resolved as a segue's destination is.
  func childDestination(_ nodeID: String) -> Destination {
    resolveDestination(nodeID: nodeID)
  }

  func childComment(_ child: Destination, nodeID: String) -> String {
    child.looksThroughNavigation
      ? "`\(child.sceneID)`, the root of `\(nodeID)`" : "`\(child.sceneID)`"
  }
}
