import FlowModel
import XCTest

@testable import FlowComparison

/// Issue 38: `check --storyboard` paired the transitions of a scene left over after their
/// identifiers by comparing each flow transition with each of the storyboard's, and then
/// each candidate with every list: 4,000 segues leaving one scene with renamed identifiers
/// took 24 s in a debug build (1,000: 1.7 s). They are grouped by likeness now; the pairs
/// are those of the comparison of each with each (then, of those left, the exactly alike
/// in the order both sides list them).
final class TransitionPairingScaleTests: XCTestCase {
  private let origin = Origin(location: SourceLocation(file: "a.flow", line: 1, column: 1))

  /// The pairing by likeness as it was written: each with each.
  private func pairsEachWithEach(
    _ flow: [Transition], _ storyboard: [Transition],
    sameTarget: (Transition, Transition) -> Bool
  ) -> [(Int, Int)] {
    func alike(_ index: Int, _ other: Int) -> Bool {
      TransitionPairing.kindName(flow[index]) == TransitionPairing.kindName(storyboard[other])
        && TransitionPairing.trigger(flow[index]) == TransitionPairing.trigger(storyboard[other])
        && sameTarget(flow[index], storyboard[other])
    }
    let candidates = flow.indices.map { index in
      let alikes = storyboard.indices.filter { alike(index, $0) }
      guard alikes.count > 1 else { return alikes }
      return alikes.filter { flow[index].trigger == storyboard[$0].trigger }
    }
    var paired: [(Int, Int)] = []
    for index in flow.indices where candidates[index].count == 1 {
      let other = candidates[index][0]
      guard candidates.filter({ $0.contains(other) }).count == 1 else { continue }
      paired.append((index, other))
    }
    // Of those left, the exactly alike (one kind, trigger and target): the first of the
    // storyboard's not yet paired, in order.
    for index in flow.indices where !paired.contains(where: { $0.0 == index }) {
      let match = storyboard.indices.first { other in
        !paired.contains { $0.1 == other } && alike(index, other)
          && flow[index].trigger == storyboard[other].trigger
      }
      if let match { paired.append((index, match)) }
    }
    // Then, of those left, one on each side fired by the same thing.
    func key(_ transition: Transition) -> String? {
      let trigger = TransitionPairing.trigger(transition)
      return trigger == .manual ? nil : TransitionPairing.kindName(transition) + "\(trigger)"
    }
    let mine = flow.indices.filter { index in !paired.contains { $0.0 == index } }
    let theirs = storyboard.indices.filter { other in !paired.contains { $0.1 == other } }
    for index in mine {
      guard let value = key(flow[index]),
        mine.filter({ key(flow[$0]) == value }).count == 1
      else { continue }
      let others = theirs.filter { key(storyboard[$0]) == value }
      if others.count == 1 { paired.append((index, others[0])) }
    }
    return paired
  }

  private func randomTransitions(_ count: Int, _ generator: inout some RandomNumberGenerator)
    -> [Transition]
  {
    let triggers: [Trigger] = [
      .manual, .button(title: nil), .button(title: "Go"), .cell(reuseID: "Cell"),
      .staticCell(index: 0), .staticCell(index: 1), .staticCell(index: 2), .row(key: "r"),
    ]
    return (0..<count).map { number in
      let trigger = triggers.randomElement(using: &generator)!
      // No identifier, so that every one is left for the pairing by likeness.
      if Int.random(in: 0..<4, using: &generator) == 0 {
        return .unwind(
          Unwind(
            id: "u\(number)", identifier: .some(nil),
            actionName: ["done", "cancel"].randomElement(using: &generator)!, trigger: trigger,
            origin: origin))
      }
      return .segue(
        Segue(
          id: "s\(number)", identifier: .some(nil), kind: .show,
          destinationID: ["a", "b", "c", "gone"].randomElement(using: &generator)!,
          trigger: trigger, origin: origin))
    }
  }

