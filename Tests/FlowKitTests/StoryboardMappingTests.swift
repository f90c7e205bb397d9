import FlowKit
import XCTest

/// Each mapping from Interface Builder to the flow model, on flowc's own fixtures.
final class StoryboardMappingTests: StoryboardTestCase {
  // MARK: MasterDetail.storyboard

  func testMasterDetailNodesAndContainers() throws {
    let (_, result) = try loadFixture("MasterDetail.storyboard")
    assertNoErrors(result)
    let flow = try XCTUnwrap(result.flow)
    XCTAssertTrue(result.isStoryboard)
    XCTAssertEqual(flow.name, "MasterDetail")
    XCTAssertEqual(flow.module, "Friends")
    XCTAssertEqual(flow.initialID, "friendListNavigation")
    XCTAssertEqual(
      flow.nodes.map(\.id),
      ["friendListNavigation", "friendList", "friendDetail", "editFriendNavigation", "editFriend"])
    guard case .navigation(let main) = flow.nodes[0], case .navigation(let edit) = flow.nodes[3]
    else { return XCTFail("navigations expected") }
    XCTAssertEqual(main.rootID, "friendList")
    XCTAssertEqual(edit.rootID, "editFriend")
    XCTAssertNil(main.explicitClass)
  }

  func testMasterDetailScenes() throws {
    let (_, result) = try loadFixture("MasterDetail.storyboard")
    let list = scene("friendList", in: result.flow)
    XCTAssertEqual(list?.explicitClass, "FriendListViewController")
    XCTAssertEqual(list?.base, "UITableViewController")
    XCTAssertEqual(list?.title, "Friends")
    // The table view's dataSource and delegate are not the controller's outlets.
    XCTAssertEqual(list?.outlets.map(\.name), [])
    XCTAssertEqual(list?.cells.map(\.reuseID), ["FriendCell"])
    XCTAssertEqual(list?.cells.first?.className, "FriendCell")
    XCTAssertEqual(list?.actions.map(\.name), ["sortFriends"])
    XCTAssertEqual(list?.actions.first?.senderType, "UIBarButtonItem")
    XCTAssertEqual(list?.barButtons.map(\.item), [.system("add"), .title("Sort")])
    XCTAssertEqual(list?.barButtons.map(\.side), [.right, .left])
    XCTAssertEqual(list?.barButtons.map(\.actionName), [nil, "sortFriends"])
    let show = segue("showDetail", in: list)
    XCTAssertEqual(show?.kind, .show)
    XCTAssertEqual(show?.destinationID, "friendDetail")
    XCTAssertEqual(show?.trigger, .cell(reuseID: "FriendCell"))
    let add = segue("addFriend", in: list)
    XCTAssertEqual(add?.kind, .present)
    XCTAssertEqual(add?.destinationID, "editFriendNavigation")
    XCTAssertEqual(add?.trigger, .barButton(.system("add")))

    let detail = scene("friendDetail", in: result.flow)
    XCTAssertEqual(detail?.storyboardID, "FriendDetail")
    XCTAssertEqual(detail?.base, "UIViewController")
    XCTAssertEqual(detail?.outlets.map(\.name), ["nameLabel", "phoneLabel", "contactButtons"])
    XCTAssertEqual(detail?.outlets.map(\.type), ["UILabel", "UILabel", "UIButton"])
    XCTAssertEqual(detail?.outlets.map(\.isCollection), [false, false, true])
  }

  func testUnwindThroughExitPlacesTheActionBeneath() throws {
    let (text, result) = try loadFixture("MasterDetail.storyboard")
    let edit = scene("editFriend", in: result.flow)
    XCTAssertEqual(edit?.outlets.map(\.type), ["UITextField", "UIBarButtonItem"])
    let unwinds = edit?.unwinds ?? []
    XCTAssertEqual(unwinds.map(\.id), ["unwindToFriendList", "saveFriend"])
    XCTAssertEqual(unwinds.map(\.actionName), ["unwindToFriendList", "unwindToFriendList"])
    XCTAssertEqual(
      unwinds.map(\.trigger), [.barButton(.system("cancel")), .barButton(.system("save"))])
    // The method lives beneath the editor: on the list that presented it.
    XCTAssertEqual(
      scene("friendList", in: result.flow)?.unwindActions.map(\.name), ["unwindToFriendList"])
    // It keeps the storyboard's selector, which the generated method declares exactly.
    XCTAssertEqual(
      scene("friendList", in: result.flow)?.unwindActions.map(\.selector),
      ["unwindToFriendListWithSender:"])
    _ = text
    XCTAssertEqual(result.diagnostics.count, 0, summary(result))
  }

