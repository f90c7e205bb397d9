import UIKit

/* The list of friends.
   /* A nested comment: class FriendListViewController: UIViewController { */
*/
final class FriendListViewController: UITableViewController {
  var friends = ["Ada Lovelace", "Alan Turing"]
  let banner = """
    class FriendListViewController: UIViewController {
      @IBOutlet weak var nameLabel: UILabel!
    }
    """

  override func viewDidLoad() {
    super.viewDidLoad()
    friends.sort()
  }

  @IBAction func sortFriends(_ sender: UIBarButtonItem) {
    friends.reverse()
    tableView.reloadData()
  }

  // Cancel and Save both come back here; Save brings a name.
  @IBAction func unwindToFriendList(sender: UIStoryboardSegue) {
    if sender.identifier == "saveFriend", let editor = sender.source as? EditFriendViewController,
      let name = editor.name
    {
      friends.append(name)
      tableView.reloadData()
    }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showDetail" {
      guard let detail = segue.destination as? FriendDetailViewController,
        let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
      else { return }
      detail.friend = friends[indexPath.row]
    } else if segue.identifier == "addFriend" {
      let navigation = segue.destination as? UINavigationController
      (navigation?.viewControllers.first as? EditFriendViewController)?.name = nil
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    friends.count
  }
}

final class FriendCell: UITableViewCell {}
