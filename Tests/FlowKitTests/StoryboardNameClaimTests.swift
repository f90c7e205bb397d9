import FlowKit
import XCTest

@testable import StoryboardImport

/// Issue 38: the importer's names unique in a scope (node ids, transition ids, action
/// names) were found by counting from `2` at every claim, so a storyboard claiming one
/// name thousands of times was quadratic: 4,000 scenes of one custom class took 2.9 s in
/// a debug build (1,000: 0.42 s), 4,000 segues without an identifier to one scene 2.3 s,
/// 4,000 actions clashing with outlets 6.3 s. Each name now remembers how far its numbers
/// are taken.
final class StoryboardNameClaimTests: StoryboardTestCase {
  /// The straightforward claim the remembered one must agree with: count from 2.
  private struct CountingNames {
    var used: Set<String> = []
    let refused: (String) -> Bool

    mutating func claim(_ name: String, avoidingRefused: Bool) -> String {
      func free(_ candidate: String) -> Bool {
        !used.contains(candidate) && !(avoidingRefused && refused(candidate))
      }
      var candidate = name
      var counter = 2
      while !free(candidate) {
        candidate = "\(name)\(counter)"
        counter += 1
      }
      used.insert(candidate)
      return candidate
    }
  }

  func testRememberedClaimsAgreeWithCountingOnRandomScopes() {
    var generator = SystemRandomNumberGenerator()
    let bases = ["a", "a2", "detail", "item1", "x"]
    for _ in 0..<200 {
      let refusedNames = Set(
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          bases.randomElement(using: &generator)! + String(Int.random(in: 2...9, using: &generator))
        })
      let refused: (String) -> Bool = { refusedNames.contains($0) }
      var remembered = UniqueNames(refusing: refused)
      var counting = CountingNames(refused: refused)
      for _ in 0..<60 {
        let base = bases.randomElement(using: &generator)!
        if Int.random(in: 0..<5, using: &generator) == 0 {
          let reserved = base + String(Int.random(in: 2...12, using: &generator))
          remembered.reserve(reserved)
          counting.used.insert(reserved)
          continue
        }
        let avoiding = Bool.random(using: &generator)
        XCTAssertEqual(
          remembered.claim(base, avoidingRefused: avoiding),
          counting.claim(base, avoidingRefused: avoiding), "refused: \(refusedNames.sorted())")
      }
      XCTAssertEqual(remembered.used, counting.used)
    }
  }

  /// One name claimed 5,000 times: one or two names looked at per claim, where counting
  /// from 2 looks at 12.5 million.
  func testOneNameClaimedThousandsOfTimesLooksAtEachNumberOnce() {
    var names = UniqueNames()
    for _ in 0..<5000 { _ = names.claim("same") }
    XCTAssertEqual(names.used.count, 5000)
    XCTAssertTrue(names.used.contains("same5000"))
    XCTAssertLessThanOrEqual(names.candidatesTried, 2 * 5000)
  }

  /// 2,000 refused numbers in a row (scenes of class `Detail2ViewController` …) and
  /// 2,000 claims that avoid them (scenes without a class, titled Detail): the run is
  /// passed once, not once per claim; claims that need not avoid it still take the
  /// lowest free number.
  func testARunOfRefusedNamesIsPassedOnce() {
    var names = UniqueNames(refusing: { name in
      guard let number = Int(name.dropFirst("detail".count)) else { return false }
      return name.hasPrefix("detail") && (2...2001).contains(number)
    })
    for _ in 0..<2000 { _ = names.claim("detail", avoidingRefused: true) }
    XCTAssertTrue(names.used.contains("detail4000"))
    XCTAssertFalse(names.used.contains("detail2"))
    XCTAssertEqual(names.claim("detail"), "detail2")
    XCTAssertLessThanOrEqual(names.candidatesTried, 3 * 2000 + 2)
  }

  // MARK: The attacks, imported whole

  private func controller(
    _ id: String, customClass: String?, title: String? = nil, subviews: String = "",
    connections: String = ""
  ) -> String {
    let custom = customClass.map { " customClass=\"\($0)\"" } ?? ""
    let item =
      title.map { "<navigationItem key=\"navigationItem\" title=\"\($0)\" id=\"ni-\(id)\"/>" } ?? ""
    return scene(
      "<viewController id=\"\(id)\"\(custom) sceneMemberID=\"viewController\"><view key=\"view\" id=\"v-\(id)\"><subviews>\(subviews)</subviews></view>\(item)<connections>\(connections)</connections></viewController>"
    )
  }

  func testThousandScenesOfOneClassGetNumberedIDs() {
    let count = 1000
    let scenes = (0..<count).map { controller("vc-\($0)", customClass: "SameViewController") }
    let result = load(storyboard(scenes.joined(separator: "\n"), initial: "vc-0"))
    let ids = result.flow?.nodes.map(\.id) ?? []
    XCTAssertEqual(ids, ["same"] + (2...count).map { "same\($0)" })
  }

  func testScenesWithoutAClassSkipTheRunOfClassesTheirIDsWouldDerive() {
    let count = 500
    let untitled = (0..<count).map { controller("vc-a\($0)", customClass: nil, title: "Detail") }
    let classes = (0..<count).map {
      controller("vc-c\($0)", customClass: "Detail\($0 + 2)ViewController")
    }
    let result = load(storyboard((untitled + classes).joined(separator: "\n"), initial: "vc-a0"))
    assertNoErrors(result)
    let ids = result.flow?.nodes.map(\.id) ?? []
    XCTAssertEqual(
      Array(ids.prefix(count)),
      ["detail"] + (count + 2..<2 * count + 1).map { "detail\($0)" })
    XCTAssertEqual(Array(ids.suffix(count)), (2..<count + 2).map { "detail\($0)" })
  }

  func testThousandsOfActionsClashingWithOutletsAndWithOneAnother() {
    let count = 1000
    var subviews = ""
    var connections = ""
    for k in 0..<count {
      // `name3:` clashes with the outlet `name3`; `tapWithA3:` and `tap:` share `tap`.
      subviews +=
        "<button buttonType=\"system\" id=\"b\(k)\"><connections><action selector=\"name\(k):\" destination=\"vc-0\" id=\"a\(k)\"/><action selector=\"tapWithA\(k):\" destination=\"vc-0\" id=\"t\(k)\"/></connections></button>"
      connections += "<outlet property=\"name\(k)\" destination=\"b\(k)\" id=\"o\(k)\"/>"
    }
    let result = load(
      storyboard(
        controller(
          "vc-0", customClass: "BigViewController", subviews: subviews, connections: connections),
        initial: "vc-0"))
    let actions = result.flow?.nodes.first?.scene?.actions.map(\.name) ?? []
    XCTAssertEqual(actions.count, 2 * count)
    XCTAssertEqual(Set(actions).count, 2 * count)
    XCTAssertEqual(actions[0], "name0Action")
    XCTAssertEqual(actions[1], "tap")
    XCTAssertEqual(actions[3], "tapAction")
    XCTAssertEqual(actions[5], "tapAction2")
    XCTAssertEqual(actions.last, "tapAction\(count - 1)")
  }
}
