/// A segue leaving a scene: a case of `Segue`, a branch of `prepare(for:sender:)` and a
/// typed hook.
public struct SegueContext: Encodable, Sendable {
  /// The Swift-facing name as the flow writes it (`showDetail`), the hook's stem.
  public var id: String
  /// The navigation trace call that reports the segue, laid out to fit where
  /// `prepare(for:sender:)` places it.
  public var traceLines: [String] = []
  /// The `Segue` case: the id in lowerCamelCase, unique in the enum (`ShowDetail` →
  /// `showDetail`).
  public var caseName: String
  /// The case's raw value when it is not the case name (`"Show Detail"`), else null.
  @ExplicitNull public var rawValueLiteral: String?
  /// The identifier UIKit sends as a string literal, or null when the segue has none.
  @ExplicitNull public var identifierLiteral: String?
  /// True when the segue is a case of `Segue` (it has an identifier and is not an embed),
  /// which `perform(_:)` takes.
  public var isEnumerated: Bool
  /// True when `prepare` recognises it by `identifierLiteral` outside the enum (an embed
  /// segue, which UIKit performs itself); false for one recognised by its destination's
  /// class (it has no identifier).
  public var matchesIdentifier: Bool
  /// `show`, `showDetail`, `present`, `popover`, `embed` or `custom`.
  public var kind: String
  /// The node the segue leads to.
  public var destinationID: String
  /// The class the destination is handed over as: the scene's class, the root scene's
  /// class for a navigation, the container's class for a tab bar or split view.
  public var destinationClassName: String
  /// For a tab bar or split view: the struct the hook receives, holding the container and
  /// its children typed (`SinkFlow.TabsContainer`); else null.
  @ExplicitNull public var containerTypeName: String?
  /// What the hook's `destination` is: `containerTypeName`, else `destinationClassName`.
  public var hookParameterType: String
  /// The scene id the hook receives (the root scene for a navigation), for comments.
  public var destinationSceneID: String
  /// The overridable method `prepare(for:sender:)` calls (`prepareShowDetail`).
  public var hookName: String
  /// For a `present` segue: the overridable method called when the user swipes away what
  /// it presented (`didDismissWriteNote`), which UIKit reports for that dismissal only;
  /// else null.
  @ExplicitNull public var didDismissHookName: String? = nil
  /// For a segue that shows a popover and says `compactAdaptation`: the
  /// `UIModalPresentationStyle` case the delegate of its presentation controller answers
  /// where UIKit adapts a popover (`formSheet`, `fullScreen`, or `none`: it stays a
  /// popover); else null, and UIKit adapts it as it does by itself.
  @ExplicitNull public var compactAdaptationStyle: String? = nil
  /// True when `segue.destination` must be cast to `destinationClassName`; false when
  /// it is already a `UIViewController` (a storyboard reference).
  public var castsDestination: Bool
  /// True when the destination is a navigation controller and the hook receives its
  /// root scene (`viewControllers.first`).
  public var looksThroughNavigation: Bool
  /// `delegate="true"`: `prepare` sets the destination's `delegate` to this scene.
  public var setsDelegate: Bool
  /// What fires the segue, for comments (`when a "Cell" cell is selected`).
  public var triggerComment: String
  /// The hook `shouldPerformSegue(withIdentifier:sender:)` asks (`shouldPerformShowDetail`),
  /// or null for a segue performed from code, which UIKit performs without asking.
  @ExplicitNull public var shouldPerformHookName: String?
  /// A cell of a table or collection view controller fires it: the hook also receives the
  /// index path of that cell (`at indexPath: IndexPath?`).
  public var passesIndexPath: Bool
  /// Layout: the `shouldPerform…` hook's declaration fits on one line.
  public var shouldPerformFitsOnOneLine = true
  /// Layout: the `didDismiss…` hook's declaration fits on one line.
  public var didDismissFitsOnOneLine = true
  /// Broken after `(`, the hook's parameters fit on one line.
  public var hookParametersFitOnOneLine = true
  /// Layout: `prepare`'s call of the hook with the container's struct fits on one line.
  public var containerCallFitsOnOneLine = true
  /// Layout (see `LineWidth`): the hook's declaration fits on one line.
  public var hookFitsOnOneLine = true
  /// The `guard let destination = … else {` of `prepare` fits on one line.
  public var castFitsOnOneLine = true
  /// Broken, its `let destination = … as? C` still fits on one line.
  public var castBindingFitsOnOneLine = true
  /// The debug assertion's message when the destination is not of the class the hook
  /// takes: the line of a multi-line Swift string literal, interpolating `segue` (and `navigation`).
  public var unexpectedDestinationMessage: String
}
