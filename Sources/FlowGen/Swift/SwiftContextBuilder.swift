import FlowAnalysis
import FlowModel

/// Builds the template contexts of one checked flow: every derived name, every literal,
/// every decision the generated code depends on is made here, so that the templates
/// only place values and a user's templates cannot get the escaping wrong.
///
/// Build only from a flow without errors: names are assumed to be valid identifiers and
/// references to resolve (where they do not, the builder falls back to plain
/// `UIViewController` rather than stopping).
public struct SwiftContextBuilder: Sendable {
  public let flow: Flow
  /// The input file's name (`FriendList.flow`), quoted in the generated headers.
  public let sourceFileName: String
  /// The access level of the generated declarations (`options.access`).
  public let access: AccessLevel
  let graph: FlowGraph
  let routing: UnwindRouting
  /// Unwinds without identifier by where they arrive (`TransitionBinding`), found once.
  let unidentifiedArrivals: [Int: [String: [String: Set<String>]]]
  let flowReference: FlowReferenceContext
  let storyboardIDs: [StoryboardIDContext]
  /// Node id → its storyboard ID, for the scenes that have one.
  let storyboardIDsByNode: [String: StoryboardIDContext]
  /// The flow's own classes: a qualified type whose head is one of them is nested in the
  /// app's code, not imported from a module.
  let localTypes: Set<String>
  /// The text the flow puts on screen, with its keys in the strings table.
  let texts: FlowTexts
  /// The modules of the types named like their module, which `flow` names unqualified
  /// (`ModuleNamedTypes`).
  let moduleNamedModules: Set<String>
  /// The modules the flow says every file imports (`DeclaredImports`).
  let declaredImports: Set<String>

