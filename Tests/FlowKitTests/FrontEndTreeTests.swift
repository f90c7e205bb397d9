import FlowKit
import XCTest

/// `FlowFrontEnd.load(keepTree:)` hands the caller the element tree it read, once, so that
/// `flowc check` can keep it until exit instead of freeing it element by element.
final class FrontEndTreeTests: XCTestCase {
  func testTheTreeReadIsHandedOverOnceAndTheResultIsUnchanged() throws {
    let text = """
      <flow name="Tree" version="1" initial="home">
        <scene id="home"><segue id="next" kind="show" to="detal"/></scene>
        <scene id="detail"/>
      </flow>
      """
    let source = SourceFile(path: "tree.flow", text: text)
    var trees: [XMLElement] = []
    let kept = FlowFrontEnd.load(source, keepTree: { trees.append($0) })
    let plain = FlowFrontEnd.load(source)
    XCTAssertEqual(trees.map(\.name), ["flow"])
    XCTAssertEqual(trees.first?.children.map { $0[attribute: "id"] }, ["home", "detail"])
    XCTAssertEqual(kept.diagnostics, plain.diagnostics)
    XCTAssertFalse(kept.diagnostics.isEmpty, "the misspelt destination is reported")
    XCTAssertEqual(kept.flow?.nodes.map(\.id), plain.flow?.nodes.map(\.id))
  }

  func testNoTreeIsHandedOverWhenNoneCouldBeRead() {
    var calls = 0
    let result = FlowFrontEnd.load(
      SourceFile(path: "broken.flow", text: "<flow name=\"B\" version=\"1\">"),
      keepTree: { _ in calls += 1 })
    XCTAssertEqual(calls, 0)
    XCTAssertTrue(result.hasErrors)
  }
}
