/// The state of one render: walks the template tree with an explicit stack (no
/// recursion, so deep nesting and long partial chains cannot exhaust the thread's stack)
/// and appends everything to one `OutputBuffer`.
///
/// Two budgets stop a runaway render: the bytes it writes (`maximumOutputBytes`) and the
/// steps it takes (`maximumWork`: one per tag or text visited, per list item, per partial
/// or parent expanded), since sections nested over lists can loop for ever while writing
/// nothing.
struct RenderSession {
  private let repository: TemplateRepository
  private let escapeHTML: Bool
  private let missingPartialsAreEmpty: Bool
  private let maximumPartialDepth: Int
  private let maximumOutputBytes: Int
  private let maximumWork: Int
  /// Steps taken so far, against `maximumWork`.
  private var work = 0
  /// The budget this render shares with the other renders of its run, if any, and the
  /// steps taken since it was last charged.
  private let sharedWork: RenderBudget?
  /// The bytes the run's buffers may allocate together, if limited.
  private let sharedBytes: RenderBudget?
  private var uncharged = 0
  /// Steps charged to `sharedWork` at once.
  private static let chargeBatch = 4096

  private(set) var output: OutputBuffer
  /// The context stack; the innermost context is last.
  private var contexts: [MustacheValue]
  /// Block arguments of the parents being expanded.
  private var scope: OverrideScope?
  /// Names of the templates being expanded, the rendered template first.
  private var chain: [String]
  /// The size of the context stack as each expansion of `chain` began: a repetition
  /// that pushed no context in between can never end, one that did may be following data.
  private var chainContextDepths: [Int]
  /// Templates already resolved: the repository's as this render began, then those this
  /// render resolved.
  private var loaded: [String: Template]
  /// Names this render found missing (a missing partial renders nothing, when allowed).
  private var missing: Set<String> = []

  init(
    repository: TemplateRepository, escapeHTML: Bool, missingPartialsAreEmpty: Bool,
    maximumPartialDepth: Int, maximumOutputBytes: Int, maximumWork: Int = .max,
    sharedWork: RenderBudget? = nil, sharedBytes: RenderBudget? = nil, context: MustacheValue,
    rootName: String
  ) {
    self.sharedBytes = sharedBytes
    self.maximumOutputBytes = maximumOutputBytes
    self.maximumWork = maximumWork
    self.sharedWork = sharedWork
    self.repository = repository
    self.escapeHTML = escapeHTML
    self.missingPartialsAreEmpty = missingPartialsAreEmpty
    self.maximumPartialDepth = maximumPartialDepth
    self.output = OutputBuffer(
      capacity: 16 * 1024, maximumBytes: maximumOutputBytes, sharedBytes: sharedBytes)
    self.contexts = [context]
    self.chain = [rootName]
    self.chainContextDepths = [1]
    self.loaded = repository.parsedTemplates()
  }

  /// What leaving a frame undoes.
  private enum FrameKind {
    case plain
    /// A section that pushed one context.
    case context
    /// A section iterating over `items`; `next` is the index of the following item.
    case list(items: [MustacheValue], next: Int)
    /// A partial, parent or overridden block.
    case expansion(indentationCount: Int, scope: OverrideScope?, popsChain: Bool)
  }

  private struct Frame {
    var nodes: [TemplateNode]
    var index: Int
    var kind: FrameKind
  }

  /// The render stopped at `maximumOutputBytes`, or at the bytes of its run, before
  /// memory runs out.
  private func outputLimitError() -> TemplateError {
    if output.overflow == .shared, let sharedBytes {
      return TemplateError(
        path: chain[0], line: 0, column: 0,
        message:
          "the run rendered more than its limit of \(sharedBytes.limit) bytes in templates, and '\(chain[0])' was stopped; nothing was written (flowc: raise the limit with --limit output-bytes=N)"
      )
    }
    return TemplateError(
      path: chain[0], line: 0, column: 0,
      message:
        "template '\(chain[0])' rendered more than \(maximumOutputBytes) bytes and was stopped; a section inside a section over a list multiplies its output (flowc: raise the limit with --limit template-bytes=N)"
    )
  }

