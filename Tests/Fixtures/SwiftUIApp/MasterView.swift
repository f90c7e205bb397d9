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
        showDetailLink { Text(store.names[index]) }
          .simultaneousGesture(TapGesture().onEnded { _ in store.selected = index })
      }
    }
  }

  func insertNewObject() {
    store.names.append("New Friend")
  }
}
