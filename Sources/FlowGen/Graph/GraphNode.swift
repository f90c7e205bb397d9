/// One node of the diagram: a scene, a container, a storyboard reference, or a red
/// placeholder for an id that does not exist. Exactly one `is…` kind flag is true; the
/// template picks the shape from it.
public struct GraphNode: GraphContextValue, Sendable {
  public var nodeDOT: String
  /// What a reader sees on hovering in an SVG: the kind of element and its id.
  public var tooltipDOT: String

  public var isScene = false
  public var isNavigation = false
  public var isTabBar = false
  public var isSplit = false
  public var isReference = false
  /// A placeholder for an id that nothing declares.
  public var isMissing = false
  /// Drawn in red: a placeholder, or a node whose id repeats an earlier one.
  public var isBroken = false
  /// The node the flow starts at.
  public var isInitial = false

  /// The first, bold line: the controller class (the storyboard name for a reference,
  /// the id for a placeholder).
  public var headlineHTML: String
  /// A scene's navigation title, when it has one.
  public var sceneTitleHTML: String?
  /// The kind of a non-scene node in Interface Builder's words ("Navigation
  /// Controller").
  public var captionHTML: String?
  /// Further small lines: a reference's scene and bundle, a placeholder's reason.
  public var notesHTML: [String] = []

  /// `--detail` only (empty otherwise).
  public var outlets: [GraphOutlet] = []
  public var actions: [GraphMemberName] = []
  public var unwindActions: [GraphUnwindAction] = []
  /// True when any of the three lists above has an entry.
  public var hasDetail = false

  init(nodeDOT: String, tooltipDOT: String, headlineHTML: String) {
    self.nodeDOT = nodeDOT
    self.tooltipDOT = tooltipDOT
    self.headlineHTML = headlineHTML
  }
}

/// An `@IBOutlet` line of a detailed scene.
public struct GraphOutlet: GraphContextValue, Sendable {
  public var outletNameHTML: String
  public var outletTypeHTML: String
  public var isCollection: Bool
}

/// An action line of a detailed scene (the template adds the `:`).
public struct GraphMemberName: GraphContextValue, Sendable {
  public var memberNameHTML: String
  /// The Objective-C selector the storyboard sends, exactly (`cancel:`, `deal`), as
  /// Interface Builder shows it.
  public var selectorHTML: String
}

/// An unwind action line of a detailed scene, which unwind edges point at.
public struct GraphUnwindAction: GraphContextValue, Sendable {
  public var memberNameHTML: String
  /// Its selector, exactly (`unwindToMealListWithSender:`).
  public var selectorHTML: String
  /// The label cell's port, which the edges of the unwinds that return here end at.
  /// Only ASCII letters, digits, `_` and `%`, so it is safe unquoted in an HTML
  /// attribute and quoted in DOT alike.
  public var portName: String
}
