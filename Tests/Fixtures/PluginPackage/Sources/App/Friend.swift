/// The app's model, and code that uses the generated API directly: none of these names
/// exists unless the plugin's FriendList.flow.swift is compiled into this target.
struct Friend: Sendable {
  var name: String
}

@MainActor
enum FriendListRouting {
  /// The segue from the list to a friend, by its generated name.
  static let showFriend: MasterViewController.Segue = .showDetail

  /// Shows the first friend of `master`'s list.
  static func showFirstFriend(from master: MasterViewController) {
    master.perform(showFriend, sender: nil)
  }

  /// The storyboard FriendList.flow describes.
  static let storyboardName: String = FriendListFlow.name
}
