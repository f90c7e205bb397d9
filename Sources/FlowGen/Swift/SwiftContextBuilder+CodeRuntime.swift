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
    var indicesByClass: [String: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() where node.scene != nil {
      indicesByClass[node.className, default: []].append(index)
    }
    for index in context.scenes.indices {
      guard let indices = indicesByClass[context.scenes[index].className] else { continue }
      let isShared = indices.count > 1
      let code = sceneCodeContext(
        indices: indices, segues: context.scenes[index].segues,
        unwindActionCount: unwindActions.count,
        place: isShared
          ? sharedPlace(in: sourceFileName) : assertionPlace(sceneIDs: [context.scenes[index].id]))
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

  /// The call that fires a transition from this scene: a segue through
  /// `trigger(_:sender:)` when it is `asked` (has a `shouldPerform…` hook), else directly.
  static func firing(_ transition: Transition, sender: String, asked: Set<String>) -> String {
    switch transition {
    case .segue(let segue):
      asked.contains(segue.id)
        ? "trigger(.\(segue.id), sender: \(sender))" : "perform(.\(segue.id), sender: \(sender))"
    case .unwind(let unwind): "unwind(.\(unwind.id), sender: \(sender))"
    }
  }

  /// `hook` is the segue's context in the storyboard runtime, whose hook names the human
  /// files share.
  /// `nesting`: the spaces its statements are indented by beyond their place in
  /// `perform(_:sender:)` (or an embed's method), 2 inside a `switch sceneID` case.
  func codeSegueContext(
    _ segue: Segue, hook: SegueContext?, place: String, nesting: Int = 0
  ) -> CodeSegueContext {
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
    let indent = (isEmbed ? 4 : 6) + nesting
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
