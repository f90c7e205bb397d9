import FlowModel

/// `State.link()`'s walk: per node, what its words depend on. `indent` is the depth the
/// node's code lands at, against which its one-line forms are measured.
extension SwiftUIContextBuilder {
  func linkContext(initial: Int) -> SwiftUILinkContext {
    let initialNode = linkNode(initial, indent: 4)
    let presented = layout.presented.map {
      SwiftUIWalkCase(pattern: nodeCase($0).barePattern, node: linkNode($0, indent: 8))
    }
    return SwiftUILinkContext(
      initial: initialNode, isMutated: initialNode.hasCode || !presented.isEmpty,
      presented: presented, hasPresentedCode: presented.contains { $0.node.hasCode })
  }

  func linkNode(_ index: Int, indent: Int) -> SwiftUILinkNodeContext {
    var node = SwiftUILinkNodeContext()
    switch flow.nodes[index] {
    case .scene, .reference:
      break
    case .navigation:
      guard pushedRoutes(ofStack: index) != nil else { break }
      let property = stackProperty(index)
      node.stack = .init(
        property: property,
        fitsOnOneLine: LineWidth.fits(
          "for route in \(property) { link.add(route.scene, route.linkWords, made: .push) }",
          indent: indent))
    case .tabBar(let tabBar):
      let targets = tabTargets(tabBar)
      guard let first = targets.first else { break }
      let tabs = targets.map {
        SwiftUIWalkCase(pattern: "." + sceneCase($0), node: linkNode($0, indent: indent + 4))
      }
      node.tabBar = .init(
        property: sceneCase(index), tabType: namespace + "." + typeName(index) + "Tab",
        firstPattern: "." + sceneCase(first), function: sceneCase(index) + "Link",
        hasTabCode: tabs.contains { $0.node.hasCode }, tabs: tabs)
    case .split(let split):
      let primary = graph.index(of: split.primaryID).map { [linkNode($0, indent: indent)] } ?? []
      let details = details(ofSplit: index).map {
        SwiftUIWalkCase(pattern: nodeCase($0).barePattern, node: linkNode($0, indent: indent + 4))
      }
      node.split = .init(
        primary: primary, hasDetails: !details.isEmpty, property: splitProperty(index),
        firstPattern: details.first?.pattern ?? "", function: splitProperty(index) + "Link",
        hasDetailCode: details.contains { $0.node.hasCode }, details: details)
    }
    node.hasCode =
      node.stack != nil || node.tabBar != nil
      || node.split.map { $0.hasDetails || $0.primary.contains(where: \.hasCode) } == true
    return node
  }
}
