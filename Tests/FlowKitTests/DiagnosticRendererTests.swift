import FlowKit
import FlowTestSupport
import XCTest

final class DiagnosticRendererTests: XCTestCase {
  let diagnostic = Diagnostic.error(
    .unknownReference, "destination 'detial' does not exist",
    at: SourceLocation(file: "Flows/A, B.flow", line: 7, column: 42), suggestion: .name("detail"))

  func testTextIsTheClickableCompilerForm() {
    XCTAssertEqual(
      DiagnosticRenderer(format: .text).render([diagnostic]),
      "Flows/A, B.flow:7:42: error: destination 'detial' does not exist; did you mean 'detail'? [unknown-reference]\n"
    )
  }

  func testColorsOnlyWhenAsked() {
    XCTAssertTrue(
      DiagnosticRenderer(format: .text, colored: true).render([diagnostic]).contains("\u{1B}["))
    XCTAssertFalse(DiagnosticRenderer(format: .text).render([diagnostic]).contains("\u{1B}["))
  }

  func testJSONCarriesEveryField() throws {
    let text = DiagnosticRenderer(format: .json).render([diagnostic])
    let array = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    XCTAssertEqual(array.count, 1)
    XCTAssertEqual(array[0]["file"] as? String, "Flows/A, B.flow")
    XCTAssertEqual(array[0]["line"] as? Int, 7)
    XCTAssertEqual(array[0]["column"] as? Int, 42)
    XCTAssertEqual(array[0]["severity"] as? String, "error")
    XCTAssertEqual(array[0]["rule"] as? String, "unknown-reference")
    XCTAssertEqual(array[0]["suggestion"] as? String, "detail")
    XCTAssertEqual(DiagnosticRenderer(format: .json).render([]), "[]\n")
  }

  func testGitHubAnnotationsEscapeTheirProperties() {
    XCTAssertEqual(
      DiagnosticRenderer(format: .github).render([diagnostic]),
      "::error file=Flows/A%2C B.flow,line=7,col=42,title=flowc unknown-reference::destination 'detial' does not exist; did you mean 'detail'?\n"
    )
  }

  func testSummary() {
    XCTAssertEqual(
      DiagnosticRenderer.summary(errors: 2, warnings: 1, files: 1), "2 errors, 1 warning in 1 file")
  }

  func testSortingIsFileOrderAndStable() {
    let a = Diagnostic.warning(
      .unreachableNode, "a", at: SourceLocation(file: "f", line: 3, column: 1))
    let b = Diagnostic.error(
      .unknownReference, "b", at: SourceLocation(file: "f", line: 1, column: 9))
    let c = Diagnostic.error(
      .unknownElement, "c", at: SourceLocation(file: "f", line: 3, column: 1))
    XCTAssertEqual(DiagnosticLog([a, b, c]).sorted.map(\.message), ["b", "a", "c"])
    XCTAssertEqual(DiagnosticLog([a]).promotingWarnings().errorCount, 1)
  }
}

/// Every rule id is part of flowc's interface: each must be explained in the format
/// reference, where users look up what `[rule]` at the end of a diagnostic means.
final class RuleReferenceTests: XCTestCase {
  func testEveryRuleIsDocumented() throws {
    let reference = try String(
      contentsOf: PackagePaths.packageRoot.appendingPathComponent("docs/flow-format.md"),
      encoding: .utf8)
    for rule in RuleID.allCases {
      XCTAssertTrue(
        reference.contains("| `\(rule.rawValue)` |"),
        "docs/flow-format.md does not explain \(rule.rawValue)")
    }
  }
}
