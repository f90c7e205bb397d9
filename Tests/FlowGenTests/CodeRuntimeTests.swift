import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The code runtime (`runtime="code"`), proven by running it: the output of every example
/// (and of a tab bar and a split view flow) is compiled against the behavioural UIKit
/// stand-in in `Tests/Fixtures/UIKitStandIn`, without Objective-C interop, and scripted
/// journeys (`Tests/Fixtures/Journeys/main.swift`) tap and select through it.
final class CodeRuntimeTests: XCTestCase {
  static let fixtures = SwiftFixtures.packageRoot.appendingPathComponent("Tests/Fixtures")
  static let journeys = fixtures.appendingPathComponent("Journeys")
  static var moduleCache: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("flowc-journeys-module-cache")
      .path
  }

  /// The examples and the journey flows, each generated for the code runtime.
  static func codeFlows() throws -> [Flow] {
    let journeyFlows = journeys.appendingPathComponent("Flows")
    let extra = try FileManager.default.contentsOfDirectory(atPath: journeyFlows.path)
      .filter { $0.hasSuffix(".flow") }.sorted().map { journeyFlows.appendingPathComponent($0) }
    return try (SwiftFixtures.exampleFlows.map(\.url) + extra).map { url in
      var flow = try SwiftFixtures.flow(at: url)
      flow.runtime = .code
      return flow
    }
  }

  /// Every file of every code flow, by name.
  static func codeFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    for flow in try codeFlows() {
      files.merge(try SwiftFixtures.generate(flow)) { first, _ in first }
    }
    return files
  }

  func testJourneysRunAgainstTheUIKitStandIn() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else {
      throw XCTSkip("swiftc not found")
    }
    let folder = try SwiftFixtures.temporaryFolder(self, "journeys")
    // The stand-in, as a static library and a module named UIKit; no -enable-objc-interop.
    let library = folder.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    let standIn = try ProcessRunner(
      executable: swiftc,
      arguments: [
        "-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-parse-as-library",
        "-swift-version", "6", "-module-cache-path", Self.moduleCache,
        "-emit-module-path", library.appendingPathComponent("UIKit.swiftmodule").path,
        "-o", library.appendingPathComponent("libUIKit.a").path,
        Self.fixtures.appendingPathComponent("UIKitStandIn/UIKit.swift").path,
      ], timeout: 600
    ).run()
    XCTAssertTrue(standIn.succeeded, standIn.output)
    guard standIn.succeeded else { return }

    // Generated machine and shared files; the journeys' human files, or the skeleton of a
    // scene they do not write.
    let scenes = Self.journeys.appendingPathComponent("Scenes")
    let human = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: scenes.appendingPathComponent($0), encoding: .utf8) }
      .joined()
    var sources = try Self.codeFiles().filter { name, text in
      !text.hasPrefix("// The hand-written half")
        || !human.contains("class \(name.dropLast(".swift".count)):")
    }
    XCTAssertNotNil(sources["FriendListFlow.swift"])
    let generated = folder.appendingPathComponent("generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    sources = sources.filter { !$0.key.isEmpty }
    var files = try SwiftFixtures.write(sources, to: generated)
    files += try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted()
      .map { scenes.appendingPathComponent($0) }
    files.append(Self.journeys.appendingPathComponent("main.swift"))

    let executable = folder.appendingPathComponent("journeys")
    let build = try ProcessRunner(
      executable: swiftc,
      arguments: [
        "-swift-version", "6", "-module-name", "Journeys", "-I", library.path, "-L", library.path,
        "-lUIKit", "-module-cache-path", Self.moduleCache, "-o", executable.path,
      ] + files.map(\.path), timeout: 600
    ).run()
    XCTAssertTrue(build.succeeded, build.output)
    XCTAssertFalse(build.output.contains("warning:"), build.output)
    guard build.succeeded else { return }

    let run = try ProcessRunner(executable: executable, timeout: 120).run()
    XCTAssertTrue(run.succeeded, run.output)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [], run.standardOutput)
    XCTAssertEqual(lines.last, "all journeys passed", run.standardOutput)
    for journey in ["# FriendList", "# TripDestinations", "# HeroEditor", "# Account", "# Mail"] {
      XCTAssertTrue(lines.contains { $0.hasPrefix(journey) }, "\(journey) did not run")
    }
    XCTAssertGreaterThan(lines.filter { $0.hasPrefix("ok: ") }.count, 50, run.standardOutput)
  }

  /// Against the iOS SDK stubs, in Swift 6 and Swift 5 modes, with the generated human
  /// files: what Xcode would say.
  func testCodeOutputTypeChecksInSwift6And5() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    var sources = try Self.codeFiles()
    sources["Support.swift"] = """
      import UIKit

      final class SheetSegue: UIStoryboardSegue {}

      """
    for mode in ["6", "5"] {
      let result = try checker.typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
  }

  func testTheStoryboardOutputTypeChecksInSwift5Too() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      sources.merge(try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))) { a, _ in
        a
      }
    }
    let result = try checker.typeCheck(sources: sources, extraArguments: ["-swift-version", "5"])
    XCTAssertTrue(result.isClean, result.description)
  }

  func testSwiftFormatLeavesTheCodeOutputUnchanged() throws {
    guard let swiftFormat = SwiftFormatAgreementTests.locateSwiftFormat() else {
      throw XCTSkip("swift-format is not installed")
    }
    let folder = try SwiftFixtures.temporaryFolder(self, "code-format")
    let files = try Self.codeFiles()
    let urls = try SwiftFixtures.write(files, to: folder)
    let configuration = SwiftFixtures.packageRoot.appendingPathComponent(".swift-format")
    let lint = try ProcessRunner(
      executable: swiftFormat,
      arguments: ["lint", "--strict", "--configuration", configuration.path] + urls.map(\.path)
    ).run()
    XCTAssertTrue(lint.succeeded && lint.output.isEmpty, lint.output)
  }

  /// No storyboard API and no Objective-C attribute is left in the code runtime's output.
  func testTheCodeOutputNeedsNoStoryboardAndNoObjectiveC() throws {
    for (name, text) in try Self.codeFiles() {
      for storyboardOnly in [
        "performSegue", "@IBOutlet", "@IBAction", "@objc", "#selector", "prepare(for segue",
        "UIStoryboard(", "!\n",
      ] {
        XCTAssertFalse(text.contains(storyboardOnly), "\(name) has \(storyboardOnly)")
      }
    }
  }

  /// The storyboard runtime is what a flow gets unless it says otherwise, and its output
  /// does not change.
  func testTheRuntimeAttributeChoosesTheTemplates() throws {
    let storyboard = try SwiftFixtures.flow(
      source: SwiftTestFlows.runtimeFlow(runtime: nil), path: "Runtime.flow")
    XCTAssertEqual(storyboard.runtime, .storyboard)
    XCTAssertTrue(
      try SwiftFixtures.generate(storyboard)["MainViewControllerBase.swift"]!
        .contains("performSegue(withIdentifier:"))
    let code = try SwiftFixtures.flow(
      source: SwiftTestFlows.runtimeFlow(runtime: "code"), path: "Runtime.flow")
    XCTAssertEqual(code.runtime, .code)
    let files = try SwiftFixtures.generate(code)
    XCTAssertTrue(files["RuntimeFlow.swift"]!.contains("static func makeInitialViewController("))
    XCTAssertFalse(files["MainViewControllerBase.swift"]!.contains("performSegue"))
  }
}

extension SwiftTestFlows {
  /// A two-scene flow with `runtime` on its root (none when nil).
  static func runtimeFlow(runtime: String?) -> String {
    """
    <flow name="Runtime" version="1" initial="main"\(runtime.map { " runtime=\"\($0)\"" } ?? "")>
      <scene id="main">
        <barButton system="add"><segue id="showNext" kind="show" to="next"/></barButton>
      </scene>
      <scene id="next"/>
    </flow>
    """
  }
}
