import FlowKit
import XCTest

@testable import FlowGen

/// An unwind from a class several scenes share is matched by the case its class's enum
/// gives it, which is numbered over the union of those scenes' unwinds. The arrivals were
/// named from the one source scene instead: with `sw_rear` on one scene and `swRear`
/// beside it on another, both arrivals matched `swRear` and declared one hook twice, so a
/// flow `flowc check` passed did not compile. (Each source scene's names were also made
/// again for every arrival: a scene with thousands of unwinds built in minutes.)
final class SharedClassUnwindNamesTests: XCTestCase {
  let flowText = """
    <flow name="Shared" version="1" initial="nav">
      <navigation id="nav" root="home"/>
      <scene id="home">
        <unwindAction name="back"/>
        <segue id="openX" kind="present" to="x"/>
        <segue id="openY" kind="present" to="y"/>
      </scene>
      <scene id="x" class="PickerViewController">
        <unwind id="sw_rear" action="back"/>
      </scene>
      <scene id="y" class="PickerViewController">
        <unwind id="swRear" action="back"/>
        <unwind id="sw_rear" action="back"/>
      </scene>
    </flow>
    """

  func testArrivalsUseTheCasesOfTheSharedClassesEnum() throws {
    let flow = try SwiftFixtures.flow(source: flowText, path: "Shared.flow")
    let files = try SwiftFixtures.generate(flow)
    let picker = try XCTUnwrap(files["PickerViewControllerBase.swift"])
    let home = try XCTUnwrap(files["HomeViewControllerBase.swift"])
    // The enum's raw values by case, as the source class declares them.
    var rawValues: [String: String] = [:]
    for match in picker.matches(of: /\n\s*case (\w+)(?: = "([^"]*)")?\n/) {
      rawValues[String(match.1)] = match.2.map(String.init) ?? String(match.1)
    }
    // Each arrival's case, and the unwind id its trace line names.
    let arrivals = home.matches(
      of:
        /PickerViewController\.Unwind\.(\w+)\.rawValue\):\n\s*SharedFlow\.trace\(\.unwind, "([^"]+)"\)/
    )
    XCTAssertEqual(arrivals.count, 2, home)
    for arrival in arrivals {
      XCTAssertEqual(
        rawValues[String(arrival.1)], String(arrival.2),
        "the arrival of \(arrival.2) matches case \(arrival.1)")
    }
  }

  func testTheFlowCompiles() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    let flow = try SwiftFixtures.flow(source: flowText, path: "Shared.flow")
    let result = try checker.typeCheck(
      sources: try SwiftFixtures.generate(flow), extraArguments: ["-swift-version", "6"])
    XCTAssertTrue(result.isClean, result.description)
  }
}
