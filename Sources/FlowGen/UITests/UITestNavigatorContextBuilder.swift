import FlowAnalysis
import FlowModel

/// Builds a flow's UI-test navigator context: the paths `ScreenPaths` finds, laid out as
/// `Step` values, and a method per segue and unwind a tap performs. The identifiers are
/// `AccessibilityIdentifiers`', the ones the generated views carry.
public struct UITestNavigatorContextBuilder {
  public let flow: Flow
  public let sourceFileName: String
  let graph: FlowGraph

  /// `ResourceLimits.uiTestStates`, for the paths' search.
  let stateLimit: Int

  public init(
    flow: Flow, sourceFileName: String, stateLimit: Int = ResourceLimits.default.uiTestStates
  ) {
    self.flow = flow
    self.sourceFileName = sourceFileName
    self.stateLimit = stateLimit
    graph = FlowGraph(flow: flow)
  }

  /// Members of the screens enum a case must not be named like.
  static let reservedCaseNames: Set<String> = [
    "identifier", "allCases", "rawValue", "hashValue", "init", "self", "Type",
  ]

  /// Throws `UITestPathLimitError` when the paths' search goes past `stateLimit`.
  public func build() throws -> UITestNavigatorContext {
    let paths = ScreenPaths(graph: graph, stateLimit: stateLimit)
    if paths.limitExceeded { throw UITestPathLimitError(flow: flow, limit: stateLimit) }
    let sceneIndices = flow.nodes.indices.filter { flow.nodes[$0].scene != nil }
    var caseNames: [Int: String] = [:]
    for index in sceneIndices {
      let id = flow.nodes[index].id
      caseNames[index] = Self.reservedCaseNames.contains(id) ? id + "Screen" : id
    }
    let initialCase = paths.start.flatMap { caseNames[$0] }
    let initialID = paths.start.map { flow.nodes[$0].id } ?? flow.initialID
    var unreachable: [String] = []
    let lengths = paths.lengths()
    let screens = sceneIndices.map { index -> UITestScreenContext in
      let scene = flow.nodes[index].scene ?? Scene(id: "", origin: flow.origin)
      let caseName = caseNames[index] ?? scene.id
      let route = paths.routes[index]
      let comment: String
      if route != nil {
        comment = "`\(scene.id)`: " + pathText(to: index, in: paths, lengths: lengths) + "."
      } else {
        unreachable.append("`\(scene.id)`")
        comment = "`\(scene.id)`: no tap from the initial scene reaches it."
      }
      let steps = route?.steps ?? []
      return UITestScreenContext(
        id: scene.id, caseName: caseName,
        rawValueSuffix: caseName == scene.id ? "" : " = " + SwiftLiteral.string(scene.id),
        identifierLiteral: SwiftLiteral.string(AccessibilityIdentifiers.of(scene).root),
        commentLines: SwiftContextBuilder.wrapped(SwiftLiteral.comment(comment), width: 94),
        isReachable: route != nil && initialCase != nil,
        hasSteps: !steps.isEmpty && initialCase != nil,
        // A path after the initial scene's, which has no steps, starts at the initial scene.
        continuesCase: initialCase == nil || route?.after == paths.start
          ? nil : route?.after.flatMap { caseNames[$0] },
        stepLines: steps.flatMap {
          stepLines(for: $0, caseNames: caseNames, leaves: false, indent: 6)
        },
        unreachableMessage:
          "no path of taps from the initial scene '\(initialID)' reaches '\(scene.id)': it is shown from code, by a gesture, or from a scene no tap reaches; launch the app at it instead"
      )
    }
    let unreachableLines =
      unreachable.isEmpty
      ? []
      : SwiftContextBuilder.wrapped(
        "No tap from the initial scene reaches "
          + SwiftContextBuilder.listed(unreachable)
          + ": `navigate(to:)` fails for \(unreachable.count == 1 ? "it" : "them").", width: 90)
    let name = flow.name
    let file = SwiftLiteral.comment(sourceFileName)
    var context = UITestNavigatorContext(
      headerLine: GeneratedFileHeader.line(sourceFileName: sourceFileName),
      sourceFileComment: SwiftLiteral.comment(sourceFileName), flowName: name,
      screenType: name + "Screen", navigatorType: name + "Navigator",
      fileName: name + "Navigator.swift", initialCase: initialCase, screens: screens,
      hasUnreachable: !unreachable.isEmpty, unreachableLines: unreachableLines,
      methods: methods(caseNames: caseNames))
    context.navigateJourneyLines =
      initialCase.map { Self.journeyLines(start: $0, discarded: false, indent: 4) } ?? []
    context.hasContinuingScreens = screens.contains { $0.continuesCase != nil }
    context.hasScreensWithSteps = screens.contains(where: \.hasSteps)
    context.screensDocLines = SwiftContextBuilder.wrapped(
      "The scenes of \(file) a UI test can be on, each found by the accessibility identifier of its root view.",
      width: 96)
    context.navigatorDocLines = SwiftContextBuilder.wrapped(
      "Drives the app through \(file) in a UI test: `navigate(to:)` goes from the initial scene to any other by the shortest path of taps, and a method per segue and unwind takes one step by name. Each step waits for the scene it leads to; one that cannot be taken fails the test with the path taken and the step that is missing.",
      width: 96)
    return context
  }

