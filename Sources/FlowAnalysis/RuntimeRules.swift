import FlowModel

/// What only one runtime can do, reported for the flow's runtime at the element at fault.
///
/// The graph and every other rule are the same for both runtimes; these rules say where
/// code generated for `runtime="code"` could not do what the flow asks (it has no
/// storyboard to fire a gesture's segue, and needs to be told where an embedded child
/// goes), so that a clean check still promises code that compiles and works.
struct RuntimeRules: FlowRuleFamily {
  /// Members the code runtime adds to every generated base class (the scene factory,
  /// unwinding and the `UnwindDestination` requirements).
  static let codeRuntimeMembers: Set<String> = ["scenes", "unwind", "declares", "receive"]

  /// A classic split (`style="unspecified"`) collapses onto its secondary: an iPhone
  /// launches on the detail, and a bare scene there has no bar to go back to the list.
  /// The code runtime's default, the column style, shows the primary.
  static func checkClassicSplits(_ flow: Flow, into log: inout DiagnosticLog) {
    for node in flow.nodes {
      guard case .split(let split) = node, split.style == .unspecified,
        split.origin.attributes["style"] != nil,
        flow.nodes.contains(where: { $0.id == split.secondaryID && $0.scene != nil })
      else { continue }
      log.report(
        .warning(
          .runtimeUnsupported,
          "the classic split '\(split.id)' launches an iPhone on its secondary '\(split.secondaryID)', a bare scene with no way back to '\(split.primaryID)': leave out style=\"unspecified\" (the column style shows the primary) or put the secondary in a <navigation>",
          at: split.origin.location(of: "style")))
    }
  }

  let runtime: FlowRuntime

  init(walking flow: Flow, into log: inout DiagnosticLog) {
    runtime = flow.runtime
    if runtime == .code { Self.checkClassicSplits(flow, into: &log) }
  }

  func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    guard case .scene(let scene) = node else { return }
    let outletNames = Set(scene.outlets.lazy.filter { !$0.isCollection }.map(\.name))
    var suggestions: NameSuggestions?
    for case .segue(let segue) in scene.transitions {
      if let container = segue.containerOutlet, !outletNames.contains(container) {
        if suggestions == nil { suggestions = NameSuggestions(outletNames.sorted()) }
        log.report(
          .error(
            .unknownReference,
            "scene '\(scene.id)' has no <outlet name=\"\(container)\"> to hold the embedded child",
            at: segue.origin.location(of: "container"),
            suggestion: suggestions?.nearest(to: container).map { .name($0) }))
      }
      guard runtime == .code else { continue }
      if segue.kind == .embed && segue.containerOutlet == nil {
        log.report(
          .error(
            .runtimeUnsupported,
            "embed segue '\(segue.id)' needs container=\"outlet\" in the code runtime: the view that holds the child",
            at: segue.origin.location(of: "kind")))
      }
    }
    guard runtime == .code else { return }
    if scene.initializer == .default,
      SceneBaseInitializers.creation(of: scene) == .unknown
    {
      log.report(
        .error(
          .runtimeUnsupported,
          "the code runtime cannot create scene '\(scene.id)': its base \(scene.base) has no init(); write init=\"custom\" and create it in your subclass of the flow's Scenes",
          at: scene.origin.location(of: "base")))
    }
    let members =
      scene.outlets.map { ("outlet", $0.name, $0.origin) }
      + scene.actions.map { ("action", $0.name, $0.origin) }
      + scene.unwindActions.map { ("unwind action", $0.name, $0.origin) }
    for (what, name, origin) in members where Self.codeRuntimeMembers.contains(name) {
      log.report(
        .error(
          .memberConflict,
          "\(what) '\(name)' clashes with a member the code runtime generates in \(scene.className)",
          at: origin.location(of: "name")))
    }
    // A button's `UIAction` carries its sender but no `UIEvent`, so the code runtime has
    // no event to give an action whose selector takes one (`tapped:forEvent:`). An action
    // no button sends is the app's to call, with the event it has.
    let sent = Set(
      scene.buttons.compactMap(\.actionName) + scene.barButtons.compactMap(\.actionName))
    for action in scene.actions
    where sent.contains(action.name) && ObjCSelector.argumentCount(of: action.selector) > 1 {
      log.report(
        .error(
          .runtimeUnsupported,
          "the code runtime cannot pass action '\(action.name)' the event its selector '\(action.selector)' takes: a button gives its action the sender only, so drop the event",
          at: action.origin.location(of: "selector"),
          suggestion: .name(ObjCSelector.defaultSelector(forName: action.name))))
    }
    for cell in scene.cells where cell.reuseID == nil {
      log.report(
        .error(
          .runtimeUnsupported,
          "the code runtime registers and dequeues every cell by its reuse identifier: a cell with reuseID=\"\" is a static cell, which needs a storyboard",
          at: cell.origin.location(of: "reuseID")))
    }
    let selectsCells = ["UITableViewController", "UICollectionViewController"].contains(
      scene.base)
    for transition in scene.transitions where !selectsCells {
      switch transition.trigger {
      case .cell, .staticCell: break
      default: continue
      }
      log.report(
        .warning(
          .runtimeUnsupported,
          "the code runtime performs '\(transition.id)' on selection only in a table or collection view controller; call perform(.\(transition.id)) from your table's delegate",
          at: transition.origin.location))
    }
    for transition in scene.transitions {
      guard case .gesture(let kind) = transition.trigger else { continue }
      log.report(
        .error(
          .runtimeUnsupported,
          "the code runtime cannot fire '\(transition.id)' from a \(kind): gesture recognizers need a storyboard; perform it from your own recognizer's action",
          at: transition.origin.location))
    }
    for gesture in scene.gestures where gesture.actionName != nil {
      log.report(
        .error(
          .runtimeUnsupported,
          "the code runtime cannot connect a \(gesture.kind) to an action: gesture recognizers need a storyboard",
          at: gesture.origin.location(of: "action")))
    }
  }
}
