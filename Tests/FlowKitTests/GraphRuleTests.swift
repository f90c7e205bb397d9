import FlowKit
import XCTest

/// Rules that look at the flow as a graph: references, containers, segues, unwinds,
/// reachability and presentation.
final class GraphRuleTests: FlowTestCase {
  func testUnknownReferencesEverywhere() {
    let text = flow(
      """
      <navigation id="nav" root="mastr"/>
      <tabBar id="tabs"><tab to="nav"/><tab to="setings"/></tabBar>
      <split id="split" primary="tabs" secondary="detial"/>
      <scene id="master">
        <barButton system="add" action="insertNewObjet"/>
        <action name="insertNewObject"/>
        <segue id="showDetail" kind="show" to="detial"/>
      </scene>
      <scene id="detail"/>
      <scene id="settings"/>
      """, initial: "splt")
    XCTAssertEqual(
      findings(text).filter { $0.hasPrefix("unknown-reference") },
      [
        "unknown-reference@1:31", "unknown-reference@2:22", "unknown-reference@3:39",
        "unknown-reference@4:34", "unknown-reference@6:27", "unknown-reference@8:38",
      ])
    let suggestions = load(text).diagnostics.filter { $0.rule == .unknownReference }.map {
      $0.suggestion?.replacement
    }
    XCTAssertEqual(
      suggestions.sorted { ($0 ?? "") < ($1 ?? "") },
      ["detail", "detail", "insertNewObject", "master", "settings", "split"])
  }

  func testGestureActionMustExist() {
    let text = flow(
      "<scene id=\"main\">\n  <action name=\"tapped\"/>\n  <gesture kind=\"tap\" action=\"taped\"/>\n</scene>"
    )
    let diagnostic = assertReports(.unknownReference, at: 4, 23, in: text)
    XCTAssertEqual(diagnostic?.suggestion?.replacement, "tapped")
  }

  func testNavigationRootMustBeAScene() {
    let text = flow(
      """
      <navigation id="main" root="tabs"/>
      <tabBar id="tabs"><tab to="a"/></tabBar>
      <scene id="a"/>
      """)
    assertReports(.navigationRootNotScene, at: 2, 23, in: text)
  }

  func testNavigationInsideNavigation() {
    let text = flow(
      """
      <navigation id="main" root="inner"/>
      <navigation id="inner" root="a"/>
      <scene id="a">
        <segue id="more" kind="show" to="inner"/>
      </scene>
      """)
    XCTAssertEqual(findings(text), ["nested-navigation@2:23", "nested-navigation@5:20"])
  }

  func testCustomSegueNeedsAClass() {
    let text = flow(
      "<scene id=\"main\">\n  <segue id=\"flip\" kind=\"custom\" to=\"main\"/>\n</scene>")
    assertReports(.customSegueWithoutClass, at: 3, 3, in: text)
  }

  func testDelegateSegueNeedsADelegateOnTheDestination() {
    let text = flow(
      """
      <scene id="main">
        <segue id="choose" kind="present" to="chooserNavigation" delegate="true"/>
      </scene>
      <navigation id="chooserNavigation" root="chooser"/>
      <scene id="chooser"/>
      """)
    let diagnostic = assertReports(.delegateWithoutProtocol, at: 3, 60, in: text)
    XCTAssertEqual(
      diagnostic?.message,
      "segue 'choose' sets a delegate, but scene 'chooser' declares no <delegate>")
  }

  func testDelegateThroughNavigationIsFine() {
    let text = flow(
      """
      <scene id="main">
        <segue id="choose" kind="present" to="chooserNavigation" delegate="true"/>
      </scene>
      <navigation id="chooserNavigation" root="chooser"/>
      <scene id="chooser"><delegate><event name="didChoose"/></delegate></scene>
      """)
    XCTAssertEqual(findings(text), [])
  }

