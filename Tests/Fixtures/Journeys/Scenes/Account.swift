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
}

class ProfileViewController: ProfileViewControllerBase {
  var sharedWith: ShareViewController?

  override func prepareShareProfile(_ destination: ShareViewController, sender: Any?) {
    sharedWith = destination
  }
}

class ShareViewController: ShareViewControllerBase {}

class SettingsViewController: SettingsViewControllerBase {
  override func loadView() {
    super.loadView()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    view.addSubview(container)
    summaryContainer = container
  }
}

class SummaryViewController: SummaryViewControllerBase {}
