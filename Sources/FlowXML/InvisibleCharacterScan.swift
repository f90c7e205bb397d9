import FlowModel

/// Warnings for invisible and bidirectional characters in an input's attribute values and
/// text: an id, title or selector holding U+202E or U+200B reads, in a diff, a diagram or
/// a diagnostic, as something other than the bytes it is. As compilers do, each is
/// reported at its value, with the text shown escaped.
public enum InvisibleCharacterScan {
  public static func warnings(in root: XMLElement) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    var pending = [root]
    while let element = pending.popLast() {
      for attribute in element.attributes where isSuspect(attribute.value) {
        warnings.append(
          warning(
            "the value of '\(attribute.name)'", attribute.value, at: attribute.valueLocation))
      }
      if let text = element.text, isSuspect(text) {
        warnings.append(
          warning(
            "the text of <\(element.name)>", text,
            at: element.textLocation ?? element.location))
      }
      pending.append(contentsOf: element.children.reversed())
    }
    return warnings
  }

  /// ASCII text, nearly every value, is decided byte by byte without decoding.
  static func isSuspect(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return false }
    return text.unicodeScalars.contains(where: InvisibleCharacters.isMisleading)
  }

  static func warning(_ what: String, _ value: String, at location: SourceLocation)
    -> Diagnostic
  {
    let names = value.unicodeScalars.filter(InvisibleCharacters.isMisleading)
      .map(InvisibleCharacters.name)
    var unique: [String] = []
    for name in names where !unique.contains(name) { unique.append(name) }
    return .warning(
      .invisibleCharacter,
      "\(what) holds the invisible character\(unique.count == 1 ? "" : "s") \(unique.joined(separator: ", ")), which can make it read differently than it is: \"\(InvisibleCharacters.escaped(value))\"",
      at: location)
  }
}
