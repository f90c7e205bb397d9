import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// Paths, flows and Graphviz access shared by the graph tests.
enum GraphFixtures {
  /// Every example in `Flows/`, by name (`FriendList`), sorted.
  static var exampleFlows: [(name: String, url: URL)] {
    let folder = PackagePaths.flowsDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".flow") }.sorted().map {
      (String($0.dropLast(".flow".count)), folder.appendingPathComponent($0))
    }
  }

  /// The built-in templates as they are in the source tree.
  static var templates: TemplateSet {
    TemplateSet(searchPaths: [PackagePaths.templatesDirectory])
  }

  /// Loads a flow that must check without errors.
  static func cleanFlow(at url: URL, file: StaticString = #filePath, line: UInt = #line) throws
    -> Flow
  {
    let result = FlowFrontEnd.load(path: url.path)
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertTrue(errors.isEmpty, "\(url.lastPathComponent): \(errors)", file: file, line: line)
    return try XCTUnwrap(result.flow, file: file, line: line)
  }

  /// Decodes and checks flow source text, whatever its diagnostics.
  static func load(source: String, path: String = "Test.flow") -> FlowFrontEnd.Result {
    FlowFrontEnd.load(SourceFile(path: path, text: source))
  }
}

/// Graphviz's `dot`, or a skip when it is not installed, which CI turns into a failure:
/// there a missing `dot` means the graph tests silently test nothing.
enum GraphvizAvailability {
  static func renderer() throws -> GraphvizRenderer {
    GraphvizRenderer(executableURL: try require(TestRequirement.graphviz()))
  }
}

/// A diagram as Graphviz itself understood it: `dot -Tjson` parsed into nodes, edges and
/// clusters by name. The tests compare this with the flow, so they check what Graphviz
/// draws rather than the text flowc wrote.
struct LaidOutGraph {
  struct Edge {
    var tail: String
    var head: String
    var attributes: [String: String]

    /// The label's text lines, tags removed and entities decoded.
    var labelLines: [String] { LaidOutGraph.textLines(ofHTML: attributes["label"] ?? "") }
  }

  var name: String
  var attributes: [String: String]
  /// Node name → its attributes.
  var nodes: [String: [String: String]]
  var edges: [Edge]
  /// Cluster name → the names of the nodes in it.
  var clusters: [String: Set<String>]
  var clusterAttributes: [String: [String: String]]

  init(dot: String, renderer: GraphvizRenderer) throws {
    let data = try renderer.run(arguments: ["-Tjson"], input: Data(dot.utf8))
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    name = json["name"] as? String ?? ""
    attributes = Self.strings(json)
    let objects = json["objects"] as? [[String: Any]] ?? []
    var byID: [Int: [String: Any]] = [:]
    for object in objects {
      if let id = object["_gvid"] as? Int { byID[id] = object }
    }
    nodes = [:]
    clusters = [:]
    clusterAttributes = [:]
    for object in objects {
      let objectName = object["name"] as? String ?? ""
      if let members = object["nodes"] as? [Int] {
        if objectName.hasPrefix("cluster") {
          clusters[objectName] = Set(members.compactMap { byID[$0]?["name"] as? String })
          clusterAttributes[objectName] = Self.strings(object)
        }
      } else if object["subgraphs"] == nil {
        nodes[objectName] = Self.strings(object)
      }
    }
    edges = (json["edges"] as? [[String: Any]] ?? []).map { edge in
      Edge(
        tail: byID[edge["tail"] as? Int ?? -1]?["name"] as? String ?? "?",
        head: byID[edge["head"] as? Int ?? -1]?["name"] as? String ?? "?",
        attributes: Self.strings(edge))
    }
  }

  func nodeLabelLines(_ name: String) -> [String] {
    Self.textLines(ofHTML: nodes[name]?["label"] ?? "")
  }

  func edges(from tail: String, to head: String) -> [Edge] {
    edges.filter { $0.tail == tail && $0.head == head }
  }

  private static func strings(_ object: [String: Any]) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in object where !key.hasPrefix("_") {
      if let string = value as? String { result[key] = string }
    }
    return result
  }

  /// The text of an HTML-like label: one entry per table row or `<BR/>`, without tags,
  /// entities decoded, blank lines dropped.
  static func textLines(ofHTML html: String) -> [String] {
    var text = html.replacingOccurrences(of: "<BR/>", with: "\n")
      .replacingOccurrences(of: "</TR>", with: "\n")
      .replacingOccurrences(of: "<HR/>", with: "\n")
    text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
    return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