  /// A screen's path in its doc comment: every scene on it (`master → detail → edit`), or,
  /// past eight steps, the first and the last three and how many taps in all, so that a
  /// chain thousands of scenes deep does not spell its whole path at every scene.
  func pathText(to scene: Int, in paths: ScreenPaths, lengths: [Int: Int]) -> String {
    let length = lengths[scene] ?? 0
    if length == 0 { return "the initial scene" }
    let start = paths.start.map { flow.nodes[$0].id } ?? flow.initialID
    if length <= 8, let steps = paths.steps(to: scene) {
      return ([start] + steps.map { flow.nodes[$0.destination].id }).joined(separator: " → ")
    }
    // The last three scenes, read back along the routes.
    var last: [String] = []
    var current: Int? = scene
    while last.count < 3, let next = current, let route = paths.routes[next] {
      for step in route.steps.reversed() where last.count < 3 {
        last.append(flow.nodes[step.destination].id)
      }
      current = route.after
    }
    return ([start, "…"] + last.reversed()).joined(separator: " → ") + ", \(length) taps"
  }

  /// A method per segue and unwind whose trigger is tapped, in file order; two of one
  /// name are told apart by their scenes (`performShowDetailFromMaster`).
  func methods(caseNames: [Int: String]) -> [UITestMethodContext] {
    var found: [(name: String, scene: String, context: UITestMethodContext)] = []
    // The scenes declaring each unwind action, once: where an unwind may arrive.
    var declaring: [String: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      for action in node.scene?.unwindActions ?? [] {
        declaring[action.name, default: []].append(index)
      }
    }
    for (index, node) in flow.nodes.enumerated() {
      guard let scene = node.scene, let source = caseNames[index] else { continue }
      let identifiers = AccessibilityIdentifiers.of(scene)
      for (position, transition) in scene.transitions.enumerated() {
        guard let identifier = identifiers.transitionTriggers[position] else { continue }
        let tap: ScreenStep.Tap =
          switch transition.trigger {
          case .cell, .staticCell, .row: .cell(identifier)
          default: .button(identifier)
          }
        let name: String
        let summary: String
        let step: ScreenStep
        var destinations: [Int]
        switch transition {
        case .segue(let segue):
          guard segue.kind != .embed, let target = graph.index(of: segue.destinationID),
            let shown = ScreenPaths.shownScene(for: target, in: graph)
          else { continue }
          destinations = [shown]
          step = ScreenStep(tap: tap, source: index, destination: shown, segueID: segue.id)
          name = "perform" + SwiftIdentifier.upperFirst(segue.id)
          summary =
            "`\(segue.id)`: \(Self.verb(tap)) on `\(scene.id)`, then waits for `\(flow.nodes[shown].id)`."
        case .unwind(let unwind):
          destinations = declaring[unwind.actionName] ?? []
          guard let first = destinations.first else { continue }
          step = ScreenStep(tap: tap, source: index, destination: first, segueID: unwind.id)
          name = "unwind" + SwiftIdentifier.upperFirst(Self.droppingUnwindPrefix(unwind.id))
          summary =
            "`\(unwind.id)`: \(Self.verb(tap)) on `\(scene.id)`, then waits for it to go and for "
            + SwiftContextBuilder.listed(destinations.map { "`\(flow.nodes[$0].id)`" })
            .replacingOccurrences(of: " and ", with: " or ")
            + "."
        }
        destinations = destinations.filter { caseNames[$0] != nil }
        let lines = stepLines(
          for: step, caseNames: caseNames, destinations: destinations,
          leaves: transition.isUnwind, indent: 4)
        found.append(
          (
            name, scene.id,
            UITestMethodContext(
              name: name,
              summaryLines: SwiftContextBuilder.wrapped(SwiftLiteral.comment(summary), width: 94),
              sourceCase: source,
              journeyLines: Self.journeyLines(start: source, discarded: false, indent: 4),
              stepLines: lines)
          ))
      }
    }
    var counts: [String: Int] = [:]
    for method in found { counts[method.name, default: 0] += 1 }
    return found.map { method in
      var context = method.context
      if (counts[method.name] ?? 0) > 1 {
        context.name += "From" + SwiftIdentifier.upperFirst(method.scene)
      }
      return context
    }
  }

