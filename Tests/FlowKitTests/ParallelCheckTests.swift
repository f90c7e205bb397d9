import FlowKit
import Foundation
import XCTest

@testable import FlowAnalysis
@testable import FlowFormat

/// Large flows are decoded in runs of nodes and checked with the rule families side by
/// side; the result must be the same model and diagnostics, in the same order, as one
/// node and one family after the other.
final class ParallelCheckTests: XCTestCase {
  func testParallelAndSequentialChecksAgree() throws {
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
      default: children += "<segue id=\"next\" kind=\"show\" to=\"scene\(index + 1)\"/>"
      }
      body += "<scene id=\"scene\(index)\">\(children)</scene>\n"
    }
    body += "<scene id=\"scene2500\"/>\n"
    let text = "<flow name=\"Big\" version=\"1\" initial=\"main\">\n\(body)</flow>\n"
    let (root, xml) = XMLDocumentReader.read(SourceFile(path: "big.flow", text: text))
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

  /// The schedule hands out every family once, the costliest first, and never waits for
  /// a graph nobody builds: a worker that runs alone, or first, builds it itself.
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
    let order = FlowChecker.handOutOrder
    XCTAssertEqual(order.sorted(), Array(FlowChecker.families.indices))
    let flowFamilies = order.filter {
      if case .flow = FlowChecker.families[$0] { true } else { false }
    }
    let graphFamilies = order.filter {
      if case .graph = FlowChecker.families[$0] { true } else { false }
    }
    XCTAssertEqual(order.first, FlowChecker.families.firstIndex { "\($0)".contains("Binding") })
    for preferringGraph in [false, true] {
      let schedule = FamilySchedule(
        flow: flow, flowFamilies: flowFamilies, graphFamilies: graphFamilies)
      var handedOut: [Int] = []
      while let task = schedule.next(preferringGraph: preferringGraph) {
        handedOut.append(task.family)
        if case .graph = FlowChecker.families[task.family] {
          XCTAssertNotNil(task.graph, "a graph family without its graph")
        } else {
          XCTAssertNil(task.graph)
        }
      }
      XCTAssertEqual(
        handedOut, preferringGraph ? graphFamilies + flowFamilies : flowFamilies + graphFamilies)
    }
  }
}
