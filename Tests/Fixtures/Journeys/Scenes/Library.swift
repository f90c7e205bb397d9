// Human files of Library.flow for the journeys: three scenes of one class, each listing
// the rows its own prototypes make.

import UIKit

class ShelvesViewController: ShelvesViewControllerBase {
  /// The scene each `done` unwind came back from.
  var returns: [String] = []

  override func didUnwindDone(from source: ShelfViewController) {
    returns.append(source.sceneID ?? "none")
  }
}

class ShelfViewController: ShelfViewControllerBase {
  /// The rows of the scene shown, one per prototype it has.
  var rows: [CellIdentifier] {
    sceneID == "poetry" ? [.poem, .book] : [.book]
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueCell(rows[indexPath.row], for: indexPath)
  }

  override func prepareOpenBook(
    _ destination: VolumeViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    destination.shelf = sceneID
  }

  override func prepareOpenRareBook(
    _ destination: VolumeViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    destination.shelf = sceneID
  }
}

class VolumeViewController: VolumeViewControllerBase {
  /// The shelf whose cell opened it.
  var shelf: String?
}
