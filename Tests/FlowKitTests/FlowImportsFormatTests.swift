import FlowKit
import XCTest

/// `<flow imports>` *(extension)*: the modules of the types inputs and outputs name, which
/// flowc cannot tell from nested types (`ItemKit.Item`, `Friend.ID`). It decodes, is
/// written back, and anything but a module name is an error at the attribute.
final class FlowImportsFormatTests: FlowTestCase {
  func importing(_ imports: String) -> String {
    #"<flow name="Items" version="1" initial="detail" module="Items" imports="\#(imports)">"#
      + "\n"
      + #"<scene id="detail"><input name="item" type="ItemKit.Item"/></scene>"# + "\n</flow>\n"
  }

  func testTheModulesDecodeAsWritten() throws {
    let result = load(importing("ItemKit  ModelKit\tItemKit UIKit Items"))
    XCTAssertEqual(result.diagnostics.map(\.fullMessage), [])
    let flow = try XCTUnwrap(result.flow)
    XCTAssertEqual(flow.imports, ["ItemKit", "ModelKit", "ItemKit", "UIKit", "Items"])
    XCTAssertEqual(try XCTUnwrap(load(self.flow("<scene id=\"main\"/>")).flow).imports, [])
    XCTAssertEqual(try XCTUnwrap(load(importing("")).flow).imports, [])
  }

  func testTheModulesAreWrittenBack() throws {
    let flow = try XCTUnwrap(load(importing("ItemKit ModelKit")).flow)
    let text = FlowWriter.write(flow)
    XCTAssertTrue(text.contains(#"imports="ItemKit ModelKit""#), text)
    let again = try XCTUnwrap(load(text).flow)
    XCTAssertEqual(again.imports, ["ItemKit", "ModelKit"])
    XCTAssertEqual(FlowCanon.describe(again), FlowCanon.describe(flow))
    XCTAssertEqual(FlowWriter.write(again), text)
    // Nothing to import writes nothing.
    let plain = try XCTUnwrap(load(self.flow("<scene id=\"main\"/>")).flow)
    XCTAssertFalse(FlowWriter.write(plain).contains("imports"))
  }

  func testAnythingButAModuleNameIsAnErrorAtTheAttribute() throws {
    for bad in ["Item-Kit", "ItemKit,ModelKit", "class", "1Kit", "ItemKit.Sub", "Kit;exit(1)"] {
      let text = importing(bad)
      let diagnostic = assertReports(.invalidValue, at: 1, 64, in: text)
      XCTAssertTrue(
        diagnostic?.message.contains("'\(bad)' is not a Swift module name") ?? false,
        diagnostic?.message ?? bad)
      XCTAssertTrue(
        diagnostic?.message.contains(#"imports="ItemKit ModelKit""#) ?? false,
        diagnostic?.message ?? bad)
    }
    // Each bad name is reported, the good ones are not.
    XCTAssertEqual(
      findings(importing("ItemKit a-b c.d")), ["invalid-value@1:64", "invalid-value@1:64"])
  }

}
