import FlowTestSupport
import Foundation
import XCTest

/// Issue 38, through the command line: work budgets for templates, Graphviz's limits,
/// config discovery bounded by the work tree, and one console layer that escapes every
/// piece of outside text in every output and format.
final class HostileInputRoundTwoTests: XCTestCase {
  override class func tearDown() {
    try? FileManager.default.removeItem(at: BuildCLI.cacheFolder)
    super.tearDown()
  }

  /// A line feed that starts a GitHub workflow command, and a right-to-left override.
  static let payload = "\n::error::pwned\u{202E}gnp"
  /// The same, as XML character references for an attribute value.
  static let payloadXML = "&#10;::error::pwned&#x202E;gnp"

  /// Nothing in `output` can start a CI command line or reorder what a reader sees.
  func assertInert(
    _ output: String, _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    for text in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let body = text.drop { $0 == " " || $0 == "\t" }
      XCTAssertFalse(
        body.hasPrefix("::error::pwned"), "\(what) printed a raw line: \(output)", file: file,
        line: line)
    }
    XCTAssertFalse(
      output.contains("\u{202E}"), "\(what) printed a raw U+202E", file: file, line: line)
  }

  /// A git work tree with a flow of `scenes` scenes in one navigation stack.
  func makeProject(scenes: Int = 2, title: String = "Scene") throws -> URL {
    let project = try BuildCLI.temporaryFolder(self).appendingPathComponent("project")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
    var flow = """
      <?xml version="1.0" encoding="UTF-8"?>
      <flow name="Chain" version="1" initial="nav">
        <navigation id="nav" root="s0"/>

      """
    for index in 0..<scenes {
      let next =
        index + 1 < scenes ? "<segue id=\"showNext\" kind=\"show\" to=\"s\(index + 1)\"/>" : ""
      flow += "  <scene id=\"s\(index)\" title=\"\(title)\">\(next)</scene>\n"
    }
    flow += "</flow>\n"
    try BuildCLI.write(flow, to: project.appendingPathComponent("Flows/Chain.flow"))
    return project
  }

  /// Runs flowc with extra environment, optionally under `ulimit -v` (KiB).
  func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    virtualMemoryKiB: Int? = nil
  ) throws -> BuildCLI.Run {
    let flowc = try BuildCLI.executable()
    var environment = environment
    environment["NO_COLOR"] = "1"
    environment["FLOWC_CACHE_DIR"] = BuildCLI.cacheFolder.path
    let runner: ProcessRunner
    if let virtualMemoryKiB {
      runner = ProcessRunner(
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", "ulimit -v \(virtualMemoryKiB); exec \"$0\" \"$@\"", flowc.path]
          + arguments,
        environment: environment, workingDirectory: directory, timeout: 300)
    } else {
      runner = ProcessRunner(
        executable: flowc, arguments: arguments, environment: environment,
        workingDirectory: directory, timeout: 300)
    }
    let result = try runner.run()
    XCTAssertFalse(result.timedOut, "flowc \(arguments.joined(separator: " ")) timed out")
    return BuildCLI.Run(
      status: result.status, stdout: result.standardOutput, stderr: result.standardError)
  }

  // MARK: - Work budgets

  func testSixteenNestedSectionsThatWriteNothingStopInThePluginsSingleFileBuild() throws {
    let project = try makeProject(scenes: 5)
    try BuildCLI.write(
      #"{"flows": "Flows/*.flow", "templates": "Templates"}"#,
      to: project.appendingPathComponent("flowc.json"))
    // 5¹⁶ visits of a section that writes nothing: the byte limit would never trip.
    try BuildCLI.write(
      String(repeating: "{{#scenes}}", count: 16) + String(repeating: "{{/scenes}}", count: 16),
      to: project.appendingPathComponent("Templates/swift/shared.mustache"))
    // The command the build plugin runs (FlowcBuildPlan).
    let run = try self.run(
      [
        "build", "Flows/Chain.flow", "--single-file", "Work/Chain.flow.swift", "--skeletons",
        "Human", "--missing-human-files", "Work/Chain.flow.missing", "--format", "text",
        "--invoked-as", "swift package plugin", "--config", "flowc.json",
      ], in: project)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("swift/shared"), run.stderr)
    XCTAssertTrue(run.stderr.contains("more than 20000000 steps"), run.stderr)
    XCTAssertTrue(run.stderr.contains("--limit template-work=N"), run.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: project.appendingPathComponent("Work/Chain.flow.swift").path))
  }

  func testTheWorkBudgetIsOneForTheWholeRunNotOnePerFile() throws {
    let project = try makeProject(scenes: 12)
    // Each machine file expands 2¹¹ partials: little for one render, much for every file.
    try BuildCLI.write(
      "{{flow.headerLine}}\n{{>swift/d0}}",
      to: project.appendingPathComponent("Templates/swift/machine.mustache"))
    for level in 0..<11 {
      try BuildCLI.write(
        "{{>swift/d\(level + 1)}}{{>swift/d\(level + 1)}}",
        to: project.appendingPathComponent("Templates/swift/d\(level).mustache"))
    }
    try BuildCLI.write("", to: project.appendingPathComponent("Templates/swift/d11.mustache"))
    let arguments = [
      "build", "Flows/Chain.flow", "--output", "G", "--skeletons", "H", "--templates",
      "Templates",
    ]
    // One render takes about 4,100 steps; twelve take about 50,000.
    let run = try self.run(arguments + ["--limit", "template-work=20000"], in: project)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("the templates of this run took more than 20000"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("G").path))
    let enough = try self.run(arguments + ["--limit", "template-work=200000"], in: project)
    XCTAssertEqual(enough.status, 0, enough.stderr)
  }

  func testThirtyToTheEighthLinesUnderUlimitStopAtTheOutputLimit() throws {
    let project = try makeProject()
    let sections =
      String(repeating: "{{#l}}", count: 8) + "line\n"
      + String(repeating: "{{/l}}", count: 8)
    try BuildCLI.write(sections, to: project.appendingPathComponent("big.mustache"))
    try BuildCLI.write(
      "{\"l\": [" + Array(repeating: "1", count: 30).joined(separator: ",") + "]}",
      to: project.appendingPathComponent("context.json"))
    // The work limit raised out of the way, so that the byte limit is what stops it.
    let run = try self.run(
      [
        "template", "render", "big.mustache", "--context", "context.json",
        "--limit", "template-work=4000000000", "--limit", "template-bytes=24M",
      ], in: project, virtualMemoryKiB: 3_000_000)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("rendered more than 25165824 bytes"), run.stderr)
    XCTAssertFalse(run.stderr.contains("allocate"), run.stderr)
    XCTAssertEqual(run.stdout, "")
  }

  // MARK: - Config discovery

  func testAFlowcJSONAboveTheWorkTreeIsNeverUsed() throws {
    let project = try makeProject()
    let above = project.deletingLastPathComponent()
    try BuildCLI.write(
      #"{"flows": "project/Flows/*.flow", "output": "Generated", "skeletons": "Human"}"#,
      to: above.appendingPathComponent("flowc.json"))
    for arguments in [["build"], ["check"]] {
      let run = try self.run(arguments, in: project)
      XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
      XCTAssertTrue(run.stderr.contains("flowc.json"), run.stderr)
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: above.appendingPathComponent("Generated").path))
  }

  // MARK: - Graphviz

  func testTheConfigCannotRaiseGraphvizsTimeLimit() throws {
    let project = try makeProject()
    try BuildCLI.write(
      """
      {"flows": "Flows/*.flow", "output": "Generated", "skeletons": "Human",
       "graph": {"directory": "Diagrams", "format": "dot", "timeLimit": 1e9}}
      """, to: project.appendingPathComponent("flowc.json"))
    let run = try self.run(["build"], in: project)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("flowc.json:2:"), run.stderr)
    XCTAssertTrue(run.stderr.contains("can only lower"), run.stderr)
    XCTAssertTrue(run.stderr.contains("--limit graph-seconds=N"), run.stderr)
  }

  func testARelativePathEntryNeverRunsTheRepositorysDot() throws {
    let project = try makeProject()
    let marker = project.appendingPathComponent("pwned")
    for folder in ["bin", "."] {
      let dot = project.appendingPathComponent(folder).appendingPathComponent("dot")
      try BuildCLI.write("#!/bin/sh\ntouch '\(marker.path)'\nexit 0\n", to: dot)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dot.path)
    }
    let system = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let run = try self.run(
      ["graph", "Flows/Chain.flow", "-o", "Chain.svg"], in: project,
      environment: ["PATH": "bin:.::" + system])
    XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), run.stderr)
    if case .success = TestRequirement.graphviz() {
      XCTAssertEqual(run.status, 0, run.stderr)
    } else {
      XCTAssertTrue(run.stderr.contains("'dot' was not found"), run.stderr)
    }
  }

  func testTheDiagramsSizeAndDotsMemoryAreLimited() throws {
    let project = try makeProject(scenes: 3)
    let tooLarge = try run(
      ["graph", "Flows/Chain.flow", "-o", "Chain.svg", "--limit", "graph-elements=3"], in: project)
    XCTAssertEqual(tooLarge.status, 2, tooLarge.stderr)
    XCTAssertTrue(tooLarge.stderr.contains("more than the 3 Graphviz may lay out"), tooLarge.stderr)
    XCTAssertTrue(tooLarge.stderr.contains("--limit graph-elements=N"), tooLarge.stderr)

    _ = try require(TestRequirement.graphviz())
    let starved = try run(
      ["graph", "Flows/Chain.flow", "-o", "Chain.svg", "--limit", "graph-memory=4M"], in: project)
    XCTAssertEqual(starved.status, 2, starved.stderr)
    XCTAssertTrue(starved.stderr.contains("memory limit of 4 MiB"), starved.stderr)
    XCTAssertTrue(starved.stderr.contains("--limit graph-memory=N"), starved.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: project.appendingPathComponent("Chain.svg").path))
  }

  // MARK: - One console layer

  func testDiagnosticsPrintNoRawTextInAnyFormat() throws {
    let project = try makeProject(title: "Scene\(Self.payloadXML)")
    let evilName = "Evil\(Self.payload).flow"
    try BuildCLI.write("<flow/>", to: project.appendingPathComponent(evilName))
    for format in ["text", "github", "json"] {
      for arguments in [
        ["check", "Flows/Chain.flow", "--format", format],
        ["check", evilName, "--format", format],
        ["build", "Flows/Chain.flow", "--output", "G", "--skeletons", "H", "--format", format],
      ] {
        let run = try self.run(arguments, in: project)
        XCTAssertNotEqual(run.stdout + run.stderr, "", "\(arguments)")
        assertInert(run.stdout + run.stderr, "\(arguments)")
      }
    }
  }

  func testAdoptsReportAndSkippedFilesPrintNoRawText() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let app = folder.appendingPathComponent("App")
    try FileManager.default.copyItem(at: AdoptCommandTests.app, to: app)
    // A string literal whose decoded value holds the payload, in Swift's escapes.
    let file = app.appendingPathComponent("FriendListViewController.swift")
    let source = try BuildCLI.read(file)
    XCTAssertTrue(source.contains("\"addFriend\""))
    try BuildCLI.write(
      source.replacingOccurrences(
        of: "\"addFriend\"", with: #""addFriend\n::error::pwned\u{202E}gnp""#), to: file)
    // A file whose name holds the payload: skipped, and named.
    try BuildCLI.write("class X {}\n", to: app.appendingPathComponent("Evil\(Self.payload).swift"))
    let run = try self.run(
      ["adopt", AdoptCommandTests.storyboard.path, "--sources", "App"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains(#"addFriend\n::error::pwned\u{202E}gnp"#), run.stdout)
    XCTAssertTrue(run.stderr.contains("flowc adopt skipped it"), run.stderr)
    assertInert(run.stdout, "adopt's report")
    assertInert(run.stderr, "adopt's warnings")
  }

  func testListingsDumpsImportsAndEditsPrintNoRawText() throws {
    let project = try makeProject(title: "Scene\(Self.payloadXML)")
    try BuildCLI.write(
      "x", to: project.appendingPathComponent("Templates/evil\(Self.payload).mustache"))
    let storyboard = try BuildCLI.read(AdoptCommandTests.storyboard)
    XCTAssertTrue(storyboard.contains("title=\"Friends\""))
    try BuildCLI.write(
      storyboard.replacingOccurrences(
        of: "title=\"Friends\"", with: "title=\"Friends\(Self.payloadXML)\""),
      to: project.appendingPathComponent("Evil.storyboard"))
    for arguments in [
      ["template", "list", "--templates", "Templates"],
      ["dump", "Flows/Chain.flow"],
      ["import", "Evil.storyboard"],
      ["import", "Evil.storyboard", "--format", "github", "-o", "Evil.flow"],
      ["new", "scene", "more", "--flow", "Flows/Chain.flow", "--dry-run"],
      ["build", "Flows/Chain.flow", "--output", "G", "--skeletons", "H", "--dry-run"],
    ] {
      let run = try self.run(arguments, in: project)
      XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
      XCTAssertTrue((run.stdout + run.stderr).contains("pwned"), "\(arguments) showed nothing")
      assertInert(run.stdout + run.stderr, "\(arguments)")
    }
  }

  func testTemplatesAndDotsOwnOutputPrintNoRawText() throws {
    let project = try makeProject()
    // A template override whose DOT makes `dot` fail, echoing a node name that holds the
    // payload on its standard error.
    try BuildCLI.write(
      "digraph G {\n  \"n\(Self.payload)\" [label=<<b>x>];\n}\n",
      to: project.appendingPathComponent("Templates/graph/flow.mustache"))
    try BuildCLI.write(
      "{\"value\": \"v\\n::error::pwned\\u202E\"}", to: project.appendingPathComponent("c.json"))
    try BuildCLI.write(
      "{{value}}\n::error::pwned\u{202E}\n", to: project.appendingPathComponent("t.mustache"))
    let outputs = [
      ["template", "show", "graph/flow", "--templates", "Templates"],
      ["template", "render", "t.mustache", "--context", "c.json"],
      ["graph", "Flows/Chain.flow", "--templates", "Templates"],
    ]
    for arguments in outputs {
      let run = try self.run(arguments, in: project)
      XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
      assertInert(run.stdout + run.stderr, "\(arguments)")
    }
    _ = try require(TestRequirement.graphviz())
    let drawn = try run(
      ["graph", "Flows/Chain.flow", "--templates", "Templates", "-o", "Chain.svg"], in: project)
    XCTAssertEqual(drawn.status, 2, drawn.stderr)
    XCTAssertTrue(drawn.stderr.contains("Graphviz's 'dot' failed"), drawn.stderr)
    XCTAssertTrue(drawn.stderr.contains(#"\n::error::pwned\u{202E}"#), drawn.stderr)
    assertInert(drawn.stderr, "dot's standard error")
  }
}
