import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The number handling of table-layout rows, run: the generated `RowValue` and
/// `RowNumbers` use Foundation only, so the test cuts them out of a generated shared file,
/// compiles them with a small program and runs it — French, Spanish and Russian input is
/// read, sums display without binary noise, integer rows take whole numbers only.
final class RowNumberBehaviourTests: XCTestCase {
  func testNumbersAreReadAndShownInTheUsersLocale() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "HeroEditor" })
    let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
    let shared = try XCTUnwrap(files["HeroEditorFlow.swift"])
    let start = try XCTUnwrap(shared.range(of: "// MARK: - Table values"))
    let end = try XCTUnwrap(shared.range(of: "// MARK: - Table layouts"))
    let values = String(shared[start.lowerBound..<end.lowerBound])
    XCTAssertFalse(values.contains("UIKit") || values.contains("UI"), "Foundation only")
    let program = """
      import Foundation

      enum HeroEditorFlow {}

      \(values)
      typealias N = HeroEditorFlow.RowNumbers
      typealias V = HeroEditorFlow.RowValue
      func locale(_ id: String) -> Locale { Locale(identifier: id) }
      var lines: [String] = []
      lines.append("\\(N.number(from: "2,5", locale: locale("fr_FR")) ?? -1)")
      lines.append("\\(N.number(from: "2,5", locale: locale("es_ES")) ?? -1)")
      lines.append("\\(N.number(from: "2,5", locale: locale("ru_RU")) ?? -1)")
      lines.append("\\(N.number(from: "2.5", locale: locale("en_US")) ?? -1)")
      lines.append(N.text(for: 0.1 + 0.2, locale: locale("en_US")))
      lines.append(N.text(for: 2.5, locale: locale("fr_FR")))
      lines.append(N.text(for: 1234567, locale: locale("en_US")))
      lines.append("\\(N.value(from: "12", editor: .integer, locale: locale("en_US")))")
      lines.append("\\(N.value(from: "2.5", editor: .integer, locale: locale("en_US")))")
      lines.append("\\(N.value(from: "abc", editor: .number, locale: locale("en_US")))")
      lines.append("\\(N.value(from: "", editor: .number, locale: locale("en_US")))")
      lines.append("\\(N.value(from: "Ada", editor: .text, locale: locale("en_US")))")
      print(lines.joined(separator: "\\n"))

      """
    let folder = try SwiftFixtures.temporaryFolder(self, "numbers")
    let source = folder.appendingPathComponent("main.swift")
    try Data(program.utf8).write(to: source)
    let binary = folder.appendingPathComponent("numbers")
    let swiftc = try XCTUnwrap(SwiftTypeChecker.locateSwiftc())
    let build = try ProcessRunner(
      executable: swiftc,
      arguments: ["-swift-version", "6", source.path, "-o", binary.path],
      timeout: 600
    ).run()
    XCTAssertEqual(build.status, 0, build.output)
    let run = try ProcessRunner(executable: binary, arguments: [], timeout: 60).run()
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertEqual(
      run.output.split(separator: "\n").map(String.init),
      [
        "2.5", "2.5", "2.5", "2.5", "0.3", "2,5", "1234567", "integer(12)", "empty",
        "empty", "empty", "text(\"Ada\")",
      ])
  }
}
