/// The generated code is laid out as swift-format lays it out with the repository's
/// configuration (`lineLength` 100), so `swift-format lint --strict` passes on it.
///
/// swift-format keeps a line break it could have joined (`respectsExistingLineBreaks`),
/// so every construct has two layouts in the templates: on one line when that fits, else
/// broken the way swift-format breaks it. The builder measures the one-line form here
/// and tells the templates which to use; the text measured is the template's line, so
/// the two must be changed together.
public enum LineWidth {
  /// swift-format's `lineLength` in `.swift-format`.
  public static let limit = 100

  /// Whether `text`, indented by `indent` spaces, fits in a line.
  public static func fits(_ text: String, indent: Int) -> Bool {
    // Counting Characters means finding grapheme boundaries; a line is never more
    // Characters than bytes, and an ASCII line without "\r" (which joins a "\n" into one
    // Character) is as many of each, so most lines are measured by their byte count alone.
    let bytes = text.utf8.count
    if indent + bytes <= limit { return true }
    if !text.utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) { return false }
    return indent + text.count <= limit
  }

  /// Packs `arguments` into lines the way swift-format fills an argument list it has to
  /// break: as many as fit on each line after the opening parenthesis, separated by ", ",
  /// each line but the last ending in a comma; `closing` ends the last line.
  public static func packed(_ arguments: [String], indent: Int, closing: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for (index, argument) in arguments.enumerated() {
      let isLast = index == arguments.count - 1
      let piece = argument + (isLast ? closing : ",")
      if current.isEmpty {
        current = piece
      } else if fits(current + " " + piece, indent: indent) {
        current += " " + piece
      } else {
        lines.append(current)
        current = piece
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A call, `function(arguments)`, on one line when it fits at `indent`, else one
  /// argument a line, as the storyboard runtime's `prepare(for:sender:)` breaks its hook
  /// calls (swift-format keeps those breaks).
  public static func call(_ function: String, arguments: [String], indent: Int) -> [String] {
    let line = function + "(" + arguments.joined(separator: ", ") + ")"
    if fits(line, indent: indent) { return [line] }
    return [function + "("]
      + arguments.enumerated().map { index, argument in
        "  " + argument + (index == arguments.count - 1 ? ")" : ",")
      }
  }
}
