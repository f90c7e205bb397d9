/// Evens out the whitespace of rendered Swift, so that templates can stay readable
/// (each optional part opening with its own blank line) and the output still reads like
/// careful hand-written code.
///
/// It only ever touches blank lines and trailing whitespace: it removes trailing spaces,
/// blank lines at the start, right after a line ending in `{` and right before a line
/// starting with `}`, collapses runs of blank lines into one, and ends the text with
/// exactly one newline. It never changes a character of code, so a user's template
/// cannot be broken by it (multi-line string literals in a user's template would have
/// their blank lines evened out too; flowc's own templates have none).
///
/// It works on UTF-8 bytes: every character it looks at is ASCII, and a build tidies
/// tens of thousands of files.
public enum SwiftSourceTidier {
  public static func tidy(_ text: String) -> String {
    var text = text
    return text.withUTF8 { String(decoding: tidy(bytes: $0), as: UTF8.self) }
  }

  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let carriageReturn = UInt8(ascii: "\r")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  static func tidy(bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var pendingBlank = false
    var lastByteOfPreviousLine: UInt8?
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != newline { end += 1 }
      var trimmedEnd = end
      while trimmedEnd > start
        && (bytes[trimmedEnd - 1] == space || bytes[trimmedEnd - 1] == tab
          || bytes[trimmedEnd - 1] == carriageReturn)
      {
        trimmedEnd -= 1
      }
      if trimmedEnd == start {
        pendingBlank = true
      } else {
        var firstCode = start
        while firstCode < trimmedEnd && bytes[firstCode] == space { firstCode += 1 }
        if pendingBlank, let last = lastByteOfPreviousLine, last != openBrace,
          bytes[firstCode] != closeBrace
        {
          output.append(newline)
        }
        pendingBlank = false
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<trimmedEnd]))
        output.append(newline)
        lastByteOfPreviousLine = bytes[trimmedEnd - 1]
      }
      start = end + 1
    }
    return output
  }
}
