import FlowAnalysis
import FlowModel

extension SwiftUIContextBuilder {
  /// A segue of the flow, with the lines it adds to `perform` and to deep-link parsing.
  struct BuiltSegue {
    var context: SwiftUISegueContext
    var perform: [String]
    var deepLink: [String]
  }

  /// Every segue of the flow but embeds, once per id, in file order.
  func segueContexts() -> [BuiltSegue] {
    var seen = Set<String>()
    var result: [BuiltSegue] = []
    for (sceneIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for segue in scene.segues where segue.kind != .embed {
        guard let target = graph.index(of: segue.destinationID) else { continue }
        let inputs = nodeInputs(target)
        let destinationCase = nodeCase(target)
        let pattern =
          inputs.isEmpty
          ? ".\(segue.id)"
          : ".\(segue.id)(" + inputs.map { "let \($0.name)" }.joined(separator: ", ") + ")"
        let value =
          inputs.isEmpty ? "" : "(\(Self.arguments(inputs)))"
        let destinationValue = ".\(sceneCase(target))\(value)"
        var deepLink = [
          "case (.\(sceneCase(sceneIndex)), \(SwiftLiteral.string(linkWord(target)))):"
        ]
        for input in inputs {
          deepLink += [
            "  guard let \(input.name) = DeepLink.value(\(input.type).self, from: &inputs)",
            "  else { return nil }",
          ]
        }
        deepLink.append("  self = .\(segue.id)\(value)")
        guard seen.insert(segue.id).inserted else {
          result.append(
            BuiltSegue(
              context: SwiftUISegueContext(caseDeclaration: "", summary: ""), perform: [],
              deepLink: deepLink))
          continue
        }
        var perform = ["case \(pattern):"]
        // The destination's own `modalInPresentation` counts when the segue says nothing,
        // as UIKit's segue sets the destination's only when it says something.
        let isModal =
          segue.isModalInPresentation ?? flow.nodes[target].scene?.isModalInPresentation ?? false
        let modal = isModal ? ", interactiveDismissDisabled: true" : ""
        let summary: String
        switch segue.kind {
        case .show:
          let stack = layout.stacksOfScene[sceneIndex]?.first.map { layout.stacks[$0].nodeIndex }
          let property = stack.map(stackProperty) ?? "main"
          perform.append("  \(property).append(\(destinationValue))")
          summary =
            "Pushes `\(segue.destinationID)` onto `\(stack.map { flow.nodes[$0].id } ?? "")`"
        case .showDetail:
          let split = layout.splitOfScene[sceneIndex].map { layout.splits[$0].nodeIndex }
          let property = split.map { sceneCase($0) + "Detail" } ?? "detail"
          perform.append("  \(property) = \(destinationValue)")
          summary =
            "Shows `\(segue.destinationID)` in the detail column of `\(split.map { flow.nodes[$0].id } ?? "")`"
        case .popover:
          perform += presenting(destinationValue, style: ".popover" + modal)
          summary = "Presents `\(segue.destinationID)` in a popover"
        case .custom:
          perform += presenting(destinationValue, style: "customStyle" + modal)
          summary =
            "Presents `\(segue.destinationID)` in the style `customPresentationStyle` chooses (a custom segue)"
        case .present, .embed:
          let style = Self.presentationStyle(of: segue)
          perform += presenting(destinationValue, style: style + modal)
          summary = "Presents `\(segue.destinationID)` \(Self.styleSummary[style] ?? "")"
        }
        _ = destinationCase
        result.append(
          BuiltSegue(
            context: SwiftUISegueContext(
              caseDeclaration: inputs.isEmpty
                ? segue.id : "\(segue.id)(\(Self.parameters(inputs)))",
              summary: summary + " (`\(scene.id)`)."),
            perform: perform, deepLink: deepLink))
      }
    }
    return result.map { built in
      var built = built
      if built.context.caseDeclaration.isEmpty { built.perform = [] }
      return built
    }.filter { !$0.perform.isEmpty || !$0.deepLink.isEmpty }
  }

  /// How SwiftUI shows a modal segue's `presentation` (docs/swiftui.md): a full-screen
  /// style as a cover, a popover as a popover, every other as a sheet.
  static func presentationStyle(of segue: Segue) -> String {
    switch segue.presentationStyle {
    case .fullScreen, .overFullScreen: ".fullScreenCover"
    case .popover: ".popover"
    default: ".sheet"
    }
  }

