import Foundation
import XCTest

/// The plan both build-tool plugins share (Plugins/FlowcPlugin/FlowcBuildPlan.swift,
/// compiled into this test target through the link FlowcBuildPlan.swift): which files get
/// a command, what each reads and writes, and where the config comes from. The fixture
/// build in PluginTests runs the same code inside SwiftPM.
final class FlowcBuildPlanTests: XCTestCase {
  var folder: URL!
  var target: URL { folder.appendingPathComponent("Sources/App") }
  var work: URL { folder.appendingPathComponent(".build/work") }

  override func setUpWithError() throws {
    folder = try BuildCLI.temporaryFolder(self).resolvingSymlinksInPath()
  }

  func touch(_ relative: String, _ text: String = "") throws -> URL {
    let url = folder.appendingPathComponent(relative)
    try BuildCLI.write(text, to: url)
    return url
  }

  func plan(_ files: [URL], configFolders: [URL]? = nil) -> FlowcBuildPlan {
    FlowcBuildPlan(
      files: files, configFolders: configFolders ?? [target, folder], humanFilesFolder: target,
      workDirectory: work, invokedAs: "swift run flowc")
  }

  func testEachFlowAndStoryboardGetsACommandWritingItsOwnFile() throws {
    let flow = try touch("Sources/App/FriendList.flow")
    let storyboard = try touch("Sources/App/Settings/Settings.storyboard")
    let other = try touch("Sources/App/Main.swift")
    let commands = try plan([storyboard, other, flow]).commands()

    XCTAssertEqual(
      commands.map(\.outputFiles),
      [
        [work.appendingPathComponent("FriendList.flow.swift")],
        [work.appendingPathComponent("Settings.storyboard.swift")],
      ])
    let list = work.appendingPathComponent("FriendList.flow.missing-human-files")
    XCTAssertEqual(
      commands[0].arguments,
      [
        "build", flow.path, "--single-file",
        work.appendingPathComponent("FriendList.flow.swift").path,
        "--skeletons", target.path, "--missing-human-files", list.path, "--format", "text",
        "--invoked-as", "swift run flowc",
      ])
    XCTAssertEqual(commands[0].inputFiles, [flow, list])
    XCTAssertEqual(
      commands[1].displayName,
      "flowc: generating Settings.storyboard.swift from Settings.storyboard")
  }

