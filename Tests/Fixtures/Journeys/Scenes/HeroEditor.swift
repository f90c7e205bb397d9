// Human files of HeroEditor.flow for the journeys.

import UIKit

struct Hero {
  var name = "Storm"
  var secretIdentity = "Ororo Munroe"
  var sex = "Female"
  var age = 30.0
  var isActive = true
  var powers = ["Weather"]
}

class HeroListViewController: HeroListViewControllerBase {
  var heroes = [Hero()]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    heroes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = dequeueCell(.heroCell, for: indexPath)
    cell.textLabel?.text = heroes[indexPath.row].name
    return cell
  }

  override func prepareEditHero(
    _ destination: HeroEditorViewController, at indexPath: IndexPath?, sender: Any?
  ) {
    guard let indexPath else { return }
    destination.hero = heroes[indexPath.row]
  }
}

class HeroEditorViewController: HeroEditorViewControllerBase {
  var hero = Hero()
  /// The rows whose control `configure(_:for:)` received, in order.
  private(set) var configuredRows: [Row] = []

  override func configure(_ control: UIControl, for row: Row) {
    configuredRows.append(row)
    if row == .name, let field = control as? UITextField { field.placeholder = "Required" }
  }

  /// The rows `reload(_:)` reloaded, in order.
  private(set) var reloadedRows: [Row] = []

  /// Reloads the row of `row`, as an app does when the model behind it changes.
  func reload(_ row: Row) {
    reloadedRows.append(row)
    for (section, rows) in layout.sections.map(\.rows).enumerated() {
      if let index = rows.firstIndex(where: { $0.key == row }) {
        tableView.reloadRows(at: [IndexPath(row: index, section: section)], with: .automatic)
      }
    }
  }

  override func value(for row: Row) -> RowValue {
    switch row {
    case .name: .text(hero.name)
    case .secretIdentity: .text(hero.secretIdentity)
    case .sex: .choice(hero.sex)
    case .age: .number(hero.age)
    case .isActive: .toggle(hero.isActive)
    case .powers: .text(hero.powers.joined(separator: ", "))
    default: super.value(for: row)
    }
  }

  override func rowDidChange(_ row: Row, to value: RowValue) {
    switch (row, value) {
    case (.name, .text(let name)):
      // The model keeps the name trimmed, and the row is reloaded after each change.
      hero.name = name.trimmingCharacters(in: .whitespaces)
      reload(.name)
    case (.age, .number(let age)): hero.age = age
    default: break
    }
  }

  override func prepareShowPowers(_ destination: PowerListViewController, sender: Any?) {
    destination.powers = hero.powers
  }
}

class PowerListViewController: PowerListViewControllerBase {
  var powers: [String] = []
}
