import FlowAnalysis
import FlowModel

/// The code runtime's part of the contexts: how each node is created, and how each scene
/// wires its triggers and carries out its transitions without a storyboard.
extension SwiftContextBuilder {
  /// Adds the code runtime's values to a context built for the storyboard runtime.
  func addingCodeRuntime(to context: FlowContext) -> FlowContext {
    var context = context
    let unwindActions = orderedUnwindActions()
    context.runtime = FlowRuntime.code.rawValue
    // `Scenes` names every node's class: a container's may come from another module.
    context.imports = importedModules(forTypes: flow.nodes.map(\.className))
      .union(["UIKit"]).sorted()
    let hasUnwinds = flow.scenes.contains { !$0.unwinds.isEmpty }
    let hasPopovers = flow.scenes.contains { $0.segues.contains(where: Self.showsPopover) }
    let hasEmbeds = flow.scenes.contains { $0.segues.contains { $0.kind == .embed } }
    let sharedClasses = Set(context.scenes.filter { $0.sharedScenes != nil }.map(\.className))
    let nodes = flow.nodes.map { codeNodeContext($0, sharedClasses: sharedClasses) }
    let customScenes = nodes.filter(\.isCustom)
    context.code = FlowCodeContext(
      initialBuilder: flow.initialID, nodes: nodes, customScenes: customScenes,
      hasCustomScenes: !customScenes.isEmpty,
      unwindActions: unwindActions, hasUnwinds: hasUnwinds,
      hasUnwindActions: !unwindActions.isEmpty, hasPopovers: hasPopovers, hasEmbeds: hasEmbeds,
      hasNavigationHelpers: hasUnwinds || hasPopovers || hasEmbeds,
      hasColumnSplits: nodes.contains(where: \.isColumnStyle), openPrefix: access.openPrefix)
    let scenesByID = Dictionary(
      flow.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for index in context.scenes.indices {
      guard let scene = scenesByID[context.scenes[index].id] else { continue }
      let isShared = context.scenes[index].sharedScenes != nil
      let code = sceneCodeContext(
        scene, segues: context.scenes[index].segues, unwindActionCount: unwindActions.count,
        place: isShared
          ? sharedPlace(in: sourceFileName) : assertionPlace(sceneIDs: [scene.id]))
      context.scenes[index].code = code
      if isShared {
        // Its scenes' root views differ: the one `Scenes` made it for (`sceneID`).
        context.scenes[index].code?.rootAccessibilityIDLiteral = "sceneRootAccessibilityIdentifier"
      }
    }
    return context
  }

  /// Every unwind action name of the flow, once, in file order.
  func orderedUnwindActions() -> [String] {
    var seen = Set<String>()
    return flow.scenes.flatMap { $0.unwindActions.map(\.name) }.filter { seen.insert($0).inserted }
  }

  static func makerName(_ id: String) -> String {
    "make" + SwiftIdentifier.upperFirst(id)
  }

  /// The expression that creates a scene by default (`SceneBaseInitializers`): table
  /// scenes with their layout's style, collection scenes with a flow layout, a hosting
  /// controller around its root view, every other class with `init()`; nil for a scene
  /// the app creates (`init="custom"`).
  static func initializer(of scene: Scene) -> String? {
    guard scene.initializer == .default else { return nil }
    switch SceneBaseInitializers.creation(of: scene) {
    case .arguments(let arguments): return scene.className + arguments
    case .hosting: return "\(scene.className)(rootView: rootView)"
    case .unknown: return nil
    }
  }

  /// `sharedClasses`: the classes several scenes share, whose controllers are told which
  /// scene they show (`sceneID`).
  func codeNodeContext(_ node: Node, sharedClasses: Set<String>) -> CodeNodeContext {
    var context = CodeNodeContext(
      id: node.id, kind: node.elementName, isScene: false, isNavigation: false, isTabBar: false,
      isSplit: false, isReference: false, className: node.className,
      makerName: Self.makerName(node.id), builderName: node.id, initializer: "",
      makerCall: Self.makerName(node.id) + "()", isCustom: false, rootViewType: nil,
      rootViewMakerName: nil, customSceneMessage: nil, titleText: nil, rootClassName: nil,
      rootBuilder: nil, children: [], hasChildren: false, childList: "")
    switch node {
    case .scene(let scene):
      context.isScene = true
      context.initializer = Self.initializer(of: scene) ?? ""
      if let view = SceneBaseInitializers.hostedView(ofBase: scene.base),
        scene.initializer == .default
      {
        context.rootViewType = view
        context.rootViewMakerName = context.makerName + "RootView"
        context.makerCall = "\(context.makerName)(rootView: \(context.makerName)RootView())"
      }
      if scene.initializer == .custom {
        context.isCustom = true
        context.makerCall = "custom.\(context.makerName)()"
        context.customSceneMessage =
          assertionPlace(sceneIDs: [scene.id])
          + literalText(
            " has init=\"custom\": show the flow with makeInitialViewController(scenes:) and a subclass of \(flowReference.namespace).Scenes that conforms to \(flowReference.namespace).CustomScenes"
          )
      }
      context.titleText = textExpression(.title, inContainer: scene.id)
      context.settings =
        [
          scene.isModalInPresentation.map { "scene.isModalInPresentation = \($0)" },
          scene.backButtonTitle.map {
            "scene.navigationItem.backButtonTitle = \(SwiftLiteral.string($0))"
          },
          sharedClasses.contains(scene.className)
            ? "scene.sceneID = \(SwiftLiteral.string(scene.id))" : nil,
        ].compactMap { $0 }
    case .navigation(let navigation):
      context.isNavigation = true
      context.settings =
        [
          navigation.prefersLargeTitles.map {
            "navigation.navigationBar.prefersLargeTitles = \($0)"
          },
          navigation.isNavigationBarHidden.map { "navigation.isNavigationBarHidden = \($0)" },
          navigation.isToolbarHidden.map { "navigation.isToolbarHidden = \($0)" },
        ].compactMap { $0 }
      context.initializer = "\(navigation.className)(rootViewController: root)"
      let root = graph.node(navigation.rootID)
      context.rootClassName = root?.className ?? "UIViewController"
      context.rootBuilder = navigation.rootID
    case .tabBar(let tabBar):
      context.isTabBar = true
      context.initializer = "\(tabBar.className)()"
      context.children = tabBar.tabs.enumerated().map { index, tab in
        var child = CodeChildContext(
          name: "tab\(index + 1)", builderName: tab.destinationID,
          titleLiteral: tab.title.map(SwiftLiteral.string),
          titleText: textExpression(.tabTitle(index: index), inContainer: tabBar.id)
            ?? tab.title.map(SwiftLiteral.string),
          index: index)
        child.accessibilityIDLiteral = SwiftLiteral.string(
          AccessibilityIdentifiers.of(tab, in: tabBar))
        if let lines = Self.tabBarItemLines(tab, title: child.titleText, index: index) {
          child.itemMakerName =
            "make" + SwiftIdentifier.upperFirst(tab.destinationID) + "TabBarItem"
          child.itemLines = lines
        }
        return child
      }
    case .split(let split):
      context.isSplit = true
      let splitStyle = style(of: split)
      context.isColumnStyle = splitStyle.wrapsColumnsInNavigation
      context.topColumn = context.isColumnStyle ? (split.collapse ?? .primary).rawValue : nil
      context.compactBuilder = context.topColumn == "primary" ? split.primaryID : nil
      context.initializer =
        context.isColumnStyle
        ? "\(split.className)(style: .\(splitStyle.rawValue))" : "\(split.className)()"
      context.children = [
        CodeChildContext(
          name: "primary", builderName: split.primaryID, titleLiteral: nil, titleText: nil,
          index: 0),
        CodeChildContext(
          name: "secondary", builderName: split.secondaryID, titleLiteral: nil, titleText: nil,
          index: 1),
      ]
    case .reference(let reference):
      context.isReference = true
      context.initializer = Self.storyboardInstantiation(of: reference)
    }
    context.hasSettings = !context.settings.isEmpty
    context.hasChildren = !context.children.isEmpty
    context.childList = context.children.map(\.name).joined(separator: ", ")
    return context
  }

  /// The `UITabBarItem` a tab gets, in lines that fit in its maker's body, or nil when
  /// the flow says nothing about it.
  static func tabBarItemLines(_ tab: Tab, title: String?, index: Int) -> [String]? {
    let arguments: [String]
    if let system = tab.systemItem {
      arguments = ["tabBarSystemItem: .\(system)", "tag: \(index)"]
    } else {
      let image =
        tab.imageName.map { "UIImage(named: \(SwiftLiteral.string($0)))" }
        ?? tab.systemImageName.map { "UIImage(systemName: \(SwiftLiteral.string($0)))" }
      guard title != nil || image != nil || tab.selectedImageName != nil else { return nil }
      arguments =
        ["title: \(title ?? "nil")", "image: \(image ?? "nil")"]
        + (tab.selectedImageName.map {
          ["selectedImage: UIImage(named: \(SwiftLiteral.string($0)))"]
        } ?? ["tag: \(index)"])
    }
    let oneLine = "UITabBarItem(" + arguments.joined(separator: ", ") + ")"
    if LineWidth.fits(oneLine, indent: 6) { return [oneLine] }
    let packed = LineWidth.packed(arguments, indent: 8, closing: ")")
    return ["UITabBarItem("] + packed.map { "  " + $0 }
  }

  /// A storyboard reference in a code-only app: the scene is still in that storyboard.
  static func storyboardInstantiation(of reference: StoryboardReference) -> String {
    let storyboard =
      "UIStoryboard(name: \(SwiftLiteral.string(reference.storyboardName ?? "Main")), bundle: nil)"
    if let scene = reference.referencedID {
      return
        "\(storyboard).instantiateViewController(withIdentifier: \(SwiftLiteral.string(scene)))"
    }
    return "\(storyboard).instantiateInitialViewController() ?? UIViewController()"
  }

  /// `place` is where the messages of its debug assertions say a mismatch is.
  func sceneCodeContext(
    _ scene: Scene, segues: [SegueContext], unwindActionCount: Int, place: String
  ) -> SceneCodeContext {
    var triggers = TriggerQueue(scene.transitions)
    let accessibility = AccessibilityIdentifiers.of(scene)
    let actions = Dictionary(
      scene.actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func statements(action: String?, transition: Transition?) -> [String] {
      var lines: [String] = []
      if let action {
        // The action takes what its selector does (`actionContext`): a selector without
        // a colon, no sender; one with an event is refused by `RuntimeRules`.
        let type = actions[action]?.senderType ?? "Any"
        let takesSender = actions[action].map {
          ObjCSelector.argumentCount(of: $0.selector) > 0
        }
        lines.append(
          takesSender == false
            ? "self?.\(action)()"
            : type == "Any"
              ? "self?.\(action)(action.sender ?? action)"
              : "if let sender = action.sender as? \(type) { self?.\(action)(sender) }")
      }
      if let transition {
        lines.append("self?." + Self.firing(transition, sender: "action.sender"))
      }
      return lines
    }
    let barButtons = scene.barButtons.enumerated().map { index, button in
      let transition = triggers.take(.barButton(button.item))?.transition
      var systemItem: String?
      var title = ""
      switch button.item {
      case .system(let item): systemItem = item
      case .title(let text): title = text
      }
      let lines = statements(action: button.actionName, transition: transition)
      return (
        button.side,
        CodeTriggerContext(
          propertyName: nil, placeHookName: nil, systemItem: systemItem,
          titleLiteral: SwiftLiteral.string(title),
          titleText: textExpression(.barButtonTitle(index: index), inScene: scene.id)
            ?? SwiftLiteral.string(title),
          titleComment: SwiftLiteral.comment(title),
          hasHandler: !lines.isEmpty, handlerStatements: lines,
          accessibilityIDLiteral: SwiftLiteral.string(accessibility.barButtons[index]))
      )
    }
    var names = UniqueNames(
      reserved: Set(scene.outlets.map(\.name) + scene.actions.map(\.name)))
    let buttons = scene.buttons.enumerated().map { index, button in
      let transition = triggers.take(.button(title: button.title))?.transition
      let stem =
        transition?.id ?? button.actionName
        ?? button.title.map { SwiftIdentifier.caseName(from: $0, fallback: "button") } ?? "button"
      let property = names.claim(stem + "Button")
      let lines = statements(action: button.actionName, transition: transition)
      return CodeTriggerContext(
        propertyName: property, placeHookName: "place" + SwiftIdentifier.upperFirst(property),
        systemItem: nil, titleLiteral: SwiftLiteral.string(button.title ?? ""),
        titleText: textExpression(.buttonTitle(index: index), inScene: scene.id)
          ?? SwiftLiteral.string(button.title ?? ""),
        titleComment: SwiftLiteral.comment(button.title ?? property), hasHandler: !lines.isEmpty,
        handlerStatements: lines,
        accessibilityIDLiteral: SwiftLiteral.string(accessibility.buttons[index]))
    }
    let buttonStackName = names.claim("buttonStack")
    var cellNames = UniqueNames()
    // A cell without reuse identifier cannot be registered (`RuntimeRules` says so).
    let cells = zip(scene.cells.indices, Cell.triggers(of: scene.cells)).compactMap {
      index, trigger -> CodeCellContext? in
      let cell = scene.cells[index]
      let transition = triggers.take(trigger)?.transition
      guard let reuseID = cell.reuseID else { return nil }
      return CodeCellContext(
        caseName: cellNames.claim(SwiftIdentifier.caseName(from: reuseID, fallback: "cell")),
        className: cell.className
          ?? (scene.base == "UICollectionViewController"
            ? "UICollectionViewCell" : "UITableViewCell"),
        style: cell.className == nil && scene.base == "UITableViewController"
          ? cell.style.map(\.rawValue) : nil,
        selectionStatement: transition.map { Self.firing($0, sender: "cell") },
        accessibilityIDLines: transition == nil
          ? []
          : Self.assignment(
            "cell.accessibilityIdentifier", SwiftLiteral.string(accessibility.cells[index]),
            indent: 6))
    }
    let isTable = scene.base == "UITableViewController"
    let isCollection = scene.base == "UICollectionViewController"
    let selections = scene.table == nil ? cells.filter { $0.selectionStatement != nil } : []
    func separated(_ items: [CodeTriggerContext]) -> [CodeTriggerContext] {
      // swift-format ends every element of a literal of several with a comma, and a
      // literal of one without.
      items.map { item in
        var item = item
        item.trailingComma = items.count > 1 ? "," : ""
        return item
      }
    }
    let left = separated(barButtons.filter { $0.0 == .left }.map(\.1))
    let right = separated(barButtons.filter { $0.0 == .right }.map(\.1))
    let hooks = Dictionary(segues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let codeSegues = scene.segues.map { codeSegueContext($0, hook: hooks[$0.id], place: place) }
    let embeds = codeSegues.filter { $0.isEmbed }
    let registrations =
      (isTable || isCollection) && scene.table == nil ? cells.filter { $0.style == nil } : []
    let styledCells = isTable && scene.table == nil ? cells.filter { $0.style != nil } : []
    let setsBackground = !isTable && !isCollection
    var identifierLines: [String] = []
    for (property, items) in [("leftBarButtonItems", left), ("rightBarButtonItems", right)] {
      for (position, item) in items.enumerated() {
        let target = "navigationItem.\(property)?[\(position)].accessibilityIdentifier"
        let line = target + " = " + item.accessibilityIDLiteral
        identifierLines +=
          LineWidth.fits(line, indent: 4)
          ? [line] : [target + " =", "  " + item.accessibilityIDLiteral]
      }
    }
    let loadSteps = [
      (true, "names the view for UI tests"),
      (setsBackground, "gives a view without one the system background"),
      (!barButtons.isEmpty, "installs the bar buttons"),
      (scene.table != nil, "lets a drag of the table dismiss the keyboard"),
      (!registrations.isEmpty, "registers the prototype cells"),
      (!buttons.isEmpty, "places the buttons"), (!embeds.isEmpty, "embeds the children"),
    ].filter(\.0).map(\.1)
    return SceneCodeContext(
      scenesTypeName: flowReference.namespace + ".Scenes",
      segues: codeSegues.filter { !$0.isEmbed }, leftBarButtons: left,
      hasLeftBarButtons: !left.isEmpty, rightBarButtons: right, hasRightBarButtons: !right.isEmpty,
      buttons: buttons, hasButtons: !buttons.isEmpty, buttonStackName: buttonStackName,
      cellRegistrations: registrations, styledCells: styledCells,
      hasStyledCells: !styledCells.isEmpty,
      hasUnstyledCells: cells.contains { $0.style == nil },
      registersTableCells: isTable && !registrations.isEmpty,
      registersCollectionCells: isCollection && !registrations.isEmpty,
      cellSelections: selections, selectsTableCells: isTable && !selections.isEmpty,
      selectsCollectionCells: isCollection && !selections.isEmpty, embeds: embeds,
      hasEmbeds: !embeds.isEmpty,
      setsBackground: setsBackground,
      rootAccessibilityIDLiteral: SwiftLiteral.string(accessibility.root),
      barButtonIdentifierLines: identifierLines, hasViewDidLoad: !loadSteps.isEmpty,
      viewDidLoadSummary: Self.wrapped(Self.listed(loadSteps) + ".", width: 94),
      unwinds: scene.unwinds.map { CodeUnwindContext(id: $0.id, actionName: $0.actionName) },
      declaresEveryUnwindAction: Set(scene.unwindActions.map(\.name)).count == unwindActionCount,
      unwindActionList: "[" + scene.unwindActions.map { "." + $0.name }.joined(separator: ", ")
        + "]")
  }

  /// `target = value`, or broken after the `=` as swift-format breaks it when it does not
  /// fit at `indent`.
  static func assignment(_ target: String, _ value: String, indent: Int) -> [String] {
    let line = target + " = " + value
    return LineWidth.fits(line, indent: indent) ? [line] : [target + " =", "  " + value]
  }

  /// `text` in lines of at most `width` characters, broken between words.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `a`, `a and b`, `a, b and c`.
  static func listed(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The call that fires a transition from this scene.
  static func firing(_ transition: Transition, sender: String) -> String {
    switch transition {
    case .segue(let segue): "trigger(.\(segue.id), sender: \(sender))"
    case .unwind(let unwind): "unwind(.\(unwind.id), sender: \(sender))"
    }
  }

  /// `hook` is the segue's context in the storyboard runtime, whose hook names the human
  /// files share.
  func codeSegueContext(_ segue: Segue, hook: SegueContext?, place: String) -> CodeSegueContext {
    let destination = resolveDestination(of: segue)
    var builder = segue.destinationID
    var navigationMaker: String?
    if destination.looksThroughNavigation {
      builder = destination.sceneID
      navigationMaker = Self.makerName(segue.destinationID)
    }
    let isEmbed = segue.kind == .embed
    let missingContainer = segue.containerOutlet.map {
      "\(place), embed segue '\(literalText(segue.id))': "
        + literalText(
          "the container outlet '\($0)' is nil when the view has loaded; assign it in loadView()")
    }
    let hookName = hook?.hookName ?? "prepare" + SwiftIdentifier.upperFirst(segue.id)
    let passesIndexPath = hook?.passesIndexPath ?? false
    // The hooks get what the storyboard runtime's get: a container's typed struct.
    let argument = hook?.containerTypeName.map { "\($0)(controller: destination)" } ?? "destination"
    // A segue's statements are in `perform(_:sender:)`'s switch, an embed's in its own method.
    let indent = isEmbed ? 4 : 6
    let shownName = navigationMaker == nil ? "destination" : "shown"
    let adaptation = hook?.compactAdaptationStyle
    let anchorsPopover = Self.showsPopover(segue)
    return CodeSegueContext(
      id: segue.id,
      traceLines: TraceCall.lines(
        namespace: flowReference.namespace, event: "segue", id: segue.id, indent: 6),
      hookName: hookName, passesIndexPath: passesIndexPath,
      didDismissHookName: hook?.didDismissHookName,
      containerTypeName: hook?.containerTypeName,
      hookCallLines: LineWidth.call(
        hookName,
        arguments: [argument] + (passesIndexPath ? ["at: indexPath"] : [])
          + ["sender: sender"], indent: indent),
      didDismissCallLines: hook?.didDismissHookName.map {
        LineWidth.call("self." + $0, arguments: [argument], indent: indent + 4)
      } ?? [],
      compactAdaptationStyle: adaptation,
      adaptationFitsOnOneLine: adaptation.map {
        let arguments = "\(shownName), to: .\($0), keptIn: &presentationDelegates"
        return LineWidth.fits(
          flowReference.namespace + ".AdaptivePopoverDelegate.adapt(\(arguments))", indent: indent)
      } ?? false,
      performerName: isEmbed ? "perform" + SwiftIdentifier.upperFirst(segue.id) : nil,
      missingContainerMessage: isEmbed ? missingContainer : nil,
      destinationBuilder: builder, navigationMaker: navigationMaker,
      shownName: shownName, isShow: segue.kind == .show,
      isShowDetail: segue.kind == .showDetail, isPresent: segue.kind == .present,
      isPopover: segue.kind == .popover, isEmbed: segue.kind == .embed,
      isCustom: segue.kind == .custom, anchorsPopover: anchorsPopover,
      setsDelegate: segue.setsDelegate && destination.scene?.delegate != nil,
      containerOutlet: segue.containerOutlet, segueClass: segue.segueClass,
      presentationSettings: segue.kind == .present
        ? [
          // `makePopover` sets the popover style with the anchor.
          anchorsPopover
            ? nil : segue.presentationStyle.map { "modalPresentationStyle = .\($0.rawValue)" },
          segue.transitionStyle.map { "modalTransitionStyle = .\($0.rawValue)" },
          segue.isModalInPresentation.map { "isModalInPresentation = \($0)" },
        ].compactMap { $0 } : [])
  }
}

extension SwiftContextBuilder {
  /// Whether `segue` shows a popover: a `popover` segue, or a `present` segue whose
  /// `presentation` is `popover`, which UIKit anchors like one.
  static func showsPopover(_ segue: Segue) -> Bool {
    segue.kind == .popover || (segue.kind == .present && segue.presentationStyle == .popover)
  }
}
