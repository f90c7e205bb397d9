import FlowAnalysis
import FlowModel

extension SwiftUIContextBuilder {
  func sceneContext(_ index: Int, reference: FlowContext, reportCount: Int) -> SwiftUISceneContext {
    let scene = flow.nodes[index].scene ?? Scene(id: "", origin: flow.origin)
    let view = viewName(ofScene: index)
    let inputs = scene.inputs
    let navigatorType = "\(namespace).Navigator"
    var toolbar: [SwiftUIToolbarItemContext] = []
    let accessibility = AccessibilityIdentifiers.of(scene)
    // Each trigger fires its own transition, as the identifiers above (and the UIKit
    // runtimes) pair them: two buttons of one title, each with a segue, perform two.
    var triggers = TriggerQueue(scene.transitions)
    for (position, button) in scene.barButtons.enumerated() {
      let transition = triggers.take(.barButton(button.item))?.transition
      let call = transition.map(call(of:)) ?? button.actionName.map { "\($0)()" } ?? ""
      toolbar.append(
        SwiftUIToolbarItemContext(
          placement: placement(of: button),
          button: barButton(button, position: position, sceneID: scene.id, call: call),
          accessibilityIDLiteral: SwiftLiteral.string(accessibility.barButtons[position]),
          anchorLines: transition.map { anchorLines(of: $0, scene: index, indent: 10) } ?? []))
    }
    var buttonNames = UniqueNames()
    let buttons = scene.buttons.enumerated().map { position, button in
      let transition = triggers.take(.button(title: button.title))?.transition
      let call = transition.map(call(of:)) ?? button.actionName.map { "\($0)()" } ?? ""
      let title =
        base.textExpression(.buttonTitle(index: position), inScene: scene.id).map {
          "\(namespace).\($0.replacingStringsPrefix(enumName(scene.id)))"
        } ?? SwiftLiteral.string(button.title ?? "")
      return SwiftUIButtonContext(
        propertyName: buttonNames.claim(
          SwiftIdentifier.caseName(from: button.title ?? "button", fallback: "button") + "Button"),
        button: "Button(\(title)) {\(call.isEmpty ? "" : " \(call) ")}",
        accessibilityIDLiteral: SwiftLiteral.string(accessibility.buttons[position]),
        anchorLines: transition.map { anchorLines(of: $0, scene: index, indent: 4) } ?? [])
    }
    // Where each segue id first appears among the transitions, for the accessibility
    // identifier of what fires it (a cell's, a row's), by which UI tests find the row a
    // generated link or row helper makes; none when code fires it.
    var positions: [String: Int] = [:]
    for (position, transition) in scene.transitions.enumerated() {
      if case .segue(let segue) = transition, positions[segue.id] == nil {
        positions[segue.id] = position
      }
    }
    let segues = scene.segues.filter { $0.kind != .embed }.compactMap {
      segue -> SwiftUISceneSegueContext? in
      guard let target = graph.index(of: segue.destinationID) else { return nil }
      let identifier = positions[segue.id].flatMap { accessibility.transitionTriggers[$0] }
      let targetInputs = nodeInputs(target)
      return SwiftUISceneSegueContext(
        id: segue.id,
        traceLines: TraceCall.lines(namespace: namespace, event: "segue", id: segue.id, indent: 4),
        signature: "\(segue.id)(\(Self.parameters(targetInputs)))",
        segueValue: ".\(segue.id)"
          + (targetInputs.isEmpty ? "" : "(\(Self.arguments(targetInputs)))"),
        summary: "Performs `\(segue.id)` (\(segue.kind.rawValue) `\(segue.destinationID)`).",
        handleValue: ".\(segue.id)"
          + (targetInputs.isEmpty ? "" : "(\(Self.arguments(targetInputs)))"),
        link: segueLink(segue, from: index, target: target, identifier: identifier),
        popoverRow: popoverRow(segue, from: index, target: target, identifier: identifier))
    }
    var requirements: [String] = []
    var required = Set<String>()
    var defaults: [String] = []
    var humanRequirements: [String] = []
    for segue in scene.segues where segue.setsDelegate {
      guard let target = graph.index(of: segue.destinationID),
        let delegate = delegateContext(ofScene: entryScene(of: target))
      else { continue }
      for event in delegate.events where required.insert("func " + event.signature).inserted {
        requirements.append("func " + event.signature)
        if event.isOptional {
          defaults.append("func " + event.signature)
        } else {
          humanRequirements.append("func " + event.signature)
        }
      }
    }
    // The user's dismissal of what a segue presents: a hook with an empty default, as the
    // UIKit runtimes' `didDismiss…`.
    for segue in presentingSegues(from: index, of: scene) {
      requirements.append("func \(cancelHookName(segue))()")
      defaults.append("func \(cancelHookName(segue))()")
    }
    let receive = receiveCases(ofScene: index, scene: scene, reportCount: reportCount)
    var unwindNames = Set<String>()
    let unwinds = scene.unwinds.filter { unwindNames.insert($0.id).inserted }.map {
      SwiftUISceneUnwindContext(
        name: $0.id,
        traceLines: TraceCall.lines(namespace: namespace, event: "unwind", id: $0.id, indent: 4))
    }
    let embeds = scene.segues.filter { $0.kind == .embed }.compactMap {
      segue -> SwiftUIEmbedContext? in
      guard let target = graph.index(of: segue.destinationID) else { return nil }
      return SwiftUIEmbedContext(propertyName: segue.id, view: self.view(of: target))
    }
    let handle = handle(ofScene: index, scene: scene)
    let selection = detailSelection(ofScene: index, scene: scene)
    let data = sourceData(ofScene: index)
    let arrivals = arrivalHooksByScene[index] ?? []
    return SwiftUISceneContext(
      id: scene.id, idLiteral: SwiftLiteral.string(scene.id),
      rootAccessibilityIDLiteral: SwiftLiteral.string(accessibility.root),
      onAppearLines: TraceCall.onAppearLines(namespace: namespace, id: scene.id, indent: 6),
      caseName: sceneCase(index),
      caseRawValue: sceneCase(index) == scene.id ? "" : " = " + SwiftLiteral.string(scene.id),
      viewName: view, protocolName: view + "Base", machineFileName: view + "Base.swift",
      humanFileName: view + ".swift", namespace: namespace, headerLine: reference.headerLine,
      accessPrefix: reference.accessPrefix, sourceFileName: reference.sourceFileName,
      imports: base.declaredImports.union(["SwiftUI"]).sorted(),
      inputs: inputs.map { SwiftUIInputContext(name: $0.name, type: $0.type) },
      hasInputs: !inputs.isEmpty,
      outputs: scene.outputs.map { SwiftUIInputContext(name: $0.name, type: $0.type) },
      hasSourceData: data != nil,
      handleData: data?.value,
      handleDataFitsOnOneLine: data.map {
        LineWidth.fits(
          "\(namespace).\(typeName(index))Scene(navigator: navigator, data: \($0.value))",
          indent: 4)
      } ?? true,
      handleDataArgumentLines: data.map {
        LineWidth.packed(["navigator: navigator", "data: \($0.value)"], indent: 6, closing: ")")
      } ?? [],
      initParameters: "navigator: \(navigatorType)"
        + (inputs.isEmpty ? "" : ", " + Self.parameters(inputs)),
      titleExpression: base.textExpression(.title, inScene: scene.id).map {
        "\(namespace).\($0.replacingStringsPrefix(enumName(scene.id)))"
      }, toolbarItems: toolbar, hasToolbar: !toolbar.isEmpty,
      viewModifiers: (scene.isModalInPresentation == true ? [".interactiveDismissDisabled()"] : [])
        + sceneAnchorModifiers(ofScene: index, scene: scene),
      actions: scene.actions.map { SwiftUIActionContext(name: $0.name) }, segues: segues,
      unwinds: unwinds, buttons: buttons, hasButtons: !buttons.isEmpty, embeds: embeds,
      delegate: delegateContext(ofScene: index),
      table: scene.table.map {
        tableContext($0, sceneID: scene.id, sceneIndex: index, rowIdentifiers: accessibility.rows)
      },
      delegateRequirements: requirements, delegateDefaults: defaults,
      delegateRequirementsHuman: humanRequirements, receiveCases: receive.cases,
      hasReceiveCases: !receive.cases.isEmpty, ignoresOtherReports: receive.ignoresOthers,
      arrivals: arrivals,
      hasArrivals: !arrivals.isEmpty, detailSelection: selection,
      handleType: typeName(index) + "Scene",
      hasHandle: !handle.segues.isEmpty || !handle.unwinds.isEmpty,
      handleSource: handleSource(ofScene: index),
      handleUnwindSource: handleUnwindSource(ofScene: index), handleSegues: handle.segues,
      hasHandleSegues: !handle.segues.isEmpty, handleUnwinds: handle.unwinds,
      hasHandleUnwinds: !handle.unwinds.isEmpty)
  }

