/// What the flow format allows on one element: its attributes (and which are required)
/// and the elements that may appear inside it.
package struct ElementSchema: Sendable {
  package var attributes: [String]
  package var required: [String]
  package var children: [String]
  /// How many children it needs (a tab bar has at least one tab).
  var minimumChildren = 0
  /// How many children it may hold, when limited (a cell fires at most one transition).
  var maximumChildren: Int? = nil

  init(
    attributes: [String], required: [String] = [], children: [String] = [],
    minimumChildren: Int = 0, maximumChildren: Int? = nil
  ) {
    self.attributes = attributes
    self.required = required
    self.children = children
    self.minimumChildren = minimumChildren
    self.maximumChildren = maximumChildren
  }

  /// The flow format, element by element (`docs/flow-format.md` describes each).
  package static let format: [String: ElementSchema] = [
    "flow": ElementSchema(
      attributes: ["name", "version", "initial", "module", "imports", "runtime", "storyboard"],
      required: ["name", "version", "initial"],
      children: ["scene", "navigation", "tabBar", "split", "reference"]),
    "navigation": ElementSchema(
      attributes: [
        "id", "root", "class", "storyboardID", "largeTitles", "barHidden", "toolbarHidden",
      ], required: ["id", "root"]),
    "tabBar": ElementSchema(
      attributes: ["id", "class", "storyboardID"], required: ["id"], children: ["tab"],
      minimumChildren: 1),
    "tab": ElementSchema(
      attributes: [
        "to", "title", "system", "image", "systemImage", "selectedImage", "accessibilityID",
      ],
      required: ["to"]),
    "split": ElementSchema(
      attributes: ["id", "primary", "secondary", "class", "storyboardID", "style", "collapse"],
      required: ["id", "primary", "secondary"]),
    "reference": ElementSchema(
      attributes: ["id", "storyboard", "sceneID", "bundle"], required: ["id"]),
    "scene": ElementSchema(
      attributes: [
        "id", "class", "base", "title", "storyboardID", "modalInPresentation", "backButtonTitle",
        "init", "accessibilityID",
      ], required: ["id"],
      children: [
        "outlet", "action", "unwindAction", "cell", "barButton", "button", "gesture", "segue",
        "unwind", "delegate", "table", "input", "output",
      ]),
    "outlet": ElementSchema(
      attributes: ["name", "type", "collection", "strong"], required: ["name", "type"]),
    "action": ElementSchema(attributes: ["name", "selector", "sender"], required: ["name"]),
    "unwindAction": ElementSchema(attributes: ["name", "selector"], required: ["name"]),
    "input": ElementSchema(attributes: ["name", "type"], required: ["name", "type"]),
    "output": ElementSchema(attributes: ["name", "type"], required: ["name", "type"]),
    "cell": ElementSchema(
      attributes: ["reuseID", "class", "style", "accessibilityID"], required: ["reuseID"],
      children: ["segue", "unwind"], maximumChildren: 1),
    "barButton": ElementSchema(
      attributes: ["system", "title", "side", "action", "accessibilityID"],
      children: ["segue", "unwind"],
      maximumChildren: 1),
    "button": ElementSchema(
      attributes: ["title", "action", "accessibilityID"], children: ["segue", "unwind"],
      maximumChildren: 1),
    "gesture": ElementSchema(
      attributes: ["kind", "action"], required: ["kind"], children: ["segue", "unwind"],
      maximumChildren: 1),
    "segue": ElementSchema(
      attributes: [
        "id", "identifier", "kind", "to", "class", "delegate", "container", "presentation",
        "transition", "modalInPresentation", "compactAdaptation", "segueAction",
      ],
      required: ["id", "kind", "to"]),
    "unwind": ElementSchema(
      attributes: ["id", "identifier", "action"], required: ["id", "action"]),
    "delegate": ElementSchema(attributes: ["protocol"], children: ["event"]),
    "event": ElementSchema(
      attributes: ["name", "param", "type", "optional"], required: ["name"]),
    "table": ElementSchema(attributes: ["content", "style"], children: ["section"]),
    "section": ElementSchema(attributes: ["title", "footer"], children: ["row"]),
    "row": ElementSchema(
      attributes: ["key", "label", "editor", "options", "keyboard", "accessibilityID"],
      required: ["key"],
      children: ["segue"], maximumChildren: 1),
  ]
}
