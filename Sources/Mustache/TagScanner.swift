/// Splits template source into text and tags, following set-delimiter tags as it goes.
///
/// The scanner validates what a single tag can tell: that it is closed, that its name is
/// well formed and that set-delimiter tags are valid. Structure (matching sections) is
/// checked by `TemplateParser`.
struct TagScanner {
  /// Longer delimiters are refused so that searching for them stays cheap.
  static let maximumDelimiterLength = 32

  private let source: [UInt8]
  private let path: String
  private var locator: SourceLocator
  private var openDelimiter: [UInt8] = Array("{{".utf8)
  private var closeDelimiter: [UInt8] = Array("}}".utf8)

  init(source: [UInt8], path: String) {
    self.source = source
    self.path = path
    self.locator = SourceLocator(source: source)
  }

  mutating func scan() throws(TemplateError) -> [TemplateToken] {
    var tokens: [TemplateToken] = []
    var position = 0
    while position < source.count {
      guard let tagStart = find(openDelimiter, from: position) else { break }
      if tagStart > position {
        tokens.append(textToken(position..<tagStart))
      }
      let location = locator.location(of: tagStart)
      let token = try scanTag(at: tagStart, location: location)
      tokens.append(token)
      position = token.range.upperBound
    }
    if position < source.count {
      tokens.append(textToken(position..<source.count))
    }
    return tokens
  }

  private func textToken(_ range: Range<Int>) -> TemplateToken {
    TemplateToken(
      kind: .text, range: range, name: "", location: SourceLocation(line: 0, column: 0),
      variableName: nil, reference: nil)
  }

  private func error(_ message: String, at location: SourceLocation) -> TemplateError {
    TemplateError(path: path, location: location, message: message)
  }

  /// Scans the tag whose opening delimiter starts at `tagStart`.
  private mutating func scanTag(at tagStart: Int, location: SourceLocation) throws(TemplateError)
    -> TemplateToken
  {
    let contentStart = tagStart + openDelimiter.count
    let closeText = String(decoding: closeDelimiter, as: UTF8.self)
    guard contentStart < source.count else {
      throw error(
        "unclosed tag: expected '\(closeText)' before the end of the template", at: location)
    }
    switch source[contentStart] {
    case UInt8(ascii: "{"):
      let terminator = [UInt8(ascii: "}")] + closeDelimiter
      guard let end = find(terminator, from: contentStart + 1) else {
        throw error(
          "unclosed tag: expected '}\(closeText)' before the end of the template", at: location)
      }
      let name = try variableName(contentStart + 1..<end, at: location)
      return tag(
        .variable(escaped: false), tagStart..<end + terminator.count, location,
        name: name.text, variableName: name.name)
    case UInt8(ascii: "="):
      let terminator = [UInt8(ascii: "=")] + closeDelimiter
      guard let end = find(terminator, from: contentStart + 1) else {
        throw error(
          "unclosed set-delimiter tag: expected '=\(closeText)' before the end of the template",
          at: location)
      }
      try setDelimiters(from: contentStart + 1..<end, at: location)
      return tag(.setDelimiters, tagStart..<end + terminator.count, location, name: "")
    default:
      break
    }
    guard let end = find(closeDelimiter, from: contentStart) else {
      throw error(
        "unclosed tag: expected '\(closeText)' before the end of the template", at: location)
    }
    guard end > contentStart else {
      throw error("empty tag name", at: location)
    }
    let range = tagStart..<end + closeDelimiter.count
    let sigil = source[contentStart]
    let afterSigil = contentStart + 1..<end
    switch sigil {
    case UInt8(ascii: "!"):
      return tag(.comment, range, location, name: "")
    case UInt8(ascii: "&"):
      let name = try variableName(afterSigil, at: location)
      return tag(
        .variable(escaped: false), range, location, name: name.text, variableName: name.name)
    case UInt8(ascii: "#"), UInt8(ascii: "^"):
      let name = try variableName(afterSigil, at: location)
      let kind: TemplateToken.Kind = sigil == UInt8(ascii: "#") ? .sectionOpen : .invertedOpen
      return tag(kind, range, location, name: name.text, variableName: name.name)
    case UInt8(ascii: "/"):
      let name = try closingName(afterSigil, at: location)
      return tag(.close, range, location, name: name)
    case UInt8(ascii: ">"), UInt8(ascii: "<"):
      let reference = try templateReference(afterSigil, at: location)
      let kind: TemplateToken.Kind = sigil == UInt8(ascii: ">") ? .partial : .parentOpen
      return tag(kind, range, location, name: reference.text, reference: reference.reference)
    case UInt8(ascii: "$"):
      let name = try plainName(afterSigil, at: location)
      return tag(.blockOpen, range, location, name: name)
    default:
      let name = try variableName(contentStart..<end, at: location)
      return tag(
        .variable(escaped: true), range, location, name: name.text, variableName: name.name)
    }
  }

