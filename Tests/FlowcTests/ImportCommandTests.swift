import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc import` and `flowc check` on storyboards, through the built executable.
final class ImportCommandTests: XCTestCase {
  var scratch: URL!

  override func setUpWithError() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: scratch)
  }

  func flowc(_ arguments: [String]) throws -> ProcessRunner.Result {
    guard let executable = BuiltProducts.flowc else {
      throw XCTSkip("the flowc executable was not found beside the tests; build it first")
    }
    return try ProcessRunner.run(
      executable, arguments, environment: ["NO_COLOR": "1"], workingDirectory: scratch,
      timeout: 120)
  }

  var masterDetail: String {
    PackagePaths.fixtures.appendingPathComponent("Storyboards/MasterDetail.storyboard").path
  }

  func testImportToStandardOutput() throws {
    let run = try flowc(["import", masterDetail])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    XCTAssertTrue(
      run.standardOutput.contains("<!-- Imported from MasterDetail.storyboard by flowc import. -->")
    )
    XCTAssertTrue(
      run.standardOutput.contains(
        "<flow name=\"MasterDetail\" version=\"1\" initial=\"friendListNavigation\" module=\"Friends\" storyboard=\"MasterDetail\">"
      ))
    // The storyboard's selector is kept, so nothing needs reconnecting: no warning.
    XCTAssertTrue(
      run.standardOutput.contains(
        "<unwindAction name=\"unwindToFriendList\" selector=\"unwindToFriendListWithSender:\"/>"),
      run.standardOutput)
    XCTAssertTrue(
      run.standardError.hasSuffix("0 errors, 0 warnings in 1 file\n"), run.standardError)
    // What it wrote is a flow that checks.
    let written = FlowFrontEnd.load(SourceFile(path: "out.flow", text: run.standardOutput))
    XCTAssertEqual(written.diagnostics.filter { $0.severity == .error }.count, 0)
  }

  func testImportToAFileThenCheckIt() throws {
    let output = scratch.appendingPathComponent("Friends/Main.flow").path
    let run = try flowc(["import", masterDetail, "-o", output, "--name", "Friends"])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertEqual(run.standardOutput, "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertTrue(text.contains("<flow name=\"Friends\""))
    // Nothing but the flow is left in the folder (the temporary file was renamed).
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(
        atPath: scratch.appendingPathComponent("Friends").path),
      ["Main.flow"])
    let check = try flowc(["check", output])
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  /// An existing flow, perhaps edited since, is replaced only on request.
  func testAnExistingOutputIsReplacedOnlyWithForce() throws {
    let output = scratch.appendingPathComponent("Main.flow").path
    let edited = "<!-- edited by hand -->\n"
    try edited.write(toFile: output, atomically: true, encoding: .utf8)
    let refused = try flowc(["import", masterDetail, "-o", output])
    XCTAssertEqual(refused.status, 1, refused.standardError)
    XCTAssertEqual(refused.standardOutput, "")
    XCTAssertTrue(
      refused.standardError.contains(
        "Main.flow exists already; flowc import replaces it only with --force"),
      refused.standardError)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), edited, "unchanged")
    // A dangling symbolic link is something there too.
    let link = scratch.appendingPathComponent("Link.flow").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: scratch.appendingPathComponent("nowhere").path)
    XCTAssertEqual(try flowc(["import", masterDetail, "-o", link]).status, 1)
    let forced = try flowc(["import", masterDetail, "-o", output, "--force"])
    XCTAssertEqual(forced.status, 0, forced.standardError)
    XCTAssertTrue(
      try String(contentsOfFile: output, encoding: .utf8).contains("<flow name=\"MasterDetail\""))
  }

  func testJSONDiagnosticsNeedAnOutputFile() throws {
    let refused = try flowc(["import", masterDetail, "--format", "json"])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.standardError.contains("-o"), refused.standardError)
    let output = scratch.appendingPathComponent("out.flow").path
    let run = try flowc(["import", masterDetail, "--format", "json", "-o", output])
    XCTAssertEqual(run.status, 0, run.standardError)
    let json = try JSONSerialization.jsonObject(with: run.standardOutputData) as? [[String: Any]]
    XCTAssertEqual(json?.count, 0, run.standardOutput)
  }

  func testUsageAndInputProblems() throws {
    XCTAssertEqual(try flowc(["import"]).status, 2)
    XCTAssertEqual(try flowc(["import", "a.storyboard", "b.storyboard"]).status, 2)
    XCTAssertEqual(try flowc(["import", masterDetail, "--name", "not a name"]).status, 2)
    XCTAssertEqual(try flowc(["import", masterDetail, "--frobnicate"]).status, 2)
    let missing = try flowc(["import", scratch.appendingPathComponent("none.storyboard").path])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.standardError.contains("no such file"), missing.standardError)
    // A flow file is not a storyboard.
    let flow = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path
    let notStoryboard = try flowc(["import", flow])
    XCTAssertEqual(notStoryboard.status, 1)
    XCTAssertTrue(notStoryboard.standardError.contains("[wrong-root]"), notStoryboard.standardError)
    // Neither is a xib.
    let xib = scratch.appendingPathComponent("View.xib")
    try Data(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>".utf8
    ).write(to: xib)
    let xibRun = try flowc(["import", xib.path])
    XCTAssertEqual(xibRun.status, 1)
    XCTAssertEqual(xibRun.standardOutput, "")
    // An output that cannot be written is an I/O problem.
    let blocker = scratch.appendingPathComponent("file")
    try Data().write(to: blocker)
    let unwritable = try flowc(["import", masterDetail, "-o", blocker.path + "/out.flow"])
    XCTAssertEqual(unwritable.status, 2)
  }

  func testHelpDescribesTheCommand() throws {
    let run = try flowc(["help", "import"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.standardOutput.contains("USAGE: flowc import STORYBOARD"))
    XCTAssertTrue(run.standardOutput.contains("--output"))
  }

  func testCheckAndImportACorpusStoryboard() throws {
    let path = try CorpusStoryboards.named(
      "AdamMc331__FoodTracker__FoodTracker_Base.lproj_Main.storyboard"
    ).path
    let check = try flowc(["check", path])
    XCTAssertEqual(check.status, 0, check.standardError)
    // Nothing to say: the identifiers and the selector are bound as they are.
    XCTAssertTrue(
      check.standardError.contains("0 errors, 0 warnings in 1 file"), check.standardError)

    let output = scratch.appendingPathComponent("FoodTracker.flow").path
    let start = Date()
    let run = try flowc(["import", path, "-o", output, "--name", "FoodTracker"])
    let elapsed = Date().timeIntervalSince(start)
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertLessThan(elapsed, 30)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    // Apple's FoodTracker: its strings kept exactly, written only where not the default.
    XCTAssertTrue(
      text.contains(
        "<unwindAction name=\"unwindToMealList\" selector=\"unwindToMealListWithSender:\"/>"),
      text)
    XCTAssertTrue(
      text.contains("<segue id=\"showDetail\" identifier=\"ShowDetail\" kind=\"show\""), text)
    XCTAssertTrue(
      text.contains(
        "<unwind id=\"unwindToMealList\" identifier=\"\" action=\"unwindToMealList\"/>"),
      text)
    XCTAssertTrue(text.contains("<action name=\"cancel\" sender=\"UIBarButtonItem\"/>"), text)
    XCTAssertTrue(
      text.contains(
        "<gesture kind=\"tapGestureRecognizer\" action=\"selectImageFromPhotoLibrary\"/>"), text)
    let recheck = try flowc(["check", output])
    XCTAssertEqual(recheck.status, 0, recheck.standardError)
  }
}
