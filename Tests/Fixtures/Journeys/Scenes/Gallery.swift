// Human files of Gallery.flow (segues to containers) for the journeys. The hooks take the
// containers' typed structs, as they do in the storyboard runtime.

import UIKit

class LobbyViewController: LobbyViewControllerBase {
  let wings = ["East", "West"]
  /// The wing of the rooms swiped away, as their dismissal hook read it from their tab.
  var dismissedWing: String?

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    wings.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    // UIKit's own dequeue, not the generated `dequeueCell`: the cell still gets its
    // accessibility identifier, from the generated `tableView(_:willDisplay:forRowAt:)`.
    tableView.dequeueReusableCell(withIdentifier: "Wing", for: indexPath)
  }

  /// Both tabs get the wing: the paintings through their tab's navigation controller.
  override func prepareShowRooms(
    _ destination: GalleryFlow.RoomsContainer, at indexPath: IndexPath?, sender: Any?
  ) {
    let wing = indexPath.map { wings[$0.row] }
    destination.paintings?.wing = wing
    destination.sculptures?.wing = wing
    destination.controller.selectedIndex = 1
  }

  override func didDismissShowRooms(_ destination: GalleryFlow.RoomsContainer) {
    dismissedWing = destination.paintings?.wing
  }

  /// Both columns get the catalog's artist: UIKit wraps each column in a navigation.
  override func prepareShowCatalog(_ destination: GalleryFlow.CatalogContainer, sender: Any?) {
    destination.primary?.artists = ["Hokusai", "Kahlo"]
    destination.secondary?.artist = "Hokusai"
  }

  override func prepareOpenGuide(_ destination: GuideViewController, sender: Any?) {
    destination.topic = "Lobby"
  }
}

class PaintingsViewController: PaintingsViewControllerBase {
  var wing: String?
}

class SculpturesViewController: SculpturesViewControllerBase {
  var wing: String?
}

class ArtistsViewController: ArtistsViewControllerBase {
  var artists: [String] = []
}

class ArtworkViewController: ArtworkViewControllerBase {
  var artist: String?
}

class GuideViewController: GuideViewControllerBase {
  var topic: String?
}
