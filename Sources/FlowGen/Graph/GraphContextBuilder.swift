import FlowAnalysis
import FlowModel

/// Builds the graph template's context from a flow: which node goes in which cluster,
/// what every label says, where each unwind lands, and, for a flow with errors drawn
/// with `--force`, red placeholders for whatever its references name but it lacks.
///
/// Nothing here decides how the diagram looks; that is the template's.
struct GraphContextBuilder {
  let graph: FlowGraph
  let options: DiagramOptions
  /// Where each unwind is drawn to, found for all of them at once.
  let unwindDestinations: FirstDeclaringBeneath
  /// Which navigation stack's box each node is drawn in.
  let stacks: NavigationStackLayout
  /// `ResourceLimits.unwindVisits`, for the error that names it.
  private let visitLimit: Int

  /// - Parameter visitLimit: how far the walks through the flow's graph may go
  ///   (`ResourceLimits.unwindVisits`); past it `build` throws `DiagramLimitError`.
  init(flow: Flow, options: DiagramOptions, visitLimit: Int = ResourceLimits.default.unwindVisits) {
    self.graph = FlowGraph(flow: flow)
    self.options = options
    self.unwindDestinations = FirstDeclaringBeneath(graph: graph, visitLimit: visitLimit)
    self.stacks = NavigationStackLayout(
      graph: graph, visitLimit: max(0, visitLimit - unwindDestinations.visits))
    self.visitLimit = visitLimit
  }

  var flow: Flow { graph.flow }

  func build() throws(DiagramLimitError) -> GraphContext {
    if unwindDestinations.limitExceeded != nil {
      throw DiagramLimitError(
        flow: flow, limit: visitLimit, what: "finding the scenes the unwinds are drawn to")
    }
    if stacks.limitExceeded {
      throw DiagramLimitError(
        flow: flow, limit: visitLimit, what: "finding the navigation stack each node is drawn in")
    }
    var missing = MissingNodes()

    var clusters: [GraphCluster] = []
    var looseNodes: [GraphNode] = []
    for (index, node) in flow.nodes.enumerated() {
      if case .navigation(let navigation) = node {
        let members = [index] + (stacks.membersByNavigation[index] ?? [])
        clusters.append(
          GraphCluster(
            clusterDOT: isDuplicate(index)
              ? DOTEscaping.syntheticIdentifier("cluster", navigation.id, "\(index)")
              : DOTEscaping.syntheticIdentifier("cluster", navigation.id),
            stackNameHTML: DOTEscaping.html(navigation.id),
            members: members.map(graphNode)))
      } else if stacks.navigationOfNode[index] == nil {
        looseNodes.append(graphNode(index))
      }
    }

    var edges: [GraphEdge] = []
    for (index, node) in flow.nodes.enumerated() {
      edges += relationshipEdges(of: node, at: index, missing: &missing)
      if let scene = node.scene {
        edges += transitionEdges(of: scene, at: index, missing: &missing)
      }
    }

    return GraphContext(
      graphNameDOT: DOTEscaping.identifier(flow.name),
      flowNameHTML: DOTEscaping.html(flow.name),
      initialMarker: initialMarker(missing: &missing),
      clusters: clusters,
      nodes: looseNodes,
      missingNodes: missing.nodes,
      edges: edges,
      legend: options.includesLegend ? GraphLegend.make() : nil,
      includesDetail: options.includesDetail)
  }

  // MARK: Node identities

  /// The DOT identifier of the node at an index: its id, encoded; a later node that
  /// repeats an id (an error) gets one of its own so that it is still drawn, apart.
  func nodeDOT(_ index: Int) -> String {
    let id = flow.nodes[index].id
    return isDuplicate(index)
      ? DOTEscaping.syntheticIdentifier("duplicate", id, "\(index)")
      : DOTEscaping.identifier(id)
  }

  func isDuplicate(_ index: Int) -> Bool {
    graph.index(of: flow.nodes[index].id) != index
  }

