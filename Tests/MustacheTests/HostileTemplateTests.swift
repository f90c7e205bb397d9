import Foundation
import Mustache
import XCTest

/// Arbitrary template text must produce output or a `TemplateError`: never a crash, a hang
/// or a stack overflow.
final class HostileTemplateTests: XCTestCase {
  private let renderer = Renderer(
    repository: TemplateRepository(templates: [
      "p": "{{#a}}{{>p}}{{/a}}", "q": "{{<q}}{{$b}}{{>q}}{{/b}}{{/q}}", "r": "{{$b}}r{{/b}}",
    ]),
    missingPartialsAreEmpty: true)

  private let context: MustacheValue = [
    "a": [["a": []], true, "x"], "b": "<b>", "list": [1, 2, 3], "name": "r",
  ]

  /// Parses and renders `source`; only `TemplateError`s may come out.
  private func survive(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
      let template = try Template(source: source, path: "hostile")
      _ = try renderer.render(template, with: context)
    } catch {
      XCTAssertFalse(error.message.isEmpty, file: file, line: line)
      XCTAssertGreaterThan(error.line, 0, "\(error)", file: file, line: line)
    }
  }

  /// The templates of issue 18: a standalone tag after leading blanks, at the end of the
  /// template. They once made the optimised build write freed memory (DiscardedSliceCopyTests);
  /// here they must at least render right.
  func testStandaloneTagAfterLeadingBlanksEndingTheTemplate() throws {
    let cases = ["  {{!c}}": "", "=\n  {{=@ @=}}": "=\n", "  {{>none}}": ""]
    for (source, expected) in cases {
      let template = try Template(source: source, path: "t")
      XCTAssertEqual(try renderer.render(template, with: context), expected, source)
    }
  }

  func testTruncatedAndMalformedTags() {
    let sources = [
      "{{", "{{{", "{{=", "{{!", "{{#", "{{/", "{{>", "{{<", "{{$", "{{&", "{{^", "}}", "{{}}",
      "{{{x}}", "{{{x}", "{{=<% %>=}}<%", "{{=<% %>=}}<%x", "{{= =}}", "{{==}}", "{{=a b",
      "{{#a}}{{/a",
      "{{#a}}{{/b}}", "{{/a}}{{#a}}", "{{>*}}", "{{>**}}", "{{<*}}{{/*}}", "{{$}}",
      "{{! unclosed comment",
      "{{=| |=}}|#a||/a|", "{{=| |=}}||", "\u{0}{{\u{0}}}", "{{é}}", "{{#é}}{{/é}}",
      "\r\n{{#a}}\r\n{{/a}}\r",
      "{{<p}}{{<p}}{{/p}}{{/p}}", "{{<q}}{{/q}}", "{{>p}}", "{{$b}}{{$b}}{{/b}}{{/b}}",
      "{{<r}}{{$b}}{{$b}}x{{/b}}{{/b}}{{/r}}",
    ]
    for source in sources {
      survive(source)
    }
  }

  func testDeepNestingOfEveryKind() {
    for tag in ["#", "^", "<", "$"] {
      let open = String(repeating: "{{\(tag)x}}", count: 5_000)
      let close = String(repeating: "{{/x}}", count: 5_000)
      survive(open + close)
      survive(open)
      survive(close)
    }
  }

  func testRecursivePartialsAndParentsStop() {
    // `p` recurses while `a` is truthy; `q` extends itself.
    survive("{{>p}}")
    survive("{{<q}}{{/q}}")
  }

  func testManyTagsOnOneLineParseInLinearTime() throws {
    let source = String(repeating: "{{name}} ", count: 200_000)
    let start = Date()
    let template = try Template(source: source, path: "long")
    let output = try renderer.render(template, with: context)
    XCTAssertEqual(output.count, 400_000)
    XCTAssertLessThan(Date().timeIntervalSince(start), 20, "parsing should be linear")
  }

  func testRandomTemplates() {
    // Deterministic pseudo-random soup of Mustache fragments.
    var generator = SplitMix64(seed: 0x5EED)
    let fragments = [
      "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{>p}}", "{{>r}}",
      "{{<r}}",
      "{{/r}}", "{{$b}}", "{{=<% %>=}}", "<%", "%>", "<%={{ }}=%>", "{{!", "x", " ", "\n", "\r\n",
      "\t", "{{.}}", "{{list}}", "{{&b}}", "{{>*name}}", "é", "=", "{{a.b}}", "{{#list}}",
      "{{/list}}",
    ]
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 40)
      var source = ""
      for _ in 0..<count {
        source += fragments[Int(generator.next() % UInt64(fragments.count))]
      }
      survive(source)
    }
  }
}

/// A tiny deterministic random number generator, so failures reproduce.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
