import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The generated `trace` function on its own: a debug build with `FLOWC_TRACE` set appends
/// one JSON line per event, which `TraceReader` reads back; unset, or in a release build,
/// it writes nothing.
final class NavigationTraceTests: XCTestCase {
  struct Context: Encodable {
    var namespace = "DemoFlow"
    var flowName = "Demo"
    var accessPrefix = ""
  }

  func testDebugBuildsWriteOneLinePerEventAndReleaseBuildsNothing() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "trace")
    let function = try SwiftFixtures.templates.render("swift/partials/trace", context: Context())
    let source = folder.appendingPathComponent("main.swift")
    try Data(
      """
      import Foundation

      enum DemoFlow {}
      \(function)
      DemoFlow.trace(.scene, "master")
      DemoFlow.trace(.segue, "showDetail")
      DemoFlow.trace(.unwind, "saveInput")

      """.utf8
    ).write(to: source)
    func build(_ name: String, _ flags: [String]) throws -> URL {
      let executable = folder.appendingPathComponent(name)
      let build = try ProcessRunner(
        executable: swiftc,
        arguments: ["-swift-version", "6", "-o", executable.path, source.path] + flags,
        timeout: 600
      ).run()
      XCTAssertTrue(build.succeeded, build.output)
      XCTAssertFalse(build.output.contains("warning:"), build.output)
      return executable
    }
    let debug = try build("debug", ["-D", "DEBUG"])
    let release = try build("release", [])
    let trace = folder.appendingPathComponent("trace.jsonl")
    for _ in 0..<2 {
      XCTAssertTrue(
        try ProcessRunner(executable: debug, environment: ["FLOWC_TRACE": trace.path]).run()
          .succeeded)
    }
    let text = String(decoding: try Data(contentsOf: trace), as: UTF8.self)
    XCTAssertEqual(
      text.split(separator: "\n").prefix(3),
      [
        #"{"flow":"Demo","event":"scene","id":"master"}"#,
        #"{"flow":"Demo","event":"segue","id":"showDetail"}"#,
        #"{"flow":"Demo","event":"unwind","id":"saveInput"}"#,
      ])
    let read = TraceReader.read(path: trace.path)
    XCTAssertEqual(read.diagnostics, [])
    XCTAssertEqual(read.events.count, 6, "a second run appends")

    let untouched = folder.appendingPathComponent("untouched.jsonl")
    XCTAssertTrue(
      try ProcessRunner(executable: release, environment: ["FLOWC_TRACE": untouched.path]).run()
        .succeeded)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: untouched.path), "release builds write nothing")
    XCTAssertTrue(
      try ProcessRunner(executable: debug, removedEnvironment: ["FLOWC_TRACE"]).run().succeeded)
    XCTAssertEqual(try Data(contentsOf: trace).count, Data(text.utf8).count, "unset: nothing")
  }
}
