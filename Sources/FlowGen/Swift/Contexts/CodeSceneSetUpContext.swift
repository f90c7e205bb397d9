/// What the code runtime's `viewDidLoad` sets up for one scene, as its storyboard would
/// when the view loads: the bar buttons, the prototype cells, the buttons and the
/// embedded children, with the transitions their triggers fire.
///
/// A class several scenes share gets one per scene, in file order: each scene wires its
/// own triggers (the bar buttons of `fiction` are not those of `poetry`), so `viewDidLoad`
/// switches on `sceneID` and calls the shown scene's private set-up method, and a cell's
/// selection fires the transition its scene gives it. The first scene is the `default`,
/// as for the root view's identifier, so a controller created some other way (no
/// `sceneID`) is the first scene.
public struct CodeSceneSetUpContext: Encodable, Sendable {
  /// The scene's id (`poetry`).
  public var sceneID: String
  /// The `switch sceneID` label that selects it, laid out to fit: `case "poetry":`, or
  /// `default:` for the class's first scene.
  public var caseLabel: String
  /// The private method that sets the scene up (`setUpPoetry`); null when it has nothing
  /// to set up.
  @ExplicitNull public var functionName: String?
  /// What the method does, in words, for its comment, in lines that fit.
  public var summary: [String] = []
  public var leftBarButtons: [CodeTriggerContext] = []
  public var hasLeftBarButtons = false
  public var rightBarButtons: [CodeTriggerContext] = []
  public var hasRightBarButtons = false
  /// The statements giving the bar button items their accessibility identifiers.
  public var barButtonIdentifierLines: [String] = []
  /// The scene has a table layout: a drag of the table dismisses the keyboard.
  public var dismissesKeyboard = false
  /// The prototype cells it registers with the table (collection) view.
  public var cellRegistrations: [CodeCellContext] = []
  public var registersTableCells = false
  public var registersCollectionCells = false
  /// The `<button>`s it places (their properties are the class's).
  public var buttons: [CodeTriggerContext] = []
  /// The `embed` segues it performs as its view loads.
  public var embeds: [CodeSegueContext] = []
  /// The cells whose selection fires a transition in this scene, each with its statement.
  public var cellSelections: [CodeCellContext] = []
  public var hasCellSelections = false

  public init(sceneID: String, caseLabel: String) {
    self.sceneID = sceneID
    self.caseLabel = caseLabel
  }
}
