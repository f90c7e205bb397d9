import FlowAnalysis
import FlowModel
import FlowXML

/// Reads an Interface Builder storyboard into the flow model.
///
/// The result is the same `Flow` a `.flow` file decodes to, with every origin pointing
/// into the storyboard, so that `flowc check Main.storyboard` reports problems at the
/// storyboard's own lines. Whatever a flow cannot express becomes a warning
/// (`storyboard-unsupported`) at the element concerned; only a document that is not a
/// storyboard at all is an error. `docs/storyboards.md` lists every mapping.
public enum StoryboardImporter {
  /// Interface Builder storyboards have a `<document>` root of this type.
  public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  /// Choices a caller can make about the imported flow.
  public struct Options: Sendable {
    /// The flow's name; by default derived from the file name (`Main.storyboard` →
    /// `Main`).
    public var flowName: String?

    public init(flowName: String? = nil) {
      self.flowName = flowName
    }
  }

  public static func isStoryboard(_ root: XMLElement) -> Bool {
    root.name == "document"
  }

  public static func importFlow(from root: XMLElement, source: SourceFile) -> (
    flow: Flow?, diagnostics: [Diagnostic]
  ) {
    importFlow(from: root, source: source, options: Options())
  }

  public static func importFlow(
    from root: XMLElement, source: SourceFile, options: Options
  ) -> (flow: Flow?, diagnostics: [Diagnostic]) {
    var log = DiagnosticLog()
    guard let document = StoryboardDocument.read(root, into: &log) else {
      return (nil, log.diagnostics)
    }
    var session = StoryboardImportSession(document: document, log: log)
    var flow = session.run(
      name: options.flowName ?? IdentifierDerivation.flowName(fromPath: source.path))
    // UIKit finds the storyboard by its file's name, whatever the flow is called.
    flow.explicitStoryboardName = IdentifierDerivation.storyboardName(fromPath: source.path)
    return (flow, session.log.diagnostics)
  }
}

/// The state of one import: what each view controller becomes, the names handed out so
/// far, and the diagnostics. The passes live in their own files (`ClassNaming`,
/// `NodeNaming`, `SceneImport`, `SegueImport`, `ContainerImport`, `UnwindPlacement`, …).
struct StoryboardImportSession: Sendable {
  let document: StoryboardDocument
  var log: DiagnosticLog

  /// Per controller (index-aligned with `document.controllers`): what it becomes. A
  /// container a flow cannot express becomes a scene (`containerFallbacks` says why).
  var roles: [ViewControllerKind.Role] = []
  var containerFallbacks: [Int: String] = [:]
  var explicitClasses: [String?] = []
  /// Scenes whose custom class an earlier scene has: index → that scene's index.
  var sharedClasses: [Int: Int] = [:]
  var storyboardIDs: [String?] = []
  var nodeIDs: [String] = []
  var module: String?
  /// Unwinds whose `<unwindAction>` is placed once the whole flow is known.
  var pendingUnwinds: [PendingUnwind] = []
  /// Below this many controllers the import stays on one thread: a thread costs more
  /// than so few scenes take. (Tests raise it to compare with a one-thread import.)
  var concurrentNodes = 64

  init(document: StoryboardDocument, log: DiagnosticLog) {
    self.document = document
    self.log = log
  }

  mutating func run(name: String) -> Flow {
    assignRoles()
    assignClasses()
    assignStoryboardIDs()
    assignNodeIDs()
    let nodes = importNodes()
    var flow = Flow(
      name: name, version: "1", initialID: "", module: module, nodes: nodes,
      origin: origin(of: document.root, ["initialViewController": "initial"]))
    flow.initialID = initialNodeID(of: flow)
    // One graph serves both passes: turning a `show` into a `present` changes neither
    // which scenes can be beneath which nor which are on a navigation stack.
    let graph = FlowGraph(flow: flow)
    repairPushedNavigations(in: &flow, graph: graph)
    placeUnwindActions(in: &flow, graph: graph)
    reconcileSharedClasses(in: &flow)
    return flow
  }

  /// Every controller as a node, on both cores for a large storyboard: a node's import
  /// reads only what the passes before it settled, and adds only to the log and the
  /// pending unwinds, which each run keeps on its own and which are joined in
  /// controller order, so the result and the diagnostics are those of one pass.
  mutating func importNodes() -> [Node] {
    let before = self
    let runs = Array(document.controllers.indices).mapRuns(threshold: concurrentNodes) {
      indices in
      var run = before
      run.log = DiagnosticLog()
      run.pendingUnwinds = []
      let nodes = indices.map { run.importNode($0) }
      return (nodes: nodes, diagnostics: run.log.diagnostics, pendingUnwinds: run.pendingUnwinds)
    }
    var nodes: [Node] = []
    nodes.reserveCapacity(document.controllers.count)
    for run in runs {
      nodes += run.nodes
      log.report(contentsOf: run.diagnostics)
      pendingUnwinds += run.pendingUnwinds
    }
    return nodes
  }

