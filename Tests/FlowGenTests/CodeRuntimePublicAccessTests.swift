import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The code runtime with `options.access` `public`: the generated code compiles (Swift 5
/// and 6) as a framework, and an app in another module creates its journeys, subclasses
/// its `Scenes`, performs its segues and implements its delegates, as
/// `SwiftTypeCheckTests.testPublicAccessMakesScenesUsableFromAnotherModule` proves for the
/// storyboard runtime.
final class CodeRuntimePublicAccessTests: XCTestCase {
  /// What the app's module does with the framework's flows, from outside.
  static let app = """
    import Kit
    import UIKit

    /// The app's scenes of a framework's flow: one created the app's way.
    final class FriendScenes: FriendListFlow.Scenes {
      override func makeDetail() -> DetailViewController {
        let detail = super.makeDetail()
        detail.title = "Friend"
        return detail
      }
    }

    /// The scene the Account flow leaves to the app (`init="custom"`), and a container
    /// configured the app's way.
    final class AccountScenes: AccountFlow.Scenes, AccountFlow.CustomScenes {
      func makeSettings() -> SettingsViewController {
        SettingsViewController()
      }

      override func makePreferencesNavigation(root: PreferencesViewController)
        -> UINavigationController
      {
        let navigation = super.makePreferencesNavigation(root: root)
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
      }
    }

    /// The delegate of a framework's scene, in the app.
    final class DestinationListener: DestinationControllerDelegate {
      func destinationController(_ controller: DestinationController, didFinishWithSave save: Bool) {}
    }

    @MainActor
    func start(in window: UIWindow, listener: DestinationListener) {
      window.rootViewController = FriendListFlow.makeInitialViewController(scenes: FriendScenes())
      window.rootViewController = AccountFlow.makeInitialViewController(scenes: AccountScenes())
      window.rootViewController = MailFlow.makeInitialViewController()
      window.rootViewController = GalleryFlow.makeInitialViewController()
      window.rootViewController = HeroEditorFlow.makeInitialViewController()
      window.rootViewController = BookCatalogFlow.makeInitialViewController()
      let scenes = TripDestinationsFlow.Scenes()
      let trip = scenes.trip()
      trip.perform(.chooseDestination)
      let destination = scenes.destination()
      destination.delegate = listener
      let master = FriendListFlow.Scenes().master()
      master.scenes = FriendScenes()
      master.perform(.showDetail, sender: nil)
      _ = MasterViewController.Segue.allCases.map(\\.rawValue)
      _ = FriendListFlow.name
    }

    """

  /// Every code flow (the examples and the journey flows), public, as module `Kit`.
  static func publicCodeFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    for flow in try CodeRuntimeTests.codeFlows() {
      files.merge(try SwiftFixtures.generate(flow, access: .public)) { first, _ in first }
    }
    files["Support.swift"] = """
      import UIKit

      public final class SheetSegue: UIStoryboardSegue {}

      """
    return files
  }

  func testEveryCodeFlowTypeChecksPublicInSwift5And6() throws {
    let sources = try Self.publicCodeFiles()
    for version in ["5", "6"] {
      var checker = try SwiftTypeCheckTests.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources, extraArguments: ["-module-name", "Kit"])
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  /// The app's module uses the framework's flows; with `internal` access it could not.
  func testPublicCodeFlowsAreUsableFromAnotherModule() throws {
    for access in [AccessLevel.public, .internal] {
      var sources: [String: String] = [:]
      for flow in try CodeRuntimeTests.codeFlows() {
        sources.merge(try SwiftFixtures.generate(flow, access: access)) { first, _ in first }
      }
      sources["Support.swift"] = try XCTUnwrap(Self.publicCodeFiles()["Support.swift"])
      let folder = try SwiftFixtures.temporaryFolder(self, "code-kit")
      let checker = try SwiftTypeCheckTests.checker.get()
      let emit = try Self.emitModule(named: "Kit", from: sources, into: folder, checker: checker)
      XCTAssertEqual(emit.status, 0, emit.output)
      for version in ["5", "6"] {
        var checker = checker
        checker.swiftVersion = version
        let result = try checker.typeCheck(
          sources: ["App.swift": Self.app], extraArguments: ["-I", folder.path])
        if access == .public {
          XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
        } else {
          XCTAssertGreaterThan(result.errors, 0, "internal declarations are not visible")
        }
      }
    }
  }

  /// The longer declarations still fit in 100 columns and are formatted as the
  /// internal ones are.
  func testSwiftFormatLeavesThePublicCodeOutputUnchanged() throws {
    guard
      let lint = try SwiftFormatAgreementTests.strictLint(
        try Self.publicCodeFiles(), self, folder: "code-public-format")
    else { throw XCTSkip("swift-format is not installed") }
    XCTAssertTrue(lint.succeeded && lint.output.isEmpty, lint.output)
  }

  /// Every branch of the code runtime's templates (the code kitchen sink), public.
  func testTheCodeKitchenSinkTypeChecksPublic() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.codeKitchenSink, path: "Sink.flow")
    var sources = try SwiftFixtures.generate(flow, access: .public)
    sources["Support.swift"] = """
      import UIKit

      public final class FadeSegue: UIStoryboardSegue {}
      public final class ItemCell: UITableViewCell {}
      public final class RootTabBarController: UITabBarController {}
      public final class ListNavigationController: UINavigationController {}

      """
    sources["ItemView.swift"] = """
      import SwiftUI

      public struct ItemView: View {
        public init() {}
        public var body: some View { Text("Item") }
      }

      """
    for version in ["5", "6"] {
      var checker = try SwiftTypeCheckTests.checker.get()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources, extraArguments: ["-module-name", "Kit"])
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  /// Writes `sources` into `folder` and emits their module interface there (bodies
  /// skipped: the type-check tests check them).
  static func emitModule(
    named name: String, from sources: [String: String], into folder: URL,
    checker: SwiftTypeChecker
  ) throws -> ProcessRunner.Result {
    let files = try SwiftFixtures.write(sources, to: folder)
    return try ProcessRunner(
      executable: checker.swiftc,
      arguments: ["-emit-module", "-parse-as-library", "-module-name", name]
        + SwiftTypeChecker.languageFlags
        + ["-Xfrontend", "-experimental-skip-all-function-bodies"]
        + ["-I", checker.stubModules.path]
        + ["-module-cache-path", SwiftTypeChecker.moduleCachePath]
        + ["-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path]
        + files.map(\.path),
      timeout: 600
    ).run()
  }
}
