import FlowAnalysis
import FlowModel

/// Builds the SwiftUI runtime's contexts from a checked flow (`runtime="swiftui"`).
///
/// What is runtime-neutral comes from the storyboard runtime's builder: the namespace, the
/// header line, the flow's text and its `Strings`. What is SwiftUI's is decided here, from
/// `SwiftUILayout` (the stacks, splits and presentations the runtime rules checked) and
/// `UnwindStops` (where an unwind stops, as for UIKit).
public struct SwiftUIContextBuilder: Sendable {
  public let flow: Flow
  let base: SwiftContextBuilder
  let graph: FlowGraph
  let layout: SwiftUILayout
  let namespace: String
  // Made once, since every scene's context asks for them: made per scene, they made a
  // build quadratic in the scenes (4,000 scenes took minutes).

  /// The segues of the flow but embeds, with the scene each leaves from.
  private(set) var allSegues: [(scene: Int, segue: Segue)] = []
  /// The presenting segues, once per id, with their sources (`presentingSegues()`).
  private(set) var presenting: [(scene: Int, segue: Segue)] = []
  /// `presenting` by source scene.
  private(set) var presentingBySource: [Int: [Segue]] = [:]
  /// Every unwind id with where it can stop (`unwindContexts()`).
  private(set) var unwinds: [SwiftUIUnwindContext] = []
  /// The hooks of the unwinds that can arrive at each scene, by node index.
  private(set) var arrivalHooksByScene: [Int: [String]] = [:]

  public init(
    flow: Flow, sourceFileName: String, localization: LocalizationSettings = .default,
    access: AccessLevel = .internal
  ) {
    self.flow = flow
    self.base = SwiftContextBuilder(
      flow: flow, sourceFileName: sourceFileName, localization: localization, access: access)
    self.graph = base.graph
    self.layout = SwiftUILayout(graph: base.graph)
    self.namespace = SwiftContextBuilder.namespace(ofFlow: flow.name)
    allSegues = flow.nodes.indices.flatMap { index in
      (flow.nodes[index].scene?.segues ?? []).filter { $0.kind != .embed }.map { (index, $0) }
    }
    var seen = Set<String>()
    presenting = allSegues.filter {
      [.present, .popover, .custom].contains($0.segue.kind) && seen.insert($0.segue.id).inserted
    }
    for (scene, segue) in presenting { presentingBySource[scene, default: []].append(segue) }
    (unwinds, arrivalHooksByScene) = makeUnwindContexts()
  }

  /// The flow's text, for its String Catalog.
  public var texts: FlowTexts { base.texts }

  // MARK: - Names

  func sceneCase(_ index: Int) -> String {
    SwiftIdentifier.caseName(from: flow.nodes[index].id, fallback: "scene")
  }

  func typeName(_ index: Int) -> String {
    SwiftNames.upperCamel(flow.nodes[index].id)
  }

  /// The human view of a scene: its id in UpperCamelCase and `View` (`master` → `MasterView`).
  func viewName(ofScene index: Int) -> String {
    Self.viewName(ofSceneID: flow.nodes[index].id)
  }

  public static func viewName(ofSceneID id: String) -> String {
    SwiftNames.upperCamel(id) + "View"
  }

  func stackProperty(_ index: Int) -> String { sceneCase(index) }

  func inputs(of index: Int) -> [SceneInput] {
    flow.nodes[index].scene?.inputs ?? []
  }

  /// The scene a node shows first: itself, a navigation's root, a tab bar's first tab, a
  /// split's primary.
  func entryScene(of index: Int) -> Int {
    switch flow.nodes[index] {
    case .scene: return index
    case .navigation(let navigation):
      return graph.index(of: navigation.rootID).map(entryScene) ?? index
    case .tabBar(let tabBar):
      return tabBar.tabs.first.flatMap { graph.index(of: $0.destinationID) }.map(entryScene)
        ?? index
    case .split(let split):
      return graph.index(of: split.primaryID).map(entryScene) ?? index
    case .reference: return index
    }
  }

  /// The inputs a segue to a node carries: its own when it is a scene, its root's when it
  /// is a navigation (`Flow.inputsCarried(to:)`, which the check reads too).
  func nodeInputs(_ index: Int) -> [SceneInput] {
    flow.inputsCarried(to: flow.nodes[index])
  }

  /// `name: Type, …`
  static func parameters(_ inputs: [SceneInput]) -> String {
    inputs.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
  }

  /// `name: name, …`
  static func arguments(_ inputs: [SceneInput]) -> String {
    inputs.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
  }

