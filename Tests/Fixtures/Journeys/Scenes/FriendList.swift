// Human files of FriendList.flow for the journeys: what an app built in code writes.

import UIKit

/// The app's model, handed to the scenes through the flow's `Scenes`.
final class FriendStore {
  var names = ["Ada Lovelace", "Alan Turing"]
}

/// Dependency injection: the detail scene is created with the store.
final class FriendScenes: FriendListFlow.Scenes {
  let store: FriendStore

  init(store: FriendStore) {
    self.store = store
  }

  override func makeDetail() -> DetailViewController {
    DetailViewController(store: store)
  }
}

class MasterViewController: MasterViewControllerBase {
  var names = ["Ada Lovelace", "Alan Turing"]
  var insertSenders: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = dequeueCell(.cell, for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  override func handleInsertNewObject(_ sender: Any) {
    insertSenders.append(String(describing: type(of: sender)))
    names.append("New friend")
  }

  override func prepareShowDetail(
    _ destination: DetailViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    guard let indexPath else { return }
    destination.indexPath = indexPath
    destination.name = names[indexPath.row]
  }
}

class DetailViewController: DetailViewControllerBase {
  private(set) var store = FriendStore()
  var indexPath: IndexPath?
  var name = ""
  var unwinds: [String] = []
  weak var lastSource: EditViewController?

  /// A convenience initialiser, so that the class keeps `init(style:)`, which the flow's
  /// default `makeDetail()` calls.
  convenience init(store: FriendStore) {
    self.init(style: .plain)
    self.store = store
  }

  override func loadView() {
    super.loadView()
    nameLabel = UILabel()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel?.text = name
  }

  override func prepareEditDetail(_ destination: EditViewController, sender: Any?) {
    destination.name = name
  }

  override func didUnwindSaveInput(from source: EditViewController) {
    unwinds.append("saveInput")
    lastSource = source
    name = source.name
    if let indexPath { store.names[indexPath.row] = source.name }
  }

  override func didUnwindCancelInput(from source: EditViewController) {
    unwinds.append("cancelInput")
    lastSource = source
  }
}

class EditViewController: EditViewControllerBase {
  var name = ""
}
