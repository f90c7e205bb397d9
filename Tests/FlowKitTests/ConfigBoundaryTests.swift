import FlowKit
import Foundation
import XCTest

/// Issue 38: what a config can reach and say. Discovery stops at the work tree's root,
/// `strings.table` names a file as safely as a file name must, and `graph.timeLimit` can
/// only lower Graphviz's limit.
final class ConfigBoundaryTests: XCTestCase {
  var folder: String!

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "flowc-boundary-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: folder + "/repo/Flows/Sub", withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func write(_ text: String, _ path: String) {
    XCTAssertTrue(FileManager.default.createFile(atPath: folder + path, contents: Data(text.utf8)))
  }

  func decode(_ text: String) -> [Diagnostic] {
    ProjectConfigDecoder.decode(
      SourceFile(path: folder + "/repo/flowc.json", text: text), requiringFlows: false
    ).diagnostics
  }

  func testAConfigAboveTheWorkTreeIsNeverFound() throws {
    write("{\"flows\": \"**/*.flow\", \"templates\": \"evil\"}", "/flowc.json")
    // Without a work tree, the parent's config is the nearest: as before.
    XCTAssertEqual(
      ProjectConfigDecoder.find(from: folder + "/repo/Flows/Sub"), folder + "/flowc.json")
    // A `.git` folder makes `repo` the root: nothing above it is looked at.
    try FileManager.default.createDirectory(
      atPath: folder + "/repo/.git", withIntermediateDirectories: true)
    XCTAssertNil(ProjectConfigDecoder.find(from: folder + "/repo/Flows/Sub"))
    XCTAssertNil(ProjectConfigDecoder.find(from: folder + "/repo"))
    // A worktree's `.git` is a file, and stops the search the same way.
    try FileManager.default.removeItem(atPath: folder + "/repo/.git")
    write("gitdir: /elsewhere/.git/worktrees/repo\n", "/repo/.git")
    XCTAssertNil(ProjectConfigDecoder.find(from: folder + "/repo/Flows/Sub"))
    // The work tree's own config is still found from below.
    write("{}", "/repo/flowc.json")
    XCTAssertEqual(
      ProjectConfigDecoder.find(from: folder + "/repo/Flows/Sub"), folder + "/repo/flowc.json")
  }

  func testATableNameWithAnInvisibleCharacterIsRefusedAtItsLine() {
    for (character, name) in [("\\u2028", "U+2028"), ("\\u202E", "U+202E"), ("\\u200B", "U+200B")] {
      let diagnostics = decode(
        """
        {
          "flows": [],
          "strings": {
            "table": "Strings\(character)gnp.exe"
          }
        }
        """)
      XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
      let diagnostic = diagnostics.first
      XCTAssertEqual(diagnostic?.severity, .error)
      XCTAssertEqual(diagnostic?.rule, .fileNameUnsafe)
      XCTAssertEqual(diagnostic?.location.line, 4)
      XCTAssertEqual(diagnostic?.location.column, 14)
      XCTAssertTrue(diagnostic?.message.contains(name) ?? false, "\(diagnostic?.message ?? "")")
    }
    XCTAssertEqual(
      decode("{\"flows\": [], \"strings\": {\"table\": \"Localizable\"}}").map(\.message), [])
  }

  func testTheConfigCanOnlyLowerGraphvizsTimeLimit() throws {
    let raised = ProjectConfigDecoder.decode(
      SourceFile(
        path: folder + "/repo/flowc.json",
        text: "{\"flows\": [],\n \"graph\": {\"directory\": \"d\", \"timeLimit\": 1e9}}"),
      requiringFlows: false)
    XCTAssertEqual(raised.config?.graph?.timeLimit, 60)
    XCTAssertEqual(raised.diagnostics.map(\.severity), [.warning])
    XCTAssertEqual(raised.diagnostics.first?.location.line, 2)
    XCTAssertTrue(
      raised.diagnostics.first?.message.contains("--limit graph-seconds=N") ?? false,
      "\(raised.diagnostics)")
    let lowered = ProjectConfigDecoder.decode(
      SourceFile(
        path: folder + "/repo/flowc.json",
        text: "{\"flows\": [], \"graph\": {\"directory\": \"d\", \"timeLimit\": 5}}"),
      requiringFlows: false)
    XCTAssertEqual(lowered.config?.graph?.timeLimit, 5)
    XCTAssertEqual(lowered.diagnostics.map(\.message), [])
  }
}
