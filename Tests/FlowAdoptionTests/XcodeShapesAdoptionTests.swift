import FlowAdoption
import FlowKit
import FlowTestSupport
import SwiftSourceScan
import XCTest

/// The shapes Xcode users' controllers have, adopted onto the bases of the meal list
/// fixture's storyboards (Tests/Fixtures/AdoptionApp/Meals): an action with another
/// sender type becomes the typed hook, an unwind matched by its selector an override, and
/// what the app cannot compile with is said; and the hostile sources a pull request can
/// hold make no edit they should not.
final class XcodeShapesAdoptionTests: XCTestCase {
  static let storyboards = PackagePaths.fixtures.appendingPathComponent(
    "AdoptionApp/Meals/App/Base.lproj")

  func plan(_ storyboard: String, _ files: [String: String]) throws -> AdoptionPlan {
    let path = Self.storyboards.appendingPathComponent(storyboard).path
    let loaded = FlowFrontEnd.load(path: path)
    let flow = try XCTUnwrap(loaded.flow, "\(loaded.diagnostics)")
    let bases = BaseDeclarations.of(flow: flow, sourceFileName: storyboard)
    let scanned = files.sorted { $0.key < $1.key }.map { path, text in
      AppSources.File(
        source: SourceFile(path: path, text: text), scan: SwiftSourceScan(text: text))
    }
    return AdoptionPlanner.plan(bases: bases, sources: AppSources(files: scanned))
  }

  func edited(_ plan: AdoptionPlan, _ path: String) -> String? {
    plan.editedFiles().first { $0.path == path }.map { String(decoding: $0.edited, as: UTF8.self) }
  }

  func findings(_ plan: AdoptionPlan) -> [String] {
    plan.classes.flatMap { $0.findings.map(\.line) }
  }