  /// The DOT identifier an edge to `id` points at: the node, or a red placeholder.
  func target(_ id: String, missing: inout MissingNodes) -> (dot: String, isBroken: Bool) {
    if let index = graph.index(of: id) { return (nodeDOT(index), false) }
    return (missing.placeholder(forNodeID: id), true)
  }

  // MARK: Nodes

  func graphNode(_ index: Int) -> GraphNode {
    let node = flow.nodes[index]
    var result = GraphNode(
      nodeDOT: nodeDOT(index),
      tooltipDOT: DOTEscaping.quoted("\(node.elementName) \(node.id)"),
      headlineHTML: DOTEscaping.html(node.className))
    result.isBroken = isDuplicate(index)
    result.isInitial = node.id == flow.initialID && !result.isBroken
    switch node {
    case .scene(let scene):
      result.isScene = true
      result.sceneTitleHTML = scene.title.map(DOTEscaping.html)
      if options.includesDetail { addDetail(of: scene, to: &result) }
    case .navigation:
      result.isNavigation = true
      result.captionHTML = DOTEscaping.html("Navigation Controller")
    case .tabBar:
      result.isTabBar = true
      result.captionHTML = DOTEscaping.html("Tab Bar Controller")
    case .split:
      result.isSplit = true
      result.captionHTML = DOTEscaping.html("Split View Controller")
    case .reference(let reference):
      result.isReference = true
      result.headlineHTML = DOTEscaping.html(reference.storyboardName ?? "this storyboard")
      result.captionHTML = DOTEscaping.html("Storyboard Reference")
      result.notesHTML = [
        reference.referencedID.map { "scene \($0)" } ?? "initial scene",
        reference.bundleID.map { "bundle \($0)" },
      ].compactMap { $0.map(DOTEscaping.html) }
    }
    return result
  }

  func addDetail(of scene: Scene, to node: inout GraphNode) {
    node.outlets = scene.outlets.map {
      GraphOutlet(
        outletNameHTML: DOTEscaping.html($0.name), outletTypeHTML: DOTEscaping.html($0.type),
        isCollection: $0.isCollection)
    }
    node.actions = scene.actions.map {
      GraphMemberName(
        memberNameHTML: DOTEscaping.html($0.name), selectorHTML: DOTEscaping.html($0.selector))
    }
    node.unwindActions = scene.unwindActions.map {
      GraphUnwindAction(
        memberNameHTML: DOTEscaping.html($0.name), selectorHTML: DOTEscaping.html($0.selector),
        portName: portName(unwindAction: $0.name))
    }
    node.hasDetail = !(node.outlets.isEmpty && node.actions.isEmpty && node.unwindActions.isEmpty)
  }

  // MARK: Edges

  /// A container's arrows to its children, labelled with the relationship Interface
  /// Builder would name.
  func relationshipEdges(of node: Node, at index: Int, missing: inout MissingNodes) -> [GraphEdge] {
    let children: [(id: String, relationship: String)]
    switch node {
    case .navigation(let navigation):
      children = [(navigation.rootID, "root")]
    case .tabBar(let tabBar):
      children = tabBar.tabs.enumerated().map { offset, tab in
        (
          tab.destinationID,
          "tab \(offset + 1)" + (tab.title.map { " " + TriggerDescription.quoted($0) } ?? "")
        )
      }
    case .split(let split):
      children = [(split.primaryID, "primary"), (split.secondaryID, "secondary")]
    case .scene, .reference:
      children = []
    }
    return children.map { child in
      let head = target(child.id, missing: &missing)
      return GraphEdge(
        tailDOT: nodeDOT(index), headDOT: head.dot, style: .relationship,
        relationshipHTML: DOTEscaping.html(child.relationship),
        setsDelegate: false, isBroken: head.isBroken,
        edgeTooltipDOT: DOTEscaping.quoted("\(node.id) → \(child.id): \(child.relationship)"))
    }
  }

