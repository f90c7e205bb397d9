import FlowAnalysis
import FlowModel

/// The walks over the navigator's state that depend on the flow's shape, written as code
/// by following the node tree from the initial node and from each presentation: what the
/// state shows (`screen()`), the words of a link to it (`link()`), and the part of it the
/// segues could have made (`validPrefix()`). Each container nests the code of the nodes
/// it holds, so the three walks agree on the order in which a state is read: each stack
/// from its root, the tabs in order, the sidebar before the detail, presentations bottom
/// first.
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

  // MARK: - Walks shared by link() and validPrefix()

  /// One walk's code for a node and what it holds: `linkLines(_:into:)`,
  /// `validLines(_:into:)`.
  typealias NodeWalk = (_ index: Int, _ lines: inout SwiftLines) -> Void

  /// The switch over a presentation's destination in a walk's loop over `presented`: per
  /// presented node, the walk's code for it; nothing when the walk has none for any.
  func presentedSwitchLines(_ walk: NodeWalk) -> [String] {
    var lines = SwiftLines(indent: 6)
    guard layout.presented.contains(where: { writesLines($0, walk) }) else { return [] }
    lines.add("switch presentation.destination {")
    for target in layout.presented {
      lines.add("case \(nodeCase(target).barePattern):")
      lines.nested { walk(target, &$0) }
    }
    lines.add("}")
    return lines.lines
  }

  /// Whether a walk has code for a node: a path, a tab or a detail to rebuild or check.
  func writesLines(_ index: Int, _ walk: NodeWalk) -> Bool {
    var lines = SwiftLines(indent: 0)
    walk(index, &lines)
    return !lines.lines.isEmpty
  }

  // MARK: - link()

  /// The body of `State.link()` for the initial node: the words that rebuild it.
  func linkLines(initial: Int) -> [String] {
    var lines = SwiftLines(indent: 4)
    linkLines(initial, into: &lines)
    return lines.lines
  }

  func linkLines(_ index: Int, into lines: inout SwiftLines) {
    switch flow.nodes[index] {
    case .scene, .reference:
      return
    case .navigation:
      guard pushedRoutes(ofStack: index) != nil else { return }
      let property = stackProperty(index)
      lines.add(
        "for route in \(property) { link.add(route.scene, route.linkWords, made: .push) }",
        else: [
          "for route in \(property) {", "  link.add(route.scene, route.linkWords, made: .push)",
          "}",
        ])
    case .tabBar(let tabBar):
      let property = sceneCase(index)
      let type = namespace + "." + typeName(index) + "Tab"
      let targets = tabTargets(tabBar)
      guard let first = targets.first else { return }
      let function = property + "Link"
      if targets.contains(where: { writesLines($0, linkLines(_:into:)) }) {
        lines.block("func \(function)(_ tab: \(type)) -> Link") { body in
          body.add("var link = Link(cursor: tab.entry)")
          body.add("switch tab {")
          for target in targets {
            body.add("case .\(sceneCase(target)):")
            body.nested { linkLines(target, into: &$0) }
          }
          body.add("}")
          body.add("return link")
        }
        lines.block("for tab in \(type).allCases where tab != \(property)") { body in
          body.add("let words = \(function)(tab)")
          body.add("guard !words.words.isEmpty else { continue }")
          body.add("link.add(tab.entry, [tab.rawValue])")
          body.add("link.append(words)")
        }
      }
      lines.add("if \(property) != .\(sceneCase(first)) || link.cursor != \(property).entry {")
      lines.add("  link.add(\(property).entry, [\(property).rawValue])")
      lines.add("}")
      if targets.contains(where: { writesLines($0, linkLines(_:into:)) }) {
        lines.add("link.append(\(function)(\(property)))")
      }
    case .split(let split):
      if let primary = graph.index(of: split.primaryID) { linkLines(primary, into: &lines) }
      let details = details(ofSplit: index)
      guard let first = details.first else { return }
      let property = splitProperty(index)
      let isDefault = "\(property) != \(nodeCase(first).barePattern)"
      guard details.contains(where: { writesLines($0, linkLines(_:into:)) }) else {
        lines.block("if \(isDefault)") {
          $0.add("link.add(\(property).entry, \(property).linkWords, made: .detail)")
        }
        return
      }
      let function = property + "Link"
      lines.block("func \(function)() -> Link") { body in
        body.add("var link = Link(cursor: \(property).entry)")
        body.add("switch \(property) {")
        for detail in details {
          body.add("case \(nodeCase(detail).barePattern):")
          body.nested { linkLines(detail, into: &$0) }
        }
        body.add("}")
        body.add("return link")
      }
      lines.add("let \(property)Words = \(function)()")
      lines.block("if \(isDefault) || !\(property)Words.words.isEmpty") { body in
        body.add("link.add(\(property).entry, \(property).linkWords, made: .detail)")
        body.add("link.append(\(property)Words)")
      }
    }
  }

  // MARK: - validPrefix()

  /// The body of `State.validPrefix()` for the initial node: its valid part copied.
  func validLines(initial: Int) -> [String] {
    var lines = SwiftLines(indent: 4)
    validLines(initial, into: &lines)
    return lines.lines
  }

  func validLines(_ index: Int, into lines: inout SwiftLines) {
    switch flow.nodes[index] {
    case .scene, .reference:
      return
    case .navigation(let navigation):
      guard pushedRoutes(ofStack: index) != nil, let root = graph.index(of: navigation.rootID)
      else { return }
      let property = stackProperty(index)
      lines.block("if isValid") { body in
        body.add(
          "valid.\(property) = Self.validRoutes(\(property), root: .\(sceneCase(root)), \\.scene)",
          else: [
            "valid.\(property) = Self.validRoutes(",
            "  \(property), root: .\(sceneCase(root)), \\.scene)",
          ])
        body.add("isValid = valid.\(property).count == \(property).count")
      }
    case .tabBar(let tabBar):
      let property = sceneCase(index)
      let targets = tabTargets(tabBar)
      if targets.contains(where: { writesLines($0, validLines(_:into:)) }) {
        lines.block("for tab in \(namespace).\(typeName(index))Tab.allCases") { body in
          body.add("switch tab {")
          for target in targets {
            body.add("case .\(sceneCase(target)):")
            body.nested { validLines(target, into: &$0) }
          }
          body.add("}")
        }
      }
      lines.add("if isValid { valid.\(property) = \(property) }")
    case .split(let split):
      if let primary = graph.index(of: split.primaryID) { validLines(primary, into: &lines) }
      let property = splitProperty(index)
      lines.block("if isValid") { body in
        for name in [property, columnProperty(index), visibilityProperty(index)] {
          body.add("valid.\(name) = \(name)")
        }
      }
      let details = details(ofSplit: index)
      guard details.contains(where: { writesLines($0, validLines(_:into:)) }) else { return }
      lines.add("switch \(property) {")
      for detail in details {
        lines.add("case \(nodeCase(detail).barePattern):")
        lines.nested { validLines(detail, into: &$0) }
      }
      lines.add("}")
    }
  }
}
