import FlowAnalysis
import FlowModel

extension SwiftUIContextBuilder {
  func sceneContext(_ index: Int, reference: FlowContext) -> SwiftUISceneContext {
    let scene = flow.nodes[index].scene ?? Scene(id: "", origin: flow.origin)
    let view = viewName(ofScene: index)
    let inputs = scene.inputs
    let navigatorType = "\(namespace).Navigator"
    var toolbar: [SwiftUIToolbarItemContext] = []
    let accessibility = AccessibilityIdentifiers.of(scene)
    for (position, button) in scene.barButtons.enumerated() {
      let transition = scene.transitions.first { $0.trigger == .barButton(button.item) }
      let call = transition.map(call(of:)) ?? button.actionName.map { "\($0)()" } ?? ""
      toolbar.append(
        SwiftUIToolbarItemContext(
          placement: button.side == .left ? ".topBarLeading" : ".topBarTrailing",
          button: barButton(button, position: position, sceneID: scene.id, call: call),
          accessibilityIDLiteral: SwiftLiteral.string(accessibility.barButtons[position])))
    }
    var buttonNames = UniqueNames()
    let buttons = scene.buttons.enumerated().map { position, button in
      let transition = scene.transitions.first { $0.trigger == .button(title: button.title) }
      let call = transition.map(call(of:)) ?? button.actionName.map { "\($0)()" } ?? ""
      let title =
        base.textExpression(.buttonTitle(index: position), inScene: scene.id).map {
          "\(namespace).\($0.replacingStringsPrefix(enumName(scene.id)))"
        } ?? SwiftLiteral.string(button.title ?? "")
      return SwiftUIButtonContext(
        propertyName: buttonNames.claim(
          SwiftIdentifier.caseName(from: button.title ?? "button", fallback: "button") + "Button"),
        button: "Button(\(title)) {\(call.isEmpty ? "" : " \(call) ")}",
        accessibilityIDLiteral: SwiftLiteral.string(accessibility.buttons[position]))
    }
    let segues = scene.segues.filter { $0.kind != .embed }.compactMap {
      segue -> SwiftUISceneSegueContext? in
      guard let target = graph.index(of: segue.destinationID) else { return nil }
      let targetInputs = nodeInputs(target)
      var assignments: [String] = []
      if segue.setsDelegate, let delegate = delegateContext(ofScene: entryScene(of: target)) {
        for event in delegate.events {
          let target = "navigator.\(delegate.propertyName).\(event.name)"
          let call =
            "self.\(delegate.propertyName.dropLast("Delegate".count))\(SwiftIdentifier.upperFirst(event.name))(\(event.closureArguments))"
          let oneLine = "\(target) = { \(event.closureParameters)\(call) }"
          assignments +=
            LineWidth.fits(oneLine, indent: 4)
            ? [oneLine] : ["\(target) = { \(event.closureParameters)", "  \(call)", "}"]
        }
      }
      return SwiftUISceneSegueContext(
        id: segue.id,
        traceLines: TraceCall.lines(namespace: namespace, event: "segue", id: segue.id, indent: 4),
        signature: "\(segue.id)(\(Self.parameters(targetInputs)))",
        segueValue: ".\(segue.id)"
          + (targetInputs.isEmpty ? "" : "(\(Self.arguments(targetInputs)))"),
        summary: "Performs `\(segue.id)` (\(segue.kind.rawValue) `\(segue.destinationID)`).",
        delegateAssignments: assignments)
    }
    var requirements: [String] = []
    var defaults: [String] = []
    var humanRequirements: [String] = []
    for segue in scene.segues where segue.setsDelegate {
      guard let target = graph.index(of: segue.destinationID),
        let delegate = delegateContext(ofScene: entryScene(of: target))
      else { continue }
      for event in delegate.events where !requirements.contains("func " + event.signature) {
        requirements.append("func " + event.signature)
        if event.isOptional {
          defaults.append("func " + event.signature)
        } else {
          humanRequirements.append("func " + event.signature)
        }
      }
    }
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
    let arrivals = unwindContexts().filter { $0.arrivals.contains(".\(sceneCase(index))") }
      .map(\.hookName)
    return SwiftUISceneContext(
      id: scene.id, idLiteral: SwiftLiteral.string(scene.id),
      rootAccessibilityIDLiteral: SwiftLiteral.string(accessibility.root),
      onAppearLines: TraceCall.onAppearLines(namespace: namespace, id: scene.id, indent: 6),
      caseName: sceneCase(index),
      caseRawValue: sceneCase(index) == scene.id ? "" : " = " + SwiftLiteral.string(scene.id),
      viewName: view, protocolName: view + "Base", machineFileName: view + "Base.swift",
      humanFileName: view + ".swift", namespace: namespace, headerLine: reference.headerLine,
      accessPrefix: reference.accessPrefix, sourceFileName: reference.sourceFileName,
      inputs: inputs.map { SwiftUIInputContext(name: $0.name, type: $0.type) },
      hasInputs: !inputs.isEmpty,
      initParameters: "navigator: \(navigatorType)"
        + (inputs.isEmpty ? "" : ", " + Self.parameters(inputs)),
      titleExpression: base.textExpression(.title, inScene: scene.id).map {
        "\(namespace).\($0.replacingStringsPrefix(enumName(scene.id)))"
      }, toolbarItems: toolbar, hasToolbar: !toolbar.isEmpty,
      viewModifiers: scene.isModalInPresentation == true ? [".interactiveDismissDisabled()"] : [],
      actions: scene.actions.map { SwiftUIActionContext(name: $0.name) }, segues: segues,
      unwinds: unwinds, buttons: buttons, hasButtons: !buttons.isEmpty, embeds: embeds,
      delegate: delegateContext(ofScene: index),
      table: scene.table.map {
        tableContext($0, sceneID: scene.id, sceneIndex: index, rowIdentifiers: accessibility.rows)
      },
      delegateRequirements: requirements, delegateDefaults: defaults,
      delegateRequirementsHuman: humanRequirements, arrivals: arrivals,
      hasArrivals: !arrivals.isEmpty)
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
      events: delegate.events.map { event in
        let parameter = event.parameter.map { p in (p, event.type ?? "Any") }
        return SwiftUIDelegateEventContext(
          name: event.name,
          callbackType: "(@MainActor (\(parameter.map { "_ \($0.0): \($0.1)" } ?? "")) -> Void)?",
          signature: "\(sceneCase(index))\(SwiftIdentifier.upperFirst(event.name))("
            + (parameter.map { "_ \($0.0): \($0.1)" } ?? "") + ")",
          call: "\(event.name)?(\(parameter.map(\.0) ?? ""))",
          closureParameters: parameter.map { "\($0.0) in " } ?? "",
          closureArguments: parameter.map(\.0) ?? "", isOptional: event.isOptional)
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
