import FlowKit
import Foundation
import XCTest

/// The importer keeps what a storyboard says about presenting controllers, their bars,
/// their back button titles, split styles, segue actions and the storyboard's own name;
/// what the flow format has no word for is reported by name, never dropped silently.
final class StoryboardPresentationImportTests: StoryboardTestCase {
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="split">
    <scenes>
    <scene sceneID="s1"><objects>
    <splitViewController id="split" style="doubleColumn" sceneMemberID="viewController">
    <connections>
    <segue destination="nav" kind="relationship" relationship="masterViewController" id="r1"/>
    <segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>
    </connections>
    </splitViewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
    <navigationController id="nav" navigationBarHidden="YES" toolbarHidden="NO" sceneMemberID="viewController">
    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"/>
    <connections>
    <segue destination="master" kind="relationship" relationship="rootViewController" id="r3"/>
    </connections>
    </navigationController>
    </objects></scene>
    <scene sceneID="s3"><objects>
    <tableViewController id="master" customClass="MasterViewController" sceneMemberID="viewController">
    <navigationItem key="navigationItem" title="Master" id="ni1">
    <barButtonItem key="backBarButtonItem" title="List" id="back"/>
    </navigationItem>
    <connections>
    <segue destination="about" kind="presentation" identifier="ShowAbout" modalPresentationStyle="overFullScreen" modalTransitionStyle="crossDissolve" destinationCreationSelector="makeAboutWithCoder:sender:" id="sg1"/>
    <segue destination="about" kind="presentation" identifier="ShowOdd" modalPresentationStyle="blurOverFullScreen" id="sg2"/>
    </connections>
    </tableViewController>
    </objects></scene>
    <scene sceneID="s4"><objects>
    <viewController id="about" customClass="AboutViewController" modalInPresentation="YES" modalPresentationStyle="formSheet" sceneMemberID="viewController"/>
    </objects></scene>
    <scene sceneID="s5"><objects>
    <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
    <navigationItem key="navigationItem" title="Detail" backButtonTitle="Back to detail" id="ni2"/>
    </viewController>
    </objects></scene>
    </scenes>
    </document>

