import FlowAnalysis
import FlowModel

/// The flow's graph as the cases of the navigator's switches: which scenes each segue
/// leaves from, what each scene pushes, presents and embeds, and how each destination reads
/// in a link. The navigator asks them to check a `perform`, to cut a restored state to what
/// the segues could have made, and to write links.
extension SwiftUIContextBuilder {
  /// `[.a, .b]`: a set of scenes, in index order.
  func sceneSet(_ indices: [Int]) -> String {
    "[" + Set(indices).sorted().map { "." + sceneCase($0) }.joined(separator: ", ") + "]"
  }

  /// The segues of the flow but embeds, with the scene each leaves from.
  func seguesWithSources() -> [(scene: Int, segue: Segue)] { allSegues }

  /// `Segue.sources`: per segue id, the scenes it leaves from.
  func segueSourceCases() -> [SwiftUISceneSetCaseContext] {
    var order: [String] = []
    var sources: [String: [Int]] = [:]
    for (scene, segue) in seguesWithSources() {
      if sources[segue.id] == nil { order.append(segue.id) }
      sources[segue.id, default: []].append(scene)
    }
    return order.map { .init(pattern: ".\($0)", scenes: sceneSet(sources[$0] ?? [])) }
  }

  /// `State.pushes(from:)`: per scene, what its `show` segues push.
  func pushCases() -> [SwiftUISceneSetCaseContext] {
    var order: [Int] = []
    var pushed: [Int: [Int]] = [:]
    for (scene, segue) in seguesWithSources() where segue.kind == .show {
      guard let target = graph.index(of: segue.destinationID), flow.nodes[target].scene != nil
      else { continue }
      if pushed[scene] == nil { order.append(scene) }
      pushed[scene, default: []].append(target)
    }
    return order.map { .init(pattern: ".\(sceneCase($0))", scenes: sceneSet(pushed[$0] ?? [])) }
  }

  /// `State.embedded(in:)`: per scene, the scenes embedded in it, each followed by its own.
  func embedCases() -> [SwiftUISceneSetCaseContext] {
    func embedded(in index: Int, seen: inout Set<Int>) -> [Int] {
      var result: [Int] = []
      for segue in flow.nodes[index].scene?.segues ?? [] where segue.kind == .embed {
        guard let target = graph.index(of: segue.destinationID), flow.nodes[target].scene != nil,
          seen.insert(target).inserted
        else { continue }
        result += [target] + embedded(in: target, seen: &seen)
      }
      return result
    }
    return flow.nodes.indices.compactMap { index in
      var seen: Set<Int> = [index]
      let children = embedded(in: index, seen: &seen)
      guard !children.isEmpty else { return nil }
      return SwiftUISceneSetCaseContext(
        pattern: ".\(sceneCase(index))",
        scenes: "[" + children.map { "." + sceneCase($0) }.joined(separator: ", ") + "]")
    }
  }

  /// `State.presenters(of:style:)`: per presented node, who presents it in which style.
  func presentersCases() -> [SwiftUIPresentersCaseContext] {
    // The presenting segues by destination, in file order, read once: a scan of every
    // segue per destination was quadratic in the scenes.
    var presentingByTarget: [Int: [(scene: Int, segue: Segue)]] = [:]
    for (scene, segue) in seguesWithSources()
    where [.present, .popover, .custom].contains(segue.kind) {
      guard let target = graph.index(of: segue.destinationID) else { continue }
      presentingByTarget[target, default: []].append((scene, segue))
    }
    return layout.presented.map { target in
      var byStyle: [(style: String?, scenes: [Int])] = []
      for (scene, segue) in presentingByTarget[target] ?? [] {
        let style: String? =
          switch segue.kind {
          case .custom: nil
          case .popover: ".popover"
          default: Self.presentationStyle(of: segue)
          }
        if let position = byStyle.firstIndex(where: { $0.style == style }) {
          byStyle[position].scenes.append(scene)
        } else {
          byStyle.append((style, [scene]))
        }
      }
      return SwiftUIPresentersCaseContext(
        pattern: nodeCase(target).barePattern,
        styles: byStyle.map { style, scenes in
          let scenes = sceneSet(scenes)
          return .init(
            style: style, scenes: scenes,
            fitsOnOneLine: LineWidth.fits(
              "if style == \(style ?? "") { scenes.formUnion(\(scenes)) }", indent: 6))
        })
    }
  }

