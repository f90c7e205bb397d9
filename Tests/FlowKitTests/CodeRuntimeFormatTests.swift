import FlowKit
import XCTest

/// The format additions of the code runtime's look and creation: `<split collapse>`,
/// `<tab image systemImage selectedImage>`, `<cell style>` and `<scene init>`. Each
/// decodes, is written back, and bad values are errors at the attribute.
final class CodeRuntimeFormatTests: FlowTestCase {
  let everything = """
    <flow name="Shop" version="1" initial="tabs" runtime="code">
    <tabBar id="tabs">
      <tab to="split" title="Browse" systemImage="square.grid.2x2"/>
      <tab to="basket" title="Basket" image="Basket" selectedImage="BasketFilled"/>
    </tabBar>
    <split id="split" primary="list" secondary="item" style="doubleColumn" collapse="primary"/>
    <scene id="list" base="UITableViewController">
      <cell reuseID="Item" style="subtitle"/>
      <cell reuseID="Plain"/>
    </scene>
    <scene id="item" init="custom"/>
    <scene id="basket"/>
    </flow>
    """

  func testEveryAdditionDecodes() throws {
    let result = load(everything)
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
    let flow = try XCTUnwrap(result.flow)
    guard case .tabBar(let tabs) = flow.node(withID: "tabs") else { return XCTFail("tabs") }
    XCTAssertEqual(tabs.tabs.map(\.systemImageName), ["square.grid.2x2", nil])
    XCTAssertEqual(tabs.tabs.map(\.imageName), [nil, "Basket"])
    XCTAssertEqual(tabs.tabs.map(\.selectedImageName), [nil, "BasketFilled"])
    guard case .split(let split) = flow.node(withID: "split") else { return XCTFail("split") }
    XCTAssertEqual(split.collapse, .primary)
    let list = try XCTUnwrap(flow.scenes.first { $0.id == "list" })
    XCTAssertEqual(list.cells.map(\.style), [.subtitle, nil])
    XCTAssertEqual(flow.scenes.map(\.initializer), [.default, .custom, .default])
  }

  func testEveryAdditionIsWrittenBack() throws {
    let flow = try XCTUnwrap(load(everything).flow)
    let text = FlowWriter.write(flow)
    for written in [
      #"systemImage="square.grid.2x2""#, #"image="Basket""#, #"selectedImage="BasketFilled""#,
      #"collapse="primary""#, #"style="subtitle""#, #"init="custom""#,
    ] {
      XCTAssertTrue(text.contains(written), "\(written) in:\n\(text)")
    }
    XCTAssertFalse(text.contains(#"init="default""#), text)
    let again = try XCTUnwrap(load(text).flow)
    XCTAssertEqual(FlowWriter.write(again), text)
  }

  func testBadValuesAreErrorsAtTheAttribute() {
    let collapse = flow(
      "<split id=\"main\" primary=\"a\" secondary=\"b\" collapse=\"primery\"/>"
        + "<scene id=\"a\"/><scene id=\"b\"/>")
    XCTAssertEqual(
      assertReports(.invalidValue, at: 2, 54, in: collapse)?.suggestion, .name("primary"))
    let style = flow(
      "<scene id=\"main\" base=\"UITableViewController\"><cell reuseID=\"C\" style=\"subtitel\"/></scene>"
    )
    XCTAssertEqual(
      assertReports(.invalidValue, at: 2, 72, in: style)?.suggestion, .name("subtitle"))
    let images = flow(
      "<tabBar id=\"main\"><tab to=\"a\" image=\"A\" systemImage=\"star\"/></tabBar><scene id=\"a\"/>"
    )
    assertReports(.invalidValue, at: 2, 41, in: images)
  }
}
