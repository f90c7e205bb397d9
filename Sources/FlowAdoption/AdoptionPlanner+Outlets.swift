import FlowModel
import SwiftSourceScan

/// Outlets the base declares: removed from the app's class when they are the same.
extension AdoptionPlanner {
  mutating func outlets(
    _ base: BaseDeclarations, _ file: Int, _ declaration: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) {
    let declared = Set(declaration.members.map(\.name))
    for outlet in base.outlets where !declared.contains(outlet.name) && changesSuperclass {
      findings.append(
        .init(
          .change, at: location(file, declaration.nameRange.lowerBound),
          "behaviour: the storyboard connects the outlet \(outlet.name), which \(base.className) does not declare: today UIKit stops the app when it loads scene '\(base.sceneID)' (the key \(outlet.name) is not coding-compliant); after adoption \(base.baseClassName) declares it and the scene loads"
        ))
    }
    var removals: [Range<Int>] = []
    for member in declaration.members
    where member.kind == .variable || member.kind == .constant {
      guard let outlet = baseMembers.outlet(named: member.name) else { continue }
      let at = location(file, member.range.lowerBound)
      let written = member.typeAnnotation ?? "?"
      var type = written
      if type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
      guard member.hasAttribute("IBOutlet") else {
        findings.append(
          .init(
            .undecided, at: at,
            "\(base.baseClassName) declares the outlet \(outlet.name): \(outlet.type)!, and \(member.name) here is not an outlet: rename one of them",
            until: adoptsBase ? "\(member.name) is renamed (or the flow's outlet)" : nil))
        continue
      }
      guard Self.sameType(type, outlet.type) else {
        findings.append(
          .init(
            .undecided, at: at,
            "\(base.baseClassName) declares @IBOutlet \(outlet.name): \(outlet.type)!, and this one is \(written): give the flow's outlet this type, or change this one's and remove it",
            until: adoptsBase
              ? "the outlet \(outlet.name) has one type, here and in the flow, and this one is removed"
              : nil))
        continue
      }
      guard let lines = wholeLines(of: member, in: file) else {
        findings.append(
          .init(
            .undecided, at: at,
            "the outlet \(outlet.name) shares its line with other code; remove it by hand"))
        refuse(
          file, at: member.range.lowerBound,
          "the outlet \(outlet.name) shares its line with other code")
        continue
      }
      findings.append(
        .init(
          .change, at: at,
          "remove @IBOutlet \(member.name): \(written) — \(base.baseClassName) declares it\(outlet.isWeak && !member.hasModifier("weak") ? " (the base's is weak)" : "")"
        ))
      removals.append(lines)
    }
    for range in Self.merged(removals) {
      edit(file, withoutDoubleBlankLine(range, in: file), "")
    }
  }

  /// True when two written types are one: the same text, or one module-qualified and
  /// the other not (`JTAppleCalendar.JTACMonthView`, as a storyboard's `customModule`
  /// names it, and `JTACMonthView`, as a file that imports the module writes it).
  static func sameType(_ written: String, _ declared: String) -> Bool {
    let one = written.filter { !$0.isWhitespace }
    let other = declared.filter { !$0.isWhitespace }
    if one == other { return true }
    func unqualified(_ type: String) -> (name: Substring, qualified: Bool) {
      let (open, close) = type.hasPrefix("[") && type.hasSuffix("]") ? ("[", "]") : ("", "")
      let inner = type.dropFirst(open.count).dropLast(close.count)
      let name = inner.split(separator: ".").last ?? inner
      return (Substring(open) + name + close, inner.contains("."))
    }
    let a = unqualified(one)
    let b = unqualified(other)
    return a.name == b.name && a.qualified != b.qualified
  }

  /// Ranges that touch made one, so that outlets on consecutive lines go as one block.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, last.upperBound == range.lowerBound {
        result[result.count - 1] = last.lowerBound..<range.upperBound
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// Whole lines to remove, with the blank line after them when one is before them too:
  /// removing a block between two blank lines leaves one, not two.
  func withoutDoubleBlankLine(_ range: Range<Int>, in file: Int) -> Range<Int> {
    let bytes = sources.files[file].source.bytes
    func isBlankLine(from start: Int, to end: Int) -> Bool {
      start < end && bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
    // The line before: from the start of the previous line to just before range's start.
    guard range.lowerBound > 0 else { return range }
    var previousStart = range.lowerBound - 1
    while previousStart > 0, bytes[previousStart - 1] != 0x0A { previousStart -= 1 }
    let previousIsBlank =
      isBlankLine(from: previousStart, to: range.lowerBound - 1)
      || previousStart == range.lowerBound - 1
    guard previousIsBlank else { return range }
    var nextEnd = range.upperBound
    while nextEnd < bytes.count, bytes[nextEnd] != 0x0A { nextEnd += 1 }
    guard nextEnd < bytes.count,
      nextEnd == range.upperBound || isBlankLine(from: range.upperBound, to: nextEnd)
    else { return range }
    return range.lowerBound..<(nextEnd + 1)
  }

  /// The whole lines a declaration fills, with the doc comment lines right above it and a
  /// trailing line comment; nil when other code shares its first or last line. Comments
  /// are the scanner's: a line that starts with `///` inside a block comment (or that
  /// closes one) is not a doc comment, and is kept.
  func wholeLines(of member: SwiftDeclaration, in file: Int) -> Range<Int>? {
    let bytes = sources.files[file].source.bytes
    let scan = sources.files[file].scan
    func lineStart(_ offset: Int) -> Int {
      var start = offset
      while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
      return start
    }
    func isBlank(_ range: Range<Int>) -> Bool {
      bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
    let start = lineStart(member.range.lowerBound)
    guard isBlank(start..<member.range.lowerBound) else { return nil }
    var end = member.range.upperBound
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    if end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/"),
      let comment = scan.comment(startingAt: end)
    {
      end = comment.upperBound
    }
    if end < bytes.count, bytes[end] == 0x0D { end += 1 }
    if end < bytes.count, bytes[end] == 0x0A {
      end += 1
    } else if end < bytes.count {
      return nil
    }
    // Doc comment lines directly above belong to the declaration: each a `///` comment
    // of the scanner's, alone on its line.
    var first = start
    while first > 0 {
      let previous = lineStart(first - 1)
      var position = previous
      while position < first, bytes[position] == 0x20 || bytes[position] == 0x09 {
        position += 1
      }
      guard bytes[position..<first].starts(with: Array("///".utf8)),
        let comment = scan.comment(startingAt: position),
        comment.upperBound <= first, isBlank(comment.upperBound..<first)
      else { break }
      first = previous
    }
    return first..<end
  }
}
