import Foundation

extension MustacheValue {
  /// Why JSON text could not be turned into a `MustacheValue`.
  public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Byte offset in the input where the problem was found.
    public var offset: Int
    public var message: String

    public var description: String { "invalid JSON at byte \(offset): \(message)" }
  }

  /// Parses JSON text (RFC 8259, UTF-8), keeping the kind of each number: numbers
  /// written without a fraction or exponent become `.int` (so `85` renders as "85"),
  /// all others become `.double` (so `1.21` renders as "1.21").
  ///
  /// A dedicated parser is used instead of `JSONSerialization` because the latter loses
  /// the difference between `1` and `1.0` and bridges every value through `NSObject`.
  public init(jsonData: Data) throws {
    var parser = JSONParser(bytes: [UInt8](jsonData))
    self = try parser.parseDocument()
  }
}
