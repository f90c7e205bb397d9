/// Characters a reader cannot see, or that change how a line reads: control characters,
/// format characters (zero-width spaces, bidirectional overrides and isolates), and the
/// Unicode line and paragraph separators.
///
/// Text that flowc prints (diagnostics, listings) shows them escaped, so that an input
/// cannot print a line of its own (a fake diagnostic, a GitHub Actions `::error` command)
/// nor make a reviewer read other text than the bytes hold; a file name holding one is
/// refused before it is read.
public enum InvisibleCharacters {
  /// True for a scalar that must be shown escaped.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned:
      return true
    default:
      return false
    }
  }

  /// True for a scalar that makes a value read other than it is, where text may hold tabs
  /// and line breaks (a title): an invisible scalar other than those, and other than the
  /// zero-width joiner, which emoji sequences need (👩‍💻).
  public static func isMisleading(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\t", "\n", "\r", "\u{200D}": false
    default: isInvisible(scalar)
    }
  }

  /// The first invisible scalar of `text` and its offset in scalars, if any.
  public static func first(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
    for (offset, scalar) in text.unicodeScalars.enumerated() where isInvisible(scalar) {
      return (scalar, offset)
    }
    return nil
  }

  /// `U+202E`: how a message names a character.
  public static func name(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` with every invisible scalar spelled as Swift does (`\n`, `\t`, `\u{202E}`),
  /// and backslashes left alone. Text without any comes back unchanged, without copying.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isInvisible(scalar) else {
        result.append(scalar)
        continue
      }
      let spelling: String =
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      result.append(contentsOf: spelling.unicodeScalars)
    }
    return String(result)
  }
}
