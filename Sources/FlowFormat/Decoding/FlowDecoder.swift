import FlowModel
import FlowXML
import Foundation

/// Decodes a located element tree into the flow model, reporting every structural
/// problem (unknown elements and attributes, missing required attributes, bad values)
/// in one pass. Elements too broken to model are left out, so the checks that follow
/// never report a consequence of a problem already reported.
public struct FlowDecoder {
  var log = DiagnosticLog()
  var allowsParallelism = false

  public init() {}

  /// The flow, or nil when the root is not a `<flow>` of a version flowc reads.
  public static func decode(_ root: XMLElement) -> (flow: Flow?, diagnostics: [Diagnostic]) {
    decode(root, parallel: true)
  }

  static func decode(_ root: XMLElement, parallel: Bool) -> (flow: Flow?, diagnostics: [Diagnostic])
  {
    var decoder = FlowDecoder()
    decoder.allowsParallelism = parallel
    let flow = decoder.decodeFlow(root)
    return (flow, decoder.log.diagnostics)
  }

  mutating func reader(_ element: XMLElement) -> ElementReader {
    ElementReader(
      element: element, schema: ElementSchema.format[element.name] ?? ElementSchema(attributes: []))
  }

  mutating func decodeFlow(_ root: XMLElement) -> Flow? {
    guard root.name == "flow" else {
      log.report(
        .error(
          .wrongRoot, "the root element must be <flow>, not <\(root.name)>", at: root.location,
          suggestion: root.name == "document" ? nil : .element("flow")))
      return nil
    }
    let flow = reader(root)
    guard flow.checkAttributes(into: &log) else { return nil }
    if let version = root.attribute("version"), version.value != "1" {
      log.report(
        .error(
          .unsupportedVersion,
          "flow format version '\(version.value)' is not supported; this flowc reads version 1",
          at: version.valueLocation, suggestion: .name("1")))
      return nil
    }
    let runtime = flow.choice("runtime", of: FlowRuntime.self, into: &log)
    let nodes = decodeNodes(flow.children(into: &log))
    var decoded = Flow(
      name: flow.required("name"), version: flow.required("version"),
      initialID: flow.required("initial"), module: flow["module"], nodes: nodes,
      origin: flow.origin)
    decoded.runtime = runtime ?? .storyboard
    decoded.explicitStoryboardName = flow["storyboard"]
    decoded.imports = flow["imports"].map(Self.moduleNames) ?? []
    if let storyboard = root.attribute("storyboard") {
      reportStoryboardName(storyboard)
    }
    return decoded
  }

  /// The module names of `<flow imports>`: separated by spaces (or any XML whitespace).
  static func moduleNames(_ value: String) -> [String] {
    value.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.map(String.init)
  }

  /// UIKit looks the name up as a file in the bundle, `NAME.storyboardc`: it has no
  /// extension and no folder, and cannot be empty.
  mutating func reportStoryboardName(_ attribute: XMLAttribute) {
    let name = attribute.value
    let problem: String?
    if name.isEmpty {
      problem = "'storyboard' names the storyboard file and cannot be empty"
    } else if name.hasSuffix(".storyboard") {
      problem =
        "'storyboard' is the file's name without '.storyboard', as UIStoryboard(name:bundle:) takes it: '\(name.dropLast(".storyboard".count))'"
    } else if name.contains("/") || name.unicodeScalars.contains(where: { $0.value < 0x20 }) {
      problem = "'storyboard' is a file name: no '/' and no control characters"
    } else {
      problem = nil
    }
    if let problem {
      log.report(.error(.invalidValue, problem, at: attribute.valueLocation))
    }
  }

  /// A tab shows one image: an asset catalog's (`image`) or an SF Symbol (`systemImage`).
  mutating func reportBothImages(_ tab: ElementReader) {
    guard tab["image"] != nil, let symbol = tab.element.attribute("systemImage") else { return }
    log.report(
      .error(
        .invalidValue,
        "a <tab> shows one image: 'image' (from the asset catalog) or 'systemImage' (an SF Symbol), not both",
        at: symbol.location))
  }

