import FlowKit
import XCTest

/// `<cell reuseID="">`: a cell without reuse identifier (nearly always a static cell of a
/// static table, carrying a segue). UIKit knows it by no string, so flowc invents none.
final class StaticCellTests: StoryboardTestCase {
  let staticTable = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Settings" version="1" initial="main">
      <navigation id="main" root="settings"/>
      <scene id="settings" base="UITableViewController">
        <cell reuseID=""/>
        <cell reuseID="">
          <segue id="showAbout" identifier="" kind="show" to="about"/>
        </cell>
        <cell reuseID="" class="LicenseCell">
          <segue id="showLicense" kind="show" to="about"/>
        </cell>
        <cell reuseID="Cell"/>
      </scene>
      <scene id="about"/>
    </flow>

    """

  func decode(_ text: String, path: String = "test.flow") -> FlowFrontEnd.Result {
    FlowFrontEnd.load(SourceFile(path: path, text: text))
  }

  func testSeveralCellsWithoutReuseIDAreCleanAndEachFiresItsOwn() throws {
    let result = decode(staticTable)
    XCTAssertEqual(result.diagnostics.map(\.fullMessage), [])
    let settings = try XCTUnwrap(scene("settings", in: result.flow))
    XCTAssertEqual(settings.cells.map(\.reuseID), [nil, nil, nil, "Cell"])
    XCTAssertEqual(
      Cell.triggers(of: settings.cells),
      [.staticCell(index: 0), .staticCell(index: 1), .staticCell(index: 2), .cell(reuseID: "Cell")])
    XCTAssertEqual(segue("showAbout", in: settings)?.trigger, .staticCell(index: 1))
    XCTAssertEqual(segue("showLicense", in: settings)?.trigger, .staticCell(index: 2))
  }

  func testOmittedReuseIDIsStillAnError() {
    let text = staticTable.replacingOccurrences(of: "<cell reuseID=\"\"/>", with: "<cell/>")
    let result = decode(text)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.rule.rawValue)@\($0.location.line)" },
      ["missing-attribute@5"])
  }

  func testDuplicateReuseIDsAreStillErrors() {
    let text = staticTable.replacingOccurrences(
      of: "<cell reuseID=\"Cell\"/>", with: "<cell reuseID=\"Cell\"/><cell reuseID=\"Cell\"/>")
    XCTAssertEqual(
      decode(text).diagnostics.map { "\($0.rule.rawValue)@\($0.location.line)" },
      ["duplicate-reuse-id@12"])
  }

  /// The code runtime registers and dequeues cells by their reuse identifiers; a static
  /// cell exists only in a storyboard.
  func testCodeRuntimeRejectsACellWithoutReuseID() {
    let text = staticTable.replacingOccurrences(
      of: "initial=\"main\">", with: "initial=\"main\" runtime=\"code\">")
    let result = decode(text)
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(
      errors.map { "\($0.rule.rawValue)@\($0.location.line):\($0.location.column)" },
      ["runtime-unsupported@5:11", "runtime-unsupported@6:11", "runtime-unsupported@9:11"])
    XCTAssertTrue(errors[0].message.contains("reuseID=\"\""), errors[0].message)
  }

  /// Written back, each cell keeps its own segue, also after a cell without one.
  func testWriterWritesAnEmptyReuseIDAndKeepsEachSegueOnItsCell() throws {
    let flow = try XCTUnwrap(decode(staticTable).flow)
    let text = FlowWriter.write(flow)
    XCTAssertTrue(text.contains("<cell reuseID=\"\"/>"), text)
    XCTAssertTrue(text.contains("<cell reuseID=\"\">\n"), text)
    XCTAssertTrue(text.contains("<cell reuseID=\"\" class=\"LicenseCell\">"), text)
    let again = try XCTUnwrap(scene("settings", in: decode(text).flow))
    XCTAssertEqual(again.cells.map(\.reuseID), [nil, nil, nil, "Cell"])
    XCTAssertEqual(segue("showAbout", in: again)?.trigger, .staticCell(index: 1))
    XCTAssertEqual(segue("showLicense", in: again)?.trigger, .staticCell(index: 2))
  }

  let staticStoryboardScenes = """
    <scene sceneID="s1"><objects>
    <tableViewController id="vc-a" customClass="SettingsViewController" sceneMemberID="viewController">
    <tableView key="view" dataMode="static" style="grouped" id="tv"><sections>
    <tableViewSection id="sec"><cells>
    <tableViewCell id="c-plain"><tableViewCellContentView key="contentView" id="cv0"><subviews><label text="Plain" id="l0"/></subviews></tableViewCellContentView></tableViewCell>
    <tableViewCell id="c-about"><tableViewCellContentView key="contentView" id="cv1"><subviews><label text="About" id="l1"/></subviews></tableViewCellContentView>
    <connections><segue destination="vc-b" kind="show" id="s-about"/></connections></tableViewCell>
    <tableViewCell id="c-license" customClass="LicenseCell"><tableViewCellContentView key="contentView" id="cv2"><subviews><label text="License" id="l2"/></subviews></tableViewCellContentView>
    <connections><segue destination="vc-b" kind="show" identifier="showLicense" id="s-license"/></connections></tableViewCell>
    </cells></tableViewSection>
    </sections></tableView>
    </tableViewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
    <viewController id="vc-b" customClass="AboutViewController" sceneMemberID="viewController"/>
    </objects></scene>
    """

  /// A static cell needs no reuse identifier, so it is imported without one and without
  /// a warning; nothing is derived from its text.
  func testImportedStaticCellsHaveNoReuseIDAndNoWarning() throws {
    let result = load(storyboard(staticStoryboardScenes))
    assertNoErrors(result)
    XCTAssertFalse(
      result.diagnostics.contains { $0.message.contains("reuse identifier") }, summary(result))
    let settings = try XCTUnwrap(scene("settings", in: result.flow))
    XCTAssertEqual(settings.cells.map(\.reuseID), [nil, nil])
    XCTAssertEqual(settings.cells.map(\.className), [nil, "LicenseCell"])
    XCTAssertEqual(
      settings.transitions.map { "\($0.identifier ?? "-") \($0.trigger)" },
      ["- staticCell(index: 0)", "showLicense staticCell(index: 1)"])
    let written = FlowWriter.write(try XCTUnwrap(result.flow))
    XCTAssertFalse(written.contains("reuseID=\"About"), written)
    XCTAssertEqual(written.components(separatedBy: "<cell reuseID=\"\"").count - 1, 2, written)
  }

  /// A prototype without identifier, or sharing one, is kept without one, with a warning.
  func testImportedPrototypesWithoutOrWithSharedReuseIDKeepNone() throws {
    let text = storyboard(
      scene(
        """
        <tableViewController id="vc-a" customClass="ListViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="prototypes" id="tv"><prototypes>
        <tableViewCell reuseIdentifier="Item" id="c1"/>
        <tableViewCell id="c2"/>
        <tableViewCell reuseIdentifier="Item" id="c3"/>
        </prototypes></tableView>
        </tableViewController>
        """))
    let result = load(text)
    assertNoErrors(result)
    XCTAssertEqual(scene("list", in: result.flow)?.cells.map(\.reuseID), ["Item", nil, nil])
    assertWarning(
      result, containing: "prototype cell has no reuse identifier, so it can never be dequeued",
      at: position(of: "<tableViewCell id=\"c2\"", in: text))
    assertWarning(
      result, containing: "reuse identifier 'Item' is used by another prototype cell",
      at: valuePosition("reuseIdentifier", "Item", in: text, occurrence: 2))
  }

  /// Compared with its storyboard, a flow's cell without reuse identifier is looked up
  /// by none, and the storyboard's static cells are not cells the flow fails to list.
  func testComparisonIgnoresCellsWithoutReuseID() throws {
    let board = FlowFrontEnd.load(
      SourceFile(path: "Main.storyboard", text: storyboard(staticStoryboardScenes)))
    let flowText = """
      <?xml version="1.0" encoding="UTF-8"?>
      <flow name="Settings" version="1" initial="a">
        <scene id="a" class="SettingsViewController" base="UITableViewController">
          <cell reuseID="">
            <segue id="showAbout" identifier="" kind="show" to="b"/>
          </cell>
          <cell reuseID="" class="LicenseCell">
            <segue id="showLicense" kind="show" to="b"/>
          </cell>
        </scene>
        <scene id="b" class="AboutViewController"/>
      </flow>

      """
    let flow = try XCTUnwrap(decode(flowText).flow)
    // (The storyboard's cells have no accessibility identifiers, which is said apart.)
    let findings = StoryboardComparison.compare(flow, with: try XCTUnwrap(board.flow))
      .filter { $0.rule != .storyboardAccessibilityMismatch }
    XCTAssertEqual(findings.map(\.fullMessage), [])
    // A flow without the storyboard's static cells is not told it lacks them by name.
    let fewer = flowText.replacingOccurrences(
      of:
        "<cell reuseID=\"\" class=\"LicenseCell\">\n        <segue id=\"showLicense\" kind=\"show\" to=\"b\"/>\n      </cell>",
      with: "<segue id=\"showLicense\" kind=\"show\" to=\"b\"/>")
    let other = StoryboardComparison.compare(try XCTUnwrap(decode(fewer).flow), with: board.flow!)
    XCTAssertFalse(
      other.contains { $0.rule == .storyboardReuseIDMismatch }, "\(other.map(\.fullMessage))")
  }
}
