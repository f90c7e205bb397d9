import FlowTestSupport
import Foundation
import XCTest

/// `flowc adopt` on a copy of the fixture app (Tests/Fixtures/AdoptionApp, built on the
/// MasterDetail storyboard): the report names every change at its line, `--apply` makes
/// them and nothing else, the app then builds with flowc, type-checks in Swift 5 and 6
/// against the UIKit stubs and binds to its storyboard, and a refused edit changes no file.
final class AdoptCommandTests: XCTestCase {
  static let storyboard = PackagePaths.fixtures.appendingPathComponent(
    "Storyboards/MasterDetail.storyboard")
  static let app = PackagePaths.fixtures.appendingPathComponent("AdoptionApp/App")

  /// A copy of the fixture app in a temporary folder; returns the folder holding `App`.
  func copyOfApp() throws -> URL {
    let folder = try BuildCLI.temporaryFolder(self)
    try FileManager.default.copyItem(at: Self.app, to: folder.appendingPathComponent("App"))
    return folder
  }

  /// Relative path → text of every file under `folder`.
  func texts(_ folder: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []
    for case let path as String in paths {
      let url = folder.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      result[path] = try BuildCLI.read(url)
    }
    return result
  }

  func testReportNamesEveryChangeAtItsLineAndChangesNothing() throws {
    let folder = try copyOfApp()
    let before = try texts(folder)
    let run = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try texts(folder), before, "adopt without --apply changed a file")
    let lines = Set(run.stdout.split(separator: "\n").map(String.init))
    for expected in [
      "App/FriendListViewController.swift:6:39: change: superclass UITableViewController becomes FriendListViewControllerBase (which inherits from UITableViewController)",
      "App/FriendListViewController.swift:19:3: change: action sortFriends(_:) becomes override, keeping its body: FriendListViewControllerBase declares it for sortFriends:",
      "App/FriendListViewController.swift:25:3: change: unwind action unwindToFriendList(sender:) becomes override unwindToFriendList(_:), keeping its body: FriendListViewControllerBase declares it for unwindToFriendListWithSender:",
      "App/FriendListViewController.swift:34:17: change: prepare(for:sender:) calls super.prepare(for:sender:) first, so FriendListViewControllerBase hands each segue's destination to its hook",
      "App/FriendListViewController.swift:35:28: move: the branch for segue \"showDetail\" can move into `override func prepareShowDetail(_ destination: FriendDetailViewController, at indexPath: IndexPath?, sender: Any?)`, which receives the destination already cast to FriendDetailViewController",
      "App/FriendListViewController.swift:40:35: move: the branch for segue \"addFriend\" can move into `override func prepareAddFriend(_ destination: EditFriendViewController, sender: Any?)`, which receives the destination (the navigation controller's root) already cast to EditFriendViewController",
      "App/Scenes/Detail.swift:6:3: change: remove @IBOutlet nameLabel: UILabel! — FriendDetailViewControllerBase declares it",
      "App/Scenes/Detail.swift:8:3: change: remove @IBOutlet contactButtons: [UIButton]! — FriendDetailViewControllerBase declares it",
      "App/EditFriendViewController.swift:5:3: change: remove @IBOutlet saveButton: UIBarButtonItem! — EditFriendViewControllerBase declares it",
    ] {
      XCTAssertTrue(lines.contains(expected), "missing: \(expected)\n\(run.stdout)")
    }
    // The report docs/adopting.md quotes is the report.
    let page = try BuildCLI.read(
      PackagePaths.packageRoot.appendingPathComponent("docs/adopting.md"))
    for line in page.split(separator: "\n") where line.hasPrefix("App/") {
      XCTAssertTrue(lines.contains(String(line)), "docs/adopting.md quotes: \(line)")
    }
    // Nothing in the comments and strings that look like declarations was taken for one.
    for line in [3, 4, 5, 8, 9, 10, 11] {
      XCTAssertFalse(run.stdout.contains("FriendListViewController.swift:\(line):"), run.stdout)
    }
    XCTAssertTrue(
      run.stderr.contains("11 changes, 4 steps to move by hand, 0 undecided"), run.stderr)
  }

  func testApplyBuildsTypeChecksAndBindsKeepingEveryLineOfTheAppsLogic() throws {
    let folder = try copyOfApp()
    let before = try texts(folder)
    let apply = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(apply.status, 0, apply.stderr)
    XCTAssertTrue(
      apply.stdout.contains("--- App/Scenes/Detail.swift\n+++ App/Scenes/Detail.swift\n"))
    XCTAssertTrue(apply.stdout.contains("+    super.prepare(for: segue, sender: sender)\n"))
    let after = try texts(folder)
    XCTAssertEqual(Set(after.keys), Set(before.keys))

    // Every line of the app's own logic is still there, in order; only the lines adoption
    // changes are gone, and those are exactly the superclass lines, the duplicated
    // outlets (with their doc comment) and the two action declarations.
    let changedLines: Set<String> = [
      "final class FriendListViewController: UITableViewController {",
      "  @IBAction func sortFriends(_ sender: UIBarButtonItem) {",
      "  @IBAction func unwindToFriendList(sender: UIStoryboardSegue) {",
      "class FriendDetailViewController: UIViewController {",
      "  /// The friend's name.",
      "  @IBOutlet weak var nameLabel: UILabel!",
      "  @IBOutlet weak var phoneLabel: UILabel!  // shows the number",
      "  @IBOutlet var contactButtons: [UIButton]!",
      "class EditFriendViewController: UIViewController {",
      "  @IBOutlet weak var nameField: UITextField!",
      "  @IBOutlet weak var saveButton: UIBarButtonItem!",
    ]
    var gone: Set<String> = []
    for (path, original) in before {
      let edited = (after[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      var position = edited.startIndex
      for line in original.split(separator: "\n", omittingEmptySubsequences: false) {
        if let found = edited[position...].firstIndex(of: line) {
          position = found + 1
        } else {
          gone.insert(String(line))
        }
      }
    }
    XCTAssertEqual(gone, changedLines)
    let list = after["App/FriendListViewController.swift"] ?? ""
    XCTAssertTrue(
      list.contains("final class FriendListViewController: FriendListViewControllerBase {"))
    XCTAssertTrue(
      list.contains("  @IBAction override func sortFriends(_ sender: UIBarButtonItem) {"))
    XCTAssertTrue(
      list.contains("  @IBAction override func unwindToFriendList(_ sender: UIStoryboardSegue) {"))

    // Adopting again finds nothing to change.
    let again = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(again.stdout.contains("change:"), false, again.stdout)
    XCTAssertTrue(again.stderr.contains("nothing to change"), again.stderr)
    XCTAssertEqual(try texts(folder), after)

    // flowc build writes the bases and no human file beside the app's classes, even the
    // one in a file not named after it.
    let build = try BuildCLI.run(
      ["build", Self.storyboard.path, "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(build.status, 0, build.stderr)
    XCTAssertEqual(try texts(folder.appendingPathComponent("App")).count, 4)
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("App/FriendDetailViewController.swift").path))

    // The app and the bases type-check together, in both language modes.
    let files = try ["App", "Generated"].flatMap { name in
      try texts(folder.appendingPathComponent(name)).keys.sorted().map {
        folder.appendingPathComponent(name).appendingPathComponent($0)
      }
    }
    var checker = try SwiftTypeChecker()
    for version in ["5", "6"] {
      checker.swiftVersion = version
      let result = try checker.typeCheck(files: files)
      XCTAssertEqual(result.status, 0, "Swift \(version):\n\(result.output)")
      XCTAssertEqual(result.diagnostics, [], "Swift \(version)")
    }

    // The class at the end of docs/adopting.md, every branch moved into its hook,
    // type-checks in place of the adopted one, and the page shows it verbatim.
    let moved = PackagePaths.fixtures.appendingPathComponent(
      "AdoptionApp/Moved/FriendListViewController.swift")
    let movedFiles =
      files.filter { $0.lastPathComponent != "FriendListViewController.swift" } + [moved]
    for version in ["5", "6"] {
      checker.swiftVersion = version
      let result = try checker.typeCheck(files: movedFiles)
      XCTAssertEqual(result.status, 0, "moved, Swift \(version):\n\(result.output)")
      XCTAssertEqual(result.diagnostics, [], "moved, Swift \(version)")
    }
    let movedText = try BuildCLI.read(moved)
    let movedClass = try XCTUnwrap(
      movedText.range(of: "final class FriendListViewController").map {
        String(movedText[$0.lowerBound...])
      })
    let page = try BuildCLI.read(
      PackagePaths.packageRoot.appendingPathComponent("docs/adopting.md"))
    let classInPage = movedClass.components(separatedBy: "\n\nfinal class FriendCell").first ?? ""
    XCTAssertTrue(page.contains(classInPage), "docs/adopting.md does not show the moved class")

    // What the storyboard makes UIKit look up is declared, exactly.
    let generated = try GeneratedBindings.read(folder: folder.appendingPathComponent("Generated"))
    let strings = try StoryboardStrings.read(Self.storyboard)
    XCTAssertEqual(StoryboardBindingTests.problems(strings, generated), [])
    XCTAssertEqual(
      generated["FriendListViewController"]?.selectors,
      ["sortFriends:", "unwindToFriendListWithSender:"])
  }

  /// A file the scanner cannot read with certainty stops the whole adoption: no file is
  /// changed, even those that could be, and the reason is at its line.
  func testAFileThatCannotBeEditedSafelyChangesNoFile() throws {
    let folder = try copyOfApp()
    let detail = folder.appendingPathComponent("App/Scenes/Detail.swift")
    try BuildCLI.write(try BuildCLI.read(detail) + "/* never closed\n", to: detail)
    let before = try texts(folder)
    let run = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(try texts(folder), before)
    XCTAssertTrue(
      run.stderr.contains(
        "App/Scenes/Detail.swift:18:1: error: flowc cannot read this file with certainty: unterminated block comment; flowc adopt changes no file [adopt-refused]"
      ), run.stderr)
    XCTAssertTrue(run.stderr.contains("no file was changed"), run.stderr)
  }

  /// The generated base's `tableView(_:didSelectRowAt:)` is final (the storyboard's cell
  /// segue fires from it), so the app's override is refused, naming the hook to move to.
  func testAnOverrideOfTheFinalRowSelectionIsRefused() throws {
    let folder = try copyOfApp()
    let cells = folder.appendingPathComponent("App/FriendListViewController+Cells.swift")
    try BuildCLI.write(
      try BuildCLI.read(cells)
        + """

        extension FriendListViewController {
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            print(friends[indexPath.row])
          }
        }

        """, to: cells)
    let before = try texts(folder)
    let run = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(try texts(folder), before)
    XCTAssertTrue(
      run.stderr.contains(
        "App/FriendListViewController+Cells.swift:14:17: error: FriendListViewControllerBase declares tableView(_:didSelectRowAt:) final"
      ), run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "move its body into `override func didSelectRow(at indexPath: IndexPath)`"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("no file was changed"), run.stderr)
  }

  func testAnOutletSharingItsLineIsRefused() throws {
    let folder = try copyOfApp()
    let edit = folder.appendingPathComponent("App/EditFriendViewController.swift")
    try BuildCLI.write(
      try BuildCLI.read(edit).replacingOccurrences(
        of: "  @IBOutlet weak var saveButton: UIBarButtonItem!\n",
        with: "  @IBOutlet weak var saveButton: UIBarButtonItem!; var count = 0\n"), to: edit)
    let before = try texts(folder)
    let run = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(try texts(folder), before)
    XCTAssertTrue(
      run.stderr.contains(
        "App/EditFriendViewController.swift:5:3: error: the outlet saveButton shares its line with other code"
      ),
      run.stderr)
  }

  /// `flowc build` creates no human file for a class declared in a file of another name,
  /// and a class that is only mentioned (in a comment, a string) is not declared.
  func testBuildCreatesNoHumanFileForAClassDeclaredElsewhere() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(
      """
      import UIKit

      // class DetailViewController: DetailViewControllerBase {}
      let note = "class EditViewController: EditViewControllerBase {}"
      final class MasterViewController: MasterViewControllerBase {}
      """, to: folder.appendingPathComponent("Human/Controllers/All.swift"))
    let flow = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path
    let build = try BuildCLI.run(
      ["build", flow, "--output", "Generated", "--skeletons", "Human"], in: folder)
    XCTAssertEqual(build.status, 0, build.stderr)
    let human = try texts(folder.appendingPathComponent("Human")).keys.sorted()
    XCTAssertEqual(
      human, ["Controllers/All.swift", "DetailViewController.swift", "EditViewController.swift"])

    // --single-file warns about the human files that are missing, and only those.
    try FileManager.default.removeItem(
      at: folder.appendingPathComponent("Human/DetailViewController.swift"))
    let single = try BuildCLI.run(
      ["build", flow, "--single-file", "All.swift", "--skeletons", "Human"], in: folder)
    XCTAssertEqual(single.status, 0, single.stderr)
    XCTAssertTrue(
      single.stderr.contains("DetailViewController.swift is nowhere under Human"), single.stderr)
    XCTAssertFalse(single.stderr.contains("MasterViewController.swift is nowhere"), single.stderr)
  }

  /// A file reached through a symbolic link is edited where it is, the link kept, and
  /// its permissions kept.
  /// A link to a file inside the sources folder is edited through (the file it names is
  /// replaced, with its permissions), and the file is read once, not twice.
  func testALinkedFileIsEditedInPlaceWithItsPermissions() throws {
    let folder = try copyOfApp()
    let fileManager = FileManager.default
    let link = folder.appendingPathComponent("App/EditFriendViewController.swift")
    let real = folder.appendingPathComponent("App/Elsewhere/Edit.swift")
    try fileManager.createDirectory(
      at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try fileManager.moveItem(at: link, to: real)
    try fileManager.createSymbolicLink(
      atPath: link.path, withDestinationPath: "Elsewhere/Edit.swift")
    try fileManager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    let run = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      try fileManager.destinationOfSymbolicLink(atPath: link.path), "Elsewhere/Edit.swift")
    XCTAssertTrue(
      try BuildCLI.read(real).contains(
        "class EditFriendViewController: EditFriendViewControllerBase {"))
    let permissions = try fileManager.attributesOfItem(atPath: real.path)[.posixPermissions]
    XCTAssertEqual((permissions as? NSNumber)?.intValue, 0o640)
    XCTAssertEqual(
      try fileManager.contentsOfDirectory(atPath: real.deletingLastPathComponent().path),
      ["Edit.swift"], "a temporary file was left behind")
  }

  /// An action or unwind action whose parameter is the optional of the base's still
  /// becomes an override, and the app still type-checks.
  func testAnOptionalParameterStillOverrides() throws {
    let folder = try copyOfApp()
    let list = folder.appendingPathComponent("App/FriendListViewController.swift")
    try BuildCLI.write(
      try BuildCLI.read(list).replacingOccurrences(
        of: "@IBAction func sortFriends(_ sender: UIBarButtonItem) {",
        with: "@IBAction func sortFriends(_ sender: UIBarButtonItem?) {"
      ).replacingOccurrences(
        of: "@IBAction func unwindToFriendList(sender: UIStoryboardSegue) {",
        with: "@IBAction func unwindToFriendList(sender: UIStoryboardSegue?) {"
      ).replacingOccurrences(
        of: "if sender.identifier == \"saveFriend\", let editor = sender.source as?",
        with: "if sender?.identifier == \"saveFriend\", let editor = sender?.source as?"),
      to: list)
    let apply = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App", "--apply"], in: folder)
    XCTAssertEqual(apply.status, 0, apply.stderr)
    XCTAssertTrue(apply.stderr.contains(", 0 undecided"), apply.stdout + apply.stderr)
    XCTAssertTrue(
      try BuildCLI.read(list).contains(
        "@IBAction override func sortFriends(_ sender: UIBarButtonItem?) {")
    )
    let build = try BuildCLI.run(
      ["build", Self.storyboard.path, "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(build.status, 0, build.stderr)
    let files = try ["App", "Generated"].flatMap { name in
      try texts(folder.appendingPathComponent(name)).keys.sorted().map {
        folder.appendingPathComponent(name).appendingPathComponent($0)
      }
    }
    let result = try SwiftTypeChecker().typeCheck(files: files)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(result.diagnostics, [])
  }

  /// The repository's own examples were made by flowc: adopting them finds every class
  /// already on its base, and nothing to change.
  func testTheExamplesAreAdoptedAlready() throws {
    let run = try BuildCLI.run(
      ["adopt", "Flows/FriendList.flow", "--sources", "Examples/Skeletons"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stdout.contains(": change:"), run.stdout)
    XCTAssertFalse(run.stdout.contains(": undecided:"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(
        "Examples/Skeletons/MasterViewController.swift:8:35: done: MasterViewController inherits from MasterViewControllerBase"
      ), run.stdout)
    XCTAssertTrue(run.stderr.contains("3 classes found of 3, 0 changes"), run.stderr)
  }

  /// The code runtime has no storyboard to bind outlets and actions to.
  func testTheCodeRuntimeIsNotAdopted() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let flow = try BuildCLI.read(
      PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow")
    ).replacingOccurrences(
      of: "<flow name=\"FriendList\"", with: "<flow runtime=\"code\" name=\"FriendList\"")
    try BuildCLI.write(flow, to: folder.appendingPathComponent("FriendList.flow"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
    let run = try BuildCLI.run(["adopt", "FriendList.flow", "--sources", "App"], in: folder)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(run.stderr.contains("flowc adopt is for the storyboard runtime"), run.stderr)
  }

  func testUsageErrors() throws {
    let folder = try copyOfApp()
    let noSources = try BuildCLI.run(["adopt", Self.storyboard.path], in: folder)
    XCTAssertEqual(noSources.status, 2)
    XCTAssertTrue(noSources.stderr.contains("needs --sources DIR"), noSources.stderr)
    let notFolder = try BuildCLI.run(
      ["adopt", Self.storyboard.path, "--sources", "App/EditFriendViewController.swift"],
      in: folder)
    XCTAssertEqual(notFolder.status, 2)
    let missing = try BuildCLI.run(["adopt", "Missing.storyboard", "--sources", "App"], in: folder)
    XCTAssertEqual(missing.status, 2, missing.stderr)
  }
}
