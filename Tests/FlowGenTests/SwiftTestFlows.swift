/// Flows and hand-written files for the Swift generation tests.
enum SwiftTestFlows {
  /// Every branch of the generator: containers of each kind as destinations, a storyboard
  /// reference, outlet collections, framework types, custom senders, cells with awkward
  /// reuse identifiers, every table editor, unwinds from two sources with the same id to
  /// one action, a delegate with only optional events, a delegate set on a scene reached
  /// directly, and every segue kind.
  /// Dispatch by every means at once: a segue and an unwind without identifier (found by
  /// class), an identifier that is not the id, an embed matched by identifier, an unwind
  /// action with its own selector — each with its debug assertion — and two unwinds
  /// without identifier from one class shared by two scenes, which only the action's
  /// selector names.
  static let unidentified = """
    <flow name="Bare" version="1" initial="main">
      <navigation id="main" root="home"/>
      <scene id="home">
        <button title="A"><segue id="showA" identifier="" kind="show" to="a"/></button>
        <button title="B"><segue id="showB" identifier="Show B" kind="show" to="b"/></button>
        <segue id="embedC" kind="embed" to="c"/>
        <segue id="showD" kind="show" to="d"/>
        <segue id="showE" kind="show" to="e"/>
        <unwindAction name="back" selector="backWithSender:"/>
      </scene>
      <scene id="a"><unwind id="backFromA" identifier="" action="back"/></scene>
      <scene id="b"><unwind id="backFromB" action="back"/></scene>
      <scene id="c"/>
      <scene id="d" class="EditorViewController">
        <unwind id="backFromD" identifier="" action="back"/>
      </scene>
      <scene id="e" class="EditorViewController">
        <unwind id="backFromE" identifier="" action="back"/>
      </scene>
    </flow>
    """

  static let kitchenSink = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Sink" version="1" initial="tabs" module="App">
      <tabBar id="tabs" storyboardID="Tabs">
        <tab to="homeNavigation" title="Home"/>
        <tab to="split" title="Mail"/>
      </tabBar>

      <navigation id="homeNavigation" root="home"/>

      <scene id="home" class="URLViewController" title="Home">
        <outlet name="mapView" type="MKMapView"/>
        <outlet name="webView" type="WKWebView"/>
        <outlet name="labels" type="UILabel" collection="true"/>
        <outlet name="badge" type="App.Badge"/>
        <action name="refresh" sender="UIBarButtonItem"/>
        <action name="toggle" sender="UISwitch"/>
        <unwindAction name="done"/>
        <barButton system="refresh" action="refresh"/>
        <button title="Pick">
          <segue id="pick" kind="popover" to="picker" delegate="true"/>
        </button>
        <segue id="showGallery" kind="show" to="gallery"/>
        <segue id="showForm" kind="show" to="form"/>
        <segue id="presentTabs" kind="present" to="tabs"/>
        <segue id="presentSplit" kind="custom" class="FadeSegue" to="split"/>
        <segue id="openSettings" kind="present" to="settingsReference"/>
        <segue id="embedPlayer" kind="embed" to="player"/>
        <segue id="legacy" kind="push" to="gallery"/>
      </scene>

      <scene id="picker" class="PickerViewController" base="UITableViewController" storyboardID="picker">
        <delegate protocol="PickerDelegate">
          <event name="didPick" param="index" type="Int" optional="true"/>
          <event name="didClose" optional="true"/>
        </delegate>
        <cell reuseID="default"/>
        <cell reuseID="Default"/>
        <cell reuseID="2 Line Cell" class="TwoLineCell"/>
        <cell reuseID="日本"/>
      </scene>

      <scene id="gallery" class="GalleryViewController" base="UICollectionViewController" title="Gallery">
        <cell reuseID="Photo">
          <unwind id="finish" action="done"/>
        </cell>
        <gesture kind="tapGestureRecognizer">
          <unwind id="back" action="done"/>
        </gesture>
      </scene>

