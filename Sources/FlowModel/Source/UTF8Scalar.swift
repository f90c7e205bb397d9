/// Strict UTF-8 decoding of one scalar, for readers that must refuse rather than repair
/// what is not UTF-8: the standard library's decoder rejects overlong forms, encoded
/// surrogates, values past U+10FFFF and truncated sequences.
enum UTF8Scalar {
  /// The scalar that starts at `offset` and how many bytes it takes, or nil when the
  /// bytes there are not UTF-8.
  static func decode(_ bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
    var iterator = bytes[offset..<min(bytes.count, offset + 4)].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return (scalar, UTF8.width(scalar))
  }

  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
