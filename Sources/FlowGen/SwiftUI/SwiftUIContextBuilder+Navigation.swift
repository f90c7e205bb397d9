import FlowAnalysis
import FlowModel

extension SwiftUIContextBuilder {
  /// A segue of the flow, with its case of `perform` (none for a second segue of its id)
  /// and of deep-link parsing.
  struct BuiltSegue {
    var context: SwiftUISegueContext
    var perform: SwiftUIPerformCaseContext?
    var deepLink: SwiftUIDeepLinkCaseContext
  }

  /// Every segue of the flow but embeds, once per id, in file order.
  func segueContexts() -> [BuiltSegue] {
    var seen = Set<String>()
    var result: [BuiltSegue] = []
    let shared = sharedLinkKeys()
    for (sceneIndex, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      for segue in scene.segues where segue.kind != .embed {
        guard let target = graph.index(of: segue.destinationID) else { continue }
        let inputs = nodeInputs(target)
        let pattern =
          inputs.isEmpty
          ? ".\(segue.id)"
          : ".\(segue.id)(" + inputs.map { "let \($0.name)" }.joined(separator: ", ") + ")"
        let value =
          inputs.isEmpty ? "" : "(\(Self.arguments(inputs)))"
        let destinationValue = ".\(sceneCase(target))\(value)"
        // A `showDetail` is followed from any scene of its split: the detail column is
        // the split's, whoever asked for it.
        let linkSources = linkSources(of: segue, leaving: sceneIndex)
        let deepLink = SwiftUIDeepLinkCaseContext(
          sources: linkSources.map {
            let word = SwiftLiteral.string(segueLinkWord(segue, from: $0, shared: shared))
            return "(.\(sceneCase($0)), \(word))"
          }.joined(separator: ", "),
          inputs: inputs.map { SwiftUIInputContext(name: $0.name, type: $0.type) },
          segueValue: ".\(segue.id)\(value)")
        guard seen.insert(segue.id).inserted else {
          result.append(
            BuiltSegue(
              context: SwiftUISegueContext(caseDeclaration: "", summary: ""), perform: nil,
              deepLink: deepLink))
          continue
        }
        var perform = SwiftUIPerformCaseContext(pattern: pattern)
        // The destination's own `modalInPresentation` counts when the segue says nothing,
        // as UIKit's segue sets the destination's only when it says something.
        let isModal =
          segue.isModalInPresentation ?? flow.nodes[target].scene?.isModalInPresentation ?? false
        let modal = isModal ? ", interactiveDismissDisabled: true" : ""
        // Where the source has other segues to the destination, the presentation says
        // which one made it (its link, its delegate and its dismissal differ).
        let source =
          ", source: source" + (recordsSegue(segue, shared: shared) ? ", segue: .\(segue.id)" : "")
        let summary: String
        switch segue.kind {
        case .show:
          let stack = layout.stacksOfScene[sceneIndex]?.first.map { layout.stacks[$0].nodeIndex }
          let property = stack.map(stackProperty) ?? "main"
          perform.push = .init(property: property, value: destinationValue)
          // A push onto a split's sidebar comes to the front on an iPhone, as UIKit pushes
          // it onto the collapsed split's one navigation stack, over any detail.
          if let stack,
            let split = layout.splitOfScene[sceneIndex].map({ layout.splits[$0].nodeIndex }),
            case .split(let container) = flow.nodes[split],
            graph.index(of: container.primaryID) == stack
          {
            perform.column = .init(property: columnProperty(split), value: ".primary")
          }
          summary =
            "Pushes `\(segue.destinationID)` onto `\(stack.map { flow.nodes[$0].id } ?? "")`"
        case .showDetail:
          let split = layout.splitOfScene[sceneIndex].map { layout.splits[$0].nodeIndex }
          let property = split.map { sceneCase($0) + "Detail" } ?? "detail"
          perform.detail = .init(property: property, value: destinationValue)
          // UIKit replaces the detail controller: what was pushed there is gone.
          perform.resets = nodeResets(target)
          if let split {
            perform.column = .init(property: columnProperty(split), value: ".secondary")
          }
          summary =
            "Shows `\(segue.destinationID)` in the detail column of `\(split.map { flow.nodes[$0].id } ?? "")`"
        case .popover:
          perform.presentation = presenting(destinationValue, style: ".popover" + modal + source)
          summary = "Presents `\(segue.destinationID)` in a popover"
        case .custom:
          perform.presentation = presenting(
            destinationValue, style: "customStyle" + modal + source)
          summary =
            "Presents `\(segue.destinationID)` in the style `customPresentationStyle` chooses (a custom segue)"
        case .present, .embed:
          let style = Self.presentationStyle(of: segue)
          perform.presentation = presenting(destinationValue, style: style + modal + source)
          summary = "Presents `\(segue.destinationID)` \(Self.styleSummary[style] ?? "")"
        }
        result.append(
          BuiltSegue(
            context: SwiftUISegueContext(
              caseDeclaration: inputs.isEmpty
                ? segue.id : "\(segue.id)(\(Self.parameters(inputs)))",
              summary: summary + " (`\(scene.id)`)."),
            perform: perform, deepLink: deepLink))
      }
    }
    return result
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

  /// `presented.append(…)` in `perform`, measured at the case's body (6).
  func presenting(_ destination: String, style: String) -> SwiftUIPresentingContext {
    let arguments = "destination: \(destination), style: \(style)"
    let presented = "\(namespace).Presented(\(arguments))"
    return SwiftUIPresentingContext(
      arguments: arguments,
      fitsOnOneLine: LineWidth.fits("presented.append(\(presented))", indent: 6),
      presentedFitsOnOneLine: LineWidth.fits(presented + ")", indent: 8),
      argumentsFitOnOneLine: LineWidth.fits(arguments + "))", indent: 10),
      argumentLines: LineWidth.packed(
        ["destination: \(destination)"] + "style: \(style)".components(separatedBy: ", "),
        indent: 10, closing: "))"))
  }

  /// The word of a deep link that names a destination: a scene's id, or for a container
  /// the id of the scene it shows first.
  func linkWord(_ index: Int) -> String {
    flow.nodes[entryScene(of: index)].id
  }

  /// The scenes shown in a split's columns (positions in `layout.splits`), in index order.
  func scenes(inSplit split: Int) -> [Int] {
    layout.splitOfScene.filter { $0.value == split }.keys.sorted()
  }

  /// What dismissing a presentation resets: the stacks, tabs and details inside it.
  func dismissCases() -> [SwiftUIDismissCaseContext] {
    layout.presented.map {
      SwiftUIDismissCaseContext(
        pattern: nodeCase($0).pattern.replacingLet(), resets: nodeResets($0))
    }
  }

  func nodeResets(_ index: Int) -> [SwiftUIStateAssignmentContext] {
    switch flow.nodes[index] {
    case .navigation:
      let pushes = layout.stacks.first { $0.nodeIndex == index }?.pushed.isEmpty == false
      return pushes ? [.init(property: stackProperty(index), value: "[]")] : []
    case .tabBar(let tabBar):
      let first = tabBar.tabs.first.flatMap { graph.index(of: $0.destinationID) }
      let children = tabBar.tabs.compactMap { graph.index(of: $0.destinationID) }
      return (first.map { [.init(property: sceneCase(index), value: ".\(sceneCase($0))")] } ?? [])
        + children.flatMap(nodeResets)
    case .split(let split):
      let details = layout.splits.first { $0.nodeIndex == index }?.details ?? []
      let first = details.first.map { nodeCase($0).pattern }
      return (first.map { [.init(property: "\(sceneCase(index))Detail", value: $0)] } ?? [])
        + [.init(property: columnProperty(index), value: defaultColumn(index))]
        + [.init(property: visibilityProperty(index), value: ".automatic")]
        + [split.primaryID].compactMap { graph.index(of: $0) }.flatMap(nodeResets)
        + details.flatMap(nodeResets)
    case .scene, .reference:
      return []
    }
  }

  /// Every unwind id of the flow, with where it can stop, as `UnwindStops` finds it.
  func unwindContexts() -> [SwiftUIUnwindContext] { unwinds }

  /// `unwindContexts()`, and the hooks of the unwinds that can arrive at each scene, made
  /// once by `init`.
  func makeUnwindContexts() -> (
    contexts: [SwiftUIUnwindContext], arrivalHooks: [Int: [String]]
  ) {
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
    var arrivalHooks: [Int: [String]] = [:]
    let contexts = order.map { id in
      let hookName = "didUnwind" + SwiftIdentifier.upperFirst(id)
      for scene in arrivals[id] ?? [] { arrivalHooks[scene, default: []].append(hookName) }
      return SwiftUIUnwindContext(
        caseName: id, hookName: hookName, catchers: list(catchers[id]),
        arrivals: list(arrivals[id]))
    }
    return (contexts, arrivalHooks)
  }
}

extension String {
  /// `.detail(let friend)` → `.detail`: a pattern that binds nothing.
  func replacingLet() -> String {
    guard let open = firstIndex(of: "(") else { return self }
    return String(self[..<open])
  }
}