  private func tag(
    _ kind: TemplateToken.Kind, _ range: Range<Int>, _ location: SourceLocation, name: String,
    variableName: VariableName? = nil, reference: TemplateReference? = nil
  ) -> TemplateToken {
    TemplateToken(
      kind: kind, range: range, name: name, location: location, variableName: variableName,
      reference: reference)
  }

  // MARK: Names

  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isWhitespace(source[lower]) { lower += 1 }
    while upper > lower, isWhitespace(source[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// A non-empty name without whitespace.
  private func plainName(_ range: Range<Int>, at location: SourceLocation) throws(TemplateError)
    -> String
  {
    let range = trimmed(range)
    guard !range.isEmpty else {
      throw error("empty tag name", at: location)
    }
    let text = String(decoding: source[range], as: UTF8.self)
    if source[range].contains(where: isWhitespace) {
      throw error("invalid tag name '\(text)': names cannot contain whitespace", at: location)
    }
    return text
  }

  /// `.` or a dotted path of non-empty components.
  private func variableName(_ range: Range<Int>, at location: SourceLocation) throws(TemplateError)
    -> (text: String, name: VariableName)
  {
    let text = try plainName(range, at: location)
    if text == "." {
      return (text, VariableName(parts: []))
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.contains(where: \.isEmpty) {
      throw error("invalid name '\(text)': empty component in a dotted name", at: location)
    }
    return (text, VariableName(parts: parts))
  }

  /// The name of a partial or parent: a template name, or `*` and a context name.
  private func templateReference(_ range: Range<Int>, at location: SourceLocation)
    throws(TemplateError) -> (text: String, reference: TemplateReference)
  {
    let range = trimmed(range)
    if let first = range.first, source[first] == UInt8(ascii: "*") {
      let name = try variableName(first + 1..<range.upperBound, at: location)
      return ("*" + name.text, .dynamic(name.name))
    }
    let name = try plainName(range, at: location)
    return (name, .fixed(name))
  }

  /// The name in a closing tag, normalised like the names of opening tags.
  private func closingName(_ range: Range<Int>, at location: SourceLocation) throws(TemplateError)
    -> String
  {
    let range = trimmed(range)
    if let first = range.first, source[first] == UInt8(ascii: "*") {
      return "*" + (try plainName(first + 1..<range.upperBound, at: location))
    }
    return try plainName(range, at: location)
  }

  // MARK: Delimiters

  private mutating func setDelimiters(from range: Range<Int>, at location: SourceLocation)
    throws(TemplateError)
  {
    let content = trimmed(range)
    let text = String(decoding: source[range], as: UTF8.self)
    let problem =
      "invalid set-delimiter tag '=\(text)=': expected two delimiters separated by whitespace, such as {{=<% %>=}}"
    guard let gap = source[content].firstIndex(where: isWhitespace) else {
      throw error(problem, at: location)
    }
    let openRange = content.lowerBound..<gap
    let closeRange = trimmed(gap..<content.upperBound)
    guard !openRange.isEmpty, !closeRange.isEmpty,
      !source[closeRange].contains(where: isWhitespace)
    else {
      throw error(problem, at: location)
    }
    let newOpen = Array(source[openRange])
    let newClose = Array(source[closeRange])
    if newOpen.contains(UInt8(ascii: "=")) || newClose.contains(UInt8(ascii: "=")) {
      throw error(
        "invalid set-delimiter tag '=\(text)=': delimiters cannot contain '='", at: location)
    }
    if newOpen.count > Self.maximumDelimiterLength || newClose.count > Self.maximumDelimiterLength {
      throw error(
        "invalid set-delimiter tag '=\(text)=': delimiters are limited to \(Self.maximumDelimiterLength) bytes",
        at: location)
    }
    openDelimiter = newOpen
    closeDelimiter = newClose
  }

  // MARK: Searching

  /// The offset of the first occurrence of `needle` at or after `start`.
  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, start + needle.count <= source.count else { return nil }
    let last = source.count - needle.count
    var index = start
    while index <= last {
      if source[index] == first {
        var matched = 1
        while matched < needle.count, source[index + matched] == needle[matched] {
          matched += 1
        }
        if matched == needle.count {
          return index
        }
      }
      index += 1
    }
    return nil
  }
}

/// Whitespace inside tags: spaces, tabs and line breaks.
func isWhitespace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
}
