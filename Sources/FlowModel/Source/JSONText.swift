/// Text as a JSON string literal, for everything flowc writes as JSON (diagnostics with
/// `--format json`, `flowc dump`), so that both escape alike.
public enum JSONText {
  /// `He said "hi"` → `"He said \"hi\""`, quotes included. Control characters, DEL and
  /// the two Unicode line separators are written as `\uXXXX`, so the output is safe to
  /// embed anywhere a JSON document can go.
  public static func quoted(_ text: String) -> String {
    quoted(text, escaping: mustEscape)
  }

  /// `text` as a JSON string literal with every scalar `escaping` picks (beyond the quote,
  /// the backslash and the short escapes) written as `\uXXXX`, a surrogate pair above
  /// U+FFFF: the one JSON string writer, which the console's (`ConsoleEscaping.jsonString`,
  /// every invisible scalar) and the language server's call too.
  public static func quoted(_ text: String, escaping: (Unicode.Scalar) -> Bool) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where escaping(scalar):
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// What JSON itself, or a document embedded in a page, cannot hold raw.
  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}
