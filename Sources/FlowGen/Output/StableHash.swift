/// A 128-bit hash that is the same in every process and on every platform (Swift's
/// `Hasher` is seeded per process), for fingerprinting a build's inputs. Two FNV-1a
/// lanes with different offsets; not cryptographic, which a cache key need not be.
public struct StableHash: Sendable {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x6c62_272e_07bb_0142
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  public init() {}

  public mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      first = (first ^ UInt64(byte)) &* Self.prime
      second = (second ^ UInt64(byte ^ 0x5a)) &* Self.prime
    }
    // A separator, so that ("ab", "c") and ("a", "bc") differ.
    first = (first ^ 0xff) &* Self.prime
    second = (second ^ 0x00) &* Self.prime
  }

  public mutating func combine(_ text: String) {
    combine(text.utf8)
  }

  public mutating func combine(_ number: Int) {
    combine(String(number).utf8)
  }

  /// 32 hexadecimal digits.
  public var hex: String {
    func digits(_ value: UInt64) -> String {
      let text = String(value, radix: 16)
      return String(repeating: "0", count: 16 - text.count) + text
    }
    return digits(first) + digits(second)
  }
}
