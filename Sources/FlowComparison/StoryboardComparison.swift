import FlowAnalysis
import FlowModel

/// A flow compared with the storyboard it describes (`flowc check FLOW --storyboard SB`,
/// flowc.json's `pairs`).
///
/// The storyboard is imported into the same model a `.flow` file decodes to, so the two
/// are compared as values: their nodes are paired (`NodeMatching`), then the members and
/// transitions of each pair (`TransitionPairing`). Every difference is reported at the
/// flow's line, with the storyboard's place in the message. What breaks at run time —
/// an identifier `perform(_:)` sends and the storyboard lacks, a destination the
/// generated cast rejects, an outlet key the storyboard sets and the class lacks — is an
/// error; what only leaves the flow short of the truth is a warning.
///
/// Something on one side only is reported once: a missing scene, not also every segue
/// into it and every outlet of it.
public enum StoryboardComparison {
  /// - Parameter unwindVisitLimit: how far the searches for where each side's unwinds stop
  ///   may go (`ResourceLimits.unwindVisits`, `--limit unwind-visits=N`).
  public static func compare(
    _ flow: Flow, with storyboard: Flow,
    unwindVisitLimit: Int = ResourceLimits.default.unwindVisits
  ) -> [Diagnostic] {
    var session = ComparisonSession(
      flow: flow, storyboard: storyboard, unwindVisitLimit: unwindVisitLimit)
    session.run()
    return session.log.diagnostics
  }
}

/// One comparison: both graphs, the pairing of their nodes, and what has been found.
struct ComparisonSession {
  let flow: FlowGraph
  let storyboard: FlowGraph
  let matching: NodeMatching
  /// The selectors the unwinds of each side name.
  let flowStops: UnwindStops
  let storyboardStops: UnwindStops
  /// Either side gives a root view an accessibility identifier: a storyboard root view
  /// without one is then reported too, as a trigger without one always is
  /// (`ComparisonSession+Accessibility`).
  let reportsMissingAccessibilityIDs: Bool
  /// The classes several of the flow's scenes share, whose controllers tell their scene by
  /// the root view's identifier in the storyboard runtime: a root view of theirs without
  /// one is reported too.
  let sharedClasses: Set<String>
  /// Where each side's unwinds stop, found for all of them at once.
  let flowStopTable: UnwindStopTable
  let storyboardStopTable: UnwindStopTable
  let unwindVisitLimit: Int
  var log = DiagnosticLog()

  init(flow: Flow, storyboard: Flow, unwindVisitLimit: Int) {
    self.unwindVisitLimit = unwindVisitLimit
    self.flow = FlowGraph(flow: flow)
    self.storyboard = FlowGraph(flow: storyboard)
    flowStops = UnwindStops(flow: flow)
    storyboardStops = UnwindStops(flow: storyboard)
    flowStopTable = UnwindStopTable(
      graph: self.flow, stops: flowStops, visitLimit: unwindVisitLimit)
    storyboardStopTable = UnwindStopTable(
      graph: self.storyboard, stops: storyboardStops, visitLimit: unwindVisitLimit)
    matching = NodeMatching(flow: self.flow, storyboard: self.storyboard)
    reportsMissingAccessibilityIDs =
      AccessibilityIdentifiers.identifiesAnyRootView(flow)
      || AccessibilityIdentifiers.identifiesAnyRootView(storyboard)
    var classCounts: [String: Int] = [:]
    for node in flow.nodes {
      if let scene = node.scene { classCounts[scene.className, default: 0] += 1 }
    }
    sharedClasses = Set(classCounts.filter { $0.value > 1 }.keys)
  }

