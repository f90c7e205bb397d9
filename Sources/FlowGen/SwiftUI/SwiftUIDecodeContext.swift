/// A saved property as `State.init(from:)` reads it:
/// `saved.<key> = Restoration.<reader>(in: container, .<key>)`.
public struct SwiftUIDecodeContext: Encodable, Sendable {
  /// `main`, `presented`: the property and its coding key.
  public var key: String
  /// `prefix` for a stack's routes (up to the first unreadable), `elements` for the
  /// presentations (the readable ones), `value` for any other.
  public var reader: String
  /// Whether an unreadable value keeps its default (`?? saved.<key>`): for `value`.
  public var keepsDefault: Bool
  /// Layout: the assignment fits on one line (else it breaks after `=`).
  public var fitsOnOneLine: Bool
}
