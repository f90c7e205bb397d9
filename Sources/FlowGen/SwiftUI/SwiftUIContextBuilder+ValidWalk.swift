import FlowModel

/// `State.validPrefix()`'s walk: per node, what is copied. `indent` is the depth the
/// node's code lands at, against which its one-line forms are measured.
extension SwiftUIContextBuilder {
  func validPrefixContext(initial: Int) -> SwiftUIValidPrefixContext {
    let initialNode = validNode(initial, indent: 4)
    let presented = layout.presented.map {
      SwiftUIWalkCase(pattern: nodeCase($0).barePattern, node: validNode($0, indent: 8))
    }
    return SwiftUIValidPrefixContext(
      checksAnything: initialNode.hasCode || !presented.isEmpty,
      mutatesIsValid: ([initialNode] + presented.map(\.node)).contains { $0.checksStack },
      initial: initialNode, presented: presented,
      hasPresentedCode: presented.contains { $0.node.hasCode })
  }

  func validNode(_ index: Int, indent: Int) -> SwiftUIValidNodeContext {
    var node = SwiftUIValidNodeContext()
    switch flow.nodes[index] {
    case .scene, .reference:
      break
    case .navigation(let navigation):
      guard pushedRoutes(ofStack: index) != nil, let root = graph.index(of: navigation.rootID)
      else { break }
      let property = stackProperty(index)
      node.stack = .init(
        property: property, rootCase: sceneCase(root),
        fitsOnOneLine: LineWidth.fits(
          "valid.\(property) = Self.validRoutes(\(property), root: .\(sceneCase(root)), \\.scene)",
          indent: indent + 2))
    case .tabBar(let tabBar):
      let tabs = tabTargets(tabBar).map {
        SwiftUIWalkCase(pattern: "." + sceneCase($0), node: validNode($0, indent: indent + 4))
      }
      node.tabBar = .init(
        property: sceneCase(index), tabType: namespace + "." + typeName(index) + "Tab",
        hasTabCode: tabs.contains { $0.node.hasCode }, tabs: tabs)
    case .split(let split):
      let details = details(ofSplit: index).map {
        SwiftUIWalkCase(pattern: nodeCase($0).barePattern, node: validNode($0, indent: indent + 2))
      }
      node.split = .init(
        primary: graph.index(of: split.primaryID).map { [validNode($0, indent: indent)] } ?? [],
        properties: [splitProperty(index), columnProperty(index), visibilityProperty(index)],
        detailProperty: splitProperty(index), hasDetailCode: details.contains { $0.node.hasCode },
        details: details)
    }
    node.hasCode = node.stack != nil || node.tabBar != nil || node.split != nil
    return node
  }
}

extension SwiftUIValidNodeContext {
  /// Whether the node or one it holds checks a stack, the one check that can fail.
  var checksStack: Bool {
    stack != nil || (tabBar?.tabs ?? []).contains { $0.node.checksStack }
      || (split.map { $0.primary + $0.details.map(\.node) } ?? []).contains { $0.checksStack }
  }
}
