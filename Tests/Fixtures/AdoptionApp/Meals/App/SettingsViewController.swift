import UIKit

class SettingsViewController: UIViewController {
  @IBOutlet weak var syncSwitch: UISwitch!
  private var syncs = true

  @IBAction func syncChanged(_ sender: Any) {
    if let toggle = sender as? UISwitch {
      syncs = toggle.isOn
    }
  }

  @IBAction func done(_ sender: UIButton) {
    sender.isEnabled = false
    navigationController?.popViewController(animated: true)
  }
}
