import FlowAnalysis

/// Renaming one name everywhere the flow writes it, or the reason not to.
///
/// A name the format requires to be an identifier must stay one, and a name may not take
/// one already in its scope: two nodes (or two transitions of a scene) of one id would
/// merge what were two things, and an unwind action renamed to another's name would send
/// that other's unwinds somewhere new.
enum FlowRename {
  struct Refusal: Error, Sendable {
    var message: String
  }

  /// The byte ranges to replace with `newName`, in file order.
  static func edits(
    renaming symbol: FlowSymbolIndex.Symbol, to newName: String, in index: FlowSymbolIndex
  ) -> Result<[Range<Int>], Refusal> {
    guard SwiftNames.isIdentifier(newName) else {
      let why =
        SwiftNames.isKeyword(newName)
        ? "'\(newName)' is a Swift keyword"
        : "'\(newName)' is not an identifier (a letter or _, then letters, digits or _)"
      return .failure(Refusal(message: "cannot rename '\(symbol.name)': \(why)"))
    }
    if newName == symbol.name { return .success([]) }
    if let holder = taken(newName, for: symbol, in: index) {
      return .failure(
        Refusal(
          message: "cannot rename '\(symbol.name)' to '\(newName)': \(holder) is already named so"))
    }
    return .success(
      index.occurrences(of: symbol).map(\.range).sorted { $0.lowerBound < $1.lowerBound })
  }

  /// What already holds `name` where `symbol` lives, described for the message; nil when
  /// the name is free.
  static func taken(_ name: String, for symbol: FlowSymbolIndex.Symbol, in index: FlowSymbolIndex)
    -> String?
  {
    let scan = index.scan
    func declared(_ kind: FlowSymbolIndex.Kind, scope: Int?) -> FlowSymbolIndex.Occurrence? {
      index.declarations(of: .init(kind: kind, name: name, scope: scope)).first
    }
    switch symbol.kind {
    case .node:
      if let other = declared(.node, scope: nil) {
        return "a <\(scan.tags[other.tag].name)>"
      }
    case .transition:
      if let other = declared(.transition, scope: symbol.scope) {
        return "a <\(scan.tags[other.tag].name)> of the same scene"
      }
    case .unwindAction, .action:
      if declared(.unwindAction, scope: nil) != nil { return "an <unwindAction>" }
      // Both become methods of their scene: an action and an unwind action of one scene
      // may not share a name.
      let scenes: [Int?] =
        symbol.kind == .action
        ? [symbol.scope]
        : index.declarations(of: symbol).map { scan.scene(of: $0.tag) }
      for scene in scenes where declared(.action, scope: scene) != nil {
        return "an <action> of the same scene"
      }
    }
    return nil
  }
}
