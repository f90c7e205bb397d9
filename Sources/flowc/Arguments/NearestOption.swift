import FlowModel

/// `did you mean '--output'?` for command-line words: commands, options and subcommands,
/// with the same distance the checker uses for names in a flow. Dashes are compared
/// apart from the word (`version` means `--version`, `--build` means `build`), and a
/// word that begins exactly one candidate (`-v`, `--out`) means that candidate.
enum NearestOption {
  static func find(_ name: String, in candidates: [String]) -> String? {
    let word = bare(name)
    guard !word.isEmpty else { return nil }
    if let same = candidates.first(where: { $0 != name && bare($0) == word }) {
      return same
    }
    // A beginning first: one letter off `-h` is nearer than `version`, but `-v` means it.
    let beginning = Set(candidates.filter { bare($0).hasPrefix(word) }.map(bare))
    if beginning.count == 1, let only = beginning.first {
      return candidates.first { bare($0) == only && $0.hasPrefix("--") }
        ?? candidates.first { bare($0) == only }
    }
    if let near = NameSuggester.nearest(to: name, in: candidates) {
      return near
    }
    let bareCandidates = candidates.map(bare)
    if let near = NameSuggester.nearest(to: word, in: bareCandidates),
      let index = bareCandidates.firstIndex(of: near)
    {
      return candidates[index]
    }
    return nil
  }

  /// The word without its leading dashes, lowercased.
  static func bare(_ word: String) -> String {
    String(word.drop { $0 == "-" }).lowercased()
  }
}
