import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The generated code binds by exactly the strings and selectors the flow says: raw values
/// are identifiers, methods have the written selectors, transitions without identifier
/// are dispatched by class, scenes sharing a class share one machine file — and all of it
/// type-checks in Swift 5 and Swift 6 modes.
final class SwiftBindingTests: XCTestCase {
  static let flowSource = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Binding" version="1" initial="nav">
      <navigation id="nav" root="list"/>
      <scene id="list" class="ListViewController" base="UITableViewController" title="List">
        <action name="deal" selector="deal"/>
        <action name="tapped" selector="tapped:forEvent:" sender="UIButton"/>
        <action name="saveAction" selector="save:"/>
        <unwindAction name="unwindToList" selector="unwindToListWithSender:"/>
        <cell reuseID="Cell">
          <segue id="showDetail" identifier="Show Detail" kind="show" to="detail"/>
        </cell>
        <segue id="presentEditor" identifier="" kind="present" to="editorNavigation"/>
        <segue id="embedMap" identifier="EmbedMap" kind="embed" to="map"/>
        <segue id="embedOther" identifier="" kind="embed" to="other"/>
      </scene>
      <scene id="detail" class="SettingsViewController" base="UITableViewController">
        <outlet name="NameLabel" type="UILabel"/>
        <segue id="showMore" kind="show" to="more"/>
      </scene>
      <scene id="more" class="SettingsViewController" base="UITableViewController">
        <outlet name="footer" type="UILabel"/>
        <segue id="showMore" kind="show" to="more"/>
      </scene>
      <navigation id="editorNavigation" root="editor"/>
      <scene id="editor" class="EditorViewController">
        <barButton system="save"><unwind id="saveInput" identifier="" action="unwindToList"/></barButton>
        <barButton system="cancel"><unwind id="cancelInput" identifier="Cancel" action="unwindToList"/></barButton>
      </scene>
      <scene id="map" class="MapViewController"/>
      <scene id="other" class="OtherViewController"/>
    </flow>
    """

  func files() throws -> [String: String] {
    try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: Self.flowSource, path: "Binding.flow"))
  }

  func testRawValuesAreIdentifiersAndUnidentifiedSeguesAreDispatchedByClass() throws {
    let list = try XCTUnwrap(try files()["ListViewControllerBase.swift"])
    XCTAssertTrue(list.contains(#"    case showDetail = "Show Detail""#), list)
    // No case UIKit never sends, and none for an embed, which is never performed.
    XCTAssertFalse(list.contains("case presentEditor"), list)
    XCTAssertFalse(list.contains("case embedMap"), list)
    // An embed is matched by its identifier, and a destination of another class asserts.
    XCTAssertTrue(list.contains(#"if segue.identifier == "EmbedMap" {"#), list)
    XCTAssertTrue(list.contains("segue 'EmbedMap': expected MapViewController"), list)
    XCTAssertTrue(
      list.contains(
        """
              if segue.identifier == nil,
                let navigation = segue.destination as? UINavigationController,
                let destination = navigation.viewControllers.first as? EditorViewController
        """), list)
    XCTAssertTrue(list.contains("func preparePresentEditor(_ destination: EditorViewController"))
    XCTAssertTrue(list.contains("func prepareEmbedOther(_ destination: OtherViewController"))
  }

  func testMethodsHaveExactlyTheWrittenSelectors() throws {
    let list = try XCTUnwrap(try files()["ListViewControllerBase.swift"])
    XCTAssertTrue(list.contains("  @objc\n  func deal() {\n    handleDeal()\n  }"), list)
    XCTAssertTrue(
      list.contains(
        "  @objc(tapped:forEvent:)\n  func tapped(_ sender: UIButton, _ event: UIEvent) {"), list)
    XCTAssertTrue(list.contains("  @objc(save:)\n  @IBAction func saveAction(_ sender: Any) {"))
    XCTAssertTrue(
      list.contains(
        "  @objc(unwindToListWithSender:)\n  @IBAction func unwindToList(_ segue: UIStoryboardSegue) {"
      ), list)
    // The unidentified unwind arrives with a nil identifier; the other by its case.
    XCTAssertTrue(list.contains("case (let source as EditorViewController, nil):"), list)
    XCTAssertTrue(
      list.contains(
        "case (let source as EditorViewController, EditorViewController.Unwind.cancelInput.rawValue):"
      ), list)
    let editor = try XCTUnwrap(try files()["EditorViewControllerBase.swift"])
    XCTAssertTrue(editor.contains(#"    case cancelInput = "Cancel""#), editor)
    XCTAssertFalse(editor.contains("case saveInput"), editor)
  }

  func testScenesSharingAClassShareOneMachineFileWithTheUnion() throws {
    let files = try files()
    let settings = try XCTUnwrap(files["SettingsViewControllerBase.swift"])
    XCTAssertTrue(settings.contains("@IBOutlet weak var NameLabel: UILabel!"), settings)
    XCTAssertTrue(settings.contains("@IBOutlet weak var footer: UILabel!"), settings)
    // The segue both scenes have is one case and one branch.
    XCTAssertEqual(settings.components(separatedBy: "    case showMore\n").count, 2, settings)
    XCTAssertEqual(settings.components(separatedBy: "case .showMore:").count, 2, settings)
    XCTAssertEqual(files.keys.filter { $0.hasPrefix("SettingsViewController") }.count, 2)
  }

  func testTheBindingFlowTypeChecksInSwift5And6() throws {
    let checker = try SwiftTypeCheckTests.checker.get()
    let sources = try files()
    for mode in ["5", "6"] {
      let result = try checker.typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
  }

  /// Code built from a storyboard sets no titles (Interface Builder has them); a flow's
  /// only where none is set.
  func testStoryboardBuildsSetNoTitles() throws {
    let flow = try SwiftFixtures.flow(source: Self.flowSource, path: "Binding.flow")
    let fromFlow = try SwiftFixtures.generate(flow, sourceFileName: "Binding.flow")
    XCTAssertTrue(
      try XCTUnwrap(fromFlow["ListViewControllerBase.swift"]).contains(
        "if navigationItem.title == nil {"))
    let fromStoryboard = try SwiftFixtures.generate(flow, sourceFileName: "Binding.storyboard")
    for (name, text) in fromStoryboard {
      XCTAssertFalse(text.contains("title = "), name)
    }
    // The storyboard is looked up in the bundle that holds this code by default.
    let shared = try XCTUnwrap(fromStoryboard["BindingFlow.swift"])
    XCTAssertTrue(shared.contains("bundle ?? Self.bundle"), shared)
    XCTAssertTrue(shared.contains("Bundle(for: BundleToken.self)"), shared)
  }

  /// A prototype cell or a custom segue of another module (a pod's swipeable cell, a
  /// library's presentation segue) is named qualified and its module imported, as an
  /// outlet's type is: the scene's file names the class, and does not compile without it.
  func testTheModulesOfCellAndSegueClassesAreImported() throws {
    for runtime in ["storyboard", "code"] {
      let flow = try SwiftFixtures.flow(
        source: """
          <flow name="Kit" version="1" initial="nav" module="App" runtime="\(runtime)">
            <navigation id="nav" root="list"/>
            <scene id="list" class="ListViewController" base="UITableViewController">
              <cell reuseID="Swipe" class="SwipeKit.SwipeCell">
                <segue id="showDetail" kind="show" to="detail"/>
              </cell>
              <cell reuseID="Plain" class="App.PlainCell"/>
              <segue id="fancy" kind="custom" class="Messages.MessageSegue" to="detail"/>
            </scene>
            <scene id="detail" class="DetailViewController"/>
          </flow>
          """, path: "Kit.flow")
      let list = try XCTUnwrap(try SwiftFixtures.generate(flow)["ListViewControllerBase.swift"])
      XCTAssertTrue(list.contains("import Messages\nimport SwipeKit\nimport UIKit\n"), list)
      XCTAssertFalse(list.contains("import App\n"), list)
    }
  }

  /// `strong="true"` declares the outlet strong, for what nothing else holds; the others
  /// stay weak, as the format says.
  func testAStrongOutletIsDeclaredWithoutWeak() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Hold" version="1" initial="main">
          <scene id="main" class="MainViewController">
            <outlet name="titleLabel" type="UILabel"/>
            <outlet name="titleTop" type="NSLayoutConstraint" strong="true"/>
            <outlet name="buttons" type="UIButton" collection="true"/>
          </scene>
        </flow>
        """, path: "Hold.flow")
    let main = try XCTUnwrap(try SwiftFixtures.generate(flow)["MainViewControllerBase.swift"])
    XCTAssertTrue(main.contains("  @IBOutlet weak var titleLabel: UILabel!\n"), main)
    XCTAssertTrue(main.contains("  @IBOutlet var titleTop: NSLayoutConstraint!\n"), main)
    XCTAssertTrue(main.contains("  @IBOutlet var buttons: [UIButton]!\n"), main)
  }

  /// Frameworks are imported for their real classes only, never for a prefix.
  func testFrameworkImportsComeFromTheTableOfRealClasses() {
    let modules = FrameworkImports.modules(
      forTypes: ["AVBarButtonInfo", "MKBadgeView", "MKMapView", "PKCanvasView", "PKPaymentButton"],
      ownModule: nil, localTypes: [])
    XCTAssertEqual(modules, ["MapKit", "PencilKit", "PassKit"])
  }
}
