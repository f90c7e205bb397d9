import SwiftUI

/// The app's model: the friends, which one is shown, and the name being edited.
@Observable @MainActor
final class FriendStore {
  var names = ["Ada Lovelace", "Alan Turing"]
  var selected = 0
  var draft = ""
}

/// FriendList.flow as a SwiftUI app: the flow's root view in a window, the navigation
/// saved with the scene and restored, deep links opened, and the editor's save unwind
/// writing the draft back.
@main
struct FriendsApp: App {
  @State private var navigator = FriendListFlow.Navigator()
  @State private var store = FriendStore()
  @SceneStorage("navigation") private var savedNavigation: Data?

  var body: some Scene {
    WindowGroup {
      FriendListFlow.RootView(navigator: navigator)
        .environment(store)
        .onOpenURL { url in _ = navigator.open(url) }
        .onAppear { start() }
        .onChange(of: navigator.state) { _, state in
          savedNavigation = try? JSONEncoder().encode(state)
        }
    }
  }

  func start() {
    navigator.didUnwindSaveInput = { _ in store.names[store.selected] = store.draft }
    guard let savedNavigation,
      let state = try? JSONDecoder().decode(
        FriendListFlow.Navigator.State.self, from: savedNavigation)
    else { return }
    navigator.state = state
  }
}
