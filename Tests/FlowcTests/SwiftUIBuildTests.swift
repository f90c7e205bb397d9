import Foundation
import XCTest

/// `flowc build` and `flowc dump` for the SwiftUI runtime: its files, its human files
/// found again when their scene is gone, and its own context.
final class SwiftUIBuildTests: XCTestCase {
  func testABuildWritesTheNavigatorTheViewsAndAViewPerScene() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let flow = folder.appendingPathComponent("FriendList.flow")
    try BuildCLI.write(
      try String(contentsOfFile: "Flows/FriendList.flow", encoding: .utf8), to: flow)
    let arguments = [
      "build", flow.path, "--runtime", "swiftui", "--output",
      folder.appendingPathComponent("out").path, "--skeletons",
      folder.appendingPathComponent("skeletons").path,
    ]
    let first = try BuildCLI.run(arguments)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(
      BuildCLI.files(in: folder.appendingPathComponent("skeletons")).sorted(),
      ["DetailView.swift", "EditView.swift", "MasterView.swift"])
    for name in ["FriendListFlow.swift", "FriendListFlowViews.swift", "EditViewBase.swift"] {
      XCTAssertTrue(
        BuildCLI.files(in: folder.appendingPathComponent("out")).contains(name), name)
    }

    // The editor's id changes: its view is another file, and the old one is an orphan.
    var text = try BuildCLI.read(flow)
    text = text.replacingOccurrences(of: "id=\"edit\"", with: "id=\"editor\"")
      .replacingOccurrences(of: "root=\"edit\"", with: "root=\"editor\"")
    try BuildCLI.write(text, to: flow)
    let second = try BuildCLI.run(arguments)
    XCTAssertEqual(second.status, 0, second.stderr)
    XCTAssertTrue(
      second.stderr.contains(
        "EditView.swift:1:1: warning: EditView.swift is the human file of scene 'edit'"),
      second.stderr)
    XCTAssertTrue(second.stderr.contains("[human-file-orphaned]"), second.stderr)
  }

  func testDumpPrintsTheSwiftUIContext() throws {
    let run = try BuildCLI.run([
      "dump", "Tests/Fixtures/SwiftUIJourneys/Flows/People.flow", "--scene", "person",
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("\"viewName\": \"PersonView\""), run.stdout)
    XCTAssertTrue(run.stdout.contains("\"protocolName\": \"PersonViewBase\""), run.stdout)
  }
}
