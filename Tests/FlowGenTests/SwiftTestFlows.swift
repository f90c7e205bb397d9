/// Flows and hand-written files for the Swift generation tests.
enum SwiftTestFlows {
  /// Every branch of the generator: containers of each kind as destinations, a storyboard
  /// reference, outlet collections, framework types, custom senders, cells with awkward
  /// reuse identifiers, every table editor, unwinds from two sources with the same id to
  /// one action, a delegate with only optional events, a delegate set on a scene reached
  /// directly, and every segue kind.
  /// Dispatch by every means at once: a segue and an unwind without identifier (found by
  /// class), an identifier that is not the id, an embed matched by identifier, an unwind
  /// action with its own selector — each with its debug assertion.
  static let unidentified = """
    <flow name="Bare" version="1" initial="main">
      <navigation id="main" root="home"/>
      <scene id="home">
        <button title="A"><segue id="showA" identifier="" kind="show" to="a"/></button>
        <button title="B"><segue id="showB" identifier="Show B" kind="show" to="b"/></button>
        <segue id="embedC" kind="embed" to="c"/>
        <unwindAction name="back" selector="backWithSender:"/>
      </scene>
      <scene id="a"><unwind id="backFromA" identifier="" action="back"/></scene>
      <scene id="b"><unwind id="backFromB" action="back"/></scene>
      <scene id="c"/>
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

      override func prepareShowDetail(_ destination: DetailViewController, sender: Any?) {
        destination.friendName = friends.first
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
