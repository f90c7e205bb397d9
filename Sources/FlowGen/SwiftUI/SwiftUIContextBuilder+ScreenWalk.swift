import FlowModel

/// `State.screen()`'s walk: per node, its stops, with columns and contexts numbered in
/// the order the code reads them. `indent` is the depth the node's code lands at,
/// against which its one-line forms are measured.
extension SwiftUIContextBuilder {
  /// Numbers handed out during the walk: stack columns and context names.
  struct WalkNumbers {
    var column = 0
    var context = 0

    mutating func nextColumn() -> Int {
      column += 1
      return column
    }

    mutating func nextContext() -> String {
      context += 1
      return "context\(context)"
    }
  }

  func screenContext(initial: Int) -> SwiftUIScreenContext {
    var numbers = WalkNumbers()
    let initialContext = numbers.nextContext()
    let initialNode = screenNode(initial, context: initialContext, indent: 4, numbers: &numbers)
    let presentedContext = layout.presented.isEmpty ? "" : numbers.nextContext()
    let presented = layout.presented.map {
      SwiftUIWalkCase(
        pattern: nodeCase($0).barePattern,
        node: screenNode($0, context: presentedContext, indent: 8, numbers: &numbers))
    }
    return SwiftUIScreenContext(
      initialContext: initialContext, initial: initialNode, presentedContext: presentedContext,
      presented: presented)
  }

  func screenNode(
    _ index: Int, context: String, indent: Int, numbers: inout WalkNumbers
  ) -> SwiftUIScreenNodeContext {
    var node = SwiftUIScreenNodeContext()
    switch flow.nodes[index] {
    case .scene:
      node.stop = .init(sceneCase: sceneCase(index), column: numbers.nextColumn(), context: context)
    case .navigation(let navigation):
      guard let root = graph.index(of: navigation.rootID), flow.nodes[root].scene != nil else {
        break
      }
      let column = numbers.nextColumn()
      guard pushedRoutes(ofStack: index) != nil else {
        node.stop = .init(sceneCase: sceneCase(root), column: column, context: context)
        break
      }
      let property = stackProperty(index)
      node.stack = .init(
        rootCase: sceneCase(root), column: column, context: context, property: property,
        fitsOnOneLine: LineWidth.fits(
          "screen.add(.\(sceneCase(root)), column: \(column), in: \(context)) { $0.\(property).removeAll() }",
          indent: indent))
    case .tabBar(let tabBar):
      let property = sceneCase(index)
      let tabContext = numbers.nextContext()
      node.tabBar = .init(
        property: property, tabType: namespace + "." + typeName(index) + "Tab",
        context: context, tabContext: tabContext,
        tabContextFitsOnOneLine: LineWidth.fits(
          "let \(tabContext) = \(context).inside(offScreen: tab != \(property)) { $0.\(property) = tab }",
          indent: indent + 2),
        tabs: tabTargets(tabBar).map {
          SwiftUIWalkCase(
            pattern: "." + sceneCase($0),
            node: screenNode($0, context: tabContext, indent: indent + 4, numbers: &numbers))
        })
    case .split(let split):
      var primaryContext: String?
      var primary: [SwiftUIScreenNodeContext] = []
      if let index = graph.index(of: split.primaryID) {
        let inner = numbers.nextContext()
        primaryContext = inner
        primary = [screenNode(index, context: inner, indent: indent, numbers: &numbers)]
      }
      let details = details(ofSplit: index)
      let detailContext = details.isEmpty ? nil : numbers.nextContext()
      node.split = .init(
        context: context, columnProperty: columnProperty(index),
        detailProperty: splitProperty(index), primaryContext: primaryContext, primary: primary,
        detailContext: detailContext,
        details: details.map {
          SwiftUIWalkCase(
            pattern: nodeCase($0).barePattern,
            node: screenNode(
              $0, context: detailContext ?? "", indent: indent + 2, numbers: &numbers))
        })
    case .reference:
      break
    }
    node.hasCode =
      node.stop != nil || node.stack != nil || node.tabBar != nil
      || node.split.map { $0.primaryContext != nil || $0.detailContext != nil } == true
    return node
  }
}