  mutating func decodeNode(_ element: XMLElement) -> Node? {
    let node = reader(element)
    let complete = node.checkAttributes(into: &log)
    switch element.name {
    case "scene":
      // A scene's contents are checked even when its own attributes are not complete.
      let scene = decodeScene(node)
      return complete ? .scene(scene) : nil
    case "navigation":
      _ = node.children(into: &log)
      let largeTitles = node.optionalBool("largeTitles", into: &log)
      let barHidden = node.optionalBool("barHidden", into: &log)
      let toolbarHidden = node.optionalBool("toolbarHidden", into: &log)
      guard complete else { return nil }
      var navigation = NavigationController(
        id: node.required("id"), explicitClass: node["class"],
        storyboardID: node["storyboardID"], rootID: node.required("root"), origin: node.origin)
      navigation.prefersLargeTitles = largeTitles
      navigation.isNavigationBarHidden = barHidden
      navigation.isToolbarHidden = toolbarHidden
      return .navigation(navigation)
    case "tabBar":
      var tabs: [Tab] = []
      for child in node.children(into: &log) {
        let tab = reader(child)
        let complete = tab.checkAttributes(into: &log)
        let system = tab.choice("system", among: Tab.systemItems, into: &log) { $0 }
        reportBothImages(tab)
        guard complete else { continue }
        var decoded = Tab(
          destinationID: tab.required("to"), title: tab["title"], systemItem: system,
          origin: tab.origin)
        decoded.imageName = tab["image"]
        decoded.systemImageName = tab["systemImage"]
        decoded.selectedImageName = tab["selectedImage"]
        decoded.accessibilityID = tab["accessibilityID"]
        tabs.append(decoded)
      }
      if tabs.count < node.schema.minimumChildren {
        log.report(
          .error(.missingAttribute, "<tabBar> needs at least one <tab>", at: element.location))
      }
      guard complete else { return nil }
      return .tabBar(
        TabBarController(
          id: node.required("id"), explicitClass: node["class"],
          storyboardID: node["storyboardID"], tabs: tabs, origin: node.origin))
    case "split":
      _ = node.children(into: &log)
      let style = node.choice("style", of: SplitStyle.self, into: &log)
      let collapse = node.choice("collapse", of: SplitCollapse.self, into: &log)
      guard complete else { return nil }
      var split = SplitViewController(
        id: node.required("id"), explicitClass: node["class"],
        storyboardID: node["storyboardID"], primaryID: node.required("primary"),
        secondaryID: node.required("secondary"), origin: node.origin)
      split.style = style ?? .unspecified
      split.collapse = collapse
      return .split(split)
    case "reference":
      _ = node.children(into: &log)
      guard complete else { return nil }
      return .reference(
        StoryboardReference(
          id: node.required("id"), storyboardName: node["storyboard"],
          referencedID: node["sceneID"], bundleID: node["bundle"], origin: node.origin))
    default:
      return nil
    }
  }

  /// Below this many nodes, decoding on one thread is faster than starting others.
  static let parallelThreshold = 2_000

  /// The nodes, in file order. Nodes decode independently, so a large flow is cut into
  /// runs of nodes on every processor (`mapRuns`), each decoded with its own log; nodes and
  /// diagnostics are then joined in file order, the same as decoding one by one.
  mutating func decodeNodes(_ elements: [XMLElement]) -> [Node] {
    guard allowsParallelism else {
      return elements.compactMap { decodeNode($0) }
    }
    let runs = elements.mapRuns(threshold: Self.parallelThreshold) { run in
      var decoder = FlowDecoder()
      let nodes = run.compactMap { decoder.decodeNode($0) }
      return (nodes: nodes, diagnostics: decoder.log.diagnostics)
    }
    var nodes: [Node] = []
    nodes.reserveCapacity(elements.count)
    for run in runs {
      nodes += run.nodes
      log.report(contentsOf: run.diagnostics)
    }
    return nodes
  }
}
