import FlowKit
import Foundation
import XCTest

@testable import FlowGen

/// Issue 38: `dot` is found only on absolute `PATH` entries, runs under a memory limit,
/// and is given no diagram larger than its node and edge limit.
final class GraphvizLimitTests: XCTestCase {
  func gallery() throws -> Flow {
    try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
  }

  func testOnlyAbsolutePathEntriesAreSearched() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-path-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for sub in ["bin", "tools"] {
      let dot = folder.appendingPathComponent("\(sub)/dot")
      try FileManager.default.createDirectory(
        at: dot.deletingLastPathComponent(), withIntermediateDirectories: true)
      XCTAssertTrue(
        FileManager.default.createFile(
          atPath: dot.path, contents: Data("#!/bin/sh\nexit 0\n".utf8),
          attributes: [.posixPermissions: 0o755]))
    }
    // The repository's own `bin/dot` and `./dot`, as a pull request would commit them.
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("bin/dot"), to: folder.appendingPathComponent("dot"))
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let absolute = folder.appendingPathComponent("tools").path
    let found = GraphvizRenderer.findExecutable(
      named: "dot", searchPath: "bin:.::tools:\(absolute)")
    XCTAssertEqual(found?.path, absolute + "/dot")
    XCTAssertNil(GraphvizRenderer.findExecutable(named: "dot", searchPath: "bin:.:tools"))
  }

  func testADiagramPastTheElementLimitIsRefusedBeforeDotRuns() throws {
    let flow = try gallery()
    var limits = ResourceLimits.default
    limits.graphElements = 3
    let count = FlowDiagram.elementCount(of: try FlowDiagram.context(for: flow))
    XCTAssertGreaterThan(count, 3)
    XCTAssertThrowsError(
      try FlowDiagram.render(flow, format: .svg, templates: GraphFixtures.templates, limits: limits)
    ) { error in
      XCTAssertEqual(
        error as? GraphvizRenderer.RenderError,
        .tooLarge(elements: count, limit: 3, flow: flow.name))
      XCTAssertTrue("\(error)".contains("--limit graph-elements=N"), "\(error)")
    }
    // DOT is text that needs no layout: written at any size.
    XCTAssertNoThrow(
      try FlowDiagram.render(flow, format: .dot, templates: GraphFixtures.templates, limits: limits)
    )
  }

  func testDotRunsUnderTheMemoryLimit() throws {
    var renderer = try GraphvizAvailability.renderer()
    let dot = try FlowDiagram.dot(for: try gallery(), templates: GraphFixtures.templates)
    XCTAssertNoThrow(try renderer.render(dot: dot, format: .svg))
    // The limit is set before `dot` starts: at 4 MiB it cannot even load its libraries.
    renderer.memoryLimit = 4 << 20
    XCTAssertThrowsError(try renderer.render(dot: dot, format: .svg)) { error in
      XCTAssertEqual(
        error as? GraphvizRenderer.RenderError, .outOfMemory(bytes: 4 << 20, flow: nil))
      XCTAssertTrue("\(error)".contains("--limit graph-memory=N"), "\(error)")
    }
  }

  func testTheLimitIsSetByTheShellThatBecomesDot() {
    var renderer = GraphvizRenderer(executableURL: URL(fileURLWithPath: "/opt/odd path/dot"))
    renderer.memoryLimit = 1 << 30
    let command = renderer.command(arguments: ["-Tsvg"])
    XCTAssertEqual(command.path, "/bin/sh")
    XCTAssertEqual(
      command.argv,
      [
        "/bin/sh", "-c", "ulimit -v 1048576 2>/dev/null; exec \"$0\" \"$@\"", "/opt/odd path/dot",
        "-Tsvg",
      ])
  }
}
