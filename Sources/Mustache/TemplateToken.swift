/// A piece of template source produced by `TagScanner`: literal text or one tag.
struct TemplateToken {
  enum Kind: Equatable {
    case text
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(escaped: Bool)
    case sectionOpen
    case invertedOpen
    /// `{{/name}}`, closing a section, inverted section, parent or block.
    case close
    case comment
    case partial
    case parentOpen
    case blockOpen
    case setDelimiters
  }

  let kind: Kind
  /// The text's bytes, or the whole tag including its delimiters.
  let range: Range<Int>
  /// The tag's name as written, normalised (trimmed; `*` directly followed by the name
  /// for dynamic names). Empty for text, comments and set-delimiter tags.
  let name: String
  /// Position of the tag's opening delimiter.
  let location: SourceLocation
  /// The looked-up name of variables and (inverted) sections.
  let variableName: VariableName?
  /// The template named by partial and parent tags.
  let reference: TemplateReference?

  var isTag: Bool { kind != .text }

  /// Whether the tag may be "standalone" (alone on its line, which then disappears from
  /// the output). Interpolations never are.
  var canStandAlone: Bool {
    switch kind {
    case .text, .variable: return false
    default: return true
    }
  }

  var opensScope: Bool {
    switch kind {
    case .sectionOpen, .invertedOpen, .parentOpen, .blockOpen: return true
    default: return false
    }
  }

  /// "section", "parent", … for error messages.
  var scopeDescription: String {
    switch kind {
    case .sectionOpen: return "section"
    case .invertedOpen: return "inverted section"
    case .parentOpen: return "parent"
    case .blockOpen: return "block"
    default: return "tag"
    }
  }
}
