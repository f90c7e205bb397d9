import Foundation
import XCTest

@testable import FlowGen

/// The generated code of every example, byte for byte, against the files in
/// `Tests/FlowGenTests/Golden/<Flow>/`. A template change shows up here as a diff to
/// review; refresh the golden files on purpose with `FLOWC_UPDATE_GOLDEN=1 swift test`.
///
/// The golden files are named `<file>.swift.golden` so that SwiftPM does not compile them
/// into the test target.
final class SwiftGoldenTests: XCTestCase {
  static let updating = ProcessInfo.processInfo.environment["FLOWC_UPDATE_GOLDEN"] == "1"

  func testExamplesMatchTheirGoldenFiles() throws {
    let examples = SwiftFixtures.exampleFlows
    XCTAssertFalse(examples.isEmpty, "no examples in Flows/")
    for example in examples {
      let flow = try SwiftFixtures.flow(at: example.url)
      let files = try SwiftFixtures.generate(flow)
      let folder = SwiftFixtures.goldenFolder.appendingPathComponent(example.name)
      if Self.updating {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
          try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".golden"))
        }
        continue
      }
      let goldenNames = Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
          .filter { $0.hasSuffix(".golden") }.map { String($0.dropLast(".golden".count)) })
      XCTAssertEqual(
        goldenNames, Set(files.keys),
        "\(example.name): generated files differ from the golden ones; if intended, run FLOWC_UPDATE_GOLDEN=1 swift test"
      )
      for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(name + ".golden")
        guard let golden = FileManager.default.contents(atPath: url.path) else { continue }
        let expected = String(decoding: golden, as: UTF8.self)
        if text != expected {
          XCTFail(
            "\(example.name)/\(name) differs from its golden file at line \(Self.firstDifference(text, expected)); if intended, run FLOWC_UPDATE_GOLDEN=1 swift test"
          )
        }
      }
    }
  }

  /// The same input gives byte-identical output, run after run.
  func testGenerationIsDeterministic() throws {
    for example in SwiftFixtures.exampleFlows {
      let flow = try SwiftFixtures.flow(at: example.url)
      XCTAssertEqual(try SwiftFixtures.generate(flow), try SwiftFixtures.generate(flow))
    }
  }

  static func firstDifference(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      if index >= left.count || index >= right.count || left[index] != right[index] {
        return index + 1
      }
    }
    return 0
  }
}
