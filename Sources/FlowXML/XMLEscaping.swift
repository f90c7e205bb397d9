import FlowModel

/// Escaping for text written into XML, used wherever flowc writes a flow file.
public enum XMLEscaping {
  /// For an attribute value in `quote`s (`"` unless the file uses `'`): `&`, `<`, `>`, the
  /// quote, and tab, newline and carriage return as character references (a literal
  /// newline would be normalised away by any reader). Other control characters cannot be
  /// written in XML 1.0 at all, not even as references; they become U+FFFD, the
  /// replacement character.
  public static func attribute(_ text: String, quote: Character = "\"") -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quote == "\"": out += "&quot;"
      case "'" where quote == "'": out += "&apos;"
      case "\t", "\n", "\r":
        out += "&#\(scalar.value);"
      case _ where scalar.value < 0x20:
        out += "\u{FFFD}"
      case _ where InvisibleCharacters.isMisleading(scalar) && scalar.value >= 0x80:
        // The same value, made visible to whoever reads the file (U+202E, U+200B).
        out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
