/// Hands out names unique in one scope: the first claim of a name gets it, later ones
/// get `2`, `3`, … appended.
///
/// Each name remembers how far its numbers have been searched, so that a storyboard
/// claiming one name thousands of times (scenes of one class, segues without an
/// identifier, selectors of one Swift name) costs one step per claim, not a count from
/// `2` each time, which was quadratic in the claims. The memory is exact because names
/// are only ever taken, never given back, and what a claim may refuse is fixed for the
/// scope (`refused`).
struct UniqueNames {
  private(set) var used: Set<String> = []
  /// Names a claim that avoids them may not take, whether used or not.
  private let refused: (String) -> Bool
  /// Per name: every number below it is used.
  private var searched: [String: Int] = [:]
  /// Per name: every number below it is used or refused.
  private var searchedAvoiding: [String: Int] = [:]
  /// How many names the claims have looked at: the work the tests hold to one or two per
  /// claim.
  private(set) var candidatesTried = 0

  init(
    reserved: some Sequence<String> = [String](),
    refusing refused: @escaping (String) -> Bool = { _ in false }
  ) {
    used = Set(reserved)
    self.refused = refused
  }

  func isUsed(_ name: String) -> Bool { used.contains(name) }

  mutating func reserve(_ name: String) { used.insert(name) }

  /// The name itself when free (and not refused when `avoidingRefused`), else the first
  /// free `name2`, `name3`, ….
  mutating func claim(_ name: String, avoidingRefused: Bool = false) -> String {
    let avoids = avoidingRefused
    candidatesTried += 1
    if !used.contains(name) && !(avoids && refused(name)) {
      used.insert(name)
      return name
    }
    var counter = (avoids ? searchedAvoiding[name] : searched[name]) ?? 2
    while true {
      let candidate = "\(name)\(counter)"
      candidatesTried += 1
      if !used.contains(candidate) && !(avoids && refused(candidate)) {
        used.insert(candidate)
        if avoids { searchedAvoiding[name] = counter + 1 } else { searched[name] = counter + 1 }
        return candidate
      }
      counter += 1
    }
  }
}
