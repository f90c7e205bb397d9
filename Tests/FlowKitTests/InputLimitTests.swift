import FlowKit
import Foundation
import XCTest

@testable import FlowXML

/// Issue 27, item 6: inputs that would keep libxml2 busy or fill memory are refused
/// before it sees them, each with its own diagnostic.
final class InputLimitTests: FlowTestCase {
  /// 200,000 attributes on one element: libxml2's pairwise duplicate check would take
  /// tens of seconds.
  func testAnElementWithTwoHundredThousandAttributesIsRefusedBeforeParsing() {
    var text = "<?xml version=\"1.0\"?>\n<flow name=\"X\" version=\"1\" initial=\"a\">\n  <scene"
    for index in 0..<200_000 { text += " a\(index)=\"v\"" }
    text += " id=\"a\"/>\n</flow>\n"
    XCTAssertEqual(findings(text), ["xml-too-many-attributes@3:3"])
    XCTAssertNil(load(text).flow)
  }

  func testTheLimitCountsAttributesOfStartTagsOnly() {
    let equalsSigns = String(repeating: "=", count: 50)
    let text = """
      <?xml version="1.0"?>
      <!-- \(equalsSigns) -->
      <?note \(equalsSigns) ?>
      <flow name="X" version="1" initial="a" note='\(equalsSigns)'>
        <scene id="a" title="\(equalsSigns)"/>
      </flow>
      """
    let source = SourceFile(path: "t.flow", text: text)
    XCTAssertNotNil(XMLDocumentReader.read(source, maximumAttributes: 4).root)
    XCTAssertEqual(
      XMLDocumentReader.read(source, maximumAttributes: 3).diagnostics.map(\.rule),
      [.xmlTooManyAttributes])
    XCTAssertEqual(
      XMLDocumentReader.read(source, maximumAttributes: 3).diagnostics.first?.location.line, 4)
  }

  func testAnInputLargerThanTheLimitIsNeverRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Big.flow").path
    try Data(repeating: UInt8(ascii: " "), count: 4096).write(to: URL(fileURLWithPath: path))
    guard case .failure(let diagnostic) = SourceFile.load(path: path, maximumSize: 4095) else {
      return XCTFail("a file past the limit was read")
    }
    XCTAssertEqual(diagnostic.rule, .fileTooLarge)
    XCTAssertTrue(diagnostic.message.contains("4095"), diagnostic.message)
    guard case .success = SourceFile.load(path: path, maximumSize: 4096) else {
      return XCTFail("a file at the limit was refused")
    }
    XCTAssertEqual(SourceFile.maximumSize, 64 << 20, "docs/security.md documents 64 MiB")
  }
}
