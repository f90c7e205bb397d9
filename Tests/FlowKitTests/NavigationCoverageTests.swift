import FlowKit
import XCTest

/// Navigation traces read as hostile input, and what they exercised of a flow.
final class NavigationCoverageTests: FlowTestCase {
  func trace(_ text: String) -> TraceReader.Result {
    TraceReader.read(SourceFile(path: "trace.jsonl", text: text))
  }

  func testEventsAreReadLineByLine() {
    let result = trace(
      """
      {"flow":"FriendList","event":"segue","id":"showDetail"}

      {"id":"detail","event":"scene","flow":"FriendList","extra":1}\r
      {"flow":"FriendList","event":"unwind","id":"saveInput"}
      """)
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.events.map(\.kind), [.segue, .scene, .unwind])
    XCTAssertEqual(result.events.map(\.id), ["showDetail", "detail", "saveInput"])
    XCTAssertEqual(result.events.map(\.location.line), [1, 3, 4])
  }

  func testMalformedLinesAreErrorsAtTheirLine() {
    let result = trace(
      """
      {"flow":"FriendList","event":"segue","id":"showDetail"}
      not json
      ["flow"]
      {"flow":"FriendList","event":"push","id":"x"}
      {"flow":"FriendList","event":"segue","id":7}
      {"flow":"FriendList","event":"segue"}
      \(String(repeating: "x", count: TraceReader.maximumLineBytes + 1))
      """)
    XCTAssertEqual(result.events.count, 1)
    XCTAssertEqual(result.diagnostics.map(\.location.line), [2, 3, 4, 5, 6, 7])
    XCTAssertTrue(result.diagnostics.allSatisfy { $0.rule == .traceMalformed })
    XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .error })
    XCTAssertTrue(result.diagnostics[2].message.contains("not segue, unwind or scene"))
    XCTAssertTrue(result.diagnostics[3].message.contains("\"id\" is a number"))
    XCTAssertTrue(result.diagnostics[4].message.contains("no \"id\""))
    XCTAssertTrue(result.diagnostics[5].message.contains("more than a trace line's"))
  }

  func testAFloodOfBadLinesIsCutShortAndDeepNestingIsRefused() {
    let lines = Array(repeating: "garbage", count: 1000).joined(separator: "\n")
    let flood = trace(lines)
    XCTAssertEqual(flood.diagnostics.count, TraceReader.maximumProblems + 1)
    XCTAssertTrue(flood.diagnostics.last?.message.contains("980 more malformed lines") ?? false)
    let deep = trace(String(repeating: "[", count: 2000))
    XCTAssertEqual(deep.diagnostics.count, 1)
    XCTAssertEqual(deep.events, [])
    // Invalid UTF-8 and a NUL byte.
    let bytes = trace("x").events.isEmpty
    XCTAssertTrue(bytes)
    let binary = TraceReader.read(SourceFile(path: "t", bytes: [0xFF, 0xFE, 0x0A, 0x00]))
    XCTAssertEqual(binary.events, [])
    XCTAssertFalse(binary.diagnostics.isEmpty)
  }

  func testCoverageCountsEachItemAtItsPlaceAndWarnsAboutUnknownIds() throws {
    let text = flow(
      """
      <navigation id="main" root="master"/>
      <scene id="master">
        <button title="Show"><segue id="showDetail" kind="show" to="detail"/></button>
        <button title="Other"><segue id="showOther" kind="show" to="detail"/></button>
      </scene>
      <scene id="detail">
        <unwindAction name="done"/>
        <button title="Done"><unwind id="finish" action="done"/></button>
      </scene>
      """, name: "FriendList")
    let flow = try XCTUnwrap(load(text).flow)
    let events = trace(
      """
      {"flow":"FriendList","event":"scene","id":"master"}
      {"flow":"FriendList","event":"segue","id":"showDetail"}
      {"flow":"FriendList","event":"scene","id":"detail"}
      {"flow":"FriendList","event":"segue","id":"showDetial"}
      {"flow":"Elsewhere","event":"segue","id":"x"}
      """
    ).events
    let coverage = NavigationCoverage(flows: [("Flows/FriendList.flow", flow)], events: events)
    let report = try XCTUnwrap(coverage.flows.first)
    XCTAssertEqual(report.tally(.segue), .init(exercised: 1, total: 2))
    XCTAssertEqual(report.tally(.unwind), .init(exercised: 0, total: 1))
    XCTAssertEqual(report.tally(.scene), .init(exercised: 2, total: 2))
    XCTAssertEqual(report.missed.map(\.id), ["showOther", "finish"])
    XCTAssertEqual(report.missed.first?.location.line, 5)
    XCTAssertEqual(coverage.diagnostics.map(\.location.line), [4, 5])
    XCTAssertTrue(coverage.diagnostics.allSatisfy { $0.severity == .warning })
    XCTAssertEqual(coverage.diagnostics.first?.suggestion, .name("showDetail"))

    let text2 = CoverageRendering.text(coverage)
    XCTAssertTrue(
      text2.hasPrefix(
        "FriendList (Flows/FriendList.flow): segues 1/2 (50%), unwinds 0/1 (0%), scenes 2/2 (100%)\n"
      ),
      text2)
    XCTAssertTrue(
      text2.contains(
        "test.flow:5:25: note: segue 'showOther' of scene 'master' was never performed [coverage]\n"
      ), text2)
    let json = CoverageRendering.json(coverage, diagnostics: coverage.diagnostics)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let flows = try XCTUnwrap(object["flows"] as? [[String: Any]])
    XCTAssertEqual((flows.first?["segues"] as? [String: Int])?["total"], 2)
    XCTAssertEqual((flows.first?["missed"] as? [Any])?.count, 2)
    XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 2)
  }
}

