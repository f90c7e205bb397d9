import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// A flow compared with the storyboard it describes: `Flows/FriendList.flow` against a
/// storyboard of the same app, each single change a person could make in Interface
/// Builder, the matching of scenes, and the corpus against its own imports.
final class StoryboardComparisonTests: XCTestCase {
  static let flowPath = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path

  /// The comparison's findings (the flow's own checks left out) as `rule@line:column`.
  func compare(flow flowText: String? = nil, storyboard: String) throws -> [Diagnostic] {
    let flowSource: SourceFile
    if let flowText {
      flowSource = SourceFile(path: "test.flow", text: flowText)
    } else {
      flowSource = try XCTUnwrap(try? SourceFile.load(path: Self.flowPath).get())
    }
    let flow = try XCTUnwrap(FlowFrontEnd.load(flowSource).flow)
    let imported = FlowFrontEnd.load(SourceFile(path: "Main.storyboard", text: storyboard))
    let model = try XCTUnwrap(imported.flow)
    return DiagnosticLog(StoryboardComparison.compare(flow, with: model)).sorted
  }

  func findings(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.rule.rawValue)@\($0.location.line):\($0.location.column)" }
  }

  func testFriendListChecksCleanAgainstItsStoryboard() throws {
    let storyboard = FlowFrontEnd.load(
      SourceFile(path: "Main.storyboard", text: FriendListStoryboard.text))
    XCTAssertEqual(storyboard.diagnostics.map(\.fullMessage), [], "the storyboard itself is clean")
    XCTAssertEqual(findings(try compare(storyboard: FriendListStoryboard.text)), [])
  }

  func testEachMutationGivesExactlyItsDiagnostic() throws {
    for mutation in FriendListStoryboard.mutations {
      let diagnostics = try compare(storyboard: mutation.text)
      XCTAssertEqual(findings(diagnostics), [mutation.expected], mutation.name)
      guard let diagnostic = diagnostics.first else { continue }
      XCTAssertEqual(diagnostic.severity.rawValue, mutation.severity, mutation.name)
      XCTAssertEqual(diagnostic.location.file, Self.flowPath, mutation.name)
      if mutation.storyboardLine > 0 {
        XCTAssertTrue(
          diagnostic.message.contains("Main.storyboard:\(mutation.storyboardLine):"),
          "\(mutation.name): \(diagnostic.message) names the storyboard's line \(mutation.storyboardLine)"
        )
      }
    }
  }

  func testMessagesSayWhatDiffersOnEachSide() throws {
    let messages = try FriendListStoryboard.mutations.map {
      try compare(storyboard: $0.text).first?.message ?? ""
    }
    XCTAssertTrue(messages[0].contains("identifier 'showDetail'"), messages[0])
    XCTAssertTrue(messages[0].contains("'showFriend'"), messages[0])
    XCTAssertTrue(messages[1].contains("to 'edit'"), messages[1])
    XCTAssertTrue(messages[2].contains("'organizationLabel'"), messages[2])
    XCTAssertTrue(messages[3].contains("'UITextField'"), messages[3])
    XCTAssertTrue(messages[4].contains("'saveFriend:'"), messages[4])
    XCTAssertTrue(messages[5].contains("'showDetailFromAccessory'"), messages[5])
    XCTAssertTrue(messages[6].contains("scene 'detail'"), messages[6])
  }

  /// Scenes are found by class when no storyboard ID says, and containers by their
  /// place: here every node id differs from the storyboard's, and the navigations have no
  /// class of their own.
  func testScenesArePairedByStoryboardIDClassAndPlace() throws {
    let flow = """
      <flow name="Renamed" version="1" initial="start">
        <navigation id="start" root="list"/>
        <scene id="list" class="MasterViewController" base="UITableViewController">
          <action name="insertNewObject"/>
          <barButton system="add" action="insertNewObject"/>
          <cell reuseID="Cell"><segue id="showDetail" kind="show" to="friend"/></cell>
        </scene>
        <scene id="friend" class="DetailViewController" base="UITableViewController">
          <outlet name="nameLabel" type="UIView"/>
          <outlet name="organizationLabel" type="UILabel"/>
          <outlet name="phoneNumberLabel" type="UILabel"/>
          <unwindAction name="save"/>
          <unwindAction name="cancel"/>
          <barButton system="edit"><segue id="editDetail" kind="present" to="editor"/></barButton>
        </scene>
        <navigation id="editor" root="form"/>
        <scene id="form" class="FormViewController" base="UITableViewController">
          <outlet name="firstNameField" type="UITextField"/>
          <outlet name="lastNameField" type="UITextField"/>
          <outlet name="phoneNumberField" type="UITextField"/>
          <outlet name="organizationField" type="UITextField"/>
          <barButton system="cancel" side="left"><unwind id="cancelInput" action="cancel"/></barButton>
          <barButton system="save"><unwind id="saveInput" action="save"/></barButton>
        </scene>
      </flow>
      """
    // `form` has another class than the storyboard's editor: it is still found, by its
    // place as the root of the navigation `editDetail` presents, and the class is what
    // differs. `nameLabel` as a `UIView` accepts the storyboard's label. (The renamed
    // scenes' triggers have other identifiers than the storyboard's, which is said apart.)
    let diagnostics = try compare(flow: flow, storyboard: FriendListStoryboard.text)
      .filter { $0.rule != .storyboardAccessibilityMismatch }
    XCTAssertEqual(findings(diagnostics), ["storyboard-node-mismatch@17:20"])
    XCTAssertTrue(diagnostics[0].message.contains("'EditViewController'"), diagnostics[0].message)
  }

  func testStoryboardIDsActionsAndReuseIdentifiers() throws {
    let storyboard = FriendListStoryboard.text
      .replacingOccurrences(
        of: "id=\"vc-detail\" customClass",
        with: "id=\"vc-detail\" storyboardIdentifier=\"Friend\" customClass"
      )
      .replacingOccurrences(of: "reuseIdentifier=\"Cell\"", with: "reuseIdentifier=\"cell\"")
      .replacingOccurrences(of: "selector=\"insertNewObject:\"", with: "selector=\"addFriend:\"")
    let diagnostics = try compare(storyboard: storyboard)
    XCTAssertEqual(
      diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)@\($0.location.line)" },
      [
        // At the master scene: the storyboard sends `addFriend:`, which the flow lacks,
        // and has a `cell` prototype the flow does not list.
        "error storyboard-member-mismatch@8", "warning storyboard-reuse-id-mismatch@8",
        // `insertNewObject:` is sent by nothing.
        "warning storyboard-member-mismatch@9",
        // The flow's `Cell` is not in the storyboard, and `showDetail` fires from `cell`.
        "error storyboard-reuse-id-mismatch@11", "warning storyboard-transition-mismatch@12",
        // Only the storyboard gives the detail scene a storyboard ID.
        "warning storyboard-id-mismatch@16",
      ])
    let reuse = diagnostics.first { $0.rule == .storyboardReuseIDMismatch && $0.severity == .error }
    XCTAssertEqual(reuse?.suggestion?.replacement, "cell")
  }

  /// A flow that names its storyboard names the file UIKit loads: another name than the
  /// compared storyboard's is an error at the attribute.
  func testAStoryboardNameOtherThanTheFilesIsAnError() throws {
    let flowText = try String(contentsOfFile: Self.flowPath, encoding: .utf8)
      .replacingOccurrences(
        of: "<flow name=\"FriendList\"", with: "<flow name=\"FriendList\" storyboard=\"Friends\"")
    let diagnostics = try compare(flow: flowText, storyboard: FriendListStoryboard.text)
    XCTAssertEqual(diagnostics.map(\.severity), [.error], diagnostics.map(\.message).joined())
    XCTAssertTrue(
      diagnostics.first?.message.contains("finds no storyboard named 'Friends'") ?? false)
    XCTAssertEqual(diagnostics.first?.suggestion?.replacement, "Main")
    let same = flowText.replacingOccurrences(
      of: "storyboard=\"Friends\"", with: "storyboard=\"Main\"")
    XCTAssertEqual(findings(try compare(flow: same, storyboard: FriendListStoryboard.text)), [])
  }

  /// The typed dequeue helper casts to the flow's cell class: a prototype of another
  /// class, or of none, stops the app, so it is an error; in a scene without the helper
  /// another class only looks odd.
  func testACellOfAnotherClassIsAnErrorWhereTheHelperCastsToIt() throws {
    let flowText = try String(contentsOfFile: Self.flowPath, encoding: .utf8)
      .replacingOccurrences(
        of: "<cell reuseID=\"Cell\">", with: "<cell reuseID=\"Cell\" class=\"FriendCell\">")
    let plain = try compare(flow: flowText, storyboard: FriendListStoryboard.text)
    XCTAssertEqual(
      plain.map { "\($0.severity.rawValue) \($0.rule.rawValue)@\($0.location.line)" },
      ["error storyboard-reuse-id-mismatch@11"])
    XCTAssertTrue(plain.first?.message.contains("a plain cell (no custom class)") ?? false)
    XCTAssertTrue(
      plain.first?.message.contains(
        "set the prototype's class to 'FriendCell' in Interface Builder")
        ?? false, plain.first?.message ?? "")
    let other = try compare(
      flow: flowText,
      storyboard: FriendListStoryboard.text.replacingOccurrences(
        of: "reuseIdentifier=\"Cell\"", with: "reuseIdentifier=\"Cell\" customClass=\"PersonCell\"")
    )
    XCTAssertEqual(other.map(\.severity), [.error])
    XCTAssertEqual(other.first?.suggestion?.replacement, "PersonCell")
    let same = try compare(
      flow: flowText,
      storyboard: FriendListStoryboard.text.replacingOccurrences(
        of: "reuseIdentifier=\"Cell\"", with: "reuseIdentifier=\"Cell\" customClass=\"FriendCell\"")
    )
    XCTAssertEqual(findings(same), [])
  }

  /// Identifiers and selectors are compared exactly, as UIKit matches them: the flow's
  /// `identifier` and `selector` attributes, or the defaults they stand for.
  func testIdentifiersAndSelectorsAreComparedExactly() throws {
    let flowText = try String(contentsOfFile: Self.flowPath, encoding: .utf8)
      .replacingOccurrences(
        of: "<segue id=\"showDetail\" kind=\"show\"",
        with: "<segue id=\"showDetail\" identifier=\"Show Detail\" kind=\"show\""
      )
      .replacingOccurrences(
        of: "<unwindAction name=\"save\"/>",
        with: "<unwindAction name=\"save\" selector=\"saveWithSender:\"/>")
    let storyboard = FriendListStoryboard.text.replacingOccurrences(
      of: "selector=\"insertNewObject:\"", with: "selector=\"insertNewObject\"")
    let diagnostics = try compare(flow: flowText, storyboard: storyboard)
    XCTAssertEqual(
      diagnostics.map {
        "\($0.severity.rawValue) \($0.rule.rawValue)@\($0.location.line):\($0.location.column)"
      },
      [
        // The storyboard sends `insertNewObject` (no argument), the flow has `insertNewObject:`.
        "error storyboard-member-mismatch@8:3", "warning storyboard-member-mismatch@9:13",
        // `identifier="Show Detail"`, where the storyboard says `showDetail`.
        "error storyboard-transition-mismatch@12:30",
        // The flow's `save` is `saveWithSender:`; the storyboard's unwind names `save:`.
        "error storyboard-transition-mismatch@38:30",
      ])
    XCTAssertTrue(diagnostics[0].message.contains("'insertNewObject'"), diagnostics[0].message)
    XCTAssertTrue(diagnostics[2].message.contains("'Show Detail'"), diagnostics[2].message)
    XCTAssertEqual(diagnostics[2].suggestion?.replacement, "showDetail")
    XCTAssertTrue(diagnostics[3].message.contains("'saveWithSender:'"), diagnostics[3].message)
  }

  /// Image buttons (no title) whose segues have no identifier and lead to one scene — a
  /// menu of pictures, each opening the same page — are alike in every way UIKit can see:
  /// the flow imported from the storyboard pairs them in the order both list them, and
  /// compares clean, instead of calling each one missing on both sides.
  func testAlikeTransitionsPairInOrder() throws {
    func button(_ id: String, to destination: String) -> String {
      """
      <button contentMode="scaleToFill" buttonType="roundedRect" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
        <state key="normal" image="picture"/>
        <connections><segue destination="\(destination)" kind="presentation" id="\(id)-segue"/></connections>
      </button>
      """
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc-menu">
      <scenes>
      <scene sceneID="s1"><objects>
      <viewController id="vc-menu" customClass="MenuViewController" sceneMemberID="viewController">
        <view key="view" id="v-menu">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
      \(button("b-1", to: "vc-page"))
      \(button("b-2", to: "vc-page"))
      \(button("b-3", to: "vc-page"))
      \(button("b-4", to: "vc-other"))
          </subviews>
        </view>
      </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects>
      <viewController id="vc-page" customClass="PageViewController" sceneMemberID="viewController"/>
      </objects></scene>
      <scene sceneID="s3"><objects>
      <viewController id="vc-other" customClass="OtherViewController" sceneMemberID="viewController"/>
      </objects></scene>
      </scenes>
      </document>
      """
    let model = try XCTUnwrap(
      FlowFrontEnd.load(SourceFile(path: "Menu.storyboard", text: storyboard)).flow)
    XCTAssertEqual(model.node(withID: "menu")?.scene?.segues.count, 4)
    // The buttons have no accessibility identifier, which is said of each (as of the corpus).
    func compare(_ flow: Flow) -> [Diagnostic] {
      StoryboardComparison.compare(flow, with: model).filter {
        $0.rule != .storyboardAccessibilityMismatch || !$0.message.contains("has none")
      }
    }
    let written = FlowWriter.write(model, comment: nil)
    let flow = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: "Menu.flow", text: written)).flow)
    XCTAssertEqual(compare(flow).map(\.fullMessage), [], written)

    // One of the three dropped from the flow is one segue the flow does not list, said once.
    let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try XCTUnwrap(lines.firstIndex { $0.contains("<button") })
    let shorter = (lines[..<first] + lines[(first + 3)...]).joined(separator: "\n")
    let fewer = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: "Menu.flow", text: shorter)).flow)
    XCTAssertEqual(fewer.node(withID: "menu")?.scene?.segues.count, 3, shorter)
    let diagnostics = compare(fewer)
    XCTAssertEqual(diagnostics.map(\.rule), [.storyboardTransitionMismatch], shorter)
    XCTAssertTrue(
      diagnostics.first?.message.contains("which the flow does not list") ?? false,
      diagnostics.first?.message ?? "")
  }

  /// Every storyboard of the corpus compares clean against the flow `flowc import` makes
  /// of it, written and decoded again, but for the views without the accessibility
  /// identifier UI tests need (triggers, root views of shared classes), which are said of
  /// each: the corpus gives none one.
  func testCorpusStoryboardsCheckCleanAgainstTheirImports() throws {
    let corpus = try StoryboardFiles.corpus()
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".storyboard") }.sorted()
    XCTAssertFalse(names.isEmpty)
    for name in names {
      let path = corpus.appendingPathComponent(name).path
      let storyboard = try XCTUnwrap(try? SourceFile.load(path: path).get(), name)
      let imported = FlowFrontEnd.load(storyboard)
      let model = try XCTUnwrap(imported.flow, name)
      let written = FlowWriter.write(model, comment: nil)
      let decoded = FlowFrontEnd.load(SourceFile(path: name + ".flow", text: written))
      let flow = try XCTUnwrap(decoded.flow, name)
      let diagnostics = StoryboardComparison.compare(flow, with: model).filter {
        $0.rule != .storyboardAccessibilityMismatch || !$0.message.contains("has none")
      }
      XCTAssertEqual(diagnostics.map(\.fullMessage), [], name)
    }
  }
}
