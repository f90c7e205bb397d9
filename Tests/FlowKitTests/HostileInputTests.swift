import FlowKit
import Foundation
import XCTest

/// Inputs written to hurt: each must end in one clear diagnostic, fast, never a crash,
/// a hang, or a read of anything but the input itself.
final class HostileInputTests: FlowTestCase {
  func testExternalEntityIsNeverRead() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE flow [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
      <flow name="X" version="1" initial="a"><scene id="a" title="&x;"/></flow>
      """
    let result = load(text)
    XCTAssertNil(result.flow)
    XCTAssertEqual(findings(text), ["xml-doctype@2:1"])
    XCTAssertFalse(result.diagnostics.contains { $0.message.contains("root:") })
  }

  func testBillionLaughsStopsAtOnce() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "&lol;" : "&lol\(level - 1);"
      text += " <!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">\n"
    }
    text +=
      "]>\n<flow name=\"X\" version=\"1\" initial=\"a\"><scene id=\"a\" title=\"&lol9;\"/></flow>\n"
    let start = Date()
    XCTAssertEqual(findings(text), ["xml-doctype@2:1"])
    XCTAssertLessThan(Date().timeIntervalSince(start), 5, "the bomb must be refused, not expanded")
  }

  func testDeepNestingIsRefused() {
    let text =
      "<flow name=\"X\" version=\"1\" initial=\"a\">" + String(repeating: "<scene>", count: 20_000)
      + String(repeating: "</scene>", count: 20_000) + "</flow>"
    let result = load(text)
    XCTAssertNil(result.flow)
    XCTAssertEqual(result.diagnostics.map(\.rule), [.xmlTooDeep])
  }

  func testNulByte() {
    let source = SourceFile(
      path: "nul.flow", bytes: Array("<flow>\n ab".utf8) + [0] + Array("</flow>".utf8))
    let result = FlowFrontEnd.load(source)
    XCTAssertEqual(result.diagnostics.map(\.rule), [.xmlEncoding])
    XCTAssertEqual(
      result.diagnostics.first.map { [$0.location.line, $0.location.column] }, [2, 4])
  }

  func testInvalidUTF8() {
    let bytes =
      Array("<flow name=\"X".utf8) + [0xFF, 0xFE] + Array("\" version=\"1\" initial=\"a\"/>".utf8)
    let result = FlowFrontEnd.load(SourceFile(path: "bad.flow", bytes: bytes))
    XCTAssertNil(result.flow)
    XCTAssertEqual(result.diagnostics.map(\.rule), [.xmlEncoding])
    XCTAssertEqual(result.diagnostics.first?.location.line, 1)
    XCTAssertFalse(result.diagnostics[0].message.contains("\n"))
  }

  func testOtherEncodingsAreRefused() {
    let bytes =
      Array(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><flow name=\"X\" version=\"1\" initial=\"a\"/>"
          .utf8)
    XCTAssertEqual(
      FlowFrontEnd.load(SourceFile(path: "l.flow", bytes: bytes)).diagnostics.map(\.rule),
      [.xmlEncoding])
  }

  func testEmptyFile() {
    XCTAssertEqual(findings(""), ["xml-malformed@1:1"])
  }

  func testMissingPathAndDirectory() throws {
    let missing = FlowFrontEnd.load(path: "/nonexistent/flowc/x.flow")
    XCTAssertEqual(missing.diagnostics.map(\.rule), [.fileUnreadable])
    let directory = FlowFrontEnd.load(path: NSTemporaryDirectory())
    XCTAssertEqual(directory.diagnostics.map(\.rule), [.fileUnreadable])
    XCTAssertTrue(directory.diagnostics[0].message.contains("directory"))
  }

  func testUndeclaredEntity() {
    XCTAssertEqual(
      load(flow("<scene id=\"main\" title=\"&foo;\"/>")).diagnostics.map(\.rule), [.xmlMalformed])
  }

  func testThousandsOfDistinctNamesAreEachReportedByName() {
    // The reader keeps a small table of names; a file with far more distinct names than
    // it holds must still get every name right.
    let attributes = (0..<600).map { " a\($0)=\"\($0)\"" }.joined()
    let elements = (0..<300).map { "<e\($0)/>" }.joined()
    let text = flow("<scene id=\"main\"\(attributes)>\(elements)</scene>")
    let diagnostics = load(text).diagnostics
    let unknownAttributes = diagnostics.filter { $0.rule == .unknownAttribute }
    XCTAssertEqual(
      unknownAttributes.map(\.message),
      (0..<600).map { "unknown attribute 'a\($0)' on <scene>" })
    let unknownElements = diagnostics.filter { $0.rule == .unknownElement }
    XCTAssertEqual(
      unknownElements.map(\.message),
      (0..<300).map { "unknown element <e\($0)> inside <scene>" })
    XCTAssertEqual(
      Set(unknownAttributes.map(\.location.column)).count, 600, "each at its own column")
  }

  func testInjectionThroughTypeNamesIsRefused() {
    let text = flow(
      """
      <scene id="main">
        <outlet name="label" type="UILabel! { didSet { evil() } } //"/>
      </scene>
      """)
    assertReports(.invalidIdentifier, at: 3, 24, in: text)
  }
}