  func testOriginsPointIntoTheStoryboard() throws {
    let (text, result) = try loadFixture("MasterDetail.storyboard")
    let list = scene("friendList", in: result.flow)
    let listStart = position(of: "<tableViewController id=\"vc-list\"", in: text)
    XCTAssertEqual(list?.origin.location.line, listStart.line)
    XCTAssertEqual(list?.origin.location.column, listStart.column)
    let classAttribute = position(of: "customClass=\"FriendListViewController\"", in: text)
    XCTAssertEqual(list?.origin.location(of: "class").line, classAttribute.line)
    XCTAssertEqual(list?.origin.location(of: "class").column, classAttribute.column)
    let show = segue("showDetail", in: list)
    let segueStart = position(of: "<segue destination=\"vc-detail\"", in: text)
    XCTAssertEqual(show?.origin.location.line, segueStart.line)
    XCTAssertEqual(show?.origin.location(of: "to").line, segueStart.line)
    XCTAssertEqual(
      show?.origin.location(of: "id").column,
      position(of: "identifier=\"showDetail\"", in: text).column)
  }

  // MARK: Triggers.storyboard

  func testButtonsBarItemsAndGestures() throws {
    let (text, result) = try loadFixture("Triggers.storyboard")
    assertNoErrors(result)
    let home = scene("home", in: result.flow)
    XCTAssertEqual(home?.explicitClass, "HomeViewController")
    XCTAssertEqual(home?.buttons.map(\.title), ["Open", "Both"])
    XCTAssertEqual(home?.buttons.map(\.actionName), ["openTapped", "bothTapped"])
    XCTAssertEqual(
      home?.actions.map(\.name), ["openTapped", "bothTapped", "logTap", "share", "longPressed"])
    XCTAssertEqual(segue("openMenu", in: home)?.trigger, .button(title: "Open"))
    XCTAssertEqual(
      home?.gestures.map(\.kind), ["tapGestureRecognizer", "pongPressGestureRecognizer"])
    XCTAssertEqual(home?.gestures.map(\.actionName), [nil, "longPressed"])
    XCTAssertEqual(home?.actions.last?.senderType, "UILongPressGestureRecognizer")
    let tap = segue("tapSettings", in: home)
    XCTAssertEqual(tap?.trigger, .gesture("tapGestureRecognizer"))
    XCTAssertEqual(tap?.kind, .custom)
    XCTAssertEqual(tap?.segueClass, "FadeSegue")
    // The image-only item keeps its image name as its title, and says so.
    XCTAssertEqual(home?.barButtons.map(\.item), [.title("Share"), .title("gear")])
    XCTAssertEqual(segue("openSettings", in: home)?.trigger, .barButton(.title("gear")))
    assertWarning(
      result, containing: "shows only the image 'gear'",
      at: valuePosition("image", "gear", in: text))
    assertWarning(
      result, containing: "toolbar items",
      at: position(of: "<barButtonItem title=\"Share\"", in: text))
    // A control's second action is declared on the scene, and reported.
    assertWarning(
      result, containing: "sends a second action 'logTap'",
      at: valuePosition("selector", "logTap", in: text))
    XCTAssertEqual(home?.actions.first { $0.name == "logTap" }?.selector, "logTap")
  }

  func testManualSeguesAndIdentifiers() throws {
    let (text, result) = try loadFixture("Triggers.storyboard")
    let home = scene("home", in: result.flow)
    let manual = home?.segues.filter { $0.trigger == .manual }.map(\.id)
    XCTAssertEqual(manual, ["showMenu", "showHelp", "fancy", "embedChild"])
    assertWarning(
      result,
      containing: "has no identifier, so code cannot perform it; the flow calls it 'showMenu'",
      at: position(of: "<segue destination=\"vc-menu\" kind=\"show\" id=\"seg-manual\"", in: text))
    // The identifier is kept exactly; the id is its words in lowerCamelCase.
    XCTAssertEqual(segue("showHelp", in: home)?.identifier, "Show Help")
    XCTAssertEqual(segue("showHelp", in: home)?.destinationID, "help")
    XCTAssertEqual(segue("showMenu", in: home)?.identifier, nil)
    // A custom segue without a class gets UIStoryboardSegue, with a warning.
    XCTAssertEqual(segue("fancy", in: home)?.segueClass, "UIStoryboardSegue")
    assertWarning(
      result, containing: "custom segue 'fancy' has no segue class",
      at: position(
        of: "<segue destination=\"vc-settings\" kind=\"custom\" identifier=\"fancy\"", in: text))
    // An embed from a container view needs no identifier.
    XCTAssertEqual(segue("embedChild", in: home)?.kind, .embed)
    XCTAssertFalse(result.diagnostics.contains { $0.message.contains("'embedChild'") })
  }

