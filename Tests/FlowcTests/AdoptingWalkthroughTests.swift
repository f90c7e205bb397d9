import FlowTestSupport
import Foundation
import XCTest

/// docs/adopting.md, run as a reader would: every `sh` block's command, in order, on a
/// copy of the fixture app with the MasterDetail storyboard at the page's path, each
/// succeeding; every line of the output the page shows after a command is in that
/// command's output, every line of its diff in the diff `--apply` prints; and the app the
/// page ends step 4 with type-checks, as the page says.
final class AdoptingWalkthroughTests: XCTestCase {
  struct Block {
    var info: String
    var lines: [String]
  }

  /// The fenced code blocks of a Markdown page, in order.
  static func blocks(of page: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        if let open = current {
          blocks.append(open)
          current = nil
        } else {
          current = Block(info: String(trimmed.dropFirst(3)), lines: [])
        }
      } else if current != nil {
        current?.lines.append(String(line))
      }
    }
    return blocks
  }

  func testTheWalkthroughRunsAsThePageSays() throws {
    let page = try BuildCLI.read(
      PackagePaths.packageRoot.appendingPathComponent("docs/adopting.md"))
    let folder = try BuildCLI.temporaryFolder(self)
    let app = folder.appendingPathComponent("App")
    try FileManager.default.copyItem(
      at: PackagePaths.fixtures.appendingPathComponent("AdoptionApp/App"), to: app)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: PackagePaths.fixtures.appendingPathComponent("Storyboards/MasterDetail.storyboard"),
      to: app.appendingPathComponent("Base.lproj/Main.storyboard"))

    let blocks = Self.blocks(of: page)
    var commands = 0
    var last: BuildCLI.Run?
    for (index, block) in blocks.enumerated() {
      switch block.info {
      case "sh":
        for line in block.lines where line.hasPrefix("flowc ") {
          let arguments = line.dropFirst("flowc ".count).split(separator: " ").map(String.init)
          let run = try BuildCLI.run(arguments, in: folder)
          XCTAssertEqual(run.status, 0, "\(line)\n\(run.stdout)\(run.stderr)")
          last = run
          commands += 1
        }
      case "" where index > 0 && blocks[index - 1].info == "sh":
        let output = try XCTUnwrap(last).stdout
        for line in block.lines where !line.isEmpty {
          XCTAssertTrue(output.contains(line + "\n"), "not in the output: \(line)\n\(output)")
        }
      case "diff":
        let output = try XCTUnwrap(last).stdout
        for line in block.lines where !line.isEmpty {
          XCTAssertTrue(output.contains(line + "\n"), "not in the diff: \(line)\n\(output)")
        }
      default:
        break
      }
    }
    XCTAssertEqual(commands, 4, "the page's commands")

    let files = ["App", "Generated"].flatMap { name in
      let root = folder.appendingPathComponent(name)
      let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects ?? []
      return paths.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        .map { root.appendingPathComponent($0) }
    }
    let result = try SwiftTypeChecker().typeCheck(files: files)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(result.diagnostics, [])
  }
}
