import FlowTestSupport
import Foundation
import XCTest

/// Issue 38: the searches for where unwinds stop are bounded by `--limit unwind-visits`,
/// so that a graph shape they are not linear in stops with `limit-exceeded` naming the
/// limit instead of running for minutes; `check` and `build` both take the limit.
final class UnwindVisitLimitTests: XCTestCase {
  /// A ring of `scenes` scenes, each odd one unwinding to an action of its own that two
  /// scenes declare, so that every selector takes a search round the ring.
  static func ring(scenes: Int) -> String {
    var body = ""
    for scene in 0..<scenes {
      body += "  <scene id=\"s\(scene)\" class=\"Ring\(scene)ViewController\">"
      for odd in [scene + 1, scene + scenes / 2 + 1] where odd % 2 == 1 && odd < scenes {
        body += "<unwindAction name=\"unwindTo\(odd)\"/>"
      }
      body += "<segue id=\"next\" kind=\"present\" to=\"s\((scene + 1) % scenes)\"/>"
      if scene % 2 == 1 { body += "<unwind id=\"back\" action=\"unwindTo\(scene)\"/>" }
      body += "</scene>\n"
    }
    return "<flow name=\"Ring\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
  }

  func testATinyUnwindVisitLimitStopsCheckAndBuildNamingIt() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(Self.ring(scenes: 40), to: folder.appendingPathComponent("Ring.flow"))
    XCTAssertEqual(try BuildCLI.run(["check", "Ring.flow"], in: folder).status, 0)
    let check = try BuildCLI.run(["check", "Ring.flow", "--limit", "unwind-visits=5"], in: folder)
    XCTAssertEqual(check.status, 1, check.stderr)
    XCTAssertTrue(check.stderr.contains("[limit-exceeded]"), check.stderr)
    XCTAssertTrue(check.stderr.contains("the unwind-visits limit"), check.stderr)
    XCTAssertTrue(check.stderr.contains("--limit unwind-visits=N"), check.stderr)
    let build = try BuildCLI.run(
      [
        "build", "Ring.flow", "--output", "Generated", "--skeletons", "Skeletons",
        "--limit", "unwind-visits=5",
      ], in: folder)
    XCTAssertNotEqual(build.status, 0, build.stderr)
    XCTAssertTrue(build.stderr.contains("[limit-exceeded]"), build.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    let bad = try BuildCLI.run(["check", "Ring.flow", "--limit", "unwind-visits=0"], in: folder)
    XCTAssertEqual(bad.status, 2, bad.stderr)
  }
}