  /// The view that shows a node: `MainStack(navigator: navigator)`,
  /// `DetailView(navigator: navigator, friend: friend)`.
  func view(of index: Int) -> String {
    switch flow.nodes[index] {
    case .scene:
      let arguments = Self.arguments(inputs(of: index))
      return viewName(ofScene: index) + "(navigator: navigator"
        + (arguments.isEmpty ? "" : ", " + arguments) + ")"
    case .navigation:
      let arguments = Self.arguments(nodeInputs(index))
      return typeName(index) + "Stack(navigator: navigator"
        + (arguments.isEmpty ? "" : ", " + arguments) + ")"
    case .tabBar: return typeName(index) + "Tabs(navigator: navigator)"
    case .split: return typeName(index) + "Split(navigator: navigator)"
    case .reference: return "EmptyView()"
    }
  }

  /// A case carrying a node's inputs: `detail(friend: Friend.ID)`, its pattern and view.
  func nodeCase(_ index: Int, viewPrefix: String = "") -> SwiftUINodeCaseContext {
    let name = sceneCase(index)
    let inputs = nodeInputs(index)
    return SwiftUINodeCaseContext(
      caseDeclaration: inputs.isEmpty ? name : "\(name)(\(Self.parameters(inputs)))",
      barePattern: "." + name,
      pattern: inputs.isEmpty
        ? ".\(name)" : ".\(name)(" + inputs.map { "let \($0.name)" }.joined(separator: ", ") + ")",
      view: view(of: index), sceneCase: sceneCase(entryScene(of: index)),
      linkWord: SwiftLiteral.string(flow.nodes[entryScene(of: index)].id),
      inputNames: inputs.map(\.name), hasInputs: !inputs.isEmpty)
  }

  /// The column a split shows on an iPhone until a `showDetail`: its `collapse`.
  func defaultColumn(_ index: Int) -> String {
    guard case .split(let split) = flow.nodes[index], split.collapse == .secondary else {
      return ".primary"
    }
    return ".secondary"
  }

  /// Whether a split's primary is a node of the flow: only then is it a view and state.
  func splitHasPrimary(_ split: SwiftUILayout.Split) -> Bool {
    guard case .split(let node) = flow.nodes[split.nodeIndex] else { return false }
    return graph.index(of: node.primaryID) != nil
  }

  // MARK: - The flow

