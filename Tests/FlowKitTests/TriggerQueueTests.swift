import FlowKit
import XCTest

@testable import FlowAnalysis

/// The transitions of a scene handed to its triggers in file order, one each: the
/// accessibility identifiers, the code runtime and the SwiftUI runtime all pair triggers
/// with transitions through `TriggerQueue`.
final class TriggerQueueTests: XCTestCase {
  private let origin = Origin.synthesized("a.flow")

  /// The straightforward version it replaced: search the list, remove what was found.
  private func takenBySearching(_ transitions: [Transition], _ triggers: [Trigger]) -> [Int?] {
    var remaining = Array(transitions.enumerated())
    return triggers.map { trigger in
      guard let position = remaining.firstIndex(where: { $0.element.trigger == trigger }) else {
        return nil
      }
      return remaining.remove(at: position).offset
    }
  }

  func testItHandsOutWhatSearchingTheListWould() {
    var generator = SystemRandomNumberGenerator()
    let kinds: [Trigger] = [
      .manual, .button(title: "Go"), .button(title: "Stop"), .button(title: nil),
      .barButton(.system("add")), .cell(reuseID: "Cell"), .row(key: "name"),
      .staticCell(index: 0),
    ]
    for _ in 0..<200 {
      let transitions = (0..<Int.random(in: 0...12, using: &generator)).map { index in
        Transition.segue(
          Segue(
            id: "s\(index)", kind: .show, destinationID: "d",
            trigger: kinds.randomElement(using: &generator)!, origin: origin))
      }
      let asked = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        kinds.randomElement(using: &generator)!
      }
      var queue = TriggerQueue(transitions)
      let taken = asked.map { queue.take($0)?.index }
      XCTAssertEqual(
        taken, takenBySearching(transitions, asked), "\(transitions.map(\.id)) \(asked)")
    }
  }

  func testTwoButtonsOfOneTitleEachGetTheirOwnSegue() {
    let transitions = ["first", "second"].map {
      Transition.segue(
        Segue(
          id: $0, kind: .show, destinationID: "d", trigger: .button(title: "Go"), origin: origin))
    }
    var queue = TriggerQueue(transitions)
    XCTAssertEqual(queue.take(.button(title: "Go"))?.transition.id, "first")
    XCTAssertEqual(queue.take(.button(title: "Go"))?.transition.id, "second")
    XCTAssertNil(queue.take(.button(title: "Go")))
  }
}
