import FlowTestSupport
import Foundation
import XCTest

/// `flowc check FLOW --storyboard STORYBOARD` and flowc.json's `pairs`, run as CI runs
/// them: the repository's FriendList flow against a storyboard of the same app.
final class StoryboardPairCommandTests: XCTestCase {
  var folder: URL!
  let flowPath = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-pair-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func flowc(_ arguments: [String]) throws -> ProcessRunner.Result {
    let executable = try XCTUnwrap(BuiltProducts.flowc)
    return try ProcessRunner.run(
      executable, arguments,
      environment: [
        "NO_COLOR": "1", "FLOWC_CACHE_DIR": folder.appendingPathComponent(".cache").path,
      ],
      workingDirectory: folder, timeout: 60)
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func testTheFlowChecksCleanAgainstItsStoryboard() throws {
    let storyboard = try write("Main.storyboard", FriendListStoryboard.text)
    let result = try flowc(["check", flowPath, "--storyboard", storyboard])
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(result.standardError, "0 errors, 0 warnings in 2 files\n")
  }

  /// Each single change gives exactly one diagnostic, at the same place with the same
  /// message in text, JSON and GitHub form, and exit status 1.
  func testEachMutationInAllThreeFormats() throws {
    for mutation in FriendListStoryboard.mutations {
      let storyboard = try write("Main.storyboard", mutation.text)
      let parts = mutation.expected.split(separator: "@")
      let rule = String(parts[0])
      let position = parts[1].split(separator: ":").map { Int($0)! }

      let text = try flowc(["check", flowPath, "--storyboard", storyboard])
      XCTAssertEqual(text.status, 1, mutation.name)
      let lines = text.standardError.split(separator: "\n").map(String.init)
      XCTAssertEqual(lines.count, 2, "\(mutation.name): \(text.standardError)")
      XCTAssertEqual(lines.last, "1 error, 0 warnings in 2 files", mutation.name)
      let prefix = "\(flowPath):\(position[0]):\(position[1]): \(mutation.severity): "
      XCTAssertTrue(lines[0].hasPrefix(prefix), "\(mutation.name): \(lines[0])")
      XCTAssertTrue(lines[0].hasSuffix(" [\(rule)]"), "\(mutation.name): \(lines[0])")
      if mutation.storyboardLine > 0 {
        XCTAssertTrue(
          lines[0].contains("\(storyboard):\(mutation.storyboardLine):"),
          "\(mutation.name): \(lines[0])")
      }
      let message = String(lines[0].dropFirst(prefix.count).dropLast(rule.count + 3))

      let json = try flowc(["check", flowPath, "--storyboard", storyboard, "--format", "json"])
      XCTAssertEqual(json.status, 1, mutation.name)
      let array = try XCTUnwrap(
        JSONSerialization.jsonObject(with: json.standardOutputData) as? [[String: Any]])
      XCTAssertEqual(array.count, 1, "\(mutation.name): \(json.standardOutput)")
      let object = try XCTUnwrap(array.first)
      XCTAssertEqual(object["file"] as? String, flowPath)
      XCTAssertEqual(object["line"] as? Int, position[0], mutation.name)
      XCTAssertEqual(object["column"] as? Int, position[1], mutation.name)
      XCTAssertEqual(object["severity"] as? String, mutation.severity, mutation.name)
      XCTAssertEqual(object["rule"] as? String, rule, mutation.name)
      let suggestion = (object["suggestion"] as? String).map { "; did you mean '\($0)'?" } ?? ""
      XCTAssertEqual(((object["message"] as? String) ?? "") + suggestion, message, mutation.name)

      let github = try flowc(["check", flowPath, "--storyboard", storyboard, "--format", "github"])
      XCTAssertEqual(github.status, 1, mutation.name)
      let escapedPath = flowPath.replacingOccurrences(of: ":", with: "%3A")
        .replacingOccurrences(of: ",", with: "%2C")
      XCTAssertEqual(
        github.standardOutput,
        "::\(mutation.severity) file=\(escapedPath),line=\(position[0]),col=\(position[1]),title=flowc \(rule)::\(message)\n",
        mutation.name)
    }
  }

  /// With `pairs` in flowc.json, a plain `flowc check` and `flowc build` compare the
  /// flow with its storyboard; a build stops before writing anything, even when the
  /// build cache remembers a clean build of the same flow (the storyboard changed).
  func testPairsInTheConfigAreComparedByCheckAndBuild() throws {
    let flowText = try String(contentsOfFile: flowPath, encoding: .utf8)
    try write("Flows/FriendList.flow", flowText)
    try write("App/Main.storyboard", FriendListStoryboard.text)
    try write(
      "flowc.json",
      """
      {
        "flows": ["Flows/*.flow"],
        "output": "Generated",
        "skeletons": "Scenes",
        "pairs": { "Flows/FriendList.flow": "App/Main.storyboard" }
      }
      """)
    XCTAssertEqual(try flowc(["check"]).status, 0)
    let built = try flowc(["build"])
    XCTAssertEqual(built.status, 0, built.output)

    let mutation = FriendListStoryboard.mutations[0]
    try write("App/Main.storyboard", mutation.text)
    let check = try flowc(["check"])
    XCTAssertEqual(check.status, 1, check.output)
    XCTAssertTrue(check.standardError.contains("[storyboard-transition-mismatch]"), check.output)
    // The build cache remembers the clean build of the same flow: the storyboard is one
    // of its inputs, so the build is not taken for up to date.
    let generated = folder.appendingPathComponent("Generated/MasterViewControllerBase.swift")
    let before = try Data(contentsOf: generated)
    let build = try flowc(["build"])
    XCTAssertEqual(build.status, 1, build.output)
    XCTAssertTrue(build.standardError.contains("[storyboard-transition-mismatch]"), build.output)
    XCTAssertEqual(try Data(contentsOf: generated), before, "nothing is written")
    let json = try flowc(["check", "--format", "json"])
    XCTAssertEqual(json.status, 1)
    XCTAssertTrue(json.standardOutput.contains("\"rule\": \"storyboard-transition-mismatch\""))
  }

  func testConfigMistakesAboutPairs() throws {
    try write(
      "Flows/A.flow",
      "<flow name=\"A\" version=\"1\" initial=\"main\"><scene id=\"main\"/></flow>\n")
    try write(
      "Other.flow", "<flow name=\"B\" version=\"1\" initial=\"main\"><scene id=\"main\"/></flow>\n")
    try write("Main.storyboard", FriendListStoryboard.text)
    let config = try write(
      "flowc.json",
      """
      {
        "flows": ["Flows/*.flow"],
        "pairs": { "Flows/A.flow": "Missing.storyboard", "Other.flow": "Main.storyboard" }
      }
      """)
    let result = try flowc(["check"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.standardError.contains(
        "\(config):3:30: error: 'Missing.storyboard' does not exist"), result.standardError)
    XCTAssertTrue(
      result.standardError.contains(
        "\(config):3:52: error: 'Other.flow' is paired with a storyboard but is not among the \"flows\""
      ), result.standardError)
  }

  func testUsageAndInputProblems() throws {
    let storyboard = try write("Main.storyboard", FriendListStoryboard.text)
    XCTAssertEqual(try flowc(["check", flowPath, flowPath, "--storyboard", storyboard]).status, 2)
    let missing = try flowc(["check", flowPath, "--storyboard", folder.path + "/None.storyboard"])
    XCTAssertEqual(missing.status, 2, missing.output)
    let notAStoryboard = try flowc(["check", flowPath, "--storyboard", flowPath])
    XCTAssertEqual(notAStoryboard.status, 1, notAStoryboard.output)
    XCTAssertTrue(
      notAStoryboard.standardError.contains("is not an Interface Builder storyboard"),
      notAStoryboard.output)
    XCTAssertTrue(notAStoryboard.standardError.contains("[storyboard-unreadable]"))
  }

  /// Every storyboard of the corpus checks clean, through the command line, against the
  /// flow `flowc import` wrote of it: the comparison reports nothing (the flow's own
  /// checks may still warn, as they do for the storyboard itself) but the views without the
  /// accessibility identifier UI tests need, which no storyboard of the corpus gives one.
  func testCorpusChecksCleanAgainstItsImports() throws {
    let storyboards = try CorpusStoryboards.all()
    for storyboard in storyboards {
      let flow = folder.appendingPathComponent(storyboard.lastPathComponent + ".flow").path
      let imported = try flowc(["import", storyboard.path, "-o", flow])
      XCTAssertEqual(imported.status, 0, "\(storyboard.lastPathComponent): \(imported.output)")
      let checked = try flowc(["check", flow, "--storyboard", storyboard.path, "--format", "json"])
      let array = try XCTUnwrap(
        JSONSerialization.jsonObject(with: checked.standardOutputData) as? [[String: Any]],
        checked.output)
      let comparison = array.filter {
        let rule = $0["rule"] as? String ?? ""
        let message = $0["message"] as? String ?? ""
        // A view without an identifier the UI tests need (the corpus gives none one) is said
        // of each trigger, and of the root view of each scene whose class others share.
        if rule == "storyboard-accessibility-mismatch", message.contains("has none") {
          return false
        }
        return rule.hasPrefix("storyboard-") && rule != "storyboard-unsupported"
      }
      XCTAssertEqual(
        comparison.map { "\($0["line"] ?? ""): \($0["message"] ?? "")" }, [],
        storyboard.lastPathComponent)
      XCTAssertEqual(checked.status, 0, "\(storyboard.lastPathComponent): \(checked.output)")
    }
  }
}
