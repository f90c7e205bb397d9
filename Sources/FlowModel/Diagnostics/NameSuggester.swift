/// Finds the name in scope nearest to a misspelt one, for `did you mean …?`.
///
/// Uses the optimal-string-alignment distance (Levenshtein plus transposition of two
/// neighbouring letters, the commonest typo: `detial`, `segeu`), case-insensitively, and
/// only proposes a name close enough to be a plausible typo: at most a third of the longer
/// name's length, and never more than three edits.
///
/// For one misspelt name. A rule that may meet many (every reference of a flow) asks a
/// `NameSuggestions` made once, which bounds the work of all its questions together.
public enum NameSuggester {
  public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    var suggestions = NameSuggestions(candidates, budget: .max)
    return suggestions.nearest(to: name)
  }
}

/// The three rows of the optimal-string-alignment table, kept between comparisons so
/// that comparing a name with thousands allocates nothing per comparison.
struct DistanceRows: Sendable {
  private var beforePrevious: [Int] = []
  private var previous: [Int] = []
  private var current: [Int] = []

  /// The distance of `a` and `b`, or some number above `limit` as soon as every
  /// alignment is known to cost more than `limit`.
  mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    if previous.count < width {
      (beforePrevious, previous, current) = (
        Array(repeating: 0, count: width), Array(repeating: 0, count: width),
        Array(repeating: 0, count: width)
      )
    }
    for j in 0..<width { previous[j] = j }
    var previousMinimum = 0
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = min(rowMinimum, current[j])
      }
      // A transposition reaches back two rows, so the rows below are past the limit only
      // when this row and the one before it are.
      if rowMinimum > limit && previousMinimum > limit { return rowMinimum }
      previousMinimum = rowMinimum
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

/// `NameSuggester`'s nearest names for many misspelt names among one set of names, within
/// a budget of names compared.
///
/// Asked once per broken reference, a suggestion compares the name with every name in
/// scope: a flow of N scenes with N misspelt destinations is N² comparisons (97 s for
/// 3,000 in a debug build). The names are read and lowered once, and the comparisons of
/// all questions together are held to `budget`; past it, a question gets no suggestion
/// (the error it goes with is reported all the same), so a hostile flow costs at most
/// the budget.
public struct NameSuggestions: Sendable {
  /// Names compared by all the questions of one rule: 30 questions among 10,000 names,
  /// 300 among 1,000.
  public static let defaultBudget = 300_000

  private struct Candidate: Sendable {
    var name: String
    var scalars: [Unicode.Scalar]
  }

  /// The names by their length in scalars, so that a question reads only the lengths
  /// within its limit.
  private var candidatesByLength: [Int: [Candidate]] = [:]
  /// Comparisons left; a question that would go past it gets no suggestion.
  public private(set) var budget: Int
  private var rows = DistanceRows()

  public init(_ names: some Sequence<String>, budget: Int = NameSuggestions.defaultBudget) {
    self.budget = budget
    for name in names {
      let scalars = Array(name.lowercased().unicodeScalars)
      candidatesByLength[scalars.count, default: []].append(
        Candidate(name: name, scalars: scalars))
    }
  }

  /// The name nearest to `name` (ties: the smaller), or nil when none is close enough or
  /// the budget is spent.
  public mutating func nearest(to name: String) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    // A name's limit depends on the longer of the two, never above three edits, and a
    // name more than three scalars longer or shorter is more than three edits away.
    for length in max(0, target.count - 3)...(target.count + 3) {
      let limit = min(3, max(1, max(target.count, length) / 3))
      guard abs(length - target.count) <= limit,
        let candidates = candidatesByLength[length]
      else { continue }
      guard budget >= candidates.count else {
        budget = 0
        return nil
      }
      budget -= candidates.count
      for candidate in candidates where candidate.name != name {
        let distance = rows.distance(target, candidate.scalars, limit: limit)
        guard distance <= limit else { continue }
        if best == nil || distance < best!.distance
          || (distance == best!.distance && candidate.name < best!.name)
        {
          best = (candidate.name, distance)
        }
      }
    }
    return best?.name
  }
}
