import FlowTestSupport
import Foundation
import XCTest

/// `flowc build` driven by a project's flowc.json, and `--graph`.
final class BuildConfigTests: XCTestCase {
  var project: URL!

  override func setUpWithError() throws {
    project = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("Flows/Nested"), withIntermediateDirectories: true)
    for name in ["FriendList.flow", "BookCatalog.flow"] {
      try FileManager.default.copyItem(
        at: PackagePaths.flowsDirectory.appendingPathComponent(name),
        to: project.appendingPathComponent("Flows/\(name)"))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: project)
  }

  func flowc(_ arguments: [String], in folder: URL? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      try XCTUnwrap(BuiltProducts.flowc), arguments,
      environment: ["FLOWC_CACHE_DIR": project.appendingPathComponent(".cache").path],
      workingDirectory: folder ?? project, timeout: 120)
  }

  func writeConfig(_ text: String) throws {
    try text.write(
      to: project.appendingPathComponent("flowc.json"), atomically: true, encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path)
  }

  func testBuildWithNoArgumentsUsesTheNearestConfig() throws {
    try writeConfig(#"{"flows": ["Flows/*.flow"], "output": "Gen", "skeletons": "Src"}"#)
    let result = try flowc(["build"], in: project.appendingPathComponent("Flows/Nested"))
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(exists("Gen/MasterViewControllerBase.swift"))
    XCTAssertTrue(exists("Gen/CatalogViewControllerBase.swift"))
    XCTAssertTrue(exists("Src/MasterViewController.swift"))
    XCTAssertEqual(try flowc(["build", "--check"]).status, 0)
    // The command line overrides the config.
    XCTAssertEqual(try flowc(["build", "--output", "Other", "--skeletons", "Src"]).status, 0)
    XCTAssertTrue(exists("Other/MasterViewControllerBase.swift"))
  }

  func testABadConfigIsReportedAtItsKeysAndBuildsNothing() throws {
    try writeConfig(
      "{\n  \"flows\": \"Flows/*.flow\",\n  \"skeleton\": \"Src\",\n  \"output\": 1\n}\n")
    let result = try flowc(["build"])
    XCTAssertEqual(result.status, 2)
    let path = project.appendingPathComponent("flowc.json").path
    XCTAssertTrue(
      result.standardError.contains(
        "\(path):3:3: error: unknown key 'skeleton' (known: flows, output, skeletons, templates, graph, strings, options, runtimes, pairs, uiTests); did you mean 'skeletons'? [config-unknown-key]"
      ), result.standardError)
    XCTAssertTrue(
      result.standardError.contains("\(path):4:13: error: 'output' must be a string"),
      result.standardError)
    XCTAssertFalse(exists("Gen"))
  }

  func testNoFlowsAndNoConfigIsAUsageError() throws {
    let result = try flowc(["build"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains("flowc.json"), result.standardError)
  }

  func testWerrorAndFormatFromTheConfig() throws {
    let warned =
      "<flow name=\"Warned\" version=\"1\" initial=\"home\">\n  <scene id=\"home\"/>\n  <scene id=\"lost\"/>\n</flow>\n"
    try warned.write(
      to: project.appendingPathComponent("Flows/Warned.flow"), atomically: true, encoding: .utf8)
    try writeConfig(
      #"{"flows": "Flows/Warned.flow", "output": "Gen", "skeletons": "Src", "options": {"werror": true, "format": "github"}}"#
    )
    let result = try flowc(["build"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.standardOutput.contains("::error file="), result.output)
    XCTAssertFalse(exists("Gen"))
  }

  /// `options.access` reaches every generated declaration, and changing it is a change
  /// the build (and its cache) sees.
  func testAccessFromTheConfig() throws {
    try writeConfig(#"{"flows": "Flows/FriendList.flow", "output": "Gen", "skeletons": "Src"}"#)
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let machine = project.appendingPathComponent("Gen/MasterViewControllerBase.swift")
    XCTAssertTrue(try String(contentsOf: machine, encoding: .utf8).contains("\nclass "))
    try writeConfig(
      #"{"flows": "Flows/FriendList.flow", "output": "Gen", "skeletons": "Src", "options": {"access": "public"}}"#
    )
    XCTAssertEqual(try flowc(["build", "--check"]).status, 1, "the internal files are out of date")
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let text = try String(contentsOf: machine, encoding: .utf8)
    XCTAssertTrue(text.contains("\npublic class MasterViewControllerBase: UITableViewController {"))
    XCTAssertTrue(text.contains("  public func perform(_ segue: Segue, sender: Any? = nil) {"))
    XCTAssertTrue(text.contains("  public override func prepare(for segue: UIStoryboardSegue"))
    let shared = try String(
      contentsOf: project.appendingPathComponent("Gen/FriendListFlow.swift"), encoding: .utf8)
    XCTAssertTrue(shared.contains("\npublic enum FriendListFlow {"))
  }

  func testDiagramsAreWrittenBesideTheCodeAndChecked() throws {
    _ = try GraphCLI.requireDot()
    try writeConfig(
      #"{"flows": ["Flows/*.flow"], "output": "Gen", "skeletons": "Src", "graph": {"directory": "Diagrams", "format": "svg"}}"#
    )
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let svg = try String(
      contentsOf: project.appendingPathComponent("Diagrams/FriendList.svg"), encoding: .utf8)
    XCTAssertTrue(svg.contains("<svg"))
    XCTAssertEqual(try flowc(["build", "--check"]).status, 0)
    try "stale".write(
      to: project.appendingPathComponent("Diagrams/FriendList.svg"), atomically: true,
      encoding: .utf8)
    let check = try flowc(["build", "--check"])
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(check.output.contains("FriendList.svg"), check.output)
    let dot = try flowc(["build", "--graph", "Dots"])
    XCTAssertEqual(dot.status, 0, dot.output)
    XCTAssertTrue(exists("Dots/BookCatalog.svg"))
  }

  func testPDFIsRefusedForBuilds() throws {
    try writeConfig(
      #"{"flows": ["Flows/*.flow"], "output": "Gen", "skeletons": "Src", "graph": {"directory": "D", "format": "pdf"}}"#
    )
    let result = try flowc(["build"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains("PDF"), result.standardError)
  }

  func testTemplateErrorsAreDiagnosticsInEveryFormat() throws {
    let templates = project.appendingPathComponent("MyTemplates/swift")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try "{{flow.headerLine}}\n{{#outlets}}\n".write(
      to: templates.appendingPathComponent("machine.mustache"), atomically: true, encoding: .utf8)
    let result = try flowc([
      "build", "Flows/FriendList.flow", "--output", "Gen", "--skeletons", "Src", "--templates",
      "MyTemplates",
      "--format", "json",
    ])
    XCTAssertEqual(result.status, 1)
    let diagnostics = try XCTUnwrap(
      JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]])
    XCTAssertEqual(diagnostics.last?["rule"] as? String, "template-error")
    XCTAssertEqual(diagnostics.last?["line"] as? Int, 2)
    XCTAssertTrue((diagnostics.last?["file"] as? String ?? "").hasSuffix("machine.mustache"))
    XCTAssertFalse(exists("Gen"))

    let graphTemplates = project.appendingPathComponent("MyTemplates/graph")
    try FileManager.default.createDirectory(at: graphTemplates, withIntermediateDirectories: true)
    try "digraph {\n  {{/nodes}}\n}\n".write(
      to: graphTemplates.appendingPathComponent("flow.mustache"), atomically: true, encoding: .utf8)
    let graph = try flowc(["graph", "Flows/FriendList.flow", "--templates", "MyTemplates"])
    XCTAssertEqual(graph.status, 1)
    XCTAssertTrue(graph.standardError.contains("flow.mustache:2:3: error: "), graph.standardError)
    XCTAssertTrue(graph.standardError.contains("[template-error]"), graph.standardError)
  }
}
