import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The generated code compiles: every example, machine and human files together, against
/// the UIKit stubs, in Swift 6 mode, without an error or a warning.
final class SwiftTypeCheckTests: XCTestCase {
  /// One checker for the whole process: the stubs are compiled once.
  static let checker = Result { try SwiftTypeChecker() }

  func checker() throws -> SwiftTypeChecker {
    try Self.checker.get()
  }

  /// Every example at once, as one module: also proves that several flows live together.
  func testEveryExampleTypeChecksWithoutErrorOrWarning() throws {
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
      sources.merge(files) { _, _ in
        XCTFail("two examples generate one file name"); return ""
      }
    }
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  /// The same in Swift 5 mode, which apps not yet moved to Swift 6 compile in: the debug
  /// assertions of the dispatch code (and everything else) must suit both.
  func testEveryExampleTypeChecksInSwift5Mode() throws {
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      sources.merge(try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))) { a, _ in
        a
      }
    }
    let result = try checker().typeCheck(sources: sources, extraArguments: ["-swift-version", "5"])
    XCTAssertTrue(result.isClean, result.description)
  }

  /// Dispatch without identifiers, by identifier only, and by selector, with its debug
  /// assertions, in Swift 6 and Swift 5 modes.
  func testUnidentifiedDispatchTypeChecksInBothModes() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.unidentified, path: "Bare.flow")
    let sources = try SwiftFixtures.generate(flow)
    let home = try XCTUnwrap(sources["HomeViewControllerBase.swift"])
    XCTAssertTrue(home.contains("segue 'embedC': expected CViewController"), home)
    XCTAssertTrue(home.contains("the flow expects Show B, embedC"), home)
    for mode in [[], ["-swift-version", "5"]] {
      let result = try checker().typeCheck(sources: sources, extraArguments: mode)
      XCTAssertTrue(result.isClean, "\(mode): \(result.description)")
    }
  }

  /// Every example's dispatch asserts in debug builds wherever a storyboard out of step
  /// would make it fall through: a destination of another class, an identifier the flow
  /// does not list, an unwind nobody expects.
  func testEveryExampleAssertsWhereAStoryboardOutOfStepFallsThrough() throws {
    for example in SwiftFixtures.exampleFlows {
      let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
      for (name, text) in files where name.hasSuffix("Base.swift") {
        let guards = text.components(separatedBy: " else {\n").count - 1
        let casts = text.components(separatedBy: "guard let destination = ").count - 1
        let asserted = text.components(separatedBy: "guard let destination = ").dropFirst()
          .filter { $0.contains(" else {\n        assertionFailure(") }.count
        XCTAssertEqual(asserted, casts, "\(example.name)/\(name): every cast asserts")
        XCTAssertGreaterThanOrEqual(guards, casts)
        if text.contains("case nil:") {
          XCTAssertTrue(
            text.contains("unknown segue identifier '\\(identifier)'"), "\(example.name)/\(name)")
        }
        if text.contains("(_ segue: UIStoryboardSegue)") {
          XCTAssertTrue(text.contains("arrived at "), "\(example.name)/\(name)")
        }
        XCTAssertTrue(
          !text.contains("override func prepare(for segue")
            || text.contains("\(example.url.lastPathComponent), scene '"),
          "\(example.name)/\(name): the messages name the flow")
      }
    }
  }

  /// A flow using every feature the generator has a branch for.
  func testKitchenSinkTypeChecksWithoutErrorOrWarning() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.kitchenSink, path: "Sink.flow")
    var sources = try SwiftFixtures.generate(flow)
    sources["Support.swift"] = """
      import UIKit

      final class FadeSegue: UIStoryboardSegue {}
      final class Badge: UIView {}

      """
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  /// Hand-written human files that use the API exactly as docs/flow-format.md names it,
  /// compiled with the machine files of the examples.
  func testTheContractAPICompiles() throws {
    var sources: [String: String] = [:]
    for name in ["FriendList", "TripDestinations"] {
      let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == name })
      let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
      for (file, text) in files where file.hasSuffix("Base.swift") || file.hasSuffix("Flow.swift") {
        sources[file] = text
      }
    }
    sources.merge(SwiftTestFlows.contractHumanFiles) { _, human in human }
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  /// The source of a `delegate="true"` segue must implement the protocol's requirements:
  /// the compiler, not a run-time cast, rejects a human file that lacks one.
  func testAHumanFileWithoutADelegateRequirementDoesNotCompile() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "TripDestinations" })
    var sources = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
    let human = try XCTUnwrap(sources["ViewController.swift"])
    let requirement =
      "  func destinationController(_ controller: DestinationController, didFinishWithSave save: Bool) {}\n"
    XCTAssertTrue(human.contains(requirement), human)
    sources["ViewController.swift"] = human.replacingOccurrences(of: requirement, with: "")
    let result = try checker().typeCheck(sources: sources)
    XCTAssertGreaterThan(result.errors, 0, result.description)
    XCTAssertTrue(
      result.output.contains("does not conform to protocol 'DestinationControllerDelegate'"),
      result.output)
  }

  /// A renamed segue breaks the human file's override at compile time.
  func testARenamedSegueBreaksTheHumanOverride() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    let original = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
    let source = try String(contentsOf: example.url, encoding: .utf8)
      .replacingOccurrences(of: "\"showDetail\"", with: "\"showFriend\"")
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: source, path: "FriendList.flow"))
    sources["MasterViewController.swift"] = original["MasterViewController.swift"]
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(
      result.output.contains("does not override any method from its superclass"), result.output)
  }
}
