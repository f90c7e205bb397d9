import UIKit

final class FriendListViewController: FriendListViewControllerBase {
  var friends = ["Ada Lovelace", "Alan Turing"]

  override func viewDidLoad() {
    super.viewDidLoad()
    friends.sort()
  }

  // The Sort button: the base's sortFriends(_:) calls this.
  override func handleSortFriends(_ sender: UIBarButtonItem) {
    friends.reverse()
    tableView.reloadData()
  }

  // Save comes back here with the editor, already cast; Cancel has its own hook.
  override func didUnwindSaveFriend(from source: EditFriendViewController) {
    guard let name = source.name else { return }
    friends.append(name)
    tableView.reloadData()
  }

  // The cell's segue: the destination is cast and the index path found by the base.
  override func prepareShowDetail(
    _ destination: FriendDetailViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    guard let indexPath else { return }
    destination.friend = friends[indexPath.row]
  }

  // The add button's segue: the base looks through the navigation controller.
  override func prepareAddFriend(_ destination: EditFriendViewController, sender: Any?) {
    destination.name = nil
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    friends.count
  }
}

final class FriendCell: UITableViewCell {}
