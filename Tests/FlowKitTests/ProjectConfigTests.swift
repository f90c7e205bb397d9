import FlowKit
import Foundation
import XCTest

final class ProjectConfigTests: XCTestCase {
  var folder: String!

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "flowc-config-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: folder + "/Flows/Sub", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/Templates", withIntermediateDirectories: true)
    for file in ["Flows/A.flow", "Flows/B.flow", "Flows/Sub/C.flow", "Flows/notes.txt"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + file, contents: Data()))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func decode(_ text: String) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
    ProjectConfigDecoder.decode(SourceFile(path: folder + "/flowc.json", text: text))
  }

  func findings(_ text: String) -> [String] {
    decode(text).diagnostics.map { "\($0.rule.rawValue)@\($0.location.line):\($0.location.column)" }
  }

  func testAFullConfig() throws {
    let (config, diagnostics) = decode(
      """
      {
        "//": "a comment",
        "flows": ["Flows/*.flow"],
        "output": "Generated",
        "skeletons": "Sources",
        "templates": "Templates",
        "graph": { "directory": "docs", "format": "png", "legend": true },
        "options": { "werror": true, "format": "github" }
      }
      """)
    XCTAssertEqual(diagnostics, [])
    let loaded = try XCTUnwrap(config)
    XCTAssertEqual(loaded.flows, ["Flows/*.flow"])
    XCTAssertEqual(loaded.output, "Generated")
    XCTAssertEqual(
      loaded.graph, .init(directory: "docs", format: "png", detail: false, legend: true))
    XCTAssertTrue(loaded.werror)
    XCTAssertEqual(loaded.format, "github")
    XCTAssertEqual(loaded.resolve("Generated"), folder + "/Generated")
  }

  /// A build cannot keep a PDF unchanged (Graphviz stamps the time in it), so the decoder
  /// refuses it at its value rather than the build failing later without a line.
  func testGraphFormatPDFIsRefusedAtItsValue() {
    let text =
      "{\n  \"flows\": \"Flows/A.flow\",\n  \"graph\": { \"directory\": \"d\", \"format\": \"pdf\" }\n}"
    XCTAssertEqual(findings(text), ["config-type@3:42"])
    XCTAssertTrue(decode(text).diagnostics.first?.message.contains("flowc graph") ?? false)
    XCTAssertNil(decode(text).config)
  }

  func testUnknownKeyIsReportedAtTheKeyWithASuggestion() {
    let text = "{\n  \"flows\": \"Flows/A.flow\",\n  \"skeleton\": \"Sources\"\n}"
    XCTAssertEqual(findings(text), ["config-unknown-key@3:3"])
    XCTAssertEqual(decode(text).diagnostics.first?.suggestion?.replacement, "skeletons")
    XCTAssertNil(decode(text).config)
  }

  func testWrongTypesAndMissingPathsAreAllReported() {
    let text = """
      {
        "flows": ["Flows/*.flow", 3, "Missing/*.flow"],
        "output": false,
        "templates": "NoSuchFolder",
        "graph": { "directory": "d", "format": "svgz", "detial": true },
        "options": { "werror": "yes" }
      }
      """
    XCTAssertEqual(
      findings(text),
      [
        "config-type@2:29", "config-path@2:32", "config-type@3:13", "config-path@4:16",
        "config-type@5:42", "config-unknown-key@5:50", "config-type@6:26",
      ])
  }

  func testMalformedJSON() {
    XCTAssertEqual(findings("{\n  \"flows\": [\"a\",]\n}"), ["config-malformed@2:17"])
    XCTAssertEqual(findings(""), ["config-malformed@1:1"])
    XCTAssertEqual(findings(String(repeating: "[", count: 10_000)).count, 1)
  }

  func testGlobs() {
    XCTAssertEqual(
      PathPattern.expand("Flows/*.flow", in: folder),
      [folder + "/Flows/A.flow", folder + "/Flows/B.flow"])
    XCTAssertEqual(
      PathPattern.expand("Flows/**/*.flow", in: folder),
      [folder + "/Flows/A.flow", folder + "/Flows/B.flow", folder + "/Flows/Sub/C.flow"])
    XCTAssertEqual(PathPattern.expand("Flows/A.flow", in: folder), [folder + "/Flows/A.flow"])
    XCTAssertEqual(PathPattern.expand("Flows/*.storyboard", in: folder), [])
  }

  func testTheNearestConfigIsFoundFromASubfolder() throws {
    XCTAssertTrue(
      FileManager.default.createFile(atPath: folder + "/flowc.json", contents: Data("{}".utf8)))
    XCTAssertEqual(ProjectConfigDecoder.find(from: folder + "/Flows/Sub"), folder + "/flowc.json")
  }
}

extension ProjectConfigTests {
  func testRuntimesForAllFlowsAndPerFlow() throws {
    let (config, diagnostics) = decode(
      """
      {
        "flows": ["Flows/*.flow"],
        "options": { "runtime": "code" },
        "runtimes": { "Flows/B.flow": "storyboard" }
      }
      """)
    XCTAssertEqual(diagnostics.map(\.message), [])
    let loaded = try XCTUnwrap(config)
    XCTAssertEqual(loaded.runtime(forFlowAt: folder + "/Flows/A.flow"), .code)
    XCTAssertEqual(loaded.runtime(forFlowAt: folder + "/Flows/../Flows/B.flow"), .storyboard)
  }

  func testABadRuntimeIsReportedAtItsValue() {
    XCTAssertEqual(
      findings(
        """
        {
          "flows": ["Flows/*.flow"],
          "options": { "runtime": "cod" },
          "runtimes": { "Flows/Missing.flow": "code", "Flows/A.flow": 1 }
        }
        """), ["config-type@3:27", "config-path@4:17", "config-type@4:63"])
  }
}
