/// A fix-it: the text that would most likely make the problem go away.
public struct Suggestion: Hashable, Sendable, Codable {
  /// What to write instead, exactly (`detail`, `segue`).
  public var replacement: String
  /// How the replacement reads in a message (`'detail'`, `<segue>`).
  public var display: String

  public init(replacement: String, display: String) {
    self.replacement = replacement
    self.display = display
  }

  /// A name written in quotes, as in `did you mean 'detail'?`.
  public static func name(_ name: String) -> Suggestion {
    Suggestion(replacement: name, display: "'\(name)'")
  }

  /// An element name written as a tag, as in `did you mean <segue>?`.
  public static func element(_ name: String) -> Suggestion {
    Suggestion(replacement: name, display: "<\(name)>")
  }
}
