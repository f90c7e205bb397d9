/// The declarations of one Swift file, read without the compiler: what `flowc adopt` needs
/// to find an app's view controllers, their outlets, actions and `prepare(for:sender:)`,
/// and where each is in the file, byte for byte.
///
/// It is a scanner, not a parser of Swift: it reads the headers of declarations and skips
/// bodies and expressions as balanced brackets. What it cannot read with certainty it
/// reports in `problems`, and a caller edits no file that has any.
public struct SwiftSourceScan: Sendable {
  public let bytes: [UInt8]
  public let tokens: [SwiftToken]
  /// The byte ranges of every comment, in order.
  public let comments: [Range<Int>]
  /// The file's top-level declarations, each with its members.
  public let declarations: [SwiftDeclaration]
  public let problems: [SwiftScanProblem]

  public init(bytes: [UInt8]) {
    let lexer = SwiftLexer.lex(bytes)
    var parser = SwiftDeclarationParser(bytes: bytes, tokens: lexer.tokens)
    let declarations = parser.members(closing: false)
    self.bytes = bytes
    self.tokens = lexer.tokens
    self.comments = lexer.comments
    self.declarations = declarations
    self.problems = (lexer.problems + parser.problems).sorted { $0.offset < $1.offset }
  }

  public init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// True when `spelling` lexes as one name and nothing else: what an edit may write
  /// where Swift expects a name. A backquoted name keeps its backquotes here; without
  /// them a raw identifier (`` `a); b(` ``) would be read as code.
  public static func isOneIdentifier(_ spelling: String) -> Bool {
    let bytes = Array(spelling.utf8)
    let lexed = SwiftLexer.lex(bytes)
    guard lexed.problems.isEmpty, lexed.comments.isEmpty, lexed.tokens.count == 1,
      let token = lexed.tokens.first
    else { return false }
    return token.kind == .identifier && token.range == 0..<bytes.count
  }

  /// The comment that starts exactly at `offset`, if one does: a `//` seen inside a
  /// block comment or a string is not one.
  public func comment(startingAt offset: Int) -> Range<Int>? {
    var low = 0
    var high = comments.count
    while low < high {
      let middle = (low + high) / 2
      if comments[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low < comments.count && comments[low].lowerBound == offset ? comments[low] : nil
  }

  /// True when a comment starts inside `range`: an edit that replaces the range would
  /// delete it.
  public func hasComment(in range: Range<Int>) -> Bool {
    var low = 0
    var high = comments.count
    while low < high {
      let middle = (low + high) / 2
      if comments[middle].lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low < comments.count && comments[low].lowerBound < range.upperBound
  }

  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  public func text(of token: SwiftToken) -> String {
    text(token.range)
  }

  /// Every type and extension at any depth, outermost first, each with the names of the
  /// types that enclose it (`["Outer"]` for `Outer.Inner`).
  public var types: [(declaration: SwiftDeclaration, enclosing: [String])] {
    var result: [(SwiftDeclaration, [String])] = []
    func visit(_ declarations: [SwiftDeclaration], _ enclosing: [String]) {
      for declaration in declarations where declaration.kind.isType {
        result.append((declaration, enclosing))
        visit(declaration.members, enclosing + [declaration.name])
      }
    }
    visit(declarations, [])
    return result
  }
}
