import UIKit

// Not named after its class: flowc build must not create FriendDetailViewController.swift.
class FriendDetailViewController: UIViewController {
  /// The friend's name.
  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var phoneLabel: UILabel!  // shows the number
  @IBOutlet var contactButtons: [UIButton]!
  var friend: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = friend
    phoneLabel.text = "{ unknown }"
    for button in contactButtons { button.isEnabled = friend != nil }
  }
}
