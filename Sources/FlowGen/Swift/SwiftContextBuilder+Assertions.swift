import FlowModel

/// The messages of the debug-build assertions in generated dispatch.
///
/// Where a storyboard out of step with its flow would make the generated code fall
/// through silently — a destination of another class, a segue identifier the flow does
/// not list, an unwind nobody expects — debug builds stop at an `assertionFailure` that
/// names the flow, the scene, the identifier and what was expected; release builds fall
/// through as before. Each message is the one line of a multi-line string literal (so
/// that its layout never depends on its length), its free text escaped
/// (`SwiftLiteral`), with the interpolations the dispatch code supplies.
extension SwiftContextBuilder {
  /// `FriendList.flow, scene 'master'` — or, for a class several scenes share,
  /// `FriendList.flow, \(sceneInMessages)`, the scene the controller shows — as literal
  /// text (without quotes).
  func assertionPlace(sceneIDs: [String]) -> String {
    place(in: sourceFileName, sceneIDs: sceneIDs)
  }

  /// The file, then the scene: named in the message when it is the class's only one;
  /// else the controller's `sceneInMessages` names the one it shows (or, not knowing it,
  /// all of them), so that each message does not list every scene sharing the class.
  private func place(in file: String, sceneIDs: [String]) -> String {
    guard sceneIDs.count > 1 else {
      return literalText("\(file), scene '\(sceneIDs.first ?? "")'")
    }
    return sharedPlace(in: file)
  }

  /// `FriendList.flow, \(sceneInMessages)`: the place of a mismatch in a class several
  /// scenes share, whichever of them the controller shows.
  func sharedPlace(in file: String) -> String {
    literalText("\(file), ") + "\\(sceneInMessages)"
  }

  /// The storyboard file UIKit loads (`Main_iPhone.storyboard`): where a class is set
  /// in Interface Builder, whatever file the flow was read from.
  var storyboardFileName: String {
    flow.storyboardName + ".storyboard"
  }

  /// `Main_iPhone.storyboard, scene 'master'`, as literal text: the place of a mismatch
  /// whose fix is in the storyboard.
  func storyboardPlace(sceneIDs: [String]) -> String {
    place(in: storyboardFileName, sceneIDs: sceneIDs)
  }

  /// For a typed dequeue helper, whose prototype in the storyboard is of another class;
  /// `cell` is bound by the generated code. In the code runtime there is no storyboard:
  /// the class is the one registered for the identifier, which the generated
  /// `viewDidLoad` registers and the app's code may have replaced, so the message names
  /// the flow (`place`) and that registration.
  func cellMismatchMessage(
    reuseID: String, cellClass: String, storyboardPlace: String, place: String
  ) -> String {
    let reuse = literalText(reuseID)
    guard flow.runtime == .code else {
      return "\(storyboardPlace): prototype '\(reuse)' is a \\(type(of: cell)), "
        + literalText("not a \(cellClass); set its class in Interface Builder")
    }
    return "\(place): the cell registered for '\(reuse)' is a \\(type(of: cell)), "
      + literalText(
        "not a \(cellClass); register \(cellClass) for it (as the generated viewDidLoad does), not another class"
      )
  }

  /// For `instantiate(from:)`, whose storyboard controller is of another class;
  /// `controller` is bound by the generated code.
  func instantiateMismatchMessage(storyboardID: String, className: String) -> String {
    literalText(
      "\(storyboardFileName): the view controller with storyboard ID '\(storyboardID)' is a ")
      + "\\(type(of: controller))"
      + literalText(", not a \(className); set its class in Interface Builder")
  }

  /// For `instantiateInitialViewController()`; `controller` (optional) is bound by the
  /// generated code.
  func initialMismatchMessage(className: String) -> String {
    literalText("\(storyboardFileName): the initial view controller is ")
      + "\\(controller.map { \"a \\(type(of: $0))\" } ?? \"missing\")"
      + literalText(
        ", not the flow's \(className) ('\(flow.initialID)'); make '\(flow.initialID)' the initial view controller in Interface Builder"
      )
  }

  /// For `prepare(for:sender:)`'s `case nil` on a scene with segues; `identifier` is
  /// bound by the generated code.
  func unknownSegueMessage(_ scene: Scene, place: String) -> String {
    let identifiers = scene.segues.compactMap(\.identifier).filter { !$0.isEmpty }
    let expected = identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")
    return "\(place): unknown segue identifier '\\(identifier)'; "
      + literalText("the flow expects \(expected)")
  }

  /// For a segue's destination cast, whose failure is a storyboard out of step.
  func unexpectedDestinationMessage(_ segue: Segue, place: String, destination: Destination)
    -> String
  {
    let expected =
      destination.looksThroughNavigation
      ? "\(destination.className) as the root of a navigation controller"
      : destination.className
    let actual =
      destination.looksThroughNavigation
      ? "\\(type(of: navigation?.viewControllers.first ?? segue.destination))"
      : "\\(type(of: segue.destination))"
    return "\(place), segue '\(literalText(segue.identifier ?? segue.id))': "
      + literalText("expected \(expected), got ") + actual
  }

  /// For an unwind action's `default` branch: an unwind arrived that the flow does not
  /// route here.
  func unexpectedArrivalMessage(_ action: UnwindAction, place: String, arrivals: [String])
    -> String
  {
    let expected =
      arrivals.isEmpty
      ? "no unwind in the flow returns here"
      : "the flow expects \(arrivals.joined(separator: ", "))"
    return "\(place): unwind '\\(segue.identifier ?? \"\")' from "
      + "\\(type(of: segue.source)) arrived at \(literalText(action.name))(_:); "
      + literalText(expected)
  }

  /// Text as it stands between the quotes of a Swift string literal.
  func literalText(_ text: String) -> String {
    String(SwiftLiteral.string(text).dropFirst().dropLast())
  }
}
