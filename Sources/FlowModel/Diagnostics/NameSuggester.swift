/// Finds the name in scope nearest to a misspelt one, for `did you mean …?`.
///
/// Uses the optimal-string-alignment distance (Levenshtein plus transposition of two
/// neighbouring letters, the commonest typo: `detial`, `segeu`), case-insensitively, and only proposes a name close
/// enough to be a plausible typo: at most a third of the longer name's length, and never
/// more than three edits.
public enum NameSuggester {
  public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      let limit = min(3, max(1, max(target.count, scalars.count) / 3))
      guard abs(scalars.count - target.count) <= limit else { continue }
      let distance = editDistance(target, scalars)
      guard distance <= limit else { continue }
      if best == nil || distance < best!.distance
        || (distance == best!.distance && candidate < best!.name)
      {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