  mutating func run() {
    // Past the visit limit a side's unwind stops are not all known: said, not guessed.
    for (table, graph) in [(flowStopTable, flow), (storyboardStopTable, storyboard)] {
      guard let (source, selector) = table.limitExceeded else { continue }
      let scene = graph.flow.nodes[source]
      log.report(
        .error(
          .limitExceeded,
          "finding where the unwinds of '\(scene.id)' (\(scene.origin.location)) stop, for selector '\(selector)', went past \(unwindVisitLimit) visits (the unwind-visits limit); the comparison of unwinds is incomplete (raise the limit with --limit unwind-visits=N)",
          at: flow.flow.origin.location))
    }
    compareStoryboardName()
    compareInitial()
    for (index, node) in flow.flow.nodes.enumerated() {
      guard let other = matching.counterpart(ofFlowNode: index) else {
        reportFlowOnly(node)
        continue
      }
      compareNode(node, storyboard.flow.nodes[other])
    }
    for (index, node) in storyboard.flow.nodes.enumerated()
    where matching.counterpart(ofStoryboardNode: index) == nil {
      log.report(
        .warning(
          .storyboardNodeMismatch,
          "the storyboard's \(Self.kindWord(node)) of class '\(node.className)' (\(node.origin.location)) is not in the flow",
          at: flow.flow.origin.location))
    }
  }

  // MARK: Describing the storyboard's side

  /// A storyboard node, as a person reading the flow knows it: by the id of the flow node
  /// it stands for, else by its kind and class.
  func describe(storyboardNode index: Int?, id: String) -> String {
    guard let index else { return "'\(id)' (which is nowhere)" }
    if let mine = matching.counterpart(ofStoryboardNode: index) {
      return "'\(flow.flow.nodes[mine].id)'"
    }
    let node = storyboard.flow.nodes[index]
    return "its \(Self.kindWord(node)) of class '\(node.className)' (\(node.origin.location))"
  }

  static func kindWord(_ node: Node) -> String {
    switch node {
    case .scene: "scene"
    case .navigation: "navigation controller"
    case .tabBar: "tab bar controller"
    case .split: "split view controller"
    case .reference: "storyboard reference"
    }
  }

  // MARK: Nodes

  /// The generated code loads the storyboard by the flow's `storyboard`: one the flow
  /// writes that is not the compared file's name is not found at run time.
  mutating func compareStoryboardName() {
    guard let file = storyboard.flow.explicitStoryboardName,
      let written = flow.flow.explicitStoryboardName, written != file
    else { return }
    log.report(
      .error(
        .storyboardNodeMismatch,
        "the flow's storyboard is '\(written)', but the storyboard it describes is \(file).storyboard: UIStoryboard(name:bundle:) finds no storyboard named '\(written)'",
        at: flow.flow.origin.location(of: "storyboard"), suggestion: .name(file)))
  }

  mutating func compareInitial() {
    guard let mine = flow.index(of: flow.flow.initialID),
      let theirs = storyboard.index(of: storyboard.flow.initialID),
      matching.counterpart(ofFlowNode: mine) != theirs
    else { return }
    log.report(
      .warning(
        .storyboardNodeMismatch,
        "the flow starts at '\(flow.flow.initialID)', the storyboard at \(describe(storyboardNode: theirs, id: storyboard.flow.initialID)) (\(storyboard.flow.origin.location(of: "initial")))",
        at: flow.flow.origin.location(of: "initial")))
  }

  mutating func reportFlowOnly(_ node: Node) {
    log.report(
      .error(
        .storyboardNodeMismatch,
        "\(node.elementName) '\(node.id)' is not in the storyboard: none of the storyboard's \(Self.kindWord(node))s has its storyboard ID, its class '\(node.className)' or its place in the flow",
        at: node.origin.location))
  }