  func testCellWithSelectionAndAccessorySeguesKeepsBoth() throws {
    let (text, result) = try loadFixture("Triggers.storyboard")
    let menu = scene("menu", in: result.flow)
    let selection = segue("showItem", in: menu)
    XCTAssertEqual(selection?.trigger, .cell(reuseID: "ItemCell"))
    XCTAssertEqual(selection?.kind, .show)
    XCTAssertEqual(selection?.legacyKindName, "push")
    let accessory = segue("editItem", in: menu)
    XCTAssertEqual(accessory?.trigger, .manual)
    XCTAssertEqual(accessory?.kind, .present)
    XCTAssertEqual(accessory?.legacyKindName, "modal")
    assertWarning(
      result, containing: "segue 'editItem' fires when the cell's accessory button is tapped",
      at: position(of: "<segue destination=\"vc-settings\" kind=\"modal\"", in: text))
    // Legacy kinds are kept, so the checker says they are deprecated.
    assertWarning(
      result, containing: "'push' is deprecated", at: position(of: "kind=\"push\"", in: text),
      rule: .legacySegueKind)
    assertWarning(
      result, containing: "'modal' is deprecated", at: position(of: "kind=\"modal\"", in: text),
      rule: .legacySegueKind)
    // A prototype cell without a reuse identifier gets none made up, with a warning.
    XCTAssertEqual(menu?.cells.map(\.reuseID), ["ItemCell", nil])
    assertWarning(
      result, containing: "prototype cell has no reuse identifier",
      at: position(of: "<tableViewCell id=\"cell-anonymous\"", in: text))
  }

  func testActionsSentElsewhereAreReported() throws {
    let (text, result) = try loadFixture("Triggers.storyboard")
    let menu = scene("menu", in: result.flow)
    XCTAssertEqual(menu?.actions.map(\.name), [])
    XCTAssertEqual(menu?.barButtons.map(\.item), [.system("refresh")])
    XCTAssertEqual(menu?.barButtons.first?.actionName, nil)
    assertWarning(
      result, containing: "action 'reload:' goes to the First Responder",
      at: valuePosition("destination", "fr-menu", in: text))
  }

  func testUnknownElementIsAGuessWithAWarning() throws {
    let (text, result) = try loadFixture("Triggers.storyboard")
    let home = scene("home", in: result.flow)
    XCTAssertEqual(home?.outlets.map(\.name), ["mystery"])
    // What it certainly is, never a guessed class that may not exist.
    XCTAssertEqual(home?.outlets.first?.type, "UIView")
    assertWarning(
      result, containing: "unknown element <mysteryWidget>",
      at: valuePosition("destination", "mystery-1", in: text))
  }

  /// A collection view's flow layout is an element Interface Builder writes for every
  /// collection view, and apps connect outlets to it to tune item sizes: the outlet is a
  /// `UICollectionViewFlowLayout`, as the app declares it, not an `NSObject` with a warning.
  func testCollectionViewFlowLayoutOutletHasItsClass() throws {
    let text = storyboard(
      scene(
        """
        <collectionViewController id="vc-a" customClass="GridViewController" sceneMemberID="viewController">
          <collectionView key="view" id="cv-1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" id="layout-1">
              <size key="itemSize" width="50" height="50"/>
            </collectionViewFlowLayout>
          </collectionView>
          <connections>
            <outlet property="flowLayout" destination="layout-1" id="o-1"/>
          </connections>
        </collectionViewController>
        """))
    let result = load(text)
    assertNoErrors(result)
    let grid = scene("grid", in: result.flow)
    XCTAssertEqual(grid?.outlets.map(\.type), ["UICollectionViewFlowLayout"])
    XCTAssertEqual(
      result.diagnostics.filter { $0.message.contains("collectionViewFlowLayout") }.map(\.message),
      [])
  }

