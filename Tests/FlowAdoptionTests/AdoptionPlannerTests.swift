import FlowAdoption
import FlowKit
import FlowTestSupport
import SwiftSourceScan
import XCTest

/// The adoption planner on the FriendList flow and app classes written in memory: what it
/// changes, what it leaves to a person, what it refuses, and that each splice changes only
/// the bytes it must.
final class AdoptionPlannerTests: XCTestCase {
  func bases() throws -> [BaseDeclarations] {
    let path = PackagePaths.flowsDirectory.appendingPathComponent("FriendList.flow").path
    let loaded = FlowFrontEnd.load(path: path)
    let flow = try XCTUnwrap(loaded.flow)
    return BaseDeclarations.of(flow: flow, sourceFileName: "FriendList.flow")
  }

  func plan(_ files: [String: String]) throws -> AdoptionPlan {
    let scanned = files.sorted { $0.key < $1.key }.map { path, text in
      AppSources.File(
        source: SourceFile(path: path, text: text), scan: SwiftSourceScan(text: text))
    }
    return AdoptionPlanner.plan(bases: try bases(), sources: AppSources(files: scanned))
  }

  func findings(_ plan: AdoptionPlan, _ className: String) -> [String] {
    plan.classes.first { $0.className == className }?.findings.map(\.line) ?? []
  }

  func edited(_ plan: AdoptionPlan, _ path: String) -> String? {
    plan.editedFiles().first { $0.path == path }.map { String(decoding: $0.edited, as: UTF8.self) }
  }

  func testSuperPrepareFollowsTheFilesLineEndingsAndIndentation() throws {
    let text =
      "class MasterViewController: UITableViewController {\r\n\toverride func prepare(for s: UIStoryboardSegue, sender x: Any?) { // go\r\n\t\tif s.identifier == \"showDetail\" {}\r\n\t}\r\n}\r\n"
    let plan = try plan(["Master.swift": text])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(
      edited(plan, "Master.swift"),
      "class MasterViewController: MasterViewControllerBase {\r\n\toverride func prepare(for s: UIStoryboardSegue, sender x: Any?) { // go\r\n\t\tsuper.prepare(for: s, sender: x)\r\n\t\tif s.identifier == \"showDetail\" {}\r\n\t}\r\n}\r\n"
    )
    XCTAssertTrue(
      findings(plan, "MasterViewController").contains {
        $0.hasPrefix("Master.swift:3:22: move: the branch for segue \"showDetail\"")
      })
  }

