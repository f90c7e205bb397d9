import FlowKit
import Foundation
import XCTest

/// The importer keeps what UIKit looks up exactly, and the checker does not ask the user
/// to break what the storyboard fixes.
final class StoryboardContractTests: StoryboardTestCase {
  func scenes(_ result: FlowFrontEnd.Result) -> [String: Scene] {
    Dictionary(
      (result.flow?.scenes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// A tab bar of two navigations: the list tab, and a settings tab whose editor unwinds
  /// to `unwindToList:`, which only the list — a sibling tab's scene — can answer.
  func tabsWithSiblingUnwind() -> String {
    storyboard(
      """
      \(scene("""
        <tabBarController id="vc-a" sceneMemberID="viewController"><connections>
        <segue destination="nav-list" kind="relationship" relationship="viewControllers" id="r1"/>
        <segue destination="nav-settings" kind="relationship" relationship="viewControllers" id="r2"/>
        </connections></tabBarController>
        """))
      \(scene("""
        <navigationController id="nav-list" sceneMemberID="viewController">
        <tabBarItem key="tabBarItem" systemItem="favorites" id="ti1"/>
        <connections><segue destination="vc-list" kind="relationship" relationship="rootViewController" id="r3"/></connections>
        </navigationController>
        """))
      \(scene("""
        <tableViewController id="vc-list" customClass="ListViewController" sceneMemberID="viewController">
        <connections><outlet property="HeaderLabel" destination="vc-list" id="o1"/></connections>
        </tableViewController>
        """))
      \(scene("""
        <navigationController id="nav-settings" sceneMemberID="viewController">
        <tabBarItem key="tabBarItem" title="Settings" id="ti2"/>
        <connections><segue destination="vc-settings" kind="relationship" relationship="rootViewController" id="r4"/></connections>
        </navigationController>
        """))
      \(scene("""
        <viewController id="vc-settings" customClass="SettingsViewController" sceneMemberID="viewController">
        <view key="view" id="v-settings"><subviews>
        <containerView id="c1"><connections><segue destination="vc-child" kind="embed" id="e1"/></connections></containerView>
        </subviews></view>
        </viewController>
        """))
      \(scene("""
        <viewController id="vc-child" customClass="ChildViewController" sceneMemberID="viewController">
        <view key="view" id="v-child"><subviews>
        <button id="b1"><connections><segue destination="vc-editor" kind="show" id="s1"/></connections></button>
        </subviews></view>
        </viewController>
        """))
      \(scene("""
        <viewController id="vc-editor" customClass="EditorViewController" sceneMemberID="viewController">
        <view key="view" id="v-editor"><subviews>
        <button id="b2"><connections><segue destination="exit-1" kind="unwind" unwindAction="unwindToListWithSender:" id="u1"/></connections></button>
        </subviews></view>
        </viewController>
        """, objects: "<exit id=\"exit-1\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>"))
      \(scene("""
        <viewController id="vc-orphan" storyboardIdentifier="Orphan" customClass="OrphanViewController" sceneMemberID="viewController"/>
        """))
      """)
  }

  func testAnUnwindToASiblingTabsSceneIsPlacedThere() {
    let result = load(tabsWithSiblingUnwind())
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    let list = scenes(result)["list"]
    XCTAssertEqual(list?.unwindActions.map(\.name), ["unwindToList"])
    XCTAssertEqual(list?.unwindActions.map(\.selector), ["unwindToListWithSender:"])
    XCTAssertEqual(scenes(result)["editor"]?.unwinds.map(\.identifier), [nil])
    XCTAssertFalse(
      result.diagnostics.contains { $0.message.contains("another storyboard") }, summary(result))
  }

  /// The editor is pushed from a child embedded in the settings scene, which is a
  /// navigation's root: it is on that stack, so `show` pushes.
  func testASceneEmbeddedInAContainerOnAStackIsOnThatStack() {
    let result = load(tabsWithSiblingUnwind())
    XCTAssertFalse(
      result.diagnostics.contains { $0.rule == .showOutsideNavigation }, summary(result))
  }

  func testTabBarSystemItemsAreKept() {
    let result = load(tabsWithSiblingUnwind())
    guard case .tabBar(let tabs)? = result.flow?.nodes.first else {
      return XCTFail("no tab bar")
    }
    XCTAssertEqual(tabs.tabs.map(\.systemItem), ["favorites", nil])
    XCTAssertEqual(tabs.tabs.map(\.title), [nil, "Settings"])
    let written = FlowWriter.write(result.flow!)
    XCTAssertTrue(written.contains("system=\"favorites\""), written)
    let reread = FlowFrontEnd.load(SourceFile(path: "T.flow", text: written))
    guard case .tabBar(let again)? = reread.flow?.nodes.first else {
      return XCTFail("no tab bar after a round trip")
    }
    XCTAssertEqual(again.tabs.map(\.systemItem), ["favorites", nil])
  }

  /// An outlet key and a scene instantiated by its storyboard ID are what the storyboard
  /// fixes: no lint asks to change them.
  func testNoLintAgainstWhatTheStoryboardFixes() {
    let result = load(tabsWithSiblingUnwind())
    XCTAssertEqual(scenes(result)["list"]?.outlets.map(\.name), ["HeaderLabel"])
    XCTAssertFalse(result.diagnostics.contains { $0.rule == .identifierCase }, summary(result))
    XCTAssertFalse(result.diagnostics.contains { $0.rule == .unreachableNode }, summary(result))
  }

  /// Segue identifiers are kept byte for byte; ids are the Swift-facing names.
  func testIdentifiersAreKeptAndIdsDerived() {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="HomeViewController" sceneMemberID="viewController"><connections>
        <segue destination="vc-a" kind="presentation" identifier="Add Workout Segue" id="s1"/>
        <segue destination="vc-a" kind="presentation" identifier="ShowDetail" id="s2"/>
        <segue destination="vc-a" kind="presentation" identifier="" id="s3"/>
        <segue destination="vc-a" kind="presentation" identifier="ShowDetail" id="s4"/>
        </connections></viewController>
        """))
    let result = load(text)
    let home = scenes(result)["home"]
    XCTAssertEqual(
      home?.segues.map(\.id), ["addWorkoutSegue", "showDetail", "presentHome", "showDetail2"])
    XCTAssertEqual(
      home?.segues.map(\.identifier), ["Add Workout Segue", "ShowDetail", nil, nil])
    // The second "ShowDetail" cannot be told apart by UIKit: it is kept without one, and
    // the user hears why.
    assertWarning(
      result, containing: "also the identifier of 'showDetail'",
      at: valuePosition("identifier", "ShowDetail", in: text, occurrence: 2))
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
  }

  /// Selectors are kept exactly, whatever Swift name the action gets.
  func testSelectorsAreKeptExactly() {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="TableViewController" sceneMemberID="viewController">
        <view key="view" id="v"><subviews>
        <button id="b1"><connections><action selector="deal" destination="vc-a" eventType="touchUpInside" id="a1"/></connections></button>
        <button id="b2"><connections><action selector="deal:" destination="vc-a" eventType="touchUpInside" id="a2"/></connections></button>
        <button id="b3"><connections><action selector="tapped:forEvent:" destination="vc-a" eventType="touchUpInside" id="a3"/></connections></button>
        <button id="b4"><connections><action selector="undoAllDataChangesSinceLastSave" destination="vc-a" eventType="touchUpInside" id="a4"/></connections></button>
        </subviews></view>
        </viewController>
        """))
    let result = load(text)
    let actions = scenes(result)["table"]?.actions ?? []
    XCTAssertEqual(
      actions.map(\.selector),
      ["deal", "deal:", "tapped:forEvent:", "undoAllDataChangesSinceLastSave"])
    XCTAssertEqual(
      actions.map(\.name), ["deal", "dealAction", "tapped", "undoAllDataChangesSinceLastSave"])
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
  }

  /// One settings class for two table scenes: kept, and made to agree as the one real
  /// class must, so that the import checks without errors.
  func testScenesSharingAClassAreReconciled() {
    func settings(_ id: String, view: String, segueTo destination: String) -> String {
      scene(
        """
        <tableViewController id="\(id)" customClass="SettingsTVC" sceneMemberID="viewController">
        <tableView key="view" id="t-\(id)"><subviews>
        <\(view) id="l-\(id)"><connections><action selector="save:" destination="\(id)" id="a-\(id)"/></connections></\(view)>
        </subviews></tableView>
        <connections>
        <outlet property="field" destination="l-\(id)" id="o-\(id)"/>
        <segue destination="\(destination)" kind="show" identifier="Next" id="s-\(id)"/>
        </connections>
        </tableViewController>
        """)
    }
    let text = storyboard(
      """
      \(scene("""
        <navigationController id="vc-a" sceneMemberID="viewController"><connections>
        <segue destination="one" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController>
        """))
      \(settings("one", view: "label", segueTo: "two"))
      \(settings("two", view: "textField", segueTo: "vc-other"))
      \(scene("<viewController id=\"vc-other\" customClass=\"OtherViewController\" sceneMemberID=\"viewController\"/>"))
      """)
    let result = load(text)
    XCTAssertEqual(
      result.diagnostics.filter { $0.severity == .error }.map(\.message), [], summary(result))
    let shared = (result.flow?.scenes ?? []).filter { $0.className == "SettingsTVC" }
    XCTAssertEqual(shared.count, 2)
    XCTAssertEqual(shared.map { $0.outlets.map(\.type) }, [["UIView"], ["UIView"]])
    XCTAssertEqual(shared.map { $0.actions.map(\.selector) }, [["save:"], ["save:"]])
    XCTAssertEqual(shared.map { $0.actions.map(\.senderType) }, [["Any"], ["Any"]])
    // One identifier to two destination classes: the identifier stays on both, the ids
    // differ, and the second cannot have a hook of its own (said at its line).
    XCTAssertEqual(shared.flatMap { $0.segues.map(\.identifier) }, ["Next", "Next"])
    XCTAssertEqual(shared.flatMap { $0.segues.map(\.id) }, ["next", "next2"])
    assertWarning(
      result, containing: "has the identifier 'Next' that another segue of SettingsTVC",
      at: position(of: "<segue destination=\"vc-other\"", in: text), rule: .unboundTransition)
  }

  /// tvOS storyboards are UIKit storyboards: supported, imported like iOS ones.
  func testTVOSStoryboardsImportLikeIOSOnes() {
    let iOS = tabsWithSiblingUnwind()
    let tvOS =
      iOS
      .replacingOccurrences(
        of: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        with: "com.apple.InterfaceBuilder.AppleTV.Storyboard"
      )
      .replacingOccurrences(
        of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"AppleTV\"")
    XCTAssertNotEqual(iOS, tvOS)
    let result = load(tvOS)
    XCTAssertEqual(result.diagnostics.map(\.message), load(iOS).diagnostics.map(\.message))
    XCTAssertEqual(
      result.flow.map { FlowWriter.write($0) }, load(iOS).flow.map { FlowWriter.write($0) })
  }

  /// An unwind selector no method taking the segue can have is left out, with a warning,
  /// rather than becoming a flow that does not check.
  func testAnUnwindSelectorWithoutTheSegueIsLeftOut() {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="HomeViewController" sceneMemberID="viewController"><connections>
        <segue destination="exit-a" kind="unwind" unwindAction="goBack" id="u1"/>
        </connections></viewController>
        """, objects: "<exit id=\"exit-a\" sceneMemberID=\"exit\"/>"))
    let result = load(text)
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    assertWarning(
      result, containing: "unwind action 'goBack' is not the selector",
      at: valuePosition("unwindAction", "goBack", in: text))
  }

  /// An app's own classes are not a framework's because of their prefix.
  func testAnUnknownElementIsNeverAnInventedType() {
    let text = storyboard(
      scene(
        """
        <tableViewController id="vc-a" customClass="SectionsViewController" sceneMemberID="viewController">
        <connections><outlet property="section" destination="sec-1" id="o1"/></connections>
        </tableViewController>
        """, objects: "<tableViewSection id=\"sec-1\"/>"))
    let result = load(text)
    XCTAssertEqual(scenes(result)["sections"]?.outlets.map(\.type), ["NSObject"])
  }
}

/// The flow format's additions: read, written only where they differ from the default,
/// and checked.
final class BindingFormatTests: FlowTestCase {
  func testIdentifiersAndSelectorsRoundTripThroughTheWriter() throws {
    let text = flow(
      """
      <navigation id="main" root="list"/>
      <scene id="list" class="ListViewController">
        <action name="deal" selector="deal"/>
        <action name="save"/>
        <unwindAction name="unwindToList" selector="unwindToListWithSender:"/>
        <segue id="showDetail" identifier="Show Detail" kind="show" to="detail"/>
        <segue id="showPlain" kind="show" to="detail"/>
        <segue id="showNone" identifier="" kind="present" to="other"/>
      </scene>
      <scene id="detail"><unwind id="back" identifier="" action="unwindToList"/></scene>
      <scene id="other"/>
      """)
    let loaded = load(text)
    let list = try XCTUnwrap(loaded.flow?.scenes.first)
    XCTAssertEqual(list.segues.map(\.identifier), ["Show Detail", "showPlain", nil])
    XCTAssertEqual(list.actions.map(\.selector), ["deal", "save:"])
    XCTAssertEqual(list.unwindActions.map(\.selector), ["unwindToListWithSender:"])
    let written = FlowWriter.write(try XCTUnwrap(loaded.flow))
    XCTAssertTrue(written.contains(#"<action name="deal" selector="deal"/>"#), written)
    XCTAssertTrue(written.contains(#"<action name="save"/>"#), written)
    XCTAssertTrue(written.contains(#"identifier="Show Detail""#), written)
    XCTAssertTrue(written.contains(#"<segue id="showPlain" kind="show""#), written)
    XCTAssertTrue(written.contains(#"<segue id="showNone" identifier="" kind="present""#), written)
    XCTAssertTrue(written.contains(#"<unwind id="back" identifier="" action="unwindToList"/>"#))
    XCTAssertEqual(FlowWriter.write(try XCTUnwrap(load(written).flow)), written)
  }

  func testSelectorsAndIdentifiersAreChecked() {
    let text = flow(
      """
      <scene id="main">
        <action name="a" selector="two:args:three:"/>
        <action name="b" selector="not a selector"/>
        <unwindAction name="c" selector="noArgument"/>
        <action name="d" selector="same:"/>
        <action name="e" selector="same:"/>
        <segue id="one" identifier="X" kind="present" to="main"/>
        <segue id="two" identifier="X" kind="present" to="main"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text).filter { !$0.hasPrefix("unused-unwind-action") },
      [
        "invalid-selector@3:20", "invalid-selector@4:20", "invalid-selector@5:26",
        "duplicate-selector@7:20", "duplicate-segue-identifier@9:19",
      ])
  }

  /// A segue without identifier whose destination's class does not tell it apart has no
  /// hook, and the user is told at its line.
  func testUnboundTransitionsAreWarnedAbout() {
    let text = flow(
      """
      <scene id="main">
        <segue id="first" identifier="" kind="present" to="other"/>
        <segue id="second" identifier="" kind="present" to="other"/>
        <segue id="third" identifier="" kind="present" to="single"/>
      </scene>
      <scene id="other"/>
      <scene id="single"/>
      """)
    XCTAssertEqual(
      findings(text), ["unbound-transition@3:3", "unbound-transition@4:3"])
  }
}