  mutating func compareNode(_ mine: Node, _ theirs: Node) {
    let location = theirs.origin.location
    if mine.className != theirs.className {
      log.report(
        .error(
          .storyboardNodeMismatch,
          "\(mine.elementName) '\(mine.id)' has class '\(mine.className)', but the storyboard's (\(location)) has class '\(theirs.className)': one of them instantiates a class the other does not know",
          at: mine.origin.location(of: "class")))
    }
    compareStoryboardID(mine, theirs)
    switch (mine, theirs) {
    case (.scene(let a), .scene(let b)):
      if a.base != b.base {
        log.report(
          .error(
            .storyboardNodeMismatch,
            "scene '\(a.id)' is based on '\(a.base)', but the storyboard's (\(location)) is a '\(b.base)'",
            at: a.origin.location(of: "base")))
      }
      compareMembers(a, b)
      compareTransitions(a, b)
      compareAccessibility(a, b)
    case (.navigation(let a), .navigation(let b)):
      compareChild(
        "root", of: a.id, a.rootID, b.rootID, at: a.origin.location(of: "root"),
        storyboardLocation: b.origin.location(of: "root"), severity: .error)
    case (.tabBar(let a), .tabBar(let b)):
      for (tab, other) in zip(a.tabs, b.tabs) {
        compareChild(
          "tab", of: a.id, tab.destinationID, other.destinationID,
          at: tab.origin.location(of: "to"), storyboardLocation: other.origin.location,
          severity: .warning)
      }
      if a.tabs.count != b.tabs.count {
        log.report(
          .warning(
            .storyboardNodeMismatch,
            "tab bar '\(a.id)' has \(a.tabs.count) tabs, the storyboard's (\(location)) \(b.tabs.count)",
            at: a.origin.location))
      }
    case (.split(let a), .split(let b)):
      compareChild(
        "primary", of: a.id, a.primaryID, b.primaryID, at: a.origin.location(of: "primary"),
        storyboardLocation: b.origin.location, severity: .warning)
      compareChild(
        "secondary", of: a.id, a.secondaryID, b.secondaryID,
        at: a.origin.location(of: "secondary"), storyboardLocation: b.origin.location,
        severity: .warning)
    case (.reference(let a), .reference(let b)):
      if a.storyboardName != b.storyboardName || a.referencedID != b.referencedID {
        log.report(
          .error(
            .storyboardNodeMismatch,
            "reference '\(a.id)' names scene '\(a.referencedID ?? "(initial)")' of storyboard '\(a.storyboardName ?? "")', the storyboard's (\(location)) '\(b.referencedID ?? "(initial)")' of '\(b.storyboardName ?? "")'",
            at: a.origin.location))
      }
    default:
      break
    }
  }

  /// A container's child: the flow's must be the flow node the storyboard's stands for.
  mutating func compareChild(
    _ role: String, of id: String, _ mine: String, _ theirs: String, at location: SourceLocation,
    storyboardLocation: SourceLocation, severity: Severity
  ) {
    let theirIndex = storyboard.index(of: theirs)
    guard let myIndex = flow.index(of: mine),
      matching.counterpart(ofFlowNode: myIndex) != theirIndex
    else { return }
    // A child on one side only is reported as such.
    guard matching.counterpart(ofFlowNode: myIndex) != nil else { return }
    log.report(
      Diagnostic(
        location: location, severity: severity, rule: .storyboardNodeMismatch,
        message:
          "the \(role) of '\(id)' is '\(mine)', but in the storyboard (\(storyboardLocation)) it is \(describe(storyboardNode: theirIndex, id: theirs))"
      ))
  }

  mutating func compareStoryboardID(_ mine: Node, _ theirs: Node) {
    let ours = NodeMatching.storyboardID(of: mine)
    let other = NodeMatching.storyboardID(of: theirs)
    guard ours != other else { return }
    let there = theirs.origin.location(of: "storyboardID")
    if let ours {
      log.report(
        .error(
          .storyboardIDMismatch,
          "\(mine.elementName) '\(mine.id)' has storyboard ID '\(ours)', but the storyboard (\(there)) gives it "
            + (other.map { "'\($0)'" } ?? "none")
            + ": instantiating it by this ID fails at run time",
          at: mine.origin.location(of: "storyboardID"), suggestion: other.map { .name($0) }))
    } else if let other {
      log.report(
        .warning(
          .storyboardIDMismatch,
          "the storyboard (\(there)) gives \(mine.elementName) '\(mine.id)' storyboard ID '\(other)', which the flow does not say",
          at: mine.origin.location))
    }
  }
}
