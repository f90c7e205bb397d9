/// Reads declarations from tokens: types, extensions and their members, nested to any
/// depth. It parses the headers of declarations only; bodies of functions and
/// initializers of variables are skipped as balanced brackets, which is all that is needed
/// to find where each declaration ends.
struct SwiftDeclarationParser {
  let bytes: [UInt8]
  let tokens: [SwiftToken]
  var index = 0
  /// How many `#if` blocks enclose the current token.
  var conditionalDepth = 0
  var problems: [SwiftScanProblem] = []
  /// How many type bodies enclose the current token.
  var typeDepth = 0
  static let maximumTypeDepth = 128

  init(bytes: [UInt8], tokens: [SwiftToken]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// Keywords that introduce a declaration, and what they declare.
  static let introducers: [String: SwiftDeclaration.Kind] = [
    "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "actor": .actor,
    "extension": .extension, "func": .function, "init": .initializer, "deinit": .deinitializer,
    "subscript": .subscript, "var": .variable, "let": .constant, "typealias": .typealias,
    "case": .enumCase, "associatedtype": .associatedtype, "import": .import, "macro": .macro,
    "operator": .operatorDeclaration, "precedencegroup": .operatorDeclaration,
  ]

  /// Declaration modifiers (Swift's contextual keywords in that position).
  static let modifiers: Set<String> = [
    "override", "final", "public", "private", "fileprivate", "internal", "open", "package",
    "static", "class", "weak", "unowned", "lazy", "dynamic", "mutating", "nonmutating",
    "required", "convenience", "optional", "indirect", "nonisolated", "distributed", "prefix",
    "postfix", "infix", "consuming", "borrowing", "__consuming",
  ]

  // MARK: Tokens

  func text(_ token: SwiftToken) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func isPunctuation(_ offset: Int, _ character: Character) -> Bool {
    guard offset < tokens.count, tokens[offset].kind == .punctuation else { return false }
    return bytes[tokens[offset].range.lowerBound] == character.asciiValue
  }

  func isWord(_ offset: Int, _ word: String) -> Bool {
    offset < tokens.count && tokens[offset].kind == .identifier && text(tokens[offset]) == word
  }

  func isOperator(_ offset: Int, _ spelling: String) -> Bool {
    offset < tokens.count && tokens[offset].kind == .operator && text(tokens[offset]) == spelling
  }

  // MARK: Members

  /// Declarations up to the `}` that closes the enclosing body (`closing`), or to the end
  /// of the file.
  mutating func members(closing: Bool) -> [SwiftDeclaration] {
    var result: [SwiftDeclaration] = []
    while index < tokens.count {
      if isPunctuation(index, "}") {
        if closing { return result }
        problems.append(SwiftScanProblem("'}' closes nothing", at: tokens[index].range.lowerBound))
        index += 1
        continue
      }
      if directive() { continue }
      if let declaration = declaration() {
        result.append(declaration)
      } else {
        skipStatement()
      }
    }
    if closing, let last = tokens.last {
      problems.append(SwiftScanProblem("a body is not closed", at: last.range.upperBound))
    }
    return result
  }

  /// `#if`, `#elseif`, `#else`, `#endif` with their condition (the rest of the line).
  mutating func directive() -> Bool {
    guard index < tokens.count, tokens[index].kind == .pound else { return false }
    switch text(tokens[index]) {
    case "#if": conditionalDepth += 1
    case "#endif": conditionalDepth = max(0, conditionalDepth - 1)
    case "#else", "#elseif": break
    default: return false
    }
    index += 1
    while index < tokens.count, !tokens[index].startsLine { index += 1 }
    return true
  }

  /// True when the token at `offset` begins a declaration: attributes, modifiers, then an
  /// introducer.
  func startsDeclaration(_ offset: Int) -> Bool {
    var position = offset
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .attribute {
        position += 1
        if isPunctuation(position, "("), tokens[position].range.lowerBound == token.range.upperBound
        {
          position = matching(position) + 1
        }
        continue
      }
      guard token.kind == .identifier else { return false }
      let word = text(token)
      if word == "class" && !isModifierClass(position) { return true }
      if Self.modifiers.contains(word) {
        position += 1
        if isPunctuation(position, "("), tokens[position].range.lowerBound == token.range.upperBound
        {
          position = matching(position) + 1
        }
        continue
      }
      return Self.introducers[word] != nil
    }
    return false
  }