extension NavigationCoverageTests {
  /// Unwinds without identifier from scenes of one class to one action, which the
  /// storyboard runtime cannot tell apart, are traced by the action's selector: each of
  /// them counts, and an unwind that is told apart (another class) does not.
  func testAnUnwindTracedByItsActionsSelectorCountsTheOnesNothingTellsApart() throws {
    let text = flow(
      """
      <scene id="list">
        <unwindAction name="done"/>
        <segue id="editA" kind="present" to="a"/>
        <segue id="editB" kind="present" to="b"/>
        <segue id="show" kind="present" to="c"/>
      </scene>
      <scene id="a" class="EditorViewController">
        <unwind id="doneA" identifier="" action="done"/>
      </scene>
      <scene id="b" class="EditorViewController">
        <unwind id="doneB" identifier="" action="done"/>
      </scene>
      <scene id="c" class="OtherViewController">
        <unwind id="doneC" identifier="" action="done"/>
      </scene>
      """, initial: "list", name: "Editors")
    let flow = try XCTUnwrap(load(text).flow)
    let events = trace(
      """
      {"flow":"Editors","event":"unwind","id":"done:"}
      {"flow":"Editors","event":"unwind","id":"save:"}
      """
    ).events
    let coverage = NavigationCoverage(flows: [("Editors.flow", flow)], events: events)
    let report = try XCTUnwrap(coverage.flows.first)
    XCTAssertEqual(
      report.items.filter { $0.kind == .unwind && $0.isExercised }.map(\.id), ["doneA", "doneB"])
    XCTAssertEqual(report.tally(.unwind), .init(exercised: 2, total: 3))
    // A selector that names no such unwinds is an unknown id, as any other.
    XCTAssertEqual(coverage.diagnostics.map(\.location.line), [2])
  }
}

extension NavigationCoverageTests {
  /// A hostile id in a trace shows escaped in the text report and the JSON one, and the
  /// JSON still reads back to the same id.
  func testAHostileIdIsEscapedInEveryFormat() throws {
    let flow = try XCTUnwrap(load(flow(#"<scene id="main"/>"#, name: "Demo")).flow)
    let events = trace("{\"flow\":\"Demo\",\"event\":\"scene\",\"id\":\"ma\u{202E}in\"}").events
    XCTAssertEqual(events.count, 1)
    let coverage = NavigationCoverage(flows: [("Demo.flow", flow)], events: events)
    let json = CoverageRendering.json(coverage, diagnostics: coverage.diagnostics)
    XCTAssertFalse(json.unicodeScalars.contains("\u{202E}"), json)
    XCTAssertTrue(json.contains("\\u202e"), json)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let diagnostic = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first)
    XCTAssertTrue((diagnostic["message"] as? String)?.contains("ma\u{202E}in") ?? false)
  }
}
