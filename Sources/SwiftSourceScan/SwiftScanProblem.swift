/// Something in a Swift file the scanner could not read with certainty (an unterminated
/// comment or string, braces that do not balance): a file with one is not edited.
public struct SwiftScanProblem: Sendable, Equatable, CustomStringConvertible {
  public var message: String
  /// The byte offset where the problem starts.
  public var offset: Int

  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { message }
}