  /// A class whose superclass is neither the base nor the base's is not changed at all:
  /// its members are read once it inherits from the base.
  func testWhatItCannotDecideItLeavesAlone() throws {
    let plan = try plan([
      "Master.swift": """
      class MasterViewController: UIViewController {
        @IBAction func insertNewObject(_ sender: UIBarButtonItem) { print(sender) }
      }
      """,
      "Detail.swift": """
      class DetailViewController: UITableViewController {
        @IBOutlet weak var nameLabel: UITextField!
      }
      class DetailViewController: UITableViewController {}
      """,
    ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertFalse(plan.hasChanges)
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      findings(plan, "MasterViewController"),
      [
        "Master.swift:1:29: undecided: MasterViewController inherits from UIViewController, and MasterViewControllerBase from UITableViewController: make UIViewController the flow's base (base=\"UIViewController\" on scene 'master'), or change the superclass by hand"
      ])
    XCTAssertEqual(
      findings(plan, "DetailViewController").map { $0.prefix(30) },
      ["Detail.swift:1:7: undecided: D", "Detail.swift:4:7: undecided: D"])
  }

  /// In a class that inherits from the base, what cannot be decided is said, and what the
  /// app cannot compile with is a blocker; the rest is made.
  func testWhatItCannotDecideInAnAdoptedClassIsSaid() throws {
    let plan = try plan([
      "Master.swift": """
      class MasterViewController: UITableViewController {
        @IBAction func insertNewObject(_ sender: UIBarButtonItem) async { print(sender) }
        func prepareShowDetail() {}
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          super.prepare(for: segue, sender: sender)
          switch segue.identifier {
          case "showDetail", "showElsewhere": break
          default: break
          }
        }
      }
      """
    ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(
      findings(plan, "MasterViewController"),
      [
        "Master.swift:1:29: change: superclass UITableViewController becomes MasterViewControllerBase (which inherits from UITableViewController)",
        "Master.swift:2:3: undecided: MasterViewControllerBase declares the action `insertNewObject(_ sender: Any)` for insertNewObject:, the selector of this insertNewObject(_:); it has effects or a result between its parameters and its body: delete this one and move its body into `override func handleInsertNewObject(_ sender: Any)`",
        "Master.swift:3:3: undecided: MasterViewControllerBase calls its hook prepareShowDetail(_:at:sender:); this prepareShowDetail() is another method, which it never calls: make it the hook (an override), or rename it",
        "Master.swift:4:17: done: prepare(for:sender:) calls super, so MasterViewControllerBase's hooks run",
        "Master.swift:7:10: move: the branch for segue \"showDetail\" can move into `override func prepareShowDetail(_ destination: DetailViewController, at indexPath: IndexPath?, sender: Any?)`, which receives the destination already cast to DetailViewController",
        "Master.swift:7:24: undecided: prepare(for:sender:) tests for segue \"showElsewhere\", which scene 'master' has no segue with: an identifier from another scene, or a typo",
      ])
    XCTAssertEqual(
      plan.blockers.compactMap(\.blockerLine),
      [
        "Master.swift:2:3: the app will not compile until insertNewObject(_:) is deleted, its body moved into `override func handleInsertNewObject(_ sender: Any)`"
      ])
  }

  /// An action that becomes the base's hook loses its name, so a use of the name stops
  /// adoption; but a name is no use of the action when it declares another member (an
  /// outlet or an overload named alike) or is applied with labels the action cannot take
  /// (UIKit's `dismiss(animated:completion:)` in an app's `dismiss()`, another type's
  /// `Log.insertNewObject()`), as in apps that name outlets and actions alike.
  func testNamesAppliedWithOtherLabelsAreNoUseOfTheAction() throws {
    let plan = try plan([
      "Master.swift": """
      class MasterViewController: UITableViewController {
        @IBOutlet weak var insertNewObject: UIBarButtonItem!
        @IBAction func insertNewObject(_ sender: UIBarButtonItem) {
          insertNewObject(at: 0)
          Log.insertNewObject()
          let reference = insertNewObject(at:)
          reference(1)
        }
        func insertNewObject(at index: Int) { print(index) }
      }
      """
    ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "Master.swift"),
      """
      class MasterViewController: MasterViewControllerBase {
        @IBOutlet weak var insertNewObject: UIBarButtonItem!
        override func handleInsertNewObject(_ sender: Any) {
          insertNewObject(at: 0)
          Log.insertNewObject()
          let reference = insertNewObject(at:)
          reference(1)
        }
        func insertNewObject(at index: Int) { print(index) }
      }
      """)

    // Applied with the action's own labels, or named bare, it may be the action: undecided.
    for use in [
      "insertNewObject(sender)", "perform(#selector(insertNewObject(_:)))",
      "let f = insertNewObject", "self.insertNewObject(nil) { }",
    ] {
      let undecided = try self.plan([
        "Master.swift": """
        class MasterViewController: UITableViewController {
          @IBAction func insertNewObject(_ sender: UIBarButtonItem) { print(sender) }
          func again(_ sender: UIBarButtonItem) { \(use) }
        }
        """
      ])
      XCTAssertEqual(
        undecided.blockers.compactMap(\.blockerLine),
        [
          "Master.swift:2:3: the app will not compile until insertNewObject(_:) is deleted, its body moved into `override func handleInsertNewObject(_ sender: Any)`"
        ], use)
    }
  }

  /// A method named like one of the base's helpers but with other argument labels is an
  /// overload, which compiles (Blackboard's generated `dequeueCell(from:for:initialize:)`
  /// beside the base's `dequeueCell(_:for:)`); one a call with the base's labels could
  /// reach is a clash, as before.
  func testAMethodNamedLikeABaseMethodWithOtherLabelsIsAnOverload() throws {
    let plan = try plan([
      "Master.swift": """
      class MasterViewController: UITableViewController {
        func dequeueCell(
          from tableView: UITableView, for indexPath: IndexPath,
          initialize: ((UITableViewCell) -> Void)? = nil
        ) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) }
        func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
        func dequeueCell(_ identifier: String, for indexPath: IndexPath, style: Int = 0) -> Int { 0 }
        func prepareShowDetail(for item: Int) {}
        func prepareShowDetail(_ destination: UIViewController, at indexPath: IndexPath?, sender: Any?) {}
      }
      """
    ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(
      plan.blockers.compactMap(\.blockerLine),
      [
        "Master.swift:6:3: the app will not compile until dequeueCell(_:for:) is renamed or made an override",
        "Master.swift:7:3: the app will not compile until dequeueCell(_:for:style:) is renamed or made an override",
        "Master.swift:9:3: the app will not compile until prepareShowDetail(_:at:sender:) is renamed or made an override",
      ])
    // Named like a hook, with other labels: it compiles, but the base never calls it.
    XCTAssertTrue(
      findings(plan, "MasterViewController").contains(
        "Master.swift:8:3: undecided: MasterViewControllerBase calls its hook prepareShowDetail(_:at:sender:); this prepareShowDetail(for:) is another method, which it never calls: make it the hook (an override), or rename it"
      ))
  }

  func testADifferentOutletTypeIsSaidAndKept() throws {
    let plan = try plan([
      "Detail.swift": """
      class DetailViewController: UITableViewController {
        @IBOutlet weak var nameLabel: UITextField!
        @IBOutlet weak var organizationLabel: UILabel?
      }
      """
    ])
    XCTAssertEqual(
      findings(plan, "DetailViewController"),
      [
        "Detail.swift:1:7: change: behaviour: the storyboard connects the outlet phoneNumberLabel, which DetailViewController does not declare: today UIKit stops the app when it loads scene 'detail' (the key phoneNumberLabel is not coding-compliant); after adoption DetailViewControllerBase declares it and the scene loads",
        "Detail.swift:1:29: change: superclass UITableViewController becomes DetailViewControllerBase (which inherits from UITableViewController)",
        "Detail.swift:2:3: undecided: DetailViewControllerBase declares @IBOutlet nameLabel: UILabel!, and this one is UITextField!: give the flow's outlet this type, or change this one's and remove it",
        "Detail.swift:3:3: change: remove @IBOutlet organizationLabel: UILabel? — DetailViewControllerBase declares it",
      ])
    XCTAssertEqual(
      edited(plan, "Detail.swift"),
      """
      class DetailViewController: DetailViewControllerBase {
        @IBOutlet weak var nameLabel: UITextField!
      }
      """)
  }

  func testConditionalClassesAndUnreadableFilesAreRefused() throws {
    let plan = try plan([
      "Detail.swift": """
      #if os(iOS)
      class DetailViewController: UITableViewController {}
      #endif
      """,
      "Edit.swift": "class EditViewController: UITableViewController { let s = \"open\n}\n",
    ])
    XCTAssertEqual(
      plan.refusals.map { "\($0.location): \($0.message)" },
      [
        "Detail.swift:2:1: class DetailViewController is declared inside #if; which declaration is compiled is not flowc's to decide; flowc adopt changes no file",
        "Edit.swift:1:59: flowc cannot read this file with certainty: unterminated string literal; flowc adopt changes no file",
      ])
  }

  func testAPrivateActionBecomesAnInternalOverride() throws {
    let plan = try plan([
      "Detail.swift": """
      public class DetailViewController: UITableViewController {
        @IBAction private func save(_ segue: UIStoryboardSegue) { print(segue) }
        @objc(dismissWith:) @IBAction func cancel(_ segue: UIStoryboardSegue) {}
      }
      """
    ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(
      edited(plan, "Detail.swift"),
      """
      public class DetailViewController: DetailViewControllerBase {
        @IBAction override func save(_ segue: UIStoryboardSegue) { print(segue) }
        @objc(dismissWith:) @IBAction func cancel(_ segue: UIStoryboardSegue) {}
      }
      """)
    let lines = findings(plan, "DetailViewController")
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("Detail.swift:1:1: undecided: DetailViewController is public") }
    )
    XCTAssertTrue(
      lines.contains(
        "Detail.swift:2:3: change: unwind action save(_:) becomes internal override, keeping its body: DetailViewControllerBase declares it for save:"
      ))
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("Detail.swift:3:3: undecided: cancel(_:) is named dismissWith: in Objective-C")
      }, lines.joined(separator: "\n"))
  }

  /// The base's `tableView(_:didSelectRowAt:)` is final where its cells fire transitions:
  /// an override would not compile, so adoption refuses and names the hook to move it to.
  /// The detail's cells fire nothing, so its override stays the app's own.
  func testAnOverrideOfTheBasesFinalSelectionIsRefusedNamingTheHook() throws {
    let plan = try plan([
      "Master.swift": """
      class MasterViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          print(indexPath)
        }
      }
      """,
      "Detail.swift": """
      class DetailViewController: UITableViewController {}
      extension DetailViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
      }
      """,
    ])
    XCTAssertEqual(
      plan.refusals.map { "\($0.location): \($0.message)" },
      [
        "Master.swift:2:17: MasterViewControllerBase declares tableView(_:didSelectRowAt:) final, so that an override cannot stop the transition a selection fires, and this override would not compile: move its body into `override func didSelectRow(at indexPath: IndexPath)`, which the base calls on every selection before the transition (a shouldPerform… hook cancels a segue), and delete this method; flowc adopt changes no file"
      ])
    XCTAssertEqual(plan.refusals.first?.rule, .adoptRefused)
  }

  /// The same for a collection view controller's `collectionView(_:didSelectItemAt:)`,
  /// found in an extension in another file.
  func testAnOverrideOfAFinalItemSelectionIsRefusedNamingTheHook() throws {
    let source = SourceFile(
      path: "Photos.flow",
      text: """
        <flow name="Photos" version="1" initial="grid">
          <scene id="grid" class="GridViewController" base="UICollectionViewController">
            <cell reuseID="Photo">
              <segue id="showPhoto" kind="present" to="photo"/>
            </cell>
          </scene>
          <scene id="photo" class="PhotoViewController"/>
        </flow>
        """)
    let loaded = FlowFrontEnd.load(source)
    XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
    let flow = try XCTUnwrap(loaded.flow)
    let bases = BaseDeclarations.of(flow: flow, sourceFileName: "Photos.flow")
    let files = [
      "Grid.swift": "class GridViewController: UICollectionViewController {}\n",
      "Grid+Selection.swift": """
      extension GridViewController {
        override func collectionView(
          _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
        ) {}
      }
      """,
    ]
    let scanned = files.sorted { $0.key < $1.key }.map { path, text in
      AppSources.File(
        source: SourceFile(path: path, text: text), scan: SwiftSourceScan(text: text))
    }
    let plan = AdoptionPlanner.plan(bases: bases, sources: AppSources(files: scanned))
    XCTAssertEqual(
      plan.refusals.map { "\($0.location)" }, ["Grid+Selection.swift:2:17"])
    XCTAssertTrue(
      plan.refusals.first?.message.contains(
        "GridViewControllerBase declares collectionView(_:didSelectItemAt:) final"
      ) == true)
    XCTAssertTrue(
      plan.refusals.first?.message.contains(
        "move its body into `override func didSelectItem(at indexPath: IndexPath)`") == true)
  }

  /// The base sets the scene's title in viewDidLoad(): an override that does not call
  /// super gets the call first, as prepare(for:sender:) does.
  func testViewDidLoadCallsSuperFirst() throws {
    let plan = try plan([
      "Master.swift": """
      class MasterViewController: UITableViewController {
        override func viewDidLoad() {
          tableView.reloadData()
        }
      }
      """
    ])
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "Master.swift"),
      """
      class MasterViewController: MasterViewControllerBase {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.reloadData()
        }
      }
      """)
  }

  func testAnAdoptedClassNeedsNothing() throws {
    let plan = try plan([
      "Edit.swift": """
      final class EditViewController: EditViewControllerBase {
        var name = ""
      }
      """
    ])
    XCTAssertFalse(plan.hasChanges)
    XCTAssertEqual(
      findings(plan, "EditViewController"),
      ["Edit.swift:1:33: done: EditViewController inherits from EditViewControllerBase"])
    XCTAssertNil(plan.classes.first { $0.className == "MasterViewController" }?.path)
  }
}
