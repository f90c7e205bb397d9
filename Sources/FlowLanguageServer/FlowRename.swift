import FlowAnalysis
import FlowModel

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

  /// One replacement of the text's bytes.
  struct Edit: Equatable, Sendable {
    var range: Range<Int>
    var newText: String
  }

  /// The edits that rename `symbol` to `newName`, in file order: every place that writes
  /// the name, and, where the old name also gave a string the running app binds by, that
  /// string pinned in an attribute of its own (see `pins`).
  static func edits(
    renaming symbol: FlowSymbolIndex.Symbol, to newName: String, in index: FlowSymbolIndex,
    text bytes: [UInt8]
  ) -> Result<[Edit], Refusal> {
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
    let renames = index.occurrences(of: symbol).map { Edit(range: $0.range, newText: newName) }
    return .success(
      (renames + pins(renaming: symbol, in: index, text: bytes)).sorted {
        $0.range.lowerBound < $1.range.lowerBound
      })
  }

  /// Attributes that keep what the app binds by when a name it was derived from changes.
  ///
  /// A scene's class defaults to its id (`edit` → `EditViewController`): the human file
  /// and a storyboard's custom class name that class. In the storyboard runtime a
  /// transition's identifier defaults to its id and an action's selector to its name
  /// (`save` → `save:`), and the storyboard sends those strings. A rename changes the
  /// Swift-facing name only, so each such string is written out as it was, next to the
  /// declaration's name; a flow that says the string already keeps it.
  static func pins(
    renaming symbol: FlowSymbolIndex.Symbol, in index: FlowSymbolIndex, text bytes: [UInt8]
  ) -> [Edit] {
    let scan = index.scan
    let oldName = symbol.name
    guard SwiftNames.isIdentifier(oldName) else { return [] }
    let runtime = scan.elements.first { $0.1.name == "flow" }?.1.attribute("runtime")?.value
    let bindsByStrings = runtime == nil || runtime == FlowRuntime.storyboard.rawValue
    var edits: [Edit] = []
    for declaration in index.declarations(of: symbol) {
      let tag = scan.tags[declaration.tag]
      let pinned: (attribute: String, value: String)?
      switch (symbol.kind, tag.name) {
      case (.node, "scene"): pinned = ("class", Scene.defaultClassName(forID: oldName))
      case (.transition, _) where bindsByStrings: pinned = ("identifier", oldName)
      case (.unwindAction, _) where bindsByStrings,
        (.action, _) where bindsByStrings:
        pinned = ("selector", ObjCSelector.defaultSelector(forName: oldName))
      default: pinned = nil
      }
      // The new attribute goes just after the name's closing quote, in the same quotes.
      let quoteAt = declaration.range.upperBound
      guard let pinned, tag.attribute(pinned.attribute) == nil, quoteAt < bytes.count,
        bytes[quoteAt] == UInt8(ascii: "\"") || bytes[quoteAt] == UInt8(ascii: "'")
      else { continue }
      let quote = Character(UnicodeScalar(bytes[quoteAt]))
      edits.append(
        Edit(
          range: (quoteAt + 1)..<(quoteAt + 1),
          newText: " \(pinned.attribute)=\(quote)\(pinned.value)\(quote)"))
    }
    return edits
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
