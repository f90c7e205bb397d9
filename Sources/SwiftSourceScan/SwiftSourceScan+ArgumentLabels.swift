extension SwiftSourceScan {
  /// The argument labels a name followed by `(` is applied with, `_` for an unlabelled
  /// argument: `dismiss(animated: true, completion: nil)` → `["animated", "completion"]`,
  /// `dismiss()` → `[]`; for a compound name, its labels (`save(_:)` → `["_"]`).
  ///
  /// Nil when they cannot be known from the tokens: the token after the name is not `(`,
  /// the parentheses are not closed, or a trailing closure follows them (it is one more
  /// argument, labelled or not).
  public func argumentLabels(ofNameAt index: Int) -> [String]? {
    let open = index + 1
    guard open < tokens.count, text(of: tokens[open]) == "(" else { return nil }
    var labels: [String] = []
    var depth = 0
    var argumentStart = open + 1
    var position = open + 1
    var compound = true
    var compoundLabels: [String] = []
    while position < tokens.count {
      let token = tokens[position]
      let spelling = text(of: token)
      if token.kind == .punctuation {
        switch spelling {
        case "(", "[", "{":
          depth += 1
        case ")", "]", "}":
          if depth == 0 {
            guard spelling == ")" else { return nil }
            if position > argumentStart { labels.append(label(at: argumentStart)) }
            let next = position + 1
            if next < tokens.count, text(of: tokens[next]) == "{" { return nil }
            let isCompound =
              compound && !compoundLabels.isEmpty
              && position - open - 1 == 2 * compoundLabels.count
            return isCompound ? compoundLabels : labels
          }
          depth -= 1
        case "," where depth == 0:
          labels.append(label(at: argumentStart))
          argumentStart = position + 1
        default:
          break
        }
      }
      // A compound name is nothing but `label:` pairs (`tableView(_:didSelectRowAt:)`).
      if depth == 0, compound {
        let offset = position - (open + 1)
        if offset % 2 == 0 {
          if token.kind == .identifier { compoundLabels.append(spelling) } else { compound = false }
        } else if spelling != ":" {
          compound = false
        }
      }
      position += 1
    }
    return nil
  }

  /// `name` of an argument that starts `name:`, else `_`.
  private func label(at index: Int) -> String {
    guard index + 1 < tokens.count, tokens[index].kind == .identifier,
      text(of: tokens[index + 1]) == ":"
    else { return "_" }
    return text(of: tokens[index]).filter { $0 != "`" }
  }
}