  /// `class` as a modifier (`class func`, `class override var`) rather than a class.
  func isModifierClass(_ offset: Int) -> Bool {
    let next = offset + 1
    guard next < tokens.count, tokens[next].kind == .identifier else { return false }
    let word = text(tokens[next])
    return word == "func" || word == "var" || word == "let" || word == "subscript"
      || (Self.modifiers.contains(word) && word != "class")
      || word == "typealias"
  }

  /// The index of the bracket that closes the one at `offset`, or the last token.
  func matching(_ offset: Int) -> Int {
    var stack: [UInt8] = []
    var position = offset
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .punctuation {
        let byte = bytes[token.range.lowerBound]
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(byte)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          stack.removeLast()
          if stack.isEmpty { return position }
        default: break
        }
      }
      position += 1
    }
    return tokens.count - 1
  }

  /// Moves past the bracket at `index` and everything to its match, reporting brackets
  /// that do not pair.
  mutating func skipGroup() {
    var stack: [(byte: UInt8, offset: Int)] = []
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      guard token.kind == .punctuation else { continue }
      let byte = bytes[token.range.lowerBound]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        stack.append((byte, token.range.lowerBound))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let opening: UInt8 =
          byte == UInt8(ascii: ")")
          ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        if stack.last?.byte != opening {
          problems.append(
            SwiftScanProblem(
              "'\(Character(Unicode.Scalar(byte)))' does not match its opening bracket",
              at: token.range.lowerBound))
          if byte == UInt8(ascii: "}") {
            index -= 1
            return
          }
          continue
        }
        stack.removeLast()
        if stack.isEmpty { return }
      default: break
      }
    }
    if let open = stack.first {
      problems.append(SwiftScanProblem("a bracket is not closed", at: open.offset))
    }
  }

  /// True when the declaration being read ends before the token at `index`.
  func atDeclarationEnd() -> Bool {
    guard index < tokens.count else { return true }
    if isPunctuation(index, ";") || isPunctuation(index, "}") { return true }
    let token = tokens[index]
    if token.startsLine {
      if token.kind == .pound {
        return ["#if", "#else", "#elseif", "#endif"].contains(text(token))
      }
      return startsDeclaration(index)
    }
    return false
  }

  /// Moves to the end of the current declaration or statement, skipping bracketed
  /// groups whole; always moves at least one token.
  mutating func skipStatement() {
    let start = index
    repeat {
      if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
        skipGroup()
      } else if isPunctuation(index, ")") || isPunctuation(index, "]") {
        problems.append(
          SwiftScanProblem("a bracket closes nothing", at: tokens[index].range.lowerBound))
        index += 1
      } else if isPunctuation(index, "}") {
        break
      } else {
        index += 1
      }
    } while !atDeclarationEnd()
    if isPunctuation(index, ";") { index += 1 }
    if index == start { index += 1 }
  }

  // MARK: Declarations

  /// The declaration at `index`, or nil (and `index` unchanged) when none starts there.
  mutating func declaration() -> SwiftDeclaration? {
    guard startsDeclaration(index) else { return nil }
    let start = index
    let isConditional = conditionalDepth > 0
    var attributes: [SwiftDeclaration.Attribute] = []
    var modifiers: [SwiftDeclaration.Modifier] = []
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .attribute {
        index += 1
        var arguments: String?
        var end = token.range.upperBound
        if isPunctuation(index, "("), tokens[index].range.lowerBound == token.range.upperBound {
          let close = matching(index)
          if close > index {
            arguments = text(tokens[index].range.upperBound..<tokens[close].range.lowerBound)
          }
          end = tokens[close].range.upperBound
          index = close + 1
        }
        attributes.append(
          .init(
            name: String(text(token).dropFirst()), arguments: arguments,
            range: token.range.lowerBound..<end))
        continue
      }
      let word = text(token)
      if Self.modifiers.contains(word) && (word != "class" || isModifierClass(index)) {
        index += 1
        var end = token.range.upperBound
        if isPunctuation(index, "("), tokens[index].range.lowerBound == token.range.upperBound {
          let close = matching(index)
          end = tokens[close].range.upperBound
          index = close + 1
        }
        modifiers.append(.init(name: word, range: token.range.lowerBound..<end))
        continue
      }
      break
    }
    guard index < tokens.count, let kind = Self.introducers[text(tokens[index])] else {
      index = start
      return nil
    }
    let keyword = tokens[index]
    index += 1
    var declaration = SwiftDeclaration(
      kind: kind, name: "", nameRange: keyword.range.upperBound..<keyword.range.upperBound,
      keywordRange: keyword.range, attributes: attributes, modifiers: modifiers,
      inheritance: [], parameters: [], typeAnnotation: nil, bodyRange: nil, bodyTokens: nil,
      range: tokens[start].range.lowerBound..<keyword.range.upperBound,
      isConditional: isConditional, members: [])
    switch kind {
    case .class, .struct, .enum, .protocol, .actor, .extension:
      typeDeclaration(&declaration)
    case .function, .initializer, .subscript, .deinitializer:
      functionDeclaration(&declaration)
    case .variable, .constant:
      variableDeclaration(&declaration)
    default:
      if index < tokens.count, tokens[index].kind == .identifier, !atDeclarationEnd() {
        declaration.name = text(tokens[index])
        declaration.nameRange = tokens[index].range
      }
      skipRest()
    }
    let last = max(start, index - 1)
    declaration.range = tokens[start].range.lowerBound..<tokens[last].range.upperBound
    if isPunctuation(index, ";") { index += 1 }
    return declaration
  }

  /// Skips to the end of the declaration (an initializer, an enum case's values).
  mutating func skipRest() {
    while !atDeclarationEnd() {
      if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
        skipGroup()
      } else {
        index += 1
      }
    }
  }

  /// `<…>` of generic parameters or arguments, when one starts at `index`.
  mutating func skipAngles() {
    guard index < tokens.count, tokens[index].kind == .operator, text(tokens[index]).first == "<"
    else { return }
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .operator {
        let spelling = Array(text(token))
        for (offset, character) in spelling.enumerated() {
          if character == "<" { depth += 1 }
          if character == ">" && (offset == 0 || spelling[offset - 1] != "-") { depth -= 1 }
        }
        index += 1
        if depth <= 0 { return }
      } else if token.kind == .punctuation, isPunctuation(index, "(") || isPunctuation(index, "[") {
        skipGroup()
      } else if isPunctuation(index, "{") || isPunctuation(index, "}") {
        return
      } else {
        index += 1
      }
    }
  }

  mutating func typeDeclaration(_ declaration: inout SwiftDeclaration) {
    // The name: for an extension, a dotted path.
    if index < tokens.count, tokens[index].kind == .identifier {
      var nameEnd = tokens[index].range.upperBound
      let nameStart = tokens[index].range.lowerBound
      index += 1
      if declaration.kind == .extension {
        while isPunctuation(index, "."), index + 1 < tokens.count,
          tokens[index + 1].kind == .identifier
        {
          nameEnd = tokens[index + 1].range.upperBound
          index += 2
        }
      }
      declaration.nameRange = nameStart..<nameEnd
      declaration.name = text(nameStart..<nameEnd).unquoted
    }
    skipAngles()
    if isPunctuation(index, ":") {
      index += 1
      var itemStart: Int?
      var itemEnd = index
      func finish(_ parser: inout SwiftDeclarationParser) {
        guard let first = itemStart else { return }
        let range =
          parser.tokens[first].range.lowerBound..<parser.tokens[itemEnd - 1].range.upperBound
        declaration.inheritance.append(.init(text: parser.typeText(first..<itemEnd), range: range))
        itemStart = nil
      }
      while index < tokens.count, !isPunctuation(index, "{"), !isWord(index, "where"),
        !isPunctuation(index, "}")
      {
        if isPunctuation(index, ",") {
          finish(&self)
          index += 1
          continue
        }
        if itemStart == nil { itemStart = index }
        if isPunctuation(index, "(") || isPunctuation(index, "[") {
          skipGroup()
        } else if tokens[index].kind == .operator, text(tokens[index]).first == "<" {
          skipAngles()
        } else {
          index += 1
        }
        itemEnd = index
      }
      finish(&self)
    }
    while index < tokens.count, !isPunctuation(index, "{"), !isPunctuation(index, "}") {
      if isPunctuation(index, "(") || isPunctuation(index, "[") { skipGroup() } else { index += 1 }
    }
    guard isPunctuation(index, "{") else {
      problems.append(
        SwiftScanProblem(
          "the \(declaration.kind.rawValue) \(declaration.name) has no body",
          at: declaration.keywordRange.lowerBound))
      return
    }
    let open = index
    guard typeDepth < Self.maximumTypeDepth else {
      // Deeper nesting is read as one group, not recursively: hostile input cannot
      // exhaust the stack.
      problems.append(
        SwiftScanProblem(
          "types are nested more than \(Self.maximumTypeDepth) deep",
          at: tokens[open].range.lowerBound))
      skipGroup()
      declaration.bodyRange = tokens[open].range.lowerBound..<tokens[index - 1].range.upperBound
      return
    }
    index += 1
    typeDepth += 1
    declaration.members = members(closing: true)
    typeDepth -= 1
    if isPunctuation(index, "}") {
      declaration.bodyRange = tokens[open].range.lowerBound..<tokens[index].range.upperBound
      declaration.bodyTokens = open + 1..<index
      index += 1
    }
  }

  mutating func functionDeclaration(_ declaration: inout SwiftDeclaration) {
    if declaration.kind == .function, index < tokens.count,
      tokens[index].kind == .identifier || tokens[index].kind == .operator
    {
      declaration.name = text(tokens[index]).unquoted
      declaration.nameRange = tokens[index].range
      index += 1
    } else {
      declaration.name = text(declaration.keywordRange)
      declaration.nameRange = declaration.keywordRange
      // init? and init!
      if declaration.kind == .initializer, index < tokens.count, tokens[index].kind == .operator,
        tokens[index].range.lowerBound == declaration.keywordRange.upperBound
      {
        index += 1
      }
    }
    skipAngles()
    if isPunctuation(index, "(") {
      let close = matching(index)
      declaration.parameters = parameters(index + 1..<max(close, index + 1))
      if close < tokens.count {
        declaration.parameterListRange =
          tokens[index].range.lowerBound..<tokens[close].range.upperBound
      }
      index = close + 1
    }
    // Effects, the result type and a where clause, up to the body if there is one.
    while !atDeclarationEnd(), !isPunctuation(index, "{") {
      if isPunctuation(index, "(") || isPunctuation(index, "[") { skipGroup() } else { index += 1 }
    }
    if isPunctuation(index, "{") {
      let open = index
      skipGroup()
      let close = index - 1
      declaration.bodyRange = tokens[open].range.lowerBound..<tokens[close].range.upperBound
      declaration.bodyTokens = open + 1..<close
    }
  }

  mutating func variableDeclaration(_ declaration: inout SwiftDeclaration) {
    if index < tokens.count, tokens[index].kind == .identifier {
      declaration.name = text(tokens[index]).unquoted
      declaration.nameRange = tokens[index].range
      index += 1
    } else if isPunctuation(index, "(") {
      skipGroup()
    }
    if isPunctuation(index, ":") {
      index += 1
      let typeStart = index
      while !atDeclarationEnd(), !isOperator(index, "="), !isPunctuation(index, "{"),
        !isPunctuation(index, ",")
      {
        if isPunctuation(index, "(") || isPunctuation(index, "[") {
          skipGroup()
        } else if tokens[index].kind == .operator, text(tokens[index]).first == "<" {
          skipAngles()
        } else {
          index += 1
        }
      }
      if index > typeStart { declaration.typeAnnotation = typeText(typeStart..<index) }
    }
    if isPunctuation(index, "{") {
      let open = index
      skipGroup()
      declaration.bodyRange = tokens[open].range.lowerBound..<tokens[index - 1].range.upperBound
      declaration.bodyTokens = open + 1..<index - 1
    }
    skipRest()
  }
}

extension String {
  /// A name without the backquotes that let it be a keyword (`` `default` `` → `default`).
  var unquoted: String { String(filter { $0 != "`" }) }
}
