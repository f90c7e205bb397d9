import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `--format sarif|junit` of `flowc check` and `flowc build`, `flowc schema`, and the
/// `"$schema"` of the config `flowc init` writes, run as CI and users run them.
final class ReportCommandTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func flowc(_ arguments: [String]) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      try XCTUnwrap(BuiltProducts.flowc), arguments, workingDirectory: folder, timeout: 60)
  }

  func write(_ name: String, _ text: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  let broken = """
    <flow name="Broken" version="1" initial="main">
      <navigation id="main" root="master"/>
      <scene id="master">
        <segue id="showDetail" kind="push" to="detial"/>
      </scene>
      <scene id="detail"/>
    </flow>
    """

  let clean = """
    <flow name="Clean" version="1" initial="main">
      <navigation id="main" root="home"/>
      <scene id="home"/>
    </flow>
    """

  func testCheckWritesSARIFWithRelativePathsRegionsAndFixes() throws {
    try write("Flows/Broken.flow", broken)
    let run = try flowc(["check", "Flows/Broken.flow", "--format", "sarif"])
    XCTAssertEqual(run.status, 1, run.output)
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let results = try XCTUnwrap(
      (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    XCTAssertEqual(
      results.compactMap { $0["ruleId"] as? String }, ["legacy-segue-kind", "unknown-reference"])
    XCTAssertEqual(results.compactMap { $0["level"] as? String }, ["warning", "error"])
    for result in results {
      let physical = try XCTUnwrap(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      XCTAssertEqual(
        (physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Flows/Broken.flow")
      let region = try XCTUnwrap(physical["region"] as? [String: Any])
      XCTAssertEqual(region["startLine"] as? Int, 4)
      let replacement = try XCTUnwrap(
        ((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?
          .first?["replacements"] as? [[String: Any]])
      XCTAssertEqual(replacement.count, 1)
    }
    XCTAssertEqual(run.standardError, "", "a report on stdout, nothing else on stderr")
  }

  func testBuildWritesJUnitWithOneTestCasePerFlow() throws {
    try write("Flows/Broken.flow", broken)
    try write("Flows/Clean.flow", clean)
    let run = try flowc([
      "build", "Flows/Clean.flow", "Flows/Broken.flow", "--output", "Generated", "--skeletons",
      "Sources", "--format", "junit",
    ])
    XCTAssertEqual(run.status, 1, run.output)
    let read = XMLDocumentReader.read(SourceFile(path: "junit.xml", text: run.standardOutput))
    let root = try XCTUnwrap(read.root, "\(read.diagnostics)\n\(run.standardOutput)")
    let suite = try XCTUnwrap(root.firstChild(named: "testsuite"))
    XCTAssertEqual(suite[attribute: "name"], "flowc build")
    let cases = suite.children(named: "testcase")
    XCTAssertEqual(
      cases.compactMap { $0[attribute: "name"] }, ["Flows/Clean.flow", "Flows/Broken.flow"])
    XCTAssertEqual(cases[0].children.count, 0)
    XCTAssertEqual(
      cases[1].children(named: "failure").compactMap { $0[attribute: "type"] },
      ["unknown-reference"])
    XCTAssertEqual(suite[attribute: "failures"], "1")
  }

  func testTheConfigCanAskForAReportAndNameItsSchema() throws {
    try write("Flows/Clean.flow", clean)
    try write(
      "flowc.json",
      #"{"$schema": "./flowc.schema.json", "flows": ["Flows/*.flow"], "options": {"format": "junit"}}"#
    )
    let run = try flowc(["check"])
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.standardOutput.hasPrefix("<?xml"), run.output)
    XCTAssertTrue(run.standardOutput.contains(#"name="Flows/Clean.flow""#), run.output)
    try write("flowc.json", #"{"$schema": 3, "flows": ["Flows/*.flow"]}"#)
    let refused = try flowc(["check"])
    XCTAssertEqual(refused.status, 2, refused.output)
    XCTAssertTrue(refused.standardError.contains("[config-type]"), refused.output)
  }

  func testOnlyCheckAndBuildWriteReports() throws {
    try write("Clean.flow", clean)
    let run = try flowc(["dump", "Clean.flow", "--format", "sarif"])
    XCTAssertEqual(run.status, 2, run.output)
    XCTAssertTrue(run.standardError.contains("one of text, json, github"), run.output)
  }

  func testSchemaPrintsTheCommittedSchemas() throws {
    let schemas = PackagePaths.packageRoot.appendingPathComponent("docs/schema")
    for (kind, file) in [("flow", "flow.xsd"), ("config", "flowc.schema.json")] {
      let run = try flowc(["schema", kind])
      XCTAssertEqual(run.status, 0, run.output)
      XCTAssertEqual(
        run.standardOutput,
        try String(contentsOf: schemas.appendingPathComponent(file), encoding: .utf8),
        "docs/schema/\(file) is not what 'flowc schema \(kind)' prints")
    }
    XCTAssertEqual(try flowc(["schema", "xml"]).status, 2)
    XCTAssertEqual(try flowc(["schema"]).status, 2)
  }

  func testInitWritesTheSchemaAndNamesIt() throws {
    let initialized = try flowc(["init"])
    XCTAssertEqual(initialized.status, 0, initialized.output)
    let config = try String(
      contentsOf: folder.appendingPathComponent("flowc.json"), encoding: .utf8)
    XCTAssertTrue(config.contains(#""$schema": "./flowc.schema.json""#), config)
    let schema = try String(
      contentsOf: folder.appendingPathComponent("flowc.schema.json"), encoding: .utf8)
    XCTAssertEqual(schema, try flowc(["schema", "config"]).standardOutput)
    let check = try flowc(["check"])
    XCTAssertEqual(check.status, 0, check.output)
  }
}
