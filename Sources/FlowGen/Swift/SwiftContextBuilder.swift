import FlowKit

/// Builds the template contexts of one checked flow: every derived name, every literal,
/// every decision the generated code depends on is made here, so that the templates
/// only place values and a user's templates cannot get the escaping wrong.
///
/// Build only from a flow without errors: names are assumed to be valid identifiers and
/// references to resolve (where they do not, the builder falls back to plain
/// `UIViewController` rather than stopping).
public struct SwiftContextBuilder {
  public let flow: Flow
  /// The input file's name (`FriendList.flow`), quoted in the generated headers.
  public let sourceFileName: String
  let graph: FlowGraph
  let routing: UnwindRouting
  let flowReference: FlowReferenceContext
  let storyboardIDs: [StoryboardIDContext]
  /// Node id → its storyboard ID, for the scenes that have one.
  let storyboardIDsByNode: [String: StoryboardIDContext]
  /// The flow's own classes: a qualified type whose head is one of them is nested in the
  /// app's code, not imported from a module.
  let localTypes: Set<String>
  /// The text the flow puts on screen, with its keys in the strings table.
  let texts: FlowTexts

  public init(
    flow: Flow, sourceFileName: String, localization: LocalizationSettings = .default
  ) {
    self.flow = flow
    self.sourceFileName = sourceFileName
    self.texts = FlowTexts(flow: flow, table: localization.table(forFlow: flow.name))
    let graph = FlowGraph(flow: flow)
    self.graph = graph
    self.routing = UnwindRouting(flow: flow, graph: graph)
    self.flowReference = FlowReferenceContext(
      flowName: flow.name, namespace: Self.namespace(ofFlow: flow.name),
      sourceFileName: sourceFileName,
      headerLine: GeneratedFileHeader.line(sourceFileName: sourceFileName))
    let storyboardIDs = Self.storyboardIDs(of: flow)
    self.storyboardIDs = storyboardIDs
    self.storyboardIDsByNode = Dictionary(
      storyboardIDs.map { ($0.nodeID, $0) }, uniquingKeysWith: { first, _ in first })
    self.localTypes = Set(flow.nodes.map(\.className))
  }

  /// `FriendList` → `FriendListFlow`: the enum holding the flow's shared declarations.
  public static func namespace(ofFlow name: String) -> String {
    name + "Flow"
  }

  public func build() -> FlowContext {
    let scenes = flow.nodes.indices.compactMap { index in
      flow.nodes[index].scene.map { sceneContext($0, index: index) }
    }
    let hasTables = scenes.contains { $0.table != nil }
    let strings = stringsContexts()
    return FlowContext(
      flowName: flow.name, namespace: flowReference.namespace,
      nameLiteral: SwiftLiteral.string(flow.name), sourceFileName: sourceFileName,
      headerLine: flowReference.headerLine,
      sharedFileName: flowReference.namespace + ".swift", imports: ["UIKit"],
      initialNodeID: flow.initialID, storyboardIDs: storyboardIDs,
      hasStoryboardIDs: !storyboardIDs.isEmpty, hasTables: hasTables,
      stringsTableLiteral: SwiftLiteral.string(texts.table),
      stringsTableComment: SwiftLiteral.comment(texts.table), strings: strings,
      hasStrings: !strings.isEmpty, scenes: scenes)
  }

  /// The flow's storyboard identifiers with their case names, unique in the flow.
  static func storyboardIDs(of flow: Flow) -> [StoryboardIDContext] {
    var names = UniqueNames()
    return flow.nodes.compactMap { node in
      let storyboardID: String?
      switch node {
      case .scene(let scene): storyboardID = scene.storyboardID
      case .navigation(let navigation): storyboardID = navigation.storyboardID
      case .tabBar(let tabBar): storyboardID = tabBar.storyboardID
      case .split(let split): storyboardID = split.storyboardID
      case .reference: storyboardID = nil
      }
      guard let storyboardID else { return nil }
      return StoryboardIDContext(
        caseName: names.claim(SwiftIdentifier.caseName(from: storyboardID, fallback: "scene")),
        literal: SwiftLiteral.string(storyboardID), nodeID: node.id, className: node.className)
    }
  }

