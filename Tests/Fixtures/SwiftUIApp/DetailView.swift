import SwiftUI

struct DetailView: DetailViewBase {
  let navigator: FriendListFlow.Navigator
  @Environment(FriendStore.self) private var store

  init(navigator: FriendListFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(store.names[store.selected])
  }
}
