import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowAnalysis
@testable import FlowGen

/// The SwiftUI runtime on storyboards nobody here wrote (Tests/Fixtures/SwiftUICorpus).
final class SwiftUICorpusTests: XCTestCase {
  static let explorer = SwiftUIRuntimeTests.fixtures.appendingPathComponent(
    "SwiftUICorpus/Explorer.swift")

  /// A flow of the corpus, generated: its namespace, the segue cases the explorer performs
  /// and whether it has unwinds, and its files by name.
  struct GeneratedFlow {
    var namespace: String
    var segueCases: [String]
    /// Per segue case, the scene cases its destination shows first (a container's entry
    /// scenes): one of them is in front after it, as UIKit shows the destination.
    var entries: [String: [String]]
    var hasUnwinds: Bool
    var files: [String: String]
  }

  func testEveryStoryboardTheCheckPassesCompilesAndNavigates() throws {
    let corpus = try require(
      TestRequirement.shared("storyboards", marker: "MANIFEST.tsv", what: "the storyboard corpus"))
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let storyboards = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".storyboard") }.sorted()
    var flows: [GeneratedFlow] = []
    for file in storyboards {
      let result = FlowFrontEnd.load(
        path: corpus.appendingPathComponent(file).path, runtime: .swiftui)
      // A storyboard the SwiftUI runtime refuses says why at check time; only what the
      // check passes is held to compile.
      guard let flow = result.flow, !result.diagnostics.contains(where: { $0.severity == .error })
      else { continue }
      let context = SwiftUIContextBuilder(flow: flow, sourceFileName: file).build()
      let segues = context.segues.map(\.caseDeclaration)
      XCTAssertFalse(
        segues.contains { $0.contains("(") }, "\(file): imported scenes have no inputs")
      let graph = FlowGraph(flow: flow)
      var entries: [String: [String]] = [:]
      for case .scene(let scene) in flow.nodes {
        for segue in scene.segues where segues.contains(segue.id) && entries[segue.id] == nil {
          entries[segue.id] = graph.index(of: segue.destinationID).map { target in
            graph.entryScenes[target].map {
              SwiftIdentifier.caseName(from: flow.nodes[$0].id, fallback: "scene")
            }
          }
        }
      }
      flows.append(
        GeneratedFlow(
          namespace: context.namespace, segueCases: segues, entries: entries,
          hasUnwinds: context.hasUnwinds,
          files: try SwiftUIRuntimeTests.generate(flow)))
    }
    // 20 of the 33 on 2026-12-05; the others use what SwiftUI cannot show (storyboard
    // references, gesture recognisers, a scene on two navigation stacks).
    XCTAssertGreaterThanOrEqual(flows.count, 20, "storyboards the SwiftUI runtime takes")

    // Flows whose files share a name go to separate modules.
    var modules: [[GeneratedFlow]] = []
    for flow in flows {
      let names = Set(flow.files.keys)
      if let index = modules.firstIndex(where: {
        $0.allSatisfy { names.isDisjoint(with: $0.files.keys) }
      }) {
        modules[index].append(flow)
      } else {
        modules.append([flow])
      }
    }
    let folder = try SwiftFixtures.temporaryFolder(self, "swiftui-corpus")
    guard let library = try SwiftUIRuntimeTests.buildStandIn(into: folder) else { return }
    var explored = 0
    for (number, module) in modules.enumerated() {
      let sources = folder.appendingPathComponent("module\(number)")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      var files: [URL] = []
      for flow in module {
        files += try SwiftFixtures.write(flow.files, to: sources)
      }
      let main = sources.appendingPathComponent("main.swift")
      try Self.driver(module).write(to: main, atomically: true, encoding: .utf8)
      let executable = sources.appendingPathComponent("corpus")
      let build = try ProcessRunner(
        executable: swiftc,
        arguments: [
          "-swift-version", "6", "-module-name", "Corpus", "-I", library.path, "-L", library.path,
          "-lSwiftUI", "-module-cache-path", SwiftUIRuntimeTests.moduleCache, "-o",
          executable.path,
        ] + files.map(\.path) + [Self.explorer.path, main.path], timeout: 900
      ).run()
      XCTAssertTrue(build.succeeded, build.output)
      XCTAssertFalse(build.output.contains("warning:"), build.output)
      // The generated files, in Swift 5 mode too.
      let swift5 = try ProcessRunner(
        executable: swiftc,
        arguments: [
          "-typecheck", "-swift-version", "5", "-module-name", "Corpus", "-I", library.path,
          "-module-cache-path", SwiftUIRuntimeTests.moduleCache,
        ] + files.map(\.path), timeout: 900
      ).run()
      XCTAssertTrue(swift5.succeeded, swift5.output)
      XCTAssertFalse(swift5.output.contains("warning:"), swift5.output)
      guard build.succeeded else { continue }
      let run = try ProcessRunner(executable: executable, timeout: 300).run()
      XCTAssertTrue(run.succeeded, run.output)
      let lines = run.standardOutput.split(separator: "\n").map(String.init)
      XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [], run.standardOutput)
      XCTAssertEqual(lines.last, "all flows passed", run.standardOutput)
      explored += lines.filter { $0.hasPrefix("ok: ") }.count
    }
    XCTAssertEqual(explored, flows.count, "every flow explored")
  }

  /// A `main.swift` that makes each flow's navigator explorable and explores it.
  static func driver(_ flows: [GeneratedFlow]) -> String {
    var lines = ["import Foundation", "", "var failures = 0"]
    var calls: [String] = []
    for flow in flows {
      let navigator = "\(flow.namespace).Navigator"
      let segues = flow.segueCases.map { ".\($0)" }.joined(separator: ", ")
      lines += [
        "", "extension \(navigator): CorpusNavigator {",
        "  static var segues: [Segue] { [\(segues)] }",
        flow.segueCases.isEmpty
          ? "  static func sources(of segue: Segue) -> Set<SceneID> {}"
          : "  static func sources(of segue: Segue) -> Set<SceneID> { segue.sources }",
        "  static func entries(of segue: Segue) -> Set<SceneID> {",
      ]
      // Without segues, `Segue` has no cases: a function taking one has no body.
      if !flow.segueCases.isEmpty {
        lines.append("    switch segue {")
        for segue in flow.segueCases {
          let entries = (flow.entries[segue] ?? []).map { ".\($0)" }.joined(separator: ", ")
          lines.append("    case .\(segue): [\(entries)]")
        }
        lines.append("    }")
      }
      lines += [
        "  }",
        "  static var unwindings: [CorpusUnwinding<\(navigator)>] {",
        flow.hasUnwinds
          ? "    \(flow.namespace).Unwind.allCases.map { unwind in CorpusUnwinding(name: unwind.rawValue, catchers: unwind.catchers) { $0.unwind(unwind, from: $1) } }"
          : "    []",
        "  }", "}",
      ]
      calls.append(
        "  if !exploreCorpusFlow(\"\(flow.namespace)\", \(navigator).self) { failures += 1 }")
    }
    lines += ["", "MainActor.assumeIsolated {"] + calls + ["}"]
    lines.append("print(failures == 0 ? \"all flows passed\" : \"\\(failures) flows failed\")")
    return lines.joined(separator: "\n") + "\n"
  }
}
