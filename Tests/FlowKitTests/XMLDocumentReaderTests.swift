import FlowKit
import XCTest

final class XMLDocumentReaderTests: XCTestCase {
  func read(_ text: String) -> (root: XMLElement?, diagnostics: [Diagnostic]) {
    XMLDocumentReader.read(SourceFile(path: "t.xml", text: text))
  }

  func testElementAndAttributeLocationsAreExact() throws {
    let (root, diagnostics) = read("<a>\n  <b x=\"1\"   y='2'/>\n\t<c\n    z=\"3\"/></a>")
    XCTAssertEqual(diagnostics, [])
    let a = try XCTUnwrap(root)
    XCTAssertEqual(a.location.line, 1)
    XCTAssertEqual(a.location.column, 1)
    let b = a.children[0]
    XCTAssertEqual([b.location.line, b.location.column], [2, 3])
    XCTAssertEqual(b.attributes.map(\.name), ["x", "y"])
    XCTAssertEqual([b.attributes[0].location.line, b.attributes[0].location.column], [2, 6])
    XCTAssertEqual([b.attributes[0].valueLocation.column], [9])
    XCTAssertEqual([b.attributes[1].location.column], [14])
    let c = a.children[1]
    XCTAssertEqual([c.location.line, c.location.column], [3, 2])
    XCTAssertEqual([c.attributes[0].location.line, c.attributes[0].location.column], [4, 5])
  }

  func testColumnsCountCharactersNotBytes() throws {
    let (root, _) = read("<a t=\"héllo wörld\" u=\"1\"/>")
    let u = try XCTUnwrap(root?.attribute("u"))
    XCTAssertEqual(u.location.column, 20)
  }

  func testASCIIAndNonASCIILinesMixed() throws {
    // Columns on all-ASCII lines are offsets; lines with UTF-8 sequences are counted.
    let (root, _) = read("<a>\n<b é=\"ü\" c=\"1\"/>\n<d e=\"2\"/>\n<f g=\"😀\" h=\"3\"/></a>")
    let a = try XCTUnwrap(root)
    XCTAssertEqual(
      a.children[0].attribute("c").map { [$0.location.line, $0.location.column] }, [2, 10])
    XCTAssertEqual(
      a.children[1].attribute("e").map { [$0.location.line, $0.location.column] }, [3, 4])
    XCTAssertEqual(
      a.children[2].attribute("h").map { [$0.location.line, $0.location.column] }, [4, 10])
    XCTAssertEqual(a.children[2].attribute("h")?.valueLocation.column, 13)
  }

  func testAttributesAroundNamespaceDeclarationsAreLocated() throws {
    // libxml2 leaves namespace declarations out of an element's attributes; the others
    // must still be matched with where they are written.
    let text =
      "<a xmlns:k=\"urn:k\">\n<b x=\"1\" xmlns:m=\"urn:m\" m:y=\"2\"   k:z=\"3\" w=\"4\"/></a>"
    let (root, diagnostics) = read(text)
    XCTAssertEqual(diagnostics, [])
    let b = try XCTUnwrap(root?.children.first)
    XCTAssertEqual(b.attributes.map(\.name), ["x", "m:y", "k:z", "w"])
    XCTAssertEqual(b.attributes.map(\.location.column), [4, 26, 36, 44])
    XCTAssertEqual(b.attributes.map(\.valueLocation.column), [7, 31, 41, 47])
  }

  func testLocationsOnOneVeryLongLine() throws {
    let elements = String(repeating: "<s id=\"x\"/>", count: 5_000)
    let (root, _) = read("<a>" + elements + "</a>")
    let last = try XCTUnwrap(root?.children.last)
    XCTAssertEqual(last.location.line, 1)
    XCTAssertEqual(last.location.column, 4 + 11 * 4_999)
    XCTAssertEqual(last.attributes[0].location.column, 4 + 11 * 4_999 + 3)
  }

  func testPredefinedEntitiesAndCharacterReferencesAreDecoded() throws {
    let (root, diagnostics) = read("<a t=\"A &amp; B &#38; C &lt;&gt; &quot;&#x41;\"/>")
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(root?[attribute: "t"], "A & B & C <> \"A")
  }

  func testTextIsKeptWithItsLocation() throws {
    let (root, _) = read("<a>\n  <b>  hi</b></a>")
    let b = try XCTUnwrap(root?.children.first)
    XCTAssertEqual(b.text, "  hi")
    XCTAssertEqual(b.textLocation.map { [$0.line, $0.column] }, [2, 8])
    XCTAssertNil(root?.text)
  }

  func testMalformedXMLIsOneDiagnosticAtLibxml2sPlace() throws {
    let (root, diagnostics) = read("<a>\n  <b>\n</a>")
    XCTAssertNil(root)
    XCTAssertEqual(diagnostics.count, 1)
    XCTAssertEqual(diagnostics[0].rule, .xmlMalformed)
    XCTAssertEqual(diagnostics[0].location.line, 3)
    XCTAssertTrue(
      diagnostics[0].message.hasPrefix("opening and ending tag mismatch"), diagnostics[0].message)
    XCTAssertFalse(diagnostics[0].message.contains("\n"))
  }
}
