/// Parameters and types: what an override must match, compared as text that does not
/// depend on how the app spaces it.
extension SwiftDeclarationParser {
  /// The parameters between a function's parentheses.
  func parameters(_ range: Range<Int>) -> [SwiftDeclaration.Parameter] {
    var result: [SwiftDeclaration.Parameter] = []
    var position = range.lowerBound
    while position < range.upperBound {
      var end = position
      while end < range.upperBound, !isPunctuation(end, ",") {
        if isPunctuation(end, "(") || isPunctuation(end, "[") || isPunctuation(end, "{") {
          end = matching(end) + 1
        } else {
          end += 1
        }
      }
      if let parameter = parameter(position..<min(end, range.upperBound)) {
        result.append(parameter)
      }
      position = end + 1
    }
    return result
  }

  func parameter(_ range: Range<Int>) -> SwiftDeclaration.Parameter? {
    var position = range.lowerBound
    while position < range.upperBound, tokens[position].kind == .attribute { position += 1 }
    guard position < range.upperBound, tokens[position].kind == .identifier else { return nil }
    let first = position
    var second: Int?
    if position + 1 < range.upperBound, tokens[position + 1].kind == .identifier {
      second = position + 1
      position += 2
    } else {
      position += 1
    }
    guard isPunctuation(position, ":") else { return nil }
    let typeStart = position + 1
    var typeEnd = typeStart
    while typeEnd < range.upperBound, !isOperator(typeEnd, "=") {
      if isPunctuation(typeEnd, "(") || isPunctuation(typeEnd, "[") {
        typeEnd = matching(typeEnd) + 1
      } else {
        typeEnd += 1
      }
    }
    guard typeEnd > typeStart else { return nil }
    let nameToken = tokens[second ?? first]
    let unquote = { (token: SwiftToken) in
      text(token).unquoted
    }
    return SwiftDeclaration.Parameter(
      label: unquote(tokens[first]), name: unquote(nameToken),
      type: typeText(typeStart..<min(typeEnd, range.upperBound)),
      range: tokens[first].range
        .lowerBound..<tokens[min(typeEnd, range.upperBound) - 1].range
        .upperBound,
      labelRange: second == nil ? nil : tokens[first].range, nameRange: nameToken.range,
      nameSpelling: text(nameToken))
  }

  /// A type as text: its tokens, with one space where words meet (or a word and a bracket:
  /// `inout [Int]`), after an attribute, around `->` and `&`,
  /// and after `,` and `:`, and nothing else: the same type however it is spaced.
  func typeText(_ range: Range<Int>) -> String {
    var out = ""
    var previous: SwiftToken?
    for position in range {
      let token = tokens[position]
      let spelling = text(token)
      if let before = previous {
        let beforeText = text(before)
        let gap = before.range.upperBound < token.range.lowerBound
        let words =
          before.kind == .identifier
          && (token.kind == .identifier || spelling == "(" || spelling == "[")
        let spaced = ["->", "&", "=", "throws"]
        if (gap && words) || before.kind == .attribute || spaced.contains(spelling)
          || spaced.contains(beforeText)
          || beforeText == "," || beforeText == ":"
        {
          out += " "
        }
      }
      out += spelling
      previous = token
    }
    return out
  }
}