  /// A prototype cell or a custom segue whose class a library provides (Interface Builder
  /// names its module, without `customModuleProvider="target"`) is named qualified, so
  /// that the generated file imports the library; the app's own stay unqualified. A flow
  /// written with the bare names still compares clean: the classes are the same.
  func testCellsAndSeguesOfAnotherModuleAreQualified() throws {
    let text = storyboard(
      scene(
        """
        <tableViewController id="vc-a" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
          <tableView key="view" id="tv"><prototypes>
            <tableViewCell reuseIdentifier="Swipe" customClass="SwipeCell" customModule="SwipeKit" id="c-1"/>
            <tableViewCell reuseIdentifier="Plain" customClass="PlainCell" customModule="App" customModuleProvider="target" id="c-2"/>
          </prototypes></tableView>
          <connections>
            <segue destination="vc-b" kind="custom" identifier="Fancy" customClass="MessageSegue" customModule="Messages" id="s-1"/>
          </connections>
        </tableViewController>
        """)
        + scene(
          #"<viewController id="vc-b" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>"#
        ))
    let result = load(text)
    assertNoErrors(result)
    let model = try XCTUnwrap(result.flow)
    let list = scene("list", in: model)
    XCTAssertEqual(list?.cells.map(\.className), ["SwipeKit.SwipeCell", "PlainCell"])
    XCTAssertEqual(list?.segues.map(\.segueClass), ["Messages.MessageSegue"])

    let flow = try XCTUnwrap(
      FlowFrontEnd.load(
        SourceFile(
          path: "Test.flow",
          text: """
            <flow name="Test" version="1" initial="list" module="App">
              <scene id="list" class="ListViewController" base="UITableViewController">
                <cell reuseID="Swipe" class="SwipeCell"/>
                <cell reuseID="Plain" class="PlainCell"/>
                <segue id="fancy" identifier="Fancy" kind="custom" class="MessageSegue" to="detail"/>
              </scene>
              <scene id="detail" class="DetailViewController"/>
            </flow>
            """)
      ).flow)
    XCTAssertEqual(StoryboardComparison.compare(flow, with: model).map(\.fullMessage), [])
  }

  /// A library's classes never decide the flow's module, whose classes are the app's: in a
  /// storyboard whose scenes name no module (an Objective-C app's), a pod's cell and a
  /// side menu's navigation controller are named qualified, and the flow has no module.
  func testALibrarysModuleIsNotTheFlows() throws {
    let text = storyboard(
      scene(
        """
        <navigationController id="vc-a" customClass="SideMenuNavigationController" customModule="SideMenu" sceneMemberID="viewController">
          <connections><segue destination="vc-b" kind="relationship" relationship="rootViewController" id="r-1"/></connections>
        </navigationController>
        """)
        + scene(
          """
          <tableViewController id="vc-b" customClass="ListViewController" sceneMemberID="viewController">
            <tableView key="view" id="tv"><prototypes>
              <tableViewCell reuseIdentifier="Swipe" customClass="SwipeTableViewCell" customModule="SwipeCellKit" id="c-1"/>
              <tableViewCell reuseIdentifier="Fold" customClass="FoldingCell" customModule="FoldingCell" id="c-2"/>
            </prototypes></tableView>
          </tableViewController>
          """))
    let result = load(text)
    assertNoErrors(result)
    let flow = try XCTUnwrap(result.flow)
    XCTAssertNil(flow.module)
    XCTAssertEqual(
      scene("list", in: flow)?.cells.map(\.className),
      ["SwipeCellKit.SwipeTableViewCell", "FoldingCell.FoldingCell"])
    guard case .navigation(let navigation)? = flow.nodes.first(where: { $0.scene == nil }) else {
      return XCTFail("a <navigation>")
    }
    XCTAssertEqual(navigation.explicitClass, "SideMenu.SideMenuNavigationController")
    XCTAssertFalse(
      result.diagnostics.contains { $0.message.contains("several modules") },
      summary(result))
  }

