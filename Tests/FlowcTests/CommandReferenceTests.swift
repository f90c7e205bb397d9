import FlowTestSupport
import Foundation
import XCTest

/// docs/commands.md is the command reference: a command or option that exists and is not
/// in it fails this test. The commands and options come from flowc's own help output, so
/// the test follows the code without a list of its own.
final class CommandReferenceTests: XCTestCase {
  func flowc(_ arguments: [String]) throws -> String {
    let executable = try XCTUnwrap(BuiltProducts.flowc)
    return try ProcessRunner.run(executable, arguments, timeout: 30).standardOutput
  }

  /// Command names listed under COMMANDS: in `flowc --help`.
  func commands() throws -> [String] {
    let help = try flowc(["--help"])
    guard
      let section = help.components(separatedBy: "COMMANDS:").last?.components(
        separatedBy: "OPTIONS:"
      ).first
    else { return [] }
    return section.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.first.map(String.init)
    }.filter { $0 != "help" }
  }

  /// `--options` and sub-commands in a command's help.
  func options(of command: String) throws -> (options: [String], subcommands: [String]) {
    let help = try flowc(["help", command])
    var options = Set<String>()
    for match in help.split(whereSeparator: { " ,\n".contains($0) }) where match.hasPrefix("--") {
      let name = match.prefix { $0 == "-" || $0.isLetter || $0.isNumber }
      if name.count > 2 { options.insert(String(name)) }
    }
    var subcommands: [String] = []
    if let section = help.components(separatedBy: "SUBCOMMANDS:").dropFirst().first?.components(
      separatedBy: "OPTIONS:"
    ).first {
      subcommands = section.split(separator: "\n").compactMap {
        $0.split(separator: " ").first.map(String.init)
      }
    }
    options.remove("--help")
    return (options.sorted(), subcommands)
  }

  func testEveryCommandAndOptionIsInTheReference() throws {
    let reference = try String(
      contentsOf: PackagePaths.packageRoot.appendingPathComponent("docs/commands.md"),
      encoding: .utf8)
    let names = try commands()
    XCTAssertGreaterThanOrEqual(names.count, 8)
    for command in names {
      XCTAssertTrue(
        reference.contains("## `flowc \(command)"),
        "docs/commands.md has no section for 'flowc \(command)'")
      let (options, subcommands) = try options(of: command)
      let section =
        reference.components(separatedBy: "## `flowc \(command)").dropFirst().first?.components(
          separatedBy: "\n## "
        ).first ?? ""
      for option in options {
        XCTAssertTrue(
          section.contains("`\(option)"),
          "docs/commands.md does not mention \(option) of 'flowc \(command)'")
      }
      for subcommand in subcommands {
        XCTAssertTrue(
          section.contains("flowc \(command) \(subcommand)"),
          "docs/commands.md does not mention 'flowc \(command) \(subcommand)'")
      }
    }
  }
}
