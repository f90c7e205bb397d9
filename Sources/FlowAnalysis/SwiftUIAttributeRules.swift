import FlowModel

/// The UIKit attributes of a flow (`<segue presentation transition compactAdaptation
/// segueAction>`, `<scene init backButtonTitle>`, `<cell style>`, `<split style
/// collapse>`) that the SwiftUI runtime cannot honour, each reported as a warning at the
/// attribute, so that none is dropped silently. What it does honour is mapped in
/// docs/swiftui.md.
enum SwiftUIAttributeRules {
  /// The `UIModalPresentationStyle`s SwiftUI has no presentation for: a context
  /// presentation, a custom presentation controller, no adaptation.
  static let sheetFallbacks: Set<ModalPresentationStyle> = [
    .currentContext, .overCurrentContext, .custom, .none,
  ]

  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    for node in graph.flow.nodes {
      switch node {
      case .scene(let scene):
        checkScene(scene, into: &log)
        checkTriggersOfSeguesNeedingInputs(scene, graph: graph, into: &log)
      case .split(let split):
        if split.style == .tripleColumn {
          log.report(
            .warning(
              .runtimeUnsupported,
              "the SwiftUI runtime shows split '\(split.id)' in two columns: a flow's split has a primary and a secondary, and NavigationSplitView's content column would be empty",
              at: split.origin.location(of: "style")))
        }
      default: break
      }
    }
  }

  static func checkScene(_ scene: Scene, into log: inout DiagnosticLog) {
    if scene.initializer == .custom {
      log.report(
        .warning(
          .runtimeUnsupported,
          "the SwiftUI runtime creates every view with init(navigator:) and its inputs, so init=\"custom\" on '\(scene.id)' is ignored: give the view its dependencies with .environment(_:)",
          at: scene.origin.location(of: "init")))
    }
    if scene.backButtonTitle != nil {
      log.report(
        .warning(
          .runtimeUnsupported,
          "SwiftUI on iOS 17 has no way to set the back button's title, so backButtonTitle on '\(scene.id)' is ignored: the back button shows the scene's navigation title",
          at: scene.origin.location(of: "backButtonTitle")))
    }
    for cell in scene.cells where cell.style != nil {
      log.report(
        .warning(
          .runtimeUnsupported,
          "the SwiftUI runtime registers no cells, so style on cell '\(cell.reuseID ?? "")' is ignored: your view's List draws its rows",
          at: cell.origin.location(of: "style")))
    }
    for segue in scene.segues {
      if let style = segue.presentationStyle, sheetFallbacks.contains(style),
        segue.kind == .present
      {
        log.report(
          .warning(
            .runtimeUnsupported,
            "SwiftUI has no '\(style.rawValue)' presentation: the SwiftUI runtime presents '\(segue.id)' as a sheet",
            at: segue.origin.location(of: "presentation")))
      }
      if segue.presentationStyle != nil, segue.kind != .present, segue.kind != .embed {
        log.report(
          .warning(
            .runtimeUnsupported,
            "the SwiftUI runtime shows a \(segue.kind.rawValue) segue by its kind, so presentation on '\(segue.id)' is ignored: make it a present segue",
            at: segue.origin.location(of: "presentation")))
      }
      if segue.compactAdaptation != nil, !segue.showsSwiftUIPopover {
        let shownBy =
          segue.kind == .custom
          ? "presents custom segue '\(segue.id)' in the style customPresentationStyle chooses"
          : "shows a \(segue.kind.rawValue) segue by its kind, not in a popover"
        log.report(
          .warning(
            .runtimeUnsupported,
            "the SwiftUI runtime \(shownBy), so compactAdaptation on '\(segue.id)' is ignored: make it a popover segue",
            at: segue.origin.location(of: "compactAdaptation")))
      }
      if segue.transitionStyle != nil {
        log.report(
          .warning(
            .runtimeUnsupported,
            "SwiftUI on iOS 17 cannot choose a presentation's animation, so transition on '\(segue.id)' is ignored",
            at: segue.origin.location(of: "transition")))
      }
      if segue.segueAction != nil {
        log.report(
          .warning(
            .runtimeUnsupported,
            "the SwiftUI runtime has no @IBSegueAction: '\(segue.id)' gives its destination's view the destination's inputs; segueAction is ignored",
            at: segue.origin.location(of: "segueAction")))
      }
    }
  }

  /// A `<button>` or `<barButton>` whose segue's destination needs inputs: the view's
  /// generated control cannot know the values (a cell's row helper takes them as
  /// parameters; a button property and a toolbar item cannot), so it performs nothing.
  /// Said here, so that no control is silently dead.
  static func checkTriggersOfSeguesNeedingInputs(
    _ scene: Scene, graph: FlowGraph, into log: inout DiagnosticLog
  ) {
    for segue in scene.segues where segue.kind != .embed {
      let control: String
      switch segue.trigger {
      case .button(let title): control = "button '\(title ?? "")'"
      case .barButton(.system(let item)): control = "bar button '\(item)'"
      case .barButton(.title(let title)): control = "bar button '\(title)'"
      default: continue
      }
      guard let destination = graph.flow.node(withID: segue.destinationID) else { continue }
      let inputs = graph.flow.inputsCarried(to: destination)
      guard !inputs.isEmpty else { continue }
      let names = inputs.map(\.name).joined(separator: ", ")
      let labels = inputs.map { "\($0.name):" }.joined()
      log.report(
        .warning(
          .runtimeUnsupported,
          "in the SwiftUI runtime the \(control) of '\(scene.id)' performs nothing: segue '\(segue.id)' leads to a scene that needs \(names), which the generated control cannot know; perform \(segue.id)(\(labels)) from a control of your own",
          at: segue.origin.location(of: "to")))
    }
  }
}