  /// A scene's handle (`DetailScene`): its own segues and unwinds, each once, performed
  /// from the scene.
  func handle(ofScene index: Int, scene: Scene) -> (
    segues: [SwiftUIHandleSegueContext], unwinds: [SwiftUIHandleUnwindContext]
  ) {
    var segues: [SwiftUIHandleSegueContext] = []
    var seen = Set<String>()
    for segue in scene.segues where segue.kind != .embed && seen.insert(segue.id).inserted {
      guard let target = graph.index(of: segue.destinationID) else { continue }
      let inputs = nodeInputs(target)
      guard !inputs.isEmpty else {
        segues.append(
          SwiftUIHandleSegueContext(
            caseDeclaration: segue.id, pattern: ".\(segue.id)", segueValue: ".\(segue.id)",
            fitsOnOneLine: LineWidth.fits(
              "case .\(segue.id): navigator.perform(.\(segue.id), \(handleSource(ofScene: index)))",
              indent: 6)))
        continue
      }
      let bindings = inputs.map { "let \($0.name)" }.joined(separator: ", ")
      segues.append(
        SwiftUIHandleSegueContext(
          caseDeclaration: "\(segue.id)(\(Self.parameters(inputs)))",
          pattern: ".\(segue.id)(\(bindings))",
          segueValue: ".\(segue.id)(\(Self.arguments(inputs)))", fitsOnOneLine: false))
    }
    var unwinds: [SwiftUIHandleUnwindContext] = []
    var seenUnwinds = Set<String>()
    // Once per scene: it reads the scene's unwinds, and a scene may have thousands.
    let unwindSource = handleUnwindSource(ofScene: index)
    for unwind in scene.unwinds where seenUnwinds.insert(unwind.id).inserted {
      unwinds.append(
        SwiftUIHandleUnwindContext(
          name: unwind.id,
          fitsOnOneLine: LineWidth.fits(
            "case .\(unwind.id): navigator.unwind(.\(unwind.id), \(unwindSource))", indent: 6)))
    }
    return (segues, unwinds)
  }

