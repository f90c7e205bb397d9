import SwiftUI

struct MasterView: MasterViewBase {
  let navigator: FriendListFlow.Navigator
  @Environment(FriendStore.self) private var store

  init(navigator: FriendListFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    List {
      ForEach(store.names.indices, id: \.self) { index in
        Button(store.names[index]) {
          store.selected = index
          showDetail()
        }
      }
    }
  }

  func insertNewObject() {
    store.names.append("New Friend")
  }
}
