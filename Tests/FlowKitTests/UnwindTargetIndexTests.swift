import FlowKit
import XCTest

@testable import StoryboardImport

/// The table that says which scenes an unwind action names gives what asking every scene
/// `contains` gives, for all the actions at once.
final class UnwindTargetIndexTests: XCTestCase {
  /// The question the table answers, asked the slow way.
  func naive(_ actionName: String, _ scenes: [(index: Int, className: String, id: String)])
    -> Set<Int>
  {
    guard let target = UnwindTargetIndex.target(of: actionName) else { return [] }
    return Set(
      scenes.filter {
        $0.className.lowercased().contains(target) || $0.id.lowercased().contains(target)
      }.map(\.index))
  }

  func testTargetsAreWhatFollowsTheUnwindPrefix() {
    XCTAssertEqual(UnwindTargetIndex.target(of: "unwindToMainViewController"), "mainviewcontroller")
    XCTAssertEqual(UnwindTargetIndex.target(of: "backToList"), "list")
    XCTAssertEqual(UnwindTargetIndex.target(of: "returnToRoot"), "root")
    XCTAssertNil(UnwindTargetIndex.target(of: "unwindTo"))
    XCTAssertNil(UnwindTargetIndex.target(of: "save"))
  }

  func testOverlappingTargetsMatchLikeContains() {
    let scenes: [(index: Int, className: String, id: String)] = [
      (0, "Item1ViewController", "item1"), (2, "Item10ViewController", "item10"),
      (3, "Item12ViewController", "item12"), (5, "MainViewController", "main"),
      (6, "ÉditeurViewController", "éditeur"), (8, "AAAB", "aab"),
    ]
    let names = [
      "unwindToItem1", "unwindToItem10", "unwindToItem2", "unwindToViewController",
      "unwindToMain", "backToÉditeur", "unwindToAAB", "unwindToAB", "unwindToB", "save",
      "unwindToItem1ViewControllerX", "unwindToTem1",
    ]
    let index = UnwindTargetIndex(actionNames: names, scenes: scenes)
    for name in names {
      XCTAssertEqual(index.scenes(namedBy: name), naive(name, scenes), name)
    }
    XCTAssertEqual(index.scenes(namedBy: "unwindToItem1"), [0, 2, 3])
    XCTAssertEqual(index.scenes(namedBy: "unwindToAB"), [8])
  }

  func testRandomNamesAgreeWithContains() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abAB1")
    func word(_ length: Int) -> String {
      String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }
    for _ in 0..<50 {
      let scenes = (0..<20).map { (index: $0, className: word(8), id: word(4)) }
      let names = (0..<20).map { _ in "unwindTo" + word(Int.random(in: 1...4)) }
      let index = UnwindTargetIndex(actionNames: names, scenes: scenes)
      for name in names {
        XCTAssertEqual(index.scenes(namedBy: name), naive(name, scenes), "\(name) in \(scenes)")
      }
    }
  }
}