  func handleSource(ofScene index: Int) -> String { "from: .\(sceneCase(index))" }

  func handleUnwindSource(ofScene index: Int) -> String {
    sourceData(ofScene: index) == nil ? handleSource(ofScene: index) : "from: source"
  }

  /// The `Strings` enum of a node (`Detail`).
  func enumName(_ id: String) -> String {
    texts.node(id)?.enumName ?? SwiftNames.upperCamel(id)
  }

  /// What a control calls to fire a transition: `editDetail()`, `saveInput()`.
  func call(of transition: Transition) -> String {
    switch transition {
    case .segue(let segue):
      guard let target = graph.index(of: segue.destinationID), nodeInputs(target).isEmpty,
        segue.kind != .embed
      else { return "" }
      return "\(segue.id)()"
    case .unwind(let unwind): return "\(unwind.id)()"
    }
  }

  /// A sidebar's `List(selection:)`: the split's detail, selected by the scene's
  /// `showDetail` segues (a row tagged with a detail no segue of the scene shows does
  /// nothing).
  func detailSelection(ofScene index: Int, scene: Scene) -> SwiftUIDetailSelectionContext? {
    guard let split = layout.splitOfScene[index] else { return nil }
    let node = layout.splits[split].nodeIndex
    var cases: [SwiftUIDetailSelectionCaseContext] = []
    var shown = Set<Int>()
    let source = ".\(sceneCase(index))"
    for segue in scene.segues where segue.kind == .showDetail {
      guard let target = graph.index(of: segue.destinationID), shown.insert(target).inserted
      else { continue }
      let inputs = nodeInputs(target)
      let pattern =
        inputs.isEmpty
        ? ".\(sceneCase(target))"
        : ".\(sceneCase(target))(" + inputs.map { "let \($0.name)" }.joined(separator: ", ") + ")"
      let value = ".\(segue.id)" + (inputs.isEmpty ? "" : "(\(Self.arguments(inputs)))")
      cases.append(
        SwiftUIDetailSelectionCaseContext(
          pattern: pattern, segueValue: value,
          fitsOnOneLine: LineWidth.fits(
            "case \(pattern): navigator.perform(\(value), from: \(source))", indent: 10)))
    }
    guard !cases.isEmpty else { return nil }
    return SwiftUIDetailSelectionContext(
      detailType: "\(namespace).\(typeName(node))Detail", property: splitProperty(node),
      source: source, cases: cases, isPartial: shown.count < layout.splits[split].details.count)
  }

