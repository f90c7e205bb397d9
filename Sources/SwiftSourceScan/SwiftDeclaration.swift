/// One declaration the scanner found: a type, an extension, or a member of one. Offsets
/// are byte offsets in the file; text is exactly as written.
public struct SwiftDeclaration: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
    case function, initializer, deinitializer, `subscript`
    case variable, constant, `typealias`, enumCase, `associatedtype`, `import`, macro
    /// `operator` and `precedencegroup` declarations.
    case operatorDeclaration

    public var isType: Bool {
      switch self {
      case .class, .struct, .enum, .protocol, .actor, .extension: true
      default: false
      }
    }
  }

  /// `@name` or `@name(arguments)`.
  public struct Attribute: Sendable, Equatable {
    /// Without the `@` (`IBOutlet`, `objc`).
    public var name: String
    /// The text between the parentheses, or nil when there are none (`save:` of
    /// `@objc(save:)`).
    public var arguments: String?
    public var range: Range<Int>
  }

  /// A declaration modifier (`override`, `weak`, `private(set)`).
  public struct Modifier: Sendable, Equatable {
    public var name: String
    public var range: Range<Int>
  }

  /// A type this type inherits from or conforms to, as written (`UITableViewController`,
  /// `Foo.Bar<Int>`).
  public struct InheritedType: Sendable, Equatable {
    public var text: String
    public var range: Range<Int>
  }

  /// A function's parameter.
  public struct Parameter: Sendable, Equatable {
    /// The argument label: `_` for none; the name when one word is written.
    public var label: String
    /// The name the body uses.
    public var name: String
    /// The type, with runs of whitespace as one space (`Any?`, `UIStoryboardSegue`).
    public var type: String
    /// From the first word to the end of the type (without a default value).
    public var range: Range<Int>
    /// The label's bytes, or nil when one word is both label and name.
    public var labelRange: Range<Int>?
    public var nameRange: Range<Int>
    /// The name as written, backquotes kept (`` `class` ``): what an edit that repeats
    /// the name must write, since `label` and `name` lose the backquotes.
    public var nameSpelling: String
  }

  public var kind: Kind
  /// The declared name: a type's or member's name, an extension's extended type
  /// (`Outer.Inner`), the first name a `var` or `case` binds; empty when there is none.
  public var name: String
  public var nameRange: Range<Int>
  /// The keyword (`class`, `func`, `var`).
  public var keywordRange: Range<Int>
  public var attributes: [Attribute]
  public var modifiers: [Modifier]
  /// Types only: what follows the `:` of the declaration.
  public var inheritance: [InheritedType]
  /// Functions, initializers and subscripts.
  public var parameters: [Parameter]
  /// Functions, initializers and subscripts: from `(` to just after `)` of the
  /// parameters; nil when there are none.
  public var parameterListRange: Range<Int>? = nil
  /// Variables and constants: the type annotation, whitespace collapsed; nil without one.
  public var typeAnnotation: String?
  /// The braces of a type's or function's body, or of a computed variable: from `{` to
  /// just after `}`; nil when there are none.
  public var bodyRange: Range<Int>?
  /// The tokens of the body, between the braces (indices into the file's tokens).
  public var bodyTokens: Range<Int>?
  /// From the first attribute or modifier to the end of the declaration.
  public var range: Range<Int>
  /// True when the declaration is inside `#if … #endif`: whether it is compiled depends
  /// on a condition the scanner cannot evaluate.
  public var isConditional: Bool
  /// Types and extensions: their members, in order.
  public var members: [SwiftDeclaration]

  public func hasAttribute(_ name: String) -> Bool {
    attributes.contains { $0.name == name }
  }

  public func hasModifier(_ name: String) -> Bool {
    modifiers.contains { $0.name == name }
  }

  /// The Swift name of a function as Swift spells it in a selector reference
  /// (`prepare(for:sender:)`, `save(_:)`, `viewDidLoad()`).
  public var fullName: String {
    guard kind == .function || kind == .initializer || kind == .subscript else { return name }
    return name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }
}
