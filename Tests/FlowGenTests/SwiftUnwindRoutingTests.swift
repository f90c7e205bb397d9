import FlowKit
import XCTest

@testable import FlowGen

/// The generator routes unwinds by selector, as UIKit does: no arrival hook where UIKit
/// never arrives.
final class SwiftUnwindRoutingTests: XCTestCase {
  func context(_ text: String) throws -> FlowContext {
    let result = FlowFrontEnd.load(SourceFile(path: "Shadow.flow", text: text))
    return SwiftFixtures.context(try XCTUnwrap(result.flow))
  }

  func testNoHookWhereANearerActionOfTheSameSelectorCatchesTheUnwind() throws {
    let shadowed = """
      <flow name="Shadow" version="1" initial="main">
        <scene id="main">
          <unwindAction name="done"/>
          <button title="Go"><segue id="openTabs" kind="present" to="tabs"/></button>
        </scene>
        <tabBar id="tabs"><tab to="firstNavigation"/></tabBar>
        <navigation id="firstNavigation" root="first"/>
        <scene id="first">
          <action name="done"/>
          <segue id="showDeep" kind="show" to="deep"/>
        </scene>
        <scene id="deep"><unwind id="finish" action="done"/></scene>
      </flow>
      """
    let main = try XCTUnwrap(try context(shadowed).scenes.first { $0.id == "main" })
    XCTAssertEqual(main.unwindActions.map(\.name), ["done"])
    XCTAssertEqual(main.unwindActions[0].arrivals.map(\.unwindID), [])
    XCTAssertTrue(
      main.unwindActions[0].unexpectedArrivalMessage.contains("no unwind in the flow returns here"))

    // Without the catching action, the unwind arrives at `main`.
    let clear = shadowed.replacingOccurrences(of: "<action name=\"done\"/>", with: "")
    let arrived = try XCTUnwrap(try context(clear).scenes.first { $0.id == "main" })
    XCTAssertEqual(arrived.unwindActions[0].arrivals.map(\.unwindID), ["finish"])
    XCTAssertEqual(arrived.unwindActions[0].arrivals.map(\.sourceClassName), ["DeepViewController"])
  }
}