  /// A `show` segue's row: a `NavigationLink(value:)` that pushes its route, with the
  /// chevron and the selection highlight a list row has.
  func segueLink(_ segue: Segue, from index: Int, target: Int, identifier: String?)
    -> SwiftUINavigationLinkContext?
  {
    guard segue.kind == .show, let stack = layout.stacksOfScene[index]?.first,
      pushedRoutes(ofStack: layout.stacks[stack].nodeIndex) != nil
    else { return nil }
    let inputs = nodeInputs(target)
    let routeType = namespace + "." + typeName(layout.stacks[stack].nodeIndex) + "Route"
    let parameters = inputs.map { "\($0.name): \($0.type), " }.joined()
    let route =
      "\(routeType).\(sceneCase(target))" + (inputs.isEmpty ? "" : "(\(Self.arguments(inputs)))")
    return SwiftUINavigationLinkContext(
      signature: "\(segue.id)Link<Label: View>(\(parameters)@ViewBuilder label: () -> Label)",
      route: route,
      fitsOnOneLine: LineWidth.fits("NavigationLink(value: \(route), label: label)", indent: 4),
      accessibilityIDLiteral: identifier.map(SwiftLiteral.string))
  }

  /// Where a bar button goes: a system item's semantic placement, else its side.
  func placement(of button: BarButton) -> String {
    if case .system(let name) = button.item,
      let placement = SwiftUISystemItems.barButtons[name]?.placement
    {
      return placement
    }
    return button.side == .left ? ".topBarLeading" : ".topBarTrailing"
  }

