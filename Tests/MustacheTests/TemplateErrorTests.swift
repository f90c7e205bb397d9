import Mustache
import XCTest

/// Every error the engine reports, with its exact message, line and column.
final class TemplateErrorTests: XCTestCase {
  private func parseError(_ source: String, file: StaticString = #filePath, line: UInt = #line)
    -> TemplateError?
  {
    do {
      _ = try Template(source: source, path: "test.mustache")
      XCTFail("expected a parse error", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  private func renderError(
    _ templates: [String: String], rendering name: String, context: MustacheValue = [:],
    file: StaticString = #filePath, line: UInt = #line
  ) -> TemplateError? {
    let renderer = Renderer(repository: TemplateRepository(templates: templates))
    do {
      let output = try renderer.render(named: name, with: context)
      XCTFail("expected a render error, got \(output.debugDescription)", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  private func assertError(
    _ error: TemplateError?, path: String = "test.mustache", line: Int, column: Int,
    message: String, file: StaticString = #filePath, testLine: UInt = #line
  ) {
    XCTAssertEqual(
      error, TemplateError(path: path, line: line, column: column, message: message),
      file: file, line: testLine)
  }

  // MARK: Structure

  func testUnclosedSectionIsReportedAtItsOpeningTag() {
    let source = "import UIKit\n\n  {{#scenes}}\n  {{name}}\n"
    assertError(
      parseError(source), line: 3, column: 3,
      message: "unclosed section 'scenes' opened at 3:3")
  }

  func testUnclosedInvertedSectionParentAndBlock() {
    assertError(
      parseError("{{^a}}"), line: 1, column: 1,
      message: "unclosed inverted section 'a' opened at 1:1")
    assertError(
      parseError("x\n{{<p}}"), line: 2, column: 1, message: "unclosed parent 'p' opened at 2:1")
    assertError(
      parseError("x {{$b}}"), line: 1, column: 3, message: "unclosed block 'b' opened at 1:3")
  }

  func testMismatchedClosingTag() {
    assertError(
      parseError("{{#a}}\n  text\n   {{/b}}"), line: 3, column: 4,
      message: "closing tag 'b' does not match open section 'a' opened at 1:1")
  }

  func testClosingTagWithNothingOpen() {
    assertError(
      parseError("one\ntwo {{/scenes}}"), line: 2, column: 5,
      message: "closing tag 'scenes' has no open section")
  }

  func testColumnsCountCharactersNotBytes() {
    assertError(
      parseError("héllo → {{/x}}"), line: 1, column: 9,
      message: "closing tag 'x' has no open section")
  }

  // MARK: Tags

  func testUnclosedTag() {
    assertError(
      parseError("Hello\n  {{name"), line: 2, column: 3,
      message: "unclosed tag: expected '}}' before the end of the template")
    assertError(
      parseError("{{{name}}"), line: 1, column: 1,
      message: "unclosed tag: expected '}}}' before the end of the template")
    assertError(
      parseError("abc{{"), line: 1, column: 4,
      message: "unclosed tag: expected '}}' before the end of the template")
  }

  func testUnclosedTagUsesTheCurrentDelimiters() {
    assertError(
      parseError("{{=<% %>=}}\n<% name"), line: 2, column: 1,
      message: "unclosed tag: expected '%>' before the end of the template")
  }

  func testEmptyTagName() {
    assertError(parseError("a {{ }}"), line: 1, column: 3, message: "empty tag name")
    assertError(parseError("a\n{{}}"), line: 2, column: 1, message: "empty tag name")
    assertError(parseError("{{#}}{{/}}"), line: 1, column: 1, message: "empty tag name")
    assertError(parseError("{{>  }}"), line: 1, column: 1, message: "empty tag name")
    assertError(parseError("{{{}}}"), line: 1, column: 1, message: "empty tag name")
  }

  func testMalformedNames() {
    assertError(
      parseError("{{first name}}"), line: 1, column: 1,
      message: "invalid tag name 'first name': names cannot contain whitespace")
    assertError(
      parseError("{{a..b}}"), line: 1, column: 1,
      message: "invalid name 'a..b': empty component in a dotted name")
  }

  // MARK: Set delimiters

  func testValidSetDelimiters() throws {
    let template = try Template(source: "{{=<% %>=}}<%x%>{{x}}", path: "t")
    let renderer = Renderer(repository: TemplateRepository(templates: [:]))
    XCTAssertEqual(try renderer.render(template, with: ["x": "1"]), "1{{x}}")
  }

  func testSetDelimiterWithOneDelimiter() {
    assertError(
      parseError("ok\n{{= x =}}"), line: 2, column: 1,
      message:
        "invalid set-delimiter tag '= x =': expected two delimiters separated by whitespace, such as {{=<% %>=}}"
    )
  }

  func testSetDelimiterWithThreeParts() {
    assertError(
      parseError("{{=<% % >=}}"), line: 1, column: 1,
      message:
        "invalid set-delimiter tag '=<% % >=': expected two delimiters separated by whitespace, such as {{=<% %>=}}"
    )
  }

  func testSetDelimiterContainingEquals() {
    assertError(
      parseError("{{=<= =>=}}"), line: 1, column: 1,
      message: "invalid set-delimiter tag '=<= =>=': delimiters cannot contain '='")
  }

  func testSetDelimiterAtEndOfFile() {
    assertError(
      parseError("{{="), line: 1, column: 1,
      message: "unclosed set-delimiter tag: expected '=}}' before the end of the template")
    assertError(
      parseError("{{=<% %>"), line: 1, column: 1,
      message: "unclosed set-delimiter tag: expected '=}}' before the end of the template")
  }

  func testOverlongDelimiter() {
    let long = String(repeating: "<", count: 40)
    XCTAssertEqual(
      parseError("{{=\(long) >=}}")?.message,
      "invalid set-delimiter tag '=\(long) >=': delimiters are limited to 32 bytes")
  }

  // MARK: Nesting

  func testNestingLimit() throws {
    let allowed =
      String(repeating: "{{#a}}", count: 256) + "x" + String(repeating: "{{/a}}", count: 256)
    let template = try Template(source: allowed, path: "t")
    let renderer = Renderer(repository: TemplateRepository(templates: [:]))
    XCTAssertEqual(try renderer.render(template, with: ["a": true]), "x")

    let tooDeep = String(repeating: "{{#a}}", count: 257)
    assertError(
      parseError(tooDeep), line: 1, column: 6 * 256 + 1,
      message: "section 'a' is nested too deeply (more than 256 levels)")
  }

  func testTenThousandNestedSectionsFailCleanly() {
    let source =
      String(repeating: "{{#a}}\n", count: 10_000) + String(repeating: "{{/a}}\n", count: 10_000)
    assertError(
      parseError(source), line: 257, column: 1,
      message: "section 'a' is nested too deeply (more than 256 levels)")
  }

  // MARK: Rendering

  func testMissingPartialIsAnErrorAtTheTag() {
    assertError(
      renderError(["main": "Hello\n  {{>footer}}\n"], rendering: "main"),
      path: "main", line: 2, column: 3, message: "partial 'footer' not found")
  }

  func testMissingPartialRendersEmptyWhenAllowed() throws {
    let renderer = Renderer(
      repository: TemplateRepository(templates: ["main": "a{{>footer}}b"]),
      missingPartialsAreEmpty: true)
    XCTAssertEqual(try renderer.render(named: "main", with: [:]), "ab")
  }

  func testMissingParentIsAnErrorAtTheTag() {
    assertError(
      renderError(["main": "x {{<base}}{{$a}}1{{/a}}{{/base}}"], rendering: "main"),
      path: "main", line: 1, column: 3, message: "parent 'base' not found")
  }

  func testMissingDynamicPartial() {
    assertError(
      renderError(["main": "{{>*kind}}"], rendering: "main", context: ["kind": "missing"]),
      path: "main", line: 1, column: 1, message: "partial 'missing' not found")
  }

  func testPartialCycle() {
    let templates = ["a": "A\n{{>b}}", "b": "B {{>a}}"]
    assertError(
      renderError(templates, rendering: "a"), path: "a", line: 2, column: 1,
      message: "partial cycle: a → b → a")
  }

  func testSelfInclusion() {
    assertError(
      renderError(["loop": "x{{>loop}}"], rendering: "loop"), path: "loop", line: 1, column: 2,
      message: "partial cycle: loop → loop")
  }

  func testParentCycle() {
    let templates = ["child": "{{<base}}{{/base}}", "base": "{{<child}}{{/child}}"]
    assertError(
      renderError(templates, rendering: "child"), path: "child", line: 1, column: 1,
      message: "partial cycle: child → base → child")
  }

  func testDataTerminatedRecursionWithinTheLimit() throws {
    // The leaf needs its own empty `children`: a missing key would be found further down
    // the context stack, in its parent, and recurse forever.
    var tree: MustacheValue = ["name": "leaf", "children": []]
    for level in 0..<40 {
      tree = ["name": .string("n\(level)"), "children": [tree]]
    }
    let renderer = Renderer(
      repository: TemplateRepository(templates: [
        "node": "{{name}}({{#children}}{{>node}}{{/children}})"
      ]))
    let output = try renderer.render(named: "node", with: tree)
    XCTAssertTrue(output.hasPrefix("n39(n38("))
    XCTAssertTrue(output.hasSuffix("leaf()" + String(repeating: ")", count: 40)))
  }

  /// Past the limit, a recursion that entered a section at every turn is not called a
  /// cycle: it may be following data, which a larger limit would let finish.
  func testDeepRecursionBeyondTheLimitIsNotCalledACycle() throws {
    var tree: MustacheValue = ["children": []]
    for _ in 0..<100 {
      tree = ["children": [tree]]
    }
    let templates = ["node": "{{#children}}<{{>node}}>{{/children}}"]
    let message = renderError(templates, rendering: "node", context: tree)?.message
    XCTAssertEqual(
      message,
      "partials nested more than 64 levels deep, repeating node → node inside sections: data nested that deep, or a section that finds the same value again further out in the context stack"
    )

    let patient = Renderer(
      repository: TemplateRepository(templates: templates), maximumPartialDepth: 200)
    let output = try patient.render(named: "node", with: tree)
    XCTAssertEqual(output, String(repeating: "<", count: 100) + String(repeating: ">", count: 100))
  }

  /// A section that finds the same list further out at every turn never ends either; it
  /// is named by the same message (no render can tell it from deep data in advance).
  func testASectionFindingTheSameListAgainStopsAtTheLimit() {
    let templates = ["a": "{{#items}}{{>b}}{{/items}}", "b": "[{{>a}}]"]
    let message = renderError(templates, rendering: "a", context: ["items": [1]])?.message
    XCTAssertEqual(
      message,
      "partials nested more than 64 levels deep, repeating a → b → a inside sections: data nested that deep, or a section that finds the same value again further out in the context stack"
    )
  }

  /// Entering an inverted section pushes no context, so a repetition through one is a cycle.
  func testARepetitionThroughAnInvertedSectionIsACycle() {
    let templates = ["a": "{{^missing}}{{>a}}{{/missing}}"]
    XCTAssertEqual(renderError(templates, rendering: "a")?.message, "partial cycle: a → a")
  }

  func testInvalidPartialNamesAreRejectedAtTheTag() {
    assertError(
      renderError(["main": "ok\n{{>../secret}}"], rendering: "main"), path: "main", line: 2,
      column: 1, message: "invalid partial name '../secret': names cannot contain '..'")
    assertError(
      renderError(["main": "{{>/etc/passwd}}"], rendering: "main"), path: "main", line: 1,
      column: 1,
      message:
        "invalid partial name '/etc/passwd': names must be relative to the template directory")
  }

  func testErrorInsidePartialIsLocatedInThePartial() {
    assertError(
      renderError(["main": "{{>inner}}", "inner": "ok\n {{#x}}"], rendering: "main"),
      path: "inner", line: 2, column: 2, message: "unclosed section 'x' opened at 2:2")
  }

  // MARK: Description

  func testDescriptionFormat() {
    let error = TemplateError(path: "swift/scene.mustache", line: 12, column: 3, message: "boom")
    XCTAssertEqual(error.description, "swift/scene.mustache:12:3: error: boom")
    XCTAssertEqual(
      TemplateError(path: "", line: 0, column: 0, message: "template 'x' not found").description,
      "error: template 'x' not found")
  }
}
