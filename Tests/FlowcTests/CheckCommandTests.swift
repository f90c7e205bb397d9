import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc check` and the command line around it, run as a user runs them.
final class CheckCommandTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func flowc(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ProcessRunner.Result
  {
    let executable = try XCTUnwrap(
      BuiltProducts.flowc, "the flowc executable is built beside the tests")
    return try ProcessRunner.run(
      executable, arguments, environment: environment, workingDirectory: folder, timeout: 60)
  }

  func write(_ name: String, _ text: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  let broken = """
    <flow name="Broken" version="1" initial="main">
      <navigation id="main" root="master"/>
      <scene id="master">
        <segue id="ShowDetail" kind="show" to="detial"/>
      </scene>
      <scene id="detail"/>
    </flow>

    """

  func testDiagnosticsAreClickableAndSummarised() throws {
    let path = try write("Broken.flow", broken)
    let result = try flowc(["check", path])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.standardError,
      """
      \(path):4:12: warning: segue id 'ShowDetail' should be lowerCamelCase; did you mean 'showDetail'? [identifier-case]
      \(path):4:40: error: destination 'detial' does not exist; did you mean 'detail'? [unknown-reference]
      1 error, 1 warning in 1 file

      """)
    XCTAssertEqual(result.standardOutput, "")
  }

  func testCleanFlowsExitZeroAndWerrorPromotesWarnings() throws {
    let clean = try write(
      "Clean.flow",
      "<flow name=\"Clean\" version=\"1\" initial=\"main\">\n  <navigation id=\"main\" root=\"home\"/>\n  <scene id=\"home\"/>\n</flow>\n"
    )
    XCTAssertEqual(try flowc(["check", clean]).status, 0)
    let warned = try write(
      "Warned.flow",
      "<flow name=\"Warned\" version=\"1\" initial=\"home\">\n  <scene id=\"home\"/>\n  <scene id=\"lost\"/>\n</flow>\n"
    )
    XCTAssertEqual(try flowc(["check", warned]).status, 0)
    let promoted = try flowc(["check", warned, "--werror"])
    XCTAssertEqual(promoted.status, 1)
    XCTAssertTrue(
      promoted.standardError.contains("error: no path from 'home' reaches scene 'lost'"))
  }

  func testJSONGoesToStandardOutput() throws {
    let path = try write("Broken.flow", broken)
    let result = try flowc(["check", "--format", "json", path])
    XCTAssertEqual(result.status, 1)
    let array = try XCTUnwrap(
      JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]])
    XCTAssertEqual(
      array.map { $0["rule"] as? String },
      ["identifier-case", "unknown-reference"])
    XCTAssertEqual(array[1]["suggestion"] as? String, "detail")
    XCTAssertEqual(array[1]["line"] as? Int, 4)
  }

  func testGitHubAnnotations() throws {
    let path = try write("Broken.flow", broken)
    let result = try flowc(["check", "--format=github", path])
    XCTAssertTrue(
      result.standardOutput.contains(
        "::error file=\(path),line=4,col=40,title=flowc unknown-reference::"),
      result.standardOutput)
  }

  func testNoColoursWhenNotATerminal() throws {
    let path = try write("Broken.flow", broken)
    XCTAssertFalse(try flowc(["check", path]).standardError.contains("\u{1B}["))
  }

  /// On a terminal (a pseudo-terminal from `script`) diagnostics are coloured, unless
  /// `NO_COLOR` is set.
  func testColoursOnATerminalUnlessNoColor() throws {
    let script = URL(fileURLWithPath: "/usr/bin/script")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      if ProcessInfo.processInfo.environment["CI"] != nil {
        return XCTFail("/usr/bin/script (Debian's bsdutils) is missing")
      }
      throw XCTSkip("util-linux's script is needed to give flowc a terminal")
    }
    let path = try write("Broken.flow", broken)
    let command = "\(try XCTUnwrap(BuiltProducts.flowc).path) check \(path)"
    let terminal = try ProcessRunner(
      executable: script, arguments: ["-qec", command, "/dev/null"], environment: ["TERM": "xterm"],
      removedEnvironment: ["NO_COLOR"], timeout: 30
    ).run()
    XCTAssertTrue(terminal.standardOutput.contains("\u{1B}[1;31merror:"), terminal.output)
    let plain = try ProcessRunner.run(
      script, ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"], timeout: 30)
    XCTAssertTrue(plain.standardOutput.contains("error: destination 'detial'"), plain.output)
    XCTAssertFalse(plain.standardOutput.contains("\u{1B}["), plain.output)
  }

  func testUsageAndIOProblemsExitTwo() throws {
    XCTAssertEqual(try flowc(["check"]).status, 2)
    XCTAssertEqual(try flowc(["check", folder.path + "/missing.flow"]).status, 2)
    XCTAssertEqual(try flowc(["check", folder.path]).status, 2)
    let unknownOption = try flowc(["check", "--wrror", "x.flow"])
    XCTAssertEqual(unknownOption.status, 2)
    XCTAssertTrue(
      unknownOption.standardError.contains("unknown option '--wrror'"), unknownOption.standardError)
    XCTAssertTrue(unknownOption.standardError.contains("did you mean '--werror'?"))
    let unknownCommand = try flowc(["chek"])
    XCTAssertEqual(unknownCommand.status, 2)
    XCTAssertTrue(unknownCommand.standardError.contains("did you mean 'check'?"))
    XCTAssertEqual(try flowc(["check", "--format", "xml", "x.flow"]).status, 2)
  }

  /// Every unknown word gets the nearest command, option or subcommand (issue 26): a
  /// top-level option spelt as a command or by its first letter, an option's beginning.
  func testEveryUnknownCommandOrOptionGetsDidYouMean() throws {
    let cases: [([String], String)] = [
      (["version"], "unknown command 'version'; did you mean '--version'?"),
      (["-v"], "unknown option '-v'; did you mean '--version'?"),
      (["--versoin"], "unknown option '--versoin'; did you mean '--version'?"),
      (["--build"], "unknown option '--build'; did you mean 'build'?"),
      (["biuld"], "unknown command 'biuld'; did you mean 'build'?"),
      (
        ["build", "--out", "x"],
        "unknown option '--out' for 'flowc build'; did you mean '--output'?"
      ),
      (["template", "lst"], "unknown subcommand 'template lst'; did you mean 'list'?"),
    ]
    for (arguments, message) in cases {
      let run = try flowc(arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertTrue(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
    // Nothing near: no guess.
    let far = try flowc(["build", "-x"])
    XCTAssertFalse(far.standardError.contains("did you mean"), far.standardError)
  }

  /// A flow's name given to init, import or new flow is held to one rule, in one message.
  func testAFlowNameHasOneRuleInEveryCommand() throws {
    let storyboard = PackagePaths.fixtures.appendingPathComponent(
      "Storyboards/MasterDetail.storyboard")
    let message = "must be a flow name, an UpperCamelCase Swift identifier (FriendList), not 'shop'"
    for arguments in [
      ["init", "--name", "shop"], ["import", storyboard.path, "--name", "shop"],
      ["new", "flow", "shop"],
    ] {
      let run = try flowc(arguments)
      XCTAssertEqual(run.status, 2, "\(arguments): \(run.output)")
      XCTAssertTrue(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
  }

  /// `flowc help config` describes every key the config decoder knows, so the flowc.json
  /// `flowc init` writes can point at it on a machine without flowc's repository.
  func testHelpConfigDescribesEveryKeyAndInitPointsAtIt() throws {
    let help = try flowc(["help", "config"])
    XCTAssertEqual(help.status, 0, help.output)
    var keys = ProjectConfig.keys.filter { !["graph", "strings", "options"].contains($0) }
    keys += ProjectConfig.graphKeys.map { "graph." + $0 }
    keys += ProjectConfig.StringsSettings.keys.map { "strings." + $0 }
    keys += ProjectConfig.optionKeys.map { "options." + $0 }
    for key in keys {
      XCTAssertTrue(help.standardOutput.contains("\n  \(key) "), "no line for \(key)")
    }
    let project = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-init-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: project) }
    let initialized = try ProcessRunner.run(
      try XCTUnwrap(BuiltProducts.flowc), ["init"], workingDirectory: project)
    XCTAssertEqual(initialized.status, 0, initialized.output)
    let config = try String(
      contentsOf: project.appendingPathComponent("flowc.json"), encoding: .utf8)
    XCTAssertTrue(config.contains("'flowc help config'"), config)
    XCTAssertFalse(config.contains("docs/config.md"), config)
  }

  func testHelpAndVersion() throws {
    let help = try flowc(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.standardOutput.contains("USAGE: flowc COMMAND"))
    let checkHelp = try flowc(["help", "check"])
    XCTAssertEqual(checkHelp.status, 0)
    XCTAssertTrue(checkHelp.standardOutput.contains("--werror"))
    XCTAssertEqual(try flowc(["check", "--help"]).standardOutput, checkHelp.standardOutput)
    let version = try flowc(["--version"])
    XCTAssertTrue(version.standardOutput.hasPrefix("flowc "), version.standardOutput)
  }

  func testHostileInputsEndInOneDiagnosticFast() throws {
    var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      bomb +=
        " <!ENTITY lol\(level) \"\(String(repeating: level == 1 ? "&lol;" : "&lol\(level - 1);", count: 10))\">\n"
    }
    bomb +=
      "]>\n<flow name=\"X\" version=\"1\" initial=\"a\"><scene id=\"a\" title=\"&lol9;\"/></flow>\n"
    let deep =
      "<flow name=\"X\" version=\"1\" initial=\"a\">" + String(repeating: "<scene>", count: 20_000)
      + String(repeating: "</scene>", count: 20_000) + "</flow>"
    for (name, text) in [("bomb.flow", bomb), ("deep.flow", deep), ("empty.flow", "")] {
      let result = try flowc(["check", try write(name, text)])
      XCTAssertFalse(result.timedOut, name)
      XCTAssertEqual(result.status, 1, name)
      XCTAssertEqual(
        result.standardError.components(separatedBy: ": error: ").count, 2,
        name + ": " + result.standardError)
    }
    let nul = folder.appendingPathComponent("nul.flow")
    try Data([0x3C, 0x61, 0x00, 0x3E]).write(to: nul)
    XCTAssertEqual(try flowc(["check", nul.path]).status, 1)
  }

  func testInitWritesACheckedStarterAndNeverOverwrites() throws {
    let first = try flowc(["init", "--name", "Shop"])
    XCTAssertEqual(first.status, 0, first.output)
    XCTAssertEqual(try flowc(["check", folder.path + "/Flows/Shop.flow"]).status, 0)
    let config = try String(
      contentsOf: folder.appendingPathComponent("flowc.json"), encoding: .utf8)
    XCTAssertNotNil(
      try JSONSerialization.jsonObject(with: Data(config.utf8)), "flowc.json is plain JSON")
    let again = try flowc(["init"])
    XCTAssertEqual(again.status, 1)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("flowc.json"), encoding: .utf8), config)
  }

  func testCompletionScripts() throws {
    for shell in ["bash", "zsh", "fish"] {
      let result = try flowc(["completion", shell])
      XCTAssertEqual(result.status, 0)
      XCTAssertTrue(result.standardOutput.contains("check"), shell)
      XCTAssertTrue(result.standardOutput.contains("werror"), shell)
    }
    XCTAssertEqual(try flowc(["completion", "tcsh"]).status, 2)
    let bash = try XCTUnwrap(BuiltProducts.flowc).path
    let syntax = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"), ["-n", "-c", "source <(\"\(bash)\" completion bash)"],
      timeout: 30)
    XCTAssertEqual(syntax.status, 0, syntax.output)
  }
}
