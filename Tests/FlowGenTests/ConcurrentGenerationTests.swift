import FlowKit
import Foundation
import XCTest

@testable import FlowGen

/// Large flows build their scene contexts and render their files on every processor
/// (`concurrentMap`); what comes out must be what one thread would make, in the same order.
final class ConcurrentGenerationTests: XCTestCase {
  struct Failure: Error, Equatable {
    var element: Int
  }

  func testConcurrentMapKeepsTheArraysOrder() throws {
    let numbers = Array(0..<10_000)
    let mapped = numbers.concurrentMap(threshold: 2) { $0 * 3 }
    XCTAssertEqual(mapped, numbers.map { $0 * 3 })
  }

  func testConcurrentMapBelowItsThresholdIsMap() throws {
    XCTAssertEqual([1, 2, 3].concurrentMap(threshold: 100) { $0 + 1 }, [2, 3, 4])
    XCTAssertEqual([Int]().concurrentMap(threshold: 0) { $0 }, [])
  }

  /// Every run fails on its own thread; the error thrown is the first in the array's
  /// order, as `map`'s would be, whichever thread finishes first.
  func testConcurrentMapThrowsTheFirstErrorInOrder() {
    let numbers = Array(0..<1_000)
    XCTAssertThrowsError(
      try numbers.concurrentMap(threshold: 2) { (number: Int) throws(Failure) -> Int in
        if number % 100 == 99 { throw Failure(element: number) }
        return number
      }
    ) { error in
      XCTAssertEqual(error as? Failure, Failure(element: 99))
    }
  }

  /// A flow above the threshold: each scene's files carry its own class and come in the
  /// flow's order, machine file then human file, after the shared file.
  func testALargeFlowsFilesComeInSceneOrderWithTheirOwnContents() throws {
    let count = SwiftGenerator.concurrencyThreshold * 4 + 3
    let scenes = (0..<count).map { index in
      let next =
        index + 1 < count ? "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>" : ""
      return """
          <scene id="scene\(index)" class="Scene\(index)ViewController" title="Scene \(index)">
            <outlet name="label\(index)" type="UILabel"/>
            \(next)
          </scene>
        """
    }
    let source = """
      <flow name="Large" version="1" initial="root">
        <navigation id="root" root="scene0"/>
      \(scenes.joined(separator: "\n"))
      </flow>
      """
    let flow = try SwiftFixtures.flow(source: source)
    let context = SwiftFixtures.context(flow)
    XCTAssertEqual(context.scenes.map(\.className), (0..<count).map { "Scene\($0)ViewController" })
    let files = try SwiftGenerator(templates: SwiftFixtures.templates).files(
      for: context, into: .init(outputDirectory: "out", skeletonDirectory: "skeletons"))
    XCTAssertEqual(files.count, 2 * count + 1)
    XCTAssertEqual(files.first?.path, "out/LargeFlow.swift")
    for index in 0..<count {
      let machine = files[1 + 2 * index]
      let human = files[2 + 2 * index]
      XCTAssertEqual(machine.path, "out/Scene\(index)ViewControllerBase.swift")
      XCTAssertEqual(human.path, "skeletons/Scene\(index)ViewController.swift")
      let machineText = String(decoding: machine.contents, as: UTF8.self)
      XCTAssertTrue(machineText.contains("class Scene\(index)ViewControllerBase"), machine.path)
      XCTAssertTrue(machineText.contains("var label\(index): UILabel!"), machine.path)
      let humanText = String(decoding: human.contents, as: UTF8.self)
      XCTAssertTrue(humanText.contains("class Scene\(index)ViewController:"), human.path)
    }
  }
}