  /// A scene's segues, and its unwinds drawn back to the scene they return to.
  func transitionEdges(of scene: Scene, at index: Int, missing: inout MissingNodes)
    -> [GraphEdge]
  {
    var edges: [GraphEdge] = []
    for transition in scene.transitions {
      let trigger = TriggerDescription.text(for: transition.trigger)
      switch transition {
      case .segue(let segue):
        // An embed segue fires when its container view loads, not from code, so
        // "manual" would mislead.
        let shownTrigger = segue.kind == .embed && segue.trigger == .manual ? nil : trigger
        let head = target(segue.destinationID, missing: &missing)
        var edge =
          GraphEdge(
            tailDOT: nodeDOT(index), headDOT: head.dot, style: GraphEdgeStyle(segue.kind),
            transitionIDHTML: DOTEscaping.html(segue.id),
            segueClassHTML: segue.segueClass.map(DOTEscaping.html),
            triggerHTML: shownTrigger.map(DOTEscaping.html), setsDelegate: segue.setsDelegate,
            isBroken: head.isBroken,
            edgeTooltipDOT: DOTEscaping.quoted(
              "\(segue.id): \(scene.id) → \(segue.destinationID) (\(segue.kind.rawValue))"))
        if let coverage = options.coverage {
          edge.isExercised = coverage.segues.contains(segue.id)
          edge.isMissed = !edge.isExercised
        }
        edges.append(edge)
      case .unwind(let unwind):
        let heads: [(dot: String, isBroken: Bool)]
        // The selector of the action it returns to, as the storyboard names it.
        var selector = ObjCSelector.defaultSelector(forName: unwind.actionName)
        switch UnwindDestination.resolve(unwind, from: index, in: unwindDestinations) {
        case .scene(let destination):
          heads = [(unwindHead(destination, unwind.actionName), false)]
          if let action = flow.nodes[destination].scene?.unwindActions.first(where: {
            $0.name == unwind.actionName
          }) {
            selector = action.selector
          }
        case .unreachable(let holders): heads = holders.map { (nodeDOT($0), true) }
        case .undeclared: heads = [(missing.placeholder(forUnwindAction: unwind.actionName), true)]
        }
        for head in heads {
          var edge =
            GraphEdge(
              tailDOT: nodeDOT(index), headDOT: head.dot, style: .unwind,
              transitionIDHTML: DOTEscaping.html(unwind.id),
              unwindActionHTML: DOTEscaping.html(unwind.actionName),
              unwindSelectorHTML: DOTEscaping.html(selector),
              triggerHTML: DOTEscaping.html(trigger), setsDelegate: false,
              isBroken: head.isBroken,
              edgeTooltipDOT: DOTEscaping.quoted(
                "\(unwind.id): \(scene.id) unwinds to \(selector)"))
          if let coverage = options.coverage {
            edge.isExercised = coverage.unwinds.contains(unwind.id)
            edge.isMissed = !edge.isExercised
          }
          edges.append(edge)
        }
      }
    }
    return edges
  }

  /// Where an unwind's edge ends: at the scene, or with `--detail` at the line of the
  /// scene's label that lists the unwind action.
  func unwindHead(_ scene: Int, _ action: String) -> String {
    guard options.includesDetail else { return nodeDOT(scene) }
    return nodeDOT(scene) + ":\"" + portName(unwindAction: action) + "\""
  }

  /// The port of an unwind action's line in a detailed scene label.
  func portName(unwindAction action: String) -> String {
    "unwind_" + DOTEscaping.identifier(action).dropFirst().dropLast()
  }

  func initialMarker(missing: inout MissingNodes) -> GraphInitialMarker? {
    guard !flow.initialID.isEmpty else { return nil }
    let head = target(flow.initialID, missing: &missing)
    return GraphInitialMarker(
      markerDOT: DOTEscaping.syntheticIdentifier("flowc", "initial"),
      initialNodeDOT: head.dot, isBrokenMarker: head.isBroken)
  }
}
