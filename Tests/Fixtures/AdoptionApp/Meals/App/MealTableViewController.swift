import UIKit

/// The list of meals, as an Xcode user writes it before flowc.
class MealTableViewController: UITableViewController {
  var meals: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    meals.count
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    switch segue.identifier ?? "" {
    case "AddItem":
      break
    case "ShowDetail":
      guard let detail = segue.destination as? MealViewController,
        let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
      else { return }
      detail.meal = meals[indexPath.row]
    default:
      break
    }
  }

  func showFirstMeal() {
    performSegue(withIdentifier: "ShowDetail", sender: self)
  }

  func openSettings() {
    let settings = UIStoryboard(name: "Settings", bundle: nil)
      .instantiateViewController(withIdentifier: "Settings")
    navigationController?.pushViewController(settings, animated: true)
  }

  //MARK: Actions

  @IBAction func unwindToMealList(sender: UIStoryboardSegue) {
    if let source = sender.source as? MealViewController, let meal = source.meal {
      meals.append(meal)
      tableView.reloadData()
    }
  }

  @IBAction func unwind(segue: UIStoryboardSegue) {
    tableView.reloadData()
  }
}
