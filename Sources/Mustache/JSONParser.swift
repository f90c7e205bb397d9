/// A small recursive-descent JSON parser producing `MustacheValue`.
///
/// Nesting is limited (`maximumDepth`) so hostile input cannot exhaust the stack.
struct JSONParser {
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var position = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(MustacheValue.JSONError) -> MustacheValue {
    // Skip a UTF-8 byte order mark.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
    }
    skipWhitespace()
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected data after the top-level value")
    }
    return value
  }

  private func error(_ message: String) -> MustacheValue.JSONError {
    MustacheValue.JSONError(offset: position, message: message)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(MustacheValue.JSONError) -> MustacheValue {
    guard position < bytes.count else { throw error("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["):
      return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    default:
      throw error("unexpected character")
    }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(MustacheValue.JSONError) {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error("unexpected end of input") }
    let start = literal.utf8Start
    for offset in 0..<count where bytes[position + offset] != start[offset] {
      throw error("invalid literal")
    }
    position += count
  }

  private mutating func parseObject(depth: Int) throws(MustacheValue.JSONError) -> MustacheValue {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth)")
    }
    position += 1  // {
    var members: [String: MustacheValue] = [:]
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a string key")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after an object key")
      }
      position += 1
      skipWhitespace()
      members[key] = try parseValue(depth: depth)
      skipWhitespace()
      guard position < bytes.count else { throw error("unterminated object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(MustacheValue.JSONError) -> MustacheValue {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth)")
    }
    position += 1  // [
    var items: [MustacheValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue(depth: depth))
      skipWhitespace()
      guard position < bytes.count else { throw error("unterminated array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseNumber() throws(MustacheValue.JSONError) -> MustacheValue {
    let start = position
    var isInteger = true
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      isInteger = false
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let integer = Int(text) {
      return .int(integer)
    }
    guard let double = Double(text) else { throw error("invalid number") }
    return .double(double)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A string literal. What JSON leaves to the reader is refused rather than repaired:
  /// bytes that are not UTF-8 (overlong forms, encoded surrogates, truncated sequences)
  /// and `\u` escapes that are not a scalar (a lone surrogate, a low one before a high
  /// one) are errors at their offset.
  private mutating func parseString() throws(MustacheValue.JSONError) -> String {
    position += 1  // opening quote
    let start = position
    // Fast path: no escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let result = String(decoding: bytes[start..<position], as: UTF8.self)
        position += 1
        return result
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character in string") }
      position += byte < 0x80 ? 1 : try utf8Width()
    }
    var buffer = [UInt8](bytes[start..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      default:
        if byte < 0x20 { throw error("control character in string") }
        let width = byte < 0x80 ? 1 : try utf8Width()
        buffer.append(contentsOf: bytes[position..<position + width])
        position += width
      }
    }
    throw error("unterminated string")
  }

  /// The length of the UTF-8 sequence at `position`, which must be a valid one (the
  /// standard library's decoder rejects overlong forms, surrogates and truncations).
  private func utf8Width() throws(MustacheValue.JSONError) -> Int {
    var iterator = bytes[position..<min(bytes.count, position + 4)].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      throw error("bytes that are not UTF-8 in string")
    }
    return UTF8.width(scalar)
  }

  /// One escape, from its backslash; a high surrogate takes the low one that must follow.
  /// Errors are reported at the backslash.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(MustacheValue.JSONError) {
    let escapeStart = position
    position += 1
    guard position < bytes.count else { throw error("unterminated string") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalarValue = try parseHex4(escapeStart: escapeStart)
      if (0xDC00..<0xE000).contains(scalarValue) {
        position = escapeStart
        throw error("lone low surrogate in \\u escape")
      }
      if (0xD800..<0xDC00).contains(scalarValue) {
        // A high surrogate must be followed by an escaped low surrogate.
        let lowStart = position
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else {
          position = escapeStart
          throw error("lone high surrogate in \\u escape")
        }
        position += 2
        let low = try parseHex4(escapeStart: lowStart)
        guard (0xDC00..<0xE000).contains(low) else {
          position = escapeStart
          throw error("lone high surrogate in \\u escape")
        }
        scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
      }
      // Surrogates are excluded above, so every remaining value is a scalar.
      let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
      buffer.append(contentsOf: String(Character(scalar)).utf8)
    default:
      position = escapeStart
      throw error("invalid escape sequence")
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(MustacheValue.JSONError) -> UInt32 {
    guard position + 4 <= bytes.count else {
      position = escapeStart
      throw error("invalid \\u escape")
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        position = escapeStart
        throw error("invalid \\u escape")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }
}
