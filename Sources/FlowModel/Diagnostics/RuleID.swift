/// The stable identifier of every problem flowc reports, printed in brackets after the
/// message so that users can search for it, and tools can filter on it.
///
/// These names are part of flowc's interface: never rename one, only add.
public enum RuleID: String, Sendable, Codable, CaseIterable {
  // Input files and XML.
  case fileUnreadable = "file-unreadable"
  case xmlMalformed = "xml-malformed"
  case xmlEncoding = "xml-encoding"
  case xmlDoctype = "xml-doctype"
  case xmlTooDeep = "xml-too-deep"
  /// A file name with a control, line-separator or bidirectional formatting character.
  case fileNameUnsafe = "file-name-unsafe"
  /// An input larger than `SourceFile.maximumSize`.
  case fileTooLarge = "file-too-large"
  /// An element with more attributes than `XMLReadOptions.maximumAttributes`.
  case xmlTooManyAttributes = "xml-too-many-attributes"
  /// An invisible or bidirectional character in an id, title or selector.
  case invisibleCharacter = "invisible-character"
  /// More scenes than `FlowLimits.maximumScenes`, or generated output past its limits.
  case limitExceeded = "limit-exceeded"

  // Structure (decoding the element tree into the model).
  case unknownElement = "unknown-element"
  case unknownAttribute = "unknown-attribute"
  case missingAttribute = "missing-attribute"
  case invalidValue = "invalid-value"
  case unexpectedText = "unexpected-text"
  case wrongRoot = "wrong-root"
  case unsupportedVersion = "unsupported-version"
  case tooManyTransitions = "too-many-transitions"

  // Names.
  case invalidIdentifier = "invalid-identifier"
  case reservedIdentifier = "reserved-identifier"
  case identifierCase = "identifier-case"
  case classTypeExpected = "class-type-expected"

  // Uniqueness.
  case duplicateNodeID = "duplicate-node-id"
  case duplicateClass = "duplicate-class"
  case duplicateReuseID = "duplicate-reuse-id"
  case duplicateOutlet = "duplicate-outlet"
  case duplicateAction = "duplicate-action"
  case duplicateSegueID = "duplicate-segue-id"
  case duplicateRowKey = "duplicate-row-key"
  case duplicateEvent = "duplicate-event"
  case duplicateStoryboardID = "duplicate-storyboard-id"

  // References and the shape of the graph.
  case unknownReference = "unknown-reference"
  case navigationRootNotScene = "navigation-root-not-scene"
  case nestedNavigation = "nested-navigation"
  case customSegueWithoutClass = "custom-segue-without-class"
  case delegateWithoutProtocol = "delegate-without-protocol"
  case unwindUnreachable = "unwind-unreachable"
  case pushRowWithoutSegue = "push-row-without-segue"
  case pickerWithoutOptions = "picker-without-options"
  case tableNeedsTableController = "table-needs-table-controller"
  case memberConflict = "member-conflict"
  case invalidSelector = "invalid-selector"
  case duplicateSelector = "duplicate-selector"
  case duplicateSegueIdentifier = "duplicate-segue-identifier"
  case sharedClassConflict = "shared-class-conflict"
  /// Something the flow's runtime (`storyboard` or `code`) cannot do.
  case runtimeUnsupported = "runtime-unsupported"

  // Warnings about the flow a user will see.
  case unreachableNode = "unreachable-node"
  case showOutsideNavigation = "show-outside-navigation"
  case barButtonsNotEmbedded = "bar-buttons-not-embedded"
  case unusedUnwindAction = "unused-unwind-action"
  case legacySegueKind = "legacy-segue-kind"
  case unboundTransition = "unbound-transition"

  // Project configuration (flowc.json).
  case configMalformed = "config-malformed"
  case configUnknownKey = "config-unknown-key"
  case configType = "config-type"
  case configPath = "config-path"

  // String Catalogs flowc merges the flows' text into (`<table>.xcstrings`).
  case catalogMalformed = "catalog-malformed"

  // Templates (Templates/ or a --templates folder).
  case templateError = "template-error"

  // Storyboards that the flow format cannot say everything about.
  case storyboardUnsupported = "storyboard-unsupported"

  // A flow compared with its storyboard (`flowc check FLOW --storyboard SB`).
  case storyboardNodeMismatch = "storyboard-node-mismatch"
  case storyboardTransitionMismatch = "storyboard-transition-mismatch"
  case storyboardMemberMismatch = "storyboard-member-mismatch"
  case storyboardIDMismatch = "storyboard-id-mismatch"
  case storyboardReuseIDMismatch = "storyboard-reuse-id-mismatch"
  case storyboardUnreadable = "storyboard-unreadable"

  // Unwind routing by selector.
  case unwindShadowed = "unwind-shadowed"

  // Human files of a build (`--skeletons`).
  case humanFileOrphaned = "human-file-orphaned"
  case humanFileMissing = "human-file-missing"

  // Tools a build uses.
  case graphvizMissing = "graphviz-missing"

  // `flowc adopt`: an app's own Swift files.
  case adoptRefused = "adopt-refused"

  // UI tests: accessibility identifiers and navigation coverage.
  /// Two views of a scene (or two scenes' root views) with one accessibility identifier.
  case accessibilityIDConflict = "accessibility-id-conflict"
  /// (`--storyboard`) a trigger whose identifier in the storyboard differs from the flow's.
  case storyboardAccessibilityMismatch = "storyboard-accessibility-mismatch"
  /// (`flowc coverage`) a segue, unwind or scene no trace exercised.
  case coverage = "coverage"
  /// (`flowc coverage`) a trace line that is not a trace event, or names nothing.
  case traceMalformed = "trace-malformed"
}
