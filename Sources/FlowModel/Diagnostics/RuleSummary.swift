extension RuleID {
  /// What the rule is about, in one sentence: the description reports that list rules
  /// (SARIF's `tool.driver.rules`) give each id. The table "What flowc checks" in
  /// docs/flow-format.md says the same at length; the switch makes a new rule without a
  /// summary a compile error.
  public var summary: String {
    switch self {
    case .fileUnreadable: "The input path is missing, a directory, or unreadable."
    case .xmlMalformed: "The XML is not well-formed, or the file is empty."
    case .xmlEncoding: "The input is not valid UTF-8, or holds a NUL byte."
    case .xmlDoctype: "The input has a DOCTYPE; flowc never loads DTDs or expands entities."
    case .xmlTooDeep: "Elements are nested more than 200 levels deep."
    case .fileNameUnsafe:
      "The input's path holds a control, line-separator or bidirectional character; it is not read."
    case .fileTooLarge: "The input is larger than 64 MiB; it is not read."
    case .xmlTooManyAttributes: "An element has more than 1,000 attributes."
    case .invisibleCharacter:
      "A value or text holds an invisible or bidirectional character (shown escaped)."
    case .limitExceeded: "An input exceeds a resource limit (scenes, generated output)."
    case .unknownElement: "An element the flow format does not have, or one in the wrong place."
    case .unknownAttribute: "An attribute the element does not have."
    case .missingAttribute: "A required attribute (or child) is missing."
    case .invalidValue: "A value outside its set, or control characters in free text."
    case .unexpectedText: "Text inside an element that holds none."
    case .wrongRoot: "The root element is not <flow> (nor a storyboard's <document>)."
    case .unsupportedVersion: "The flow's version is not 1."
    case .tooManyTransitions:
      "A cell, button, bar button, gesture or row holds more than one transition."
    case .invalidIdentifier:
      "A name that is not a Swift identifier, or a type that is not a type name."
    case .reservedIdentifier: "A name that is a Swift keyword."
    case .identifierCase: "A name that breaks its case convention."
    case .classTypeExpected:
      "An outlet type, base or class that is a type name but not a class name."
    case .duplicateNodeID: "Two nodes with one id."
    case .duplicateClass:
      "A delegate protocol two classes would both declare, or a class named like the flow's namespace."
    case .duplicateReuseID: "Two cells of a scene with one reuse identifier."
    case .duplicateOutlet: "An outlet whose name another outlet or action of the scene has."
    case .duplicateAction: "An action or unwind action whose name the scene already uses."
    case .duplicateSegueID: "Two transitions leaving one scene with one id."
    case .duplicateRowKey: "Two rows of a table with one key."
    case .duplicateEvent: "Two delegate events with one name, or two <delegate> elements."
    case .duplicateStoryboardID: "Two nodes with one storyboard ID."
    case .unknownReference:
      "A reference (initial, root, to, tab, action, container, …) naming nothing."
    case .navigationRootNotScene: "A navigation whose root is a container, not a scene."
    case .nestedNavigation: "A navigation inside a navigation, as root or pushed."
    case .customSegueWithoutClass: "A custom segue without a segue class."
    case .delegateWithoutProtocol: "A delegate segue to a scene that declares no <delegate>."
    case .unwindUnreachable: "An unwind whose action is on no scene that can be beneath its source."
    case .pushRowWithoutSegue: "A push row without its <segue>."
    case .pickerWithoutOptions: "A picker row without options."
    case .tableNeedsTableController:
      "A <table> on a scene whose base is not UITableViewController."
    case .memberConflict:
      "An outlet or action named like a member the scene's class already has (UIKit's or flowc's)."
    case .invalidSelector: "An action selector that is not a valid Objective-C selector for it."
    case .duplicateSelector: "Two methods of one class with one selector."
    case .duplicateSegueIdentifier:
      "Two segues (or two unwinds) leaving one scene with one identifier."
    case .sharedClassConflict:
      "Scenes that share a class but not its base, or disagree on a member of one name."
    case .runtimeUnsupported: "Something the flow's runtime (code or swiftui) cannot do."
    case .unreachableNode: "A node no path from the initial node (or a storyboard ID) reaches."
    case .showOutsideNavigation:
      "A show segue from a scene on no navigation stack: it presents modally."
    case .barButtonsNotEmbedded:
      "A presented scene with bar buttons but no navigation controller to show them."
    case .unusedUnwindAction: "An unwind action no unwind uses."
    case .legacySegueKind: "A legacy segue kind (push, modal)."
    case .unboundTransition:
      "A transition without identifier that generated code cannot tell apart, so it has no hook."
    case .configMalformed: "flowc.json is not JSON."
    case .configUnknownKey: "flowc.json has a key the config does not have."
    case .configType: "A flowc.json value of the wrong type, or outside its set."
    case .configPath:
      "A flowc.json path that matches nothing, does not exist, or leaves the project."
    case .catalogMalformed: "The String Catalog in the output folder is not a catalog."
    case .templateError: "A template does not parse or render."
    case .storyboardUnsupported: "Something in a storyboard the flow format cannot express."
    case .storyboardNodeMismatch:
      "A scene or container differs between the flow and its storyboard."
    case .storyboardTransitionMismatch:
      "A segue or unwind differs between the flow and its storyboard."
    case .storyboardMemberMismatch:
      "An outlet or action differs between the flow and its storyboard."
    case .storyboardIDMismatch: "A storyboard ID differs between the flow and its storyboard."
    case .storyboardReuseIDMismatch:
      "A cell reuse identifier or cell class differs between the flow and its storyboard."
    case .storyboardUnreadable: "The file to compare the flow with is not a storyboard."
    case .unwindShadowed:
      "An unwind that a nearer scene with a method of the same selector catches first."
    case .humanFileOrphaned: "A human file for a scene the flow no longer has."
    case .humanFileMissing: "A scene's human file is nowhere under the skeletons folder."
    case .graphvizMissing: "Graphviz's dot is not on PATH, so svg or png diagrams are not drawn."
    case .adoptRefused: "An app's Swift file that flowc adopt cannot edit safely."
    case .accessibilityIDConflict:
      "Two views of a scene, or two scenes' root views, with one accessibility identifier."
    case .storyboardAccessibilityMismatch:
      "A root view or trigger whose accessibility identifier in the storyboard is not the flow's."
    case .coverage: "A segue, unwind or scene that no navigation trace exercised."
    case .traceMalformed:
      "A trace line that is not a trace event, or names something the flows do not have."
    }
  }
}
