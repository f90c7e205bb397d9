/// One element of a parsed template. Templates are parsed once into a tree of these and
/// rendered many times; every payload is an immutable final class so that copying a node
/// while walking the tree costs a single retain.
enum TemplateNode: Sendable {
  case text(TextNode)
  case variable(VariableNode)
  case section(SectionNode)
  case partial(PartialNode)
  case parent(ParentNode)
  case block(BlockNode)
}

/// Literal template text, with the offsets just past each newline pre-computed so that
/// indentation can be inserted at line starts without rescanning the text.
final class TextNode: Sendable {
  let bytes: [UInt8]
  /// Offsets (into `bytes`) just past each `\n`.
  let lineEnds: [Int]
  let endsWithNewline: Bool

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var ends: [Int] = []
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      ends.append(index + 1)
    }
    lineEnds = ends
    endsWithNewline = bytes.last == UInt8(ascii: "\n")
  }
}

/// A name looked up in the context stack: `.` (the top of the stack) or a dotted path.
struct VariableName: Sendable, Equatable {
  /// The first path component, looked up through the context stack; nil for the
  /// implicit iterator `.`.
  let first: String?
  /// The remaining components, looked up inside the value found for `first`.
  let rest: [String]

  init(parts: [String]) {
    first = parts.first
    rest = Array(parts.dropFirst())
  }

  var isImplicitIterator: Bool { first == nil }
}

/// `{{name}}`, `{{{name}}}` or `{{&name}}`.
final class VariableNode: Sendable {
  let name: VariableName
  let escaped: Bool

  init(name: VariableName, escaped: Bool) {
    self.name = name
    self.escaped = escaped
  }
}

/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
final class SectionNode: Sendable {
  let name: VariableName
  let inverted: Bool
  let children: [TemplateNode]

  init(name: VariableName, inverted: Bool, children: [TemplateNode]) {
    self.name = name
    self.inverted = inverted
    self.children = children
  }
}

/// How a partial or parent tag names the template it expands.
enum TemplateReference: Sendable {
  /// `{{>name}}`: a template name relative to the repository root.
  case fixed(String)
  /// `{{>*name}}`: the template name is the string value of `name` in the context.
  case dynamic(VariableName)
}

/// Where a partial or parent tag sits, for error messages raised while rendering it.
struct TagSite: Sendable {
  let path: String
  let location: SourceLocation
}

/// `{{>name}}`: expands another template in the current context.
final class PartialNode: Sendable {
  let reference: TemplateReference
  /// Whitespace preceding a standalone tag, prepended to every line of the partial.
  let indentation: [UInt8]
  let site: TagSite

  init(reference: TemplateReference, indentation: [UInt8], site: TagSite) {
    self.reference = reference
    self.indentation = indentation
    self.site = site
  }
}

/// `{{<name}}{{$block}}…{{/block}}{{/name}}`: expands another template, replacing some of
/// its blocks.
final class ParentNode: Sendable {
  let reference: TemplateReference
  /// The blocks passed to the parent, by name.
  let arguments: [String: [TemplateNode]]
  /// Whitespace preceding a standalone parent tag pair, prepended to every line.
  let indentation: [UInt8]
  let site: TagSite

  init(
    reference: TemplateReference, arguments: [String: [TemplateNode]], indentation: [UInt8],
    site: TagSite
  ) {
    self.reference = reference
    self.arguments = arguments
    self.indentation = indentation
    self.site = site
  }
}

/// `{{$name}}default{{/name}}` outside a parent tag: a place that a template inheriting
/// from this one can fill.
final class BlockNode: Sendable {
  let name: String
  let defaultContent: [TemplateNode]
  /// Indentation added to every line of an overriding block's content, or nil when the
  /// block is used inline.
  let indentation: [UInt8]?

  init(name: String, defaultContent: [TemplateNode], indentation: [UInt8]?) {
    self.name = name
    self.defaultContent = defaultContent
    self.indentation = indentation
  }
}
