/// A parsed template, ready to be rendered any number of times.
///
/// Parsing happens once, in the initializer; rendering walks the resulting tree and never
/// looks at the source text again. Partials and parents are referenced by name and
/// resolved at render time through a `TemplateRepository`.
public struct Template: Sendable {
  /// Where the template came from (a file path or an in-memory name), used in errors.
  public let path: String
  /// The repository name the template was loaded under, if any; used in cycle reports.
  let name: String?
  let nodes: [TemplateNode]

  /// Parses `source`; `path` names it in error messages.
  public init(source: String, path: String) throws(TemplateError) {
    try self.init(source: source, path: path, name: nil)
  }

  init(source: String, path: String, name: String?) throws(TemplateError) {
    self.path = path
    self.name = name
    self.nodes = try TemplateParser(source: source, path: path).parse()
  }

  /// How the template is named in "partial cycle" reports.
  var displayName: String { name ?? path }
}
