import FlowKit
import Foundation
import XCTest

@testable import FlowAnalysis
@testable import FlowFormat

/// Large flows are decoded in runs of nodes and checked with the rule families side by
/// side; the result must be the same model and diagnostics, in the same order, as one
/// node and one family after the other.
final class ParallelCheckTests: XCTestCase {
  /// 2,500 scenes, a few thousand findings of several families.
  static var problemFlowText: String {
    var body = "<navigation id=\"main\" root=\"scene0\"/>\n"
    for index in 0..<2_500 {
      // Every seventh scene has a problem of some family: a bad reference, a keyword,
      // a duplicate outlet, a legacy kind.
      var children = "<outlet name=\"label\" type=\"UILabel\"/>"
      // Misspelt references are few: each one's suggestion is searched among all ids.
      switch index % 350 == 1 ? 1 : index % 7 == 1 ? 0 : index % 7 {
      case 0: children += "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      case 1: children += "<segue id=\"next\" kind=\"show\" to=\"scen\(index + 1)\"/>"
      case 2:
        children +=
          "<outlet name=\"label\" type=\"UILabel\"/><segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      case 4:
        children += "<outlet name=\"x\" type=\"UILabel\" colour=\"red\"/><segeu/>"
        children += "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      case 3:
        children +=
          "<outlet name=\"class\" type=\"UILabel\"/><segue id=\"next\" kind=\"push\" to=\"scene\(index + 1)\"/>"
        if index % 140 == 3 {
          // Two buttons UI tests could not tell apart.
          children +=
            "<button title=\"A\" accessibilityID=\"same\"/><button title=\"B\" accessibilityID=\"same\"/>"
        }
      case 5:
        // A member UIKit has, and a selector of three arguments.
        children +=
          "<outlet name=\"view\" type=\"UIView\"/><action name=\"tap\" selector=\"tap:with:and:\"/>"
        children += "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      case 6 where index % 70 == 6:
        // A table in a plain view controller, and a push row without its segue.
        children += "<table><section><row key=\"a\" editor=\"push\"/></section></table>"
        children += "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      default: children += "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      }
      body += "<scene id=\"scene\(index)\">\(children)</scene>\n"
    }
    body += "<scene id=\"scene2500\"/>\n"
    return "<flow name=\"Big\" version=\"1\" initial=\"main\">\n\(body)</flow>\n"
  }

  static func problemFlow() -> Flow? {
    let source = SourceFile(path: "big.flow", text: problemFlowText)
    return XMLDocumentReader.read(source).root.flatMap { FlowDecoder.decode($0).flow }
  }

  func testParallelAndSequentialChecksAgree() throws {
    let (root, xml) = XMLDocumentReader.read(
      SourceFile(path: "big.flow", text: Self.problemFlowText))
    XCTAssertEqual(xml, [])
    let sequentialDecode = FlowDecoder.decode(try XCTUnwrap(root), parallel: false)
    let parallelDecode = FlowDecoder.decode(try XCTUnwrap(root), parallel: true)
    XCTAssertGreaterThan(sequentialDecode.diagnostics.count, 600)
    XCTAssertEqual(parallelDecode.diagnostics, sequentialDecode.diagnostics)
    XCTAssertEqual(parallelDecode.flow?.nodes.map(\.id), sequentialDecode.flow?.nodes.map(\.id))
    let flow = try XCTUnwrap(parallelDecode.flow)
    XCTAssertGreaterThanOrEqual(flow.nodes.count, FlowChecker.parallelThreshold)
    let sequential = FlowChecker.check(flow, parallel: false)
    let parallel = FlowChecker.check(flow, parallel: true)
    XCTAssertGreaterThan(sequential.count, 700)
    XCTAssertEqual(parallel, sequential)
    XCTAssertEqual(FlowChecker.check(flow), sequential)
  }

  /// The walk of the flow's families reports for each family what it reports when it
  /// walks the flow alone: on the flow above, where every family has findings.
  func testTheFamiliesWalkingTogetherFindWhatEachFindsAlone() throws {
    let flow = try XCTUnwrap(Self.problemFlow())
    let families: [any FlowRuleFamily.Type] = FlowChecker.families.compactMap {
      if case .flow(let rules) = $0 { rules } else { nil }
    }
    XCTAssertEqual(families.count, 7)
    let together = FlowWalk.check(flow, with: families)
    XCTAssertEqual(together.count, families.count)
    for (family, found) in zip(families, together) {
      var alone = DiagnosticLog()
      family.check(flow, into: &alone)
      XCTAssertEqual(found, alone.diagnostics, "\(family)")
    }
    XCTAssertEqual(
      together.filter { !$0.isEmpty }.count, 6, "all but RuntimeRules (code runtime only)")
    // Reversed, each family still finds the same: none reads another's state.
    XCTAssertEqual(FlowWalk.check(flow, with: families.reversed()), together.reversed())
  }

  /// The schedule hands out the flow's walk once and every graph family once, the
  /// costliest first, and never waits for a graph nobody builds: a worker that runs
  /// alone, or first, builds it itself.
  func testTheScheduleHandsOutEveryFamilyOnceEvenToOneWorker() throws {
    let flow = try XCTUnwrap(
      FlowDecoder.decode(
        try XCTUnwrap(
          XMLDocumentReader.read(
            SourceFile(
              path: "small.flow",
              text: "<flow name=\"S\" version=\"1\" initial=\"a\"><scene id=\"a\"/></flow>")
          ).root)
      ).flow)
    let graphFamilies = FlowChecker.graphHandOutOrder
    XCTAssertEqual(
      graphFamilies.sorted(),
      FlowChecker.families.indices.filter {
        if case .graph = FlowChecker.families[$0] { true } else { false }
      })
    XCTAssertEqual(
      graphFamilies.first, FlowChecker.families.firstIndex { "\($0)".contains("Binding") })
    for preferringGraph in [false, true] {
      let schedule = FamilySchedule(flow: flow, graphFamilies: graphFamilies)
      var walks = 0
      var handedOut: [Int] = []
      while let task = schedule.next(preferringGraph: preferringGraph) {
        switch task {
        case .flowWalk:
          walks += 1
          XCTAssertEqual(handedOut.isEmpty, !preferringGraph, "the walk comes first, or last")
        case .graphFamily(let index, _): handedOut.append(index)
        }
      }
      XCTAssertEqual(walks, 1)
      XCTAssertEqual(handedOut, graphFamilies)
    }
  }
}
