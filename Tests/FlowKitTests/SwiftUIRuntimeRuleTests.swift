import FlowKit
import Foundation
import XCTest

/// `<flow runtime="swiftui">`, `<input>`, and what the SwiftUI runtime cannot do,
/// reported at the element.
final class SwiftUIRuntimeRuleTests: FlowTestCase {
  func swiftUIFlow(_ body: String, initial: String = "nav") -> String {
    "<flow name=\"Test\" version=\"1\" initial=\"\(initial)\" runtime=\"swiftui\">\n\(body)\n</flow>\n"
  }

  func testTheRuntimeIsAcceptedAndTheSameFlowIsCleanInEveryRuntime() {
    let body = """
      <navigation id="nav" root="list"/>
      <scene id="list" base="UITableViewController"><cell reuseID="Item"><segue id="showItem" kind="show" to="item"/></cell></scene>
      <scene id="item"><input name="item" type="Item.ID"/></scene>
      """
    let result = load(swiftUIFlow(body))
    XCTAssertEqual(result.flow?.runtime, .swiftui)
    XCTAssertEqual(result.diagnostics.map(\.fullMessage), [])
    XCTAssertEqual(result.flow?.scenes.last?.inputs.map(\.name), ["item"])
    XCTAssertEqual(result.flow?.scenes.last?.inputs.map(\.type), ["Item.ID"])
    for runtime in FlowRuntime.allCases {
      let checked = FlowFrontEnd.load(
        SourceFile(path: "Test.flow", text: swiftUIFlow(body)), runtime: runtime)
      XCTAssertEqual(checked.diagnostics.map(\.fullMessage), [], "\(runtime)")
    }
  }

