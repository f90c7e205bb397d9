// Human files of TripDestinations.flow for the journeys.

import UIKit

class ViewController: ViewControllerBase {
  var choices: [Bool] = []
  var cancellations = 0

  override func placeChooseDestinationButton(_ button: UIButton) {
    super.placeChooseDestinationButton(button)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
  }

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
