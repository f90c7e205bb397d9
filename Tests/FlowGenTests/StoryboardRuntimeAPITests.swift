import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// What the storyboard runtime must get right on an app's first run: the storyboard is
/// looked up by its file's name exactly, a prototype or scene of another class stops
/// with a message naming the fix (never a force cast), a column-style split's columns
/// are found through the navigation controllers UIKit wraps them in; and the everyday
/// API SwiftGen and R.swift users expect (`instantiate()`, `instantiate(creator:)`, a
/// typed initial controller) compiles in Swift 5 and 6.
final class StoryboardRuntimeAPITests: XCTestCase {
  static let checker = Result { try SwiftTypeChecker() }

  func exampleSources(_ name: String) throws -> [String: String] {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == name })
    return try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
  }

  func testInstantiateAndTheTypedInitialControllerCompileInSwift5And6() throws {
    var sources = try exampleSources("BookCatalog")
    sources["Use.swift"] = """
      import UIKit

      @MainActor
      func makeControllers() {
        let detail: BookDetailViewController = BookDetailViewController.instantiate()
        let fromBundle = BookDetailViewController.instantiate(bundle: .main)
        let created = BookDetailViewController.instantiate(creator: {
          BookDetailViewController(coder: $0)
        })
        let elsewhere = BookDetailViewController.instantiate(
          from: UIStoryboard(name: "Other", bundle: nil),
          creator: { BookDetailViewController(coder: $0) })
        let root: UINavigationController = BookCatalogFlow.instantiateInitialViewController()
        let storyboard: String = BookCatalogFlow.storyboardName
        _ = (detail, fromBundle, created, elsewhere, root, storyboard)
      }

      """
    for version in ["5", "6"] {
      var checker = try Self.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  /// Issue 36: `prepare(for:sender:)` gives the popover of each segue that says
  /// `compactAdaptation` a delegate answering it, before the segue's hook (where an app may
  /// still replace it), one object with the swipe-dismissal hook where both apply, and
  /// nothing to a popover that says nothing. UIKit finds the answers by their selectors,
  /// so the methods must be exposed to Objective-C, which Swift infers from the protocol:
  /// the `#selector`s below compile only then. Swift 5 and 6.
  func testPrepareInstallsThePopoversCompactAdaptation() throws {
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: SwiftTestFlows.palette, path: "Palette.flow"))
    let canvas = try XCTUnwrap(sources["CanvasViewControllerBase.swift"])
    let prepare = try XCTUnwrap(
      canvas.range(of: "override func prepare(for segue").map { canvas[$0.lowerBound...] })
    /// The statements of `prepare`'s branch that begins with `start`, to the next `case`.
    func branch(_ start: String) throws -> String {
      let from = try XCTUnwrap(prepare.range(of: start), start).upperBound
      let end = prepare[from...].range(of: "\n    case ")?.lowerBound ?? prepare.endIndex
      return String(prepare[from..<end])
    }
    func adapting(_ style: String, _ rest: String = ")") -> String {
      "PaletteFlow.AdaptivePopoverDelegate.adapt(\n        segue.destination, to: .\(style),"
        + " keptIn: &presentationDelegates\(rest)"
    }
    let expected = [
      ("case .pickColor:", adapting("none"), "preparePickColor("),
      ("case .pickBrush:", adapting("formSheet"), "preparePickBrush("),
      ("case .showLayers:", adapting("fullScreen"), "prepareShowLayers("),
      ("case .writeNote:", adapting("formSheet", "\n      ) {"), "prepareWriteNote("),
    ]
    for (start, installation, hook) in expected {
      let text = try branch(start)
      let installed = try XCTUnwrap(text.range(of: installation), "\(start)\n\(text)")
      let called = try XCTUnwrap(text.range(of: hook), text)
      XCTAssertLessThan(installed.lowerBound, called.lowerBound, "before the hook: \(text)")
    }
    XCTAssertTrue(
      try branch("case .writeNote:").contains("self.didDismissWriteNote(destination)"),
      "one delegate hears of the swipe too")
    XCTAssertFalse(try branch("case .showHelp:").contains("Delegate"), "nothing said, nothing set")
    XCTAssertTrue(
      try branch("let destination = segue.destination as? TipViewController").contains(
        "PaletteFlow.AdaptivePopoverDelegate.adapt(\n          segue.destination, to: .none,"),
      "a segue without identifier, recognised by its destination's class")
    let shared = try XCTUnwrap(sources["PaletteFlow.swift"])
    XCTAssertTrue(
      shared.contains("return isCompact ? compactStyle : .none"), "regular width: a popover")
    sources["Exposed.swift"] = """
      import UIKit

      @MainActor
      func answersUIKit() {
        _ = #selector(
          PaletteFlow.AdaptivePopoverDelegate.adaptivePresentationStyle(for:traitCollection:))
        _ = #selector(PaletteFlow.AdaptivePopoverDelegate.presentationControllerDidDismiss(_:))
        _ = #selector(PaletteFlow.SwipeDismissal.presentationControllerDidDismiss(_:))
      }

      """
    for version in ["5", "6"] {
      var checker = try Self.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  func testAWrongInitialTypeDoesNotCompile() throws {
    var sources = try exampleSources("BookCatalog")
    sources["Use.swift"] = """
      import UIKit

      @MainActor
      func makeRoot() {
        let root: UITabBarController = BookCatalogFlow.instantiateInitialViewController()
        _ = root
      }

      """
    let result = try Self.checker.get().typeCheck(sources: sources)
    XCTAssertFalse(result.isClean, "the initial controller is typed as the flow's")
  }

  /// `Main_iPhone.storyboard` is looked up as `Main_iPhone`, never as the namespace's
  /// `MainIPhone`; so with dots and dashes.
  func testTheStoryboardIsLookedUpByItsFileNameExactly() throws {
    for (storyboard, flowName) in [
      ("Main_iPhone", "MainIPhone"), ("DDG_Bookmarks", "DDGBookmarks"),
      ("main-screen", "MainScreen"), ("Settings.iPad", "SettingsIPad"),
    ] {
      let flow = try SwiftFixtures.flow(
        source: """
          <flow name="\(flowName)" version="1" initial="home" storyboard="\(storyboard)">
            <scene id="home" storyboardID="Home"/>
          </flow>
          """)
      let sources = try SwiftFixtures.generate(flow)
      let shared = try XCTUnwrap(sources["\(flowName)Flow.swift"])
      XCTAssertTrue(shared.contains("static let storyboardName = \"\(storyboard)\""), shared)
      XCTAssertTrue(
        shared.contains("UIStoryboard(name: storyboardName, bundle: bundle ?? Self.bundle)"),
        shared)
      XCTAssertTrue(shared.contains("static let name = \"\(flowName)\""), shared)
      let home = try XCTUnwrap(sources["HomeViewControllerBase.swift"])
      XCTAssertTrue(
        home.contains("\(storyboard).storyboard: the view controller with storyboard ID 'Home'"),
        home)
      let result = try Self.checker.get().typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "\(storyboard): \(result.description)")
    }
  }

  /// A flow that starts at a storyboard reference has a plain controller to expect,
  /// nothing to cast: the code compiles without a warning.
  func testAnInitialReferenceIsUnwrappedNotCast() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Start" version="1" initial="onboarding">
          <reference id="onboarding" storyboard="Onboarding"/>
          <scene id="home" storyboardID="Home"/>
        </flow>
        """)
    let sources = try SwiftFixtures.generate(flow)
    let shared = try XCTUnwrap(sources["StartFlow.swift"])
    XCTAssertTrue(shared.contains("guard let initial = controller else {"), shared)
    XCTAssertTrue(
      shared.contains(
        "static func instantiateInitialViewController(bundle: Bundle? = nil) -> UIViewController {"
      ), shared)
    for version in ["5", "6"] {
      var checker = try Self.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  func testWithoutAStoryboardAttributeTheFlowNameIsTheStoryboard() throws {
    let shared = try XCTUnwrap(try exampleSources("FriendList")["FriendListFlow.swift"])
    XCTAssertTrue(shared.contains("static let storyboardName = \"FriendList\""), shared)
  }

  /// The typed dequeue helper checks the prototype's class and says how to fix it.
  func testTypedDequeueStopsWithALocatedMessageInsteadOfAForceCast() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Friends" version="1" initial="master" storyboard="FriendList">
          <scene id="master" class="MasterViewController" base="UITableViewController">
            <cell reuseID="Cell" class="FriendCell"/>
          </scene>
        </flow>
        """)
    var sources = try SwiftFixtures.generate(flow)
    sources["FriendCell.swift"] = "import UIKit\n\nfinal class FriendCell: UITableViewCell {}\n"
    let machine = try XCTUnwrap(sources["MasterViewControllerBase.swift"])
    XCTAssertFalse(machine.contains("as!"), machine)
    XCTAssertTrue(machine.contains("guard let typed = cell as? FriendCell else {"), machine)
    XCTAssertTrue(
      machine.contains(
        #"FriendList.storyboard, scene 'master': prototype 'Cell' is a \(type(of: cell)), not a FriendCell; set its class in Interface Builder"#
      ), machine)
    for version in ["5", "6"] {
      var checker = try Self.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  /// A column-style split's columns are read by column and through the navigation
  /// controller UIKit wraps each in; a classic split's by index, as before.
  func testColumnStyleSplitsLookThroughTheirNavigationWrappers() throws {
    func sources(style: String) throws -> [String: String] {
      let flow = try SwiftFixtures.flow(
        source: """
          <flow name="Mail" version="1" initial="home">
            <scene id="home">
              <segue id="openMail" kind="present" to="split"/>
            </scene>
            <split id="split" primary="mailboxes" secondary="messageNavigation"\(style)/>
            <scene id="mailboxes" class="MailboxesViewController"/>
            <navigation id="messageNavigation" root="message"/>
            <scene id="message" class="MessageViewController"/>
          </flow>
          """)
      return try SwiftFixtures.generate(flow)
    }
    let column = try sources(style: #" style="doubleColumn""#)
    let shared = try XCTUnwrap(column["MailFlow.swift"])
    XCTAssertTrue(shared.contains("column(.primary, of: controller)"), shared)
    XCTAssertTrue(shared.contains("column(.secondary, of: controller)"), shared)
    XCTAssertTrue(shared.contains("viewController(for: column)"), shared)
    var withUse = column
    withUse["Use.swift"] = """
      import UIKit

      extension HomeViewController {
        func use(_ split: MailFlow.SplitContainer) {
          let mailboxes: MailboxesViewController? = split.primary
          let message: MessageViewController? = split.secondary
          _ = (mailboxes, message)
        }
      }

      """
    for version in ["5", "6"] {
      var checker = try Self.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: withUse)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
    let classic = try XCTUnwrap(try sources(style: "")["MailFlow.swift"])
    XCTAssertFalse(classic.contains("column("), classic)
    XCTAssertTrue(classic.contains("child(of: controller, at: 0, throughNavigation: false)"))
  }

  /// No generated file force-casts or force-tries: every example and test flow as
  /// generated now, and the committed examples of both runtimes (the corpus storyboards
  /// are checked by `StoryboardCorpusBuildTests`).
  func testNoGeneratedFileForceCastsOrForceTries() throws {
    var checked = 0
    let flows =
      try SwiftFixtures.exampleFlows.map { try SwiftFixtures.flow(at: $0.url) }
      + SwiftTestFlows.all.map {
        try SwiftFixtures.flow(source: $0.source, path: "\($0.name).flow")
      }
    for flow in flows {
      for (name, text) in try SwiftFixtures.generate(flow) {
        checked += 1
        XCTAssertFalse(text.contains("as!"), "\(flow.name)/\(name) force-casts")
        XCTAssertFalse(text.contains("try!"), "\(flow.name)/\(name) force-tries")
      }
    }
    let examples = SwiftFixtures.packageRoot.appendingPathComponent("Examples")
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: examples.path))
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: examples.appendingPathComponent(path), encoding: .utf8)
      checked += 1
      XCTAssertFalse(text.contains("as!") || text.contains("try!"), "Examples/\(path)")
    }
    XCTAssertGreaterThan(checked, 50)
  }

  /// A segue's `@IBSegueAction` is declared with the storyboard's selector exactly, so
  /// UIKit finds it; the human class overrides it to inject dependencies.
  func testSegueActionsAreDeclaredWithTheStoryboardsSelector() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Debug" version="1" initial="root">
          <scene id="root" class="RootViewController">
            <segue id="showCookies" kind="show" to="cookies" segueAction="onCreateCookieDebugScreen:"/>
            <segue id="showSync" kind="show" to="sync" segueAction="onCreateSyncDebugScreen:sender:segueIdentifier:"/>
            <segue id="showPrivacy" kind="present" to="privacyNavigation" segueAction="makePrivacyWithCoder:sender:"/>
          </scene>
          <scene id="cookies" class="CookieViewController"/>
          <scene id="sync" class="SyncViewController"/>
          <navigation id="privacyNavigation" root="privacy"/>
          <scene id="privacy" class="PrivacyViewController"/>
        </flow>
        """)
    var sources = try SwiftFixtures.generate(flow)
    let machine = try XCTUnwrap(sources["RootViewControllerBase.swift"])
    XCTAssertTrue(
      machine.contains(
        "@IBSegueAction func onCreateCookieDebugScreen(_ coder: NSCoder) -> CookieViewController? {"
      ), machine)
    XCTAssertTrue(machine.contains("@objc(makePrivacyWithCoder:sender:)"), machine)
    XCTAssertTrue(
      machine.contains(
        "func makePrivacy(_ coder: NSCoder, sender: Any?) -> UINavigationController? {"), machine)
    XCTAssertFalse(machine.contains("@objc(onCreateSyncDebugScreen"), machine)
    sources["RootViewController.swift"] = """
      import UIKit

      final class RootViewController: RootViewControllerBase {
        let session = "session"

        override func onCreateSyncDebugScreen(
          _ coder: NSCoder, sender: Any?, segueIdentifier: String?
        ) -> SyncViewController? {
          SyncViewController(coder: coder)
        }
      }

      """
    // On Linux Foundation's NSCoder is no Objective-C class, so swiftc refuses it in an
    // @objc signature (Tests/Fixtures/Stubs/README.md); on iOS it is one. Everything else
    // must be clean, and those refusals (which `TypeCheckResult` sets apart) are exactly
    // the three segue actions'.
    for version in ["5", "6"] {
      var checker = try Self.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
      XCTAssertEqual(
        result.segueActionCoderRefusals.count, 3, "Swift \(version): \(result.description)")
    }
  }
}
