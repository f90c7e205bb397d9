import FlowTestSupport
import Foundation
import XCTest

/// Completion scripts complete values, not only options: what `--format` and `--kind`
/// take, the shells after `completion`, the commands after `help`, the templates after
/// `template show`. The bash script is run in bash; zsh's and fish's are read.
final class CompletionValueTests: XCTestCase {
  func script(_ shell: String) throws -> String {
    let run = try BuildCLI.run(["completion", shell])
    XCTAssertEqual(run.status, 0, run.stderr)
    return run.stdout
  }

  /// What bash's completion offers for `words`, the last being the word being typed.
  func bashCompletes(_ words: [String]) throws -> [String] {
    let folder = try BuildCLI.temporaryFolder(self)
    let file = folder.appendingPathComponent("flowc.bash")
    try BuildCLI.write(try script("bash"), to: file)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(file.path)'
      COMP_WORDS=(flowc \(quoted)); COMP_CWORD=\(words.count)
      _flowc
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", program], workingDirectory: folder)
    XCTAssertEqual(run.status, 0, run.output)
    return run.standardOutput.split(separator: "\n").map(String.init).sorted()
  }

  func testBashCompletesOptionValues() throws {
    XCTAssertEqual(
      try bashCompletes(["build", "--format", ""]), ["github", "json", "junit", "sarif", "text"])
    XCTAssertEqual(try bashCompletes(["check", "--format", "j"]), ["json", "junit"])
    // The CI reports are check's and build's only.
    XCTAssertEqual(try bashCompletes(["dump", "--format", ""]), ["github", "json", "text"])
    XCTAssertEqual(try bashCompletes(["graph", "--format", ""]), ["dot", "pdf", "png", "svg"])
    XCTAssertEqual(
      try bashCompletes(["new", "segue", "--kind", ""]),
      ["custom", "embed", "popover", "present", "show", "showDetail"])
    XCTAssertEqual(try bashCompletes(["template", "render", "--escape", ""]), ["html", "none"])
  }

  func testBashCompletesPositionalWords() throws {
    XCTAssertEqual(try bashCompletes(["completion", ""]), ["bash", "fish", "zsh"])
    XCTAssertEqual(try bashCompletes(["schema", ""]), ["config", "flow"])
    let commands = try bashCompletes(["help", ""])
    for command in ["build", "check", "graph", "import", "help"] {
      XCTAssertTrue(commands.contains(command), "\(commands)")
    }
    XCTAssertEqual(try bashCompletes(["help", "bu"]), ["build"])
    let templates = try bashCompletes(["template", "show", "swift/m"])
    XCTAssertTrue(templates.contains("swift/machine"), "\(templates)")
  }

  func testZshAndFishCompleteTheSameValues() throws {
    let zsh = try script("zsh")
    XCTAssertTrue(zsh.contains("'build --format') compadd -- text json github"), zsh)
    XCTAssertTrue(zsh.contains("'completion') compadd -- bash zsh fish"), zsh)
    let fish = try script("fish")
    XCTAssertTrue(fish.contains("-l format -x -a 'dot svg png pdf'"), fish)
    XCTAssertTrue(
      fish.contains("-n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'"), fish)
    XCTAssertTrue(
      fish.contains("__fish_seen_subcommand_from template; and __fish_seen_subcommand_from show"),
      fish)
  }

  func testHelpHelpWorks() throws {
    let run = try BuildCLI.run(["help", "help"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("USAGE: flowc help [COMMAND]"), run.stdout)
  }
}
