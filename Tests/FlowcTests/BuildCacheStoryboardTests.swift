import FlowTestSupport
import Foundation
import XCTest

/// The no-op build cache covers storyboards as it covers flows: a storyboard's build nearly
/// always has warnings (whatever a flow cannot express), so builds with warnings are
/// recorded and a no-op build prints the same warnings again.
final class BuildCacheStoryboardTests: XCTestCase {
  func testABuildWithWarningsIsRecordedAndItsNoOpRebuildRepeatsThem() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let storyboard = folder.appendingPathComponent("Main.storyboard")
    let original = try CorpusStoryboards.named(
      "AgtLucas__oc-todo__ToDoList_Base.lproj_Main.storyboard")
    try FileManager.default.copyItem(at: original, to: storyboard)
    let output = folder.appendingPathComponent("Generated")
    let arguments = [
      "build", storyboard.path, "--output", output.path, "--skeletons",
      folder.appendingPathComponent("Skeletons").path,
    ]
    let first = try BuildCLI.run(arguments)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stderr.contains(": warning: "), first.stderr)

    // The build left a record of its output folder, warnings included.
    let records = try FileManager.default.contentsOfDirectory(
      at: BuildCLI.cacheFolder, includingPropertiesForKeys: nil)
    let record = try records.map { try BuildCLI.read($0) }.first {
      $0.contains(output.lastPathComponent) && $0.contains(folder.lastPathComponent)
    }
    let text = try XCTUnwrap(record, "no build record for \(output.path)")
    XCTAssertTrue(text.contains("\"warnings\""), text)
    XCTAssertTrue(text.contains("unbound-transition"), text)

    let again = try BuildCLI.run(arguments)
    XCTAssertEqual(again.status, 0, again.stderr)
    let warnings = { (stderr: String) in
      stderr.split(separator: "\n").filter {
        $0.contains(": warning: ") || $0.contains(" warnings in ")
      }
    }
    XCTAssertEqual(warnings(again.stderr), warnings(first.stderr))
    XCTAssertTrue(again.stderr.contains("wrote 0 files"), again.stderr)

    // --werror makes those warnings errors: the record must not stand in for that build.
    let strict = try BuildCLI.run(arguments + ["--werror"])
    XCTAssertEqual(strict.status, 1, strict.stderr)
  }
}