  mutating func importNode(_ index: Int) -> Node {
    reportUnkeptDetails(of: controllers[index].element)
    switch roles[index] {
    case .scene(let base):
      return .scene(importScene(index, base: base))
    case .navigation, .tabBar, .split:
      return importContainer(index)
    case .reference:
      return .reference(importReference(index))
    }
  }

  // MARK: Helpers shared by the passes

  var controllers: [StoryboardDocument.Controller] { document.controllers }

  /// The controller an Interface Builder id names, if it is one.
  func controllerIndex(_ objectID: String?) -> Int? {
    objectID.flatMap { document.controllerIndexByID[$0] }
  }

  /// An origin at `element`, with the storyboard attributes that stand for flow
  /// attributes mapped to their flow names (`customClass` → `class`), so that a
  /// diagnostic about `class` points at `customClass="…"`.
  ///
  /// The names are pairs in the order written (not a dictionary): building and sorting a
  /// dictionary for every segue and outlet was a tenth of importing them.
  func origin(of element: XMLElement, _ names: KeyValuePairs<String, String>) -> Origin {
    var located: [(name: String, location: SourceLocation)] = []
    for (storyboardName, flowName) in names {
      if let attribute = element.attribute(storyboardName) {
        located.append((flowName, attribute.location))
      }
    }
    return Origin(location: element.location, attributes: AttributeLocations(locations: located))
  }

  mutating func warn(_ message: String, at location: SourceLocation) {
    log.report(ImportWarnings.warning(message, at: location))
  }

  /// The relationship segues of a controller, with their destinations.
  func relationships(of index: Int) -> [(name: String, segue: XMLElement, destination: Int?)] {
    TriggerDiscovery.connections(of: controllers[index].element).compactMap { segue in
      guard segue.name == "segue", segue[attribute: "kind"] == "relationship" else { return nil }
      return (
        segue[attribute: "relationship"] ?? "", segue,
        controllerIndex(segue[attribute: "destination"])
      )
    }
  }

  /// Free text as a flow accepts it: not empty, no control characters.
  static func isFreeText(_ text: String) -> Bool {
    !text.isEmpty
      && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The title a controller shows: its navigation item's, else its own.
  func title(of element: XMLElement) -> (value: String, location: SourceLocation)? {
    for item in element.children(named: "navigationItem") {
      if let title = item.attribute("title"), !title.value.isEmpty {
        return (title.value, title.location)
      }
    }
    if let title = element.attribute("title"), !title.value.isEmpty {
      return (title.value, title.location)
    }
    return nil
  }

  // MARK: The initial node

  /// The storyboard's initial view controller; without one (or when it is missing), the
  /// first node nothing leads to, with a warning.
  mutating func initialNodeID(of flow: Flow) -> String {
    let root = document.root
    let attribute = root.attribute("initialViewController")
    if let attribute, let index = controllerIndex(attribute.value) {
      return nodeIDs[index]
    }
    var targets = Set<String>()
    for node in flow.nodes {
      FlowGraph.forEachTarget(of: node) { targets.insert($0) }
    }
    let chosen =
      flow.nodes.first { node in
        if case .reference = node { return false }
        return !targets.contains(node.id)
      }?.id ?? flow.nodes.first?.id ?? ""
    if let attribute {
      warn(
        ImportWarnings.missingInitial(attribute.value, chosen: chosen), at: attribute.valueLocation)
    } else {
      warn(ImportWarnings.noInitial(chosen: chosen), at: root.location)
    }
    return chosen
  }

  // MARK: References

  mutating func importReference(_ index: Int) -> StoryboardReference {
    let element = controllers[index].element
    func text(_ name: String, _ what: String) -> String? {
      guard let attribute = element.attribute(name), !attribute.value.isEmpty else { return nil }
      guard Self.isFreeText(attribute.value) else {
        warn(ImportWarnings.badFreeText(what, attribute.value), at: attribute.valueLocation)
        return nil
      }
      return attribute.value
    }
    if let own = element.attribute("storyboardIdentifier"), !own.value.isEmpty {
      warn(ImportWarnings.referenceStoryboardID(own.value), at: own.location)
    }
    return StoryboardReference(
      id: nodeIDs[index], storyboardName: text("storyboardName", "storyboard name"),
      referencedID: text("referencedIdentifier", "referenced identifier"),
      bundleID: text("bundleIdentifier", "bundle identifier"),
      origin: origin(
        of: element,
        [
          "id": "id", "storyboardName": "storyboard", "referencedIdentifier": "sceneID",
          "bundleIdentifier": "bundle",
        ]))
  }
}
