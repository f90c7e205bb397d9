/// A strict JSON (RFC 8259) reader that produces located `JSONNode`s. Small on purpose:
/// configs are small, and every error must say where it is.
public struct JSONReader {
  let source: SourceFile
  var cursor: LocationCursor
  var index = 0
  var depth = 0
  static let maximumDepth = 64

  public struct SyntaxError: Error {
    public var diagnostic: Diagnostic
  }

  public static func read(_ source: SourceFile) -> Result<JSONNode, Diagnostic> {
    var reader = JSONReader(source: source, cursor: LocationCursor(source: source))
    do {
      reader.skipSpace()
      let value = try reader.parseValue()
      reader.skipSpace()
      if reader.index < source.bytes.count {
        throw reader.error("unexpected text after the JSON value")
      }
      return .success(value)
    } catch let error as SyntaxError {
      return .failure(error.diagnostic)
    } catch {
      return .failure(.error(.configMalformed, "\(error)", at: .file(source.path)))
    }
  }

  var bytes: [UInt8] { source.bytes }

  mutating func location() -> SourceLocation {
    cursor.location(ofOffset: index)
  }

  mutating func error(_ message: String) -> SyntaxError {
    SyntaxError(diagnostic: .error(.configMalformed, "malformed JSON: \(message)", at: location()))
  }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func parseValue() throws -> JSONNode {
    guard index < bytes.count else { throw error("unexpected end of file") }
    let start = location()
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(start)
    case UInt8(ascii: "["): return try parseArray(start)
    case UInt8(ascii: "\""): return .string(try parseString(), start)
    case UInt8(ascii: "t"): try expect("true"); return .bool(true, start)
    case UInt8(ascii: "f"): try expect("false"); return .bool(false, start)
    case UInt8(ascii: "n"): try expect("null"); return .null(start)
    default: return .number(try parseNumber(), start)
    }
  }

  mutating func expect(_ word: String) throws {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word
    else { throw error("expected a value") }
    index += word.count
  }

  mutating func nest() throws {
    depth += 1
    if depth > Self.maximumDepth { throw error("nested more than \(Self.maximumDepth) levels") }
  }

  mutating func parseObject(_ start: SourceLocation) throws -> JSONNode {
    try nest()
    defer { depth -= 1 }
    index += 1
    var members: [JSONMember] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members, start)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes")
      }
      let keyLocation = location()
      let key = try parseString()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key")
      }
      index += 1
      skipSpace()
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: try parseValue()))
      skipSpace()
      guard index < bytes.count else { throw error("unexpected end of file in an object") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
      throw error("expected ',' or '}'")
    }
  }

  mutating func parseArray(_ start: SourceLocation) throws -> JSONNode {
    try nest()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONNode] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements, start)
    }
    while true {
      skipSpace()
      elements.append(try parseValue())
      skipSpace()
      guard index < bytes.count else { throw error("unexpected end of file in an array") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
      throw error("expected ',' or ']'")
    }
  }

  /// A string literal. What JSON leaves to the reader is refused rather than repaired, so
  /// that no path or name in a config changes silently: bytes that are not UTF-8 (overlong
  /// forms, encoded surrogates, truncated sequences) and `\u` escapes that are not a
  /// scalar (a lone surrogate, a low one before a high one) are errors at their column.
  mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string (write \\n, \\t or \\u00XX)") }
      if byte == UInt8(ascii: "\\") {
        scalars.append(try parseEscape())
        continue
      }
      if byte < 0x80 {
        scalars.append(Unicode.Scalar(byte))
        index += 1
        continue
      }
      guard let (scalar, width) = UTF8Scalar.decode(bytes, at: index) else {
        throw error("bytes that are not UTF-8 in a string (save the file as UTF-8)")
      }
      scalars.append(scalar)
      index += width
    }
    throw error("unterminated string")
  }

  /// One escape, from its backslash; a high surrogate takes the low one that must follow.
  mutating func parseEscape() throws -> Unicode.Scalar {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw error("unterminated string") }
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): break
    default:
      index = escapeStart
      throw error("invalid escape in a string (write \\\\ for a backslash)")
    }
    let code = try hex4(escapeStart: escapeStart)
    if (0xDC00..<0xE000).contains(code) {
      index = escapeStart
      throw error(Self.loneSurrogate(code, "a low surrogate without the high one before it"))
    }
    guard (0xD800..<0xDC00).contains(code) else {
      // Every other four-digit value is a scalar.
      return Unicode.Scalar(code)!
    }
    let lowStart = index
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else {
      index = escapeStart
      throw error(Self.loneSurrogate(code, "a high surrogate without a low one after it"))
    }
    index += 2
    let low = try hex4(escapeStart: lowStart)
    guard (0xDC00..<0xE000).contains(low) else {
      index = escapeStart
      throw error(Self.loneSurrogate(code, "a high surrogate without a low one after it"))
    }
    return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
  }

  static func loneSurrogate(_ code: UInt32, _ what: String) -> String {
    let hex = String(code, radix: 16, uppercase: true)
    return "\\u\(hex) is \(what); write the character itself, or both halves of its pair"
  }

  mutating func hex4(escapeStart: Int) throws -> UInt32 {
    guard index + 4 <= bytes.count,
      bytes[index..<index + 4].allSatisfy({ UTF8Scalar.hexDigit($0) != nil })
    else {
      index = escapeStart
      throw error("invalid \\u escape (it takes four hexadecimal digits)")
    }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] { value = value << 4 | UTF8Scalar.hexDigit(byte)! }
    index += 4
    return value
  }

  mutating func parseNumber() throws -> Double {
    let start = index
    while index < bytes.count,
      "+-0123456789.eE".utf8.contains(bytes[index])
    {
      index += 1
    }
    guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self))
    else { throw error("expected a value") }
    return value
  }
}
