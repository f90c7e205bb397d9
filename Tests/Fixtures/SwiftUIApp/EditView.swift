import SwiftUI

struct EditView: EditViewBase {
  let navigator: FriendListFlow.Navigator
  @Environment(FriendStore.self) private var store

  init(navigator: FriendListFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Form {
      TextField("Name", text: Bindable(store).draft)
    }
    .onAppear { store.draft = store.names[store.selected] }
  }
}