      <scene id="form" class="FormViewController" base="UITableViewController" title="Form">
        <barButton system="done">
          <unwind id="finish" action="done"/>
        </barButton>
        <table style="insetGrouped" content="dynamic">
          <section>
            <row key="name" editor="text" keyboard="namePhonePad"/>
            <row key="age" editor="number"/>
            <row key="phone" editor="phone"/>
            <row key="email" editor="email"/>
            <row key="URLString" editor="text" keyboard="URL"/>
          </section>
          <section title="More" footer="The end.">
            <row key="note"/>
            <row key="birthday" editor="date"/>
            <row key="enabled" editor="toggle"/>
            <row key="size" editor="picker" options="S|M|L"/>
            <row key="details" editor="push">
              <segue id="showDetails" kind="show" to="details"/>
            </row>
          </section>
        </table>
      </scene>

      <scene id="details" class="DetailsViewController" storyboardID="Details"/>

      <split id="split" primary="mailboxesNavigation" secondary="messageNavigation" storyboardID="Split"/>
      <navigation id="mailboxesNavigation" root="mailboxes"/>
      <navigation id="messageNavigation" root="message"/>

      <scene id="mailboxes" class="MailboxesViewController" base="UITableViewController" title="Mailboxes">
        <cell reuseID="Mailbox">
          <segue id="showMessage" kind="showDetail" to="messageNavigation"/>
        </cell>
      </scene>

      <scene id="message" class="MessageViewController" title="Message">
        <outlet name="bodyView" type="UITextView"/>
      </scene>

      <scene id="player" class="PlayerViewController" base="AVPlayerViewController"/>

      <reference id="settingsReference" storyboard="Settings"/>
    </flow>
    """

  /// Names as long as real apps have them: every line the templates build from names
  /// must still be laid out as swift-format lays it out (lines of at most 100 columns).
  /// (The table's scene id and row keys are kept moderate: the keys of the strings table
  /// are string literals made of them, which no layout can break.)
  static let longNames = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="NotificationPreferences" version="1" initial="preferencesNavigation" module="App">
      <navigation id="preferencesNavigation" root="notificationPreferencesList"/>

      <scene id="notificationPreferencesList" class="NotificationPreferencesListViewController" base="UITableViewController" title="Notification preferences of the account">
        <outlet name="notificationPreferencesSummaryLabel" type="UILabel"/>
        <outlet name="notificationPreferencesSwitches" type="UISwitch" collection="true"/>
        <action name="toggleNotificationPreferenceAtIndex" sender="UIBarButtonItem"/>
        <unwindAction name="returnToNotificationPreferencesList"/>
        <cell reuseID="Notification Preference Category Cell With Detail" class="NotificationPreferenceCategoryTableViewCell">
          <segue id="showNotificationPreferenceCategoryDetail" kind="show" to="category" delegate="true"/>
        </cell>
        <segue id="presentNotificationPreferencesEditorInNavigation" kind="present" to="editorNavigation"/>
        <segue id="presentNotificationPreferencesTabs" kind="present" to="preferencesTabs"/>
        <segue id="presentNotificationPreferencesSplit" kind="present" to="preferencesSplit"/>
      </scene>

      <scene id="category" class="NotificationPreferenceCategoryDetailViewController" base="UITableViewController" storyboardID="Notification Preference Category Detail Scene">
        <delegate protocol="NotificationPreferenceCategoryDetailViewControllerDelegate">
          <event name="didFinishEditingNotificationPreferenceCategory" param="categoryIdentifiersByName" type="[String: Int]"/>
          <event name="didCancelEditingWithoutSaving"/>
          <event name="didChangeNotificationPreferenceCategoryDeliverySchedule" param="deliverySchedule" type="Int" optional="true"/>
        </delegate>
        <barButton system="done">
          <unwind id="unwindToNotificationPreferencesListAfterSavingTheCategory" action="returnToNotificationPreferencesList"/>
        </barButton>
        <table style="insetGrouped">
          <section title="Delivery" footer="Notifications follow the schedule and the quiet hours of this account, always.">
            <row key="categoryDisplayNameText" label="Display name of the category" editor="text" keyboard="asciiCapable"/>
            <row key="categoryDeliveriesPerDay" label="Notifications a day" editor="integer"/>
            <row key="deliveryKind" label="Kind of delivery" editor="picker" options="Now|Daily|Weekly|Never"/>
            <row key="categoryQuietHours" label="Quiet hours" editor="push">
              <segue id="showNotificationPreferenceCategoryQuietHoursEditor" kind="show" to="quietHoursEditor"/>
            </row>
          </section>
        </table>
      </scene>

      <scene id="quietHoursEditor" class="NotificationPreferenceQuietHoursEditorViewController">
        <button title="Done">
          <unwind id="unwindToNotificationPreferencesListAfterEditingTheQuietHours" action="returnToNotificationPreferencesList"/>
        </button>
      </scene>

      <navigation id="editorNavigation" root="notificationPreferencesEditor"/>
      <scene id="notificationPreferencesEditor" class="NotificationPreferencesEditorViewControllerWithALongName">
        <barButton system="cancel">
          <unwind id="unwindToNotificationPreferencesListWithoutSavingTheEditor" action="returnToNotificationPreferencesList"/>
        </barButton>
      </scene>

      <tabBar id="preferencesTabs" class="NotificationPreferencesTabBarControllerWithALongName">
        <tab to="firstPreferencesTab" title="First"/>
        <tab to="secondPreferencesTab" title="Second"/>
      </tabBar>
      <scene id="firstPreferencesTab" class="FirstNotificationPreferencesTabViewControllerWithALongName"/>
      <scene id="secondPreferencesTab" class="SecondNotificationPreferencesTabViewControllerWithALongName"/>

      <split id="preferencesSplit" class="NotificationPreferencesSplitViewControllerWithALongName" primary="splitPrimary" secondary="splitSecondary"/>
      <scene id="splitPrimary" class="NotificationPreferencesSplitPrimaryViewControllerWithALongName"/>
      <scene id="splitSecondary" class="NotificationPreferencesSplitSecondaryViewControllerWithALongName"/>
    </flow>
    """

