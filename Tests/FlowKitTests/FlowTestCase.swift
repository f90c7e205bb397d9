import FlowKit
import XCTest

/// Helpers for front-end tests: run the whole front end on flow text and look at what it
/// reports, by rule, line and column.
class FlowTestCase: XCTestCase {
  /// Loads `text` as if it were the file `test.flow`.
  func load(_ text: String, path: String = "test.flow") -> FlowFrontEnd.Result {
    FlowFrontEnd.load(SourceFile(path: path, text: text))
  }

  /// A flow whose first line is the `<flow>` start tag, so that the body starts on line 2.
  func flow(_ body: String, initial: String = "main", name: String = "Test") -> String {
    "<flow name=\"\(name)\" version=\"1\" initial=\"\(initial)\">\n\(body)\n</flow>\n"
  }

  /// The diagnostics as `rule@line:column` strings, in file order.
  func findings(_ text: String) -> [String] {
    DiagnosticLog(load(text).diagnostics).sorted.map {
      "\($0.rule.rawValue)@\($0.location.line):\($0.location.column)"
    }
  }

  /// Asserts that the flow reports exactly one diagnostic of `rule` at `line:column`
  /// (other rules may report too), and returns it.
  @discardableResult
  func assertReports(
    _ rule: RuleID, at line: Int, _ column: Int, in text: String, severity: Severity = .error,
    file: StaticString = #filePath, sourceLine: UInt = #line
  ) -> Diagnostic? {
    let matching = load(text).diagnostics.filter { $0.rule == rule }
    XCTAssertEqual(
      matching.count, 1, "expected one \(rule.rawValue), got: \(findings(text))", file: file,
      line: sourceLine)
    guard let diagnostic = matching.first else { return nil }
    XCTAssertEqual(
      diagnostic.location.line, line, "line of \(rule.rawValue)", file: file, line: sourceLine)
    XCTAssertEqual(
      diagnostic.location.column, column, "column of \(rule.rawValue)", file: file, line: sourceLine
    )
    XCTAssertEqual(diagnostic.severity, severity, file: file, line: sourceLine)
    return diagnostic
  }
}