  func testUnwindToAnActionOnNoSceneBeneath() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list">
        <unwindAction name="done"/>
        <segue id="add" kind="present" to="editor"/>
      </scene>
      <scene id="editor">
        <unwind id="back" action="done"/>
      </scene>
      <scene id="elsewhere">
        <unwindAction name="cancel"/>
        <unwind id="leave" action="cancel"/>
      </scene>
      """)
    // 'editor' unwinds to 'done' on 'list', which presents it: fine. 'elsewhere' is
    // beneath nothing, so its own 'cancel' is out of reach.
    XCTAssertEqual(findings(text), ["unreachable-node@10:8", "unwind-unreachable@12:22"])
  }

  func testUnwindSuggestsAnActionThatIsBeneath() {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list">
        <unwindAction name="save"/>
        <segue id="edit" kind="present" to="editor"/>
      </scene>
      <scene id="editor">
        <unwind id="back" action="saves"/>
        <segue id="sub" kind="present" to="sub"/>
      </scene>
      <scene id="sub">
        <unwindAction name="saves"/>
        <unwind id="up" action="save"/>
      </scene>
      """)
    let diagnostic = assertReports(.unwindUnreachable, at: 8, 21, in: text)
    XCTAssertEqual(diagnostic?.suggestion?.replacement, "save")
  }

  func testUnwindThroughNavigationAndPushes() {
    let text = flow(
      """
      <navigation id="main" root="a"/>
      <scene id="a">
        <unwindAction name="backToA"/>
        <segue id="toB" kind="show" to="b"/>
      </scene>
      <scene id="b"><segue id="toC" kind="present" to="cNavigation"/></scene>
      <navigation id="cNavigation" root="c"/>
      <scene id="c"><segue id="toD" kind="show" to="d"/></scene>
      <scene id="d"><unwind id="home" action="backToA"/></scene>
      """)
    XCTAssertEqual(findings(text), [])
  }

  func testUnknownUnwindAction() {
    let text = flow(
      """
      <navigation id="main" root="a"/>
      <scene id="a"><unwindAction name="save"/><segue id="e" kind="present" to="b"/></scene>
      <scene id="b"><unwind id="done" action="sav"/></scene>
      """)
    let diagnostic = assertReports(.unknownReference, at: 4, 33, in: text)
    XCTAssertEqual(diagnostic?.suggestion?.replacement, "save")
  }

  func testWarnings() {
    let text = flow(
      """
      <scene id="main">
        <unwindAction name="unused"/>
        <segue id="next" kind="push" to="detail"/>
        <segue id="edit" kind="modal" to="editor"/>
      </scene>
      <scene id="detail"/>
      <scene id="editor"><barButton system="done"/></scene>
      <scene id="orphan"/>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "unused-unwind-action@3:17", "legacy-segue-kind@4:20", "show-outside-navigation@4:20",
        "legacy-segue-kind@5:20", "bar-buttons-not-embedded@8:20", "unreachable-node@9:8",
      ])
    XCTAssertTrue(load(text).diagnostics.allSatisfy { $0.severity == .warning })
  }

  /// A tab that points at a navigation's root scene instead of at the navigation shows
  /// the scene on no stack: its `show` presents modally, as from any scene off a stack.
  func testShowFromATabRootSceneOutsideItsNavigation() {
    let text = flow(
      """
      <tabBar id="main"><tab to="first"/></tabBar>
      <navigation id="firstNavigation" root="first"/>
      <scene id="first"><segue id="next" kind="show" to="second"/></scene>
      <scene id="second"/>
      """)
    XCTAssertEqual(
      findings(text), ["unreachable-node@3:13", "show-outside-navigation@4:36"])
    let fixed = text.replacingOccurrences(
      of: "<tab to=\"first\"/>", with: "<tab to=\"firstNavigation\"/>")
    XCTAssertEqual(findings(fixed), [])
  }

  /// UIKit stops an unwind at the nearest scene beneath that answers its selector, with
  /// any method: `first`'s action `done` (selector `done:`) catches `deep`'s unwind to
  /// `done` before it reaches `main`'s unwind action. An error at both places.
  func testUnwindCaughtByANearerActionOfTheSameSelector() {
    let text = flow(
      """
      <scene id="main">
        <unwindAction name="done"/>
        <button title="Go"><segue id="openTabs" kind="present" to="tabs"/></button>
      </scene>
      <tabBar id="tabs"><tab to="firstNavigation"/></tabBar>
      <navigation id="firstNavigation" root="first"/>
      <scene id="first">
        <action name="done"/>
        <barButton system="done" action="done"/>
        <segue id="showDeep" kind="show" to="deep"/>
      </scene>
      <scene id="deep">
        <barButton system="done"><unwind id="finish" action="done"/></barButton>
      </scene>
      """)
    XCTAssertEqual(findings(text), ["unwind-shadowed@9:11", "unwind-shadowed@14:48"])
    let diagnostics = DiagnosticLog(load(text).diagnostics).sorted
    XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .error })
    XCTAssertTrue(diagnostics[0].message.contains("test.flow:14:48"), diagnostics[0].message)
    XCTAssertTrue(diagnostics[1].message.contains("test.flow:9:11"), diagnostics[1].message)
    XCTAssertTrue(diagnostics[1].message.contains("'done:'"), diagnostics[1].message)
    // Renamed, the action no longer answers the unwind's selector.
    let renamed = text.replacingOccurrences(
      of: "action name=\"done\"/>\n  <barButton system=\"done\" action=\"done\"/>",
      with:
        "action name=\"finishEditing\"/>\n  <barButton system=\"done\" action=\"finishEditing\"/>")
    XCTAssertNotEqual(renamed, text)
    XCTAssertEqual(findings(renamed), [])
    // An action named otherwise but given the unwind action's selector catches it too.
    let selected = renamed.replacingOccurrences(
      of: "<action name=\"finishEditing\"/>",
      with: "<action name=\"finishEditing\" selector=\"done:\"/>")
    XCTAssertEqual(findings(selected), ["unwind-shadowed@9:11", "unwind-shadowed@14:48"])
    XCTAssertEqual(findings(renamed), [])
  }

  func testTableRules() {
    let text = flow(
      """
      <scene id="main">
        <table>
          <section>
            <row key="more" editor="push"/>
            <row key="sex" editor="picker"/>
          </section>
        </table>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "table-needs-table-controller@2:8", "push-row-without-segue@5:23",
        "picker-without-options@6:22",
      ])
  }
}