  /// What only its outlet holds gets a strong outlet (`strong="true"`): a constraint, which
  /// its view releases when the app deactivates it or a size class leaves it uninstalled
  /// (Blackboard's example app toggles two), and an object of the scene outside the view
  /// hierarchy. A view in the hierarchy keeps the weak outlet. Written and read back, the
  /// flow says so again.
  func testOutletsOfWhatOnlyTheyHoldAreStrong() throws {
    let text = storyboard(
      scene(
        """
        <viewController id="vc-a" customClass="MainViewController" sceneMemberID="viewController">
          <view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
              <label id="title"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
            </subviews>
            <constraints>
              <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
            </constraints>
          </view>
          <connections>
            <outlet property="titleLabel" destination="title" id="o-1"/>
            <outlet property="titleTop" destination="top" id="o-2"/>
            <outlet property="notes" destination="notes-view" id="o-3"/>
          </connections>
        </viewController>
        """,
        objects: """
          <view id="notes-view"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/></view>
          """))
    let result = load(text)
    assertNoErrors(result)
    let main = scene("main", in: result.flow)
    XCTAssertEqual(main?.outlets.map(\.name), ["titleLabel", "titleTop", "notes"])
    XCTAssertEqual(main?.outlets.map(\.isStrong), [false, true, true])
    let written = FlowWriter.write(try XCTUnwrap(result.flow))
    XCTAssertTrue(
      written.contains(#"<outlet name="titleTop" type="NSLayoutConstraint" strong="true"/>"#),
      written)
    let again = FlowFrontEnd.load(SourceFile(path: "Test.flow", text: written))
    XCTAssertEqual(
      again.flow?.scenes.first?.outlets.map(\.isStrong), [false, true, true], written)

    // A flow that declares them weak is told, at each outlet, that it would be nil.
    let weak = written.replacingOccurrences(of: #" strong="true""#, with: "")
    let flow = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: "Test.flow", text: weak)).flow)
    let findings = StoryboardComparison.compare(flow, with: try XCTUnwrap(result.flow))
    XCTAssertEqual(findings.map(\.rule), [.storyboardMemberMismatch, .storyboardMemberMismatch])
    XCTAssertEqual(findings.map(\.severity), [.warning, .warning])
    XCTAssertTrue(findings[0].message.contains("a constraint"), findings[0].message)
    XCTAssertTrue(findings[1].message.contains("outside the view hierarchy"), findings[1].message)
  }

  func testSceneWithoutCustomClassAndReference() throws {
    let (text, result) = try loadFixture("Triggers.storyboard")
    let settings = scene("settings", in: result.flow)
    XCTAssertNil(settings?.explicitClass)
    XCTAssertEqual(settings?.className, "SettingsViewController")
    assertWarning(
      result, containing: "scene 'settings' has no custom class",
      at: position(of: "<viewController id=\"vc-settings\"", in: text))
    guard case .reference(let help)? = result.flow?.node(withID: "help") else {
      return XCTFail("the storyboard reference is a <reference>")
    }
    XCTAssertEqual(help.storyboardName, "Help")
    XCTAssertEqual(help.referencedID, "HelpViewController")
    guard case .navigation(let navigation)? = result.flow?.node(withID: "appNavigation") else {
      return XCTFail("the custom navigation controller is named after its class")
    }
    XCTAssertEqual(navigation.explicitClass, "AppNavigationController")
  }

  // MARK: Containers.storyboard

  func testTabBarSplitAndLegacyReplace() throws {
    let (text, result) = try loadFixture("Containers.storyboard")
    assertNoErrors(result)
    let flow = try XCTUnwrap(result.flow)
    XCTAssertEqual(flow.initialID, "mainTabBar")
    guard case .tabBar(let tabs)? = flow.node(withID: "mainTabBar") else {
      return XCTFail("a <tabBar>")
    }
    XCTAssertEqual(tabs.explicitClass, "MainTabBarController")
    XCTAssertEqual(tabs.storyboardID, "Tabs")
    XCTAssertEqual(tabs.tabs.map(\.destinationID), ["split", "account"])
    XCTAssertEqual(tabs.tabs.map(\.title), ["Photos", "Account"])
    guard case .split(let split)? = flow.node(withID: "split") else { return XCTFail("a <split>") }
    XCTAssertEqual(split.primaryID, "photoListNavigation")
    XCTAssertEqual(split.secondaryID, "photo")
    let replace = segue("showPhoto", in: scene("photoList", in: flow))
    XCTAssertEqual(replace?.kind, .showDetail)
    XCTAssertNil(replace?.legacyKindName)
    let warning = assertWarning(
      result, containing: "segue kind 'replace' is deprecated",
      at: valuePosition("kind", "replace", in: text), rule: .legacySegueKind)
    XCTAssertEqual(warning?.suggestion?.replacement, "showDetail")
    XCTAssertEqual(
      scene("photo", in: flow)?.outlets.map(\.type), ["MKMapView", "WKWebView"])
  }
}
