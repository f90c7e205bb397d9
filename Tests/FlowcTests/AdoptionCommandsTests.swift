import FlowTestSupport
import Foundation
import XCTest

/// The commands around adoption on the meal list fixture (Tests/Fixtures/AdoptionApp/
/// Meals): an import names unwind actions as the app does and keeps selectors for the
/// diagram, `check` refuses a base that cannot compile, `new` on an imported flow finds
/// the app's classes and says what the storyboard lacks, `init` says what comes next, and
/// an imported flow's strings table is not the storyboard's.
final class AdoptionCommandsTests: XCTestCase {
  static let storyboard = PackagePaths.fixtures.appendingPathComponent(
    "AdoptionApp/Meals/App/Base.lproj/Main.storyboard")

  func copyOfApp() throws -> URL {
    let folder = try BuildCLI.temporaryFolder(self)
    try FileManager.default.copyItem(
      at: PackagePaths.fixtures.appendingPathComponent("AdoptionApp/Meals/App"),
      to: folder.appendingPathComponent("App"))
    return folder
  }

  func testImportNamesUnwindsAsTheAppDoesAndTheDiagramShowsSelectors() throws {
    let run = try BuildCLI.run(["import", Self.storyboard.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains("<unwindAction name=\"unwind\" selector=\"unwindWithSegue:\"/>"),
      run.stdout)
    XCTAssertTrue(
      run.stdout.contains(
        "<unwindAction name=\"unwindToMealList\" selector=\"unwindToMealListWithSender:\"/>"))
    let graph = try BuildCLI.run(["graph", Self.storyboard.path, "--detail"])
    XCTAssertEqual(graph.status, 0, graph.stderr)
    XCTAssertTrue(graph.stdout.contains("unwindToMealListWithSender:"), graph.stdout)
    XCTAssertTrue(graph.stdout.contains("unwindWithSegue:"))
    XCTAssertFalse(graph.stdout.contains("unwindToMealList:"))
    XCTAssertFalse(graph.stdout.contains("unwindUnwind"))
  }

  /// A button in a cell whose action goes to the cell (the cell's class handles it) fires
  /// nothing of the scene's: it is not imported as an empty `<button/>`.
  func testACellButtonWhoseActionGoesToTheCellIsNotAnEmptyButton() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let storyboard = folder.appendingPathComponent("Cells.storyboard")
    try BuildCLI.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc-list">
          <scenes>
              <scene sceneID="s-list">
                  <objects>
                      <tableViewController id="vc-list" customClass="ListViewController" sceneMemberID="viewController">
                          <tableView key="view" dataMode="prototypes" id="table">
                              <prototypes>
                                  <tableViewCell reuseIdentifier="Row" customClass="RowCell" id="cell-row">
                                      <tableViewCellContentView key="contentView" id="content">
                                          <subviews>
                                              <button id="button-delete">
                                                  <state key="normal" title="Delete"/>
                                                  <connections>
                                                      <action selector="deleteTapped:" destination="cell-row" eventType="touchUpInside" id="act-delete"/>
                                                  </connections>
                                              </button>
                                          </subviews>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """, to: storyboard)
    let run = try BuildCLI.run(["import", storyboard.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("<cell reuseID=\"Row\" class=\"RowCell\"/>"), run.stdout)
    XCTAssertFalse(run.stdout.contains("<button"), run.stdout)
    XCTAssertTrue(run.stderr.contains("action 'deleteTapped:' goes to <tableViewCell>"), run.stderr)
  }

  func testCheckRefusesABaseThatIsNotAViewController() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let flow = folder.appendingPathComponent("Detail.flow")
    try BuildCLI.write(
      """
      <flow name="Detail" version="1" initial="nav">
        <navigation id="nav" root="detail"/>
        <scene id="detail" class="DetailViewController" base="NSObject">
          <action name="done"/>
          <barButton title="Done" side="right" action="done"/>
        </scene>
      </flow>
      """, to: flow)
    let run = try BuildCLI.run(["check", flow.path])
    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    XCTAssertTrue(
      (run.stdout + run.stderr).contains(
        "scene base 'NSObject' is not a view controller class"), run.stdout + run.stderr)
  }

  /// `flowc new` plans human files as `flowc build` does: a class the app declares in a
  /// file of another name gets no second file. And it says that the storyboard the flow
  /// describes does not have the new scene.
  func testNewOnAnImportedFlowFindsTheAppsClassesAndNamesWhatTheStoryboardLacks() throws {
    let folder = try copyOfApp()
    let imported = try BuildCLI.run(
      ["import", "App/Base.lproj/Main.storyboard", "-o", "Main.flow"], in: folder)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let meal = folder.appendingPathComponent("App/MealViewController.swift")
    try FileManager.default.moveItem(
      at: meal, to: folder.appendingPathComponent("App/Editor.swift"))
    let run = try BuildCLI.run(
      [
        "new", "scene", "about", "--flow", "Main.flow", "--from", "mealTable",
        "--output", "Generated", "--skeletons", "App",
      ], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: meal.path), "a second MealViewController")
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("App/MealTableViewController 2.swift").path))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("App/AboutViewController.swift").path))
    XCTAssertTrue(
      run.stderr.contains(
        "flowc: warning: Main.flow describes Main.storyboard, which has no scene 'about' yet"),
      run.stderr)
  }

  /// A flow that is a link to a file outside the project is not rewritten through it.
  func testNewRefusesAFlowLinkedFromOutsideTheProject() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let project = folder.appendingPathComponent("Project")
    let outside = folder.appendingPathComponent("Outside/App.flow")
    try FileManager.default.createDirectory(
      at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let text = """
      <flow name="App" version="1" initial="nav">
        <navigation id="nav" root="home"/>
        <scene id="home" class="HomeViewController"/>
      </flow>

      """
    try BuildCLI.write(text, to: outside)
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("App.flow").path,
      withDestinationPath: "../Outside/App.flow")
    let run = try BuildCLI.run(
      ["new", "scene", "about", "--flow", "App.flow", "--from", "home"], in: project)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "App.flow is a link to \(outside.resolvingSymlinksInPath().path), outside"), run.stderr)
    XCTAssertEqual(try BuildCLI.read(outside), text)
  }

  func testInitSaysWhatEachRuntimeNeedsNext() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let run = try BuildCLI.run(["init", "--name", "Shop"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("the app needs Shop.storyboard"), run.stderr)
    XCTAssertTrue(run.stderr.contains("write runtime=\"code\" on <flow>"), run.stderr)
    XCTAssertTrue(run.stderr.contains("ShopFlow.makeInitialViewController()"), run.stderr)
  }

  /// `Main.xcstrings` is the table of the storyboard's own localization: an imported
  /// Main flow's text goes to `MainFlow.xcstrings`.
  func testAnImportedFlowsStringsTableIsNotTheStoryboards() throws {
    let folder = try copyOfApp()
    let imported = try BuildCLI.run(
      ["import", "App/Base.lproj/Main.storyboard", "-o", "Main.flow"], in: folder)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let build = try BuildCLI.run(
      ["build", "Main.flow", "--output", "Generated", "--skeletons", "App"], in: folder)
    XCTAssertEqual(build.status, 0, build.stderr)
    let files = BuildCLI.files(in: folder.appendingPathComponent("Generated"))
    XCTAssertTrue(files.contains("MainFlow.xcstrings"), "\(files)")
    XCTAssertFalse(files.contains("Main.xcstrings"), "\(files)")
  }
}
