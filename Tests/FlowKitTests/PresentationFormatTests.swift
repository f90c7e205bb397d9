import FlowKit
import XCTest

/// The format additions that keep what a storyboard says about presenting and laying out
/// its controllers: `<flow storyboard>`, `<split style>`, a segue's `presentation`,
/// `transition`, `modalInPresentation`, `compactAdaptation` and `segueAction`, a scene's `modalInPresentation`
/// and `backButtonTitle`, a navigation's bars. Each decodes, is written back, and bad
/// values are errors at the attribute.
final class PresentationFormatTests: FlowTestCase {
  let everything = """
    <flow name="MainIPhone" version="1" initial="split" storyboard="Main_iPhone">
    <split id="split" primary="nav" secondary="detail" style="doubleColumn"/>
    <navigation id="nav" root="master" largeTitles="true" barHidden="false" toolbarHidden="false"/>
    <scene id="master" backButtonTitle="List">
      <segue id="showAbout" kind="present" to="about" presentation="overFullScreen" transition="crossDissolve" modalInPresentation="true" segueAction="makeAboutWithCoder:sender:"/>
    </scene>
    <scene id="about" modalInPresentation="false">
      <segue id="pick" kind="popover" to="detail" compactAdaptation="fullScreen"/>
    </scene>
    <scene id="detail"/>
    </flow>
    """

  func testEveryAdditionDecodes() throws {
    let result = load(everything)
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
    let flow = try XCTUnwrap(result.flow)
    XCTAssertEqual(flow.explicitStoryboardName, "Main_iPhone")
    XCTAssertEqual(flow.storyboardName, "Main_iPhone")
    guard case .split(let split) = flow.node(withID: "split") else { return XCTFail("split") }
    XCTAssertEqual(split.style, .doubleColumn)
    XCTAssertTrue(split.style.wrapsColumnsInNavigation)
    guard case .navigation(let navigation) = flow.node(withID: "nav") else {
      return XCTFail("navigation")
    }
    XCTAssertEqual(navigation.prefersLargeTitles, true)
    XCTAssertEqual(navigation.isNavigationBarHidden, false)
    XCTAssertEqual(navigation.isToolbarHidden, false)
    let master = try XCTUnwrap(flow.scenes.first { $0.id == "master" })
    XCTAssertEqual(master.backButtonTitle, "List")
    XCTAssertNil(master.isModalInPresentation)
    let segue = try XCTUnwrap(master.segues.first)
    XCTAssertEqual(segue.presentationStyle, .overFullScreen)
    XCTAssertEqual(segue.transitionStyle, .crossDissolve)
    XCTAssertEqual(segue.isModalInPresentation, true)
    XCTAssertEqual(segue.segueAction, "makeAboutWithCoder:sender:")
    let about = try XCTUnwrap(flow.scenes.first { $0.id == "about" })
    XCTAssertEqual(about.isModalInPresentation, false)
    XCTAssertEqual(about.segues.first?.compactAdaptation, .fullScreen)
    XCTAssertNil(segue.compactAdaptation)
  }

  func testEveryAdditionIsWrittenBack() throws {
    let flow = try XCTUnwrap(load(everything).flow)
    let text = FlowWriter.write(flow)
    for written in [
      #"storyboard="Main_iPhone""#, #"style="doubleColumn""#, #"largeTitles="true""#,
      #"barHidden="false""#, #"toolbarHidden="false""#, #"backButtonTitle="List""#,
      #"presentation="overFullScreen""#, #"transition="crossDissolve""#,
      #"modalInPresentation="true""#, #"segueAction="makeAboutWithCoder:sender:""#,
      #"modalInPresentation="false""#, #"compactAdaptation="fullScreen""#,
    ] {
      XCTAssertTrue(text.contains(written), "\(written) in:\n\(text)")
    }
    let again = try XCTUnwrap(load(text).flow)
    XCTAssertEqual(FlowCanon.describe(again), FlowCanon.describe(flow))
  }

  func testNothingWrittenMeansUIKitDefaults() throws {
    let flow = try XCTUnwrap(
      load(
        flow(
          """
          <split id="main" primary="a" secondary="b"/>
          <scene id="a"><segue id="showB" kind="present" to="b"/></scene>
          <scene id="b"/>
          """)
      ).flow)
    XCTAssertNil(flow.explicitStoryboardName)
    XCTAssertEqual(flow.storyboardName, "Test", "the storyboard is named as the flow by default")
    guard case .split(let split) = flow.node(withID: "main") else { return XCTFail("split") }
    XCTAssertEqual(split.style, .unspecified)
    let segue = try XCTUnwrap(flow.scenes.first?.segues.first)
    XCTAssertNil(segue.presentationStyle)
    XCTAssertNil(segue.transitionStyle)
    XCTAssertNil(segue.isModalInPresentation)
    XCTAssertNil(segue.segueAction)
    let text = FlowWriter.write(flow)
    for unwritten in ["storyboard=", "style=", "presentation=", "transition=", "modal"] {
      XCTAssertFalse(text.contains(unwritten), "\(unwritten) in:\n\(text)")
    }
  }