  /// Names flowc derives from ids written the way people write them: an unwind id that
  /// starts with "unwind", ids and row keys that are not lowerCamelCase.
  static let derivedNames = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Derived" version="1" initial="listNavigation">
      <navigation id="listNavigation" root="list"/>
      <scene id="list" class="ListViewController">
        <unwindAction name="done"/>
        <segue id="ShowEditor" kind="present" to="editor"/>
        <segue id="showEditor" kind="show" to="editor"/>
        <segue id="sw_rear" kind="show" to="editor"/>
      </scene>
      <scene id="editor" class="EditorViewController" base="UITableViewController">
        <barButton system="save"><unwind id="unwindSave" action="done"/></barButton>
        <barButton system="cancel"><unwind id="UnwindCancel" action="done"/></barButton>
        <unwind id="unwind" action="done"/>
        <table>
          <section>
            <row key="URLString" editor="text"/>
            <row key="Name" editor="text"/>
          </section>
        </table>
      </scene>
    </flow>
    """

  /// A library of books: a table view controller whose prototype cell has a class and
  /// fires a segue, a segue fired by a button and one performed from code.
  static let library = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Library" version="1" initial="shelfNavigation">
      <navigation id="shelfNavigation" root="shelf"/>
      <scene id="shelf" class="ShelfViewController" base="UITableViewController" title="Shelf">
        <cell reuseID="Book Cell" class="BookCell">
          <segue id="showBook" kind="show" to="book"/>
        </cell>
        <cell reuseID="Plain"/>
        <barButton system="add">
          <segue id="addBook" kind="present" to="book"/>
        </barButton>
        <segue id="showFirstBook" kind="show" to="book"/>
      </scene>
      <scene id="book" class="BookViewController"/>
      <scene id="covers" class="CoversViewController" base="UICollectionViewController">
        <cell reuseID="Cover" class="CoverCell">
          <segue id="showCover" kind="show" to="book"/>
        </cell>
      </scene>
    </flow>
    """

  static let librarySupport = """
    import UIKit

    public final class BookCell: UITableViewCell {
      var title: String?
    }
    public final class CoverCell: UICollectionViewCell {}

    """

