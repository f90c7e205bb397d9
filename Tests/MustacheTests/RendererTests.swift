import Dispatch
import Mustache
import XCTest

/// Rendering behaviour beyond the spec: reuse, escaping modes, value formatting,
/// indentation for code generation and inheritance.
final class RendererTests: XCTestCase {
  private func render(
    _ source: String, _ context: MustacheValue, partials: [String: String] = [:],
    escaping: Escaping = .html
  ) throws -> String {
    let renderer = Renderer(repository: TemplateRepository(templates: partials), escaping: escaping)
    return try renderer.render(Template(source: source, path: "test"), with: context)
  }

  func testTemplateRendersIdenticallyWhenReused() throws {
    let template = try Template(
      source: "{{#items}}\n- {{name}}{{#last}}.{{/last}}\n{{/items}}{{>footer}}", path: "list")
    let renderer = Renderer(repository: TemplateRepository(templates: ["footer": "({{count}})\n"]))
    let context: MustacheValue = [
      "count": 2, "items": [["name": "a"], ["name": "<b>", "last": true]],
    ]
    let first = try renderer.render(template, with: context)
    let second = try renderer.render(template, with: context)
    XCTAssertEqual(first, "- a\n- &lt;b&gt;.\n(2)\n")
    XCTAssertEqual(first, second)
    XCTAssertEqual(try renderer.render(template, with: ["count": 0, "items": []]), "(0)\n")
  }

  func testEscapingModes() throws {
    let context: MustacheValue = ["code": "a < b && c > \"d\" 'e'"]
    let source = "{{code}}|{{{code}}}|{{&code}}"
    XCTAssertEqual(
      try render(source, context, escaping: .html),
      "a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e'|a < b && c > \"d\" 'e'|a < b && c > \"d\" 'e'")
    XCTAssertEqual(
      try render(source, context, escaping: .none),
      "a < b && c > \"d\" 'e'|a < b && c > \"d\" 'e'|a < b && c > \"d\" 'e'")
  }

  func testEscapingAppliesInsidePartials() throws {
    let partials = ["p": "{{v}}"]
    XCTAssertEqual(try render("{{>p}}", ["v": "<&>"], partials: partials, escaping: .none), "<&>")
    XCTAssertEqual(try render("{{>p}}", ["v": "<&>"], partials: partials), "&lt;&amp;&gt;")
  }

  func testScalarFormatting() throws {
    let context: MustacheValue = [
      "int": 42, "negative": -7, "double": 1.21, "whole": 2.0, "yes": true, "no": false,
      "nothing": nil, "list": [1, "two", 3.5, ["nested"]], "object": ["a": 1],
    ]
    XCTAssertEqual(
      try render(
        "{{int}} {{negative}} {{double}} {{whole}} {{yes}} {{no}} [{{nothing}}] {{list}} [{{object}}]",
        context),
      "42 -7 1.21 2.0 true false [] 1,two,3.5, []")
  }

  func testTruthiness() throws {
    let source = "{{#v}}T{{/v}}{{^v}}F{{/v}}"
    let cases: [(MustacheValue, String)] = [
      (nil, "F"), (false, "F"), ([], "F"), (true, "T"), ("", "T"), (0, "T"), (0.0, "T"),
      ([:], "T"), (["x"], "T"),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(try render(source, ["v": value]), expected, "\(value)")
    }
    XCTAssertEqual(try render(source, [:]), "F", "missing key")
  }

  func testSectionPushesScalarsAndObjects() throws {
    XCTAssertEqual(try render("{{#name}}<{{.}}>{{/name}}", ["name": "x&y"]), "<x&amp;y>")
    XCTAssertEqual(
      try render(
        "{{#scene}}{{id}} in {{flow}}{{/scene}}", ["flow": "Main", "scene": ["id": "s1"]]),
      "s1 in Main")
  }

  func testDottedNamesAndImplicitIterator() throws {
    let context: MustacheValue = ["a": ["b": ["c": "deep"]], "list": ["x", "y"]]
    XCTAssertEqual(
      try render("{{a.b.c}} {{#list}}{{.}}{{/list}} {{a.missing.c}}.", context), "deep xy .")
  }

  // MARK: Indentation

  func testStandalonePartialIndentsEveryLine() throws {
    let partials = [
      "members": "{{#members}}\nlet {{name}}: {{type}}\n{{/members}}",
      "type": "struct {{name}} {\n  {{>members}}\n}\n",
    ]
    let context: MustacheValue = [
      "name": "Scene",
      "members": [["name": "id", "type": "String"], ["name": "count", "type": "Int"]],
    ]
    XCTAssertEqual(
      try render(
        "enum Namespace {\n  {{>type}}\n}\n", context, partials: partials, escaping: .none),
      "enum Namespace {\n  struct Scene {\n    let id: String\n    let count: Int\n  }\n}\n")
  }

  func testIndentationSkipsBlankLinesAndValueLineBreaks() throws {
    let partials = ["body": "a\n\n{{text}}\nb\n"]
    XCTAssertEqual(
      try render("{\n    {{>body}}\n}", ["text": "x\ny"], partials: partials),
      "{\n    a\n\n    x\ny\n    b\n}")
  }

  // MARK: Inheritance

  func testParentBlocksIndentOverridingContent() throws {
    let partials = [
      "base": """
      final class {{name}} {
        {{$members}}
        // no members
        {{/members}}
      }

      """
    ]
    let child = """
      {{<base}}
      {{$members}}
      let a = 1
      let b = 2
      {{/members}}
      {{/base}}
      """
    XCTAssertEqual(
      try render(child, ["name": "Scene"], partials: partials),
      "final class Scene {\n  let a = 1\n  let b = 2\n}\n")
    XCTAssertEqual(
      try render("{{<base}}{{/base}}", ["name": "Scene"], partials: partials),
      "final class Scene {\n  // no members\n}\n")
  }

  func testBlockArgumentsSeeTheParentsContext() throws {
    let partials = ["list": "{{#items}}{{$item}}{{.}}{{/item}};{{/items}}"]
    XCTAssertEqual(
      try render(
        "{{<list}}{{$item}}[{{.}}]{{/item}}{{/list}}", ["items": [1, 2]], partials: partials),
      "[1];[2];")
  }

  // MARK: Dynamic names

  func testDynamicPartialsAndParents() throws {
    let partials = ["cell": "<{{title}}>", "base": "({{$b}}default{{/b}})"]
    let context: MustacheValue = ["kind": "cell", "title": "T", "layout": "base"]
    XCTAssertEqual(
      try render(
        "{{>*kind}} {{<*layout}}{{$b}}custom{{/b}}{{/*layout}}", context, partials: partials),
      "<T> (custom)")
    XCTAssertEqual(try render("[{{>*unknown}}]", context, partials: partials), "[]")
  }

  // MARK: Concurrency

  func testConcurrentRendersShareOneRepository() throws {
    let repository = TemplateRepository(templates: [
      "main": "{{#items}}{{>item}}{{/items}}", "item": "{{.}},",
    ])
    let renderer = Renderer(repository: repository)
    let expected = (0..<50).map { "\($0)," }.joined()
    let context: MustacheValue = ["items": .array((0..<50).map { .int($0) })]
    let results = ResultBox(count: 16)
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      results.set(index, (try? renderer.render(named: "main", with: context)) ?? "failed")
    }
    XCTAssertEqual(results.values, Array(repeating: expected, count: 16))
  }
}

/// Collects results from concurrent work.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String]

  init(count: Int) {
    storage = Array(repeating: "", count: count)
  }

  func set(_ index: Int, _ value: String) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
