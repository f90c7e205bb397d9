import FlowModel

/// Turns text from a flow into text that is safe where it lands in a DOT file. Every
/// value a graph template prints has passed through one of these, so that a title with a
/// quote, a backslash, a newline or a `<` can neither break the DOT syntax nor change
/// what the diagram says.
enum DOTEscaping {
  /// A DOT identifier, with its quotes: ASCII letters, digits and `_` as they are, every
  /// other byte of the UTF-8 as `%XX`.
  ///
  /// Flow ids are Swift identifiers when a flow checks clean, so the common case reads
  /// as written (`"master"`); with `--force` an id may hold anything, and the encoding
  /// keeps it one safe token. The mapping is injective (`%` itself is encoded), so two
  /// different ids never meet in one node, and nothing it produces contains `:`, which
  /// leaves `:` free for the diagram's own nodes (`"flowc:initial"`).
  static func identifier(_ raw: String) -> String {
    var result = "\""
    for byte in raw.utf8 {
      if isPlain(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hexDigits(byte)
      }
    }
    return result + "\""
  }

  /// A DOT identifier for one of the diagram's own nodes or clusters, whose parts are
  /// flow ids (or fixed words): `"missing:detial"`. The `:` cannot occur in an encoded
  /// flow id, so these never collide with a flow's nodes.
  static func syntheticIdentifier(_ parts: String...) -> String {
    "\"" + parts.map { encodedBody($0) }.joined(separator: ":") + "\""
  }

  /// A double-quoted DOT string for an attribute that Graphviz reads as an escString
  /// (`tooltip`): quotes and backslashes are escaped, and every line break becomes `\n`,
  /// Graphviz's own centred line break.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in normalizedLines(text).unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Text for an HTML-like label (`label=<…>`): `&`, `<`, `>` and `"` as entities, line
  /// breaks as `<BR/>`. Backslashes need nothing: Graphviz reads them literally there.
  static func html(_ text: String) -> String {
    var result = ""
    for scalar in normalizedLines(text).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "<BR/>"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text with every line break (`\r\n`, `\r`, `\n`, and the Unicode separators) as
  /// `\n`, and other control characters (a tab, or anything a storyboard smuggled in) as
  /// a space: neither DOT nor Graphviz's HTML reader has a meaning for them worth keeping.
  static func normalizedLines(_ text: String) -> String {
    var result = ""
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\n":
        if !previousWasCR { result += "\n" }
      case "\r", "\u{2028}", "\u{2029}", "\u{85}":
        result += "\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += " "
        } else if InvisibleCharacters.isMisleading(scalar) {
          // Shown, not obeyed: a right-to-left override would reorder the label.
          result += InvisibleCharacters.escaped(String(scalar))
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  private static func encodedBody(_ raw: String) -> String {
    let quoted = identifier(raw)
    return String(quoted.dropFirst().dropLast())
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