  func sceneContext(_ scene: Scene, index: Int) -> SceneContext {
    let className = scene.className
    let segues = scene.segues.map { segueContext($0, in: scene) }
    let unwindActions = scene.unwindActions.map {
      unwindActionContext($0, in: scene, sceneIndex: index)
    }
    let conformances = delegateConformances(of: scene)
    let table = scene.table.map { tableContext($0, sceneID: scene.id) }
    let delegate = scene.delegate.map { delegateContext($0, className: className) }
    let actions = scene.actions.map {
      ActionContext(
        name: $0.name, senderType: $0.senderType,
        hookName: "handle" + SwiftIdentifier.upperFirst($0.name))
    }
    var cellNames = UniqueNames()
    let cells = scene.cells.map { cell in
      CellContext(
        caseName: cellNames.claim(SwiftIdentifier.caseName(from: cell.reuseID, fallback: "cell")),
        reuseIDLiteral: SwiftLiteral.string(cell.reuseID),
        reuseIDComment: SwiftLiteral.comment(cell.reuseID), className: cell.className)
    }
    let unwinds = scene.unwinds.map {
      UnwindContext(
        id: $0.id, actionName: $0.actionName, triggerComment: triggerComment($0.trigger))
    }
    let hasHooks =
      !segues.isEmpty || !actions.isEmpty || unwindActions.contains { $0.hasArrivals }
      || table != nil || conformances.contains { $0.hasRequiredEvents }
    var context = SceneContext(
      flow: flowReference, id: scene.id, className: className,
      baseClassName: className + "Base", superclassName: scene.base,
      lowerClassName: SwiftNames.lowerCamel(className),
      titleLiteral: scene.title.map(SwiftLiteral.string),
      titleComment: scene.title.map(SwiftLiteral.comment),
      titleText: textExpression(.title, inScene: scene.id),
      stringsEnum: texts.scene(scene.id)?.enumName,
      machineFileName: className + "Base.swift", humanFileName: className + ".swift",
      imports: imports(of: scene, conformances: conformances),
      outlets: scene.outlets.map {
        OutletContext(name: $0.name, typeName: $0.type, isCollection: $0.isCollection)
      },
      hasOutlets: !scene.outlets.isEmpty, actions: actions, hasActions: !actions.isEmpty,
      segues: segues, hasSegues: !segues.isEmpty, unwinds: unwinds, hasUnwinds: !unwinds.isEmpty,
      unwindActions: unwindActions, hasUnwindActions: !unwindActions.isEmpty, cells: cells,
      hasCells: !cells.isEmpty, dequeuesTableCells: scene.base == "UITableViewController",
      dequeuesCollectionCells: scene.base == "UICollectionViewController",
      storyboardID: storyboardIDsByNode[scene.id],
      delegate: delegate, delegateConformances: conformances,
      hasDelegateConformances: !conformances.isEmpty, table: table, hasHooks: hasHooks)
    context.unknownSegueMessage = unknownSegueMessage(scene)
    return context
  }

  func unwindActionContext(_ action: UnwindAction, in scene: Scene, sceneIndex: Int)
    -> UnwindActionContext
  {
    let arrivals = routing.arrivals(at: sceneIndex, action: action.name).map { arrival in
      let sourceClass = flow.nodes[arrival.sourceIndex].className
      return UnwindArrivalContext(
        unwindID: arrival.unwind.id, sourceSceneID: flow.nodes[arrival.sourceIndex].id,
        sourceClassName: sourceClass,
        hookName: "didUnwind" + SwiftIdentifier.upperFirst(arrival.unwind.id))
    }
    return UnwindActionContext(
      name: action.name, arrivals: arrivals, hasArrivals: !arrivals.isEmpty,
      unexpectedArrivalMessage: unexpectedArrivalMessage(
        action, in: scene, arrivals: arrivals.map { "\($0.unwindID) from \($0.sourceClassName)" }))
  }

  /// What fires a transition, in words, for the comments of the generated API.
  func triggerComment(_ trigger: Trigger) -> String {
    switch trigger {
    case .manual:
      "performed from code"
    case .cell(let reuseID):
      "when a `\(SwiftLiteral.comment(reuseID))` cell is selected"
    case .barButton(.system(let item)):
      "from the `\(item)` bar button"
    case .barButton(.title(let title)):
      "from the “\(SwiftLiteral.comment(title))” bar button"
    case .button(let title?):
      "from the “\(SwiftLiteral.comment(title))” button"
    case .button(nil):
      "from a button"
    case .row(let key):
      "when the `\(key)` row is selected"
    case .gesture(let name):
      "from a `\(SwiftLiteral.comment(name))`"
    }
  }

  /// UIKit and the frameworks of the types the scene's files name, sorted as
  /// swift-format orders imports.
  func imports(of scene: Scene, conformances: [DelegateConformanceContext]) -> [String] {
    var types = [scene.base] + scene.outlets.map(\.type) + scene.actions.map(\.senderType)
    types += scene.delegate?.events.compactMap(\.type) ?? []
    types += conformances.flatMap { $0.requiredEvents.compactMap(\.parameterType) }
    types += scene.segues.map { resolveDestination(of: $0).className }
    let modules = FrameworkImports.modules(
      forTypes: types, ownModule: flow.module, localTypes: localTypes)
    return modules.union(["UIKit"]).sorted()
  }
}