  public init(
    flow: Flow, sourceFileName: String, localization: LocalizationSettings = .default,
    access: AccessLevel = .internal
  ) {
    let (flow, moduleNamedModules) = ModuleNamedTypes.spelled(flow)
    self.flow = flow
    self.moduleNamedModules = moduleNamedModules
    self.declaredImports = DeclaredImports.modules(of: flow)
    self.sourceFileName = sourceFileName
    self.access = access
    self.texts = FlowTexts(
      flow: flow, table: localization.table(for: flow),
      includesTitles: Self.setsTitles(sourceFileName: sourceFileName))
    let graph = FlowGraph(flow: flow)
    self.graph = graph
    self.routing = UnwindRouting(flow: flow, graph: graph)
    self.unidentifiedArrivals = TransitionBinding.unidentifiedArrivals(graph: graph)
    self.flowReference = FlowReferenceContext(
      flowName: flow.name, namespace: Self.namespace(ofFlow: flow.name),
      // Templates quote it in comments: a name with a newline must not end one.
      sourceFileName: SwiftLiteral.comment(sourceFileName),
      headerLine: GeneratedFileHeader.line(sourceFileName: sourceFileName),
      accessPrefix: access.prefix)
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

  /// Code built from a storyboard sets no titles: the storyboard has them, translated in
  /// its strings files, and a presenter or the tab bar item may set them too.
  var setsTitles: Bool {
    Self.setsTitles(sourceFileName: sourceFileName)
  }

  static func setsTitles(sourceFileName: String) -> Bool {
    !sourceFileName.hasSuffix(".storyboard")
  }

  public func build() -> FlowContext {
    // One context per class: scenes sharing a class share its files.
    var indicesByClass: [String: [Int]] = [:]
    var classOrder: [String] = []
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene else { continue }
      if indicesByClass[scene.className] == nil { classOrder.append(scene.className) }
      indicesByClass[scene.className, default: []].append(index)
    }
    // Classes are independent of each other, so a large flow's are built on every processor.
    let sceneIndices = classOrder.map { indicesByClass[$0]! }
    let unions = sceneIndices.concurrentMap(threshold: SwiftGenerator.concurrencyThreshold) {
      unionScene($0)
    }
    // Each class's names once: its own context uses them, and so does every unwind action
    // that unwinds from the class arrive at (made per arrival from the source scene, they
    // made a scene of thousands of unwinds quadratic, and a shared class's arrivals could
    // name a case its enum, made from the union, numbers otherwise).
    let transitionNames = Dictionary(
      unions.map { ($0.className, TransitionNames(scene: $0)) },
      uniquingKeysWith: { first, _ in first })
    let scenes = Array(zip(sceneIndices, unions)).concurrentMap(
      threshold: SwiftGenerator.concurrencyThreshold
    ) { indices, union in
      sceneContext(indices: indices, union: union, transitionNames: transitionNames)
    }
    let hasTables = scenes.contains { $0.table != nil }
    let containers = containerContexts()
    let strings = stringsContexts()
    var context = FlowContext(
      flowName: flow.name, namespace: flowReference.namespace,
      nameLiteral: SwiftLiteral.string(flow.name),
      sourceFileName: flowReference.sourceFileName,
      headerLine: flowReference.headerLine, accessPrefix: access.prefix,
      sharedFileName: flowReference.namespace + ".swift",
      imports: declaredImports.union(["UIKit"]).sorted(),
      initialNodeID: flow.initialID, storyboardIDs: storyboardIDs,
      hasStoryboardIDs: !storyboardIDs.isEmpty, hasTables: hasTables, containers: containers,
      hasContainers: !containers.isEmpty,
      stringsTableLiteral: SwiftLiteral.string(texts.table),
      stringsTableComment: SwiftLiteral.comment(texts.table), strings: strings,
      hasStrings: !strings.isEmpty, scenes: scenes)
    context.hasPresentationDelegates = scenes.contains(where: \.hasPresentationDelegates)
    context.hasPresentSegues = scenes.contains(where: \.hasPresentSegues)
    context.hasCompactAdaptations = scenes.contains {
      $0.segues.contains { $0.compactAdaptationStyle != nil }
    }
    context.hasColumnStyleSplits = containers.contains { $0.children.contains { $0.column != nil } }
    context.storyboardNameLiteral = SwiftLiteral.string(flow.storyboardName)
    context.storyboardFileComment = SwiftLiteral.comment(storyboardFileName)
    context.initialClassName = flow.node(withID: flow.initialID)?.className ?? "UIViewController"
    context.initialMismatchMessage = initialMismatchMessage(className: context.initialClassName)
    context.initialIsPlainController = context.initialClassName == "UIViewController"
    context = laidOut(context)
    return flow.runtime == .code ? addingCodeRuntime(to: context) : context
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
      var context = StoryboardIDContext(
        caseName: names.claim(SwiftIdentifier.caseName(from: storyboardID, fallback: "scene")),
        literal: SwiftLiteral.string(storyboardID), nodeID: node.id, className: node.className)
      context.caseFitsOnOneLine = LineWidth.fits(
        "case \(context.caseName) = \(context.literal)", indent: 4)
      return context
    }
  }

  /// The union of the scenes sharing a class: each outlet, action, unwind action, cell
  /// and transition once (the checker has made sure that those of one name agree), and
  /// the first scene's everything else.
  func unionScene(_ indices: [Int]) -> Scene {
    var steps = 0
    return unionScene(indices, steps: &steps)
  }

  /// `unionScene(_:)`, adding to `steps` the members looked at: once each, the work the
  /// tests hold to linear in them.
  func unionScene(_ indices: [Int], steps: inout Int) -> Scene {
    let scenes = indices.compactMap { flow.nodes[$0].scene }
    var union = scenes[0]
    // The names the union has, kept beside it rather than searched for in it: thousands
    // of scenes of one class, each with its own members, were quadratic to build.
    var outlets = Set(union.outlets.map(\.name))
    var actions = Set(union.actions.map(\.name))
    var unwindActions = Set(union.unwindActions.map(\.name))
    var reuseIDs = Set(union.cells.compactMap(\.reuseID))
    var transitions = Set(union.transitions.map(\.id))
    // Whether `name` is new to `names`, which it joins: one step.
    func claims(_ name: String, _ names: inout Set<String>) -> Bool {
      steps += 1
      return names.insert(name).inserted
    }
    // An outlet one scene holds strongly is strong in the class.
    var strongOutlets = Set(union.outlets.filter(\.isStrong).map(\.name))
    for scene in scenes.dropFirst() {
      for outlet in scene.outlets {
        if outlet.isStrong { strongOutlets.insert(outlet.name) }
        if claims(outlet.name, &outlets) { union.outlets.append(outlet) }
      }
      for action in scene.actions where claims(action.name, &actions) {
        union.actions.append(action)
      }
      for action in scene.unwindActions where claims(action.name, &unwindActions) {
        union.unwindActions.append(action)
      }
      // Cells without reuse identifier are each their own, whatever their scene.
      for cell in scene.cells where cell.reuseID.map({ claims($0, &reuseIDs) }) ?? true {
        union.cells.append(cell)
      }
      for transition in scene.transitions where claims(transition.id, &transitions) {
        union.transitions.append(transition)
      }
      if union.delegate == nil { union.delegate = scene.delegate }
      if union.table == nil { union.table = scene.table }
      if union.storyboardID == nil { union.storyboardID = scene.storyboardID }
    }
    for position in union.outlets.indices where strongOutlets.contains(union.outlets[position].name)
    {
      union.outlets[position].isStrong = true
    }
    return union
  }

  /// The context of a class: of its one scene, or of the union of the scenes sharing it.
  ///
  /// - Parameter union: `unionScene(indices)`.
  /// - Parameter transitionNames: every class's `TransitionNames`, by class name.
  func sceneContext(
    indices: [Int], union scene: Scene, transitionNames: [String: TransitionNames]
  ) -> SceneContext {
    let className = scene.className
    let names = transitionNames[className] ?? TransitionNames(scene: scene)
    let place = assertionPlace(sceneIDs: indices.map { flow.nodes[$0].id })
    let storyboardPlace = self.storyboardPlace(sceneIDs: indices.map { flow.nodes[$0].id })
    // Each segue's dispatch, by id, as the checker decided it (`TransitionBinding`).
    var dispatchByID: [String: TransitionBinding.SegueDispatch] = [:]
    // The code runtime performs segues itself: none is told apart by what UIKit sends.
    // Embeds stay out of `Segue`, as in the storyboard runtime: the view performs them.
    let dispatch =
      flow.runtime == .code
      ? indices.map {
        (flow.nodes[$0].scene?.segues ?? []).map {
          $0.kind == .embed
            ? TransitionBinding.SegueDispatch.identifierOnly : .enumerated
        }
      }
      : TransitionBinding.segueDispatch(ofScenes: indices, graph: graph)
    for (position, index) in indices.enumerated() {
      for (segue, how) in zip(flow.nodes[index].scene?.segues ?? [], dispatch[position])
      where dispatchByID[segue.id] == nil {
        dispatchByID[segue.id] = how
      }
    }
    let segues = scene.segues.compactMap { segue in
      dispatchByID[segue.id].flatMap {
        $0 == .unbound
          ? nil
          : segueContext(segue, place: place, dispatch: $0, names: names, base: scene.base)
      }
    }
    let enumeratedSegues = segues.filter(\.isEnumerated)
    let otherSegues = segues.filter { !$0.isEnumerated }
    let unwindActions = scene.unwindActions.map {
      unwindActionContext(
        $0, place: place, sceneIndices: indices, transitionNames: transitionNames)
    }
    let conformances = delegateConformances(of: scene)
    let table = scene.table.map {
      tableContext(
        $0, names: names, sceneID: scene.id,
        rowIdentifiers: AccessibilityIdentifiers.of(scene).rows)
    }
    let delegate = scene.delegate.map { delegateContext($0, className: className) }
    let actions = scene.actions.map { actionContext($0) }
    var cellNames = UniqueNames()
    // A cell without reuse identifier has no case: UIKit would never send one.
    let cells = scene.cells.compactMap { cell -> CellContext? in
      guard let reuseID = cell.reuseID else { return nil }
      let caseName = cellNames.claim(
        SwiftIdentifier.caseName(from: reuseID, fallback: "cell"))
      let dequeues =
        scene.base == "UITableViewController" || scene.base == "UICollectionViewController"
      var context = CellContext(
        caseName: caseName, reuseIDLiteral: SwiftLiteral.string(reuseID),
        reuseIDComment: SwiftLiteral.comment(reuseID), className: cell.className,
        dequeueFunctionName: cell.className != nil && dequeues
          ? "dequeue" + SwiftIdentifier.upperFirst(caseName) : nil)
      if context.dequeueFunctionName != nil, let cellClass = cell.className {
        context.dequeueMismatchMessage = cellMismatchMessage(
          reuseID: reuseID, cellClass: cellClass, storyboardPlace: storyboardPlace, place: place)
      }
      return context
    }
    let unwinds = scene.unwinds.compactMap { unwind -> UnwindContext? in
      guard let identifier = unwind.identifier ?? (flow.runtime == .code ? unwind.id : nil)
      else { return nil }
      let caseName = names.unwindCase(unwind.id)
      return UnwindContext(
        id: unwind.id, caseName: caseName,
        rawValueLiteral: identifier == caseName ? nil : SwiftLiteral.string(identifier),
        actionName: unwind.actionName, triggerComment: triggerComment(unwind.trigger))
    }
    let hasHooks =
      !segues.isEmpty || !actions.isEmpty || unwindActions.contains { $0.hasArrivals }
      || table != nil || conformances.contains { $0.hasRequiredEvents }
    let title = setsTitles ? scene.title : nil
    var context = SceneContext(
      flow: flowReference, id: scene.id, className: className,
      baseClassName: className + "Base", superclassName: scene.base,
      lowerClassName: SwiftNames.lowerCamel(className),
      titleLiteral: title.map(SwiftLiteral.string),
      titleComment: title.map(SwiftLiteral.comment),
      titleText: textExpression(.title, inScene: scene.id),
      stringsEnum: texts.node(scene.id)?.enumName,
      machineFileName: className + "Base.swift", humanFileName: className + ".swift",
      imports: imports(of: scene, conformances: conformances),
      outlets: scene.outlets.map {
        OutletContext(
          name: $0.name, typeName: $0.type, isCollection: $0.isCollection, isStrong: $0.isStrong)
      },
      hasOutlets: !scene.outlets.isEmpty, actions: actions, hasActions: !actions.isEmpty,
      segues: segues, hasSegues: !segues.isEmpty, enumeratedSegues: enumeratedSegues,
      hasEnumeratedSegues: !enumeratedSegues.isEmpty, otherSegues: otherSegues,
      hasOtherSegues: !otherSegues.isEmpty, unwinds: unwinds, hasUnwinds: !unwinds.isEmpty,
      unwindActions: unwindActions, hasUnwindActions: !unwindActions.isEmpty,
      hasUnwindHooks: unwindActions.contains { $0.hasArrivals }, cells: cells,
      hasCells: !cells.isEmpty, dequeuesTableCells: scene.base == "UITableViewController",
      dequeuesCollectionCells: scene.base == "UICollectionViewController",
      hasTriggeredSegues: segues.contains { $0.shouldPerformHookName != nil },
      hasPresentationDelegates: segues.contains {
        $0.didDismissHookName != nil || $0.compactAdaptationStyle != nil
      },
      hasPresentSegues: segues.contains { $0.didDismissHookName != nil },
      selectsTableCells: scene.base == "UITableViewController" && firesFromCells(scene),
      selectsCollectionCells: scene.base == "UICollectionViewController"
        && firesFromCells(scene),
      hasManualSegues: enumeratedSegues.contains { $0.shouldPerformHookName == nil },
      passesIndexPaths: segues.contains(where: \.passesIndexPath),
      storyboardID: storyboardIDsByNode[scene.id],
      delegate: delegate, delegateConformances: conformances,
      hasDelegateConformances: !conformances.isEmpty, table: table,
      hasViewDidLoad: textExpression(.title, inScene: scene.id) != nil || table != nil,
      hasHooks: hasHooks)
    context.traceSceneID = indices.count == 1 ? scene.id : nil
    if indices.count > 1 {
      context.sharedScenes = sharedScenesContext(indices.compactMap { flow.nodes[$0].scene })
    }
    context.traceSceneLines =
      indices.count == 1
      ? TraceCall.lines(
        namespace: flowReference.namespace, event: "scene", id: scene.id, indent: 4) : []
    context.unknownSegueMessage = unknownSegueMessage(scene, place: place)
    if flow.runtime == .storyboard {
      context.segueActions = segueActionContexts(scene, actions: actions)
      context.hasSegueActions = !context.segueActions.isEmpty
    }
    if let storyboardID = scene.storyboardID {
      context.instantiateMismatchMessage = instantiateMismatchMessage(
        storyboardID: storyboardID, className: className)
    }
    return laidOut(context)
  }

  /// How the controllers of a class `scenes` share tell which of them they show.
  func sharedScenesContext(_ scenes: [Scene]) -> SharedScenesContext {
    let namespace = flowReference.namespace
    let items = scenes.map { scene in
      SharedSceneContext(
        idLiteral: SwiftLiteral.string(scene.id),
        rootIDLiteral: SwiftLiteral.string(AccessibilityIdentifiers.root(of: scene)),
        traceLines: TraceCall.lines(namespace: namespace, event: "scene", id: scene.id, indent: 6))
    }
    var caseLines: [String] = []
    for item in items.dropFirst() {
      let line = "case \(item.idLiteral): \(item.rootIDLiteral)"
      caseLines +=
        LineWidth.fits(line, indent: 4)
        ? [line] : ["case \(item.idLiteral):", "  " + item.rootIDLiteral]
    }
    let fallback = "default: " + (items.first?.rootIDLiteral ?? "\"\"")
    caseLines +=
      LineWidth.fits(fallback, indent: 4)
      ? [fallback] : ["default:", "  " + (items.first?.rootIDLiteral ?? "\"\"")]
    var sceneIDCaseLines: [String] = []
    for item in items {
      let line = "case \(item.rootIDLiteral): \(item.idLiteral)"
      sceneIDCaseLines +=
        LineWidth.fits(line, indent: 4)
        ? [line] : ["case \(item.rootIDLiteral):", "  " + item.idLiteral]
    }
    sceneIDCaseLines.append("default: nil")
    // A comment names a few; thousands would make one line of it.
    let named = scenes.count <= 4 ? scenes.count : 3
    var ids = scenes.prefix(named).map { "`" + SwiftLiteral.comment($0.id) + "`" }
    if named < scenes.count {
      ids.append("one of \(scenes.count - named) others")
    }
    return SharedScenesContext(
      sceneList: ids.dropLast().joined(separator: ", ") + " or " + (ids.last ?? ""),
      rootIdentifierCaseLines: caseLines,
      sceneIDTraceLines: TraceCall.lines(
        namespace: namespace, event: "scene", idExpression: "sceneID", indent: 6),
      sceneIDCaseLines: sceneIDCaseLines,
      sceneInMessagesLines: sceneInMessagesLines(scenes),
      scenes: items)
  }

  /// `sceneID.map { "scene '\($0)'" } ?? "scenes 'a', 'b'"`, on two lines when it does
  /// not fit on one.
  func sceneInMessagesLines(_ scenes: [Scene]) -> [String] {
    let shown = #"sceneID.map { "scene '\($0)'" }"#
    let all = SwiftLiteral.string("scenes " + scenes.map { "'\($0.id)'" }.joined(separator: ", "))
    let line = shown + " ?? " + all
    return LineWidth.fits(line, indent: 4) ? [line] : [shown, "  ?? " + all]
  }

  /// An action whose method has exactly the storyboard's selector: `@objc(…)` only where
  /// the Swift declaration's own selector differs (`deal` → `@objc func deal()`,
  /// `buttonTapped:forEvent:` → `@objc(buttonTapped:forEvent:) func buttonTapped(_:_:)`).
  /// True when selecting a prototype cell (one with a reuse identifier) of `scene`, which
  /// has no table layout, fires a segue or an unwind.
  func firesFromCells(_ scene: Scene) -> Bool {
    guard scene.table == nil else { return false }
    let triggers = Cell.triggers(of: scene.cells).filter {
      if case .cell = $0 { return true }
      return false
    }
    return scene.segues.contains { triggers.contains($0.trigger) }
      || scene.unwinds.contains { triggers.contains($0.trigger) }
  }

  func actionContext(_ action: Action) -> ActionContext {
    let arguments = ObjCSelector.argumentCount(of: action.selector)
    let parameters: String
    let argumentList: String
    let ownSelector: String
    switch arguments {
    case 0:
      parameters = ""
      argumentList = ""
      ownSelector = action.name
    case 1:
      parameters = "_ sender: \(action.senderType)"
      argumentList = "sender"
      ownSelector = action.name + ":"
    default:
      parameters = "_ sender: \(action.senderType), _ event: UIEvent"
      argumentList = "sender, event"
      ownSelector = action.name + "::"
    }
    let isIBAction = arguments == 1
    let objcAttribute =
      ownSelector != action.selector ? "@objc(\(action.selector))" : isIBAction ? nil : "@objc"
    return ActionContext(
      name: action.name, selector: action.selector, isIBAction: isIBAction,
      objcAttribute: objcAttribute,
      parameterList: parameters, argumentList: argumentList, senderType: action.senderType,
      hookName: "handle" + SwiftIdentifier.upperFirst(action.name))
  }

  func unwindActionContext(
    _ action: UnwindAction, place: String, sceneIndices: [Int],
    transitionNames: [String: TransitionNames]
  ) -> UnwindActionContext {
    var seen: Set<String> = []
    var arrivals: [UnwindArrivalContext] = []
    var hasUnbound = false
    let unidentified = unidentifiedArrivals
    for sceneIndex in sceneIndices {
      for arrival in routing.arrivals(at: sceneIndex, action: action.name) {
        let sourceClass = flow.nodes[arrival.sourceIndex].className
        guard seen.insert(sourceClass + "." + arrival.unwind.id).inserted else { continue }
        let matchesIdentifier = arrival.unwind.identifier != nil
        // Without identifier, only the source's class tells it apart: none when another
        // unidentified unwind from that class arrives here too (the checker warns).
        if !matchesIdentifier,
          (unidentified[sceneIndex]?[action.name]?[sourceClass]?.count ?? 0) > 1
        {
          hasUnbound = true
          continue
        }
        let names = transitionNames[sourceClass] ?? TransitionNames()
        arrivals.append(
          UnwindArrivalContext(
            traceLines: TraceCall.lines(
              namespace: flowReference.namespace, event: "unwind", id: arrival.unwind.id,
              indent: 6),
            unwindID: arrival.unwind.id, unwindCaseName: names.unwindCase(arrival.unwind.id),
            matchesIdentifier: matchesIdentifier,
            sourceSceneID: flow.nodes[arrival.sourceIndex].id, sourceClassName: sourceClass,
            hookName: names.unwindHook(arrival.unwind.id)))
      }
    }
    var context = UnwindActionContext(
      name: action.name, selector: action.selector,
      objcAttribute: action.selector == action.name + ":" ? nil : "@objc(\(action.selector))",
      arrivals: arrivals, hasArrivals: !arrivals.isEmpty, hasUnboundArrivals: hasUnbound,
      unexpectedArrivalMessage: unexpectedArrivalMessage(
        action, place: place, arrivals: arrivals.map { "\($0.unwindID) from \($0.sourceClassName)" }
      ))
    // `flowc coverage` counts each unwind without identifier to this action as exercised.
    if hasUnbound {
      context.unboundTraceLines = TraceCall.lines(
        namespace: flowReference.namespace, event: "unwind", id: action.selector,
        indent: arrivals.isEmpty ? 4 : 6)
    }
    return context
  }

  /// What fires a transition, in words, for the comments of the generated API.
  func triggerComment(_ trigger: Trigger) -> String {
    switch trigger {
    case .manual:
      "performed from code"
    case .cell(let reuseID):
      "when a `\(SwiftLiteral.comment(reuseID))` cell is selected"
    case .staticCell:
      "when a static cell is selected"
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

  /// UIKit, the frameworks of the types the scene's files name and the flow's declared
  /// imports, sorted as swift-format orders imports.
  func imports(of scene: Scene, conformances: [DelegateConformanceContext]) -> [String] {
    var types = [scene.base] + scene.outlets.map(\.type) + scene.actions.map(\.senderType)
    types += scene.delegate?.events.compactMap(\.type) ?? []
    types += conformances.flatMap { $0.requiredEvents.compactMap(\.parameterType) }
    types += scene.segues.map { resolveDestination(of: $0).className }
    // A prototype's class and a custom segue's class, which the file names too (the typed
    // dequeue, the code runtime's registration and `perform()`).
    types += scene.cells.compactMap(\.className) + scene.segues.compactMap(\.segueClass)
    return importedModules(forTypes: types).union(["UIKit"]).sorted()
  }

  /// The modules a file naming `types` imports, besides UIKit: those `FrameworkImports`
  /// finds, those of the module-named types among them, and those the flow declares.
  func importedModules(forTypes types: [String]) -> Set<String> {
    var modules = FrameworkImports.modules(
      forTypes: types, ownModule: flow.module, localTypes: localTypes
    ).union(declaredImports)
    if !moduleNamedModules.isEmpty {
      for type in types {
        for identifier in FrameworkImports.identifiers(in: type) {
          let head = String(identifier.prefix { $0 != "." })
          if moduleNamedModules.contains(head) { modules.insert(head) }
        }
      }
    }
    return modules
  }
}
