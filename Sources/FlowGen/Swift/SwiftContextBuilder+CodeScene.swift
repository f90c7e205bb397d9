import FlowAnalysis
import FlowModel

/// The code runtime's part of a scene's machine file: how it wires its triggers, what it
/// sets up as its view loads, and how `perform(_:sender:)` carries out its segues.
///
/// A class several scenes share has one machine file for all of them, as in the
/// storyboard runtime: it declares the union of their segues, unwinds, cells and button
/// properties, but each controller sets up only the triggers of the scene it shows
/// (`sceneID`, which the flow's `Scenes` sets as it creates it), a cell's selection fires
/// the transition its scene gives it, and a segue whose id the scenes carry out
/// differently (another destination or kind) is carried out as the shown scene says.
extension SwiftContextBuilder {
  /// The code context of the class of the scenes at `indices` (one, or those sharing it);
  /// `place` is where the messages of its debug assertions say a mismatch is.
  func sceneCodeContext(
    indices: [Int], segues: [SegueContext], unwindActionCount: Int, place: String
  ) -> SceneCodeContext {
    let scenes = indices.compactMap { flow.nodes[$0].scene }
    let union = scenes.count == 1 ? scenes[0] : unionScene(indices)
    let isShared = scenes.count > 1
    let actions = Dictionary(
      union.actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var names = UniqueNames(
      reserved: Set(union.outlets.map(\.name) + union.actions.map(\.name)))
    let isTable = union.base == "UITableViewController"
    let isCollection = union.base == "UICollectionViewController"
    // The class's prototype cells: the `CellIdentifier` cases, named as the storyboard
    // runtime's context names them.
    var cellNames = UniqueNames()
    var cellsByReuseID: [String: CodeCellContext] = [:]
    let unionCells = union.cells.compactMap { cell -> CodeCellContext? in
      guard let reuseID = cell.reuseID else { return nil }
      let context = codeCell(
        cell, caseName: cellNames.claim(SwiftIdentifier.caseName(from: reuseID, fallback: "cell")),
        base: union.base)
      if cellsByReuseID[reuseID] == nil { cellsByReuseID[reuseID] = context }
      return context
    }
    let hooks = Dictionary(segues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    // `trigger(_:sender:)` asks the segues with a `shouldPerform…` hook; in a shared class
    // a segue the first scene performs from code has none, so another scene's trigger of
    // it performs it directly (as the storyboard runtime's `shouldPerformSegue` agrees).
    let asked = Set(segues.filter { $0.shouldPerformHookName != nil }.map(\.id))
    let codeSegues = self.codeSegues(scenes, union: union, hooks: hooks, place: place)
    let seguesByID = Dictionary(
      codeSegues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    var setUps: [CodeSceneSetUpContext] = []
    var buttons: [CodeTriggerContext] = []
    for (position, scene) in scenes.enumerated() {
      var setUp = wiring(
        of: scene, qualifiesTexts: position > 0, cellIndent: isShared ? 8 : 6,
        actions: actions, names: &names, cellsByReuseID: cellsByReuseID,
        embeds: seguesByID, asked: asked)
      buttons += setUp.buttons
      setUp.caseLabel = position == 0 ? "default:" : "case \(SwiftLiteral.string(scene.id)):"
      setUps.append(setUp)
    }
    let buttonStackName = names.claim("buttonStack")
    let first = setUps[0]
    let styledCells = isTable && union.table == nil ? unionCells.filter { $0.style != nil } : []
    let setsBackground = !isTable && !isCollection
    let selections = first.cellSelections
    let embeds = codeSegues.filter(\.isEmbed)
    var loadSteps = [
      (true, "names the view for UI tests"),
      (setsBackground, "gives a view without one the system background"),
    ]
    if !isShared {
      loadSteps += [
        (
          !first.leftBarButtons.isEmpty || !first.rightBarButtons.isEmpty,
          "installs the bar buttons"
        ),
        (first.dismissesKeyboard, "lets a drag of the table dismiss the keyboard"),
        (!first.cellRegistrations.isEmpty, "registers the prototype cells"),
        (!first.buttons.isEmpty, "places the buttons"),
        (!first.embeds.isEmpty, "embeds the children"),
      ]
    } else {
      for index in setUps.indices {
        setUps[index] = sharedSetUp(setUps[index], names: &names)
      }
      loadSteps.append(
        (setUps.contains { $0.functionName != nil }, "sets up the scene it shows (`sceneID`)"))
    }
    let steps = loadSteps.filter(\.0).map(\.1)
    var context = SceneCodeContext(
      scenesTypeName: flowReference.namespace + ".Scenes",
      segues: codeSegues.filter { !$0.isEmbed },
      leftBarButtons: isShared ? [] : first.leftBarButtons,
      hasLeftBarButtons: !isShared && first.hasLeftBarButtons,
      rightBarButtons: isShared ? [] : first.rightBarButtons,
      hasRightBarButtons: !isShared && first.hasRightBarButtons,
      buttons: buttons, hasButtons: !buttons.isEmpty, buttonStackName: buttonStackName,
      cellRegistrations: isShared ? [] : first.cellRegistrations, styledCells: styledCells,
      hasStyledCells: !styledCells.isEmpty,
      hasUnstyledCells: unionCells.contains { $0.style == nil },
      registersTableCells: !isShared && first.registersTableCells,
      registersCollectionCells: !isShared && first.registersCollectionCells,
      cellSelections: isShared ? [] : selections,
      selectsTableCells: isTable && setUps.contains(where: \.hasCellSelections),
      selectsCollectionCells: isCollection && setUps.contains(where: \.hasCellSelections),
      embeds: embeds, hasEmbeds: !embeds.isEmpty,
      setsBackground: setsBackground,
      rootAccessibilityIDLiteral: SwiftLiteral.string(AccessibilityIdentifiers.of(union).root),
      barButtonIdentifierLines: isShared ? [] : first.barButtonIdentifierLines,
      hasViewDidLoad: !steps.isEmpty,
      viewDidLoadSummary: Self.wrapped(Self.listed(steps) + ".", width: 94),
      unwinds: union.unwinds.map { CodeUnwindContext(id: $0.id, actionName: $0.actionName) },
      declaresEveryUnwindAction: Set(union.unwindActions.map(\.name)).count == unwindActionCount,
      unwindActionList: "[" + union.unwindActions.map { "." + $0.name }.joined(separator: ", ")
        + "]")
    context.dismissesKeyboard = !isShared && first.dismissesKeyboard
    if isShared {
      // Swift wants the `default` last: the first scene's set-up comes after the others'.
      context.sceneSetUps = Array(setUps.dropFirst()) + [setUps[0]]
      context.hasSceneSetUps = setUps.contains { $0.functionName != nil }
      context.hasSceneCellSelections = setUps.contains(where: \.hasCellSelections)
    }
    return context
  }

  /// A prototype cell as the code runtime registers and dequeues it, without what
  /// selecting it fires.
  func codeCell(_ cell: Cell, caseName: String, base: String) -> CodeCellContext {
    CodeCellContext(
      caseName: caseName,
      className: cell.className
        ?? (base == "UICollectionViewController" ? "UICollectionViewCell" : "UITableViewCell"),
      style: cell.className == nil && base == "UITableViewController"
        ? cell.style.map(\.rawValue) : nil,
      selectionStatement: nil)
  }

  /// What `scene` sets up as its view loads, with its triggers wired to its transitions:
  /// its text read through the class's `Strings` alias, or (`qualifiesTexts`, a scene
  /// sharing the first one's class) through the flow's namespace; the statements naming
  /// a selected cell indented by `cellIndent`. Its buttons claim their property names
  /// from `names`.
  func wiring(
    of scene: Scene, qualifiesTexts: Bool, cellIndent: Int, actions: [String: Action],
    names: inout UniqueNames, cellsByReuseID: [String: CodeCellContext],
    embeds: [String: CodeSegueContext], asked: Set<String>
  ) -> CodeSceneSetUpContext {
    var triggers = TriggerQueue(scene.transitions)
    let accessibility = AccessibilityIdentifiers.of(scene)
    func text(_ role: FlowTexts.Role) -> String? {
      qualifiesTexts
        ? textExpression(role, inContainer: scene.id).map { flowReference.namespace + "." + $0 }
        : textExpression(role, inScene: scene.id)
    }
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
        lines.append("self?." + Self.firing(transition, sender: "action.sender", asked: asked))
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
      var context = CodeTriggerContext(
        propertyName: nil, placeHookName: nil, systemItem: systemItem,
        titleLiteral: SwiftLiteral.string(title),
        titleText: text(.barButtonTitle(index: index)) ?? SwiftLiteral.string(title),
        titleComment: SwiftLiteral.comment(title),
        hasHandler: !lines.isEmpty, handlerStatements: lines,
        accessibilityIDLiteral: SwiftLiteral.string(accessibility.barButtons[index]))
      context.actionFitsOnOneLine = Self.actionFits(title: context.titleText, indent: 8)
      return (button.side, context)
    }
    let buttons = scene.buttons.enumerated().map { index, button in
      let transition = triggers.take(.button(title: button.title))?.transition
      let stem =
        transition?.id ?? button.actionName
        ?? button.title.map { SwiftIdentifier.caseName(from: $0, fallback: "button") } ?? "button"
      let property = names.claim(stem + "Button")
      let lines = statements(action: button.actionName, transition: transition)
      var context = CodeTriggerContext(
        propertyName: property, placeHookName: "place" + SwiftIdentifier.upperFirst(property),
        systemItem: nil, titleLiteral: SwiftLiteral.string(button.title ?? ""),
        titleText: text(.buttonTitle(index: index)) ?? SwiftLiteral.string(button.title ?? ""),
        titleComment: SwiftLiteral.comment(button.title ?? property), hasHandler: !lines.isEmpty,
        handlerStatements: lines,
        accessibilityIDLiteral: SwiftLiteral.string(accessibility.buttons[index]))
      context.actionFitsOnOneLine = Self.actionFits(title: context.titleText, indent: 4)
      return context
    }
    // A cell without reuse identifier cannot be registered (`RuntimeRules` says so).
    let cells = zip(scene.cells.indices, Cell.triggers(of: scene.cells)).compactMap {
      index, trigger -> CodeCellContext? in
      let cell = scene.cells[index]
      let transition = triggers.take(trigger)?.transition
      guard let reuseID = cell.reuseID, let known = cellsByReuseID[reuseID] else { return nil }
      var context = codeCell(cell, caseName: known.caseName, base: scene.base)
      context.selectionStatement = transition.map {
        Self.firing($0, sender: "cell", asked: asked)
      }
      context.accessibilityIDLines =
        transition == nil
        ? []
        : Self.assignment(
          "cell.accessibilityIdentifier", SwiftLiteral.string(accessibility.cells[index]),
          indent: cellIndent)
      return context
    }
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
    let isTable = scene.base == "UITableViewController"
    let isCollection = scene.base == "UICollectionViewController"
    let registrations =
      (isTable || isCollection) && scene.table == nil ? cells.filter { $0.style == nil } : []
    let selections = scene.table == nil ? cells.filter { $0.selectionStatement != nil } : []
    var setUp = CodeSceneSetUpContext(sceneID: scene.id, caseLabel: "default:")
    setUp.leftBarButtons = left
    setUp.hasLeftBarButtons = !left.isEmpty
    setUp.rightBarButtons = right
    setUp.hasRightBarButtons = !right.isEmpty
    setUp.barButtonIdentifierLines = identifierLines
    setUp.dismissesKeyboard = scene.table != nil
    setUp.cellRegistrations = registrations
    setUp.registersTableCells = isTable && !registrations.isEmpty
    setUp.registersCollectionCells = isCollection && !registrations.isEmpty
    setUp.buttons = buttons
    setUp.embeds = scene.segues.filter { $0.kind == .embed }.compactMap { embeds[$0.id] }
    setUp.cellSelections = selections
    setUp.hasCellSelections = !selections.isEmpty
    return setUp
  }

  /// Whether a titled trigger's `primaryAction: UIAction(title: …) { [weak self] action in`
  /// fits at `indent`.
  static func actionFits(title: String, indent: Int) -> Bool {
    LineWidth.fits(
      "primaryAction: UIAction(title: \(title)) { [weak self] action in", indent: indent)
  }

  /// `setUp` of a scene sharing its class, given its private method when it has
  /// something to set up, named from `names`.
  func sharedSetUp(_ setUp: CodeSceneSetUpContext, names: inout UniqueNames)
    -> CodeSceneSetUpContext
  {
    var setUp = setUp
    let steps = [
      (setUp.hasLeftBarButtons || setUp.hasRightBarButtons, "installs its bar buttons"),
      (setUp.dismissesKeyboard, "lets a drag of the table dismiss the keyboard"),
      (!setUp.cellRegistrations.isEmpty, "registers its prototype cells"),
      (!setUp.buttons.isEmpty, "places its buttons"),
      (!setUp.embeds.isEmpty, "embeds its children"),
    ].filter(\.0).map(\.1)
    guard !steps.isEmpty else { return setUp }
    setUp.functionName = names.claim(
      "setUp"
        + SwiftIdentifier.upperFirst(
          SwiftIdentifier.caseName(from: setUp.sceneID, fallback: "scene")))
    setUp.summary = Self.wrapped(
      "Sets up `\(SwiftLiteral.comment(setUp.sceneID))` as its view loads: "
        + Self.listed(steps) + ".", width: 94)
    return setUp
  }

  /// The segues of the class, the union of its scenes' in order, each as
  /// `perform(_:sender:)` (or an embed's method) carries it out; one whose scenes carry
  /// it out differently has a variant per way (`CodeSegueContext.variants`).
  func codeSegues(
    _ scenes: [Scene], union: Scene, hooks: [String: SegueContext], place: String
  ) -> [CodeSegueContext] {
    guard scenes.count > 1 else {
      return union.segues.map { codeSegueContext($0, hook: hooks[$0.id], place: place) }
    }
    // Each id's segues, with the scenes that have them, in file order: one look each.
    var occurrences: [String: [(sceneID: String, segue: Segue)]] = [:]
    for scene in scenes {
      for segue in scene.segues {
        occurrences[segue.id, default: []].append((scene.id, segue))
      }
    }
    return union.segues.map { segue in
      var context = codeSegueContext(segue, hook: hooks[segue.id], place: place)
      var ways: [CodeSegueContext] = []
      var scenesByWay: [CodeSegueContext: [String]] = [:]
      for (sceneID, own) in occurrences[segue.id] ?? [] {
        let way = codeSegueContext(own, hook: hooks[segue.id], place: place, nesting: 2)
        if scenesByWay[way] == nil { ways.append(way) }
        scenesByWay[way, default: []].append(sceneID)
      }
      guard ways.count > 1 else { return context }
      // The way of the first scene that has the segue is the `default`.
      context.variants = ways.dropFirst().map { way in
        var way = way
        way.sceneCaseLines = Self.caseLines(
          (scenesByWay[way] ?? []).map(SwiftLiteral.string), indent: context.isEmbed ? 4 : 6)
        return way
      }
      var first = ways[0]
      first.sceneCaseLines = ["default:"]
      context.variants.append(first)
      context.hasVariants = true
      return context
    }
  }

  /// `case "a", "b":`, at `indent`, broken as swift-format breaks a long list of
  /// patterns: after a comma, the next lines indented two more.
  static func caseLines(_ patterns: [String], indent: Int) -> [String] {
    let packed = LineWidth.packed(patterns, indent: indent + 2, closing: ":")
    guard let head = packed.first else { return ["default:"] }
    let line = "case " + packed.joined(separator: " ")
    if LineWidth.fits(line, indent: indent) { return [line] }
    return ["case " + head] + packed.dropFirst().map { "  " + $0 }
  }
}
