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

  override func prepareEditHero(_ destination: HeroEditorViewController, sender: Any?) {
    guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
    else { return }
    destination.hero = heroes[indexPath.row]
  }
}

class HeroEditorViewController: HeroEditorViewControllerBase {
  var hero = Hero()

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
    case (.name, .text(let name)): hero.name = name
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
