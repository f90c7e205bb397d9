import FlowKit
import Foundation
import XCTest

/// Helpers for importer tests: import a fixture or inline storyboard text through the
/// whole front end, and find where things are in the text, so that expected lines and
/// columns follow the fixture when it is edited.
class StoryboardTestCase: XCTestCase {
  func fixtureText(_ name: String) throws -> String {
    try String(
      contentsOf: StoryboardFiles.fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  /// The front end's result for storyboard text (import, then check).
  func load(_ text: String, path: String = "Test.storyboard") -> FlowFrontEnd.Result {
    FlowFrontEnd.load(SourceFile(path: path, text: text))
  }

  func loadFixture(_ name: String) throws -> (text: String, result: FlowFrontEnd.Result) {
    let text = try fixtureText(name)
    return (text, load(text, path: name))
  }

  /// A storyboard around `scenes`, whose first scene starts on line 4.
  func storyboard(_ scenes: String, initial: String? = "vc-a", extra: String = "") -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch"\(initialAttribute)\(extra)>
      <scenes>
      \(scenes)
      </scenes>
      </document>

      """
  }

  /// A scene holding one view controller element (`<viewController …>` … `</…>`).
  func scene(_ controller: String, objects: String = "") -> String {
    "<scene sceneID=\"s\"><objects>\n\(controller)\n\(objects)\n</objects></scene>"
  }

  /// The 1-based line and column where `needle` first occurs in `text`.
  func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)
  {
    var seen = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var searchStart = line.startIndex
      while let range = line.range(of: needle, range: searchStart..<line.endIndex) {
        seen += 1
        if seen == occurrence {
          return (index + 1, line[..<range.lowerBound].unicodeScalars.count + 1)
        }
        searchStart = range.upperBound
      }
    }
    XCTFail("'\(needle)' is not in the text")
    return (0, 0)
  }

  /// Where the value of `name="value"` starts.
  func valuePosition(_ name: String, _ value: String, in text: String, occurrence: Int = 1) -> (
    line: Int, column: Int
  ) {
    let found = position(of: "\(name)=\"\(value)\"", in: text, occurrence: occurrence)
    return (found.line, found.column + name.count + 2)
  }

  /// Asserts that a warning of `rule` whose message contains `text` is reported at
  /// `position`, and returns it.
  @discardableResult
  func assertWarning(
    _ result: FlowFrontEnd.Result, containing text: String, at position: (line: Int, column: Int),
    rule: RuleID = .storyboardUnsupported, file: StaticString = #filePath, line: UInt = #line
  ) -> Diagnostic? {
    let matching = result.diagnostics.filter { $0.rule == rule && $0.message.contains(text) }
    XCTAssertEqual(
      matching.count, 1,
      "expected one \(rule.rawValue) containing '\(text)'; got:\n\(summary(result))", file: file,
      line: line)
    guard let diagnostic = matching.first else { return nil }
    XCTAssertEqual(diagnostic.severity, .warning, file: file, line: line)
    XCTAssertEqual(
      [diagnostic.location.line, diagnostic.location.column], [position.line, position.column],
      "where '\(text)' is reported", file: file, line: line)
    return diagnostic
  }

  func assertNoErrors(
    _ result: FlowFrontEnd.Result, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [], file: file,
      line: line)
  }

  func summary(_ result: FlowFrontEnd.Result) -> String {
    DiagnosticLog(result.diagnostics).sorted.map {
      "\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.rule.rawValue)] \($0.message)"
    }.joined(separator: "\n")
  }

  func scene(_ id: String, in flow: Flow?, file: StaticString = #filePath, line: UInt = #line)
    -> Scene?
  {
    guard let scene = flow?.node(withID: id)?.scene else {
      XCTFail(
        "no scene '\(id)' in \(flow.map { $0.nodes.map(\.id) } ?? [])", file: file, line: line)
      return nil
    }
    return scene
  }

  func segue(_ id: String, in scene: Scene?, file: StaticString = #filePath, line: UInt = #line)
    -> Segue?
  {
    guard let segue = scene?.segues.first(where: { $0.id == id }) else {
      XCTFail(
        "no segue '\(id)' in \(scene?.transitions.map(\.id) ?? [])", file: file, line: line)
      return nil
    }
    return segue
  }
}