  /// The render stopped at `limit` steps, its own or (`shared`) those of its run.
  private func workLimitError(limit: Int, shared: Bool) -> TemplateError {
    let whose = shared ? "the templates of this run took" : "template '\(chain[0])' took"
    return TemplateError(
      path: chain[0], line: 0, column: 0,
      message:
        "\(whose) more than \(limit) steps (tags, list items and partials visited), and '\(chain[0])' was stopped; sections nested over lists multiply the work even when they write nothing (flowc: raise the limit with --limit template-work=N)"
    )
  }

  /// Counts one step against both budgets.
  private mutating func step() throws(TemplateError) {
    work += 1
    if work > maximumWork { throw workLimitError(limit: maximumWork, shared: false) }
    guard let sharedWork else { return }
    uncharged += 1
    if uncharged == Self.chargeBatch {
      try chargeSharedWork(sharedWork)
    }
  }

  private mutating func chargeSharedWork(_ budget: RenderBudget) throws(TemplateError) {
    let steps = uncharged
    uncharged = 0
    if !budget.charge(steps) { throw workLimitError(limit: budget.limit, shared: true) }
  }

  mutating func render(_ rootNodes: [TemplateNode]) throws(TemplateError) {
    var stack: [Frame] = []
    var nodes = rootNodes
    var index = 0
    var kind = FrameKind.plain

    while true {
      guard index < nodes.count else {
        // Leave the current frame.
        switch kind {
        case .plain:
          break
        case .context:
          contexts.removeLast()
        case .list(let items, let next):
          if next < items.count {
            try step()
            contexts[contexts.count - 1] = items[next]
            kind = .list(items: items, next: next + 1)
            index = 0
            continue
          }
          contexts.removeLast()
        case .expansion(let indentationCount, let savedScope, let popsChain):
          output.restoreIndentation(count: indentationCount)
          scope = savedScope
          if popsChain {
            chain.removeLast()
            chainContextDepths.removeLast()
          }
        }
        guard let frame = stack.popLast() else {
          if let sharedWork, uncharged > 0 { try chargeSharedWork(sharedWork) }
          output.finish()
          return
        }
        nodes = frame.nodes
        index = frame.index
        kind = frame.kind
        continue
      }

      let node = nodes[index]
      index += 1
      try step()
      switch node {
      case .text(let text):
        output.append(text)
        if output.overflowed { throw outputLimitError() }

      case .variable(let variable):
        if let value = lookUp(variable.name) {
          output.append(value, escapeHTML: escapeHTML && variable.escaped)
          if output.overflowed { throw outputLimitError() }
        }

      case .section(let section):
        guard !section.children.isEmpty else { continue }
        let value = lookUp(section.name)
        let newKind: FrameKind
        if section.inverted {
          guard !(value?.isTruthy ?? false) else { continue }
          newKind = .plain
        } else {
          guard let value else { continue }
          switch value {
          case .null, .bool(false):
            continue
          case .array(let items):
            guard let first = items.first else { continue }
            contexts.append(first)
            newKind = .list(items: items, next: 1)
          default:
            contexts.append(value)
            newKind = .context
          }
        }
        stack.append(Frame(nodes: nodes, index: index, kind: kind))
        nodes = section.children
        index = 0
        kind = newKind

      case .partial(let partial):
        guard
          let (template, name) = try resolve(partial.reference, site: partial.site, role: "partial")
        else { continue }
        try checkDepth(adding: name, site: partial.site)
        let indentationCount = output.pushIndentation(partial.indentation, emitIfMidLine: true)
        chain.append(name)
        chainContextDepths.append(contexts.count)
        stack.append(Frame(nodes: nodes, index: index, kind: kind))
        nodes = template.nodes
        index = 0
        kind = .expansion(indentationCount: indentationCount, scope: scope, popsChain: true)

      case .parent(let parent):
        guard
          let (template, name) = try resolve(parent.reference, site: parent.site, role: "parent")
        else { continue }
        try checkDepth(adding: name, site: parent.site)
        let indentationCount = output.pushIndentation(parent.indentation, emitIfMidLine: true)
        chain.append(name)
        chainContextDepths.append(contexts.count)
        stack.append(Frame(nodes: nodes, index: index, kind: kind))
        kind = .expansion(indentationCount: indentationCount, scope: scope, popsChain: true)
        scope = OverrideScope(arguments: parent.arguments, outer: scope)
        nodes = template.nodes
        index = 0

      case .block(let block):
        stack.append(Frame(nodes: nodes, index: index, kind: kind))
        index = 0
        if let (content, provider) = scope?.lookUp(block.name) {
          let indentationCount = output.pushIndentation(
            block.indentation ?? [], emitIfMidLine: false)
          kind = .expansion(indentationCount: indentationCount, scope: scope, popsChain: false)
          // The argument's own blocks can only be filled by parents further out, which
          // also guarantees that block expansion terminates.
          scope = provider.outer
          nodes = content
        } else {
          kind = .plain
          nodes = block.defaultContent
        }
      }
    }
  }

