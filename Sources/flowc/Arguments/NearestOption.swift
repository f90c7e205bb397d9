import FlowModel

/// `did you mean '--output'?` for command-line options, with the same distance the
/// checker uses for names in a flow.
enum NearestOption {
  static func find(_ name: String, in candidates: [String]) -> String? {
    NameSuggester.nearest(to: name, in: candidates)
  }
}
