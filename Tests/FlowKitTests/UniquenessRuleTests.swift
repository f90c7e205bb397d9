import FlowKit
import XCTest

final class UniquenessRuleTests: FlowTestCase {
  func testDuplicateNodeIDPointsBackAtTheFirst() {
    let text = flow("<scene id=\"main\"/>\n<scene id=\"main\" class=\"Other\"/>")
    let diagnostic = assertReports(.duplicateNodeID, at: 3, 8, in: text)
    XCTAssertEqual(diagnostic?.message, "duplicate node id 'main' (first declared at 2:8)")
  }

  /// Scenes may share a class (the default one too) when they agree on its base.
  func testSharedClassIncludingDefaults() {
    let text = flow(
      "<navigation id=\"main\" root=\"master\"/>\n<scene id=\"master\"><segue id=\"next\" kind=\"show\" to=\"detail\"/></scene>\n<scene id=\"detail\" class=\"MasterViewController\"/>"
    )
    XCTAssertEqual(findings(text), [])
    let bases = flow(
      "<navigation id=\"main\" root=\"master\"/>\n<scene id=\"master\"><segue id=\"next\" kind=\"show\" to=\"detail\"/></scene>\n<scene id=\"detail\" class=\"MasterViewController\" base=\"UITableViewController\"/>"
    )
    XCTAssertEqual(findings(bases), ["shared-class-conflict@3:1", "shared-class-conflict@4:49"])
  }

  /// What becomes one declaration of a shared class must agree: a conflict is an error at
  /// both places.
  func testSharedClassConflictsAreReportedAtBothPlaces() {
    let text = flow(
      """
      <navigation id="main" root="one"/>
      <scene id="one" class="Settings">
        <outlet name="label" type="UILabel"/>
        <action name="save"/>
        <segue id="next" kind="show" to="two"/>
      </scene>
      <scene id="two" class="Settings">
        <outlet name="label" type="UITextField"/>
        <action name="save" selector="saveWithSender:"/>
        <segue id="next" identifier="Next" kind="show" to="one"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "shared-class-conflict@4:11", "shared-class-conflict@5:11", "shared-class-conflict@6:10",
        "shared-class-conflict@9:11", "shared-class-conflict@10:11",
        "shared-class-conflict@11:10",
      ])
  }

  /// A prototype's reuse identifier is one `CellIdentifier` case and one typed dequeue of
  /// the shared class: a second class for it would stop the other scene's dequeue at run
  /// time, so it is a conflict too (an outlet of that name is not).
  func testSharedClassCellsOfOneReuseIdentifierAgreeOnTheirClass() {
    let text = flow(
      """
      <navigation id="main" root="one"/>
      <scene id="one" class="Rooms" base="UITableViewController">
        <outlet name="row" type="UILabel"/>
        <cell reuseID="row" class="RowCell"><segue id="next" kind="show" to="two"/></cell>
        <cell reuseID="plain"/>
      </scene>
      <scene id="two" class="Rooms" base="UITableViewController">
        <cell reuseID="row"/>
        <cell reuseID="plain"/>
      </scene>
      """)
    XCTAssertEqual(findings(text), ["shared-class-conflict@5:23", "shared-class-conflict@9:9"])
    XCTAssertEqual(
      load(text).diagnostics.first { $0.location.line == 9 }?.message,
      "class 'Rooms' is shared by scenes 'one' and 'two', whose 'row' disagree: cell without a class here, cell of class RowCell in 'one'"
    )
  }

  func testDuplicateReuseIDOutletActionAndSegue() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list">
        <outlet name="label" type="UILabel"/>
        <outlet name="label" type="UILabel"/>
        <action name="refresh"/>
        <unwindAction name="refresh"/>
        <cell reuseID="Cell"/>
        <cell reuseID="Cell"/>
        <segue id="next" kind="show" to="list"/>
        <unwind id="next" action="refresh"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "duplicate-outlet@5:11", "duplicate-action@7:17", "duplicate-reuse-id@9:9",
        "duplicate-segue-id@11:11",
      ])
  }

  /// A scope's names are compared before any is located: pairwise up to 16 names,
  /// hashed past that. A repeat is found, and reported where it is, at either size and
  /// wherever it sits in the scope.
  func testARepeatIsFoundInSmallAndLargeScopes() {
    for count in [2, 16, 17, 40] {
      for repeated in [1, count - 1] {
        var outlets = (0..<count).map { "<outlet name=\"label\($0)\" type=\"UILabel\"/>" }
        outlets[repeated] = "<outlet name=\"label0\" type=\"UILabel\"/>"
        let text = flow(
          "<scene id=\"main\">\n" + outlets.joined(separator: "\n") + "\n</scene>")
        XCTAssertEqual(
          findings(text), ["duplicate-outlet@\(repeated + 3):9"], "\(count) \(repeated)")
      }
      let distinct = (0..<count).map { "<outlet name=\"label\($0)\" type=\"UILabel\"/>" }
      XCTAssertEqual(
        findings(flow("<scene id=\"main\">\n" + distinct.joined(separator: "\n") + "\n</scene>")),
        [])
    }
  }

  func testSameSegueIDOnTwoScenesIsFine() {
    let text = flow(
      """
      <navigation id="main" root="a"/>
      <scene id="a"><segue id="next" kind="show" to="b"/></scene>
      <scene id="b"><segue id="next" kind="show" to="a"/></scene>
      """)
    XCTAssertEqual(findings(text), [])
  }

  func testDuplicateStoryboardIDRowKeyAndEvent() {
    let text = flow(
      """
      <scene id="main" storyboardID="S" base="UITableViewController">
        <delegate><event name="done"/><event name="done"/></delegate>
        <table><section><row key="name"/><row key="name"/></section></table>
      </scene>
      <scene id="other" storyboardID="S"/>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "duplicate-event@3:40", "duplicate-row-key@4:41", "duplicate-storyboard-id@6:19",
      ])
  }
}
