import FlowKit
import XCTest

@testable import FlowFormat

/// Issue 38: `FlowWriter` handed each button, gesture or cell its transition by searching
/// the scene's transitions from the start, so a storyboard whose one scene has thousands
/// of buttons of one title (or segues without an identifier, or gesture recognizers)
/// imported in quadratic time (4,000 segues without an identifier: 1.71 s in a debug
/// build, 1,000: 0.20 s; now 0.33 s). Each trigger now keeps its place.
final class FlowWriterScaleTests: XCTestCase {
  /// A scene of `count` buttons (every other titled “Go”, the rest without a title) and as
  /// many tap gestures, each with its segue, and as many segues from a “Lost” button the
  /// scene does not list; each segue to a scene of its own.
  private func wideFlow(_ count: Int) -> (flow: Flow, hub: Scene) {
    let origin = Origin.synthesized("test")
    var scene = Scene(id: "hub", explicitClass: "HubViewController", origin: origin)
    var destinations: [Node] = []
    for number in 0..<count {
      scene.buttons.append(Button(title: number % 2 == 0 ? nil : "Go", origin: origin))
      scene.gestures.append(Gesture(kind: "tap", origin: origin))
      destinations.append(.scene(Scene(id: "d\(number)", origin: origin)))
    }
    for number in 0..<count {
      for (prefix, trigger) in [
        ("b", Trigger.button(title: number % 2 == 0 ? nil : "Go")), ("g", .gesture("tap")),
        // No owner for these: the writer writes one.
        ("l", .button(title: "Lost")),
      ] {
        scene.transitions.append(
          .segue(
            Segue(
              id: "\(prefix)\(number)", kind: .present, destinationID: "d\(number)",
              trigger: trigger, origin: origin)))
      }
    }
    let flow = Flow(
      name: "Wide", initialID: "hub", nodes: [.scene(scene)] + destinations, origin: origin)
    return (flow, scene)
  }

  /// Thousands of owners of one trigger, and transitions whose owner the scene does not
  /// list: each transition is written under its owner, in order, and the flow reads
  /// back to the same model.
  func testThousandsOfOwnersOfOneTriggerKeepTheirTransitionsInOrder() throws {
    let count = 2000
    let (flow, scene) = wideFlow(count)
    let text = FlowWriter.write(flow)
    let again = FlowFrontEnd.load(SourceFile(path: "Wide.flow", text: text))
    let decoded = try XCTUnwrap(again.flow)
    let written = try XCTUnwrap(decoded.nodes.first?.scene)
    XCTAssertEqual(
      written.transitions.map(FlowCanon.describe).sorted(),
      scene.transitions.map(FlowCanon.describe).sorted())
    // A button written for each transition whose owner the scene did not list.
    XCTAssertEqual(written.buttons.count, 2 * count)
    XCTAssertEqual(written.gestures.count, count)
    // The first button without a title holds b0, the first titled Go b1, and so on.
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let firstButton = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("<button") })
    XCTAssertTrue(lines[firstButton + 1].contains("id=\"b0\""), lines[firstButton + 1])
    XCTAssertTrue(lines[firstButton + 4].contains("id=\"b1\""), lines[firstButton + 4])
  }

  /// The transitions looked at to hand each to its owner, at 1,000 and 4,000 owners of
  /// each kind: linear, where each owner searched the scene's transitions from the start
  /// (quadratic: 4,000 took 1.7 s in a debug build).
  func testHandingTransitionsToTheirOwnersIsLinearWork() {
    func steps(_ count: Int) -> Int {
      var steps = 0
      _ = FlowWriter.write(wideFlow(count).flow, comment: nil, steps: &steps)
      return steps
    }
    let small = steps(1_000)
    let large = steps(4_000)
    XCTAssertGreaterThanOrEqual(small, 3 * 1_000)
    XCTAssertLessThan(large, 5 * small, "1,000: \(small) steps, 4,000: \(large)")
  }
}
