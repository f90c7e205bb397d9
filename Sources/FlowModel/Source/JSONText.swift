import Foundation

/// Text as a JSON string literal, for everything flowc writes as JSON (diagnostics with
/// `--format json`, `flowc dump`), so that both escape alike.
public enum JSONText {
  /// `He said "hi"` → `"He said \"hi\""`, quotes included. Control characters, DEL and
  /// the two Unicode line separators are written as `\uXXXX`, so the output is safe to
  /// embed anywhere a JSON document can go.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}"
        || scalar == "\u{2029}":
        out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
