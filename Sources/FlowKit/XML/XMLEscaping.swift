/// Escaping for text written into XML, used wherever flowc writes a flow file.
public enum XMLEscaping {
  /// For a double-quoted attribute value: `&`, `<`, `>`, `"`, and control characters as
  /// character references (a literal newline would be normalised away by any reader).
  public static func attribute(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "&#\(scalar.value);"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
