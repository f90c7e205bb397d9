import Foundation
import XCTest

/// `flowc build` chooses each flow's runtime: `<flow runtime>`, then flowc.json's
/// `options.runtime` and `runtimes`, then `--runtime`.
final class BuildRuntimeTests: XCTestCase {
  func testRuntimeOptionGeneratesNavigationInCode() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let output = folder.appendingPathComponent("out").path
    let skeletons = folder.appendingPathComponent("skeletons").path
    let run = try BuildCLI.run([
      "build", "Flows/FriendList.flow", "--runtime", "code", "--output", output, "--skeletons",
      skeletons,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let shared = try String(contentsOfFile: output + "/FriendListFlow.swift", encoding: .utf8)
    XCTAssertTrue(shared.contains("static func makeInitialViewController()"), shared)
    let detail = try String(
      contentsOfFile: output + "/DetailViewControllerBase.swift", encoding: .utf8)
    XCTAssertFalse(detail.contains("performSegue"), detail)

    let bad = try BuildCLI.run([
      "build", "Flows/FriendList.flow", "--runtime", "uikit", "--output", output, "--skeletons",
      skeletons,
    ])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.stderr.contains("'--runtime' must be storyboard, code or swiftui, not 'uikit'"),
      bad.stderr)
  }

  func testTheCodeRuntimeChecksWhatOnlyItCannotDo() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let flow = folder.appendingPathComponent("Gesture.flow")
    try Data(
      """
      <flow name="Gesture" version="1" initial="main">
        <scene id="main">
          <gesture kind="tapGestureRecognizer">
            <segue id="showNext" kind="present" to="next"/>
          </gesture>
        </scene>
        <scene id="next"/>
      </flow>

      """.utf8
    ).write(to: flow)
    let arguments = [
      "build", flow.path, "--output", folder.appendingPathComponent("out").path, "--skeletons",
      folder.appendingPathComponent("skeletons").path,
    ]
    XCTAssertEqual(try BuildCLI.run(arguments + ["--dry-run"]).status, 0)
    XCTAssertEqual(try BuildCLI.run(["check", flow.path]).status, 0)
    let check = try BuildCLI.run(["check", flow.path, "--runtime", "code"])
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(check.stderr.contains("[runtime-unsupported]"), check.stderr)
    let code = try BuildCLI.run(arguments + ["--runtime", "code"])
    XCTAssertEqual(code.status, 1)
    XCTAssertTrue(
      code.stderr.contains("Gesture.flow:4:7: error: the code runtime cannot fire 'showNext'"),
      code.stderr)
  }

  func testCommittedCodeExamplesAreCurrent() throws {
    let run = try BuildCLI.run(["build", "--config", "Examples/Code/flowc.json", "--check"])
    XCTAssertEqual(
      run.status, 0,
      "Examples/Code is out of date; run: swift run flowc build --config Examples/Code/flowc.json\n\(run.stdout)\(run.stderr)"
    )
  }
}
