// Human files of Account.flow (a tab bar flow) for the journeys.

import UIKit

class ContactsViewController: ContactsViewControllerBase {
  var returned: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueCell(.contact, for: indexPath)
  }

  override func didUnwindFinishProfile(from source: ProfileViewController) {
    returned.append("finishProfile")
  }

  override func didUnwindBackToContacts(from source: PrivacyViewController) {
    returned.append("backToContacts")
  }

  /// Titles the profile after the contact: the title must outlive the profile's view
  /// loading.
  override func prepareShowProfile(
    _ destination: ProfileViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    destination.title = "Contact \(indexPath?.row ?? -1)"
  }
}

class ProfileViewController: ProfileViewControllerBase {
  var sharedWith: ShareViewController?
  /// Whether the popover's presentation controller existed when the hook ran, as it
  /// does in `prepare(for:sender:)` (where an app becomes its delegate).
  var hookSawPopover = false

  /// How the note was to be presented when the hook ran.
  var noteStyleInHook: UIModalPresentationStyle?

  override func prepareWriteNote(_ destination: NoteViewController, sender: Any?) {
    noteStyleInHook = destination.navigationController?.modalPresentationStyle
  }

  override func prepareShareProfile(_ destination: ShareViewController, sender: Any?) {
    sharedWith = destination
    hookSawPopover = destination.popoverPresentationController != nil
  }

  /// The tags being edited, which a swipe dismissal must clear.
  var editingTags: TagsViewController?
  /// The notes swiped away (none: the note is modal in presentation).
  var dismissedNotes = 0

  override func prepareEditTags(_ destination: TagsViewController, sender: Any?) {
    editingTags = destination
  }

  override func didDismissEditTags(_ destination: TagsViewController) {
    if editingTags === destination { editingTags = nil }
  }

  override func didDismissWriteNote(_ destination: NoteViewController) {
    dismissedNotes += 1
  }

  /// The bios swiped away: the popover's one delegate also hears of that.
  var dismissedBios = 0

  override func didDismissEditBio(_ destination: BioViewController) {
    dismissedBios += 1
  }
}

class ShareViewController: ShareViewControllerBase {}

/// The app's `Scenes`: it creates the settings, which the flow leaves to it.
final class AccountScenes: AccountFlow.Scenes, AccountFlow.CustomScenes {
  let account: String

  init(account: String) {
    self.account = account
  }

  func makeSettings() -> SettingsViewController {
    SettingsViewController(account: account)
  }

  /// A bar item of the app's own, with an image, which the tab bar keeps.
  override func makePreferencesNavigation(root: PreferencesViewController)
    -> UINavigationController
  {
    let navigation = super.makePreferencesNavigation(root: root)
    navigation.tabBarItem = UITabBarItem(title: "Prefs", image: UIImage(named: "Sliders"), tag: 2)
    return navigation
  }
}

class SettingsViewController: SettingsViewControllerBase {
  /// A dependency as a constant, set by a designated initialiser: no `init()` is needed.
  let account: String

  init(account: String) {
    self.account = account
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func loadView() {
    super.loadView()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    view.addSubview(container)
    summaryContainer = container
  }
}

class SummaryViewController: SummaryViewControllerBase {}

class PreferencesViewController: PreferencesViewControllerBase {
  /// The segues whose `shouldPerform…` hook was asked, in order.
  var asked: [String] = []

  /// The app has no account yet: the first section goes.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.sections.removeFirst()
  }

  override func shouldPerformShowAbout(sender: Any?) -> Bool {
    asked.append("showAbout")
    return false
  }

  override func shouldPerformShowPrivacy(sender: Any?) -> Bool {
    asked.append("showPrivacy")
    return true
  }
}
