/// Decides which whitespace around tags belongs to the output and which belongs to the
/// tags, following the spec's "standalone" rules:
///
/// * A tag other than an interpolation that is alone on its line (only spaces and tabs
///   around it) is standalone: the whole line, including its line break, is removed. A
///   standalone partial keeps the removed leading whitespace as indentation for each
///   line it expands to.
/// * A parent tag pair (`{{<p}}…{{/p}}`) is standalone when the opening tag starts its
///   line and the closing tag ends its line; what lies between is ignored anyway.
/// * Inside a parent tag pair, a block opening tag that ends its line swallows that line
///   break, and the leading whitespace of the block's first line (its intrinsic
///   indentation) is removed from every line of the block; a block closing tag that
///   starts its line swallows its leading whitespace.
/// * A block outside a parent tag pair records the indentation that overriding content
///   receives: the intrinsic indentation of its default content when its opening tag is
///   standalone, or the whitespace before it when the pair starts and ends a line.
///
/// All decisions are made on the original tokens, then applied, so neighbouring tags
/// cannot influence each other through already-removed whitespace.
struct StandaloneRules {
  private let source: [UInt8]
  private let tokens: [TemplateToken]
  private let partner: [Int]
  private let enclosing: [Int]

  /// The part of each text token that is kept.
  private(set) var keptLower: [Int]
  private(set) var keptUpper: [Int]
  /// Indentation of standalone partials and parent pairs, and the indentation blocks
  /// outside parents give to overriding content.
  private(set) var indentation: [[UInt8]?]
  /// Intrinsic indentation of blocks passed to parents.
  private(set) var intrinsicIndentation: [[UInt8]?]

  init(source: [UInt8], tokens: [TemplateToken], partner: [Int], enclosing: [Int]) {
    self.source = source
    self.tokens = tokens
    self.partner = partner
    self.enclosing = enclosing
    keptLower = tokens.map(\.range.lowerBound)
    keptUpper = tokens.map(\.range.upperBound)
    indentation = Array(repeating: nil, count: tokens.count)
    intrinsicIndentation = Array(repeating: nil, count: tokens.count)
  }

  /// Whitespace on one side of a tag.
  private struct Side {
    /// Only spaces and tabs between the tag and the line boundary (or template boundary).
    var clear: Bool
    /// The bytes (in the neighbouring text token) a standalone tag takes for itself.
    var removal: Range<Int>?
    /// Whether `removal` ends with a line break.
    var includesNewline = false

    static let blocked = Side(clear: false, removal: nil)
  }

  mutating func apply() {
    for index in tokens.indices {
      switch tokens[index].kind {
      case .text, .variable:
        continue
      case .parentOpen:
        applyParentPair(open: index)
      case .blockOpen:
        if isArgument(index) {
          applyArgumentBlock(open: index)
        } else {
          applyParameterBlock(open: index)
        }
      case .close:
        let open = partner[index]
        if open >= 0,
          tokens[open].kind == .parentOpen || (tokens[open].kind == .blockOpen && isArgument(open))
        {
          continue  // handled with the opening tag
        }
        applyOrdinary(index)
      case .partial:
        if let removal = applyOrdinary(index) {
          indentation[index] = bytes(removal)
        }
      case .sectionOpen, .invertedOpen, .comment, .setDelimiters:
        applyOrdinary(index)
      }
    }
  }

  /// A block directly inside a parent tag pair (an argument), as opposed to a block that
  /// declares a parameter of its own template.
  private func isArgument(_ index: Int) -> Bool {
    let owner = enclosing[index]
    return owner >= 0 && tokens[owner].kind == .parentOpen
  }

  /// Applies the ordinary standalone rule to one tag; returns where the removed leading
  /// whitespace lies (empty when there was none) when the tag was standalone.
  ///
  /// It returns the range, not the bytes, so that no array is built for callers that
  /// drop it: Swift 6.3.1 with `-O` frees an `Array(slice)` whose result goes unused
  /// before it has finished copying the slice into it, a heap use-after-free write
  /// (Tests/MustacheTests/DiscardedSliceCopyTests.swift keeps the reduced case).
  @discardableResult
  private mutating func applyOrdinary(_ index: Int) -> Range<Int>? {
    let left = leftSide(of: index)
    let right = rightSide(of: index)
    guard left.clear, right.clear else { return nil }
    remove(left, before: index)
    remove(right, after: index)
    return left.removal ?? 0..<0
  }

