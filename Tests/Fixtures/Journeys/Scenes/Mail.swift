// Human files of Mail.flow (a split view flow) for the journeys.

import UIKit

/// The custom segue the flow names: presents its destination as a sheet.
final class SheetSegue: UIStoryboardSegue {
  static var performed = 0

  override func perform() {
    SheetSegue.performed += 1
    destination.modalPresentationStyle = .formSheet
    source.present(destination, animated: true)
  }
}

class MailboxListViewController: MailboxListViewControllerBase {
  let mailboxes = ["Inbox", "Sent"]
  var returns = 0
  /// The rows selected, as the selection hook heard them.
  var selectedRows: [Int] = []

  /// The app's reaction to a selection, in the hook (`tableView(_:didSelectRowAt:)` is
  /// final): the cell's segue still fires.
  override func didSelectRow(at indexPath: IndexPath) {
    selectedRows.append(indexPath.row)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    mailboxes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = dequeueCell(.mailbox, for: indexPath)
    cell.textLabel?.text = mailboxes[indexPath.row]
    cell.detailTextLabel?.text = "\(indexPath.row + 1) unread"
    return cell
  }

  override func prepareShowMailbox(
    _ destination: MessageViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    guard let indexPath else { return }
    destination.mailbox = mailboxes[indexPath.row]
  }

  override func didUnwindCloseMessage(from source: MessageViewController) {
    returns += 1
  }

  override func didUnwindDiscardDraft(from source: ComposerViewController) {
    returns += 1
  }
}

class MessageViewController: MessageViewControllerBase {
  var mailbox: String?
}

class ComposerViewController: ComposerViewControllerBase {}

/// A split delegate of the app's own, which says nothing about collapsing.
final class MailSplitDelegate: NSObject, UISplitViewControllerDelegate {}

/// An app whose split maker gives the split its own delegate.
final class MailScenesWithSplitDelegate: MailFlow.Scenes {
  let splitDelegate = MailSplitDelegate()

  override func makeSplit() -> UISplitViewController {
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = splitDelegate
    return split
  }
}
