/// How a UIKit bar button system item (`<barButton system>`) reads in SwiftUI: its
/// button's title and, where iOS shows a symbol for it, the SF Symbol's name (Apple's SF
/// Symbols app names them). Titles are looked up in the app's `Localizable` table, as
/// SwiftUI does for a string literal. Cancel, Done and Save take SwiftUI's semantic
/// placements (`cancellationAction`, `confirmationAction`), which put them where the
/// platform puts a modal's buttons, whatever side the storyboard gave them.
enum SwiftUISystemItems {
  struct Look {
    var title: String
    var systemImage: String?
    var role: String?
    var placement: String?
  }

  static let barButtons: [String: Look] = [
    "done": Look(title: "Done", placement: ".confirmationAction"),
    "cancel": Look(title: "Cancel", role: ".cancel", placement: ".cancellationAction"),
    "edit": Look(title: "Edit"),
    "save": Look(title: "Save", placement: ".confirmationAction"),
    "add": Look(title: "Add", systemImage: "plus"),
    "compose": Look(title: "Compose", systemImage: "square.and.pencil"),
    "reply": Look(title: "Reply", systemImage: "arrowshape.turn.up.left"),
    "action": Look(title: "Share", systemImage: "square.and.arrow.up"),
    "organize": Look(title: "Organize", systemImage: "folder"),
    "bookmarks": Look(title: "Bookmarks", systemImage: "book"),
    "search": Look(title: "Search", systemImage: "magnifyingglass"),
    "refresh": Look(title: "Refresh", systemImage: "arrow.clockwise"),
    "stop": Look(title: "Stop", systemImage: "xmark"),
    "camera": Look(title: "Camera", systemImage: "camera"),
    "trash": Look(title: "Delete", systemImage: "trash", role: ".destructive"),
    "play": Look(title: "Play", systemImage: "play.fill"),
    "pause": Look(title: "Pause", systemImage: "pause.fill"),
    "rewind": Look(title: "Rewind", systemImage: "backward.fill"),
    "fastForward": Look(title: "Fast Forward", systemImage: "forward.fill"),
    "undo": Look(title: "Undo", systemImage: "arrow.uturn.backward"),
    "redo": Look(title: "Redo", systemImage: "arrow.uturn.forward"),
    "close": Look(title: "Close", systemImage: "xmark"),
  ]

  /// `UITabBarItem.SystemItem` names → the symbol SwiftUI's tab shows.
  static let tabImage: [String: String] = [
    "more": "ellipsis", "favorites": "star", "featured": "star", "topRated": "star",
    "recents": "clock", "contacts": "person.crop.circle", "history": "clock",
    "bookmarks": "book", "search": "magnifyingglass", "downloads": "arrow.down.circle",
    "mostRecent": "clock", "mostViewed": "list.number",
  ]
}
