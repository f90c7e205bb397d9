/// A stretch of one line of an input: where a diagnostic's subject starts and ends, and
/// the text a fix-it replaces. Columns count Unicode scalars like `SourceLocation`'s;
/// `endColumn` is the column just past the last character (as SARIF counts it).
public struct SourceSpan: Hashable, Sendable {
  public var line: Int
  public var startColumn: Int
  public var endColumn: Int

  public init(line: Int, startColumn: Int, endColumn: Int) {
    self.line = line
    self.startColumn = startColumn
    self.endColumn = endColumn
  }

  /// What a diagnostic at `location` points at in `lineText` (the text of its line), and
  /// the part of it its suggestion replaces, when the suggestion is a plain replacement
  /// of that part. Diagnostics point at an element's `<`, an attribute's name, an
  /// attribute value's first character or a JSON string's quote; anything else, or text
  /// that does not read as expected, gives nil: a report then says only where it starts.
  public static func spans(of diagnostic: Diagnostic, inLine lineText: Substring) -> (
    subject: SourceSpan?, replaced: SourceSpan?
  ) {
    spans(of: diagnostic, inLine: Array(lineText.unicodeScalars))
  }

  /// `spans(of:inLine:)` on a line already made into scalars: the cost is then that of
  /// the text the diagnostic points at, not of the line.
  public static func spans(of diagnostic: Diagnostic, inLine scalars: [Unicode.Scalar]) -> (
    subject: SourceSpan?, replaced: SourceSpan?
  ) {
    let start = diagnostic.location.column - 1
    guard diagnostic.location.line > 0, scalars.indices.contains(start) else { return (nil, nil) }
    func span(_ from: Int, _ to: Int) -> SourceSpan {
      SourceSpan(line: diagnostic.location.line, startColumn: from + 1, endColumn: to + 1)
    }
    func nameEnd(from index: Int) -> Int {
      var end = index
      while end < scalars.count, isNameCharacter(scalars[end]) { end += 1 }
      return end
    }
    func closingQuote(_ quote: Unicode.Scalar, from index: Int) -> Int? {
      var end = index
      while end < scalars.count {
        if scalars[end] == quote { return end }
        // A JSON string's escapes: the fix would have to write them too, so none is offered.
        if quote == "\"", scalars[end] == "\\" { return nil }
        end += 1
      }
      return nil
    }
    let plain = diagnostic.suggestion.flatMap { plainReplacement($0) }
    let first = scalars[start]
    if first == "<" {
      // An element: its name; renamed only when it has no end tag to rename as well.
      let end = nameEnd(from: start + 1)
      guard end > start + 1 else { return (nil, nil) }
      let tagEnd = scalars[end...].firstIndex(of: ">")
      let selfClosing = tagEnd.map { $0 > end && scalars[$0 - 1] == "/" } ?? false
      let replaced = plain?.isElement == true && selfClosing ? span(start + 1, end) : nil
      return (span(start, end), replaced)
    }
    if start > 0, scalars[start - 1] == "\"" || scalars[start - 1] == "'",
      let close = closingQuote(scalars[start - 1], from: start)
    {
      // An attribute's value, from its first character (an empty one: at its closing
      // quote, where a fix inserts).
      return (span(start, close), plain?.isName == true ? span(start, close) : nil)
    }
    if first == "\"" {
      // A JSON string, key or value: the fix replaces what is between the quotes.
      guard let close = closingQuote("\"", from: start + 1) else {
        return (span(start, start + 1), nil)
      }
      let replaced = plain?.isName == true ? span(start + 1, close) : nil
      return (span(start, close + 1), replaced)
    }
    if isNameCharacter(first), start == 0 || !isNameCharacter(scalars[start - 1]) {
      let end = nameEnd(from: start)
      var equals = end
      while equals < scalars.count, scalars[equals] == " " { equals += 1 }
      if equals < scalars.count, scalars[equals] == "=" {
        // An attribute: the whole of it; an unknown attribute's fix renames it, any
        // other replaces its value.
        var quoteIndex = equals + 1
        while quoteIndex < scalars.count, scalars[quoteIndex] == " " { quoteIndex += 1 }
        guard quoteIndex < scalars.count, scalars[quoteIndex] == "\"" || scalars[quoteIndex] == "'",
          let close = closingQuote(scalars[quoteIndex], from: quoteIndex + 1)
        else { return (span(start, end), nil) }
        let replaced: SourceSpan?
        if plain?.isName != true {
          replaced = nil
        } else if diagnostic.rule == .unknownAttribute {
          replaced = span(start, end)
        } else {
          replaced = span(quoteIndex + 1, close)
        }
        return (span(start, close + 1), replaced)
      }
    }
    return (nil, nil)
  }

  /// How a suggestion replaces text, when it is plain: a name written as it is
  /// (`'detail'`), or an element name (`<segue>`), holding nothing that would need
  /// escaping where it goes.
  static func plainReplacement(_ suggestion: Suggestion) -> (isName: Bool, isElement: Bool)? {
    let text = suggestion.replacement
    guard !text.isEmpty,
      !text.unicodeScalars.contains(where: {
        "\"'<>&\\".unicodeScalars.contains($0) || InvisibleCharacters.isInvisible($0)
      })
    else { return nil }
    if suggestion.display == "'\(text)'" { return (true, false) }
    if suggestion.display == "<\(text)>" { return (false, true) }
    return nil
  }

  static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
      || scalar == "-" || scalar == "." || scalar == ":"
  }
}