    """

  func testPresentationBarsBackTitlesAndSplitStyleAreKept() throws {
    let result = load(text, path: "App/Base.lproj/Main_iPhone.storyboard")
    assertNoErrors(result)
    let flow = try XCTUnwrap(result.flow)
    XCTAssertEqual(flow.name, "MainIPhone")
    XCTAssertEqual(flow.explicitStoryboardName, "Main_iPhone")
    let split = try XCTUnwrap(
      flow.nodes.compactMap { if case .split(let s) = $0 { s } else { nil } }.first)
    XCTAssertEqual(split.style, .doubleColumn)
    let navigation = try XCTUnwrap(
      flow.nodes.compactMap { if case .navigation(let n) = $0 { n } else { nil } }.first)
    XCTAssertEqual(navigation.isNavigationBarHidden, true)
    XCTAssertEqual(navigation.isToolbarHidden, false)
    XCTAssertEqual(navigation.prefersLargeTitles, true)
    let master = try XCTUnwrap(flow.scenes.first { $0.className == "MasterViewController" })
    XCTAssertEqual(master.backButtonTitle, "List")
    let about = try XCTUnwrap(master.segues.first { $0.identifier == "ShowAbout" })
    XCTAssertEqual(about.presentationStyle, .overFullScreen)
    XCTAssertEqual(about.transitionStyle, .crossDissolve)
    XCTAssertEqual(about.segueAction, "makeAboutWithCoder:sender:")
    let detail = try XCTUnwrap(flow.scenes.first { $0.className == "DetailViewController" })
    XCTAssertEqual(detail.backButtonTitle, "Back to detail")
    let aboutScene = try XCTUnwrap(flow.scenes.first { $0.className == "AboutViewController" })
    XCTAssertEqual(aboutScene.isModalInPresentation, true)
    // Written and read back, the flow says all of it again.
    let written = FlowWriter.write(flow)
    for attribute in [
      #"storyboard="Main_iPhone""#, #"style="doubleColumn""#, #"barHidden="true""#,
      #"toolbarHidden="false""#, #"largeTitles="true""#, #"backButtonTitle="List""#,
      #"presentation="overFullScreen""#, #"transition="crossDissolve""#,
      #"segueAction="makeAboutWithCoder:sender:""#, #"modalInPresentation="true""#,
    ] {
      XCTAssertTrue(written.contains(attribute), "\(attribute) in:\n\(written)")
    }
    let again = FlowFrontEnd.load(SourceFile(path: "Main.flow", text: written))
    XCTAssertEqual(again.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
  }

  func testWhatAFlowCannotSayIsReportedByName() throws {
    let result = load(text, path: "Main_iPhone.storyboard")
    assertWarning(
      result, containing: "'blurOverFullScreen' is not a value of 'modalPresentationStyle'",
      at: valuePosition("modalPresentationStyle", "blurOverFullScreen", in: text))
    assertWarning(
      result, containing: "the view controller's own 'modalPresentationStyle'",
      at: position(of: #"modalPresentationStyle="formSheet""#, in: text))
    XCTAssertFalse(
      result.diagnostics.contains { $0.message.contains("@IBSegueAction") },
      "a segue action is kept, not reported")
  }

  /// Xcode's "Preview & Commit Segues" nest a `preview` and a `commit` segue in the segue
  /// they belong to (Hero's CityGuide example): each is reported at its line, and the
  /// segue itself is kept once.
  func testPeekAndPopSeguesAreReported() throws {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="AViewController" sceneMemberID="viewController">
        <view key="view" id="v"><subviews><button id="b"><connections>
        <segue destination="vc-b" kind="presentation" identifier="Open" id="p">
        <segue key="commit" inheritsFrom="parent" id="c"/>
        <segue key="preview" inheritsFrom="commit" id="w"/>
        </segue>
        </connections></button></subviews></view>
        </viewController>
        """)
        + scene(
          #"<viewController id="vc-b" customClass="BViewController" sceneMemberID="viewController"/>"#
        ))
    let result = load(text)
    assertNoErrors(result)
    XCTAssertEqual(scene("a", in: result.flow)?.segues.map(\.identifier), ["Open"])
    assertWarning(
      result, containing: "the segue's 'commit' segue (3D Touch peek and pop)",
      at: position(of: #"<segue key="commit""#, in: text))
    assertWarning(
      result, containing: "the segue's 'preview' segue (3D Touch peek and pop)",
      at: position(of: #"<segue key="preview""#, in: text))
  }

  func testAPresentationOnAnEmbedIsReported() throws {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="AViewController" sceneMemberID="viewController">
        <view key="view" id="v"><subviews><containerView id="c"><connections>
        <segue destination="vc-b" kind="embed" modalTransitionStyle="flipHorizontal" id="e"/>
        </connections></containerView></subviews></view>
        </viewController>
        """)
        + scene(
          #"<viewController id="vc-b" customClass="BViewController" sceneMemberID="viewController"/>"#
        ))
    let result = load(text)
    assertNoErrors(result)
    assertWarning(
      result, containing: "'modalTransitionStyle' has no meaning on an embed segue",
      at: position(of: "modalTransitionStyle=", in: text))
  }

  func testRuntimeAttributesAndBarItemClassesAnywhereAreReported() throws {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="AViewController" sceneMemberID="viewController">
        <view key="view" id="v">
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"/>
        </userDefinedRuntimeAttributes>
        </view>
        <tabBarItem key="tabBarItem" title="A" customClass="BadgeTabBarItem" id="t">
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="string" keyPath="badgeKey" value="a"/>
        </userDefinedRuntimeAttributes>
        </tabBarItem>
        <navigationItem key="navigationItem" id="n">
        <barButtonItem key="rightBarButtonItem" title="Go" customClass="FancyBarButtonItem" id="b"/>
        </navigationItem>
        </viewController>
        """))
    let result = load(text)
    assertNoErrors(result)
    assertWarning(
      result, containing: "user-defined runtime attributes on a <view> (layer.cornerRadius)",
      at: position(of: "<userDefinedRuntimeAttributes>", in: text))
    assertWarning(
      result, containing: "user-defined runtime attributes on a <tabBarItem> (badgeKey)",
      at: position(of: "<userDefinedRuntimeAttributes>", in: text, occurrence: 2))
    assertWarning(
      result, containing: "custom class 'BadgeTabBarItem'",
      at: position(of: #"customClass="BadgeTabBarItem""#, in: text))
    assertWarning(
      result, containing: "custom class 'FancyBarButtonItem'",
      at: position(of: #"customClass="FancyBarButtonItem""#, in: text))
  }

  func testAStoryboardWithoutAFileNameKeepsTheFlowName() {
    let result = load(
      storyboard(
        scene(
          #"<viewController id="vc-a" customClass="AViewController" sceneMemberID="viewController"/>"#
        )), path: "-")
    XCTAssertNil(result.flow?.explicitStoryboardName)
  }
}