  /// The `showDetail` segues after which a split's detail gets a new identity.
  func detailIdentityCases() -> [SwiftUIDetailIdentityCaseContext] {
    var cases: [SwiftUIDetailIdentityCaseContext] = []
    var seen = Set<String>()
    for (scene, segue) in seguesWithSources() where segue.kind == .showDetail {
      guard seen.insert(segue.id).inserted, let split = layout.splitOfScene[scene] else {
        continue
      }
      cases.append(
        SwiftUIDetailIdentityCaseContext(
          pattern: ".\(segue.id)",
          identityProperty: identityProperty(layout.splits[split].nodeIndex)))
    }
    return cases
  }

  func identityProperty(_ index: Int) -> String { sceneCase(index) + "DetailIdentity" }

  // MARK: - Restoration

  /// The state's stored properties, as saved.
  func stateKeys() -> [String] {
    var keys: [String] = []
    for stack in layout.stacks where pushedRoutes(ofStack: stack.nodeIndex) != nil {
      keys.append(stackProperty(stack.nodeIndex))
    }
    for (index, node) in flow.nodes.enumerated() {
      if case .tabBar = node { keys.append(sceneCase(index)) }
    }
    for split in layout.splits {
      let index = split.nodeIndex
      guard !split.details.isEmpty else { continue }
      keys += [splitProperty(index), columnProperty(index), visibilityProperty(index)]
    }
    if !layout.presented.isEmpty { keys.append("presented") }
    return keys
  }

  /// `State.init(from:)`: each property read as far as it can be.
  func decodes() -> [SwiftUIDecodeContext] {
    let stacks = Set(
      layout.stacks.filter { pushedRoutes(ofStack: $0.nodeIndex) != nil }.map {
        stackProperty($0.nodeIndex)
      })
    return stateKeys().map { key in
      let reader = key == "presented" ? "elements" : stacks.contains(key) ? "prefix" : "value"
      let keepsDefault = reader == "value"
      return SwiftUIDecodeContext(
        key: key, reader: reader, keepsDefault: keepsDefault,
        fitsOnOneLine: LineWidth.fits(
          "saved.\(key) = Restoration.\(reader)(in: container, .\(key))"
            + (keepsDefault ? " ?? saved.\(key)" : ""), indent: 4))
    }
  }
}

/// What goes back to a presenting scene: the `<delegate>` events of the scenes its
/// `delegate` segues present, and the user's dismissal of what its segues present.
extension SwiftUIContextBuilder {
  /// The segues that present (`present`, `popover`, `custom`), once per id, with their
  /// source: each has a `didCancel…` report.
  func presentingSegues() -> [(scene: Int, segue: Segue)] { presenting }

  /// The presenting segues that leave from the scene at `index` and carry their id there
  /// (a segue id presenting from several scenes counts at the first).
  func presentingSegues(from index: Int, of scene: Scene) -> [Segue] {
    let own = Set(scene.segues.map(\.id))
    return (presentingBySource[index] ?? []).filter { own.contains($0.id) }
  }

  /// `didCancelShareProfile`: the presenting scene's hook for a segue's user dismissal.
  func cancelHookName(_ segue: Segue) -> String {
    "didCancel" + SwiftIdentifier.upperFirst(segue.id)
  }

  /// The cases of `Report`.
  func reportCases(delegates: [SwiftUIDelegateContext]) -> [String] {
    var cases: [String] = []
    for delegate in delegates {
      for event in delegate.events {
        let name = String(event.signature.prefix { $0 != "(" })
        let parameter = event.signature.drop { $0 != "(" }
        cases.append(parameter == "()" ? name : name + parameter)
      }
    }
    return cases + presentingSegues().map { cancelHookName($0.segue) }
  }