  /// Every app has a launch screen, which may not use custom classes: it gets no code,
  /// and so asks for no human file.
  func testLaunchScreensGetNoCommand() throws {
    let launch = try touch(
      "Sources/App/Base.lproj/LaunchScreen.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
          launchScreen="YES" useTraitCollections="YES" initialViewController="01J-lp-oVM">
      </document>
      """)
    let main = try touch(
      "Sources/App/Base.lproj/Main.storyboard",
      #"<?xml version="1.0"?><!-- launchScreen="YES" --><document version="3.0"></document>"#)
    XCTAssertTrue(FlowcBuildPlan.isLaunchScreen(launch))
    XCTAssertFalse(FlowcBuildPlan.isLaunchScreen(main))
    XCTAssertEqual(
      try plan([launch, main]).commands().map { $0.outputFiles[0].lastPathComponent },
      ["Main.storyboard.swift"])
  }

  func testFilesOfOneNameInTwoFoldersGetDistinctOutputs() throws {
    let first = try touch("Sources/App/A/Main.flow")
    let second = try touch("Sources/App/B/Main.flow")
    XCTAssertEqual(
      try plan([second, first]).commands().map { $0.outputFiles[0].lastPathComponent },
      ["Main.flow.swift", "Main.flow.2.swift"])
  }

  /// A storyboard a flow describes is checked against the flow, not generated a second
  /// time: the flow's command reads it, and flowc gets the config that pairs them.
  func testAPairedStoryboardIsAnInputOfItsFlowInsteadOfACommandOfItsOwn() throws {
    let flow = try touch("Sources/App/FriendList.flow")
    let storyboard = try touch("Sources/App/Base.lproj/FriendList.storyboard")
    let config = try touch(
      "flowc.json",
      #"{ "pairs": { "Sources/App/FriendList.flow": "Sources/App/Base.lproj/FriendList.storyboard" } }"#
    )
    let commands = try plan([flow, storyboard]).commands()
    XCTAssertEqual(commands.count, 1)
    XCTAssertEqual(commands[0].arguments.first { $0.hasSuffix(".storyboard") }, nil)
    XCTAssertEqual(Array(commands[0].arguments.suffix(2)), ["--config", config.path])
    XCTAssertEqual(commands[0].inputFiles.prefix(3), [flow, storyboard, config])
    XCTAssertEqual(
      commands[0].displayName,
      "flowc: generating FriendList.flow.swift from FriendList.flow, checked against FriendList.storyboard"
    )
  }

  /// The flow that describes a target's storyboard is built with it even when it lives
  /// outside the target, so that the storyboard's code is still generated.
  func testAFlowOutsideTheTargetIsBuiltForTheStoryboardItDescribes() throws {
    let flow = try touch("Flows/Main.flow")
    let storyboard = try touch("Sources/App/Main.storyboard")
    _ = try touch(
      "flowc.json", #"{ "pairs": { "Flows/Main.flow": "Sources/App/Main.storyboard" } }"#)
    let commands = try plan([storyboard]).commands()
    XCTAssertEqual(commands.map { $0.arguments[1] }, [flow.path])
    XCTAssertEqual(commands[0].inputFiles.prefix(2), [flow, storyboard])
  }

  func testTheTargetsConfigWinsOverThePackagesAndItsTemplatesAreInputs() throws {
    let flow = try touch("Sources/App/Main.flow")
    _ = try touch("flowc.json", #"{ "templates": "Nowhere" }"#)
    let config = try touch("Sources/App/flowc.json", #"{ "templates": "../../Templates" }"#)
    let machine = try touch("Templates/swift/machine.mustache")
    let partial = try touch("Templates/swift/partials/outlets.mustache")
    _ = try touch("Templates/.hidden")
    let command = try XCTUnwrap(try plan([flow]).commands().first)
    XCTAssertEqual(Array(command.arguments.suffix(2)), ["--config", config.path])
    XCTAssertEqual(
      command.inputFiles.map(\.standardizedFileURL),
      [
        flow, config, machine, partial,
        work.appendingPathComponent("Main.flow.missing-human-files"),
      ]
    )
  }

  func testATemplatesFolderOfEverythingStopsThePlan() throws {
    let flow = try touch("Sources/App/Main.flow")
    _ = try touch("flowc.json", #"{ "templates": "Many" }"#)
    for index in 0...FlowcBuildPlan.templateFileLimit {
      _ = try touch("Many/\(index / 100)/\(index).mustache")
    }
    XCTAssertThrowsError(try plan([flow]).commands()) { error in
      XCTAssertTrue("\(error)".contains("holds more than 2000 files"), "\(error)")
    }
  }

  /// A config that is not JSON gives no settings here; flowc, which gets it, reports it at
  /// its line, and the config is an input, so fixing it reruns the command.
  func testAMalformedConfigIsStillHandedToFlowc() throws {
    let flow = try touch("Sources/App/Main.flow")
    let config = try touch("flowc.json", "{ \"templates\": ")
    let command = try XCTUnwrap(try plan([flow]).commands().first)
    XCTAssertEqual(Array(command.arguments.suffix(2)), ["--config", config.path])
    XCTAssertTrue(command.inputFiles.contains(config))
  }

  func testPrepareCreatesTheMissingHumanFileListsOnlyWhenAbsent() throws {
    let flow = try touch("Sources/App/Main.flow")
    let plan = plan([flow])
    try plan.prepare(try plan.commands())
    let list = work.appendingPathComponent("Main.flow.missing-human-files")
    XCTAssertEqual(try BuildCLI.read(list), "")
    try BuildCLI.write("Main.swift\n", to: list)
    try plan.prepare(try plan.commands())
    XCTAssertEqual(try BuildCLI.read(list), "Main.swift\n")
  }

  func testTheCommonFolderOfAnXcodeTargetsFiles() {
    func url(_ path: String) -> URL { URL(fileURLWithPath: path) }
    XCTAssertEqual(
      FlowcBuildPlan.commonFolder(of: [url("/p/App/Scenes/A.swift"), url("/p/App/B.swift")])?.path,
      "/p/App")
    XCTAssertEqual(FlowcBuildPlan.commonFolder(of: [url("/p/App/A.swift")])?.path, "/p/App")
    XCTAssertEqual(
      FlowcBuildPlan.commonFolder(of: [url("/a/X.swift"), url("/b/Y.swift")])?.path, "/")
    XCTAssertNil(FlowcBuildPlan.commonFolder(of: []))
  }
}
