// Human files of TripDestinations.flow for the journeys.

import UIKit

class ViewController: ViewControllerBase {
  var choices: [Bool] = []
  var cancellations = 0

  func destinationController(_ controller: DestinationController, didFinishWithSave save: Bool) {
    choices.append(save)
  }

  func destinationControllerDidCancel(_ controller: DestinationController) {
    cancellations += 1
  }
}

class DestinationController: DestinationControllerBase {
  override func handleDone(_ sender: Any) {
    delegate?.destinationController(self, didFinishWithSave: true)
    dismiss(animated: true)
  }

  override func handleCancel(_ sender: Any) {
    delegate?.destinationControllerDidCancel(self)
    dismiss(animated: true)
  }
}