  func testBadValuesAreErrorsAtTheValue() {
    assertReports(
      .invalidValue, at: 2, 51,
      in: flow(
        #"<split id="main" primary="a" secondary="b" style="double"/><scene id="a"/><scene id="b"/>"#
      ))
    let segue =
      #"<scene id="main"><segue id="x" kind="present" to="b" presentation="overFullscreen"/></scene><scene id="b"/>"#
    let diagnostic = assertReports(.invalidValue, at: 2, 68, in: flow(segue))
    XCTAssertEqual(diagnostic?.suggestion, .name("overFullScreen"))
    assertReports(
      .invalidValue, at: 2, 66,
      in: flow(
        #"<scene id="main"><segue id="x" kind="present" to="b" transition="fade"/></scene><scene id="b"/>"#
      ))
    assertReports(
      .invalidValue, at: 2, 39,
      in: flow(#"<scene id="main" modalInPresentation="yes"/>"#))
    assertReports(
      .invalidValue, at: 2, 45,
      in: flow(#"<navigation id="main" root="a" largeTitles="YES"/><scene id="a"/>"#))
  }

  func testPresentingAnEmbeddedChildIsAnError() {
    let text = flow(
      #"<scene id="main"><segue id="child" kind="embed" to="b" presentation="formSheet"/></scene><scene id="b"/>"#
    )
    let diagnostic = assertReports(.invalidValue, at: 2, 56, in: text)
    XCTAssertTrue(diagnostic?.message.contains("embed") ?? false)
  }

  /// A popover's compact adaptation is read on what shows a popover: a popover segue, or a
  /// segue presenting with `presentation="popover"`; anywhere else it is an error at the
  /// attribute, and a word that is not an adaptation is one at its value.
  func testCompactAdaptationBelongsToPopovers() throws {
    for (kind, presentation) in [("popover", ""), ("present", #" presentation="popover""#)] {
      for adaptation in PopoverAdaptation.allCases {
        let text = flow(
          #"<scene id="main"><segue id="x" kind="\#(kind)" to="b"\#(presentation) compactAdaptation="\#(adaptation.rawValue)"/></scene><scene id="b"/>"#
        )
        let result = load(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [], text)
        XCTAssertEqual(result.flow?.scenes.first?.segues.first?.compactAdaptation, adaptation)
      }
    }
    let onPresent = flow(
      #"<scene id="main"><segue id="x" kind="present" to="b" compactAdaptation="sheet"/></scene><scene id="b"/>"#
    )
    let diagnostic = assertReports(.invalidValue, at: 2, 54, in: onPresent)
    XCTAssertTrue(diagnostic?.message.contains("kind=\"popover\"") ?? false)
    let onEmbed = flow(
      #"<scene id="main"><segue id="x" kind="embed" to="b" compactAdaptation="sheet"/></scene><scene id="b"/>"#
    )
    XCTAssertEqual(
      load(onEmbed).diagnostics.filter { $0.rule == .invalidValue }.map(\.message),
      [
        "'compactAdaptation' has no meaning on an embed segue, whose destination is a child, never presented"
      ])
    let diagnosticAtValue = assertReports(
      .invalidValue, at: 2, 73,
      in: flow(
        #"<scene id="main"><segue id="x" kind="popover" to="b" compactAdaptation="fullscreen"/></scene><scene id="b"/>"#
      ))
    XCTAssertEqual(diagnosticAtValue?.suggestion, .name("fullScreen"))
  }

  /// A popover segue the storyboard runtime's `prepare(for:sender:)` cannot tell apart gets
  /// no delegate answering its compact adaptation either, and its warning says so.
  func testAnUnboundPopoverWarnsThatItsAdaptationIsLost() {
    let text = flow(
      #"<scene id="main" class="HomeViewController"><segue id="a" identifier="" kind="popover" to="b" compactAdaptation="popover"/><segue id="c" identifier="" kind="popover" to="d"/></scene><scene id="b" class="TipViewController"/><scene id="d" class="TipViewController"/>"#
    )
    let messages = load(text).diagnostics.filter { $0.rule == .unboundTransition }.map(\.message)
    XCTAssertEqual(messages.count, 2, "\(messages)")
    XCTAssertTrue(
      messages.contains {
        $0.hasPrefix("segue 'a'")
          && $0.contains("no prepare hook for it (nor its compactAdaptation)")
      }, "\(messages)")
    XCTAssertTrue(
      messages.contains { $0.hasPrefix("segue 'c'") && !$0.contains("compactAdaptation") },
      "\(messages)")
  }

  func testSegueActionSelectorIsChecked() {
    for bad in ["makeDetail", "make detail:", "a:b:c:d:"] {
      let text = flow(
        #"<scene id="main"><segue id="x" kind="show" to="b" segueAction="\#(bad)"/></scene><scene id="b"/>"#
      )
      XCTAssertEqual(
        load(text).diagnostics.filter { $0.rule == .invalidSelector }.count, 1,
        "\(bad): \(findings(text))")
    }
    for good in ["makeDetail:", "makeDetailWithCoder:sender:", "make:sender:segueIdentifier:"] {
      let text = flow(
        #"<scene id="main"><segue id="x" kind="show" to="b" segueAction="\#(good)"/></scene><scene id="b"/>"#
      )
      XCTAssertEqual(
        load(text).diagnostics.filter { $0.rule == .invalidSelector }.map(\.message), [], good)
    }
  }

  func testStoryboardNameMustBeAFileName() {
    for (bad, column) in [("", 58), ("Main.storyboard", 58), ("a/b", 58)] {
      let text =
        #"<flow name="Test" version="1" initial="main" storyboard="\#(bad)">"# + "\n"
        + #"<scene id="main"/>"# + "\n</flow>\n"
      assertReports(.invalidValue, at: 1, column, in: text)
    }
    for good in ["Main_iPhone", "Settings.iPad", "main-screen", "DDG_Bookmarks"] {
      let text =
        #"<flow name="Test" version="1" initial="main" storyboard="\#(good)">"# + "\n"
        + #"<scene id="main"/>"# + "\n</flow>\n"
      XCTAssertEqual(load(text).diagnostics.map(\.message), [], good)
      XCTAssertEqual(load(text).flow?.storyboardName, good)
    }
  }
}