  /// Human files of `library` that use what its generated code promises: typed cells, the
  /// index path of the selected cell, and `shouldPerform` hooks.
  static let libraryHumanFiles: [String: String] = [
    "ShelfViewController.swift": """
    import UIKit

    final class ShelfViewController: ShelfViewControllerBase {
      var books = ["Emma", "Dune"]

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell: BookCell = dequeueBookCell(for: indexPath)
        cell.title = books[indexPath.row]
        return cell
      }

      override func prepareShowBook(
        _ destination: BookViewController, at indexPath: IndexPath?, sender: Any?
      ) {
        destination.title = indexPath.map { books[$0.row] }
      }

      override func prepareAddBook(_ destination: BookViewController, sender: Any?) {}

      override func shouldPerformShowBook(sender: Any?) -> Bool {
        !books.isEmpty
      }

      override func shouldPerformAddBook(sender: Any?) -> Bool {
        books.count < 100
      }
    }

    """,
    "CoversViewController.swift": """
    import UIKit

    final class CoversViewController: CoversViewControllerBase {
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        let cell: CoverCell = dequeueCover(for: indexPath)
        return cell
      }

      override func prepareShowCover(
        _ destination: BookViewController, at indexPath: IndexPath?, sender: Any?
      ) {}
    }

    """,
  ]

  /// A recipe editor: a dynamic, plain table with every text-like editor, an integer row.
  static let recipe = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Recipe" version="1" initial="editor">
      <scene id="editor" class="RecipeEditorViewController" base="UITableViewController">
        <table content="dynamic" style="plain">
          <section title="Recipe">
            <row key="name" editor="text"/>
            <row key="servings" editor="integer"/>
            <row key="weight" label="Weight (kg)" editor="number"/>
          </section>
          <section title="Author">
            <row key="email" editor="email"/>
            <row key="phone" editor="phone"/>
          </section>
        </table>
      </scene>
    </flow>
    """

  /// The recipe editor's human file: reads and writes its model, configures controls,
  /// changes its dynamic layout and is created in code.
  static let recipeHumanFiles: [String: String] = [
    "RecipeEditorViewController.swift": """
    import UIKit

    final class RecipeEditorViewController: RecipeEditorViewControllerBase {
      var name = "Soup"
      var servings = 4
      var weight = 1.5
      var showsAuthor = true

      static func make() -> RecipeEditorViewController {
        RecipeEditorViewController()
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        if !showsAuthor { layout.sections.removeLast() }
      }

      override func value(for row: Row) -> RowValue {
        switch row {
        case .name: .text(name)
        case .servings: .integer(servings)
        case .weight: .number(weight)
        default: super.value(for: row)
        }
      }

      override func rowDidChange(_ row: Row, to value: RowValue) {
        switch (row, value) {
        case (.name, .text(let text)): name = text
        case (.servings, .integer(let count)): servings = count
        case (.weight, .number(let number)): weight = number
        default: break
        }
        tableView.reloadRows(at: [], with: .none)
      }

      override func configure(_ control: UIControl, for row: Row) {
        if row == .email, let field = control as? UITextField {
          field.placeholder = "name@example.com"
        }
      }
    }

    """
  ]

  /// Every flow of these tests that generates code, by the name of its file, with the
  /// classes of the app it names (compiled beside the generated files).
  static let all: [(name: String, source: String, support: String)] = [
    ("Sink", kitchenSink, sinkSupport), ("NotificationPreferences", longNames, longNamesSupport),
    ("Derived", derivedNames, ""), ("Library", library, librarySupport), ("Recipe", recipe, ""),
    ("Palette", palette, ""),
  ]

  /// Popovers that say what they become in compact width, each way (issue 36), and one
  /// that does not: from bar buttons, a button, to a navigation, a `present` segue shown as
  /// a popover with its swipe-dismissal hook, and one without identifier, which `prepare`
  /// recognises by its destination's class.
  static let palette = """
    <flow name="Palette" version="1" initial="canvasNavigation">
      <navigation id="canvasNavigation" root="canvas"/>
      <scene id="canvas" class="CanvasViewController" title="Canvas">
        <barButton title="Color" side="right">
          <segue id="pickColor" kind="popover" to="colors" compactAdaptation="popover"/>
        </barButton>
        <barButton title="Brush" side="right">
          <segue id="pickBrush" kind="popover" to="brushes" compactAdaptation="sheet"/>
        </barButton>
        <barButton title="Layers" side="left">
          <segue id="showLayers" kind="popover" to="layersNavigation" compactAdaptation="fullScreen"/>
        </barButton>
        <button title="Help"><segue id="showHelp" kind="popover" to="help"/></button>
        <button title="Note">
          <segue id="writeNote" kind="present" presentation="popover" to="note" compactAdaptation="sheet"/>
        </button>
        <button title="Tip">
          <segue id="showTip" identifier="" kind="popover" to="tip" compactAdaptation="popover"/>
        </button>
      </scene>
      <scene id="colors" class="ColorsViewController"/>
      <scene id="brushes" class="BrushesViewController"/>
      <navigation id="layersNavigation" root="layers"/>
      <scene id="layers" class="LayersViewController"/>
      <scene id="help" class="HelpViewController"/>
      <scene id="note" class="NoteViewController"/>
      <scene id="tip" class="TipViewController"/>
    </flow>
    """

  static let sinkSupport = """
    import UIKit

