/// Renders templates with a context, resolving partials and parents through a repository.
///
/// A renderer is a cheap value holding settings; it keeps no state between renders, so
/// one renderer can be used concurrently from several threads.
public struct Renderer: Sendable {
  /// Where partials (`{{>name}}`) and parents (`{{<name}}`) are looked up.
  public let repository: TemplateRepository
  /// How `{{name}}` values are escaped.
  public let escaping: Escaping
  /// Whether a partial or parent that does not exist renders as nothing (the spec's
  /// behaviour) instead of failing the render (the default, which catches typos).
  public let missingPartialsAreEmpty: Bool
  /// How many partial and parent expansions may be nested. Recursion that the data
  /// terminates is legitimate Mustache; runaway recursion is reported as a cycle.
  public let maximumPartialDepth: Int
  /// How many bytes one render may produce: nested sections over lists multiply, and a
  /// template of a few lines can otherwise render more than memory holds.
  public let maximumOutputBytes: Int
  /// How many steps one render may take: one per tag or text visited, per list item and
  /// per partial or parent expanded. Sections nested over lists multiply the work even
  /// when they write nothing, which `maximumOutputBytes` cannot see.
  public let maximumWork: Int
  /// Steps shared with other renders (those of one run), checked as well as
  /// `maximumWork`; nil: this render's own limit only.
  public let sharedWork: RenderBudget?
  /// Bytes shared with other renders (those of one run): every growth of this render's
  /// buffer is charged to it first. nil: `maximumOutputBytes` only.
  public let sharedBytes: RenderBudget?

  public init(
    repository: TemplateRepository, escaping: Escaping = .html,
    missingPartialsAreEmpty: Bool = false, maximumPartialDepth: Int = 64,
    maximumOutputBytes: Int = .max, maximumWork: Int = .max, sharedWork: RenderBudget? = nil,
    sharedBytes: RenderBudget? = nil
  ) {
    self.sharedBytes = sharedBytes
    self.maximumWork = maximumWork
    self.sharedWork = sharedWork
    self.repository = repository
    self.escaping = escaping
    self.missingPartialsAreEmpty = missingPartialsAreEmpty
    self.maximumPartialDepth = maximumPartialDepth
    self.maximumOutputBytes = maximumOutputBytes
  }

  /// Renders `template` with `context` at the bottom of the context stack.
  public func render(_ template: Template, with context: MustacheValue) throws(TemplateError)
    -> String
  {
    var session = makeSession(context: context, rootName: template.displayName)
    try session.render(template.nodes)
    return String(decoding: session.output.bytes, as: UTF8.self)
  }

  /// Renders the repository's template called `name`.
  public func render(named name: String, with context: MustacheValue) throws(TemplateError)
    -> String
  {
    String(decoding: try renderBytes(named: name, with: context), as: UTF8.self)
  }

  /// Renders the repository's template called `name` into UTF-8 bytes, for a caller that
  /// writes them or works on them as bytes: no String is made and read back.
  public func renderBytes(named name: String, with context: MustacheValue)
    throws(TemplateError) -> [UInt8]
  {
    let template = try repository.template(named: name)
    var session = makeSession(context: context, rootName: name)
    try session.render(template.nodes)
    return session.output.bytes
  }

  private func makeSession(context: MustacheValue, rootName: String) -> RenderSession {
    RenderSession(
      repository: repository, escapeHTML: escaping == .html,
      missingPartialsAreEmpty: missingPartialsAreEmpty, maximumPartialDepth: maximumPartialDepth,
      maximumOutputBytes: maximumOutputBytes, maximumWork: maximumWork, sharedWork: sharedWork,
      sharedBytes: sharedBytes, context: context,
      rootName: rootName)
  }
}
