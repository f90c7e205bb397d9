import FlowKit
import Foundation
import XCTest

/// Storyboards that are broken, strange or not storyboards at all: each ends in clear
/// diagnostics at the right place — errors only when the document is not a storyboard —
/// and never in a crash or a flow that fails its own checks.
final class StoryboardHostileTests: StoryboardTestCase {
  func testXibIsNotAStoryboard() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects/>
      </document>
      """
    let result = load(text, path: "View.xib")
    XCTAssertNil(result.flow)
    XCTAssertTrue(result.isStoryboard)
    XCTAssertEqual(result.diagnostics.map(\.rule), [.wrongRoot])
    XCTAssertEqual(result.diagnostics.first?.severity, .error)
    XCTAssertTrue(result.diagnostics.first?.message.contains("xib") ?? false)
    let at = valuePosition("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB", in: text)
    XCTAssertEqual(
      result.diagnostics.first.map { [$0.location.line, $0.location.column] }, [at.line, at.column])
  }

  func testMacStoryboardAndMissingTypeAreErrors() {
    let mac = load(
      "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"><scenes/></document>"
    )
    XCTAssertNil(mac.flow)
    XCTAssertTrue(mac.diagnostics.first?.message.contains("macOS") ?? false)
    let untyped = load("<document version=\"3.0\"><scenes/></document>")
    XCTAssertNil(untyped.flow)
    XCTAssertEqual(untyped.diagnostics.map(\.rule), [.wrongRoot])
  }

  func testStoryboardWithoutScenesIsAnError() {
    let result = load(storyboard(""))
    XCTAssertNil(result.flow)
    XCTAssertEqual(result.diagnostics.map(\.severity), [.error])
    XCTAssertEqual(result.diagnostics.first?.location.line, 3)
  }

  func testUnknownElementsAreWarningsNeverCrashes() {
    let text = storyboard(
      """
      \(scene("<viewController id=\"vc-a\" customClass=\"AViewController\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\"><subviews><hologram id=\"h\"><connections><segue destination=\"vc-b\" kind=\"show\" identifier=\"beam\" id=\"s1\"/></connections></hologram></subviews></view></viewController>"))
      <mysteryScene/>
      \(scene("<fancyViewController id=\"vc-b\" customClass=\"BViewController\" sceneMemberID=\"viewController\"/>"))
      """)
    let result = load(text)
    assertNoErrors(result)
    let a = scene("a", in: result.flow)
    // The unknown view's segue is kept, as a manual one, and explained.
    XCTAssertEqual(segue("beam", in: a)?.trigger, .manual)
    assertWarning(
      result, containing: "fired by <hologram>",
      at: position(of: "<segue destination=\"vc-b\"", in: text))
    assertWarning(
      result, containing: "<mysteryScene>", at: position(of: "<mysteryScene/>", in: text))
    assertWarning(
      result, containing: "unknown view controller element <fancyViewController>",
      at: position(of: "<fancyViewController", in: text))
    XCTAssertEqual(scene("b", in: result.flow)?.base, "UIViewController")
  }

  func testSegueToAMissingIDIsLeftOutWithAWarning() {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="AViewController" sceneMemberID="viewController">
        <connections>
        <segue destination="nowhere" kind="show" identifier="lost" id="s1"/>
        <segue destination="vc-a" kind="teleport" identifier="odd" id="s2"/>
        <segue destination="vc-a" identifier="kindless" id="s3"/>
        </connections>
        </viewController>
        """))
    let result = load(text)
    assertNoErrors(result)
    XCTAssertEqual(scene("a", in: result.flow)?.transitions.count, 0)
    assertWarning(
      result, containing: "segue leads to 'nowhere', which is not in the storyboard",
      at: valuePosition("destination", "nowhere", in: text))
    assertWarning(
      result, containing: "segue kind 'teleport' is unknown",
      at: valuePosition("kind", "teleport", in: text))
    assertWarning(
      result, containing: "segue has no kind",
      at: position(of: "<segue destination=\"vc-a\" identifier=\"kindless\"", in: text))
  }

  func testDuplicateIDsClassesAndStoryboardIDs() {
    let text = storyboard(
      """
      \(scene("<viewController id=\"vc-a\" storyboardIdentifier=\"Same\" customClass=\"SameViewController\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-a\" kind=\"show\" identifier=\"again\" id=\"x\"/></connections></viewController>"))
      \(scene("<viewController id=\"vc-a\" storyboardIdentifier=\"Same\" customClass=\"SameViewController\" sceneMemberID=\"viewController\"/>"))
      """)
    let result = load(text)
    assertNoErrors(result)
    XCTAssertEqual(result.flow?.nodes.map(\.id), ["same", "same2"])
    // Two scenes of one class with one base share it: its machine file has the union.
    XCTAssertEqual(
      result.flow?.scenes.map(\.className), ["SameViewController", "SameViewController"])
    XCTAssertEqual(result.flow?.scenes.map(\.storyboardID), ["Same", nil])
    assertWarning(
      result, containing: "Interface Builder id 'vc-a' is used twice",
      at: valuePosition("id", "vc-a", in: text, occurrence: 2))
    XCTAssertFalse(
      result.diagnostics.contains { $0.message.contains("is also the class of scene") },
      "\(result.diagnostics.map(\.message))")
    assertWarning(
      result, containing: "storyboard ID 'Same' is also used",
      at: valuePosition("storyboardIdentifier", "Same", in: text, occurrence: 2))
  }

  func testInitialViewControllerMissingOrAbsent() {
    let absent = load(
      storyboard(
        scene(
          "<viewController id=\"vc-a\" customClass=\"AViewController\" sceneMemberID=\"viewController\"/>"
        ),
        initial: nil))
    assertNoErrors(absent)
    XCTAssertEqual(absent.flow?.initialID, "a")
    XCTAssertTrue(absent.diagnostics.contains { $0.message.contains("no initial view controller") })

    let missingText = storyboard(
      scene(
        "<viewController id=\"vc-a\" customClass=\"AViewController\" sceneMemberID=\"viewController\"/>"
      ),
      initial: "gone")
    let missing = load(missingText)
    assertNoErrors(missing)
    XCTAssertEqual(missing.flow?.initialID, "a")
    assertWarning(
      missing, containing: "initial view controller 'gone' is not in the storyboard",
      at: valuePosition("initialViewController", "gone", in: missingText))
  }

  func testContainersAFlowCannotHoldBecomeScenes() {
    let text = storyboard(
      """
      \(scene("<navigationController id=\"vc-a\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-t\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r1\"/></connections></navigationController>"))
      \(scene("<tabBarController id=\"vc-t\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-c\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r2\"/></connections></tabBarController>"))
      \(scene("<viewController id=\"vc-c\" customClass=\"ChildViewController\" sceneMemberID=\"viewController\"/>"))
      \(scene("<tabBarController id=\"vc-empty\" sceneMemberID=\"viewController\"/>"))
      \(scene("<splitViewController id=\"vc-s\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-c\" kind=\"relationship\" relationship=\"masterViewController\" id=\"r3\"/><segue destination=\"missing\" kind=\"relationship\" relationship=\"detailViewController\" id=\"r4\"/></connections></splitViewController>"))
      """)
    let result = load(text)
    assertNoErrors(result)
    let flow = result.flow
    // A navigation rooted in a tab bar is a scene that embeds it.
    let navigation = scene("navigation", in: flow)
    XCTAssertEqual(navigation?.base, "UINavigationController")
    XCTAssertEqual(navigation?.segues.map(\.kind), [.embed])
    XCTAssertEqual(navigation?.segues.first?.destinationID, "tabBar")
    assertWarning(
      result, containing: "has a tab bar controller as its root",
      at: position(of: "<navigationController id=\"vc-a\"", in: text))
    guard case .tabBar(let tabs)? = flow?.node(withID: "tabBar") else { return XCTFail("tab bar") }
    XCTAssertEqual(tabs.tabs.map(\.destinationID), ["child"])
    XCTAssertEqual(scene("tabBar2", in: flow)?.base, "UITabBarController")
    XCTAssertEqual(scene("split", in: flow)?.base, "UISplitViewController")
    // The split keeps its master as an embed; its detail leads nowhere.
    XCTAssertEqual(scene("split", in: flow)?.segues.map(\.destinationID), ["child"])
    assertWarning(
      result, containing: "leads to 'missing', which is not in the storyboard",
      at: valuePosition("destination", "missing", in: text))
  }

  func testShowOfANavigationFromAStackIsAPresentation() {
    let text = storyboard(
      """
      \(scene("<navigationController id=\"vc-a\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-r\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r1\"/></connections></navigationController>"))
      \(scene("<viewController id=\"vc-r\" customClass=\"RootViewController\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-n\" kind=\"show\" identifier=\"pushNav\" id=\"s1\"/></connections></viewController>"))
      \(scene("<navigationController id=\"vc-n\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc-x\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r2\"/></connections></navigationController>"))
      \(scene("<viewController id=\"vc-x\" customClass=\"XViewController\" sceneMemberID=\"viewController\"/>"))
      """)
    let result = load(text)
    assertNoErrors(result)
    XCTAssertEqual(segue("pushNav", in: scene("root", in: result.flow))?.kind, .present)
    assertWarning(
      result, containing: "UIKit cannot push a navigation controller",
      at: position(of: "kind=\"show\"", in: text))
  }

  func testUnwindToAnotherStoryboardIsLeftOutNotAnError() {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="AViewController" sceneMemberID="viewController">
        <navigationItem key="navigationItem" id="i"><barButtonItem key="leftBarButtonItem" title="Menu" id="b"><connections>
        <segue destination="exit-a" kind="unwind" unwindAction="unwindToMenuViewController:" id="u"/>
        </connections></barButtonItem></navigationItem>
        </viewController>
        """, objects: "<exit id=\"exit-a\" sceneMemberID=\"exit\"/>"))
    let result = load(text)
    assertNoErrors(result)
    let a = scene("a", in: result.flow)
    XCTAssertEqual(a?.transitions.count, 0)
    XCTAssertEqual(a?.barButtons.map(\.item), [.title("Menu")])
    assertWarning(
      result, containing: "no scene of this storyboard can be beneath 'a'",
      at: position(of: "unwindAction=", in: text))
  }

  func testNamesUIKitReservesAreRenamedAndOutletsLeftOut() {
    let text = storyboard(
      scene(
        """
        <tableViewController id="vc-a" customClass="ATableViewController" sceneMemberID="viewController">
        <tableView key="view" id="t"/>
        <navigationItem key="navigationItem" id="i"><barButtonItem key="leftBarButtonItem" systemItem="done" id="b"><connections>
        <action selector="dismiss" destination="vc-a" id="a1"/>
        </connections></barButtonItem></navigationItem>
        <connections>
        <outlet property="tableView" destination="t" id="o1"/>
        <outlet property="view" destination="t" id="o2"/>
        <outlet property="bad-name" destination="t" id="o3"/>
        </connections>
        </tableViewController>
        """))
    let result = load(text)
    assertNoErrors(result)
    let a = scene("aTable", in: result.flow)
    XCTAssertEqual(a?.outlets.map(\.name), [])
    // The Swift name avoids UIKit's; the selector the storyboard sends is kept.
    XCTAssertEqual(a?.actions.map(\.name), ["dismissAction"])
    XCTAssertEqual(a?.actions.map(\.selector), ["dismiss"])
    XCTAssertEqual(a?.barButtons.first?.actionName, "dismissAction")
    assertWarning(
      result, containing: "outlet 'tableView' is a member",
      at: valuePosition("property", "tableView", in: text))
    assertWarning(
      result, containing: "outlet 'bad-name' is not a Swift identifier",
      at: valuePosition("property", "bad-name", in: text))
  }

  func testEveryDestinationBrokenInTurnStaysClean() throws {
    // Point each connection of the fixture at nothing, one at a time: the import must
    // stay free of errors and explain itself at that line.
    let original = try fixtureText("Triggers.storyboard")
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var checked = 0
    for (index, line) in lines.enumerated() where line.contains("destination=\"") {
      guard let range = line.range(of: #"destination="[^"]*""#, options: .regularExpression) else {
        continue
      }
      var broken = lines
      broken[index] = line.replacingCharacters(in: range, with: "destination=\"nowhere\"")
      let result = load(broken.joined(separator: "\n"), path: "Broken.storyboard")
      assertNoErrors(result)
      XCTAssertTrue(
        result.diagnostics.contains { $0.location.line == index + 1 && $0.severity == .warning },
        "line \(index + 1): no warning for a connection to nothing\n\(summary(result))")
      checked += 1
    }
    XCTAssertGreaterThan(checked, 15)
  }

  func testAttributesRemovedInTurnNeverCrash() throws {
    // Drop each attribute of the fixture in turn; whatever it was, the import ends in
    // diagnostics, and the flow (if any) checks without errors except where the
    // storyboard itself is left without its type.
    let original = try fixtureText("MasterDetail.storyboard")
    let pattern = try NSRegularExpression(pattern: #" [A-Za-z]+="[^"]*""#)
    let all = pattern.matches(
      in: original, range: NSRange(original.startIndex..., in: original))
    XCTAssertGreaterThan(all.count, 100)
    for match in all {
      guard let range = Range(match.range, in: original) else { continue }
      var broken = original
      broken.removeSubrange(range)
      let result = load(broken, path: "Broken.storyboard")
      if result.flow != nil {
        assertNoErrors(result)
      } else {
        XCTAssertTrue(result.diagnostics.contains { $0.severity == .error })
      }
    }
  }
}
