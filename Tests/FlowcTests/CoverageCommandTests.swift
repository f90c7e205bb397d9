import FlowTestSupport
import Foundation
import XCTest

/// `flowc coverage FLOW... --trace FILE...`, run as CI runs it.
final class CoverageCommandTests: XCTestCase {
  func project(trace: String) throws -> URL {
    let project = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(
      try BuildCLI.read(PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow")),
      to: project.appendingPathComponent("Flows/FriendList.flow"))
    try BuildCLI.write(trace, to: project.appendingPathComponent("trace.jsonl"))
    return project
  }

  let journey = """
    {"flow":"FriendList","event":"scene","id":"master"}
    {"flow":"FriendList","event":"segue","id":"showDetail"}
    {"flow":"FriendList","event":"scene","id":"detail"}

    """

  func testPrintsTalliesThenEachItemNeverExercisedAtItsPlace() throws {
    let folder = try project(trace: journey)
    let run = try BuildCLI.run(
      ["coverage", "Flows/FriendList.flow", "--trace", "trace.jsonl"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines.first,
      "FriendList (Flows/FriendList.flow): segues 1/2 (50%), unwinds 0/2 (0%), scenes 2/3 (66%)")
    XCTAssertTrue(
      lines.contains(
        "Flows/FriendList.flow:23:7: note: segue 'editDetail' of scene 'detail' was never performed [coverage]"
      ), run.stdout)
    XCTAssertTrue(lines.contains { $0.contains("note: scene 'edit' never appeared") }, run.stdout)
    XCTAssertEqual(lines.count, 1 + 4)

    let strict = try BuildCLI.run(
      ["coverage", "Flows/FriendList.flow", "--trace", "trace.jsonl", "--min", "80"], in: folder)
    XCTAssertEqual(strict.status, 1)
    XCTAssertTrue(strict.stderr.contains("segue coverage is 1/2, below --min 80%"), strict.stderr)
    let lenient = try BuildCLI.run(
      ["coverage", "Flows/FriendList.flow", "--trace", "trace.jsonl", "--min", "50"], in: folder)
    XCTAssertEqual(lenient.status, 0, lenient.stderr)

    let json = try BuildCLI.run(
      ["coverage", "Flows/FriendList.flow", "--trace", "trace.jsonl", "--format", "json"],
      in: folder)
    XCTAssertEqual(json.status, 0, json.stderr)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let flow = try XCTUnwrap((object["flows"] as? [[String: Any]])?.first)
    XCTAssertEqual((flow["segues"] as? [String: Int]) ?? [:], ["exercised": 1, "total": 2])
    XCTAssertEqual((flow["missed"] as? [Any])?.count, 4)
  }

  func testAMalformedLineIsAnErrorAtItsLineAndUnknownIdsAreWarnings() throws {
    let folder = try project(
      trace: journey + #"{"flow":"FriendList","event":"segue","id":"showDetial"}"# + "\n"
        + "\u{1B}[31m not json\n")
    let run = try BuildCLI.run(
      ["coverage", "Flows/FriendList.flow", "--trace", "trace.jsonl"], in: folder)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("trace.jsonl:5:1: error: not a trace event"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "trace.jsonl:4:1: warning: FriendList has no segue 'showDetial'"), run.stderr)
    XCTAssertTrue(run.stderr.contains("did you mean 'showDetail'?"), run.stderr)
    XCTAssertFalse(run.stderr.contains("\u{1B}"), "the terminal escape is not echoed")
    XCTAssertTrue(run.stdout.hasPrefix("FriendList (Flows/FriendList.flow): segues 1/2"))
  }

  func testGraphColoursTheEdgesByTheTrace() throws {
    let folder = try project(trace: journey)
    let run = try BuildCLI.run(
      ["graph", "Flows/FriendList.flow", "--coverage", "trace.jsonl"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    let edges = run.stdout.components(separatedBy: "];")
    let showDetail = edges.first { $0.contains("tooltip=\"showDetail:") } ?? ""
    let editDetail = edges.first { $0.contains("tooltip=\"editDetail:") } ?? ""
    XCTAssertTrue(showDetail.contains("color=\"#009e73\", penwidth=2.8"), showDetail)
    XCTAssertTrue(editDetail.contains("color=\"#d55e00\", style=dashed"), editDetail)
    let broken = try project(trace: "garbage\n")
    XCTAssertEqual(
      try BuildCLI.run(
        ["graph", "Flows/FriendList.flow", "--coverage", "trace.jsonl"], in: broken
      ).status, 1)
  }

  func testUsageAndUnreadableFiles() throws {
    let folder = try project(trace: journey)
    XCTAssertEqual(try BuildCLI.run(["coverage", "Flows/FriendList.flow"], in: folder).status, 2)
    XCTAssertEqual(
      try BuildCLI.run(
        ["coverage", "Flows/FriendList.flow", "--trace", "missing.jsonl"], in: folder
      ).status, 2)
    XCTAssertEqual(
      try BuildCLI.run(
        ["coverage", "Flows/FriendList.flow", "--trace", "trace.jsonl", "--min", "120"],
        in: folder
      ).status, 2)
  }
}