  // MARK: Names

  /// Resolves a name against the context stack, as the spec describes: the first
  /// component in the innermost context that has it, then the remaining components
  /// inside that value only.
  private func lookUp(_ name: VariableName) -> MustacheValue? {
    guard let first = name.first else { return contexts.last }
    let found: MustacheValue? = contexts.withUnsafeBufferPointer { stack in
      var position = stack.count - 1
      while position >= 0 {
        if let member = stack[position].member(first) {
          return member
        }
        position -= 1
      }
      return nil
    }
    guard var value = found else { return nil }
    for component in name.rest {
      guard let member = value.member(component) else { return nil }
      value = member
    }
    return value
  }

  // MARK: Partials

  /// The template a partial or parent tag expands, with its name; nil when the tag
  /// renders nothing (a dynamic name that misses, or a missing template when those are
  /// allowed).
  private mutating func resolve(_ reference: TemplateReference, site: TagSite, role: String)
    throws(TemplateError) -> (Template, String)?
  {
    let name: String
    switch reference {
    case .fixed(let fixed):
      name = fixed
    case .dynamic(let variable):
      guard case .string(let dynamic) = lookUp(variable), !dynamic.isEmpty else { return nil }
      name = dynamic
    }
    let template: Template?
    if let known = loaded[name] {
      template = known
    } else if missing.contains(name) {
      template = nil
    } else {
      template = try repository.lookUp(name, from: site, role: role)
      if let template { loaded[name] = template } else { missing.insert(name) }
    }
    if let template {
      return (template, name)
    }
    if missingPartialsAreEmpty {
      return nil
    }
    throw TemplateError(
      path: site.path, location: site.location, message: "\(role) '\(name)' not found")
  }

  /// Refuses to expand `name` when that would exceed the nesting limit, reporting the
  /// most recent repetition in the chain of expansions: a cycle when no section was
  /// entered on the way round (it could never end), else a recursion that went deeper
  /// than the limit (data nested that deep, or a section finding the same value again
  /// further out in the context stack).
  private func checkDepth(adding name: String, site: TagSite) throws(TemplateError) {
    guard chain.count > maximumPartialDepth else { return }
    let expansions = chain + [name]
    let depths = chainContextDepths + [contexts.count]
    for end in expansions.indices.reversed() {
      if let start = expansions[..<end].lastIndex(of: expansions[end]) {
        let cycle = cycleDescription(Array(expansions[start..<end]))
        guard depths[end] > depths[start] else {
          throw TemplateError(
            path: site.path, location: site.location, message: "partial cycle: \(cycle)")
        }
        throw TemplateError(
          path: site.path, location: site.location,
          message:
            "partials nested more than \(maximumPartialDepth) levels deep, repeating \(cycle) inside sections: data nested that deep, or a section that finds the same value again further out in the context stack"
        )
      }
    }
    throw TemplateError(
      path: site.path, location: site.location,
      message:
        "partials nested too deeply (more than \(maximumPartialDepth) levels): \(expansions.joined(separator: " → "))"
    )
  }

  /// `a → b → a` for the repeating names `[b, a]` when `a` was expanded first: the cycle
  /// is rotated to start where the chain first entered it, which is what the user
  /// rendered or included.
  private func cycleDescription(_ members: [String]) -> String {
    let entry =
      members.indices.min { lhs, rhs in
        (chain.firstIndex(of: members[lhs]) ?? .max) < (chain.firstIndex(of: members[rhs]) ?? .max)
      } ?? 0
    let rotated = Array(members[entry...] + members[..<entry])
    return (rotated + [rotated[0]]).joined(separator: " → ")
  }
}
