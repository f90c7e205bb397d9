/// Splits Swift source into the tokens the declaration scanner reads.
///
/// It knows exactly the parts of Swift's lexical grammar that can hide a brace, a quote or
/// a declaration keyword: line comments, nested block comments, string literals (single
/// and multi-line, raw with any number of `#`, with interpolations that hold strings and
/// parentheses of their own), extended regex literals (`#/…/#`) and backquoted names.
/// Everything else is a name, a number, punctuation or an operator run. Bare `/…/`
/// regex literals are read as operators: they cannot be told from division without
/// parsing expressions, and the scanner never looks inside expressions.
public struct SwiftLexer {
  let bytes: [UInt8]
  var position = 0
  var lineStarted = true
  public private(set) var tokens: [SwiftToken] = []
  /// The byte ranges of every comment, in order.
  public private(set) var comments: [Range<Int>] = []
  public private(set) var problems: [SwiftScanProblem] = []
  /// How many string interpolations enclose the lexer's text.
  var interpolationDepth = 0
  static let maximumInterpolationDepth = 32

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Lexes the whole of `bytes`.
  public static func lex(_ bytes: [UInt8]) -> SwiftLexer {
    var lexer = SwiftLexer(bytes: bytes)
    lexer.run()
    return lexer
  }

  mutating func run() {
    // A byte-order mark is not a token.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    while position < bytes.count { lexOne() }
  }