  public func build() -> SwiftUIFlowContext {
    let reference = base.build()
    let scenes = flow.nodes.indices.filter { flow.nodes[$0].scene != nil }
    let stacks = layout.stacks.compactMap { stack -> SwiftUIStackContext? in
      guard let root = stack.rootIndex else { return nil }
      return SwiftUIStackContext(
        id: flow.nodes[stack.nodeIndex].id, propertyName: stackProperty(stack.nodeIndex),
        routeType: typeName(stack.nodeIndex) + "Route",
        viewName: typeName(stack.nodeIndex) + "Stack", rootView: view(of: root),
        inputs: inputs(of: root).map { SwiftUIInputContext(name: $0.name, type: $0.type) },
        routes: stack.pushed.map { nodeCase($0) }, hasRoutes: !stack.pushed.isEmpty,
        barModifiers: barModifiers(stack.nodeIndex))
    }
    let tabBars = flow.nodes.indices.compactMap { index -> SwiftUITabBarContext? in
      guard case .tabBar(let tabBar) = flow.nodes[index] else { return nil }
      let tabs = tabBar.tabs.enumerated().compactMap { position, tab -> SwiftUITabContext? in
        guard let target = graph.index(of: tab.destinationID) else { return nil }
        let title =
          base.textExpression(.tabTitle(index: position), inContainer: tabBar.id)
          .map { "Text(\($0))" } ?? "Text(verbatim: \(SwiftLiteral.string(tab.destinationID)))"
        let icon = tabIcon(
          tab, selected: "navigator.\(sceneCase(index)) == .\(sceneCase(target))")
        return SwiftUITabContext(
          caseName: sceneCase(target), entryCase: sceneCase(entryScene(of: target)),
          view: view(of: target), title: title, icon: icon,
          accessibilityIDLiteral: SwiftLiteral.string(
            AccessibilityIdentifiers.of(tab, in: tabBar)))
      }
      return SwiftUITabBarContext(
        id: tabBar.id, propertyName: sceneCase(index), typeName: typeName(index) + "Tab",
        viewName: typeName(index) + "Tabs", tabs: tabs, initialCase: tabs.first?.caseName ?? "")
    }
    let splits = layout.splits.filter { splitHasPrimary($0) }.compactMap {
      split -> SwiftUISplitContext? in
      guard case .split(let node) = flow.nodes[split.nodeIndex],
        let primary = graph.index(of: node.primaryID)
      else { return nil }
      let details = split.details.map { nodeCase($0) }
      return SwiftUISplitContext(
        id: node.id, propertyName: sceneCase(split.nodeIndex) + "Detail",
        typeName: typeName(split.nodeIndex) + "Detail",
        viewName: typeName(split.nodeIndex) + "Split",
        sidebarView: view(of: primary), details: details,
        columnProperty: columnProperty(split.nodeIndex),
        visibilityProperty: visibilityProperty(split.nodeIndex),
        identityProperty: identityProperty(split.nodeIndex),
        initialCase: details.first.map { String($0.pattern.dropFirst()) } ?? "")
    }
    let presentations = layout.presented.map { nodeCase($0) }
    typealias Property = SwiftUIStatePropertyContext
    var stateProperties: [Property] = []
    for stack in stacks where stack.hasRoutes {
      stateProperties.append(
        Property(name: stack.propertyName, type: "[\(stack.routeType)]", initialValue: "[]"))
    }
    for tabBar in tabBars {
      stateProperties.append(
        Property(
          name: tabBar.propertyName, type: tabBar.typeName, initialValue: "." + tabBar.initialCase))
    }
    for (split, layoutSplit) in zip(splits, layout.splits.filter { splitHasPrimary($0) }) {
      stateProperties += [
        Property(
          name: split.propertyName, type: split.typeName, initialValue: "." + split.initialCase),
        Property(
          name: split.columnProperty, type: "SplitColumn",
          initialValue: defaultColumn(layoutSplit.nodeIndex)),
        Property(
          name: split.visibilityProperty, type: "SplitVisibility", initialValue: ".automatic"),
      ]
    }
    if !presentations.isEmpty {
      stateProperties.append(Property(name: "presented", type: "[Presented]", initialValue: "[]"))
    }

    let segues = segueContexts()
    let unwinds = unwindContexts()
    let delegates = scenes.compactMap { delegateContext(ofScene: $0) }
    let reportCases = reportCases(delegates: delegates)
    let initial = graph.index(of: flow.initialID) ?? 0
    return SwiftUIFlowContext(
      flowName: flow.name, namespace: namespace, sourceFileName: reference.sourceFileName,
      headerLine: reference.headerLine, accessPrefix: reference.accessPrefix,
      sharedFileName: namespace + ".swift", viewsFileName: namespace + "Views.swift",
      navigatorImports: base.declaredImports.union(["Foundation", "Observation"]).sorted(),
      viewsImports: base.declaredImports.union(["SwiftUI"]).sorted(),
      scenes: scenes.map {
        sceneContext($0, reference: reference, reportCount: reportCases.count)
      }, stacks: stacks,
      tabBars: tabBars, splits: splits, presentations: presentations,
      hasPresentations: !presentations.isEmpty,
      hasSplits: !splits.isEmpty,
      hasModalSegues: !layout.presented.isEmpty
        && flow.scenes.contains { scene in
          scene.isModalInPresentation == true
            || scene.segues.contains { $0.kind != .embed && $0.isModalInPresentation == true }
        },
      segues: segues.map(\.context).filter { !$0.caseDeclaration.isEmpty },
      hasSegues: !segues.isEmpty, unwinds: unwinds,
      hasUnwinds: !unwinds.isEmpty, delegates: delegates,
      sourceDataCases: scenes.compactMap { sourceData(ofScene: $0)?.declaration },
      reportCases: reportCases,
      hasReports: !reportCases.isEmpty, delegateSourceCases: delegateSourceCases(),
      cancelReportCases: cancelReportCases(), segueIDs: presentingSegueIDs(),
      delegateSegues: delegateSegueSet(), segueWordCases: segueWordCases(),
      recordedSegueCases: recordedSegueCases(), compactAdaptations: compactAdaptations(),
      hasCompactAdaptations: !compactAdaptations().isEmpty,
      stateProperties: stateProperties,
      screen: screenContext(initial: initial), performCases: segues.compactMap(\.perform),
      dismissCases: dismissCases(), deepLinkCases: segues.map(\.deepLink),
      hasStateKeys: !stateKeys().isEmpty, anchorLines: anchoredPopoverLines(),
      hasAnchorLines: !anchoredPopoverLines().isEmpty,
      segueSourceCases: segueSourceCases(), detailIdentityCases: detailIdentityCases(),
      hasDetailIdentityCases: !detailIdentityCases().isEmpty,
      detailIdentityIsPartial: detailIdentityCases().count
        < Set(segues.map(\.context.caseDeclaration).filter { !$0.isEmpty }).count,
      embedCases: embedCases(),
      hasEmbedCases: !embedCases().isEmpty, pushCases: pushCases(),
      hasPushCases: !pushCases().isEmpty, presentersCases: presentersCases(),
      link: linkContext(initial: initial),
      linkScheme: flow.name.lowercased(), stateKeys: stateKeys(), decodes: decodes(),
      hasDecodes: !decodes().isEmpty,
      validPrefix: validPrefixContext(initial: initial),
      initialSceneCase: sceneCase(entryScene(of: initial)), initialView: view(of: initial),
      stringsTableLiteral: reference.stringsTableLiteral,
      stringsTableComment: reference.stringsTableComment, strings: reference.strings,
      hasStrings: reference.hasStrings, hasTables: false)
  }
}