  func barButton(_ button: BarButton, position: Int, sceneID: String, call: String) -> String {
    let action = call.isEmpty ? "{}" : "{ \(call) }"
    switch button.item {
    case .system(let name):
      let look = SwiftUISystemItems.barButtons[name] ?? .init(title: SwiftNames.upperCamel(name))
      let title = SwiftLiteral.string(look.title)
      let role = look.role.map { ", role: \($0)" } ?? ""
      if let image = look.systemImage {
        return "Button(\(title), systemImage: \(SwiftLiteral.string(image))\(role)) \(action)"
      }
      return "Button(\(title)\(role)) \(action)"
    case .title(let title):
      let text =
        base.textExpression(.barButtonTitle(index: position), inScene: sceneID).map {
          "\(namespace).\($0.replacingStringsPrefix(enumName(sceneID)))"
        } ?? SwiftLiteral.string(title)
      return "Button(\(text)) \(action)"
    }
  }

  /// A scene's `<delegate>` as callbacks the presenting scene sets on the navigator.
  func delegateContext(ofScene index: Int) -> SwiftUIDelegateContext? {
    guard let delegate = flow.nodes[index].scene?.delegate else { return nil }
    let name = typeName(index)
    return SwiftUIDelegateContext(
      typeName: name + "Delegate", propertyName: sceneCase(index) + "Delegate",
      sceneCase: sceneCase(index),
      events: delegate.events.map { event in
        let parameter = event.parameter.map { p in (p, event.type ?? "Any") }
        let report = "\(sceneCase(index))\(SwiftIdentifier.upperFirst(event.name))"
        return SwiftUIDelegateEventContext(
          name: event.name,
          callbackType: "(@MainActor (\(parameter.map { "_ \($0.0): \($0.1)" } ?? "")) -> Void)?",
          signature: report + "(" + (parameter.map { "_ \($0.0): \($0.1)" } ?? "") + ")",
          call: "\(event.name)?(\(parameter.map(\.0) ?? ""))",
          closureParameters: parameter.map { "\($0.0) in " } ?? "",
          closureArguments: parameter.map(\.0) ?? "", hasParameter: parameter != nil,
          isOptional: event.isOptional,
          reportCase: report)
      })
  }
}

extension String {
  /// `Strings.title` (a scene's alias) → `Strings.Detail.title` (from the namespace).
  func replacingStringsPrefix(_ enumName: String) -> String {
    guard hasPrefix("Strings."), !dropFirst("Strings.".count).contains(".") else { return self }
    return "Strings.\(enumName)." + dropFirst("Strings.".count)
  }
}

extension SwiftUIContextBuilder {
  /// A tab's icon: its system item's symbol, its asset image or its SF Symbol, switched
  /// to `selectedImage` while `selected` (the tab's selection test) holds.
  func tabIcon(_ tab: Tab, selected: String) -> String? {
    let image =
      tab.systemItem.flatMap { SwiftUISystemItems.tabImage[$0] }.map {
        "Image(systemName: \(SwiftLiteral.string($0)))"
      } ?? tab.imageName.map { "Image(\(SwiftLiteral.string($0)))" }
      ?? tab.systemImageName.map { "Image(systemName: \(SwiftLiteral.string($0)))" }
    guard let selectedImage = tab.selectedImageName else { return image }
    let selectedIcon = "Image(\(SwiftLiteral.string(selectedImage)))"
    return "\(selected) ? \(selectedIcon) : \(image ?? selectedIcon)"
  }

  /// `<navigation largeTitles barHidden toolbarHidden>` as SwiftUI modifiers (a
  /// NavigationStack shows large titles and no bottom bar unless told otherwise).
  func barModifiers(_ index: Int) -> [String] {
    guard case .navigation(let navigation) = flow.nodes[index] else { return [] }
    var modifiers: [String] = []
    if let large = navigation.prefersLargeTitles {
      modifiers.append(".navigationBarTitleDisplayMode(\(large ? ".large" : ".inline"))")
    }
    if let hidden = navigation.isNavigationBarHidden {
      modifiers.append(".toolbar(\(hidden ? ".hidden" : ".visible"), for: .navigationBar)")
    }
    if let hidden = navigation.isToolbarHidden {
      modifiers.append(".toolbar(\(hidden ? ".hidden" : ".visible"), for: .bottomBar)")
    }
    return modifiers
  }
}