  func testAnActionWithAnAnySenderBecomesTheTypedHookKeepingItsBody() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "Meal.swift": """
        class MealViewController: UIViewController {
          @IBAction func cancel(_ sender: Any) {
            dismiss(animated: true, completion: nil)
          }
        }
        """
      ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "Meal.swift"),
      """
      class MealViewController: MealViewControllerBase {
        override func handleCancel(_ sender: UIBarButtonItem) {
          dismiss(animated: true, completion: nil)
        }
      }
      """)
  }

  func testTheSenderIsCastBackWhereTheBodyUsesIt() throws {
    let plan = try plan(
      "Settings.storyboard",
      [
        "Settings.swift": """
        class SettingsViewController: UIViewController {
          @IBAction private func syncChanged(_ control: AnyObject) {
            print(control)
          }

          @IBAction func done(_ sender: UIButton) { sender.isEnabled = false }
        }
        """
      ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "Settings.swift"),
      """
      class SettingsViewController: SettingsViewControllerBase {
        override func handleSyncChanged(_ control: UISwitch) {
          let control: AnyObject = control
          print(control)
        }

        override func handleDone(_ sender: UIBarButtonItem) { guard let sender = sender as Any as? UIButton else { return }; sender.isEnabled = false }
      }
      """)
    XCTAssertTrue(
      findings(plan).contains {
        $0.hasPrefix("Settings.swift:6:3: change: action done(_:) becomes")
          && $0.contains(
            "a behaviour change: when the sender is not a UIButton (the storyboard sends a UIBarButtonItem), the body does not run"
          )
      }, findings(plan).joined(separator: "\n"))
  }

  func testAnUnwindMatchedByItsSelectorBecomesAnOverrideWhateverItsNameOrLabels() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "List.swift": """
        class MealTableViewController: UITableViewController {
          @IBAction func unwindToMealList(sender: UIStoryboardSegue) {}
          @objc(unwindWithSegue:) @IBAction func goBack(_ segue: UIStoryboardSegue) {
            print(segue)
          }
        }
        """
      ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "List.swift"),
      """
      class MealTableViewController: MealTableViewControllerBase {
        @IBAction override func unwindToMealList(_ sender: UIStoryboardSegue) {}
        @objc(unwindWithSegue:) @IBAction override func unwind(_ segue: UIStoryboardSegue) {
          print(segue)
        }
      }
      """)
  }

  /// An unwind whose name changes but that the class calls by its name is left, and the
  /// app cannot compile until a person renames it: one line at its place says so.
  func testWhatTheAppCannotCompileWithIsABlockerAtItsPlace() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "List.swift": """
        class MealTableViewController: UITableViewController {
          @objc(unwindWithSegue:) @IBAction func goBack(_ segue: UIStoryboardSegue) {}
          func reset() { goBack(UIStoryboardSegue()) }
        }
        """,
        "Meal.swift": """
        class MealViewController: UIViewController {
          @IBOutlet weak var nameTextField: UILabel!
        }
        """,
      ])
    XCTAssertEqual(
      plan.blockers.compactMap(\.blockerLine),
      [
        "List.swift:2:3: the app will not compile until goBack(_:) is renamed unwind(_:) and made an override, with its uses",
        "Meal.swift:2:3: the app will not compile until the outlet nameTextField has one type, here and in the flow, and this one is removed",
      ])
  }

  /// Swift overrides a Swift class's method only in the class's body: an action or
  /// unwind action declared in an extension (a common `// MARK: - Actions` shape) moves to
  /// the end of the class's body, adopted there, with its doc comment.
  func testAnActionInAnExtensionMovesIntoTheClassBody() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "List.swift": """
        class MealTableViewController: UITableViewController {
          var meals: [String] = []
        }

        // MARK: - Navigation
        extension MealTableViewController {
          /// Back from the editor.
          @IBAction func unwind(segue: UIStoryboardSegue) {
            print(segue)
          }
        }
        """,
        "Meal.swift": """
        class MealViewController: UIViewController {
          var meal: String?
        }
        """,
        "Meal+Actions.swift": """
        extension MealViewController {
          @IBAction func cancel(_ sender: Any) {
            print(sender)
          }
        }
        """,
      ])
    XCTAssertEqual(plan.refusals, [])
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "List.swift"),
      """
      class MealTableViewController: MealTableViewControllerBase {
        var meals: [String] = []

        /// Back from the editor.
        @IBAction override func unwind(_ segue: UIStoryboardSegue) {
          print(segue)
        }
      }

      // MARK: - Navigation
      extension MealTableViewController {
      }
      """)
    XCTAssertEqual(
      edited(plan, "Meal.swift"),
      """
      class MealViewController: MealViewControllerBase {
        var meal: String?

        override func handleCancel(_ sender: UIBarButtonItem) {
          let sender: Any = sender
          print(sender)
        }
      }
      """)
    XCTAssertEqual(edited(plan, "Meal+Actions.swift"), "extension MealViewController {\n}")
  }

  /// When the class's closing brace shares its line, the method cannot move there: a
  /// person moves it, and until then the app does not compile.
  func testAnActionInAnExtensionThatCannotMoveIsABlocker() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "List.swift": """
        class MealTableViewController: UITableViewController {}

        extension MealTableViewController {
          @IBAction func unwind(segue: UIStoryboardSegue) {}
        }
        """
      ])
    XCTAssertEqual(
      edited(plan, "List.swift"),
      """
      class MealTableViewController: MealTableViewControllerBase {}

      extension MealTableViewController {
        @IBAction func unwind(segue: UIStoryboardSegue) {}
      }
      """)
    XCTAssertEqual(
      plan.blockers.compactMap(\.blockerLine),
      [
        "List.swift:4:3: the app will not compile until unwind(segue:) is moved from the extension into the body of class MealTableViewController (then flowc adopt makes it an override)"
      ])
  }

  func testAnOutletTheClassLacksIsReportedAsABehaviourChange() throws {
    let plan = try plan(
      "Main.storyboard",
      ["Meal.swift": "class MealViewController: UIViewController {}\n"])
    XCTAssertTrue(
      findings(plan).contains(
        "Meal.swift:1:7: change: behaviour: the storyboard connects the outlet photoImageView, which MealViewController does not declare: today UIKit stops the app when it loads scene 'meal' (the key photoImageView is not coding-compliant); after adoption MealViewControllerBase declares it and the scene loads"
      ), findings(plan).joined(separator: "\n"))
  }

  /// A superclass that is not a view controller is never offered as the flow's base: a
  /// base of NSObject would not compile.
  func testNoBaseIsSuggestedThatCannotCompile() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "Meal.swift": "class MealViewController: NSObject {}\n",
        "List.swift": """
        class ListController: UITableViewController {}
        class MealTableViewController: ListController {}
        """,
      ])
    let lines = findings(plan)
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("Meal.swift:1:27: undecided: MealViewController inherits from NSObject")
          && $0.contains("NSObject is not a view controller class flowc knows")
          && !$0.contains("base=\"NSObject\"")
      }, lines.joined(separator: "\n"))
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("List.swift:2:32:") && $0.contains("base=\"ListController\"") },
      lines.joined(separator: "\n"))
    XCTAssertFalse(plan.hasChanges)
  }

  // MARK: Hostile sources

  /// A raw identifier is one name only with its backquotes: written without them into
  /// the inserted call of super, it would be code.
  func testARawIdentifierIsWrittenWithItsBackquotes() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "List.swift": """
        class MealTableViewController: UITableViewController {
          override func prepare(for segue: UIStoryboardSegue, sender `nil); launchMissiles(); _ = (0`: Any?) {
            print(segue)
          }
        }
        """
      ])
    XCTAssertEqual(plan.refusals, [])
    let text = try XCTUnwrap(edited(plan, "List.swift"))
    XCTAssertTrue(
      text.contains(
        "    super.prepare(for: segue, sender: `nil); launchMissiles(); _ = (0`)\n"), text)
    let rescanned = SwiftSourceScan(text: text)
    XCTAssertEqual(rescanned.problems, [])
    XCTAssertFalse(
      rescanned.tokens.contains { rescanned.text(of: $0) == "launchMissiles" },
      "the raw identifier became code")
  }

  /// A `///` line that closes a block comment is not a doc comment of the outlet below
  /// it: deleting it would comment out the code after the outlet.
  func testADocCommentLineIsOneOfTheScannersComments() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "Meal.swift": """
        class MealViewController: UIViewController {
          /* The editor's field.
          /// */
          @IBOutlet weak var nameTextField: UITextField!
          /// The save button.
          @IBOutlet weak var saveButton: UIBarButtonItem!  // right
          var meal: String?
        }
        """
      ])
    XCTAssertEqual(plan.refusals, [])
    let text = try XCTUnwrap(edited(plan, "Meal.swift"))
    XCTAssertEqual(
      text,
      """
      class MealViewController: MealViewControllerBase {
        /* The editor's field.
        /// */
        var meal: String?
      }
      """)
    XCTAssertEqual(SwiftSourceScan(text: text).problems, [])
  }

  /// Outlets removed from between blank lines leave one blank line, not a run of them.
  func testRemovedOutletsLeaveNoRunOfBlankLines() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "Meal.swift": """
        class MealViewController: UIViewController {
          var meal: String?

          @IBOutlet weak var nameTextField: UITextField!

          @IBOutlet weak var saveButton: UIBarButtonItem!

          func save() {}
        }
        """
      ])
    XCTAssertEqual(
      edited(plan, "Meal.swift"),
      """
      class MealViewController: MealViewControllerBase {
        var meal: String?

        func save() {}
      }
      """)
  }

  /// A body that calls super's action cannot become the hook the base's action calls.
  func testABodyCallingSuperIsNotMadeAHook() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "Meal.swift": """
        class MealViewController: UIViewController {
          @IBAction func cancel(_ sender: Any) {
            super.cancel(sender)
          }
        }
        """
      ])
    XCTAssertEqual(plan.blockers.count, 1)
    XCTAssertFalse(edited(plan, "Meal.swift")?.contains("handleCancel") ?? true)
  }

  /// The declaration a hook replaces is rewritten only when no comment is inside it.
  func testAHeaderWithACommentInsideIsNotRewritten() throws {
    let plan = try plan(
      "Main.storyboard",
      [
        "Meal.swift": """
        class MealViewController: UIViewController {
          @IBAction /* from the Cancel button */ func cancel(_ sender: Any) {}
        }
        """
      ])
    XCTAssertEqual(
      plan.blockers.compactMap(\.blockerLine),
      [
        "Meal.swift:2:3: the app will not compile until cancel(_:) is deleted, its body moved into `override func handleCancel(_ sender: UIBarButtonItem)`"
      ])
    XCTAssertEqual(
      edited(plan, "Meal.swift"),
      """
      class MealViewController: MealViewControllerBase {
        @IBAction /* from the Cancel button */ func cancel(_ sender: Any) {}
      }
      """)
  }

  /// A storyboard names an outlet's class with its module (`customModule`); the app,
  /// which imports the module, writes it without: the same outlet.
  func testAModuleQualifiedOutletTypeIsTheUnqualifiedOne() throws {
    let source = SourceFile(
      path: "Calendar.flow",
      text: """
        <flow name="Calendar" version="1" initial="calendar">
          <scene id="calendar" class="CalendarViewController">
            <outlet name="monthView" type="CalendarKit.MonthView"/>
          </scene>
        </flow>
        """)
    let loaded = FlowFrontEnd.load(source)
    let flow = try XCTUnwrap(loaded.flow, "\(loaded.diagnostics)")
    let text = """
      import CalendarKit

      class CalendarViewController: UIViewController {
        @IBOutlet weak var monthView: MonthView!
      }
      """
    let plan = AdoptionPlanner.plan(
      bases: BaseDeclarations.of(flow: flow, sourceFileName: "Calendar.flow"),
      sources: AppSources(files: [
        AppSources.File(
          source: SourceFile(path: "Calendar.swift", text: text), scan: SwiftSourceScan(text: text))
      ]))
    XCTAssertEqual(plan.blockers, [])
    XCTAssertEqual(
      edited(plan, "Calendar.swift"),
      """
      import CalendarKit

      class CalendarViewController: CalendarViewControllerBase {
      }
      """)
  }

  func testOnlyOneIdentifierReadsBackAsOne() {
    XCTAssertTrue(SwiftSourceScan.isOneIdentifier("sender"))
    XCTAssertTrue(SwiftSourceScan.isOneIdentifier("`class`"))
    XCTAssertTrue(SwiftSourceScan.isOneIdentifier("`nil); launchMissiles(); _ = (0`"))
    XCTAssertFalse(SwiftSourceScan.isOneIdentifier("nil); launchMissiles(); _ = (0"))
    XCTAssertFalse(SwiftSourceScan.isOneIdentifier("a /* b */"))
    XCTAssertFalse(SwiftSourceScan.isOneIdentifier("a b"))
    XCTAssertFalse(SwiftSourceScan.isOneIdentifier(""))
  }
}
