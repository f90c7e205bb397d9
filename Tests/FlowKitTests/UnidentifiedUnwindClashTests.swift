import FlowKit
import XCTest

/// Unwinds without identifier that return from one class to one action arrive where
/// generated code cannot tell them apart: a warning at each (`BindingRules`).
final class UnidentifiedUnwindClashTests: FlowTestCase {
  func testTwoUnidentifiedUnwindsFromOneClassToOneActionAreWarnedAtBoth() {
    let text = flow(
      """
      <scene id="list">
        <unwindAction name="done"/>
        <segue id="editA" kind="present" to="a"/>
        <segue id="editB" kind="present" to="b"/>
        <segue id="show" kind="present" to="c"/>
      </scene>
      <scene id="a" class="EditorViewController">
        <unwind id="doneA" identifier="" action="done"/>
      </scene>
      <scene id="b" class="EditorViewController">
        <unwind id="doneB" identifier="" action="done"/>
      </scene>
      <scene id="c" class="OtherViewController">
        <unwind id="doneC" identifier="" action="done"/>
      </scene>
      """, initial: "list")
    let warnings = load(text).diagnostics.filter {
      $0.rule == .unboundTransition && $0.message.contains("cannot tell them apart")
    }
    XCTAssertEqual(
      warnings.map(\.message).sorted().map { String($0.prefix(16)) },
      ["unwind 'doneA' h", "unwind 'doneB' h"])
  }
}
