/// The layout stage: once a scene's names are final, measure each line the templates
/// build from names and say which layout they use (see `LineWidth`). Each measured text
/// is the template's line, at its indentation.
extension SwiftContextBuilder {
  /// The shared file's lines that hold the initial node's class.
  func laidOut(_ context: FlowContext) -> FlowContext {
    var context = context
    context.initialFunctionFitsOnOneLine = LineWidth.fits(
      "\(context.accessPrefix)static func instantiateInitialViewController(bundle: Bundle? = nil) -> \(context.initialClassName) {",
      indent: 2)
    context.initialCastFitsOnOneLine = LineWidth.fits(
      "guard let initial = controller as? \(context.initialClassName) else {", indent: 4)
    return context
  }

  func laidOut(_ scene: SceneContext) -> SceneContext {
    var scene = scene
    let fits = LineWidth.fits
    let access = scene.flow.accessPrefix
    scene.machineClassFitsOnOneLine = fits(
      "\(access)class \(scene.baseClassName): \(scene.superclassName) {", 0)
    scene.humanClassFitsOnOneLine = fits(
      "\(access)final class \(scene.className): \(scene.baseClassName) {}", 0)
    if let storyboardID = scene.storyboardID {
      scene.instantiateFitsOnOneLine = fits(
        "\(access)static func instantiate(from storyboard: UIStoryboard) -> \(scene.className) {", 2
      )
      scene.instantiateIdentifierFitsOnOneLine = fits(
        "let identifier = \(scene.flow.namespace).StoryboardID.\(storyboardID.caseName).rawValue",
        4)
      scene.instantiateBundleFitsOnOneLine = fits(
        "\(access)static func instantiate(bundle: Bundle? = nil) -> \(scene.className) {", 2)
      scene.instantiateCastFitsOnOneLine = fits(
        "guard let scene = controller as? \(scene.className) else {", 4)
      scene.instantiateCreatorFitsOnOneLine = fits(
        "from storyboard: UIStoryboard? = nil, creator: @escaping (NSCoder) -> \(scene.className)?",
        4)
    }
    for index in scene.actions.indices {
      let action = scene.actions[index]
      scene.actions[index].fitsOnOneLine =
        fits("@IBAction \(access)func \(action.name)(\(action.parameterList)) {", 2)
        && fits("\(access)override func \(action.hookName)(\(action.parameterList)) {}", 2)
    }
    for index in scene.segues.indices {
      let segue = scene.segues[index]
      let destination = segue.hookParameterType
      let castTarget = segue.destinationClassName
      if let container = segue.containerTypeName {
        // A cell's segue without identifier calls its hook a level deeper, in `case nil:`.
        scene.segues[index].containerCallFitsOnOneLine =
          segue.passesIndexPath
          ? fits(
            "\(segue.hookName)(\(container)(controller: destination), at: indexPath, sender: sender)",
            8)
          : fits("\(segue.hookName)(\(container)(controller: destination), sender: sender)", 6)
      }
      let indexPath = segue.passesIndexPath ? ", at indexPath: IndexPath?" : ""
      scene.segues[index].hookFitsOnOneLine = fits(
        "\(access)override func \(segue.hookName)(_ destination: \(destination)\(indexPath), sender: Any?) {}",
        2)
      scene.segues[index].hookParametersFitOnOneLine = fits(
        "_ destination: \(destination)\(indexPath), sender: Any?", 4)
      if let hook = segue.didDismissHookName {
        scene.segues[index].didDismissFitsOnOneLine = fits(
          "\(access)func \(hook)(_ destination: \(destination)) {}", 2)
      }
      if let hook = segue.shouldPerformHookName {
        scene.segues[index].shouldPerformFitsOnOneLine = fits(
          "\(access)override func \(hook)(sender: Any?) -> Bool {", 2)
      }
      let source =
        segue.looksThroughNavigation ? "navigation?.viewControllers.first" : "segue.destination"
      scene.segues[index].castFitsOnOneLine = fits(
        "guard let destination = \(source) as? \(castTarget) else {", 6)
      scene.segues[index].castBindingFitsOnOneLine = fits(
        "let destination = \(source) as? \(castTarget)", 8)
    }
    // The templates read the segues through these two lists too.
    scene.enumeratedSegues = scene.segues.filter(\.isEnumerated)
    scene.otherSegues = scene.segues.filter { !$0.isEnumerated }
    for action in scene.unwindActions.indices {
      for index in scene.unwindActions[action].arrivals.indices {
        let arrival = scene.unwindActions[action].arrivals[index]
        let source = arrival.sourceClassName
        let value = "\(source).Unwind.\(arrival.unwindCaseName).rawValue"
        scene.unwindActions[action].arrivals[index].patternFitsOnOneLine = fits(
          "case (let source as \(source), \(value)):", 4)
        scene.unwindActions[action].arrivals[index].unwindValueFitsOnOneLine = fits(value, 6)
        scene.unwindActions[action].arrivals[index].hookFitsOnOneLine = fits(
          "\(access)override func \(arrival.hookName)(from source: \(source)) {}", 2)
      }
    }
    for index in scene.cells.indices {
      let cell = scene.cells[index]
      if let function = cell.dequeueFunctionName, let cellClass = cell.className {
        scene.cells[index].dequeueFitsOnOneLine = fits(
          "\(access)func \(function)(for indexPath: IndexPath) -> \(cellClass) {", 2)
        scene.cells[index].dequeueCastFitsOnOneLine = fits(
          "guard let typed = cell as? \(cellClass) else {", 4)
      }
      scene.cells[index].caseFitsOnOneLine = fits(
        "case \(cell.caseName) = \(cell.reuseIDLiteral)", 4)
    }
    if var delegate = scene.delegate {
      delegate.events = delegate.events.map { laidOut($0, access: access) }
      delegate.optionalEvents = delegate.optionalEvents.map { laidOut($0, access: access) }
      scene.delegate = delegate
    }
    for index in scene.delegateConformances.indices {
      let conformance = scene.delegateConformances[index]
      scene.delegateConformances[index].fitsOnOneLine = fits(
        "extension \(scene.className): \(conformance.protocolName) {}", 0)
      scene.delegateConformances[index].requiredEvents = conformance.requiredEvents.map {
        laidOut($0, access: access)
      }
    }
    if var table = scene.table {
      table.hasOneSection = table.sections.count == 1
      for index in table.sections.indices {
        table.sections[index] = laidOut(table.sections[index])
      }
      scene.table = table
    }
    return scene
  }

