import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// The flows in Flows/ are the ones users read first: each must check with no
/// diagnostic at all, and hold what its seed describes.
final class ExampleFlowTests: XCTestCase {
  var flowPaths: [String] {
    let folder = PackagePaths.flowsDirectory.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".flow") }.sorted().map { folder + "/" + $0 }
  }

  func testEveryExampleChecksClean() {
    XCTAssertGreaterThanOrEqual(flowPaths.count, 4)
    for path in flowPaths {
      let result = FlowFrontEnd.load(path: path)
      XCTAssertNotNil(result.flow, path)
      XCTAssertEqual(result.diagnostics, [], path)
    }
  }

  func testFriendListHoldsTheMasterDetailSeed() throws {
    let flow = try XCTUnwrap(
      FlowFrontEnd.load(path: PackagePaths.flowsDirectory.path + "/FriendList.flow").flow)
    let master = try XCTUnwrap(flow.node(withID: "master")?.scene)
    XCTAssertEqual(master.segues.map(\.id), ["showDetail"])
    XCTAssertEqual(master.segues.first?.trigger, .cell(reuseID: "Cell"))
    let edit = try XCTUnwrap(flow.node(withID: "edit")?.scene)
    XCTAssertEqual(edit.unwinds.map(\.id), ["cancelInput", "saveInput"])
    XCTAssertEqual(edit.unwinds.map(\.actionName), ["cancel", "save"])
    let detail = try XCTUnwrap(flow.node(withID: "detail")?.scene)
    XCTAssertEqual(detail.segues.first?.kind, .present)
    XCTAssertEqual(detail.segues.first?.destinationID, "editNavigation")
  }

  func testHeroEditorTableLayout() throws {
    let flow = try XCTUnwrap(
      FlowFrontEnd.load(path: PackagePaths.flowsDirectory.path + "/HeroEditor.flow").flow)
    let table = try XCTUnwrap(flow.node(withID: "heroEditor")?.scene?.table)
    XCTAssertEqual(table.sections.map(\.title), ["General", "Details"])
    let sex = try XCTUnwrap(table.sections[1].rows.first)
    XCTAssertEqual(sex.editor, .picker)
    XCTAssertEqual(sex.options, ["Male", "Female"])
    XCTAssertEqual(table.sections[1].rows[1].label, "Age")
    XCTAssertEqual(table.sections[1].rows.last?.segueID, "showPowers")
  }

  func testRowLabelsDefaultToTheKeyInWords() {
    XCTAssertEqual(TableRow.words(fromKey: "secretIdentity"), "Secret identity")
    XCTAssertEqual(TableRow.words(fromKey: "phoneNumber"), "Phone number")
    XCTAssertEqual(TableRow.words(fromKey: "homepageURL"), "Homepage URL")
    XCTAssertEqual(TableRow.words(fromKey: "name"), "Name")
  }
}
