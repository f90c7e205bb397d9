import UIKit

extension FriendListViewController {
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "FriendCell", for: indexPath)
    cell.textLabel?.text = #"\#(friends[indexPath.row]) "quoted" \(not interpolated)"#
    return cell
  }
}
