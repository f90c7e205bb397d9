import FlowTestSupport
import Foundation
import XCTest

/// The everyday abuse a build tool must take, end to end in a fresh project made by
/// `flowc init`: no Graphviz, interrupted and concurrent builds, moved and orphaned human
/// files, an explicit flow inside a project.
final class BuildRobustnessTests: XCTestCase {
  var project: URL!

  override func setUpWithError() throws {
    project = try BuildCLI.temporaryFolder(self)
    let made = try flowc(["init"])
    XCTAssertEqual(made.status, 0, made.output)
  }

  func flowc(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
  ) throws -> ProcessRunner.Result {
    var environment = environment
    environment["FLOWC_CACHE_DIR"] = environment["FLOWC_CACHE_DIR"] ?? ""
    environment["NO_COLOR"] = "1"
    return try ProcessRunner.run(
      try XCTUnwrap(BuiltProducts.flowc), arguments, environment: environment,
      workingDirectory: folder ?? project, timeout: 120)
  }

  func path(_ relative: String) -> String { project.appendingPathComponent(relative).path }

  func files(in relative: String) -> [String] {
    BuildCLI.files(in: project.appendingPathComponent(relative))
  }

  // MARK: Graph formats

  /// The config decoder refuses pdf (a build cannot keep a PDF unchanged); `flowc init`'s
  /// comment and docs/config.md say what the tool does.
  func testPDFIsRefusedAtItsLineAndInitAndTheDocsSaySo() throws {
    let config = try BuildCLI.read(project.appendingPathComponent("flowc.json"))
    XCTAssertFalse(config.contains("pdf"), config)
    let docs = try BuildCLI.read(BuildCLI.packageRoot.appendingPathComponent("docs/config.md"))
    let row = docs.split(separator: "\n").first { $0.hasPrefix("| `graph.format`") } ?? ""
    XCTAssertTrue(row.contains("Not `pdf`"), String(row))
    let lines = config.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try XCTUnwrap(lines.firstIndex { $0.contains("\"graph\":") }) + 1
    try BuildCLI.write(
      config.replacingOccurrences(of: "\"format\": \"svg\"", with: "\"format\": \"pdf\""),
      to: project.appendingPathComponent("flowc.json"))
    let run = try flowc(["build"])
    XCTAssertEqual(run.status, 2, run.output)
    XCTAssertTrue(run.standardError.contains("flowc.json:\(line):"), run.output)
    XCTAssertTrue(run.standardError.contains("not pdf"), run.output)
    XCTAssertEqual(files(in: "Generated"), [])
  }

  // MARK: Graphviz

  func testWithoutGraphvizTheCodeIsWrittenAndTheMissingDotIsOneWarning() throws {
    let run = try flowc(["build"], environment: ["PATH": path("no-such-folder")])
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertFalse(files(in: "Generated").isEmpty, run.output)
    XCTAssertFalse(files(in: "Sources").isEmpty, run.output)
    let warnings = run.standardError.split(separator: "\n").filter { $0.contains("warning") }
    XCTAssertEqual(warnings.count, 1, run.standardError)
    XCTAssertTrue(warnings.first?.contains("'dot' was not found") ?? false, run.standardError)
    XCTAssertTrue(warnings.first?.hasSuffix("[graphviz-missing]") ?? false, run.standardError)
    XCTAssertEqual(files(in: "docs/flows"), [])
    // With Graphviz back, the diagrams come.
    if (try? GraphCLI.requireDot()) != nil {
      let drawn = try flowc(["build"])
      XCTAssertEqual(drawn.status, 0, drawn.output)
      XCTAssertEqual(files(in: "docs/flows"), ["App.svg"])
    }
  }
}

