import FlowKit
import FlowTestSupport
import XCTest

@testable import FlowGen

/// Each trigger of a SwiftUI scene performs its own transition, as its accessibility
/// identifier (which the UI-test navigator taps) says: two buttons of one title, each
/// with a segue, used to both perform the first.
final class SwiftUITriggerPairingTests: XCTestCase {
  func testTwoButtonsOfOneTitlePerformTheirOwnSegues() throws {
    let result = GraphFixtures.load(
      source: """
        <flow name="Dup" version="1" initial="nav" runtime="swiftui">
          <navigation id="nav" root="home"/>
          <scene id="home">
            <button title="Go"><segue id="toA" kind="show" to="a"/></button>
            <button title="Go"><segue id="toB" kind="present" to="b"/></button>
            <barButton system="add"><segue id="addA" kind="present" to="a"/></barButton>
            <barButton system="add"><segue id="addB" kind="present" to="b"/></barButton>
          </scene>
          <scene id="a"/>
          <scene id="b"/>
        </flow>
        """)
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage), [])
    let flow = try XCTUnwrap(result.flow)
    let files = try SwiftUIRuntimeTests.generate(flow)
    let lines = try XCTUnwrap(files["HomeViewBase.swift"]).split(separator: "\n").map(String.init)
    // The line that makes each button, and the identifier given to it on the next line.
    var pairs: [String: String] = [:]
    for (index, line) in lines.enumerated().dropLast() where line.contains("Button(") {
      guard let identifier = lines[index + 1].firstMatch(of: /accessibilityIdentifier\("([^"]+)"\)/)
      else { continue }
      pairs[String(identifier.1)] = line
    }
    for segue in ["toA", "toB", "addA", "addB"] {
      let button = try XCTUnwrap(pairs["home.\(segue)"], "no button identified as home.\(segue)")
      XCTAssertTrue(button.contains("{ \(segue)() }"), "home.\(segue) is made by: \(button)")
    }
  }
}
