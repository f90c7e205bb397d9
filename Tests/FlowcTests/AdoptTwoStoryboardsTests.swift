import FlowTestSupport
import Foundation
import XCTest

/// `flowc adopt` and `flowc build` on the meal list fixture (Tests/Fixtures/AdoptionApp/
/// Meals), an app as Xcode users write it: two storyboards joined by a storyboard
/// reference, actions with `Any` and `UIButton` senders, an unwind written
/// `unwind(segue:)`, an outlet its class never declared, and identifiers used in code.
/// Adopted, built into one folder and type-checked in Swift 5 and 6; what the app cannot
/// compile with makes `--apply` fail; each build deletes only its own files.
final class AdoptTwoStoryboardsTests: XCTestCase {
  static let app = PackagePaths.fixtures.appendingPathComponent("AdoptionApp/Meals/App")
  static let storyboards = ["App/Base.lproj/Main.storyboard", "App/Base.lproj/Settings.storyboard"]

  func copyOfApp() throws -> URL {
    let folder = try BuildCLI.temporaryFolder(self)
    try FileManager.default.copyItem(at: Self.app, to: folder.appendingPathComponent("App"))
    return folder
  }

  func swiftFiles(_ folder: URL) -> [URL] {
    BuildCLI.files(in: folder).filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  func testTheAppIsAdoptedBuiltIntoOneFolderAndTypeChecks() throws {
    let folder = try copyOfApp()
    for storyboard in Self.storyboards {
      let apply = try BuildCLI.run(
        ["adopt", storyboard, "--sources", "App", "--apply"], in: folder)
      XCTAssertEqual(apply.status, 0, apply.stdout + apply.stderr)
      XCTAssertTrue(apply.stderr.contains(", 0 undecided;"), apply.stderr)
    }
    let list = try BuildCLI.read(folder.appendingPathComponent("App/MealTableViewController.swift"))
    XCTAssertTrue(
      list.contains("  @IBAction override func unwind(_ segue: UIStoryboardSegue) {"), list)
    XCTAssertTrue(list.contains("performSegue(withIdentifier: \"ShowDetail\", sender: self)"))
    let meal = try BuildCLI.read(folder.appendingPathComponent("App/MealViewController.swift"))
    XCTAssertTrue(meal.contains("  override func handleCancel(_ sender: UIBarButtonItem) {"), meal)
    let settings = try BuildCLI.read(
      folder.appendingPathComponent("App/SettingsViewController.swift"))
    XCTAssertTrue(
      settings.contains(
        "  override func handleSyncChanged(_ sender: UISwitch) {\n    let sender: Any = sender\n"),
      settings)

    // Adopting again changes nothing.
    for storyboard in Self.storyboards {
      let again = try BuildCLI.run(
        ["adopt", storyboard, "--sources", "App", "--apply"], in: folder)
      XCTAssertEqual(again.status, 0, again.stderr)
      XCTAssertTrue(again.stderr.contains("nothing to change"), again.stderr)
    }

    // Both storyboards into one folder: the second build deletes none of the first's.
    for storyboard in Self.storyboards {
      let build = try BuildCLI.run(
        ["build", storyboard, "--output", "Generated", "--skeletons", "App"], in: folder)
      XCTAssertEqual(build.status, 0, build.stderr)
      XCTAssertTrue(build.stderr.contains(", 0 deleted"), build.stderr)
    }
    XCTAssertEqual(
      BuildCLI.files(in: folder.appendingPathComponent("Generated")).sorted(),
      [
        "MainFlow.swift", "MealTableViewControllerBase.swift", "MealViewControllerBase.swift",
        "SettingsFlow.swift", "SettingsViewControllerBase.swift",
      ])
    let rebuild = try BuildCLI.run(
      ["build", Self.storyboards[0], "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
    XCTAssertTrue(rebuild.stderr.contains(", 0 deleted"), rebuild.stderr)

    let files =
      swiftFiles(folder.appendingPathComponent("App"))
      + swiftFiles(folder.appendingPathComponent("Generated"))
    var checker = try SwiftTypeChecker()
    for version in ["5", "6"] {
      checker.swiftVersion = version
      let result = try checker.typeCheck(files: files)
      XCTAssertEqual(result.status, 0, "Swift \(version):\n\(result.output)")
      XCTAssertEqual(result.diagnostics, [], "Swift \(version)")
    }
  }

  /// flowc.json listing both storyboards builds them together into one folder, and
  /// building one of them alone afterwards deletes nothing of the other's.
  func testAConfigWithBothStoryboardsBuildsThemIntoOneFolder() throws {
    let folder = try copyOfApp()
    try BuildCLI.write(
      """
      {"flows": ["App/**/*.storyboard"], "output": "Generated", "skeletons": "App"}
      """, to: folder.appendingPathComponent("flowc.json"))
    let build = try BuildCLI.run(["build"], in: folder)
    XCTAssertEqual(build.status, 0, build.stderr)
    let expected = [
      "MainFlow.swift", "MealTableViewControllerBase.swift", "MealViewControllerBase.swift",
      "SettingsFlow.swift", "SettingsViewControllerBase.swift",
    ]
    XCTAssertEqual(
      BuildCLI.files(in: folder.appendingPathComponent("Generated")).filter {
        $0.hasSuffix(".swift")
      }, expected)
    let alone = try BuildCLI.run(
      ["build", Self.storyboards[1], "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(alone.status, 0, alone.stderr)
    XCTAssertTrue(alone.stderr.contains(", 0 deleted"), alone.stderr)
    let again = try BuildCLI.run(["build"], in: folder)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(
      BuildCLI.files(in: folder.appendingPathComponent("Generated")).filter {
        $0.hasSuffix(".swift")
      }, expected)
  }

  /// An outlet of another type cannot be settled by flowc: `--apply` makes the rest,
  /// then exits 1 with one line at the outlet.
  func testApplyFailsSayingWhyTheAppWillNotCompile() throws {
    let folder = try copyOfApp()
    let meal = folder.appendingPathComponent("App/MealViewController.swift")
    try BuildCLI.write(
      try BuildCLI.read(meal).replacingOccurrences(
        of: "@IBOutlet weak var nameTextField: UITextField!",
        with: "@IBOutlet weak var nameTextField: UILabel!"),
      to: meal)
    let apply = try BuildCLI.run(
      ["adopt", Self.storyboards[0], "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(apply.status, 1, apply.stderr)
    XCTAssertTrue(
      apply.stderr.contains(
        "flowc: error: App/MealViewController.swift:7:3: the app will not compile until the outlet nameTextField has one type, here and in the flow, and this one is removed\n"
      ), apply.stderr)
    XCTAssertTrue(
      try BuildCLI.read(meal).contains("class MealViewController: MealViewControllerBase {"))
  }

  /// Each build owns the files whose header names its flow: it deletes those it no longer
  /// makes, naming them, never another flow's, and refuses to overwrite another flow's.
  func testABuildDeletesOnlyItsOwnFilesAndNamesThem() throws {
    let folder = try copyOfApp()
    let generated = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    func header(_ source: String) -> String {
      "// Generated by flowc from \(source) — do not edit; changes are overwritten by the next build.\n"
    }
    try BuildCLI.write(
      header("Main.storyboard") + "class OldBase {}\n",
      to: generated.appendingPathComponent("OldBase.swift"))
    try BuildCLI.write(
      header("Other.storyboard") + "class OtherBase {}\n",
      to: generated.appendingPathComponent("OtherBase.swift"))
    let build = try BuildCLI.run(
      ["build", Self.storyboards[0], "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(build.status, 0, build.stderr)
    XCTAssertTrue(
      build.stderr.split(separator: "\n").contains {
        $0.hasPrefix("deleted ") && $0.hasSuffix("/Generated/OldBase.swift")
      }, build.stderr)
    XCTAssertTrue(build.stderr.contains(", 1 deleted"), build.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: generated.appendingPathComponent("OtherBase.swift").path))

    try BuildCLI.write(
      header("Other.storyboard") + "class SettingsViewControllerBase {}\n",
      to: generated.appendingPathComponent("SettingsViewControllerBase.swift"))
    let clash = try BuildCLI.run(
      ["build", Self.storyboards[1], "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertNotEqual(clash.status, 0)
    XCTAssertTrue(
      clash.stderr.contains(
        "Generated/SettingsViewControllerBase.swift was generated from Other.storyboard, not from this build's flows"
      ), clash.stderr)
  }

  /// A flow imported from a storyboard is the same flow: built from the imported
  /// `Main.flow` into the folder `Main.storyboard` was built into, it updates and deletes
  /// what the storyboard's build made.
  func testAFlowImportedFromAStoryboardOwnsWhatTheStoryboardGenerated() throws {
    let folder = try copyOfApp()
    let first = try BuildCLI.run(
      ["build", Self.storyboards[0], "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(first.status, 0, first.stderr)
    let imported = try BuildCLI.run(
      ["import", Self.storyboards[0], "-o", "Main.flow"], in: folder)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let flow = try BuildCLI.run(
      ["build", "Main.flow", "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(flow.status, 0, flow.stderr)
    XCTAssertTrue(
      try BuildCLI.read(folder.appendingPathComponent("Generated/MainFlow.swift")).hasPrefix(
        "// Generated by flowc from Main.flow "))
  }

  /// A source file that is a link to a file outside --sources is never written through:
  /// adoption is refused, naming where the link leads.
  func testALinkOutOfTheSourcesFolderIsRefused() throws {
    let folder = try copyOfApp()
    let fileManager = FileManager.default
    let link = folder.appendingPathComponent("App/SettingsViewController.swift")
    let outside = folder.appendingPathComponent("Elsewhere/Settings.swift")
    try fileManager.createDirectory(
      at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
    try fileManager.moveItem(at: link, to: outside)
    try fileManager.createSymbolicLink(
      atPath: link.path, withDestinationPath: "../Elsewhere/Settings.swift")
    let before = try BuildCLI.read(outside)
    let apply = try BuildCLI.run(
      ["adopt", Self.storyboards[1], "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(apply.status, 1, apply.stderr)
    XCTAssertTrue(apply.stdout.contains("is a link to") || apply.stderr.contains("is a link to"))
    XCTAssertTrue(
      (apply.stdout + apply.stderr).contains(
        outside.resolvingSymlinksInPath().path), apply.stdout + apply.stderr)
    XCTAssertEqual(try BuildCLI.read(outside), before)
  }
}
