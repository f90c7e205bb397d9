import FlowAnalysis
import FlowModel

extension SwiftContextBuilder {
  /// How `prepare(for:sender:)` reaches the controller a segue's hook receives.
  struct Destination {
    var className: String
    var sceneID: String
    var casts: Bool
    var looksThroughNavigation: Bool
    /// The scene behind the destination (itself, or a navigation's root), if any.
    var scene: Scene?
  }

  /// A scene is handed over as its class; a navigation controller as its root scene,
  /// since that is the controller the source has something to say to; a tab bar or split
  /// view controller as itself, cast to its class (which of its children matters is the
  /// app's business); a storyboard reference as the plain `UIViewController` it is.
  func resolveDestination(of segue: Segue) -> Destination {
    resolveDestination(nodeID: segue.destinationID)
  }

  /// How a segue to `nodeID`, or a container's child there, is handed over.
  func resolveDestination(nodeID: String) -> Destination {
    let plain = Destination(
      className: "UIViewController", sceneID: nodeID, casts: false,
      looksThroughNavigation: false, scene: nil)
    guard let node = graph.node(nodeID) else { return plain }
    switch node {
    case .scene(let scene):
      return Destination(
        className: scene.className, sceneID: scene.id, casts: true, looksThroughNavigation: false,
        scene: scene)
    case .navigation(let navigation):
      guard let root = graph.node(navigation.rootID)?.scene else {
        return Destination(
          className: navigation.className, sceneID: navigation.id, casts: true,
          looksThroughNavigation: false, scene: nil)
      }
      return Destination(
        className: root.className, sceneID: root.id, casts: true, looksThroughNavigation: true,
        scene: root)
    case .tabBar, .split:
      return Destination(
        className: node.className, sceneID: node.id, casts: true, looksThroughNavigation: false,
        scene: nil)
    case .reference:
      return plain
    }
  }

  func segueContext(
    _ segue: Segue, place: String, dispatch: TransitionBinding.SegueDispatch,
    names: TransitionNames, base: String
  ) -> SegueContext {
    let destination = resolveDestination(of: segue)
    let caseName = names.segueCase(segue.id)
    let rawValue = segue.identifier.flatMap { $0 == caseName ? nil : SwiftLiteral.string($0) }
    // Both UIKit runtimes hand a container's hook the same typed struct, so that human
    // files move between them unchanged.
    let container: String? =
      switch graph.node(segue.destinationID) {
      case .tabBar, .split:
        flowReference.namespace + "." + Self.containerTypeName(of: segue.destinationID)
      default: nil
      }
    var context = SegueContext(
      id: segue.id, caseName: caseName, rawValueLiteral: rawValue,
      identifierLiteral: segue.identifier.map(SwiftLiteral.string),
      isEnumerated: dispatch == .enumerated, matchesIdentifier: dispatch == .identifierOnly,
      kind: segue.kind.rawValue, destinationID: segue.destinationID,
      destinationClassName: destination.className, containerTypeName: container,
      hookParameterType: container ?? destination.className,
      destinationSceneID: destination.sceneID,
      hookName: names.segueHook(segue.id),
      didDismissHookName: segue.kind == .present && dispatch == .enumerated
        ? "didDismiss" + SwiftIdentifier.upperFirst(caseName) : nil,
      castsDestination: destination.casts,
      looksThroughNavigation: destination.looksThroughNavigation,
      setsDelegate: segue.setsDelegate && destination.scene?.delegate != nil,
      triggerComment: triggerComment(segue.trigger),
      shouldPerformHookName: segue.trigger == .manual || dispatch != .enumerated
        ? nil : "shouldPerform" + SwiftIdentifier.upperFirst(caseName),
      passesIndexPath: Self.passesIndexPath(segue.trigger, base: base),
      unexpectedDestinationMessage: unexpectedDestinationMessage(
        segue, place: place, destination: destination))
    // `prepare(for:sender:)` installs the answer where it recognises the segue.
    if dispatch == .enumerated || dispatch == .destinationClass {
      context.compactAdaptationStyle = segue.compactAdaptation.map(Self.compactStyle)
    }
    // At most eight spaces in: inside an `if` of `prepare(for:sender:)`'s `case nil:`.
    context.traceLines = TraceCall.lines(
      namespace: flowReference.namespace, event: "segue", id: segue.id, indent: 8)
    return context
  }

  /// The `UIModalPresentationStyle` case a popover's presentation controller delegate
  /// answers in compact width for `<segue compactAdaptation>` (docs/flow-format.md,
  /// "Popovers in compact width").
  static func compactStyle(_ adaptation: PopoverAdaptation) -> String {
    switch adaptation {
    case .sheet: "formSheet"
    case .fullScreen: "fullScreen"
    case .popover: "none"
    }
  }

  /// A cell's segue in a table or collection view controller, whose view knows the
  /// cell's index path.
  static func passesIndexPath(_ trigger: Trigger, base: String) -> Bool {
    switch trigger {
    case .cell, .staticCell: break
    default: return false
    }
    return base == "UITableViewController" || base == "UICollectionViewController"
  }
}
