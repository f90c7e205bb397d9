import FlowKit
import XCTest

@testable import FlowGen

/// Issue 38: a generated name unique in its scope was found by counting from `2` at every
/// claim, so a flow asking for one name thousands of times built in quadratic time: 8,000
/// cells whose reuse identifiers hold no letter (each asks for `cell`) took 5.3 s in a
/// debug build, 2,000 0.36 s.
final class UniqueNameClaimTests: XCTestCase {
  func testRememberedNumbersAgreeWithCountingFromTwo() {
    var generator = SystemRandomNumberGenerator()
    let bases = ["cell", "cell2", "cell22", "item1", "x"]
    for _ in 0..<300 {
      let reserved = Set(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          bases.randomElement(using: &generator)! + String(Int.random(in: 2...6, using: &generator))
        })
      var remembered = UniqueNames(reserved: reserved)
      var taken = reserved
      for _ in 0..<50 {
        let base = bases.randomElement(using: &generator)!
        var expected = base
        var number = 2
        while taken.contains(expected) {
          expected = "\(base)\(number)"
          number += 1
        }
        taken.insert(expected)
        XCTAssertEqual(remembered.claim(base), expected, "reserved: \(reserved.sorted())")
      }
    }
  }

  func testOneNameClaimedThousandsOfTimesLooksAtEachNumberOnce() {
    var names = UniqueNames()
    let claimed = (0..<5000).map { _ in names.claim("cell") }
    XCTAssertEqual(claimed.last, "cell5000")
    XCTAssertEqual(Set(claimed).count, 5000)
    XCTAssertLessThanOrEqual(names.candidatesTried, 2 * 5000)
  }

  /// The attack through the generator: 3,000 cells whose reuse identifiers hold no letter
  /// each get their case, numbered in order.
  func testThousandsOfLetterlessReuseIdentifiersGetNumberedCases() throws {
    let count = 3000
    let marks = ["!", "?", "#", "@"]
    let reuseIDs = (0..<count).map { number in
      // Distinct strings of punctuation: the number written in base 4.
      String(number, radix: 4).map { marks[Int(String($0))!] }.joined()
    }
    let cells = reuseIDs.map { "    <cell reuseID=\"\($0)\"/>" }.joined(separator: "\n")
    let text = """
      <flow name="Cells" version="1" initial="table">
        <scene id="table" class="TableViewController" base="UITableViewController">
      \(cells)
        </scene>
      </flow>
      """
    let result = FlowFrontEnd.load(SourceFile(path: "Cells.flow", text: text))
    let flow = try XCTUnwrap(result.flow)
    XCTAssertFalse(result.hasErrors)
    let context = SwiftContextBuilder(flow: flow, sourceFileName: "Cells.flow").build()
    let cases = context.scenes.first?.cells.map(\.caseName) ?? []
    XCTAssertEqual(cases, ["cell"] + (2...count).map { "cell\($0)" })
  }
}