  /// An id whose derived name is one the SwiftUI runtime generates anyway (`RootView`,
  /// the state's `presented`) or another id's is an error at the id, with a fix-it.
  func testAnIdThatShadowsTheFlowsOwnNamesIsAnError() {
    let root = assertReports(
      .memberConflict, at: 4, 8,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><barButton system="add"><segue id="showRoot" kind="present" to="root"/></barButton></scene>
        <scene id="root"/>
        """))
    XCTAssertTrue(root?.message.contains("RootView") ?? false, root?.message ?? "")
    XCTAssertEqual(root?.suggestion, .name("rootScene"))
    let presented = assertReports(
      .memberConflict, at: 2, 13,
      in: swiftUIFlow(
        """
        <navigation id="presented" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="showItem" kind="show" to="item"/></cell><barButton system="add"><segue id="add" kind="present" to="item"/></barButton></scene>
        <scene id="item"/>
        """, initial: "presented"))
    XCTAssertTrue(presented?.message.contains("'presented'") ?? false, presented?.message ?? "")
    assertReports(
      .memberConflict, at: 3, 13,
      in: swiftUIFlow(
        """
        <split id="mail" primary="mailDetail" secondary="message"/>
        <navigation id="mailDetail" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="showItem" kind="show" to="item"/></cell></scene>
        <scene id="item"/>
        <scene id="message"/>
        """, initial: "mail"))
    assertReports(
      .memberConflict, at: 4, 25,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="showItem" kind="show" to="item"/></cell></scene>
        <scene id="item"><input name="scene" type="Int"/></scene>
        """))
  }

  /// `<output>`: read, checked against the scene's inputs, and written back as read.
  func testAnOutputIsReadCheckedAndWrittenBack() throws {
    let text = swiftUIFlow(
      """
      <navigation id="nav" root="list"/>
      <scene id="list"><unwindAction name="done"/><cell reuseID="I"><segue id="showItem" kind="show" to="item"/></cell></scene>
      <scene id="item"><input name="item" type="Item.ID"/><output name="note" type="String"/><barButton system="done"><unwind id="finish" action="done"/></barButton></scene>
      """)
    let result = load(text)
    XCTAssertEqual(result.diagnostics.map(\.fullMessage), [])
    let flow = try XCTUnwrap(result.flow)
    XCTAssertEqual(flow.scenes.last?.outputs.map(\.name), ["note"])
    let written = FlowWriter.write(flow)
    XCTAssertTrue(written.contains("<output name=\"note\" type=\"String\"/>"), written)
    XCTAssertEqual(try XCTUnwrap(load(written).flow).scenes.last?.outputs.map(\.type), ["String"])
    assertReports(
      .memberConflict, at: 4, 57,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="showItem" kind="show" to="item"/></cell></scene>
        <scene id="item"><input name="item" type="Int"/><output name="item" type="Int"/></scene>
        """))
  }

  func testAnInputIsWrittenBackAsRead() throws {
    let text = swiftUIFlow(
      """
      <navigation id="nav" root="list"/>
      <scene id="list"><cell reuseID="Item"><segue id="showItem" kind="show" to="item"/></cell></scene>
      <scene id="item"><input name="item" type="Item.ID"/><input name="note" type="String"/></scene>
      """)
    let flow = try XCTUnwrap(load(text).flow)
    let written = FlowWriter.write(flow)
    XCTAssertTrue(written.contains("<input name=\"item\" type=\"Item.ID\"/>"), written)
    let reread = try XCTUnwrap(load(written).flow)
    XCTAssertEqual(reread.scenes.last?.inputs.map(\.name), ["item", "note"])
  }

  /// A button or bar button whose segue leads to a scene with inputs: the generated
  /// control cannot know them and performs nothing, which the check says at the segue; a
  /// cell's row helper takes them, and a storyboard runtime carries no inputs at all.
  func testAControlWhoseSegueNeedsInputsIsSaidToPerformNothing() {
    let body = """
      <navigation id="nav" root="list"/>
      <scene id="list" base="UITableViewController">
        <cell reuseID="Item"><segue id="showItem" kind="show" to="item"/></cell>
        <button title="Open"><segue id="openItem" kind="show" to="item"/></button>
        <barButton system="edit"><segue id="editItem" kind="present" to="editor"/></barButton>
        <button title="About"><segue id="showAbout" kind="show" to="about"/></button>
      </scene>
      <scene id="item"><input name="item" type="Item.ID"/></scene>
      <navigation id="editor" root="edit"/>
      <scene id="edit"><input name="item" type="Item.ID"/><input name="draft" type="String"/></scene>
      <scene id="about"/>
      """
    let warnings = load(swiftUIFlow(body)).diagnostics.map {
      "\($0.severity) \($0.rule.rawValue)@\($0.location.line):\($0.location.column) \($0.message)"
    }
    XCTAssertEqual(
      warnings,
      [
        "warning runtime-unsupported@5:57 in the SwiftUI runtime the button 'Open' of 'list' performs nothing: segue 'openItem' leads to a scene that needs item, which the generated control cannot know; perform openItem(item:) from a control of your own",
        "warning runtime-unsupported@6:64 in the SwiftUI runtime the bar button 'edit' of 'list' performs nothing: segue 'editItem' leads to a scene that needs item, draft, which the generated control cannot know; perform editItem(item:draft:) from a control of your own",
      ])
    let storyboard = FlowFrontEnd.load(
      SourceFile(path: "Test.flow", text: swiftUIFlow(body)), runtime: .storyboard)
    XCTAssertEqual(storyboard.diagnostics.map(\.fullMessage), [])
  }

  func testAnInputNeedsANameAndAType() {
    assertReports(
      .missingAttribute, at: 4, 3,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list">
          <input name="x"/>
        </scene>
        """))
    assertReports(
      .invalidIdentifier, at: 6, 10,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="s" kind="show" to="item"/></cell></scene>
        <scene id="item">
          <input name="ok" type="Int"/>
          <input name="not ok" type="Int"/>
        </scene>
        """))
  }

  func testAnInitialSceneCannotHaveInputs() {
    assertReports(
      .runtimeUnsupported, at: 4, 3,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list">
          <input name="filter" type="String"/>
        </scene>
        """))
  }

  func testAStoryboardReferenceAndGesturesAreUnsupported() {
    assertReports(
      .runtimeUnsupported, at: 4, 12,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><barButton system="add"><segue id="more" kind="present" to="other"/></barButton></scene>
        <reference id="other" storyboard="Other"/>
        """))
    assertReports(
      .runtimeUnsupported, at: 5, 5,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list">
          <gesture kind="tapGestureRecognizer">
            <segue id="more" kind="present" to="item"/>
          </gesture>
        </scene>
        <scene id="item"/>
        """))
  }

  func testShowPushesOnlyScenesOntoOneStack() {
    // A container shown: SwiftUI pushes views, not NavigationStacks.
    assertReports(
      .runtimeUnsupported, at: 3, 71,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><barButton system="add"><segue id="more" kind="show" to="tabs"/></barButton></scene>
        <tabBar id="tabs"><tab to="item"/></tabBar>
        <scene id="item"/>
        """))
    // One scene on two stacks would be a route of two NavigationStacks.
    assertReports(
      .runtimeUnsupported, at: 7, 8,
      in: swiftUIFlow(
        """
        <tabBar id="tabs"><tab to="a"/><tab to="b"/></tabBar>
        <navigation id="a" root="first"/>
        <navigation id="b" root="second"/>
        <scene id="first"><cell reuseID="C"><segue id="openShared" kind="show" to="shared"/></cell></scene>
        <scene id="second"><cell reuseID="C"><segue id="openShared2" kind="show" to="shared"/></cell></scene>
        <scene id="shared"/>
        """, initial: "tabs"))
  }

  /// An embed of a container (Kex's tab whose container view holds a navigation
  /// controller) says it is a container; an embed of a scene with inputs says so.
  func testAnEmbedSaysWhyItsChildCannotBeEmbedded() {
    let container = assertReports(
      .runtimeUnsupported, at: 3, 57,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><segue id="embedPartners" kind="embed" to="partnersNav"/></scene>
        <navigation id="partnersNav" root="partners"/>
        <scene id="partners"/>
        """))
    XCTAssertEqual(
      container?.message,
      "the SwiftUI runtime embeds only scenes: 'embedPartners' embeds partnersNav, a container")
    let inputs = assertReports(
      .runtimeUnsupported, at: 3, 56,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><segue id="embedSummary" kind="embed" to="summary"/></scene>
        <scene id="summary"><input name="item" type="Int"/></scene>
        """))
    XCTAssertEqual(
      inputs?.message,
      "the SwiftUI runtime embeds only a scene without inputs: 'embedSummary' embeds summary, which has the input 'item'"
    )
  }

  func testASegueIdIsOneCaseOfTheFlow() {
    assertReports(
      .runtimeUnsupported, at: 5, 46,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="open" kind="show" to="a"/></cell></scene>
        <scene id="a"><barButton system="add"><segue id="more" kind="present" to="b"/></barButton></scene>
        <scene id="b"><barButton system="add"><segue id="open" kind="present" to="a"/></barButton></scene>
        """))
  }

  func testShowDetailNeedsASplit() {
    assertReports(
      .runtimeUnsupported, at: 3, 53,
      in: swiftUIFlow(
        """
        <navigation id="nav" root="list"/>
        <scene id="list"><cell reuseID="I"><segue id="open" kind="showDetail" to="item"/></cell></scene>
        <scene id="item"/>
        """))
  }

  /// What SwiftUI cannot honour is a warning at the attribute, one per attribute, and
  /// the same flow is clean in the storyboard runtime, which honours them all.
  func testWhatSwiftUICannotHonourIsAWarningAtTheAttribute() {
    let body = """
      <navigation id="nav" root="list"/>
      <scene id="list" init="custom" backButtonTitle="Back">
        <cell reuseID="I" style="subtitle"><segue id="openItem" kind="show" to="item"/></cell>
        <barButton system="add"><segue id="add" kind="present" to="item2" presentation="currentContext" transition="crossDissolve"/></barButton>
        <barButton system="edit"><segue id="edit" kind="popover" to="item3" presentation="fullScreen"/></barButton>
      </scene>
      <scene id="item"/>
      <scene id="item2"/>
      <scene id="item3"/>
      """
    let result = load(swiftUIFlow(body))
    let found = result.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.severity) \($0.rule.rawValue)"
    }
    XCTAssertEqual(
      found,
      [
        "3:18 warning runtime-unsupported", "3:32 warning runtime-unsupported",
        "4:21 warning runtime-unsupported", "5:69 warning runtime-unsupported",
        "5:99 warning runtime-unsupported", "6:71 warning runtime-unsupported",
      ], "\(result.diagnostics.map(\.fullMessage))")
    let storyboard = FlowFrontEnd.load(
      SourceFile(path: "Test.flow", text: swiftUIFlow(body)), runtime: .storyboard)
    XCTAssertEqual(storyboard.diagnostics.filter { $0.rule == .runtimeUnsupported }.count, 0)
  }

  /// `compactAdaptation` where SwiftUI shows no popover (a custom segue, shown as
  /// `customPresentationStyle` says) is ignored there, a warning at the attribute (as its
  /// `presentation` is); on a popover segue, or a present segue with
  /// `presentation="popover"`, it is honoured; the storyboard runtime, which adapts the
  /// custom segue's popover, says nothing.
  func testCompactAdaptationWhereSwiftUIShowsNoPopoverIsIgnored() {
    let body = """
      <navigation id="nav" root="list"/>
      <scene id="list">
        <barButton system="add"><segue id="add" kind="custom" class="PopoverSegue" to="a" presentation="popover" compactAdaptation="fullScreen"/></barButton>
        <barButton system="edit"><segue id="edit" kind="popover" to="b" compactAdaptation="popover"/></barButton>
        <button title="Info"><segue id="info" kind="present" to="c" presentation="popover" compactAdaptation="sheet"/></button>
      </scene>
      <scene id="a"/>
      <scene id="b"/>
      <scene id="c"/>
      """
    let result = load(swiftUIFlow(body))
    XCTAssertEqual(
      result.diagnostics.map {
        "\($0.location.line):\($0.location.column) \($0.severity) \($0.rule.rawValue)"
      }, ["4:85 warning runtime-unsupported", "4:108 warning runtime-unsupported"],
      "\(result.diagnostics.map(\.fullMessage))")
    XCTAssertEqual(
      result.diagnostics.last?.message,
      "the SwiftUI runtime presents custom segue 'add' in the style customPresentationStyle chooses, so compactAdaptation on 'add' is ignored: make it a popover segue"
    )
    let storyboard = FlowFrontEnd.load(
      SourceFile(path: "Test.flow", text: swiftUIFlow(body)), runtime: .storyboard)
    XCTAssertEqual(storyboard.diagnostics.map(\.fullMessage), [])
  }

  /// What SwiftUI honours says nothing: full-screen and sheet styles, the swipe, the
  /// bars, the tab images and the compact column.
  func testWhatSwiftUIHonoursIsClean() {
    let body = """
      <tabBar id="tabs"><tab to="nav" title="A" image="A" selectedImage="B"/><tab to="split" title="S" systemImage="star"/></tabBar>
      <navigation id="nav" root="list" largeTitles="false" barHidden="true" toolbarHidden="false"/>
      <scene id="list" modalInPresentation="true">
        <barButton system="add"><segue id="add" kind="present" to="item" presentation="overFullScreen" modalInPresentation="true"/></barButton>
        <barButton system="edit"><segue id="edit" kind="present" to="item2" presentation="pageSheet"/></barButton>
      </scene>
      <scene id="item"/>
      <scene id="item2"/>
      <split id="split" primary="side" secondary="main" collapse="secondary"/>
      <scene id="side"/>
      <scene id="main"/>
      """
    XCTAssertEqual(load(swiftUIFlow(body, initial: "tabs")).diagnostics.map(\.fullMessage), [])
  }
}
