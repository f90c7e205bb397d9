import FlowAnalysis
import FlowModel

/// The edits `flowc new` makes to a flow, each expressed as elements to add through a
/// `FlowSpliceEditor`; the result is checked like any flow before anything is written.
public enum FlowEdit {
  /// What fires a new segue: nothing (manual), a cell, a bar button or a button.
  public enum TriggerSpec: Equatable, Sendable {
    case manual
    case cell(String)
    case barButton(String)
    case button(String)

    /// `cell:ReuseID`, `barButton:add` (a system item or a title), `button:Title`.
    public init?(parsing text: String) {
      guard let colon = text.firstIndex(of: ":") else { return nil }
      let kind = text[..<colon]
      let value = String(text[text.index(after: colon)...])
      guard !value.isEmpty else { return nil }
      switch kind {
      case "cell": self = .cell(value)
      case "barButton": self = .barButton(value)
      case "button": self = .button(value)
      default: return nil
      }
    }
  }

  /// A request the flow cannot take, said before anything is edited; `location` is
  /// what it conflicts with in the file (the scene that has the id already), if anything.
  public struct Refusal: Error, CustomStringConvertible {
    public var message: String
    public var suggestion: Suggestion?
    public var location: SourceLocation?

    public init(message: String, suggestion: Suggestion? = nil, at location: SourceLocation? = nil)
    {
      self.message = message
      self.suggestion = suggestion
      self.location = location
    }

    public var description: String {
      suggestion.map { "\(message); did you mean \($0.display)?" } ?? message
    }
  }

  public struct SceneRequest: Sendable {
    public var id: String
    public var className: String?
    public var base: String?
    public var title: String?
    public var from: String?
    public var segueID: String?
    public var kind: String?
    public var trigger: TriggerSpec = .manual
    public var embedInNavigation = false
    public var outlets: [(name: String, type: String)] = []
    public var unwindTo: String?

    public init(id: String) { self.id = id }
  }

  /// Adds a scene, and with the request's options a navigation around it, a segue to it
  /// from an existing scene, and an unwind back.
  public static func addScene(
    _ request: SceneRequest, to editor: inout FlowSpliceEditor, flow: Flow
  ) throws {
    if let existing = flow.node(withID: request.id) {
      throw Refusal(
        message: "a node with id '\(request.id)' exists already", at: existing.origin.location)
    }
    let navigationID = request.id + "Navigation"
    if request.embedInNavigation, let existing = flow.node(withID: navigationID) {
      throw Refusal(
        message: "a node with id '\(navigationID)' exists already", at: existing.origin.location)
    }
    var sceneChildren = request.outlets.map {
      NewElement("outlet", [("name", $0.name), ("type", $0.type)])
    }
    if let action = request.unwindTo {
      sceneChildren.append(
        NewElement(
          "unwind", [("id", "unwindTo" + SwiftNames.upperCamel(action)), ("action", action)]))
    }
    var attributes = [("id", request.id)]
    if let className = request.className { attributes.append(("class", className)) }
    if let base = request.base { attributes.append(("base", base)) }
    if let title = request.title { attributes.append(("title", title)) }

    // Check the source before touching the document: a refusal leaves it as it was.
    var source: Scene?
    if let from = request.from {
      source = try scene(from, in: flow)
    } else if request.segueID != nil || request.kind != nil {
      throw Refusal(message: "--segue and --kind need --from: the scene the segue leaves")
    }

    if request.embedInNavigation {
      editor.appendNode(NewElement("navigation", [("id", navigationID), ("root", request.id)]))
    }
    editor.appendNode(NewElement("scene", attributes, children: sceneChildren))
    if let source {
      let destination = request.embedInNavigation ? navigationID : request.id
      let kind = request.kind ?? (request.embedInNavigation ? "present" : "show")
      let segueID = request.segueID ?? "show" + SwiftNames.upperCamel(request.id)
      try addSegue(
        from: source.id, to: destination, id: segueID, kind: kind, trigger: request.trigger,
        editor: &editor, flow: flow)
      if let action = request.unwindTo,
        !flow.scenes.contains(where: { $0.unwindActions.contains { $0.name == action } })
      {
        // Nothing declares the action yet: the scene the new one came from is where it returns.
        if let node = editor.node(withID: source.id) {
          editor.append(NewElement("unwindAction", [("name", action)]), to: node)
        }
      }
    }
  }

  /// Adds a segue from an existing scene, hung from the trigger it names.
  public static func addSegue(
    from sourceID: String, to destinationID: String, id: String, kind: String, trigger: TriggerSpec,
    editor: inout FlowSpliceEditor, flow: Flow
  ) throws {
    let source = try scene(sourceID, in: flow)
    if let existing = source.transitions.first(where: { $0.id == id }) {
      throw Refusal(
        message: "scene '\(sourceID)' already has a transition with id '\(id)'",
        at: existing.origin.location)
    }
    guard let node = editor.node(withID: source.id) else {
      throw Refusal(message: "scene '\(sourceID)' was not found in the file")
    }
    let segue = NewElement("segue", [("id", id), ("kind", kind), ("to", destinationID)])
    switch trigger {
    case .manual:
      editor.append(segue, to: node)
    case .cell(let reuseID):
      if let cell = editor.child(of: node, named: "cell", where: "reuseID", is: reuseID) {
        guard !editor.hasElementChildren(cell) else {
          throw Refusal(
            message: "cell '\(reuseID)' of scene '\(sourceID)' already holds a transition",
            at: editor.source.location(ofOffset: cell.extent.start))
        }
        editor.append(segue, to: cell)
      } else {
        editor.append(NewElement("cell", [("reuseID", reuseID)], children: [segue]), to: node)
      }
    case .barButton(let item):
      let attribute = BarButton.systemItems.contains(item) ? "system" : "title"
      editor.append(NewElement("barButton", [(attribute, item)], children: [segue]), to: node)
    case .button(let title):
      editor.append(NewElement("button", [("title", title)], children: [segue]), to: node)
    }
  }

  public static func addOutlet(
    name: String, type: String, scene sceneID: String, editor: inout FlowSpliceEditor,
    flow: Flow
  ) throws {
    let scene = try scene(sceneID, in: flow)
    if let existing = scene.outlets.first(where: { $0.name == name }) {
      throw Refusal(
        message: "scene '\(sceneID)' already has an outlet '\(name)'",
        at: existing.origin.location)
    }
    guard let node = editor.node(withID: sceneID) else {
      throw Refusal(message: "scene '\(sceneID)' was not found in the file")
    }
    editor.append(NewElement("outlet", [("name", name), ("type", type)]), to: node)
  }

  static func scene(_ id: String, in flow: Flow) throws -> Scene {
    if let scene = flow.node(withID: id)?.scene { return scene }
    if let node = flow.node(withID: id) {
      throw Refusal(
        message: "'\(id)' is a <\(node.elementName)>, not a <scene>", at: node.origin.location)
    }
    throw Refusal(
      message: "there is no scene '\(id)'",
      suggestion: NameSuggester.nearest(to: id, in: flow.scenes.map(\.id)).map { .name($0) })
  }
}
