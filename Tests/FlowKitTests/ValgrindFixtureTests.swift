import FlowKit
import Foundation
import XCTest

/// The fixtures `.ci/valgrind` runs so that it reaches the case reads real storyboards
/// reach (issue 27, item 11; docs/memory-safety.md): each test proves its fixture goes
/// down the path its suppression is for, so that the suppression stays tested.
final class ValgrindFixtureTests: StoryboardTestCase {
  /// `StoryboardImportSession.initialNodeID(of:)` reads each node's case
  /// (`if case .reference`) only when the storyboard names no initial view controller:
  /// it then skips the leading reference and starts at the scene nothing leads to.
  func testAStoryboardWithoutAnInitialControllerChoosesItsStart() throws {
    let (_, result) = try loadFixture("NoInitialController.storyboard")
    let flow = try XCTUnwrap(result.flow)
    XCTAssertEqual(flow.initialID, "start")
    XCTAssertTrue(
      result.diagnostics.contains { $0.message.contains("has no initial view controller") },
      "\(result.diagnostics.map(\.message))")
    XCTAssertEqual(flow.nodes.count, 3)
    XCTAssertFalse(result.hasErrors, "\(result.diagnostics.map(\.message))")
  }

  /// `StoryboardImportSession.reconcileMembers` and `SharedClassRules.check` read each
  /// node's case only for a class that several scenes share.
  func testTwoScenesOfOneClassAreReconciledAndChecked() throws {
    let (_, result) = try loadFixture("SharedClass.storyboard")
    let flow = try XCTUnwrap(result.flow)
    let shared = flow.nodes.compactMap(\.scene).filter { $0.className == "ItemViewController" }
    XCTAssertEqual(shared.map(\.id).sorted(), ["item", "item2"])
    XCTAssertEqual(shared.map { $0.outlets.map(\.name) }, [["titleLabel"], ["titleLabel"]])
    XCTAssertEqual(SharedClassRules.sharedClasses(of: flow).count, 1)
    XCTAssertFalse(result.hasErrors, "\(result.diagnostics.map(\.message))")
  }
}
