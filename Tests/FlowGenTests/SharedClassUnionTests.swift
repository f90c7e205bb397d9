import FlowKit
import XCTest

@testable import FlowGen

/// Issue 38: the machine class of scenes sharing a class declares the union of their
/// members, which was gathered by searching the union for each member: 4,000 scenes of one
/// class, each with its own outlet, action and segue, took 6.4 s to build in a debug build
/// (1,000: 0.74 s), the union alone quadratic. It keeps the names it has beside it now.
final class SharedClassUnionTests: XCTestCase {
  private let origin = Origin.synthesized("test")

  /// The union as it was written: each member added unless the union has its name.
  private func searchedUnion(_ scenes: [Scene]) -> Scene {
    var union = scenes[0]
    for scene in scenes.dropFirst() {
      for outlet in scene.outlets where !union.outlets.contains(where: { $0.name == outlet.name }) {
        union.outlets.append(outlet)
      }
      for action in scene.actions where !union.actions.contains(where: { $0.name == action.name }) {
        union.actions.append(action)
      }
      for action in scene.unwindActions
      where !union.unwindActions.contains(where: { $0.name == action.name }) {
        union.unwindActions.append(action)
      }
      for cell in scene.cells
      where cell.reuseID == nil || !union.cells.contains(where: { $0.reuseID == cell.reuseID }) {
        union.cells.append(cell)
      }
      for transition in scene.transitions
      where !union.transitions.contains(where: { $0.id == transition.id }) {
        union.transitions.append(transition)
      }
    }
    return union
  }

  private func describe(_ scene: Scene) -> [String] {
    scene.outlets.map { "outlet \($0.name) \($0.type)" }
      + scene.actions.map { "action \($0.name) \($0.senderType)" }
      + scene.unwindActions.map { "unwind action \($0.name)" }
      + scene.cells.map { "cell \($0.reuseID ?? "-") \($0.className ?? "-")" }
      + scene.transitions.map { "transition \($0.id) \($0.trigger)" }
  }

  func testUnionAgreesWithSearchingOnRandomScenes() {
    var generator = SystemRandomNumberGenerator()
    let names = ["a", "b", "c", "d"]
    func name() -> String { names.randomElement(using: &generator)! }
    for _ in 0..<200 {
      let scenes = (0..<Int.random(in: 1...5, using: &generator)).map { number in
        var scene = Scene(id: "s\(number)", explicitClass: "SharedViewController", origin: origin)
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
          scene.outlets.append(Outlet(name: name(), type: "UILabel\(number)", origin: origin))
          scene.actions.append(Action(name: name(), senderType: "S\(number)", origin: origin))
          scene.unwindActions.append(UnwindAction(name: name(), origin: origin))
          scene.cells.append(
            Cell(
              reuseID: Bool.random(using: &generator) ? nil : name(), className: "C\(number)",
              origin: origin))
          scene.transitions.append(
            .segue(
              Segue(
                id: name(), kind: .show, destinationID: "s0",
                trigger: .button(title: "\(number)"), origin: origin)))
        }
        return scene
      }
      let flow = Flow(
        name: "Shared", initialID: "s0", nodes: scenes.map { .scene($0) }, origin: origin)
      let builder = SwiftContextBuilder(flow: flow, sourceFileName: "Shared.flow")
      XCTAssertEqual(
        describe(builder.unionScene(Array(scenes.indices))), describe(searchedUnion(scenes)))
    }
  }

  /// The members looked at to make the union of N scenes of one class, each with its own
  /// outlet, action, unwind action, cell and segue, at 1,000 and 4,000 scenes: one look
  /// each, where each searched the union (quadratic: 4,000 scenes took 6.4 s to build).
  func testTheUnionLooksAtEachMemberOnce() {
    func steps(_ count: Int) -> Int {
      let scenes = (0..<count).map { number in
        var scene = Scene(id: "s\(number)", explicitClass: "SharedViewController", origin: origin)
        scene.outlets.append(Outlet(name: "o\(number)", type: "UILabel", origin: origin))
        scene.actions.append(Action(name: "a\(number)", senderType: "Any", origin: origin))
        scene.unwindActions.append(UnwindAction(name: "u\(number)", origin: origin))
        scene.cells.append(Cell(reuseID: "c\(number)", className: nil, origin: origin))
        scene.transitions.append(
          .segue(
            Segue(
              id: "g\(number)", kind: .show, destinationID: "s0", trigger: .manual,
              origin: origin)))
        return scene
      }
      let flow = Flow(
        name: "Shared", initialID: "s0", nodes: scenes.map { .scene($0) }, origin: origin)
      let builder = SwiftContextBuilder(flow: flow, sourceFileName: "Shared.flow")
      var steps = 0
      let union = builder.unionScene(Array(scenes.indices), steps: &steps)
      XCTAssertEqual(union.outlets.count, count)
      return steps
    }
    let small = steps(1_000)
    let large = steps(4_000)
    XCTAssertLessThanOrEqual(large, 5 * 4_000)
    XCTAssertLessThan(large, 5 * small, "1,000 scenes: \(small) steps, 4,000: \(large)")
  }
}