  static let styleSummary = [
    ".sheet": "as a sheet", ".fullScreenCover": "as a full-screen cover",
    ".popover": "in a popover",
  ]

  /// `presented.append(…)` in `perform`, broken when it does not fit.
  func presenting(_ destination: String, style: String) -> [String] {
    let presented = "\(namespace).Presented(destination: \(destination), style: \(style))"
    if LineWidth.fits("presented.append(\(presented))", indent: 6) {
      return ["  presented.append(\(presented))"]
    }
    if LineWidth.fits(presented + ")", indent: 8) {
      return ["  presented.append(", "    \(presented))"]
    }
    let arguments = "destination: \(destination), style: \(style)"
    return LineWidth.fits(arguments + "))", indent: 10)
      ? ["  presented.append(", "    \(namespace).Presented(", "      \(arguments)))"]
      : ["  presented.append(", "    \(namespace).Presented(", "      \(arguments))", "  )"]
  }

  /// The word of a deep link that names a destination: a scene's id, or for a container
  /// the id of the scene it shows first.
  func linkWord(_ index: Int) -> String {
    switch flow.nodes[index] {
    case .tabBar, .split: flow.nodes[index].id
    default: flow.nodes[entryScene(of: index)].id
    }
  }

  /// The body of `State.stops()`: the scenes on screen, beneath first, indented for
  /// where they land (the template places them at the margin).
  func stopLines(initial: Int) -> [String] {
    var lines = nodeStopLines(initial, layer: "0", indent: 4)
    if !layout.presented.isEmpty {
      lines.append("    for (position, presentation) in presented.enumerated() {")
      lines.append("      let layer = position + 1")
      lines.append("      switch presentation.destination {")
      for target in layout.presented {
        lines.append("      case \(nodeCase(target).barePattern):")
        lines += nodeStopLines(target, layer: "layer", indent: 8)
      }
      lines.append("      }")
      lines.append("    }")
    }
    return lines
  }

  /// `text` at `indent` if it fits in a line, else `broken` (each line relative to it).
  static func line(_ text: String, indent: Int, else broken: [String]) -> [String] {
    let margin = String(repeating: " ", count: indent)
    return LineWidth.fits(text, indent: indent) ? [margin + text] : broken.map { margin + $0 }
  }

  /// The stop of each pushed route, on one line, on two, or with its closure broken.
  func routeStopLines(_ routeStop: String, layer: String, pop: String, indent: Int) -> [String] {
    if LineWidth.fits("  stops.append(\(routeStop)", indent: indent) {
      return ["  stops.append(\(routeStop)"]
    }
    if LineWidth.fits("    \(routeStop)", indent: indent) {
      return ["  stops.append(", "    \(routeStop)"]
    }
    return [
      "  stops.append(", "    Stop(scene: route.scene, layer: \(layer)) {", "      \(pop)",
      "    })",
    ]
  }

  /// The stops of one node shown in presentation layer `layer`.
  func nodeStopLines(_ index: Int, layer: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    switch flow.nodes[index] {
    case .scene:
      return [margin + "stops.append(Stop(scene: .\(sceneCase(index)), layer: \(layer)))"]
    case .navigation(let navigation):
      guard let root = graph.index(of: navigation.rootID), flow.nodes[root].scene != nil else {
        return []
      }
      guard let stack = layout.stacks.first(where: { $0.nodeIndex == index }),
        !stack.pushed.isEmpty
      else {
        return [margin + "stops.append(Stop(scene: .\(sceneCase(root)), layer: \(layer)))"]
      }
      let property = stackProperty(index)
      let rootStop =
        "Stop(scene: .\(sceneCase(root)), layer: \(layer)) { $0.\(property).removeAll() }"
      let pop = "$0.\(property).removeSubrange((depth + 1)...)"
      let routeStop = "Stop(scene: route.scene, layer: \(layer)) { \(pop) })"
      return Self.line(
        "stops.append(\(rootStop))", indent: indent,
        else: ["stops.append(", "  \(rootStop))"])
        + [margin + "for (depth, route) in \(property).enumerated() {"]
        + routeStopLines(routeStop, layer: layer, pop: pop, indent: indent).map { margin + $0 }
        + [margin + "}"]
    case .tabBar(let tabBar):
      var lines = [margin + "switch \(sceneCase(index)) {"]
      for tab in tabBar.tabs {
        guard let target = graph.index(of: tab.destinationID) else { continue }
        lines.append(margin + "case .\(sceneCase(target)):")
        lines += nodeStopLines(target, layer: layer, indent: indent + 2)
      }
      lines.append(margin + "}")
      return lines
    case .split(let split):
      var lines: [String] = []
      if let primary = graph.index(of: split.primaryID) {
        lines += nodeStopLines(primary, layer: layer, indent: indent)
      }
      guard let details = layout.splits.first(where: { $0.nodeIndex == index })?.details else {
        return lines
      }
      lines.append(margin + "switch \(sceneCase(index))Detail {")
      for detail in details {
        lines.append(margin + "case \(nodeCase(detail).barePattern):")
        lines += nodeStopLines(detail, layer: layer, indent: indent + 2)
      }
      lines.append(margin + "}")
      return lines
    case .reference:
      return []
    }
  }