  /// Lexes one token, or skips one whitespace byte or one comment.
  mutating func lexOne() {
    let byte = bytes[position]
    switch byte {
    case 0x0A, 0x0D:
      lineStarted = true
      position += 1
    case 0x20, 0x09, 0x0B, 0x0C, 0x00:
      position += 1
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      let start = position
      while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
        position += 1
      }
      comments.append(start..<position)
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      blockComment()
    case UInt8(ascii: "\""):
      let start = position
      let value = stringLiteral(hashes: 0)
      emit(.string(value: value), from: start)
    case UInt8(ascii: "#"):
      pound()
    case UInt8(ascii: "@"):
      let start = position
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "`") {
        backquoted()
      } else {
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
      }
      emit(.attribute, from: start)
    case UInt8(ascii: "`"):
      let start = position
      backquoted()
      emit(.identifier, from: start)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = position
      number()
      emit(.number, from: start)
    case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"):
      let start = position
      position += 1
      emit(.punctuation, from: start)
    case UInt8(ascii: "."):
      let start = position
      if peek(1) == UInt8(ascii: ".") {
        while position < bytes.count, Self.isOperatorByte(bytes[position]) { position += 1 }
        emit(.operator, from: start)
      } else {
        position += 1
        emit(.punctuation, from: start)
      }
    default:
      let start = position
      if Self.isOperatorByte(byte) {
        while position < bytes.count, Self.isOperatorByte(bytes[position]),
          bytes[position] != UInt8(ascii: "."),
          !(bytes[position] == UInt8(ascii: "/")
            && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
        {
          position += 1
        }
        emit(.operator, from: start)
      } else {
        // A name; any byte of a multi-byte UTF-8 character belongs to one.
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        if position == start { position += 1 }
        emit(.identifier, from: start)
      }
    }
  }

  func peek(_ distance: Int) -> UInt8? {
    position + distance < bytes.count ? bytes[position + distance] : nil
  }

  mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
    tokens.append(SwiftToken(kind: kind, range: start..<position, startsLine: lineStarted))
    lineStarted = false
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default: byte >= 0x80
    }
  }

  static func isOperatorByte(_ byte: UInt8) -> Bool {
    "/=-+!*%<>&|^~?.".utf8.contains(byte)
  }

  /// `/* … */`, nested as Swift nests them.
  mutating func blockComment() {
    let start = position
    var depth = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 {
          comments.append(start..<position)
          return
        }
      } else {
        position += 1
      }
    }
    comments.append(start..<position)
    problems.append(SwiftScanProblem("unterminated block comment", at: start))
  }

  mutating func backquoted() {
    let start = position
    position += 1
    while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A {
      position += 1
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "`") {
      position += 1
    } else {
      problems.append(SwiftScanProblem("unterminated backquoted name", at: start))
    }
  }

  mutating func number() {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isIdentifierByte(byte) && byte < 0x80 {
        position += 1
      } else if byte == UInt8(ascii: "."), let next = peek(1),
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
      {
        position += 1
      } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"),
        exponentSign(at: position, numberStart: start)
      {
        position += 1
      } else {
        return
      }
    }
  }

  /// A sign right after a decimal exponent (`1e-3`) or a hexadecimal one (`0x1p-3`).
  func exponentSign(at offset: Int, numberStart: Int) -> Bool {
    let previous = bytes[offset - 1]
    let isHex = bytes[numberStart...].starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")])
    return isHex ? "pP".utf8.contains(previous) : "eE".utf8.contains(previous)
  }

  /// `#` starts a raw string (`#"…"#`), an extended regex (`#/…/#`), or a directive or
  /// pound keyword (`#if`, `#selector`).
  mutating func pound() {
    let start = position
    var hashes = 0
    while position < bytes.count, bytes[position] == UInt8(ascii: "#") {
      hashes += 1
      position += 1
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
      let value = stringLiteral(hashes: hashes)
      emit(.string(value: value), from: start)
      return
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
      regexLiteral(hashes: hashes, start: start)
      emit(.regex, from: start)
      return
    }
    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
    emit(.pound, from: start)
  }

  /// `#/…/#`, with as many `#` on each side; it may span lines only when the opening
  /// delimiter ends its line.
  mutating func regexLiteral(hashes: Int, start: Int) {
    position += 1
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if bytes[position] == UInt8(ascii: "/"), closes(hashes: hashes, after: position + 1) {
        position += 1 + hashes
        return
      }
      position += 1
    }
    position = bytes.count
    problems.append(SwiftScanProblem("unterminated regex literal", at: start))
  }

  /// True when `hashes` `#` follow `offset`.
  func closes(hashes: Int, after offset: Int) -> Bool {
    guard offset + hashes <= bytes.count else { return false }
    return bytes[offset..<offset + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  /// A string literal starting at the opening quote (after any `#`): single-line or, with
  /// `"""`, multi-line; escapes and interpolations are introduced by `\` and `hashes` `#`.
  /// Returns the literal's value when it has no interpolation and is single-line.
  mutating func stringLiteral(hashes: Int) -> String? {
    let start = position
    let multiLine =
      peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += multiLine ? 3 : 1
    var value: [UInt8]? = multiLine ? nil : []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        if multiLine {
          if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
            closes(hashes: hashes, after: position + 3)
          {
            position += 3 + hashes
            return nil
          }
        } else if closes(hashes: hashes, after: position + 1) {
          position += 1 + hashes
          return value.map { String(decoding: $0, as: UTF8.self) }
        }
        value?.append(byte)
        position += 1
        continue
      }
      if !multiLine, byte == 0x0A || byte == 0x0D {
        problems.append(SwiftScanProblem("unterminated string literal", at: start))
        return nil
      }
      if byte == UInt8(ascii: "\\"), closes(hashes: hashes, after: position + 1) {
        position += 1 + hashes
        guard position < bytes.count else { break }
        let escaped = bytes[position]
        if escaped == UInt8(ascii: "(") {
          interpolation()
          value = nil
          continue
        }
        position += 1
        switch escaped {
        case UInt8(ascii: "n"): value?.append(0x0A)
        case UInt8(ascii: "t"): value?.append(0x09)
        case UInt8(ascii: "r"): value?.append(0x0D)
        case UInt8(ascii: "0"): value?.append(0x00)
        case UInt8(ascii: "u"):
          // \u{…}
          var hex: [UInt8] = []
          if position < bytes.count, bytes[position] == UInt8(ascii: "{") {
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "}"),
              bytes[position] != 0x0A
            {
              hex.append(bytes[position])
              position += 1
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1 }
          }
          if let code = UInt32(String(decoding: hex, as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
          {
            value?.append(contentsOf: Array(String(Character(scalar)).utf8))
          } else {
            value = nil
          }
        case 0x0A, 0x0D, 0x20, 0x09:
          // A line continuation in a multi-line literal.
          value = nil
        default:
          value?.append(escaped)
        }
        continue
      }
      value?.append(byte)
      position += 1
    }
    position = bytes.count
    problems.append(SwiftScanProblem("unterminated string literal", at: start))
    return nil
  }

  /// `\(…)` inside a string: Swift code up to the matching parenthesis, which may hold
  /// strings, comments and parentheses of its own. Its tokens are not the file's.
  mutating func interpolation() {
    let start = position
    guard interpolationDepth < Self.maximumInterpolationDepth else {
      // Each level is read by a lexer of its own: hostile input cannot exhaust the stack.
      problems.append(
        SwiftScanProblem(
          "string interpolations are nested more than \(Self.maximumInterpolationDepth) deep",
          at: start))
      position = bytes.count
      return
    }
    var inner = SwiftLexer(bytes: bytes)
    inner.interpolationDepth = interpolationDepth + 1
    inner.position = position + 1
    var depth = 1
    while inner.position < bytes.count {
      let before = inner.tokens.count
      inner.lexOne()
      guard inner.tokens.count > before, let token = inner.tokens.last,
        token.kind == .punctuation
      else { continue }
      let byte = bytes[token.range.lowerBound]
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          position = inner.position
          problems += inner.problems
          return
        }
      }
    }
    position = bytes.count
    problems += inner.problems
    problems.append(SwiftScanProblem("unterminated string interpolation", at: start))
  }
}
