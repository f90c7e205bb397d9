/// Turns template source into the tree that `Renderer` walks.
///
/// Parsing runs in four linear passes without recursion, so hostile input (say, ten
/// thousand nested sections) produces an error instead of exhausting the stack:
/// scanning (`TagScanner`), matching opening and closing tags, whitespace decisions
/// (`StandaloneRules`) and tree building.
struct TemplateParser {
  /// Maximum number of sections, parents and blocks open at the same time.
  static let maximumNesting = 256

  private let source: [UInt8]
  private let path: String

  init(source: String, path: String) {
    self.source = Array(source.utf8)
    self.path = path
  }

  func parse() throws(TemplateError) -> [TemplateNode] {
    var scanner = TagScanner(source: source, path: path)
    let tokens = try scanner.scan()
    let structure = try matchTags(tokens)
    var rules = StandaloneRules(
      source: source, tokens: tokens, partner: structure.partner, enclosing: structure.enclosing)
    rules.apply()
    return buildTree(tokens: tokens, structure: structure, rules: rules)
  }

  private func error(_ message: String, at location: SourceLocation) -> TemplateError {
    TemplateError(path: path, location: location, message: message)
  }

  // MARK: Matching

  private struct Structure {
    /// For opening and closing tags, the index of the matching tag; -1 otherwise.
    var partner: [Int]
    /// The innermost opening tag around each token (for closing tags: around the pair).
    var enclosing: [Int]
  }

  private func matchTags(_ tokens: [TemplateToken]) throws(TemplateError) -> Structure {
    var partner = Array(repeating: -1, count: tokens.count)
    var enclosing = Array(repeating: -1, count: tokens.count)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .close {
        guard let opener = open.popLast() else {
          throw error("closing tag '\(token.name)' has no open section", at: token.location)
        }
        let opening = tokens[opener]
        guard opening.name == token.name else {
          throw error(
            "closing tag '\(token.name)' does not match open \(opening.scopeDescription) '\(opening.name)' opened at \(opening.location)",
            at: token.location)
        }
        partner[opener] = index
        partner[index] = opener
        enclosing[index] = enclosing[opener]
        continue
      }
      enclosing[index] = open.last ?? -1
      if token.opensScope {
        guard open.count < Self.maximumNesting else {
          throw error(
            "\(token.scopeDescription) '\(token.name)' is nested too deeply (more than \(Self.maximumNesting) levels)",
            at: token.location)
        }
        open.append(index)
      }
    }
    if let unclosed = open.last {
      let token = tokens[unclosed]
      throw error(
        "unclosed \(token.scopeDescription) '\(token.name)' opened at \(token.location)",
        at: token.location)
    }
    return Structure(partner: partner, enclosing: enclosing)
  }

  // MARK: Building

  private struct Frame {
    /// The opening tag of this scope, or -1 for the template itself.
    let opener: Int
    var nodes: [TemplateNode] = []
    var pendingText: [UInt8] = []

    init(opener: Int) {
      self.opener = opener
    }

    mutating func flushText() {
      guard !pendingText.isEmpty else { return }
      nodes.append(.text(TextNode(bytes: pendingText)))
      pendingText = []
    }
  }

  private func buildTree(tokens: [TemplateToken], structure: Structure, rules: StandaloneRules)
    -> [TemplateNode]
  {
    var frames = [Frame(opener: -1)]
    // Intrinsic indentation removed from lines inside blocks passed to parents.
    var strips: [[UInt8]] = []
    for (index, token) in tokens.enumerated() {
      let strip = strips.last ?? []
      switch token.kind {
      case .text:
        let kept = rules.keptLower[index]..<max(rules.keptLower[index], rules.keptUpper[index])
        guard !kept.isEmpty else { continue }
        appendText(kept, stripping: strip, to: &frames[frames.count - 1].pendingText)
      case .comment, .setDelimiters:
        continue
      case .variable(let escaped):
        frames[frames.count - 1].flushText()
        guard let name = token.variableName else { continue }
        frames[frames.count - 1].nodes.append(.variable(VariableNode(name: name, escaped: escaped)))
      case .partial:
        frames[frames.count - 1].flushText()
        guard let reference = token.reference else { continue }
        let partial = PartialNode(
          reference: reference,
          indentation: stripped(rules.indentation[index] ?? [], by: strip),
          site: TagSite(path: path, location: token.location))
        frames[frames.count - 1].nodes.append(.partial(partial))
      case .sectionOpen, .invertedOpen, .parentOpen, .blockOpen:
        frames[frames.count - 1].flushText()
        frames.append(Frame(opener: index))
        if let intrinsic = rules.intrinsicIndentation[index] {
          strips.append(intrinsic)
        }
      case .close:
        guard frames.count > 1, var frame = frames.popLast() else { continue }
        frame.flushText()
        let opener = frame.opener
        if rules.intrinsicIndentation[opener] != nil {
          strips.removeLast()
        }
        let outerStrip = strips.last ?? []
        if let node = makeNode(
          for: tokens[opener], at: opener, children: frame.nodes, rules: rules, strip: outerStrip)
        {
          frames[frames.count - 1].flushText()
          frames[frames.count - 1].nodes.append(node)
        }
      }
    }
    frames[frames.count - 1].flushText()
    return frames[0].nodes
  }

  private func makeNode(
    for token: TemplateToken, at index: Int, children: [TemplateNode], rules: StandaloneRules,
    strip: [UInt8]
  ) -> TemplateNode? {
    switch token.kind {
    case .sectionOpen, .invertedOpen:
      guard let name = token.variableName else { return nil }
      return .section(
        SectionNode(name: name, inverted: token.kind == .invertedOpen, children: children))
    case .parentOpen:
      guard let reference = token.reference else { return nil }
      // Only blocks matter inside a parent tag pair; other content is ignored.
      var arguments: [String: [TemplateNode]] = [:]
      for child in children {
        if case .block(let block) = child {
          arguments[block.name] = block.defaultContent
        }
      }
      return .parent(
        ParentNode(
          reference: reference, arguments: arguments,
          indentation: stripped(rules.indentation[index] ?? [], by: strip),
          site: TagSite(path: path, location: token.location)))
    case .blockOpen:
      let indentation = rules.indentation[index].map { stripped($0, by: strip) }
      return .block(BlockNode(name: token.name, defaultContent: children, indentation: indentation))
    default:
      return nil
    }
  }

  /// Appends source bytes to `buffer`, removing `strip` (or as much of it as matches) at
  /// the start of every line.
  private func appendText(_ range: Range<Int>, stripping strip: [UInt8], to buffer: inout [UInt8]) {
    guard !strip.isEmpty else {
      buffer.append(contentsOf: source[range])
      return
    }
    var atLineStart = range.lowerBound > 0 && source[range.lowerBound - 1] == UInt8(ascii: "\n")
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      if atLineStart {
        var matched = 0
        while matched < strip.count, cursor + matched < range.upperBound,
          source[cursor + matched] == strip[matched]
        {
          matched += 1
        }
        cursor += matched
        atLineStart = false
        continue
      }
      let byte = source[cursor]
      buffer.append(byte)
      atLineStart = byte == UInt8(ascii: "\n")
      cursor += 1
    }
  }

  /// `indentation` without the leading part it shares with `strip`.
  private func stripped(_ indentation: [UInt8], by strip: [UInt8]) -> [UInt8] {
    var matched = 0
    while matched < strip.count, matched < indentation.count, indentation[matched] == strip[matched]
    {
      matched += 1
    }
    return matched == 0 ? indentation : Array(indentation[matched...])
  }
}
