import FlowModel
import SwiftSourceScan

/// `prepare(for:sender:)`: the call of super the base needs, and the branches on segue
/// identifiers that can move into typed hooks.
extension AdoptionPlanner {
  /// True when `sequence` (token spellings) occurs in the member's body.
  func calls(_ sequence: [String], in member: SwiftDeclaration, _ file: Int) -> Bool {
    guard let body = member.bodyTokens, body.count >= sequence.count else { return false }
    let scan = sources.files[file].scan
    for start in body.lowerBound...(body.upperBound - sequence.count) {
      if sequence.indices.allSatisfy({ scan.text(of: scan.tokens[start + $0]) == sequence[$0] }) {
        return true
      }
    }
    return false
  }

  mutating func prepare(
    _ base: BaseDeclarations, _ file: Int, _ member: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) {
    guard base.overridesPrepare, let body = member.bodyRange else { return }
    let at = location(file, member.nameRange.lowerBound)
    if calls(["super", ".", "prepare"], in: member, file) {
      findings.append(
        .init(
          .done, at: at, "prepare(for:sender:) calls super, so \(base.baseClassName)'s hooks run"))
    } else if let insertion = superInsertion(member, file) {
      findings.append(
        .init(
          .change, at: at,
          "prepare(for:sender:) calls super.prepare(for:sender:) first, so \(base.baseClassName) hands each segue's destination to its hook"
        ))
      edit(file, insertion.offset..<insertion.offset, insertion.text)
    } else {
      findings.append(
        .init(
          .undecided, at: location(file, body.lowerBound),
          "prepare(for:sender:) does not call super.prepare(for:sender:), and its body does not start on a line of its own: add the call first in it by hand, or the typed hooks are not called"
        ))
    }
    branches(base, file, member, &findings)
  }

  /// Where `super.prepare(for:sender:)` goes: a line of its own at the top of the body,
  /// with the names of the parameters as written (backquotes kept).
  func superInsertion(_ member: SwiftDeclaration, _ file: Int) -> (offset: Int, text: String)? {
    guard member.parameters.count == 2, member.parameters.allSatisfy({ $0.name != "_" }),
      let line = bodyLineInsertion(member, file)
    else { return nil }
    let segue = member.parameters[0].nameSpelling
    let sender = member.parameters[1].nameSpelling
    guard SwiftSourceScan.isOneIdentifier(segue), SwiftSourceScan.isOneIdentifier(sender) else {
      return nil
    }
    return (
      line.offset, "\(line.indent)super.prepare(for: \(segue), sender: \(sender))\(line.newline)"
    )
  }

  /// Where a line goes first in a body: after the line of its `{` (and a line comment
  /// there), indented like the body's first line, with the file's line ending; nil when
  /// the body does not start on a line of its own.
  func bodyLineInsertion(_ member: SwiftDeclaration, _ file: Int) -> (
    offset: Int, indent: String, newline: String
  )? {
    guard let body = member.bodyRange, let tokens = member.bodyTokens else { return nil }
    let bytes = sources.files[file].source.bytes
    let scan = sources.files[file].scan
    var position = body.lowerBound + 1
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
      position += 1
    }
    if let comment = scan.comment(startingAt: position), bytes[position + 1] == UInt8(ascii: "/") {
      position = comment.upperBound
    }
    var newline = "\n"
    if position < bytes.count, bytes[position] == 0x0D {
      newline = "\r\n"
      position += 1
    }
    guard position < bytes.count, bytes[position] == 0x0A else { return nil }
    position += 1
    func indentation(of offset: Int) -> String {
      var start = offset
      while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
      var end = start
      while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    let indent: String
    if !tokens.isEmpty, scan.tokens[tokens.lowerBound].startsLine {
      indent = indentation(of: scan.tokens[tokens.lowerBound].range.lowerBound)
    } else {
      let outer = indentation(of: member.range.lowerBound)
      indent =
        outer + (outer.hasPrefix("\t") ? "\t" : String(repeating: " ", count: max(2, outer.count)))
    }
    return (position, indent, newline)
  }

  /// The branches of `prepare(for:sender:)` on the segue's identifier: a comparison with
  /// a string (`segue.identifier == "x"`) or a `case "x":` of a switch on it.
  mutating func branches(
    _ base: BaseDeclarations, _ file: Int, _ member: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) {
    guard let body = member.bodyTokens else { return }
    let scan = sources.files[file].scan
    let tokens = scan.tokens
    func spelling(_ index: Int) -> String {
      body.contains(index) ? scan.text(of: tokens[index]) : ""
    }
    var readsIdentifier = false
    var found = 0
    var switchDepth: [Int] = []
    var depth = 0
    var inCasePattern = false
    for index in body {
      let token = tokens[index]
      let text = spelling(index)
      if text == "identifier", spelling(index - 1) == "." { readsIdentifier = true }
      if token.kind == .punctuation {
        if text == "{" {
          depth += 1
          if let last = switchDepth.last, last == -1 { switchDepth[switchDepth.count - 1] = depth }
        }
        if text == "}" {
          if switchDepth.last == depth { switchDepth.removeLast() }
          depth -= 1
        }
        if text == ":" { inCasePattern = false }
      }
      if text == "switch" {
        // A switch on something read from `identifier` before its brace.
        var look = index + 1
        var onIdentifier = false
        while body.contains(look), spelling(look) != "{" {
          if spelling(look) == "identifier" { onIdentifier = true }
          look += 1
        }
        if onIdentifier { switchDepth.append(-1) }
      }
      if text == "case", switchDepth.last == depth { inCasePattern = true }
      guard case .string(let value) = token.kind else { continue }
      let compared =
        spelling(index - 1) == "==" || spelling(index + 1) == "=="
        || spelling(index - 1) == "!=" || spelling(index + 1) == "!="
      let casePattern =
        inCasePattern && (spelling(index - 1) == "case" || spelling(index - 1) == ",")
      let nearIdentifier =
        spelling(index - 2) == "identifier" || spelling(index + 2) == "identifier"
        || spelling(index - 1) == "identifier" || casePattern
      guard compared || casePattern else { continue }
      let at = location(file, token.range.lowerBound)
      if let value, let hook = base.segues[value] {
        found += 1
        let root = hook.looksThroughNavigation ? " (the navigation controller's root)" : ""
        findings.append(
          .init(
            .move, at: at,
            "the branch for segue \"\(value)\" can move into `\(hook.hook)`, which receives the destination\(root) already cast to \(hook.destinationType)"
          ))
      } else if nearIdentifier {
        found += 1
        findings.append(
          .init(
            .undecided, at: at,
            value.map {
              "prepare(for:sender:) tests for segue \"\($0)\", which scene '\(base.sceneID)' has no segue with: an identifier from another scene, or a typo"
            }
              ?? "prepare(for:sender:) compares the segue's identifier with a string flowc cannot read"
          ))
      }
    }
    if readsIdentifier, found == 0 {
      findings.append(
        .init(
          .undecided, at: location(file, member.nameRange.lowerBound),
          "prepare(for:sender:) reads segue.identifier in a way flowc adopt does not follow; move each segue's branch into its prepare… hook by hand"
        ))
    }
  }
}
