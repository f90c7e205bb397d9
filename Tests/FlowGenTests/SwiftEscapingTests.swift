import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// Free text from a flow lands in the generated code as exactly that text: quotes,
/// backslashes, newlines and `\(` cannot end a literal, interpolate or inject code.
final class SwiftEscapingTests: XCTestCase {
  /// `He said "\(x)"` and a newline, as an XML attribute writes them.
  static let hostileTitle = "He said \"\\(x)\"\n"
  static let hostileStoryboardID = #"Back\slash "quoted" \(id)"#

  static let flowSource = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Hostile" version="1" initial="nav">
      <navigation id="nav" root="list"/>
      <scene id="list" class="HostileListViewController" base="UITableViewController" title="He said &quot;\\(x)&quot;&#10;" storyboardID="Back\\slash &quot;quoted&quot; \\(id)">
        <cell reuseID="a &quot;cell&quot; \\(1)">
          <segue id="showEditor" identifier="Show &quot;It&quot; \\(now)" kind="show" to="editor"/>
        </cell>
        <cell reuseID="*/ // \\u{0}"/>
        <button title="&quot;); exit(1); (&quot;&#10;// x">
          <segue id="showOther" kind="show" to="editor"/>
        </button>
      </scene>
      <scene id="editor" class="HostileEditorViewController" base="UITableViewController" title="\\\\">
        <table>
          <section title="&quot;\\(section)&quot;&#9;" footer="line&#10;break">
            <row key="name" label="Na&quot;me\\" editor="text"/>
            <row key="kind" label="Kind" editor="picker" options="A&quot;|B\\|\\(c)"/>
          </section>
        </table>
      </scene>
    </flow>
    """

  func testLiteralsInTheGeneratedCodeSayExactlyTheFlowsText() throws {
    let flow = try SwiftFixtures.flow(source: Self.flowSource, path: "Hostile.flow")
    XCTAssertEqual(flow.scenes.first?.title, Self.hostileTitle)
    XCTAssertEqual(flow.scenes.first?.storyboardID, Self.hostileStoryboardID)
    let files = try SwiftFixtures.generate(flow, sourceFileName: "Hostile.flow")
    let machine = try XCTUnwrap(files["HostileListViewControllerBase.swift"])
    // An identifier is a raw value exactly as written.
    XCTAssertTrue(machine.contains(#"case showEditor = "Show \"It\" \\(now)""#), machine)
    let shared = try XCTUnwrap(files["HostileFlow.swift"])
    XCTAssertTrue(shared.contains(#"          value: "He said \"\\(x)\"\n","#), shared)
    XCTAssertTrue(shared.contains(#"= "Back\\slash \"quoted\" \\(id)""#), shared)
  }

  /// Swift itself reads every literal back as the original text.
  func testSwiftReadsEveryLiteralBackAsTheOriginalText() throws {
    let texts = [
      Self.hostileTitle, Self.hostileStoryboardID, "\\", "\"", "\\(", "\\\\(x)", "a\u{0}b",
      "tab\there", "cr\r", "bell\u{7}", "del\u{7F}", "rtl\u{202E}override", "ls\u{2028}ps\u{2029}",
      "zero\u{200B}width", "café 🦸‍♀️", "#\"raw\"#", "\"\"\"", "/* comment", "e\u{301}",
    ]
    var program = "let texts: [String] = [\n"
    for text in texts { program += "  \(SwiftLiteral.string(text)),\n" }
    program += """
      ]
      for text in texts {
        print(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }

      """
    let folder = try SwiftFixtures.temporaryFolder(self, "literals")
    let source = folder.appendingPathComponent("main.swift")
    try Data(program.utf8).write(to: source)
    let swiftc = try XCTUnwrap(SwiftTypeChecker.locateSwiftc(), "swiftc not found")
    let binary = folder.appendingPathComponent("literals")
    let compile = try ProcessRunner(
      executable: swiftc, arguments: ["-swift-version", "6", source.path, "-o", binary.path],
      timeout: 600
    ).run()
    XCTAssertTrue(compile.succeeded, compile.output)
    let run = try ProcessRunner(executable: binary, arguments: [], timeout: 60).run()
    let expected = texts.map { text in
      text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
    XCTAssertEqual(
      run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
        String.init), expected)
  }

  func testTheHostileFlowTypeChecksWithoutErrorOrWarning() throws {
    let flow = try SwiftFixtures.flow(source: Self.flowSource, path: "Hostile.flow")
    let files = try SwiftFixtures.generate(flow, sourceFileName: "Hostile.flow")
    let result = try SwiftTypeCheckTests.checker.get().typeCheck(sources: files)
    XCTAssertTrue(result.isClean, result.description)
  }

  func testCommentsNeverCarryALineBreakFromTheFlow() throws {
    let flow = try SwiftFixtures.flow(source: Self.flowSource, path: "Hostile.flow")
    for (name, text) in try SwiftFixtures.generate(flow, sourceFileName: "Hostile.flow") {
      for line in text.split(separator: "\n") where line.contains("exit(1)") {
        XCTAssertTrue(
          line.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
          "\(name): code outside a comment: \(line)")
      }
    }
  }
}