  private static func target(_ transition: Transition) -> TransitionPairing.Target {
    switch transition {
    case .segue(let segue):
      .node(["a": 0, "b": 1, "c": 2][segue.destinationID])
    case .unwind(let unwind): .selector(unwind.actionName + ":")
    }
  }

  func testGroupedPairsAreThoseOfEachWithEachOnRandomScenes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let flow = randomTransitions(Int.random(in: 0...8, using: &generator), &generator)
      let storyboard = randomTransitions(Int.random(in: 0...8, using: &generator), &generator)
      let pairing = TransitionPairing(
        flow, storyboard, flowTarget: Self.target, storyboardTarget: Self.target)
      let expected = pairsEachWithEach(flow, storyboard) { Self.target($0) == Self.target($1) }
      XCTAssertEqual(pairing.pairs.map(\.flow.id), expected.map { flow[$0.0].id })
      XCTAssertEqual(pairing.pairs.map(\.storyboard.id), expected.map { storyboard[$0.1].id })
      let pairedFlow = Set(expected.map(\.0))
      let pairedStoryboard = Set(expected.map(\.1))
      XCTAssertEqual(
        pairing.flowOnly.map(\.id),
        flow.indices.filter { !pairedFlow.contains($0) }.map { flow[$0].id })
      XCTAssertEqual(
        pairing.storyboardOnly.map(\.id),
        storyboard.indices.filter { !pairedStoryboard.contains($0) }.map { storyboard[$0].id })
    }
  }

  /// The work of pairing N renamed segues a side, each to a scene of its own, at 1,000
  /// and 4,000: linear, where each compared with each was N² (16 million at 4,000), and
  /// where each transition leads asked once, not once per comparison.
  func testPairingRenamedSeguesIsLinearWork() {
    func work(_ count: Int) -> (steps: Int, targetsAsked: Int) {
      func segues(_ prefix: String) -> [Transition] {
        (0..<count).map { number in
          .segue(
            Segue(
              id: "\(prefix)\(number)", kind: .show, destinationID: "d\(number)",
              trigger: .button(title: nil), origin: origin))
        }
      }
      var asked = 0
      let target: (Transition) -> TransitionPairing.Target = { transition in
        asked += 1
        guard case .segue(let segue) = transition else { return .node(nil) }
        return .node(Int(segue.destinationID.dropFirst()))
      }
      let pairing = TransitionPairing(
        segues("flow"), segues("board"), flowTarget: target, storyboardTarget: target)
      XCTAssertEqual(pairing.pairs.count, count)
      return (pairing.steps, asked)
    }
    let small = work(1_000)
    let large = work(4_000)
    XCTAssertLessThan(large.steps, 5 * small.steps, "\(small) then \(large)")
    XCTAssertLessThanOrEqual(large.targetsAsked, 2 * 4_000)
  }

  /// The attack: 3,000 segues on each side, each renamed, each to a scene of its own.
  func testThousandsOfRenamedSeguesPairByWhereTheyGo() {
    let count = 3000
    func segues(_ prefix: String) -> [Transition] {
      (0..<count).map { number in
        .segue(
          Segue(
            id: "\(prefix)\(number)", kind: .show, destinationID: "d\(number)",
            trigger: .button(title: nil), origin: origin))
      }
    }
    let target: (Transition) -> TransitionPairing.Target = { transition in
      guard case .segue(let segue) = transition else { return .node(nil) }
      return .node(Int(segue.destinationID.dropFirst()))
    }
    let pairing = TransitionPairing(
      segues("flow"), segues("board"), flowTarget: target, storyboardTarget: target)
    XCTAssertEqual(pairing.pairs.count, count)
    XCTAssertTrue(pairing.flowOnly.isEmpty)
    XCTAssertTrue(
      pairing.pairs.allSatisfy { $0.flow.id.dropFirst(4) == $0.storyboard.id.dropFirst(5) })
  }
}