extension BuildRobustnessTests {
  /// A flow of `count` scenes, each pushing the next.
  static func chain(_ count: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <flow name="Chain" version="1" initial="nav">
        <navigation id="nav" root="s0"/>

      """
    for index in 0..<count {
      let next = index + 1 < count ? "<segue id=\"next\" kind=\"show\" to=\"s\(index + 1)\"/>" : ""
      text += "  <scene id=\"s\(index)\" class=\"Step\(index)ViewController\">\(next)</scene>\n"
    }
    return text + "</flow>\n"
  }

  func temporaryFiles(in relative: String) -> [String] {
    files(in: relative).filter { $0.contains(".flowc-") }
  }

  // MARK: Interrupted builds

  func testTemporaryFilesAnInterruptedBuildLeftAreReportedByCheckAndRemovedByTheNextBuild()
    throws
  {
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let leftover = "Generated/.MainViewControllerBase.swift.flowc-99999-0a1b2c3d"
    XCTAssertTrue(FileManager.default.createFile(atPath: path(leftover), contents: Data()))
    let humanLeftover = "Sources/.MainViewController.swift.flowc-99998-deadbeef"
    XCTAssertTrue(FileManager.default.createFile(atPath: path(humanLeftover), contents: Data()))

    let check = try flowc(["build", "--check"])
    XCTAssertEqual(check.status, 1, check.output)
    XCTAssertTrue(check.standardOutput.contains("stale temporary file: "), check.output)
    XCTAssertTrue(check.standardOutput.contains(leftover.split(separator: "/")[1]), check.output)
    XCTAssertTrue(FileManager.default.fileExists(atPath: path(leftover)), "--check removed it")

    let build = try flowc(["build"])
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertTrue(build.standardError.contains("removed 2 temporary files"), build.output)
    XCTAssertEqual(temporaryFiles(in: "Generated") + temporaryFiles(in: "Sources"), [])
    XCTAssertEqual(try flowc(["build", "--check"]).status, 0)
  }

  func testAnInterruptedBuildRemovesItsTemporaryFiles() throws {
    try BuildCLI.write(Self.chain(3000), to: project.appendingPathComponent("Flows/App.flow"))
    // How many files each interrupted build left (no temporary file counted).
    var written: [Int] = []
    for signal in [SIGTERM, SIGINT] {
      try? FileManager.default.removeItem(atPath: path("Generated"))
      try? FileManager.default.removeItem(atPath: path("Sources"))
      let process = Process()
      process.executableURL = try XCTUnwrap(BuiltProducts.flowc)
      process.arguments = ["build"]
      process.currentDirectoryURL = project
      process.environment = ProcessInfo.processInfo.environment.merging(
        ["FLOWC_CACHE_DIR": "", "PATH": path("no-dot")]) { $1 }
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Interrupt it once it is writing.
      let deadline = Date().addingTimeInterval(60)
      while files(in: "Generated").count < 20, process.isRunning, Date() < deadline {
        usleep(2_000)
      }
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      // Ended by the signal, as the shell must see it (or, failing that, with 128 + it).
      let interrupted =
        process.terminationReason == .uncaughtSignal
        ? process.terminationStatus == signal : process.terminationStatus == 128 + signal
      guard interrupted else {
        XCTFail("the build ended with \(process.terminationStatus) before it was interrupted")
        continue
      }
      XCTAssertEqual(temporaryFiles(in: "Generated") + temporaryFiles(in: "Sources"), [])
      written.append(files(in: "Generated").count + files(in: "Sources").count)
    }
    // All or nothing (issue 27): an interruption while files are staged leaves none, and
    // one while they are put in place waits until all are.
    try? FileManager.default.removeItem(atPath: path("Generated"))
    try? FileManager.default.removeItem(atPath: path("Sources"))
    XCTAssertEqual(try flowc(["build"], environment: ["PATH": path("no-dot")]).status, 0)
    let complete = files(in: "Generated").count + files(in: "Sources").count
    for count in written {
      XCTAssertTrue(count == 0 || count == complete, "\(count) of \(complete) files written")
    }
  }

  // MARK: Concurrent builds

  func testASecondBuildIntoTheSameFolderWaitsForTheFirstAndSaysSo() throws {
    XCTAssertEqual(try flowc(["build"]).status, 0)
    // Hold the output folder's lock as a running build would.
    let folder = open(path("Generated"), O_RDONLY)
    XCTAssertGreaterThanOrEqual(folder, 0)
    XCTAssertEqual(flock(folder, LOCK_EX), 0)
    let process = Process()
    process.executableURL = try XCTUnwrap(BuiltProducts.flowc)
    process.arguments = ["build"]
    process.currentDirectoryURL = project
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["FLOWC_CACHE_DIR": "", "NO_COLOR": "1"]) { $1 }
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    var said = Data()
    let deadline = Date().addingTimeInterval(60)
    while !String(decoding: said, as: UTF8.self).contains("\n"), Date() < deadline {
      said += errors.fileHandleForReading.availableData
    }
    XCTAssertTrue(
      String(decoding: said, as: UTF8.self).contains("waiting for another flowc build into"),
      String(decoding: said, as: UTF8.self))
    XCTAssertTrue(process.isRunning, "the second build did not wait")
    close(folder)
    process.waitUntilExit()
    said += errors.fileHandleForReading.readDataToEndOfFile()
    XCTAssertEqual(process.terminationStatus, 0, String(decoding: said, as: UTF8.self))
  }
}

extension BuildRobustnessTests {
  // MARK: Human files

  func testAHumanFileMovedIntoASubfolderIsFoundThere() throws {
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let moved = project.appendingPathComponent("Sources/Scenes/Home/HomeViewController.swift")
    try FileManager.default.createDirectory(
      at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: path("Sources/HomeViewController.swift"), toPath: moved.path)
    let edited = try BuildCLI.read(moved) + "// mine\n"
    try BuildCLI.write(edited, to: moved)

    let check = try flowc(["build", "--check"])
    XCTAssertEqual(check.status, 0, check.output)
    let build = try flowc(["build"])
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertEqual(files(in: "Sources"), ["Scenes"], "created a second time at the top")
    XCTAssertEqual(try BuildCLI.read(moved), edited)
    XCTAssertTrue(build.standardError.contains("wrote 0 files"), build.output)
  }

  func testAHumanFileWhoseSceneIsGoneIsAWarningAndFailsCheck() throws {
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let flow = project.appendingPathComponent("Flows/App.flow")
    try BuildCLI.write(
      try BuildCLI.read(flow).replacingOccurrences(
        of: "class=\"HomeViewController\"", with: "class=\"StartViewController\""), to: flow)

    let build = try flowc(["build"])
    XCTAssertEqual(build.status, 0, build.output)
    let orphan = path("Sources/HomeViewController.swift")
    // Without Graphviz, the project's svg diagram adds a warning of its own.
    let warnings = build.standardError.split(separator: "\n").filter {
      $0.contains("warning:") && !$0.hasSuffix("[graphviz-missing]")
    }
    XCTAssertEqual(warnings.count, 1, build.output)
    let warning = String(warnings.first ?? "")
    XCTAssertTrue(warning.contains("HomeViewController.swift:1:1: warning: "), warning)
    XCTAssertTrue(warning.contains("HomeViewControllerBase is no longer generated"), warning)
    XCTAssertTrue(warning.hasSuffix("[human-file-orphaned]"), warning)
    XCTAssertTrue(FileManager.default.fileExists(atPath: orphan), "the human file was deleted")
    XCTAssertTrue(FileManager.default.fileExists(atPath: path("Sources/StartViewController.swift")))

    // Every build says it again (the cache does not hide it), and --check fails.
    XCTAssertTrue(try flowc(["build"]).standardError.contains("[human-file-orphaned]"))
    let check = try flowc(["build", "--check"])
    XCTAssertEqual(check.status, 1, check.output)
    XCTAssertTrue(check.standardError.contains("[human-file-orphaned]"), check.output)

    try FileManager.default.removeItem(atPath: orphan)
    XCTAssertEqual(try flowc(["build", "--check"]).status, 0)
  }
}

extension BuildRobustnessTests {
  // MARK: Explicit flows and paths

  func testAnExplicitFlowInsideAProjectTakesTheConfigsFoldersAndOptions() throws {
    let build = try flowc(["build", "Flows/App.flow"])
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertTrue(
      Set(files(in: "Generated")).isSuperset(of: ["AppFlow.swift", "HomeViewControllerBase.swift"]),
      "\(files(in: "Generated"))")
    XCTAssertEqual(files(in: "Sources"), ["HomeViewController.swift"])
    // From a sub-folder too, and the config's options hold: werror turns a warning into
    // an error.
    let config = project.appendingPathComponent("flowc.json")
    try BuildCLI.write(
      try BuildCLI.read(config).replacingOccurrences(
        of: "\"werror\": false", with: "\"werror\": true"), to: config)
    let flow = project.appendingPathComponent("Flows/App.flow")
    try BuildCLI.write(
      try BuildCLI.read(flow).replacingOccurrences(
        of: "</flow>", with: "  <scene id=\"lost\" class=\"LostViewController\"/>\n</flow>"),
      to: flow)
    let strict = try flowc(["build", "App.flow"], in: project.appendingPathComponent("Flows"))
    XCTAssertEqual(strict.status, 1, strict.output)
    XCTAssertTrue(strict.standardError.contains("error: "), strict.output)
    XCTAssertFalse(strict.standardError.contains("\"output\""), strict.output)
  }

  func testDiagnosticsOfAConfigDrivenBuildNameFilesFromTheCurrentFolder() throws {
    let flow = project.appendingPathComponent("Flows/App.flow")
    try BuildCLI.write(
      try BuildCLI.read(flow).replacingOccurrences(
        of: "</flow>", with: "  <scene id=\"lost\" class=\"LostViewController\"/>\n</flow>"),
      to: flow)
    let text = try flowc(["build"])
    XCTAssertEqual(text.status, 0, text.output)
    XCTAssertTrue(text.standardError.hasPrefix("Flows/App.flow:"), text.output)
    let github = try flowc(["build", "--format", "github"])
    XCTAssertTrue(github.standardOutput.contains("file=Flows/App.flow,"), github.output)
    XCTAssertFalse(github.output.contains(project.path), github.output)
  }
}