    final class FadeSegue: UIStoryboardSegue {}
    final class Badge: UIView {}
    final class TwoLineCell: UITableViewCell {}

    """

  static let longNamesSupport = """
    import UIKit

    final class NotificationPreferenceCategoryTableViewCell: UITableViewCell {}
    final class NotificationPreferencesTabBarControllerWithALongName: UITabBarController {}
    final class NotificationPreferencesSplitViewControllerWithALongName: UISplitViewController {}

    """

  /// Human files written against the generated API by its contract names, standing in
  /// for an app's code.
  static let contractHumanFiles: [String: String] = [
    "MasterViewController.swift": """
    import UIKit

    class MasterViewController: MasterViewControllerBase {
      var friends = ["Ada", "Grace"]

      override func handleInsertNewObject(_ sender: Any) {
        friends.insert("New friend", at: 0)
      }

      override func prepareShowDetail(
        _ destination: DetailViewController, at indexPath: IndexPath?, sender: Any?
      ) {
        destination.friendName = indexPath.map { friends[$0.row] }
      }

      override func shouldPerformShowDetail(sender: Any?) -> Bool {
        !friends.isEmpty
      }

      func showFirstFriend() {
        perform(.showDetail)
        perform(MasterViewController.Segue.showDetail, sender: self)
        let identifiers = MasterViewController.Segue.allCases.map(\\.rawValue)
        _ = identifiers == ["showDetail"]
      }
    }

    """,
    "DetailViewController.swift": """
    import UIKit

    class DetailViewController: DetailViewControllerBase {
      var friendName: String?

      override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = friendName
      }

      override func prepareEditDetail(_ destination: EditViewController, sender: Any?) {
        destination.initialName = friendName
      }

      override func didUnwindSaveInput(from source: EditViewController) {
        friendName = source.firstNameField.text
      }

      override func didUnwindCancelInput(from source: EditViewController) {}
    }

    """,
    "EditViewController.swift": """
    import UIKit

    class EditViewController: EditViewControllerBase {
      var initialName: String?

      func saveFromCode() {
        perform(.saveInput)
        perform(EditViewController.Unwind.saveInput, sender: nil)
        _ = EditViewController.Unwind.cancelInput.rawValue
      }
    }

    """,
    "ViewController.swift": """
    import UIKit

    class ViewController: ViewControllerBase {
      var destination: String?

      override func prepareChooseDestination(_ destination: DestinationController, sender: Any?) {
        destination.title = "Where to?"
      }

      func destinationController(_ controller: DestinationController, didFinishWithSave save: Bool) {
        if save { destinationLabel.text = controller.choice }
        controller.dismiss(animated: true)
      }
    }

    """,
    "DestinationController.swift": """
    import UIKit

    class DestinationController: DestinationControllerBase {
      var choice: String?

      override func handleCancel(_ sender: Any) {
        delegate?.destinationControllerDidCancel(self)
      }

      override func handleDone(_ sender: Any) {
        delegate?.destinationController(self, didFinishWithSave: true)
      }

      static func make() -> DestinationController {
        DestinationController.instantiate(
          from: TripDestinationsFlow.storyboard())
      }
    }

    """,
  ]
}
