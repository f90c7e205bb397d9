import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// Issue 27, item 1: the input's file name is quoted in `//` and `///` comments of every
/// generated file. The front end refuses a name with a newline, U+2028 or U+202E
/// (`SourceFile.load`); should one reach the generator anyway (a library user, a
/// `SwiftBuild.Input` made in code), it still cannot end a comment.
final class SourceFileNameInjectionTests: XCTestCase {
  static let hostileNames = [
    "Evil\nlet pwned = 1\n.flow", "Evil\u{2028}let pwned = 1\u{2029}.flow",
    "Evil\u{202E}wolf.flow", "Evil\rlet pwned = 1\r.flow",
  ]

  func testAHostileFileNameNeverStartsALineOfGeneratedSwift() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.unidentified)
    for name in Self.hostileNames {
      let files = try SwiftFixtures.generate(flow, sourceFileName: name)
      XCTAssertFalse(files.isEmpty)
      for (fileName, text) in files {
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
          XCTAssertFalse(
            line.trimmingCharacters(in: .whitespaces).hasPrefix("let pwned"),
            "\(fileName) from \(name.debugDescription) has the injected line")
        }
        XCTAssertFalse(
          text.unicodeScalars.contains { "\u{2028}\u{2029}\u{202E}\r".unicodeScalars.contains($0) },
          "\(fileName) from \(name.debugDescription) keeps an invisible character")
      }
    }
  }

  func testTheSingleFileOfABuildQuotesTheNameSafely() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.unidentified)
    let plan = try SwiftBuild.singleFilePlan(
      [SwiftBuild.Input(flow: flow, sourceFileName: Self.hostileNames[0])],
      generator: SwiftGenerator(templates: SwiftFixtures.templates), path: "out/All.swift")
    let text = String(decoding: try XCTUnwrap(plan.changes.first?.contents), as: UTF8.self)
    XCTAssertFalse(text.contains("\nlet pwned"))
    XCTAssertTrue(text.contains("Evil let pwned = 1 .flow"))
  }

  func testTheFrontEndRefusesSuchAFileNameBeforeReadingIt() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "hostile-name")
    for name in Self.hostileNames {
      let path = folder.appendingPathComponent(name).path
      try Data(SwiftTestFlows.unidentified.utf8).write(to: URL(fileURLWithPath: path))
      let result = FlowFrontEnd.load(path: path)
      XCTAssertNil(result.flow, name.debugDescription)
      XCTAssertEqual(result.diagnostics.map(\.rule), [.fileNameUnsafe], name.debugDescription)
    }
  }
}
