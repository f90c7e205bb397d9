import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// Where the tests find storyboards: the real-world corpus in `../shared/storyboards`
/// (never copied into the project) and flowc's own small fixtures.
enum StoryboardFiles {
  static let packageRoot = PackagePaths.packageRoot

  static let fixtures = PackagePaths.fixtures.appendingPathComponent("Storyboards")

  /// The corpus folder: `storyboards` in the shared folder (`$FLOWC_SHARED_DIR`, else
  /// `../shared`). Missing, it fails the test on CI and skips it elsewhere.
  static func corpus() throws -> URL {
    try require(
      TestRequirement.shared(
        "storyboards", marker: "MANIFEST.tsv", what: "the storyboard corpus"))
  }

  /// One row of `MANIFEST.tsv`, by column name.
  struct ManifestRow {
    var fields: [String: String]
    var file: String { fields["file"] ?? "" }
    var scenes: Int { Int(fields["scenes"] ?? "") ?? -1 }
    var segues: Int { Int(fields["segues"] ?? "") ?? -1 }
    var sizeBytes: Int { Int(fields["size_bytes"] ?? "") ?? 0 }
  }

  static func manifest(in corpus: URL) throws -> [ManifestRow] {
    let text = try String(
      contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard !lines.isEmpty else { return [] }
    let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false)
      .map(String.init)
    return lines.map { line in
      let values = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      var fields: [String: String] = [:]
      for (index, name) in header.enumerated() where index < values.count {
        fields[name] = values[index]
      }
      return ManifestRow(fields: fields)
    }
  }
}

/// Every storyboard of the corpus imports without an error, keeps every scene, segue and
/// outlet (or says at the element's line why not), and writes a flow that decodes and
/// checks without an error.
final class StoryboardCorpusTests: XCTestCase {
  /// What a storyboard segue kind becomes in a flow: a transition kind, `unwind`, or a
  /// container `link`. Written out here rather than taken from the importer.
  static let expectedKind: [String: String] = [
    "show": "show", "showDetail": "showDetail", "presentation": "present",
    "popoverPresentation": "popover", "embed": "embed", "custom": "custom", "push": "show",
    "modal": "present", "replace": "showDetail", "popover": "popover", "unwind": "unwind",
    "relationship": "link",
  ]

