import FlowAnalysis
import FlowModel

/// The walks over the navigator's state that depend on the flow's shape, following the
/// node tree from the initial node and from each presentation: what the state shows
/// (`screen()`), the words of a link to it (`link()`, `+LinkWalk`), and the part of it the
/// segues could have made (`validPrefix()`, `+ValidWalk`). Each container holds the
/// contexts of the nodes it holds, which the templates nest, so the three walks agree on
/// the order in which a state is read: each stack from its root, the tabs in order, the
/// sidebar before the detail, presentations bottom first.
extension SwiftUIContextBuilder {
  /// Numbers handed out while writing one walk: stack columns and context names.
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

  func splitProperty(_ index: Int) -> String { sceneCase(index) + "Detail" }
  func columnProperty(_ index: Int) -> String { sceneCase(index) + "Column" }
  func visibilityProperty(_ index: Int) -> String { sceneCase(index) + "Visibility" }

  /// The routes a stack pushes, or nil when it pushes nothing (and has no path).
  func pushedRoutes(ofStack index: Int) -> [Int]? {
    guard let stack = layout.stacks.first(where: { $0.nodeIndex == index }), stack.rootIndex != nil,
      !stack.pushed.isEmpty
    else { return nil }
    return stack.pushed
  }

  func details(ofSplit index: Int) -> [Int] {
    layout.splits.first { $0.nodeIndex == index }?.details ?? []
  }

  func tabTargets(_ tabBar: TabBarController) -> [Int] {
    tabBar.tabs.compactMap { graph.index(of: $0.destinationID) }
  }

  // MARK: - screen()

  /// The body of `State.screen()`: every scene the state shows, as stops.
  func screenLines(initial: Int) -> [String] {
    var lines = SwiftLines(indent: 4)
    var numbers = WalkNumbers()
    let context = numbers.nextContext()
    lines.add("let \(context) = Context(layer: 0)")
    screenLines(initial, context: context, into: &lines, numbers: &numbers)
    if !layout.presented.isEmpty {
      lines.block("for (position, presentation) in presented.enumerated()") { body in
        let context = numbers.nextContext()
        body.add("let \(context) = Context(layer: position + 1)")
        body.add("switch presentation.destination {")
        for target in layout.presented {
          body.add("case \(nodeCase(target).barePattern):")
          body.nested { screenLines(target, context: context, into: &$0, numbers: &numbers) }
        }
        body.add("}")
      }
    }
    return lines.lines
  }

  func screenLines(
    _ index: Int, context: String, into lines: inout SwiftLines, numbers: inout WalkNumbers
  ) {
    switch flow.nodes[index] {
    case .scene:
      lines.add("screen.add(.\(sceneCase(index)), column: \(numbers.nextColumn()), in: \(context))")
    case .navigation(let navigation):
      guard let root = graph.index(of: navigation.rootID), flow.nodes[root].scene != nil else {
        return
      }
      let column = numbers.nextColumn()
      guard pushedRoutes(ofStack: index) != nil else {
        lines.add("screen.add(.\(sceneCase(root)), column: \(column), in: \(context))")
        return
      }
      let property = stackProperty(index)
      lines.add(
        "screen.add(.\(sceneCase(root)), column: \(column), in: \(context)) { $0.\(property).removeAll() }",
        else: [
          "screen.add(.\(sceneCase(root)), column: \(column), in: \(context)) {",
          "  $0.\(property).removeAll()", "}",
        ])
      lines.block("for (depth, route) in \(property).enumerated()") { body in
        body.add("screen.add(route.scene, column: \(column), in: \(context)) {")
        body.add("  $0.\(property).removeSubrange((depth + 1)...)")
        body.add("}")
      }
    case .tabBar(let tabBar):
      let property = sceneCase(index)
      let type = namespace + "." + typeName(index) + "Tab"
      lines.block("for tab in \(type).allCases.filter({ $0 != \(property) }) + [\(property)]") {
        body in
        body.add("screen.tabs.append(")
        body.add("  TabStop(entry: tab.entry, word: tab.rawValue, context: \(context)) {")
        body.add("    $0.\(property) = tab")
        body.add("  })")
        let inner = numbers.nextContext()
        body.add(
          "let \(inner) = \(context).inside(offScreen: tab != \(property)) { $0.\(property) = tab }",
          else: [
            "let \(inner) = \(context).inside(offScreen: tab != \(property)) {",
            "  $0.\(property) = tab", "}",
          ])
        body.add("switch tab {")
        for target in tabTargets(tabBar) {
          body.add("case .\(sceneCase(target)):")
          body.nested { screenLines(target, context: inner, into: &$0, numbers: &numbers) }
        }
        body.add("}")
      }
    case .split(let split):
      let column = columnProperty(index)
      if let primary = graph.index(of: split.primaryID) {
        let inner = numbers.nextContext()
        lines.add("let \(inner) = \(context).inside(compactHidden: \(column) == .secondary) {")
        lines.add("  $0.\(column) = .primary")
        lines.add("}")
        screenLines(primary, context: inner, into: &lines, numbers: &numbers)
      }
      let details = details(ofSplit: index)
      guard !details.isEmpty else { return }
      let inner = numbers.nextContext()
      lines.add("let \(inner) = \(context).inside(compactHidden: \(column) == .primary) {")
      lines.add("  $0.\(column) = .secondary")
      lines.add("}")
      lines.add("switch \(splitProperty(index)) {")
      for detail in details {
        lines.add("case \(nodeCase(detail).barePattern):")
        lines.nested { screenLines(detail, context: inner, into: &$0, numbers: &numbers) }
      }
      lines.add("}")
    case .reference:
      return
    }
  }
}