  /// `State.delegateSources(of:)`: per presented scene, the sources of `delegate` segues.
  func delegateSourceCases() -> [SwiftUISceneSetCaseContext] {
    var order: [Int] = []
    var sources: [Int: [Int]] = [:]
    for (scene, segue) in seguesWithSources() where segue.setsDelegate {
      guard let target = graph.index(of: segue.destinationID) else { continue }
      let entry = entryScene(of: target)
      if sources[entry] == nil { order.append(entry) }
      sources[entry, default: []].append(scene)
    }
    return order.map { .init(pattern: ".\(sceneCase($0))", scenes: sceneSet(sources[$0] ?? [])) }
  }

  /// `State.cancelReport(from:of:)`: per presenting segue, its report.
  /// A presentation that records its segue (its source has several to its destination)
  /// reports that segue's cancel.
  func cancelReportCases() -> [SwiftUICancelReportCaseContext] {
    let shared = sharedLinkKeys()
    return presentingSegues().compactMap { scene, segue in
      guard let target = graph.index(of: segue.destinationID) else { return nil }
      let recorded = recordsSegue(segue, shared: shared) ? ".\(segue.id)?" : "_"
      return SwiftUICancelReportCaseContext(
        pattern: "(.\(sceneCase(scene)), \(nodeCase(target).barePattern), \(recorded))",
        report: cancelHookName(segue))
    }
  }

  /// The switch of a presenting scene's `receiveReports()`: each report it answers, and
  /// whether the flow has others (a `default`).
  func receiveCases(ofScene index: Int, scene: Scene, reportCount: Int) -> (
    cases: [SwiftUIReceiveCaseContext], ignoresOthers: Bool
  ) {
    var cases: [SwiftUIReceiveCaseContext] = []
    var seen = Set<String>()
    for segue in scene.segues where segue.setsDelegate {
      guard let target = graph.index(of: segue.destinationID),
        let delegate = delegateContext(ofScene: entryScene(of: target))
      else { continue }
      for event in delegate.events {
        let name = String(event.signature.prefix { $0 != "(" })
        guard seen.insert(name).inserted else { continue }
        let argument = event.closureArguments
        cases.append(
          SwiftUIReceiveCaseContext(
            report: name, argument: argument.isEmpty ? nil : argument,
            fitsOnOneLine: LineWidth.fits(
              "case .\(name)(let \(argument)): \(name)(\(argument))", indent: 6)))
      }
    }
    for segue in presentingSegues(from: index, of: scene) {
      cases.append(
        SwiftUIReceiveCaseContext(report: cancelHookName(segue), argument: nil, fitsOnOneLine: true)
      )
    }
    return (cases, !cases.isEmpty && cases.count < reportCount)
  }
}

/// What an unwind hands its hook of the scene it leaves: the scene's inputs and outputs.
extension SwiftUIContextBuilder {
  /// A scene's `SourceData` case (`personEditor(person: Person.ID, draft: String)`) and
  /// its value in the scene's view (`.personEditor(person: person, draft: draft)`), for a
  /// scene with unwinds and with inputs or outputs.
  func sourceData(ofScene index: Int) -> (declaration: String, value: String)? {
    guard let scene = flow.nodes[index].scene, !scene.unwinds.isEmpty else { return nil }
    let values =
      scene.inputs.map { ($0.name, $0.type) } + scene.outputs.map { ($0.name, $0.type) }
    guard !values.isEmpty else { return nil }
    let name = sceneCase(index)
    return (
      name + "(" + values.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")",
      "." + name + "(" + values.map { "\($0.0): \($0.0)" }.joined(separator: ", ") + ")"
    )
  }
}

/// Popovers at their trigger: a popover segue fired by a bar button or a `<button>` is
/// shown by that control, as UIKit anchors it there, not by the window.
extension SwiftUIContextBuilder {
  /// The entry scene of the popover a segue presents when it is anchored at its trigger.
  func anchoredPopover(_ segue: Segue) -> Int? {
    guard segue.showsSwiftUIPopover, let target = graph.index(of: segue.destinationID) else {
      return nil
    }
    // A gesture fires nothing in SwiftUI (runtime-unsupported): it anchors nothing.
    if case .gesture = segue.trigger { return nil }
    return entryScene(of: target)
  }

