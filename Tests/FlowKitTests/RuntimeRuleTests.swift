import FlowKit
import Foundation
import XCTest

/// `<flow runtime>` and what only one runtime can do, reported at the element.
final class RuntimeRuleTests: FlowTestCase {
  func codeFlow(_ body: String) -> String {
    "<flow name=\"Test\" version=\"1\" initial=\"main\" runtime=\"code\">\n\(body)\n</flow>\n"
  }

  func testTheRuntimeDefaultsToStoryboardAndAcceptsCode() {
    XCTAssertEqual(load(flow("<scene id=\"main\"/>")).flow?.runtime, .storyboard)
    XCTAssertEqual(load(codeFlow("<scene id=\"main\"/>")).flow?.runtime, .code)
    let text =
      "<flow name=\"Test\" version=\"1\" initial=\"main\" runtime=\"cod\">\n"
      + "<scene id=\"main\"/>\n</flow>\n"
    let diagnostic = assertReports(.invalidValue, at: 1, 55, in: text)
    XCTAssertEqual(diagnostic?.suggestion, .name("code"))
  }

  func testAnEmbedNeedsAContainerInTheCodeRuntimeOnly() {
    let body = """
        <scene id="main">
        <segue id="embedChild" kind="embed" to="child"/>
      </scene>
      <scene id="child"/>
      """
    XCTAssertEqual(findings(flow(body)), [])
    assertReports(.runtimeUnsupported, at: 3, 26, in: codeFlow(body))
  }

  func testAContainerNamesAnOutletOfTheSource() {
    let body = """
        <scene id="main">
        <outlet name="slot" type="UIView"/>
        <segue id="embedChild" kind="embed" to="child" container="slott"/>
      </scene>
      <scene id="child"/>
      """
    let diagnostic = assertReports(.unknownReference, at: 4, 50, in: codeFlow(body))
    XCTAssertEqual(diagnostic?.suggestion, .name("slot"))
    XCTAssertEqual(findings(codeFlow(body.replacingOccurrences(of: "slott", with: "slot"))), [])
  }

  /// A clean check promises code that compiles: a base known to have no `init()` needs
  /// `init="custom"` in the code runtime (`SceneBaseInitializers`); a base whose
  /// initialiser is known, a hosting controller and an app's own base do not.
  func testABaseWithoutInitNeedsACustomInitializerInTheCodeRuntime() {
    let share = "<scene id=\"main\" base=\"UIActivityViewController\"/>"
    XCTAssertEqual(findings(flow(share)), [])
    XCTAssertEqual(findings(codeFlow(share)), ["runtime-unsupported@2:18"])
    XCTAssertEqual(
      findings(codeFlow("<scene id=\"main\" base=\"UIActivityViewController\" init=\"custom\"/>")),
      [])
    for base in [
      "UIPageViewController", "UIHostingController&lt;ItemView&gt;", "AppViewController",
    ] {
      XCTAssertEqual(findings(codeFlow("<scene id=\"main\" base=\"\(base)\"/>")), [], base)
    }
    let wrong = codeFlow("<scene id=\"main\" init=\"cusom\"/>")
    XCTAssertEqual(assertReports(.invalidValue, at: 2, 24, in: wrong)?.suggestion, .name("custom"))
  }

  /// The classic split launches an iPhone on a bare secondary; the column style, the code
  /// runtime's default, does not.
  func testAClassicSplitWithABareSecondaryIsAWarningInTheCodeRuntime() {
    let body = """
      <split id="main" primary="list" secondary="detail" style="unspecified"/>
      <scene id="list"/>
      <scene id="detail"/>
      """
    XCTAssertEqual(findings(codeFlow(body)), ["runtime-unsupported@2:52"])
    XCTAssertEqual(findings(flow(body)), [])
    XCTAssertEqual(
      findings(codeFlow(body.replacingOccurrences(of: " style=\"unspecified\"", with: ""))), [])
  }

  /// A button's `UIAction` gives its action no `UIEvent`: the code runtime refuses a
  /// button or bar button sending a selector that takes one, at the selector, with the
  /// one-argument selector as fix-it. An action no button sends is the app's to call.
  func testAButtonCannotSendAnEventInTheCodeRuntime() {
    let body = """
        <scene id="main">
        <action name="tapped" selector="tapped:forEvent:" sender="UIButton"/>
        <action name="dragged" selector="dragged:forEvent:" sender="UIControl"/>
        <action name="reset" selector="reset"/>
        <button title="Tap" action="tapped"/>
        <barButton system="refresh" action="reset"/>
      </scene>
      """
    XCTAssertEqual(findings(flow(body)), [])
    let diagnostic = assertReports(.runtimeUnsupported, at: 3, 25, in: codeFlow(body))
    XCTAssertEqual(diagnostic?.suggestion, .name("tapped:"))
    let button = "  <button title=\"Tap\" action=\"tapped\"/>\n"
    XCTAssertEqual(findings(codeFlow(body.replacingOccurrences(of: button, with: ""))), [])
    let barButton = body.replacingOccurrences(of: button, with: "")
      .replacingOccurrences(of: "action=\"reset\"", with: "action=\"tapped\"")
    XCTAssertEqual(findings(codeFlow(barButton)), ["runtime-unsupported@3:25"])
  }

  func testGesturesNeedAStoryboard() {
    let body = """
        <scene id="main">
        <action name="tapped"/>
        <gesture kind="tapGestureRecognizer" action="tapped"/>
        <gesture kind="swipeGestureRecognizer">
          <segue id="showNext" kind="present" to="next"/>
        </gesture>
      </scene>
      <scene id="next"/>
      """
    XCTAssertEqual(findings(flow(body)), [])
    XCTAssertEqual(
      findings(codeFlow(body)), ["runtime-unsupported@4:40", "runtime-unsupported@6:5"])
  }

  func testTheCodeRuntimesMembersAreReserved() {
    let body = """
        <scene id="main">
        <outlet name="scenes" type="UILabel"/>
      </scene>
      """
    XCTAssertEqual(findings(flow(body)), [])
    assertReports(.memberConflict, at: 3, 11, in: codeFlow(body))
  }

  func testTheConfigOverridesTheFlowsRuntime() {
    let result = FlowFrontEnd.load(
      SourceFile(path: "test.flow", text: flow("<scene id=\"main\"/>")), runtime: .code)
    XCTAssertEqual(result.flow?.runtime, .code)
  }

  func testCellSelectionIsWiredOnlyInTableAndCollectionControllers() {
    let body = """
        <scene id="main">
        <cell reuseID="Cell">
          <segue id="showNext" kind="present" to="next"/>
        </cell>
      </scene>
      <scene id="next"/>
      """
    XCTAssertEqual(findings(flow(body)), [])
    assertReports(.runtimeUnsupported, at: 4, 5, in: codeFlow(body), severity: .warning)
    let table = body.replacingOccurrences(
      of: "<scene id=\"main\">", with: "<scene id=\"main\" base=\"UITableViewController\">")
    XCTAssertEqual(findings(codeFlow(table)), [])
  }
}
