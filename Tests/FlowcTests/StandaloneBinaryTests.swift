import FlowTestSupport
import Foundation
import XCTest

/// `flowc` is one file: the release binary, copied alone into an empty folder with the
/// build folder it came from gone, builds, draws and lists its templates (issue 26: a
/// copied binary used to stop at "could not load resource bundle").
final class StandaloneBinaryTests: XCTestCase {
  func testTheReleaseBinaryAloneBuildsGraphsAndListsItsTemplates() throws {
    let release = try ReleaseBuild.flowc()
    let folder = try BuildCLI.temporaryFolder(self)
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let flowc = bin.appendingPathComponent("flowc")
    try FileManager.default.copyItem(at: release.binary, to: flowc)

    // Nothing is left where the binary was built: the scratch folder is moved away (kept,
    // so that the next run is an incremental build) until the test ends.
    let away = release.scratch.deletingLastPathComponent().appendingPathComponent(
      release.scratch.lastPathComponent + ".away")
    try? FileManager.default.removeItem(at: away)
    try FileManager.default.moveItem(at: release.scratch, to: away)
    defer { try? FileManager.default.moveItem(at: away, to: release.scratch) }
    XCTAssertFalse(FileManager.default.fileExists(atPath: release.binary.path))

    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow"),
      to: work.appendingPathComponent("FriendList.flow"))
    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
      try ProcessRunner(
        executable: flowc, arguments: arguments,
        environment: [
          "NO_COLOR": "1", "FLOWC_CACHE_DIR": folder.appendingPathComponent("cache").path,
        ],
        workingDirectory: work
      ).run()
    }

    let version = try run(["--version"])
    XCTAssertEqual(version.status, 0, version.output)
    XCTAssertTrue(version.standardOutput.hasPrefix("flowc "), version.standardOutput)

    let build = try run([
      "build", "FriendList.flow", "--output", "Generated", "--skeletons", "Skeletons",
    ])
    XCTAssertEqual(build.status, 0, build.output)
    XCTAssertFalse(build.output.contains("resource bundle"), build.output)
    let machine = try BuildCLI.read(
      work.appendingPathComponent("Generated/MasterViewControllerBase.swift"))
    XCTAssertTrue(machine.contains("class MasterViewControllerBase"), machine)

    let graph = try run(["graph", "FriendList.flow", "-o", "FriendList.dot"])
    XCTAssertEqual(graph.status, 0, graph.output)
    let dot = try BuildCLI.read(work.appendingPathComponent("FriendList.dot"))
    XCTAssertTrue(dot.contains("\ndigraph \"FriendList\" {"), dot)

    let list = try run(["template", "list"])
    XCTAssertEqual(list.status, 0, list.output)
    let lines = list.standardOutput.split(separator: "\n")
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("swift/machine ") && $0.contains("built-in") },
      list.standardOutput)
    XCTAssertTrue(lines.contains { $0.hasPrefix("graph/flow ") }, list.standardOutput)

    // --templates still replaces a built-in template, file by file.
    let override = work.appendingPathComponent("MyTemplates/swift/partials/imports.mustache")
    try BuildCLI.write("// from my templates\n", to: override)
    let overridden = try run(["template", "list", "--templates", "MyTemplates"])
    XCTAssertTrue(
      overridden.standardOutput.split(separator: "\n").contains {
        $0.hasPrefix("swift/partials/imports ") && $0.contains("override")
      }, overridden.standardOutput)
  }
}

/// flowc built with `swift build -c release` into a scratch folder of its own, kept
/// between runs (`<tmp>/flowc-release-<hash of the checkout's path>`), so that only the
/// first run of a checkout compiles everything.
enum ReleaseBuild {
  struct Product {
    var scratch: URL
    var binary: URL
  }

  static func flowc() throws -> Product {
    let checkout = PackagePaths.packageRoot.standardizedFileURL.path
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in checkout.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-release-\(String(hash, radix: 16))/build")
    let swift = try PluginFixture.toolchain().appendingPathComponent("swift")
    let arguments = [
      "build", "-c", "release", "--product", "flowc", "--package-path", checkout,
      "--scratch-path", scratch.path,
    ]
    let built = try ProcessRunner(executable: swift, arguments: arguments, timeout: 1800).run()
    XCTAssertFalse(built.timedOut, "swift build -c release timed out")
    guard built.succeeded else {
      throw BuildFailed(description: "swift \(arguments.joined(separator: " ")):\n\(built.output)")
    }
    let binPath = try ProcessRunner(
      executable: swift, arguments: arguments + ["--show-bin-path"]
    ).run().standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    return Product(
      scratch: scratch, binary: URL(fileURLWithPath: binPath).appendingPathComponent("flowc"))
  }

  struct BuildFailed: Error, CustomStringConvertible {
    var description: String
  }
}