  /// Whether `segue`'s popover is anchored at the control that fires it (a bar button, a
  /// button); one fired by a cell, a row or code is anchored at the scene's view.
  func isAnchoredAtControl(_ segue: Segue) -> Bool {
    switch segue.trigger {
    case .barButton, .button: true
    default: false
    }
  }

  /// A cell's or a table row's popover: the row that performs it, remembered by its
  /// `id`, with the popover shown at that row (as UIKit anchors it at the cell).
  func popoverRow(_ segue: Segue, from index: Int, target: Int, identifier: String?)
    -> SwiftUISegueLinkContext?
  {
    switch segue.trigger {
    case .cell, .staticCell, .row: break
    default: return nil
    }
    guard let entry = anchoredPopover(segue) else { return nil }
    let inputs = nodeInputs(target)
    let parameters = inputs.map { ", \($0.name): \($0.type)" }.joined()
    let value = ".\(segue.id)" + (inputs.isEmpty ? "" : "(\(Self.arguments(inputs)))")
    let arguments =
      "navigator: navigator, source: .\(sceneCase(index)), to: .\(sceneCase(entry)), "
      + "row: AnyHashable(id)"
    return SwiftUISegueLinkContext(
      signature:
        "\(segue.id)Row<Row: Hashable, Label: View>(_ id: Row\(parameters), @ViewBuilder label: () -> Label)",
      bodyLines: [
        "let navigator = navigator",
        "return Button {",
        "  navigator.perform(\(value), from: .\(sceneCase(index)), row: AnyHashable(id))",
        "} label: {",
        "  label()",
        "}",
      ] + (identifier.map { [".accessibilityIdentifier(\(SwiftLiteral.string($0)))"] } ?? []) + [
        ".modifier(",
        "  \(namespace).AnchoredPopover(",
        "    \(arguments)))",
      ])
  }

  /// `.modifier(AnchoredPopover(…))` on a scene's view, for each popover it presents with
  /// no control to anchor at: performed from code, a cell or a row (UIKit anchors those
  /// at the source view the app gives; the scene's view is the nearest the flow knows).
  func sceneAnchorModifiers(ofScene index: Int, scene: Scene) -> [String] {
    var entries: [Int] = []
    for segue in scene.segues where !isAnchoredAtControl(segue) {
      guard let entry = anchoredPopover(segue), !entries.contains(entry) else { continue }
      entries.append(entry)
    }
    return entries.flatMap { entry -> [String] in
      let modifier =
        "\(namespace).AnchoredPopover(navigator: navigator, source: .\(sceneCase(index)), "
        + "to: .\(sceneCase(entry)))"
      if LineWidth.fits(".modifier(\(modifier))", indent: 6) { return [".modifier(\(modifier))"] }
      // As swift-format breaks a modifier of the body's chain: the closing parenthesis on
      // a line of its own.
      return [".modifier(", "  \(modifier)", ")"]
    }
  }

  /// `.modifier(AnchoredPopover(…))` after the control that fires `transition`, at `indent`.
  func anchorLines(of transition: Transition, scene: Int, indent: Int) -> [String] {
    guard case .segue(let segue) = transition, let entry = anchoredPopover(segue) else {
      return []
    }
    let modifier =
      "\(namespace).AnchoredPopover(navigator: navigator, source: .\(sceneCase(scene)), "
      + "to: .\(sceneCase(entry)))"
    return SwiftLines.fitting(
      "  .modifier(\(modifier))", indent: indent, else: ["  .modifier(", "    \(modifier))"])
  }

  /// `State.anchoredPopovers(from:)`: per scene, the popovers it shows at their trigger.
  func anchoredPopoverLines() -> [String] {
    var order: [Int] = []
    var anchored: [Int: [Int]] = [:]
    for (scene, segue) in seguesWithSources() {
      guard let entry = anchoredPopover(segue) else { continue }
      if anchored[scene] == nil { order.append(scene) }
      anchored[scene, default: []].append(entry)
    }
    return order.map { "case .\(sceneCase($0)): \(sceneSet(anchored[$0] ?? []))" }
  }
}