  /// A delegate requirement, measured in its longest form (with a body, as the protocol
  /// extension and the human file write it).
  func laidOut(_ event: DelegateEventContext, access: String) -> DelegateEventContext {
    var event = event
    let controller = "_ controller: \(event.controllerClassName)"
    let parameters =
      if event.hasValue, let label = event.argumentLabel, let name = event.parameterName,
        let type = event.parameterType
      {
        "\(controller), \(label) \(name): \(type)"
      } else {
        controller
      }
    event.fitsOnOneLine = LineWidth.fits(
      "\(access)func \(event.requirementName)(\(parameters)) {}", indent: 2)
    event.parametersFitOnOneLine = LineWidth.fits(parameters + ")", indent: 4)
    return event
  }

  func laidOut(_ section: TableSectionContext) -> TableSectionContext {
    var section = section
    section.hasOneRow = section.rows.count == 1
    section.titleFitsOnOneLine = LineWidth.fits("title: \(section.titleText),", indent: 8)
    section.footerFitsOnOneLine = LineWidth.fits("footer: \(section.footerText),", indent: 8)
    let closing = section.hasOneRow ? ")" : "),"
    for index in section.rows.indices {
      let row = section.rows[index]
      var arguments = [
        "key: .\(row.caseName)", "label: \(row.labelText)", "editor: .\(row.editor)",
      ]
      if row.hasOptions {
        arguments.append("options: \(row.optionsLiteral)")
        arguments.append("optionTitles: \(row.optionTitlesText)")
      }
      if let keyboard = row.keyboardCase { arguments.append("keyboard: .\(keyboard)") }
      if let segue = row.segueCaseName { arguments.append("segue: Segue.\(segue).rawValue") }
      if let identifier = row.accessibilityIDLiteral {
        arguments.append("accessibilityIdentifier: \(identifier)")
      }
      let joined = arguments.joined(separator: ", ")
      section.rows[index].arguments = joined
      section.rows[index].fitsOnOneLine = LineWidth.fits(".init(\(joined)\(closing)", indent: 10)
      section.rows[index].argumentLines = LineWidth.packed(arguments, indent: 12, closing: closing)
    }
    return section
  }
}
