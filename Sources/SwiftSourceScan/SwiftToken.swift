/// One token of Swift source, as the declaration scanner needs it: comments and
/// whitespace are gone, and a string literal (however long, raw, multi-line or
/// interpolated) or a regex literal is one token.
public struct SwiftToken: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A name or a keyword; a backquoted name (`` `class` ``) is an identifier too.
    case identifier
    /// `@name`: the token covers the `@` and the name.
    case attribute
    /// `#if`, `#selector`, `#available`: the token covers the `#` and the word.
    case pound
    /// A string literal. `value` is its text when it has no interpolation, else nil.
    case string(value: String?)
    /// `#/…/#`.
    case regex
    case number
    /// One of `{ } ( ) [ ] , : ; .`.
    case punctuation
    /// A run of operator characters (`==`, `->`, `?`, `!`, `...`).
    case `operator`
  }

  public var kind: Kind
  /// The token's bytes in the file.
  public var range: Range<Int>
  /// True when only whitespace and comments are between the start of its line and it.
  public var startsLine: Bool

  public init(kind: Kind, range: Range<Int>, startsLine: Bool) {
    self.kind = kind
    self.range = range
    self.startsLine = startsLine
  }
}
