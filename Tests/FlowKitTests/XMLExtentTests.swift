import FlowKit
import XCTest

/// The reader's byte extents: what `flowc new` splices at, so they must be exact in every
/// way a file can be written.
final class XMLExtentTests: XCTestCase {
  /// The text of each element's start tag and of the whole element, in document order.
  func spans(_ bytes: [UInt8]) throws -> [(tag: String, whole: String)] {
    let (root, diagnostics) = XMLDocumentReader.read(SourceFile(path: "t.xml", bytes: bytes))
    XCTAssertEqual(diagnostics, [])
    var result: [(String, String)] = []
    func walk(_ element: XMLElement) {
      let extent = element.extent
      result.append(
        (
          String(decoding: bytes[extent.start..<extent.startTagEnd], as: UTF8.self),
          String(decoding: bytes[extent.start..<extent.end], as: UTF8.self)
        ))
      element.children.forEach(walk)
    }
    walk(try XCTUnwrap(root))
    return result
  }

  func testExtentsCoverTagsAndElementsExactly() throws {
    let text =
      "<?xml version='1.0'?>\r\n<a x='1'\r\n   y=\"&apos;\">\r\n\t<b/>\r\n  <c ></c >\r\n<d\r\n/><e>t<f/>u</e></a>"
    let found = try spans(Array(text.utf8))
    XCTAssertEqual(
      found.map(\.tag), ["<a x='1'\r\n   y=\"&apos;\">", "<b/>", "<c >", "<d\r\n/>", "<e>", "<f/>"])
    XCTAssertEqual(
      found.map(\.whole).dropFirst(),
      ["<b/>", "<c ></c >", "<d\r\n/>", "<e>t<f/>u</e>", "<f/>"])
    XCTAssertTrue(found[0].whole.hasSuffix("</a>"))
  }

  func testOffsetsCountAByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>\n  <b k=\"é\"/>\n</a>\n".utf8)
    let found = try spans(bytes)
    XCTAssertEqual(found.map(\.whole), ["<a>\n  <b k=\"é\"/>\n</a>", "<b k=\"é\"/>"])
  }
}