  private mutating func applyParentPair(open: Int) {
    let close = partner[open]
    guard close >= 0 else { return }
    let left = leftSide(of: open)
    let right = rightSide(of: close)
    guard left.clear, right.clear else { return }
    remove(left, before: open)
    remove(right, after: close)
    indentation[open] = bytes(left.removal)
  }

  private mutating func applyArgumentBlock(open: Int) {
    let right = rightSide(of: open)
    if right.clear {
      remove(right, after: open)
      if right.includesNewline, let removal = right.removal {
        intrinsicIndentation[open] = leadingWhitespaceOfFirstLine(from: removal.upperBound)
      }
    }
    let close = partner[open]
    guard close >= 0 else { return }
    let left = leftSide(of: close)
    if left.clear {
      remove(left, before: close)
    }
  }

  private mutating func applyParameterBlock(open: Int) {
    let left = leftSide(of: open)
    let right = rightSide(of: open)
    if left.clear, right.clear {
      remove(left, before: open)
      remove(right, after: open)
      if right.includesNewline, let removal = right.removal {
        indentation[open] = leadingWhitespaceOfFirstLine(from: removal.upperBound)
      } else {
        indentation[open] = bytes(left.removal)
      }
      return
    }
    let close = partner[open]
    if left.clear, close >= 0, rightSide(of: close).clear {
      // The pair starts and ends a line, like `  {{$b}}{{/b}}`: the leading whitespace
      // stays in the output and overriding content is indented like it.
      indentation[open] = bytes(left.removal)
    }
  }

  // MARK: Sides

  private func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private func leftSide(of index: Int) -> Side {
    guard index > 0 else { return Side(clear: true, removal: nil) }
    let previous = tokens[index - 1]
    guard previous.kind == .text else { return .blocked }
    let range = previous.range
    var cursor = range.upperBound
    while cursor > range.lowerBound, isBlank(source[cursor - 1]) {
      cursor -= 1
    }
    if cursor > range.lowerBound {
      guard source[cursor - 1] == UInt8(ascii: "\n") else { return .blocked }
      return Side(clear: true, removal: cursor..<range.upperBound)
    }
    // Only blanks: clear if they start the template.
    return index - 1 == 0 ? Side(clear: true, removal: range) : .blocked
  }

  private func rightSide(of index: Int) -> Side {
    guard index + 1 < tokens.count else { return Side(clear: true, removal: nil) }
    let next = tokens[index + 1]
    guard next.kind == .text else { return .blocked }
    let range = next.range
    var cursor = range.lowerBound
    while cursor < range.upperBound, isBlank(source[cursor]) {
      cursor += 1
    }
    if cursor < range.upperBound {
      if source[cursor] == UInt8(ascii: "\n") {
        return Side(clear: true, removal: range.lowerBound..<cursor + 1, includesNewline: true)
      }
      if source[cursor] == UInt8(ascii: "\r"), cursor + 1 < range.upperBound,
        source[cursor + 1] == UInt8(ascii: "\n")
      {
        return Side(clear: true, removal: range.lowerBound..<cursor + 2, includesNewline: true)
      }
      return .blocked
    }
    // Only blanks: clear if they end the template.
    return index + 1 == tokens.count - 1 ? Side(clear: true, removal: range) : .blocked
  }

  private mutating func remove(_ side: Side, before index: Int) {
    guard let removal = side.removal else { return }
    keptUpper[index - 1] = min(keptUpper[index - 1], removal.lowerBound)
  }

  private mutating func remove(_ side: Side, after index: Int) {
    guard let removal = side.removal else { return }
    keptLower[index + 1] = max(keptLower[index + 1], removal.upperBound)
  }

  private func bytes(_ range: Range<Int>?) -> [UInt8] {
    guard let range else { return [] }
    return Array(source[range])
  }

  /// The spaces and tabs starting the first non-blank line at or after `start`.
  private func leadingWhitespaceOfFirstLine(from start: Int) -> [UInt8] {
    var lineStart = start
    while lineStart < source.count {
      var cursor = lineStart
      while cursor < source.count, isBlank(source[cursor]) {
        cursor += 1
      }
      if cursor < source.count, source[cursor] == UInt8(ascii: "\n") {
        lineStart = cursor + 1
        continue
      }
      if cursor + 1 < source.count, source[cursor] == UInt8(ascii: "\r"),
        source[cursor + 1] == UInt8(ascii: "\n")
      {
        lineStart = cursor + 2
        continue
      }
      return Array(source[lineStart..<cursor])
    }
    return []
  }
}
