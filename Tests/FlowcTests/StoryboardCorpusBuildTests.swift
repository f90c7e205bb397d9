import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc build` on every storyboard of the corpus gives Swift that type-checks against
/// the iOS SDK stubs, with the classes the app itself would supply (`AppClasses`, derived
/// from the imported flow) beside it: the machine, human and shared files and those
/// classes, as one module, with no error and no warning, in Swift 6 and Swift 5 modes
/// (`CorpusBuild.languageModes`).
final class StoryboardCorpusBuildTests: XCTestCase {
  /// The stub modules (built once per process, and cached across processes by
  /// `SwiftTypeChecker`) and the types they declare.
  static let sdk = Result { try (SwiftTypeChecker(), StubTypes.load()) }

  func testEveryStoryboardBuildsToSwiftThatTypeChecks() throws {
    let storyboards = try CorpusStoryboards.all()
    let (checker, sdk) = try Self.sdk.get()
    let flowc = try BuildCLI.executable()
    let root = try BuildCLI.temporaryFolder(self)
    let start = Date()

    var derived: [(storyboard: URL, flow: Flow, classes: AppClasses)] = []
    for storyboard in storyboards {
      guard let flow = CorpusStoryboards.flow(of: storyboard) else { continue }
      let classes = AppClasses(flow: flow, sdk: sdk)
      XCTAssertEqual(classes.problems, [], storyboard.lastPathComponent)
      derived.append((storyboard, flow, classes))
    }
    let jobs = derived

    let outcomes = CorpusStoryboards.concurrentMap(jobs.indices.map { $0 }) { index in
      let job = jobs[index]
      return CorpusBuild.buildAndTypeCheck(
        job.storyboard, scenes: Set(job.flow.scenes.map(\.className)).count, classes: job.classes,
        in: root.appendingPathComponent("\(index)"), flowc: flowc, checker: checker)
    }

    print("storyboard\tscenes\tswift files\tapp classes\terrors\twarnings\tseconds")
    for (job, outcome) in zip(jobs, outcomes) {
      let name = outcome.name
      if let failure = outcome.failure { XCTFail("\(name): \(failure)") }
      XCTAssertEqual(outcome.buildStatus, 0, "\(name): flowc build\n\(outcome.buildOutput)")
      XCTAssertEqual(outcome.forcedFiles, [], "\(name): generated files with as! or try!")
      // The shared file, and a machine and a human file per class (scenes may share one).
      XCTAssertEqual(outcome.swiftFiles, 1 + 2 * outcome.scenes, "\(name): files written")
      for (mode, result) in outcome.typeChecks {
        XCTAssertEqual(result.status, 0, "\(name), Swift \(mode): swiftc\n\(result.output)")
        XCTAssertEqual(
          result.diagnostics, [], "\(name), Swift \(mode): app classes \(job.classes.summary)")
      }
      XCTAssertEqual(
        outcome.typeChecks.map(\.mode), outcome.buildStatus == 0 ? CorpusBuild.languageModes : [])
      let errors = outcome.typeChecks.map { String($0.result.errors) }.joined(separator: "+")
      let warnings = outcome.typeChecks.map { String($0.result.warnings) }.joined(separator: "+")
      print(
        "\(name)\t\(outcome.scenes)\t\(outcome.swiftFiles)\t\(job.classes.summary.count)\t\(errors)\t\(warnings)\t\(String(format: "%.1f", outcome.seconds))"
      )
      if !job.classes.summary.isEmpty {
        print("  app classes: \(job.classes.summary.joined(separator: ", "))")
      }
    }
    print(
      "built and type-checked \(outcomes.count) storyboards in \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
    )
  }

  // MARK: Classes of other modules

  /// A storyboard of one scene whose outlet and action sender is a view of `viewClass`,
  /// with `moduleAttributes` on that view.
  static func storyboard(viewClass: String, moduleAttributes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-list">
        <scenes>
            <scene sceneID="scene-list">
                <objects>
                    <viewController id="vc-list" customClass="ListViewController" customModule="Lister" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="view-list">
                            <subviews>
                                <view contentMode="scaleToFill" id="view-custom" customClass="\(viewClass)" \(moduleAttributes)>
                                    <connections>
                                        <action selector="customTapped:" destination="vc-list" eventType="valueChanged" id="act-tap"/>
                                    </connections>
                                </view>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="customView" destination="view-custom" id="out-custom"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-list" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// Builds a storyboard written out here, and returns the machine file of its scene after
  /// asserting that the generated code type-checks with the derived classes.
  func buildSmallStoryboard(_ text: String, runtime: String? = nil) throws -> (
    machine: String, classes: AppClasses
  ) {
    let (checker, sdk) = try Self.sdk.get()
    let folder = try BuildCLI.temporaryFolder(self)
    let storyboard = folder.appendingPathComponent("Main.storyboard")
    try BuildCLI.write(text, to: storyboard)
    guard let flow = CorpusStoryboards.flow(of: storyboard) else {
      throw CorpusBuild.StandInFailure(description: "the storyboard does not import")
    }
    let classes = AppClasses(flow: flow, sdk: sdk)
    XCTAssertEqual(classes.problems, [])
    let outcome = CorpusBuild.buildAndTypeCheck(
      storyboard, runtime: runtime, scenes: flow.scenes.count, classes: classes,
      in: folder.appendingPathComponent("build"), flowc: try BuildCLI.executable(),
      checker: checker)
    XCTAssertNil(outcome.failure)
    XCTAssertEqual(outcome.buildStatus, 0, outcome.buildOutput)
    XCTAssertEqual(outcome.typeChecks.count, CorpusBuild.languageModes.count)
    for (mode, result) in outcome.typeChecks {
      XCTAssertEqual(result.diagnostics, [], "Swift \(mode)\n\(result.output)")
    }
    let machine = try BuildCLI.read(
      folder.appendingPathComponent("build/gen/ListViewControllerBase.swift"))
    return (machine, classes)
  }

  /// A view whose class Interface Builder says comes from another module (the app's
  /// framework) is that module's: the generated code names it qualified and imports the
  /// module, as the app's own code must (Apple's Lister: `CheckBox` of `ListerKit`).
  func testViewOfAnotherModuleIsQualifiedAndImported() throws {
    let (machine, classes) = try buildSmallStoryboard(
      Self.storyboard(viewClass: "CheckBox", moduleAttributes: #"customModule="ListerKit""#))
    XCTAssertTrue(machine.contains("\nimport ListerKit\n"), machine)
    XCTAssertTrue(machine.contains("var customView: ListerKit.CheckBox!"), machine)
    XCTAssertTrue(machine.contains("_ sender: ListerKit.CheckBox)"), machine)
    XCTAssertEqual(classes.summary, ["CheckBox: UIControl (ListerKit)"])
  }

  /// A view class named like its module (CocoaPods' `CountryPickerView`, `FSCalendar`)
  /// is written unqualified, its module imported, in both UIKit runtimes: qualified, the
  /// imported class hides its module, and `CountryPickerView.CountryPickerView` is no type.
  func testViewNamedLikeItsModuleIsUnqualifiedAndImported() throws {
    for runtime in [nil, "code"] {
      let (machine, classes) = try buildSmallStoryboard(
        Self.storyboard(
          viewClass: "CountryPickerView", moduleAttributes: #"customModule="CountryPickerView""#),
        runtime: runtime)
      XCTAssertTrue(machine.contains("\nimport CountryPickerView\n"), machine)
      XCTAssertTrue(machine.contains("var customView: CountryPickerView"), machine)
      XCTAssertTrue(machine.contains("_ sender: CountryPickerView)"), machine)
      XCTAssertFalse(machine.contains("CountryPickerView.CountryPickerView"), machine)
      XCTAssertEqual(machine.contains("@IBOutlet"), runtime == nil, "built for the runtime")
      XCTAssertEqual(classes.summary, ["CountryPickerView: UIControl (CountryPickerView)"])
    }
  }

  /// `customModuleProvider="target"` means the target's own module: no qualification.
  func testViewOfTheTargetsModuleIsNotQualified() throws {
    let (machine, classes) = try buildSmallStoryboard(
      Self.storyboard(
        viewClass: "RatingControl",
        moduleAttributes: #"customModule="Lister" customModuleProvider="target""#))
    XCTAssertFalse(machine.contains("import Lister"), machine)
    XCTAssertTrue(machine.contains("var customView: RatingControl!"), machine)
    XCTAssertEqual(classes.summary, ["RatingControl: UIControl"])
  }

  /// An SDK view of a framework other than UIKit is imported from it
  /// (SamplePhotosApp's `PHLivePhotoView`, PhotosUI).
  func testLivePhotoViewImportsPhotosUI() throws {
    let (machine, classes) = try buildSmallStoryboard(
      Self.storyboard(viewClass: "PHLivePhotoView", moduleAttributes: ""))
    XCTAssertTrue(machine.contains("\nimport PhotosUI\n"), machine)
    XCTAssertEqual(classes.summary, ["PHLivePhotoView: UIControl (PhotosUI)"])
  }

  func testDerivationOfAppClasses() throws {
    let (_, sdk) = try Self.sdk.get()
    let origin = Origin.synthesized("test")
    var list = Scene(id: "list", base: "UITableViewController", origin: origin)
    list.outlets = [
      Outlet(name: "badge", type: "BadgeView", origin: origin),
      Outlet(name: "label", type: "UILabel", origin: origin),
      Outlet(name: "boxes", type: "CheckBox", isCollection: true, origin: origin),
      Outlet(name: "detail", type: "DetailViewController", origin: origin),
    ]
    list.actions = [Action(name: "checked", senderType: "CheckBox", origin: origin)]
    list.cells = [Cell(reuseID: "Item", className: "ItemCell", origin: origin)]
    list.transitions = [
      .segue(
        Segue(
          id: "flip", kind: .custom, destinationID: "detail", segueClass: "FlipSegue",
          origin: origin))
    ]
    let detail = Scene(id: "detail", base: "MyKit.ChartViewController", origin: origin)
    let flow = Flow(
      name: "Main", initialID: "tabs", module: "Shop",
      nodes: [
        .tabBar(
          TabBarController(
            id: "tabs", explicitClass: "RootTabBarController", tabs: [], origin: origin)),
        .scene(list), .scene(detail),
        .navigation(
          NavigationController(
            id: "nav", explicitClass: "Shop.ThemedNavigationController", rootID: "list",
            origin: origin)),
      ], origin: origin)
    let classes = AppClasses(flow: flow, sdk: sdk)
    XCTAssertEqual(classes.problems, [])
    XCTAssertEqual(classes.appModule, "Shop")
    XCTAssertEqual(
      classes.summary,
      [
        "BadgeView: UIView", "CheckBox: UIControl", "FlipSegue: UIStoryboardSegue",
        "ItemCell: UITableViewCell", "RootTabBarController: UITabBarController",
        "ThemedNavigationController: UINavigationController",
        "ChartViewController: UIViewController (MyKit)",
      ])

    // A class used as a view and as a segue cannot be derived.
    list.outlets.append(Outlet(name: "flip", type: "FlipSegue", origin: origin))
    var clash = flow
    clash.nodes[1] = .scene(list)
    XCTAssertEqual(
      AppClasses(flow: clash, sdk: sdk).problems,
      ["FlipSegue is used as UIStoryboardSegue and UIView: no class is both"])
  }
}