  func testManifestListsThirtyThreeStoryboards() throws {
    let corpus = try StoryboardFiles.corpus()
    let rows = try StoryboardFiles.manifest(in: corpus)
    XCTAssertEqual(rows.count, 33)
    for row in rows {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent(row.file).path),
        row.file)
    }
  }

  func testEveryStoryboardImportsCompletely() throws {
    let corpus = try StoryboardFiles.corpus()
    let rows = try StoryboardFiles.manifest(in: corpus)
    XCTAssertFalse(rows.isEmpty)
    for row in rows {
      try checkStoryboard(corpus.appendingPathComponent(row.file), manifest: row)
    }
  }

  func testLargestStoryboardImportsFast() throws {
    let corpus = try StoryboardFiles.corpus()
    let rows = try StoryboardFiles.manifest(in: corpus)
    guard let largest = rows.max(by: { $0.sizeBytes < $1.sizeBytes }) else { return }
    let path = corpus.appendingPathComponent(largest.file).path
    _ = FlowFrontEnd.load(path: path)  // warm up
    var best = Double.infinity
    for _ in 0..<5 {
      let start = Date()
      let result = FlowFrontEnd.load(path: path)
      best = min(best, Date().timeIntervalSince(start))
      XCTAssertNotNil(result.flow)
    }
    print(
      "flowc import+check of \(largest.file) (\(largest.sizeBytes) bytes): \(String(format: "%.1f", best * 1000)) ms (best of 5, this build)"
    )
    XCTAssertLessThan(best, 2.0, "importing a 300 KB storyboard must take well under a second")
  }

  // MARK: One storyboard

  func checkStoryboard(_ url: URL, manifest: StoryboardFiles.ManifestRow) throws {
    let name = url.lastPathComponent
    let census = try StoryboardCensus.count(try Data(contentsOf: url))
    // The independent count agrees with the manifest.
    XCTAssertEqual(census.scenes, manifest.scenes, "\(name): scenes in the manifest")
    XCTAssertEqual(census.segues.count, manifest.segues, "\(name): segues in the manifest")

    let result = FlowFrontEnd.load(path: url.path)
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.fullMessage), [], "\(name): imports without errors")
    guard let flow = result.flow else {
      return XCTFail("\(name): no flow")
    }
    XCTAssertTrue(result.isStoryboard)
    XCTAssertEqual(flow.nodes.count, census.scenes, "\(name): one node per scene")

    // Lines the importer explained something at.
    let explained = Set(
      result.diagnostics.filter {
        $0.severity == .warning
          && ($0.rule == .storyboardUnsupported || $0.rule == .legacySegueKind)
      }.map(\.location.line))

    checkSegues(census, flow, explained, name)
    checkOutlets(census, flow, explained, name)
    try checkRoundTrip(flow, name)
  }

  /// Every storyboard segue is in the flow, at its own line, with the kind it maps to —
  /// or a warning at its line says why not; and the flow has no transition the
  /// storyboard does not.
  func checkSegues(
    _ census: StoryboardCensus, _ flow: Flow, _ explained: Set<Int>, _ name: String
  ) {
    var imported: [Int: [String]] = [:]
    for node in flow.nodes {
      switch node {
      case .scene(let scene):
        for transition in scene.transitions {
          switch transition {
          case .segue(let segue):
            imported[segue.origin.location.line, default: []].append(segue.kind.rawValue)
          case .unwind(let unwind):
            imported[unwind.origin.location.line, default: []].append("unwind")
          }
        }
      case .navigation(let navigation):
        if let root = navigation.origin.attributes["root"] {
          imported[root.line, default: []].append("link")
        }
      case .tabBar(let tabBar):
        for tab in tabBar.tabs { imported[tab.origin.location.line, default: []].append("link") }
      case .split(let split):
        for attribute in ["primary", "secondary"] {
          if let location = split.origin.attributes[attribute] {
            imported[location.line, default: []].append("link")
          }
        }
      case .reference:
        break
      }
    }
    var censusLines = Set<Int>()
    for segue in census.segues {
      censusLines.insert(segue.line)
      let expected = Self.expectedKind[segue.kind] ?? "?"
      guard let kinds = imported[segue.line], !kinds.isEmpty else {
        XCTAssertTrue(
          explained.contains(segue.line),
          "\(name):\(segue.line): '\(segue.kind)' segue is neither imported nor explained")
        continue
      }
      XCTAssertEqual(kinds.count, 1, "\(name):\(segue.line): one transition per segue")
      // A relationship of a container imported as a scene is an embed; a show that pushes
      // a navigation controller is a present: both are explained at the line.
      if kinds[0] != expected {
        XCTAssertTrue(
          explained.contains(segue.line),
          "\(name):\(segue.line): '\(segue.kind)' became '\(kinds[0])' without a warning")
      }
    }
    for line in imported.keys {
      XCTAssertTrue(
        censusLines.contains(line), "\(name):\(line): a transition with no storyboard segue")
    }
  }

  /// Every outlet of a view controller's own connections is an outlet of its scene, or a
  /// warning at its line says why not; no outlet comes from anywhere else.
  func checkOutlets(
    _ census: StoryboardCensus, _ flow: Flow, _ explained: Set<Int>, _ name: String
  ) {
    var scenesByLine: [Int: Scene] = [:]
    for scene in flow.scenes { scenesByLine[scene.origin.location.line] = scene }
    var importedTotal = 0
    var expectedTotal = 0
    for controller in census.controllers {
      let scene = scenesByLine[controller.line]
      let names = Set(scene?.outlets.map(\.name) ?? [])
      importedTotal += names.count
      for (property, line) in controller.outlets {
        if names.contains(property) {
          expectedTotal += 1
        } else {
          XCTAssertTrue(
            explained.contains(line),
            "\(name):\(line): outlet '\(property)' of <\(controller.element)> is neither imported nor explained"
          )
        }
      }
      if let scene {
        XCTAssertTrue(
          Set(scene.outlets.map(\.name)).isSubset(of: Set(controller.outlets.keys)),
          "\(name): scene '\(scene.id)' has outlets the storyboard does not")
      }
    }
    XCTAssertEqual(importedTotal, expectedTotal, "\(name): outlets")
  }

  /// The written flow decodes and checks without an error, and writing it again gives the
  /// same text.
  func checkRoundTrip(_ flow: Flow, _ name: String) throws {
    let text = FlowWriter.write(flow)
    let again = FlowFrontEnd.load(SourceFile(path: name + ".flow", text: text))
    XCTAssertFalse(again.isStoryboard)
    XCTAssertEqual(
      again.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [],
      "\(name): the written flow decodes and checks")
    let decoded = try XCTUnwrap(again.flow, name)
    XCTAssertEqual(FlowWriter.write(decoded), text, "\(name): writing is a fixpoint")
    XCTAssertEqual(FlowCanon.describe(decoded), FlowCanon.describe(flow), "\(name): same model")
  }
}
