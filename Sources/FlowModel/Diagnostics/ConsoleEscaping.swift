/// How text from outside (file names, attribute values, string literals, templates,
/// other programs' output) is made safe for a terminal or a CI log, one function per way
/// it is printed. Every output of flowc goes through one of these (`ConsoleText` calls
/// them for the console, `DiagnosticRenderer` for each `--format`), so that no input can
/// print a line of its own (a fake diagnostic, a GitHub Actions `::error` or
/// `::stop-commands::` command), move the cursor, or read backwards (U+202E).
///
/// Renderers of other formats call these too: a JSON one `jsonString`, an XML one
/// `xmlText`.
public enum ConsoleEscaping {
  /// One line: every invisible scalar (line breaks, tabs, bidirectional controls, U+2028:
  /// `InvisibleCharacters`) spelled as Swift does (`\n`, `\u{202E}`).
  public static func line(_ text: String) -> String {
    InvisibleCharacters.escaped(text)
  }

  /// Several lines kept as lines (a diff, a template's source, a generated listing):
  /// every invisible scalar but the line feed, a carriage return just before it (a CRLF
  /// line end), the tab and the zero-width joiner of emoji sequences is spelled as in
  /// `line`, and a line that a CI runner would read as a command (`::error …`,
  /// `##[error]…`, after leading blanks) has its first colon or hash spelled `\u{3A}` /
  /// `\u{23}`, so that it prints as text.
  public static func lines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isUnsafeInLines($0) }) || mayHoldCommand(text)
    else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var start = 0
    while true {
      var end = start
      while end < scalars.count && scalars[end] != "\n" { end += 1 }
      let hasBreak = end < scalars.count
      let keepsReturn = hasBreak && end > start && scalars[end - 1] == "\r"
      var line = String.UnicodeScalarView()
      for scalar in scalars[start..<(keepsReturn ? end - 1 : end)] {
        if isUnsafeInLines(scalar) {
          line.append(contentsOf: InvisibleCharacters.escaped(String(scalar)).unicodeScalars)
        } else {
          line.append(scalar)
        }
      }
      result += defused(String(line))
      if keepsReturn { result.unicodeScalars.append("\r") }
      guard hasBreak else { break }
      result.unicodeScalars.append("\n")
      start = end + 1
    }
    return result
  }

  /// A GitHub Actions workflow command's message: `%`, CR and LF as the runner decodes
  /// them (so a message may span lines in the annotation), every other invisible scalar
  /// as in `line`.
  public static func githubMessage(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default:
        if InvisibleCharacters.isInvisible(scalar) {
          result += InvisibleCharacters.escaped(String(scalar))
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A workflow command's property value (`file=`, `title=`): the message escapes plus
  /// `:` and `,`, which end a property.
  public static func githubProperty(_ text: String) -> String {
    githubMessage(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  /// A JSON string literal, quotes included, with every invisible scalar as a JSON escape
  /// (`\n`, `\u202e`, a surrogate pair above U+FFFF): the value reads back unchanged and
  /// shows nothing raw when the JSON is printed.
  public static func jsonString(_ text: String) -> String {
    JSONText.quoted(text, escaping: InvisibleCharacters.isInvisible)
  }

  /// XML character data or an attribute value: the five markup characters as entities and
  /// every invisible scalar spelled as in `line` (most are not even allowed in XML 1.0).
  public static func xmlText(_ text: String) -> String {
    var out = ""
    for scalar in line(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// What `lines` spells out: the scalars of `line` but those that make up lines (the
  /// line feed, the tab) and emoji (the zero-width joiner). A carriage return is one,
  /// unless it ends a line (`lines` keeps CRLF).
  static func isUnsafeInLines(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && scalar != "\u{200D}"
      && InvisibleCharacters.isInvisible(scalar)
  }

  /// The prefixes CI runners read as commands at the start of a line (after blanks):
  /// GitHub's `::name …::` and the older `##[name]`, and Azure Pipelines' `##vso[`.
  static let commandPrefixes = ["::", "##[", "##vso["]

  static func mayHoldCommand(_ text: String) -> Bool {
    text.contains("::") || text.contains("##")
  }

  static func defused(_ line: String) -> String {
    let body = line.drop { $0 == " " || $0 == "\t" }
    guard let prefix = commandPrefixes.first(where: { body.hasPrefix($0) }) else {
      return line
    }
    let spelled = prefix == "::" ? "\\u{3A}" : "\\u{23}"
    return String(line[..<body.startIndex]) + spelled + String(body.dropFirst())
  }
}
