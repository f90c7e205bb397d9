import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc graph` draws every storyboard of the corpus: to SVG through Graphviz, and as DOT
/// that Graphviz lays out (`dot -Tjson`) with exactly the nodes and edges the imported
/// flow has.
final class StoryboardCorpusGraphTests: XCTestCase {
  /// What drawing one storyboard gave.
  struct Outcome: Sendable {
    var svgRun: ProcessRunner.Result?
    var svg: String = ""
    var dotRun: ProcessRunner.Result?
    var layoutRun: ProcessRunner.Result?
    var failure: String?
  }

  func testEveryStoryboardRendersWithTheFlowsNodesAndEdges() throws {
    let storyboards = try CorpusStoryboards.all()
    let dot = try GraphCLI.requireDot()
    guard let flowc = BuiltProducts.flowc else { throw GraphCLI.MissingFlowc() }
    let folder = try GraphCLI.temporaryFolder(for: self)
    let start = Date()

    var loaded: [(storyboard: URL, flow: Flow)] = []
    for storyboard in storyboards {
      guard let flow = CorpusStoryboards.flow(of: storyboard) else { continue }
      loaded.append((storyboard, flow))
    }
    let jobs = loaded
    let outcomes = CorpusStoryboards.concurrentMap(jobs.map(\.storyboard)) { storyboard in
      Self.draw(storyboard, flowc: flowc, dot: dot, into: folder)
    }

    print("storyboard\tnodes\tedges\tsvg bytes")
    for (job, outcome) in zip(jobs, outcomes) {
      let name = job.storyboard.lastPathComponent
      if let failure = outcome.failure { XCTFail("\(name): \(failure)") }
      guard let svgRun = outcome.svgRun, let dotRun = outcome.dotRun,
        let layoutRun = outcome.layoutRun
      else { continue }
      // No storyboard of the corpus has errors, so none needs --force.
      XCTAssertEqual(svgRun.status, 0, "\(name): flowc graph -o .svg\n\(svgRun.standardError)")
      XCTAssertFalse(svgRun.standardError.contains(": error:"), "\(name)\n\(svgRun.standardError)")
      XCTAssertEqual(dotRun.status, 0, "\(name): flowc graph\n\(dotRun.standardError)")
      XCTAssertEqual(layoutRun.status, 0, "\(name): dot -Tjson\n\(layoutRun.standardError)")

      let expected = Expected(job.flow)
      checkSVG(outcome.svg, expected, name)
      do {
        try checkLayout(layoutRun.standardOutputData, expected, job.flow, name)
      } catch {
        XCTFail("\(name): dot -Tjson: \(error)")
      }
      print("\(name)\t\(job.flow.nodes.count)\t\(expected.edgeCount)\t\(outcome.svg.utf8.count)")
    }
    print(
      "drew \(outcomes.count) storyboards in \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
    )
  }

  // MARK: What the model says the diagram holds

  /// The nodes and edges a flow without errors is drawn with: one node per flow node
  /// (its class the node kind) and the invisible initial marker; an edge from the marker
  /// to the initial node, one per segue (its class the segue kind) and unwind, and one per
  /// container relationship (a navigation's root, each tab, a split's two children).
  struct Expected {
    var nodeKinds: [String: String] = [:]
    /// `tail -> head [class]` of every edge but the unwinds, with multiplicity.
    var edges: [String: Int] = [:]
    /// Per source node, the unwind actions of its unwinds.
    var unwinds: [String: [String]] = [:]
    var edgeCount = 0
    var edgeClasses: [String: Int] = [:]

    init(_ flow: Flow) {
      for node in flow.nodes { nodeKinds[node.id] = node.elementName }
      add(GraphJSON.initialMarker, flow.initialID, "initial")
      for node in flow.nodes {
        switch node {
        case .scene(let scene):
          for transition in scene.transitions {
            switch transition {
            case .segue(let segue): add(scene.id, segue.destinationID, segue.kind.rawValue)
            case .unwind(let unwind):
              unwinds[scene.id, default: []].append(unwind.actionName)
              edgeCount += 1
              edgeClasses["unwind", default: 0] += 1
            }
          }
        case .navigation(let navigation):
          add(navigation.id, navigation.rootID, "relationship")
        case .tabBar(let tabBar):
          for tab in tabBar.tabs { add(tabBar.id, tab.destinationID, "relationship") }
        case .split(let split):
          add(split.id, split.primaryID, "relationship")
          add(split.id, split.secondaryID, "relationship")
        case .reference:
          break
        }
      }
    }

    mutating func add(_ tail: String, _ head: String, _ kind: String) {
      edges["\(tail) -> \(head) [\(kind)]", default: 0] += 1
      edgeCount += 1
      edgeClasses[kind, default: 0] += 1
    }
  }

  /// The SVG has a node group per flow node, of its kind, and an edge group per edge, of
  /// its class. (The initial marker is invisible: Graphviz may leave it out of the SVG.)
  func checkSVG(_ svg: String, _ expected: Expected, _ name: String) {
    XCTAssertTrue(svg.hasPrefix("<?xml"), "\(name): not an SVG")
    XCTAssertTrue(svg.contains("</svg>"), "\(name): the SVG is cut short")
    var nodeKinds: [String: Int] = [:]
    var edgeClasses: [String: Int] = [:]
    for match in svg.matches(of: #/<g id="(node|edge)[0-9]+" class="(?:node|edge) ?([^"]*)"/#) {
      if match.output.1 == "node" {
        if !match.output.2.isEmpty { nodeKinds[String(match.output.2), default: 0] += 1 }
      } else {
        edgeClasses[String(match.output.2), default: 0] += 1
      }
    }
    var expectedKinds: [String: Int] = [:]
    for kind in expected.nodeKinds.values { expectedKinds[kind, default: 0] += 1 }
    XCTAssertEqual(nodeKinds, expectedKinds, "\(name): SVG nodes by kind")
    XCTAssertEqual(edgeClasses, expected.edgeClasses, "\(name): SVG edges by class")
  }

  /// Graphviz's layout of the DOT has the flow's nodes (by id, of their kinds) and the
  /// initial marker, and its edges: each segue and relationship between the right nodes,
  /// each unwind from its source to a scene that declares its unwind action.
  func checkLayout(_ data: Data, _ expected: Expected, _ flow: Flow, _ name: String) throws {
    let layout = try GraphJSON(data)
    XCTAssertEqual(layout.nodes.count, flow.nodes.count + 1, "\(name): nodes + initial marker")
    var kinds = expected.nodeKinds
    kinds[GraphJSON.initialMarker] = ""
    XCTAssertEqual(layout.nodes, kinds, "\(name): node ids and kinds")

    var edges: [String: Int] = [:]
    var unwinds: [String: [String]] = [:]
    for edge in layout.edges {
      if edge.kind == "unwind" {
        unwinds[edge.tail, default: []].append(edge.head)
      } else {
        edges["\(edge.tail) -> \(edge.head) [\(edge.kind)]", default: 0] += 1
      }
    }
    XCTAssertEqual(layout.edges.count, expected.edgeCount, "\(name): edge count")
    XCTAssertEqual(edges, expected.edges, "\(name): segue, relationship and initial edges")

    let declaring = { (action: String) in
      Set(flow.scenes.filter { $0.unwindActions.contains { $0.name == action } }.map(\.id))
    }
    XCTAssertEqual(
      unwinds.mapValues(\.count), expected.unwinds.mapValues(\.count),
      "\(name): unwind edges by source")
    for (source, actions) in expected.unwinds {
      let heads = unwinds[source] ?? []
      let receivers = actions.map(declaring)
      // Each drawn head declares one of the source's unwind actions.
      for head in heads where !receivers.contains(where: { $0.contains(head) }) {
        XCTFail(
          "\(name): unwind from \(source) drawn to \(head), which declares none of \(actions)")
      }
    }
  }

  // MARK: Running flowc and Graphviz

  static func draw(_ storyboard: URL, flowc: URL, dot: URL, into folder: URL) -> Outcome {
    var outcome = Outcome()
    do {
      let svg = folder.appendingPathComponent(
        storyboard.deletingPathExtension().lastPathComponent + ".svg")
      outcome.svgRun = try ProcessRunner.run(
        flowc, ["graph", storyboard.path, "-o", svg.path], environment: ["NO_COLOR": "1"],
        timeout: 120)
      outcome.svg = (try? String(contentsOf: svg, encoding: .utf8)) ?? ""
      let dotRun = try ProcessRunner.run(
        flowc, ["graph", storyboard.path], environment: ["NO_COLOR": "1"], timeout: 120)
      outcome.dotRun = dotRun
      outcome.layoutRun = try ProcessRunner.run(
        dot, ["-Tjson"], standardInput: dotRun.standardOutputData, timeout: 120)
    } catch {
      outcome.failure = "\(error)"
    }
    return outcome
  }
}

/// The nodes and edges of Graphviz's JSON output (`dot -Tjson`): `objects` holds the
/// clusters (`_subgraph_cnt` of them) and then the nodes; an edge names its tail and head
/// by their `_gvid`, an index into `objects`.
struct GraphJSON {
  static let initialMarker = "flowc:initial"

  struct Edge {
    var tail: String
    var head: String
    var kind: String
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// Node name → its `class` attribute (empty without one).
  var nodes: [String: String] = [:]
  var edges: [Edge] = []

  init(_ data: Data) throws {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let objects = root["objects"] as? [[String: Any]]
    else { throw Malformed(description: "no objects") }
    let clusters = root["_subgraph_cnt"] as? Int ?? 0
    var names: [Int: String] = [:]
    for object in objects {
      guard let id = object["_gvid"] as? Int, let name = object["name"] as? String else {
        throw Malformed(description: "an object without _gvid or name")
      }
      names[id] = name
      if id >= clusters { nodes[name] = object["class"] as? String ?? "" }
    }
    for edge in root["edges"] as? [[String: Any]] ?? [] {
      guard let tail = (edge["tail"] as? Int).flatMap({ names[$0] }),
        let head = (edge["head"] as? Int).flatMap({ names[$0] })
      else { throw Malformed(description: "an edge without tail or head") }
      edges.append(Edge(tail: tail, head: head, kind: edge["class"] as? String ?? ""))
    }
  }
}
