/// What Swift accepts as a name, so that nothing from a flow can break (or inject into)
/// the generated code.
public enum SwiftNames {
  /// Words that cannot name a declaration without backticks.
  public static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
    "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
    "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
    "some", "any",
  ]

  /// Whether a name is one of `keywords`. Every keyword is at most 15 letters (or `_`)
  /// with only the first one ever upper-case, so most names (`showDetail`, `UILabel`,
  /// `list0`) are ruled out by their bytes before any hashing: this runs for every name
  /// in a flow.
  public static func isKeyword(_ name: String) -> Bool {
    withBytes(of: name) { couldBeKeyword($0[...]) } && keywords.contains(name)
  }

  /// At most 15 bytes, every one after the first a lower-case ASCII letter or `_`: the
  /// shape every keyword has, told without hashing.
  static func couldBeKeyword(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard bytes.count <= 15 else { return false }
    return bytes.dropFirst().allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
  }

  /// A letter or `_`, then ASCII letters, digits or `_`.
  public static func isIdentifierShaped(_ name: String) -> Bool {
    withBytes(of: name) { isIdentifierShaped($0[...]) }
  }

  static func isIdentifierShaped(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_") else {
      return false
    }
    return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
  }

  /// `body` on the name's UTF-8 bytes in place: `withUTF8` would need a mutable copy of
  /// the string, which costs a reference count on every call (and these run for every name
  /// of a flow, several times).
  @inline(__always)
  static func withBytes<Answer>(
    of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Answer
  ) -> Answer {
    if let answer = name.utf8.withContiguousStorageIfAvailable(body) { return answer }
    var copy = name
    return copy.withUTF8(body)
  }

  /// `isIdentifier` of the name these bytes spell, for a name read as bytes: a string is
  /// made only for a name that could be a keyword.
  static func isIdentifier(bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    isIdentifierShaped(bytes)
      && !(couldBeKeyword(bytes) && keywords.contains(String(decoding: bytes, as: UTF8.self)))
  }

  public static func isIdentifier(_ name: String) -> Bool {
    isIdentifierShaped(name) && !isKeyword(name)
  }

  /// A type as a flow may write it: dotted identifiers (`MyKit.BadgeView`), optionally
  /// with generic arguments, array/dictionary sugar and optionals (`[String: Int]?`).
  public static func isTypeName(_ text: String) -> Bool {
    // The common case, a plain identifier (`UILabel`), needs no parser.
    if isIdentifier(text) { return true }
    var parser = TypeNameParser(Array(text.utf8))
    return parser.parseType() && parser.isAtEnd()
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  /// `ShowDetail` → `showDetail`; a leading acronym is lowered whole, as Swift's API
  /// guidelines do (`URLSession` → `urlSession`, `GET` → `get`).
  public static func lowerCamel(_ name: String) -> String {
    if let lowered = lowerCamelASCII(name) { return lowered }
    let characters = Array(name)
    var upper = 0
    while upper < characters.count && characters[upper].isUppercase { upper += 1 }
    guard upper > 0 else { return name }
    if upper == characters.count { return name.lowercased() }
    // `URLSession`: the last capital starts the next word, unless a digit or `_` follows.
    let lowered = upper > 1 && characters[upper].isLetter ? upper - 1 : upper
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// `lowerCamel` of a name that is all ASCII (nearly every one), read as bytes: reading
  /// it as `Character`s cost more than the rest of a scene's names together. Nil for any
  /// other name.
  static func lowerCamelASCII(_ name: String) -> String? {
    var bytes = Array(name.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    func isUppercase(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
    var upper = 0
    while upper < bytes.count && isUppercase(bytes[upper]) { upper += 1 }
    guard upper > 0 else { return name }
    // `URLSession`: the last capital starts the next word, unless a digit or `_` follows.
    let lowered = upper < bytes.count && upper > 1 && isLetter(bytes[upper]) ? upper - 1 : upper
    for index in 0..<lowered { bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The runs of ASCII letters and digits in free text (`Show Home!` → `Show`, `Home`),
  /// from which names are made for things a user named in words.
  public static func words(in text: String) -> [String] {
    // On the UTF-8 bytes: a word is ASCII, and every byte of a non-ASCII scalar separates,
    // so each word starts and ends on a scalar boundary. Importing a storyboard names every
    // scene, segue and outlet through here.
    var words: [String] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      if !(isLetter(bytes[index]) || isDigit(bytes[index])) {
        if start != index { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if start != index { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
    return words
  }

  /// `master` → `Master`.
  public static func upperCamel(_ name: String) -> String {
    guard let first = name.utf8.first else { return name }
    // An ASCII letter, as nearly every name starts, without Unicode case mapping.
    if (0x61...0x7A).contains(first) {
      var bytes = Array(name.utf8)
      bytes[0] -= 0x20
      return String(decoding: bytes, as: UTF8.self)
    }
    if first < 0x80 { return name }
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}

/// A recursive-descent reader of the small type grammar above, with a depth limit so
/// that hostile input cannot exhaust the stack.
private struct TypeNameParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func isAtEnd() -> Bool {
    skipSpaces()
    return index == bytes.count
  }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipSpaces() {
    while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
  }

  mutating func consume(_ byte: Character) -> Bool {
    skipSpaces()
    if peek() == byte.asciiValue { index += 1; return true }
    return false
  }

  mutating func parseType() -> Bool {
    depth += 1
    defer { depth -= 1 }
    guard depth < 32 else { return false }
    skipSpaces()
    if consume("[") {
      guard parseType() else { return false }
      if consume(":") { guard parseType() else { return false } }
      guard consume("]") else { return false }
    } else {
      guard parseDottedName() else { return false }
    }
    while consume("?") || consume("!") {}
    return true
  }

  mutating func parseDottedName() -> Bool {
    repeat {
      guard parseIdentifier() else { return false }
      if consume("<") {
        repeat { guard parseType() else { return false } } while consume(",")
        guard consume(">") else { return false }
      }
    } while consume(".")
    return true
  }

  mutating func parseIdentifier() -> Bool {
    skipSpaces()
    let start = index
    while index < bytes.count,
      SwiftNames.isLetter(bytes[index]) || SwiftNames.isDigit(bytes[index])
        || bytes[index] == UInt8(ascii: "_")
    {
      index += 1
    }
    guard index > start else { return false }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    return SwiftNames.isIdentifierShaped(name) && !SwiftNames.keywords.contains(name)
      || name == "Any" || name == "Self"
  }
}