  /// What dismissing a presentation resets: the stacks, tabs and details inside it.
  func resetLines() -> [String] {
    var lines: [String] = []
    for target in layout.presented {
      let resets = nodeResets(target)
      lines.append("case \(nodeCase(target).pattern.replacingLet()):")
      lines += resets.isEmpty ? ["  break"] : resets.map { "  " + $0 }
    }
    return lines
  }

  func nodeResets(_ index: Int) -> [String] {
    switch flow.nodes[index] {
    case .navigation:
      let pushes = layout.stacks.first { $0.nodeIndex == index }?.pushed.isEmpty == false
      return pushes ? ["\(stackProperty(index)) = []"] : []
    case .tabBar(let tabBar):
      let first = tabBar.tabs.first.flatMap { graph.index(of: $0.destinationID) }
      let children = tabBar.tabs.compactMap { graph.index(of: $0.destinationID) }
      return (first.map { ["\(sceneCase(index)) = .\(sceneCase($0))"] } ?? [])
        + children.flatMap(nodeResets)
    case .split(let split):
      let details = layout.splits.first { $0.nodeIndex == index }?.details ?? []
      let first = details.first.map { nodeCase($0).pattern }
      return (first.map { ["\(sceneCase(index))Detail = \($0)"] } ?? [])
        + [split.primaryID].compactMap { graph.index(of: $0) }.flatMap(nodeResets)
        + details.flatMap(nodeResets)
    case .scene, .reference:
      return []
    }
  }

  /// `State.selectTab(showing:)`: a deep link's word that names a tab's first scene.
  func tabLinkLines() -> [String] {
    var lines: [String] = []
    for (index, node) in flow.nodes.enumerated() {
      guard case .tabBar(let tabBar) = node else { continue }
      for tab in tabBar.tabs {
        guard let target = graph.index(of: tab.destinationID) else { continue }
        lines.append("case \(SwiftLiteral.string(linkWord(target))):")
        lines.append("  \(sceneCase(index)) = .\(sceneCase(target))")
      }
    }
    return lines
  }

  /// Every unwind id of the flow, with where it can stop, as `UnwindStops` finds it.
  func unwindContexts() -> [SwiftUIUnwindContext] {
    let stops = UnwindStops(flow: flow)
    // Unbounded: the checker, which runs first, stopped any flow past the visit limit.
    let table = UnwindStopTable(graph: graph, stops: stops, visitLimit: .max)
    var order: [String] = []
    var catchers: [String: Set<Int>] = [:]
    var arrivals: [String: Set<Int>] = [:]
    for (sceneIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for unwind in scene.unwinds {
        if catchers[unwind.id] == nil { order.append(unwind.id) }
        let found = table.stops(ofSelector: stops.selector(of: unwind), from: sceneIndex)
        catchers[unwind.id, default: []].formUnion(found.map(\.sceneIndex))
        for stop in found {
          if case .unwindAction = stop.catcher {
            arrivals[unwind.id, default: []].insert(stop.sceneIndex)
          }
        }
      }
    }
    func list(_ indices: Set<Int>?) -> String {
      "[" + (indices ?? []).sorted().map { "." + sceneCase($0) }.joined(separator: ", ") + "]"
    }
    return order.map { id in
      SwiftUIUnwindContext(
        caseName: id, hookName: "didUnwind" + SwiftIdentifier.upperFirst(id),
        catchers: list(catchers[id]), arrivals: list(arrivals[id]))
    }
  }
}

extension String {
  /// `.detail(let friend)` → `.detail`: a pattern that binds nothing.
  func replacingLet() -> String {
    guard let open = firstIndex(of: "(") else { return self }
    return String(self[..<open])
  }
}
