import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `--format sarif` and `--format junit`: the reports CI services read, checked field by
/// field as those services would read them.
final class ReportFormatTests: XCTestCase {
  /// Two errors (an unknown attribute; a segue kind with a fix-it), a warning with a
  /// fix-it (a legacy kind), and a reference error with a fix-it on another attribute.
  let flowText = """
    <flow name="Shop" version="1" initial="main">
      <navigation id="main" root="list"/>
      <scene id="list" base="UITableViewController" colour="red">
        <cell reuseID="Cell">
          <segue id="showItem" kind="shw" to="item"/>
        </cell>
        <segue id="other" kind="push" to="itme"/>
      </scene>
      <scene id="item"/>
    </flow>
    """

  func diagnostics(path: String = "Flows/Shop.flow") -> [Diagnostic] {
    FlowFrontEnd.load(SourceFile(path: path, text: flowText)).diagnostics.sorted {
      $0.location < $1.location
    }
  }

  func sarif(_ diagnostics: [Diagnostic], base: String? = nil) throws -> [String: Any] {
    let text = SARIFReport(
      toolVersion: "9.9", baseDirectory: base, sourceText: { [flowText] _ in flowText }
    ).render(diagnostics)
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
  }

  func testSARIFLogRunAndRules() throws {
    let log = try sarif(diagnostics())
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertEqual(log["$schema"] as? String, SARIFReport.schemaURI)
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    XCTAssertEqual(runs[0]["columnKind"] as? String, "unicodeCodePoints")
    let driver = try XCTUnwrap(
      (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "flowc")
    XCTAssertEqual(driver["version"] as? String, "9.9")
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleID.allCases.map(\.rawValue))
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        let text = (rule[key] as? [String: Any])?["text"] as? String
        XCTAssertFalse(text?.isEmpty ?? true, "\(key) of \(rule)")
      }
    }
  }

  func testSARIFResultsFieldByField() throws {
    let found = diagnostics()
    XCTAssertEqual(
      found.map(\.rule), [.unknownAttribute, .invalidValue, .legacySegueKind, .unknownReference])
    let log = try sarif(found)
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let rules = try XCTUnwrap(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, found.count)
    for (result, diagnostic) in zip(results, found) {
      XCTAssertEqual(result["ruleId"] as? String, diagnostic.rule.rawValue)
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, diagnostic.rule.rawValue)
      XCTAssertEqual(
        result["level"] as? String, diagnostic.severity == .error ? "error" : "warning")
      XCTAssertEqual(
        (result["message"] as? [String: Any])?["text"] as? String, diagnostic.fullMessage)
      let physical = try XCTUnwrap(
        ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
          as? [String: Any])
      XCTAssertEqual(
        (physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Flows/Shop.flow")
      let region = try XCTUnwrap(physical["region"] as? [String: Any])
      XCTAssertEqual(region["startLine"] as? Int, diagnostic.location.line)
      XCTAssertEqual(region["startColumn"] as? Int, diagnostic.location.column)
      XCTAssertEqual(region["endLine"] as? Int, diagnostic.location.line)
    }
    // The regions' ends: the whole attribute, or the value the diagnostic points into.
    XCTAssertEqual(text(of: results[0]), #"colour="red""#)
    XCTAssertEqual(text(of: results[1]), "shw")
    XCTAssertEqual(text(of: results[2]), #"kind="push""#)
    XCTAssertEqual(text(of: results[3]), #"to="itme""#)
    XCTAssertNil(results[0]["fixes"], "an unknown attribute with no near name has no fix")
    // Each fix replaces the value, not the attribute name the diagnostic points at.
    XCTAssertEqual(try fix(results[1]).deleted, "shw")
    XCTAssertEqual(try fix(results[1]).inserted, "show")
    XCTAssertEqual(try fix(results[2]).deleted, "push")
    XCTAssertEqual(try fix(results[2]).inserted, "show")
    XCTAssertEqual(try fix(results[3]).deleted, "itme")
    XCTAssertEqual(try fix(results[3]).inserted, "item")
  }

  /// Applying every fix of the report (from the end of the file backwards) leaves a flow
  /// whose only problem is the one without a fix.
  func testSARIFFixesApplyToTheSource() throws {
    let log = try sarif(diagnostics())
    let results = try XCTUnwrap(
      (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    var lines = flowText.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
    let fixes = try results.filter { $0["fixes"] != nil }.map { try fix($0) }
    for fix in fixes.sorted(by: { ($0.line, $0.start) > ($1.line, $1.start) }) {
      lines[fix.line - 1].replaceSubrange(
        (fix.start - 1)..<(fix.end - 1), with: Array(fix.inserted.unicodeScalars))
    }
    let fixed = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    let after = FlowFrontEnd.load(SourceFile(path: "Shop.flow", text: fixed)).diagnostics
    XCTAssertEqual(after.map(\.rule), [.unknownAttribute], fixed)
  }

  /// In a flowc.json, diagnostics point at a string's quote: the fix replaces what is
  /// between the quotes, a key or a value.
  func testSARIFFixesInAConfig() throws {
    let config = """
      {
        "flows": "a.flow",
        "skeleton": "Sources",
        "options": {"format": "jsn"}
      }
      """
    let found = ProjectConfigDecoder.decode(
      SourceFile(path: "flowc.json", text: config), requiringFlows: false
    ).diagnostics.filter { $0.suggestion != nil }
    XCTAssertEqual(found.map(\.rule), [.configUnknownKey, .configType])
    let text = SARIFReport(sourceText: { _ in config }).render(found)
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let results = try XCTUnwrap(
      (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let lines = config.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
    var replaced: [String] = []
    for result in results {
      let replacement = try XCTUnwrap(
        ((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?
          .first?["replacements"] as? [[String: Any]])
      let region = try XCTUnwrap(replacement.first?["deletedRegion"] as? [String: Any])
      let line = try XCTUnwrap(region["startLine"] as? Int)
      let start = try XCTUnwrap(region["startColumn"] as? Int)
      let end = try XCTUnwrap(region["endColumn"] as? Int)
      replaced.append(String(String.UnicodeScalarView(lines[line - 1][(start - 1)..<(end - 1)])))
    }
    XCTAssertEqual(replaced, ["skeleton", "jsn"])
  }

  /// What a diagnostic's span covers, and what its fix replaces, by where it points.
  func testSourceSpans() {
    func spans(
      _ line: String, column: Int, rule: RuleID = .invalidValue, suggestion: Suggestion?
    ) -> (subject: String?, replaced: String?) {
      let diagnostic = Diagnostic.error(
        rule, "m", at: SourceLocation(file: "f", line: 1, column: column), suggestion: suggestion)
      let found = SourceSpan.spans(of: diagnostic, inLine: Substring(line))
      let scalars = Array(line.unicodeScalars)
      func text(_ span: SourceSpan?) -> String? {
        span.map {
          String(String.UnicodeScalarView(scalars[($0.startColumn - 1)..<($0.endColumn - 1)]))
        }
      }
      return (text(found.subject), text(found.replaced))
    }
    // An element: renamed only when self-closing, since an end tag would need it too.
    let element = spans(#"  <segeu id="a"/>"#, column: 3, suggestion: .element("segue"))
    XCTAssertEqual(element.subject, "<segeu")
    XCTAssertEqual(element.replaced, "segeu")
    XCTAssertNil(spans("  <segeu id=\"a\">", column: 3, suggestion: .element("segue")).replaced)
    // An unknown attribute is renamed; another attribute's problem replaces the value.
    let unknown = spans(
      #"<scene tittle="A">"#, column: 8, rule: .unknownAttribute, suggestion: .name("title"))
    XCTAssertEqual(unknown.subject, #"tittle="A""#)
    XCTAssertEqual(unknown.replaced, "tittle")
    XCTAssertEqual(
      spans(#"<segue to="detial"/>"#, column: 8, suggestion: .name("detail")).replaced, "detial")
    // An empty value: an empty region at its closing quote, where the fix inserts.
    let empty = spans(#"<segue to=""/>"#, column: 12, suggestion: .name("detail"))
    XCTAssertEqual(empty.subject, "")
    XCTAssertEqual(empty.replaced, "")
    // A replacement that is not plain text, or a place that reads as nothing known: no fix.
    XCTAssertNil(
      spans(
        #"<outlet type="[UILabel]"/>"#, column: 9,
        suggestion: Suggestion(
          replacement: "UILabel", display: #"type="UILabel" collection="true""#)
      ).replaced)
    XCTAssertNil(spans(#"<segue to="a"/>"#, column: 8, suggestion: .name("a\"b")).replaced)
    XCTAssertNil(spans("   ", column: 2, suggestion: .name("x")).subject)
    XCTAssertNil(spans("ab", column: 9, suggestion: .name("x")).subject)
  }

  func testSARIFPathsAndWholeFileProblems() throws {
    let unreadable = Diagnostic.error(
      .fileUnreadable, "no such file", at: .file("/work/app/My Flows/A.flow"))
    let log = try sarif([unreadable], base: "/work/app")
    let result = try XCTUnwrap(
      (log["runs"] as? [[String: Any]])?.first.flatMap { $0["results"] as? [[String: Any]] }?
        .first)
    let physical = try XCTUnwrap(
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    XCTAssertEqual(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "My%20Flows/A.flow")
    // Code scanning needs a start line: a problem of the whole file is at its first.
    XCTAssertEqual(
      (physical["region"] as? [String: Any])?.keys.sorted(), ["startLine"], "\(physical)")
    XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 1)
    XCTAssertEqual(SARIFReport.uri("/elsewhere/A.flow"), "file:///elsewhere/A.flow")
    XCTAssertEqual(
      SARIFReport.relative("/work/application/A.flow", to: "/work/app"),
      "/work/application/A.flow")
  }

  func testJUnitHasOneTestCasePerFileAndAFailurePerError() throws {
    let hostile = Diagnostic.error(
      .invalidValue, "bad \"title\" <b>&\u{202E}",
      at: SourceLocation(file: "B.flow", line: 2, column: 3))
    let warning = Diagnostic.warning(
      .unusedUnwindAction, "unused", at: SourceLocation(file: "C.flow", line: 1, column: 1))
    let inputs = ["Flows/Shop.flow", "B.flow", "C.flow", "Clean.flow"]
    let report = JUnitReport(suiteName: "flowc check", inputs: inputs).render(
      diagnostics() + [hostile, warning])
    XCTAssertFalse(report.unicodeScalars.contains("\u{202E}"), report)
    let read = XMLDocumentReader.read(SourceFile(path: "report.xml", text: report))
    let root = try XCTUnwrap(read.root, "\(read.diagnostics)\n\(report)")
    XCTAssertEqual(root.name, "testsuites")
    let suite = try XCTUnwrap(root.firstChild(named: "testsuite"))
    XCTAssertEqual(suite[attribute: "name"], "flowc check")
    XCTAssertEqual(suite[attribute: "tests"], "4")
    XCTAssertEqual(suite[attribute: "failures"], "2")
    let cases = suite.children(named: "testcase")
    XCTAssertEqual(cases.compactMap { $0[attribute: "name"] }, inputs)
    let shop = cases[0].children(named: "failure")
    XCTAssertEqual(
      shop.compactMap { $0[attribute: "type"] },
      ["unknown-attribute", "invalid-value", "unknown-reference"])
    XCTAssertTrue(shop[1][attribute: "message"]?.contains("did you mean 'show'?") ?? false)
    // The output lists every diagnostic, for viewers that show only the first failure.
    let output = cases[0].firstChild(named: "system-out")?.text ?? ""
    XCTAssertEqual(output.split(separator: "\n").count, 4, output)
    XCTAssertTrue(output.contains("[legacy-segue-kind]"), output)
    XCTAssertTrue(output.contains("[unknown-reference]"), output)
    let b = try XCTUnwrap(cases[1].children(named: "failure").first)
    XCTAssertEqual(b[attribute: "message"], "bad \"title\" <b>&\\u{202E}")
    XCTAssertEqual(b.text, "B.flow:2:3: error: bad \"title\" <b>&\\u{202E} [invalid-value]")
    XCTAssertTrue(cases[2].children(named: "failure").isEmpty, "a warning is no failure")
    XCTAssertEqual(
      cases[2].firstChild(named: "system-out")?.text,
      "C.flow:1:1: warning: unused [unused-unwind-action]")
    XCTAssertTrue(cases[3].children.isEmpty)
  }

  // MARK: - Reading SARIF

  /// The source text a result's region covers.
  func text(of result: [String: Any]) -> String? {
    guard
      let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        as? [String: Any], let region = physical["region"] as? [String: Any],
      let line = region["startLine"] as? Int, let start = region["startColumn"] as? Int,
      let end = region["endColumn"] as? Int
    else { return nil }
    return slice(line: line, start: start, end: end)
  }

  func slice(line: Int, start: Int, end: Int) -> String {
    let scalars = Array(flowText.components(separatedBy: "\n")[line - 1].unicodeScalars)
    return String(String.UnicodeScalarView(scalars[(start - 1)..<(end - 1)]))
  }

  struct Fix {
    var line: Int
    var start: Int
    var end: Int
    var deleted: String
    var inserted: String
  }

  func fix(_ result: [String: Any]) throws -> Fix {
    let fixes = try XCTUnwrap(result["fixes"] as? [[String: Any]], "\(result)")
    XCTAssertEqual(fixes.count, 1)
    let description = (fixes[0]["description"] as? [String: Any])?["text"] as? String
    XCTAssertFalse(description?.isEmpty ?? true)
    let changes = try XCTUnwrap(fixes[0]["artifactChanges"] as? [[String: Any]])
    XCTAssertEqual(
      (changes.first?["artifactLocation"] as? [String: Any])?["uri"] as? String,
      "Flows/Shop.flow")
    let replacement = try XCTUnwrap(
      (changes.first?["replacements"] as? [[String: Any]])?.first)
    let deleted = try XCTUnwrap(replacement["deletedRegion"] as? [String: Any])
    let line = try XCTUnwrap(deleted["startLine"] as? Int)
    XCTAssertEqual(deleted["endLine"] as? Int, line)
    let start = try XCTUnwrap(deleted["startColumn"] as? Int)
    let end = try XCTUnwrap(deleted["endColumn"] as? Int)
    let inserted = try XCTUnwrap(
      (replacement["insertedContent"] as? [String: Any])?["text"] as? String)
    return Fix(
      line: line, start: start, end: end, deleted: slice(line: line, start: start, end: end),
      inserted: inserted)
  }
}
