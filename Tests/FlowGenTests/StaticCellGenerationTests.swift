import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// Cells without reuse identifier (`reuseID=""`, static cells) get no `CellIdentifier`
/// case and no dequeue helper — UIKit would never send one — while their segues keep
/// their cases, hooks and dispatch; the result type-checks.
final class StaticCellGenerationTests: XCTestCase {
  static let flowSource = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Statics" version="1" initial="nav">
      <navigation id="nav" root="settings"/>
      <scene id="settings" class="SettingsViewController" base="UITableViewController">
        <cell reuseID="" class="PlainCell"/>
        <cell reuseID="">
          <segue id="showAbout" identifier="" kind="show" to="about"/>
        </cell>
        <cell reuseID="" class="LicenseCell">
          <segue id="showLicense" identifier="Show License" kind="show" to="license"/>
        </cell>
      </scene>
      <scene id="about" class="AboutViewController" base="UITableViewController">
        <cell reuseID="">
          <segue id="showMore" kind="show" to="more"/>
        </cell>
      </scene>
      <scene id="more" class="AboutViewController" base="UITableViewController">
        <cell reuseID="" class="MoreCell">
          <segue id="showMoreLicense" kind="show" to="license"/>
        </cell>
        <cell reuseID="Item" class="ItemCell"/>
      </scene>
      <scene id="license" class="LicenseViewController"/>
    </flow>
    """

  func files() throws -> [String: String] {
    try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: Self.flowSource, path: "Statics.flow"))
  }

  func testStaticCellsHaveNoCaseButTheirSeguesAreGenerated() throws {
    let settings = try XCTUnwrap(try files()["SettingsViewControllerBase.swift"])
    XCTAssertFalse(settings.contains("CellIdentifier"), settings)
    XCTAssertFalse(settings.contains("func dequeue"), settings)
    XCTAssertTrue(settings.contains(#"    case showLicense = "Show License""#), settings)
    XCTAssertFalse(settings.contains("case showAbout"), settings)
    // Each hook gets its cell's index path; the unidentified segue is found by class.
    XCTAssertTrue(
      settings.contains("prepareShowLicense(destination, at: indexPath, sender: sender)"), settings)
    XCTAssertTrue(
      settings.contains("prepareShowAbout(destination, at: indexPath, sender: sender)"), settings)
    XCTAssertTrue(settings.contains("when a static cell is selected"), settings)
  }

  /// The shared class's union keeps each scene's static cells apart from the other's and
  /// declares only the real reuse identifier.
  func testSharedClassDeclaresOnlyRealReuseIdentifiers() throws {
    let about = try XCTUnwrap(try files()["AboutViewControllerBase.swift"])
    XCTAssertTrue(about.contains(#"    case item = "Item""#), about)
    XCTAssertEqual(about.components(separatedBy: "    case item").count, 2, about)
    XCTAssertFalse(about.contains("MoreCell"), about)
    XCTAssertTrue(about.contains("func dequeueItem(for indexPath: IndexPath) -> ItemCell"), about)
    XCTAssertTrue(about.contains("case showMore\n"), about)
    XCTAssertTrue(about.contains("case showMoreLicense\n"), about)
  }

  func testStaticCellFlowTypeChecks() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    var sources = try files()
    sources["Cells.swift"] = """
      import UIKit
      final class PlainCell: UITableViewCell {}
      final class LicenseCell: UITableViewCell {}
      final class MoreCell: UITableViewCell {}
      final class ItemCell: UITableViewCell {}

      """
    let result = try checker.typeCheck(sources: sources, extraArguments: [])
    XCTAssertTrue(result.isClean, result.description)
  }

  /// The diagram names what fires a static cell's segue without an identifier it lacks.
  func testDiagramSaysStaticCell() throws {
    let flow = try XCTUnwrap(GraphFixtures.load(source: Self.flowSource).flow)
    let edges = try FlowDiagram.context(for: flow).edges.compactMap(\.triggerHTML)
    XCTAssertEqual(edges.filter { $0 == "static cell" }.count, 4, "\(edges)")
    XCTAssertFalse(edges.contains { $0.hasPrefix("cell ") }, "\(edges)")
  }
}
