import UIKit

class EditFriendViewController: UIViewController {
  @IBOutlet weak var nameField: UITextField!
  @IBOutlet weak var saveButton: UIBarButtonItem!
  var name: String?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    switch segue.identifier {
    case "saveFriend": name = nameField.text
    default: break
    }
  }
}
