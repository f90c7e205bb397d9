import FlowModel

/// Turns free text from a flow into Swift source that means exactly that text.
///
/// Every title, label, storyboard ID and reuse identifier reaches the generated code
/// through here, so that no quote, backslash, newline or `\(` in a flow can end a string
/// literal early, interpolate, or smuggle code into the output. Templates receive the
/// finished literal (with its quotes) and never escape anything themselves.
public enum SwiftLiteral {
  /// `He said "hi"` → `"He said \"hi\""`, quotes included.
  public static func string(_ text: String) -> String {
    // Nearly every text is printable ASCII with nothing to escape; checking its bytes
    // first spares the per-scalar Unicode property lookups (3% of a storyboard build).
    if text.utf8.allSatisfy(isPlainASCII) {
      return "\"" + text + "\""
    }
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if needsEscape(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    result += "\""
    return result
  }

  /// `nil` → `nil`, otherwise the string literal.
  public static func optionalString(_ text: String?) -> String {
    text.map(string) ?? "nil"
  }

  /// `["Male", "Female"]`.
  public static func array(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ", ") + "]"
  }

  /// Free text made safe for a `//` or `///` comment: every control, format or line
  /// separator character (which could end the comment or reorder what a reader sees)
  /// becomes a space, and runs of spaces collapse to one.
  public static func comment(_ text: String) -> String {
    var result = ""
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      let space =
        needsEscape(scalar) || scalar == " " || scalar == "\n" || scalar == "\t"
        || scalar == "\r"
      if space {
        if !lastWasSpace && !result.isEmpty { result += " " }
        lastWasSpace = true
      } else {
        result.unicodeScalars.append(scalar)
        lastWasSpace = false
      }
    }
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }

  /// A byte that stands for itself inside a string literal: printable ASCII other than
  /// the quote and the backslash.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  /// Characters a reader could not see or that could change how the line reads: the same
  /// set diagnostics show escaped, so generated code and messages agree on what is hidden.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    InvisibleCharacters.isInvisible(scalar)
  }
}
