import Foundation

/// The names in the folders a build writes to, each folder listed once, to tell which
/// planned files cannot exist yet without opening each of them.
///
/// Names are compared lower-cased (and, as Swift compares strings, in any Unicode
/// normalisation), so that a file a case-insensitive file system (macOS's) would find
/// under another spelling is still read and compared: a listing only ever says "surely
/// absent", never "present". A folder that cannot be listed (missing, unreadable) says
/// nothing is surely absent when it exists, and everything when it does not. A file that
/// appears after its folder was listed is caught where it is written: a human file is
/// linked, never replaced, and a regenerated one is staged only after `lstat` looks.
struct FolderListings {
  /// Folder path → its entries' names lower-cased; nil when the folder cannot be listed.
  private var names: [String: Set<String>?] = [:]

  /// False when `path` is surely absent: its folder's listing lacks its name.
  mutating func mayHold(_ path: String) -> Bool {
    let folder = PathSpelling.folder(of: path)
    let listing: Set<String>?
    if let known = names[folder] {
      listing = known
    } else {
      listing = Self.list(folder)
      names[folder] = .some(listing)
    }
    guard let listing else { return true }
    return listing.contains(PathSpelling.fileName(of: path).lowercased())
  }

  private static func list(_ folder: String) -> Set<String>? {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      var status = stat()
      return lstat(folder, &status) != 0 && errno == ENOENT ? [] : nil
    }
    return Set(entries.map { $0.lowercased() })
  }
}
