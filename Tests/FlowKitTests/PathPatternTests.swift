import FlowKit
import Foundation
import XCTest

/// flowc.json's `flows` patterns against hostile file systems and hostile patterns: the
/// walk ends, stays inside the config's folder and skips build folders; bad patterns are
/// errors at their own line.
final class PathPatternTests: XCTestCase {
  var folder: String!

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "flowc-patterns-\(UUID().uuidString)"
    for sub in ["Flows/Sub", ".build/x", ".git", "DerivedData/App", "Flows/Deep/er"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    for file in [
      "Flows/A.flow", "Flows/Sub/B.flow", "Flows/Deep/er/C.flow", ".build/x/Copy.flow",
      ".git/Old.flow", "DerivedData/App/Built.flow",
    ] {
      XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + file, contents: Data()))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func relative(_ paths: [String]) -> [String] {
    paths.map { String($0.dropFirst(folder.count + 1)) }
  }

  func testDoubleStarSkipsBuildFolders() {
    XCTAssertEqual(
      relative(PathPattern.expand("**/*.flow", in: folder)),
      ["Flows/A.flow", "Flows/Deep/er/C.flow", "Flows/Sub/B.flow"])
  }

  func testSymbolicLinksToAncestorsEndTheWalk() throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Flows/up", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Flows/self", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Flows/Sub/loop", withDestinationPath: "../..")
    let found = relative(PathPattern.expand("**/*.flow", in: folder))
    // Each flow once, by the first path the walk reaches it by.
    XCTAssertEqual(found.count, 3, "\(found)")
    XCTAssertTrue(found.contains("Flows/A.flow"), "\(found)")
  }

  func testRepeatedDoubleStarsCostWhatOneDoes() throws {
    // Without the walked-folder table, each `**` multiplies the walk by the tree's depth.
    var path = folder + "/Flows"
    for level in 0..<30 {
      path += "/d\(level)"
    }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    XCTAssertTrue(FileManager.default.createFile(atPath: path + "/Z.flow", contents: Data()))
    let pattern = Array(repeating: "**", count: 12).joined(separator: "/") + "/*/**/Z.flow"
    let found = PathPattern.expand(pattern, in: folder)
    XCTAssertEqual(found.count, 1)
  }

  func testPatternsThatLeaveTheFolderOrHoldNULAreRefused() {
    XCTAssertNotNil(PathPattern.problem(with: "Flows/\u{0}*.flow"))
    XCTAssertNotNil(PathPattern.problem(with: "/**/*.flow"))
    XCTAssertNotNil(PathPattern.problem(with: "Flows/../../*.flow"))
    XCTAssertNotNil(PathPattern.problem(with: "Flows/*/../*.flow"))
    // A folder beside the project's, named on purpose, is allowed.
    XCTAssertNil(PathPattern.problem(with: "../../Flows/*.flow"))
    XCTAssertNil(PathPattern.problem(with: "Flows/**/*.flow"))
    XCTAssertNil(PathPattern.problem(with: "./Flows/..flow"))
    XCTAssertEqual(PathPattern.expand("/**/*.flow", in: folder), [])
    XCTAssertEqual(PathPattern.expand("Flows/\u{0}*.flow", in: folder), [])
  }

  func testTheDecoderReportsEachBadPatternAtItsLine() {
    let text = """
      {
        "flows": [
          "Flows/*.flow",
          "Flows/\\u0000*.flow",
          "/**/*.flow",
          "Flows/../../*.flow"
        ],
        "output": "G", "skeletons": "S"
      }
      """
    let (config, diagnostics) = ProjectConfigDecoder.decode(
      SourceFile(path: folder + "/flowc.json", text: text))
    XCTAssertNil(config)
    XCTAssertEqual(
      diagnostics.map { "\($0.rule.rawValue)@\($0.location.line):\($0.location.column)" },
      ["config-path@4:5", "config-path@5:5", "config-path@6:5"])
    XCTAssertTrue(diagnostics[0].message.contains("NUL"), diagnostics[0].message)
    XCTAssertTrue(diagnostics[1].message.contains("absolute"), diagnostics[1].message)
    XCTAssertTrue(diagnostics[2].message.contains(".."), diagnostics[2].message)
  }
}