  /// `unwindToList` → `ToList`: the method is `unwindToList()`, not `unwindUnwindToList()`.
  static func droppingUnwindPrefix(_ id: String) -> String {
    guard id.hasPrefix("unwind"), let next = id.dropFirst("unwind".count).first,
      next.isUppercase
    else { return id }
    return String(id.dropFirst("unwind".count))
  }

  /// How a step's tap reads in a doc comment.
  static func verb(_ tap: ScreenStep.Tap) -> String {
    switch tap {
    case .button(let identifier): "taps `\(identifier)`"
    case .cell(let identifier): "selects the first `\(identifier)` cell"
    case .tab(let identifier, _): "taps the tab `\(identifier)`"
    case .none: "waits"
    }
  }

  /// `let journey = Journey(navigator: self, start: .master, file: file, line: line)`, laid
  /// out as swift-format would; `_ =` instead of a name when no step follows.
  static func journeyLines(start: String, discarded: Bool, indent: Int) -> [String] {
    let head = discarded ? "_ = Journey(" : "let journey = Journey("
    let arguments = ["navigator: self", "start: .\(start)", "file: file", "line: line"]
    let oneLine = head + arguments.joined(separator: ", ") + ")"
    if LineWidth.fits(oneLine, indent: indent) { return [oneLine] }
    return [head] + LineWidth.packed(arguments, indent: indent + 2, closing: ")").map { "  " + $0 }
  }

  /// A `journey.take(…)` statement, on one line when it fits at `indent`, else broken as
  /// swift-format breaks a call.
  func stepLines(
    for step: ScreenStep, caseNames: [Int: String], destinations: [Int]? = nil, leaves: Bool,
    indent: Int
  ) -> [String] {
    let tap: String
    switch step.tap {
    case .button(let identifier): tap = ".button(\(SwiftLiteral.string(identifier)))"
    case .cell(let identifier): tap = ".cell(\(SwiftLiteral.string(identifier)))"
    case .tab(let identifier, let index):
      tap = ".tab(\(SwiftLiteral.string(identifier)), index: \(index))"
    case .none: tap = ".none"
    }
    let targets = (destinations ?? [step.destination]).compactMap { caseNames[$0] }
    var arguments = [tap]
    if let id = step.segueID {
      arguments.append((leaves ? "unwind: " : "segue: ") + SwiftLiteral.string(id))
    }
    arguments.append("to: [" + targets.map { "." + $0 }.joined(separator: ", ") + "]")
    let oneLine = "journey.take(" + arguments.joined(separator: ", ") + ")"
    if LineWidth.fits(oneLine, indent: indent) { return [oneLine] }
    return ["journey.take("]
      + LineWidth.packed(arguments, indent: indent + 2, closing: ")").map { "  " + $0 }
  }
}

extension Transition {
  var isUnwind: Bool {
    if case .unwind = self { true } else { false }
  }
}
