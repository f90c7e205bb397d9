import FlowEditing
import FlowModel
import SwiftSourceScan

/// Works out what adopting the generated bases means for an app's own classes: for each
/// scene's class, the superclass to change, the outlets and actions the base now declares,
/// the branches of `prepare(for:sender:)` and their hooks, and what it cannot decide; and
/// the splices that make the mechanical part, changing only the bytes they must.
public struct AdoptionPlanner {
  let sources: AppSources
  var splices: [Int: TextSplice] = [:]
  var refusals: [Diagnostic] = []
  /// Files already checked for being safe to edit.
  var checkedFiles: Set<Int> = []

  public static func plan(bases: [BaseDeclarations], sources: AppSources) -> AdoptionPlan {
    var planner = AdoptionPlanner(sources: sources)
    let classes = bases.map { planner.adopt($0) }
    var splices: [String: TextSplice] = [:]
    var originals: [String: [UInt8]] = [:]
    for (file, splice) in planner.splices where !splice.isEmpty {
      splices[sources.files[file].path] = splice
      originals[sources.files[file].path] = sources.files[file].source.bytes
    }
    return AdoptionPlan(
      classes: classes, splices: splices, originals: originals, refusals: planner.refusals)
  }

  init(sources: AppSources) {
    self.sources = sources
  }

  // MARK: Files

  func location(_ file: Int, _ offset: Int) -> SourceLocation {
    sources.files[file].source.location(ofOffset: offset)
  }

  mutating func refuse(_ file: Int, at offset: Int, _ message: String) {
    refusals.append(
      .error(
        .adoptRefused, "\(message); flowc adopt changes no file",
        at: location(file, offset)))
  }

  /// Refuses, once, a file the scanner could not read with certainty or that is not UTF-8:
  /// no edit is made to it.
  mutating func checkEditable(_ file: Int) {
    guard checkedFiles.insert(file).inserted else { return }
    let scanned = sources.files[file]
    if Array(String(decoding: scanned.source.bytes, as: UTF8.self).utf8) != scanned.source.bytes {
      refuse(file, at: 0, "the file is not UTF-8")
    }
    if let problem = scanned.scan.problems.first {
      refuse(file, at: problem.offset, "flowc cannot read this file with certainty: \(problem)")
    }
  }

  /// Adds one change to a file's splice, unless it overlaps one already there.
  mutating func edit(_ file: Int, _ range: Range<Int>, _ text: String) {
    checkEditable(file)
    var splice = splices[file] ?? TextSplice()
    let overlaps = splice.changes.contains { change in
      range.isEmpty
        ? change.range.lowerBound < range.lowerBound && range.lowerBound < change.range.upperBound
        : change.range.overlaps(range)
          || (change.range.isEmpty && range.contains(change.range.lowerBound)
            && change.range.lowerBound != range.lowerBound)
    }
    guard !overlaps else {
      refuse(file, at: range.lowerBound, "two changes to the same bytes")
      return
    }
    splice.replace(range, with: text)
    splices[file] = splice
  }

  // MARK: Classes

  mutating func adopt(_ base: BaseDeclarations) -> ClassAdoption {
    var adoption = ClassAdoption(
      className: base.className, sceneID: base.sceneID, baseClassName: base.baseClassName,
      path: nil, findings: [])
    let candidates = sources.classes[base.className] ?? []
    guard let found = candidates.first else { return adoption }
    adoption.path = sources.files[found.file].path
    guard candidates.count == 1 else {
      for candidate in candidates {
        adoption.findings.append(
          .init(
            .undecided, at: location(candidate.file, candidate.declaration.nameRange.lowerBound),
            "\(base.className) is declared \(candidates.count) times in the app's sources; flowc adopt edits none of them"
          ))
      }
      return adoption
    }
    let file = found.file
    let declaration = found.declaration
    if declaration.isConditional {
      refuse(
        file, at: declaration.keywordRange.lowerBound,
        "class \(base.className) is declared inside #if; which declaration is compiled is not flowc's to decide"
      )
    }
    var findings: [AdoptionFinding] = []
    if let modifier = declaration.modifiers.first(where: {
      $0.name == "public" || $0.name == "open"
    }) {
      findings.append(
        .init(
          .undecided, at: location(file, modifier.range.lowerBound),
          "\(base.className) is \(modifier.name), and \(base.baseClassName) is internal unless the flow is built with \"access\": \"public\" (docs/config.md)"
        ))
    }
    superclass(base, file, declaration, &findings)
    outlets(base, file, declaration, &findings)
    var methods = declaration.members.map { (file: file, member: $0) }
    for extensionDeclaration in sources.extensions[base.className] ?? [] {
      methods += extensionDeclaration.declaration.members.map {
        (file: extensionDeclaration.file, member: $0)
      }
    }
    for (methodFile, member) in methods where member.kind == .function {
      if member.isConditional, member.hasAttribute("IBAction") {
        findings.append(
          .init(
            .undecided, at: location(methodFile, member.keywordRange.lowerBound),
            "\(member.fullName) is declared inside #if; flowc adopt leaves it as it is"))
        continue
      }
      action(base, methodFile, member, &findings)
      switch member.fullName {
      case "prepare(for:sender:)": prepare(base, methodFile, member, &findings)
      case "shouldPerformSegue(withIdentifier:sender:)" where base.overridesShouldPerform:
        if !calls(["super", ".", "shouldPerformSegue"], in: member, methodFile) {
          findings.append(
            .init(
              .move, at: location(methodFile, member.nameRange.lowerBound),
              "shouldPerformSegue(withIdentifier:sender:) does not ask \(base.baseClassName): its shouldPerform… hooks run only through super.shouldPerformSegue(withIdentifier:sender:); move each identifier's answer into its hook"
            ))
        }
      case "viewDidLoad()" where base.overridesViewDidLoad:
        if !calls(["super", ".", "viewDidLoad"], in: member, methodFile) {
          findings.append(
            .init(
              .undecided, at: location(methodFile, member.nameRange.lowerBound),
              "viewDidLoad() does not call super.viewDidLoad(), where \(base.baseClassName) sets what the flow gives this scene"
            ))
        }
      default: break
      }
    }
    adoption.findings = findings.sorted {
      ($0.location.file, $0.location.line, $0.location.column)
        < ($1.location.file, $1.location.line, $1.location.column)
    }
    return adoption
  }

  mutating func superclass(
    _ base: BaseDeclarations, _ file: Int, _ declaration: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) {
    guard let first = declaration.inheritance.first else {
      findings.append(
        .init(
          .undecided, at: location(file, declaration.nameRange.lowerBound),
          "\(base.className) inherits from nothing; make it inherit from \(base.baseClassName)"))
      return
    }
    var written = first.text
    if written.hasPrefix("UIKit.") { written.removeFirst("UIKit.".count) }
    let at = location(file, first.range.lowerBound)
    if written == base.baseClassName {
      findings.append(.init(.done, at: at, "\(base.className) inherits from \(base.baseClassName)"))
    } else if written == base.superclassName {
      findings.append(
        .init(
          .change, at: at,
          "superclass \(first.text) becomes \(base.baseClassName) (which inherits from \(base.superclassName))"
        ))
      edit(file, first.range, base.baseClassName)
    } else {
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.className) inherits from \(first.text), and \(base.baseClassName) from \(base.superclassName): make \(first.text) the flow's base (base=\"\(first.text)\" on scene '\(base.sceneID)'), or change the superclass by hand"
        ))
    }
  }

  mutating func outlets(
    _ base: BaseDeclarations, _ file: Int, _ declaration: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) {
    for member in declaration.members
    where member.kind == .variable || member.kind == .constant {
      guard let outlet = base.outlets.first(where: { $0.name == member.name }) else { continue }
      let at = location(file, member.range.lowerBound)
      let written = member.typeAnnotation ?? "?"
      var type = written
      if type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
      guard member.hasAttribute("IBOutlet") else {
        findings.append(
          .init(
            .undecided, at: at,
            "\(base.baseClassName) declares the outlet \(outlet.name): \(outlet.type)!, and \(member.name) here is not an outlet: rename one of them"
          ))
        continue
      }
      guard type.filter({ !$0.isWhitespace }) == outlet.type.filter({ !$0.isWhitespace }) else {
        findings.append(
          .init(
            .undecided, at: at,
            "\(base.baseClassName) declares @IBOutlet \(outlet.name): \(outlet.type)!, and this one is \(written): give the flow's outlet this type, or change this one's and remove it"
          ))
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
      edit(file, lines, "")
    }
  }

  /// The whole lines a declaration fills, with the doc comment lines right above it and a
  /// trailing line comment; nil when other code shares its first or last line.
  func wholeLines(of member: SwiftDeclaration, in file: Int) -> Range<Int>? {
    let bytes = sources.files[file].source.bytes
    func lineStart(_ offset: Int) -> Int {
      var start = offset
      while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
      return start
    }
    let start = lineStart(member.range.lowerBound)
    guard bytes[start..<member.range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
      return nil
    }
    var end = member.range.upperBound
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") {
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    }
    if end < bytes.count, bytes[end] == 0x0D { end += 1 }
    if end < bytes.count, bytes[end] == 0x0A {
      end += 1
    } else if end < bytes.count {
      return nil
    }
    // Doc comment lines directly above belong to the declaration.
    var first = start
    while first > 0 {
      let previous = lineStart(first - 1)
      let line = bytes[previous..<first].drop { $0 == 0x20 || $0 == 0x09 }
      guard line.starts(with: Array("///".utf8)) else { break }
      first = previous
    }
    return first..<end
  }

  // MARK: Actions

  mutating func action(
    _ base: BaseDeclarations, _ file: Int, _ member: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) {
    let isObjC =
      member.hasAttribute("IBAction") || member.hasAttribute("objc")
      || member.hasAttribute("IBSegueAction")
    let selector = ObjCSelectorName.of(member)
    let labels = member.parameters.map(\.label)
    let at = location(file, member.range.lowerBound)
    guard
      let action = base.actions.first(where: {
        (isObjC && $0.selector == selector)
          || ($0.name == member.name && $0.parameters.map(\.label) == labels)
      })
    else {
      if base.memberNames.contains(member.name), !member.hasModifier("override") {
        findings.append(
          .init(
            .undecided, at: at,
            "\(base.baseClassName) declares a member named \(member.name) too: rename this one, or make it an override"
          ))
      }
      return
    }
    let kind = action.isUnwind ? "unwind action" : "action"
    let hooks = action.hooks.map { "`\($0)`" }.joined(separator: ", ")
    if member.hasModifier("override") {
      findings.append(
        .init(
          .done, at: at,
          "\(member.fullName) overrides \(base.baseClassName)'s \(kind) \(action.selector)"))
      return
    }
    if let explicit = member.attributes.first(where: { $0.name == "objc" && $0.arguments != nil }),
      selector != action.selector
    {
      findings.append(
        .init(
          .undecided, at: location(file, explicit.range.lowerBound),
          "\(member.fullName) is named \(selector) in Objective-C, and \(base.baseClassName)'s \(action.name) is \(action.selector), which the storyboard sends: rename one of them"
        ))
      return
    }
    let types = member.parameters.map { $0.type.filter { !$0.isWhitespace } }
    let baseTypes = action.parameters.map { $0.type.filter { !$0.isWhitespace } }
    guard member.name == action.name, types == baseTypes else {
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.baseClassName) declares the \(kind) `\(action.signature)` for \(action.selector), and this \(member.fullName) clashes with it: delete this one and move its body into \(hooks.isEmpty ? "an override of \(action.name)" : hooks)\(action.isUnwind ? "" : " (casting the sender)")"
        ))
      return
    }
    findings.append(
      .init(
        .change, at: at,
        "\(kind) \(member.fullName) becomes \(member.hasModifier("private") || member.hasModifier("fileprivate") ? "internal " : "")override\(labels == action.parameters.map(\.label) ? "" : " \(action.name)(\(action.parameters.map { $0.label + ":" }.joined()))"), keeping its body: \(base.baseClassName) declares it for \(action.selector)"
      ))
    if !hooks.isEmpty {
      findings.append(
        .init(
          .move, at: at,
          action.isUnwind
            ? "its body can move into the typed hook\(action.hooks.count == 1 ? "" : "s") \(hooks), which \(action.hooks.count == 1 ? "receives" : "receive") the source already cast; then delete it"
            : "its body can move into \(hooks); then delete it"))
    }
    edit(file, member.keywordRange.lowerBound..<member.keywordRange.lowerBound, "override ")
    // An override is as visible as what it overrides.
    let bytes = sources.files[file].source.bytes
    for modifier in member.modifiers
    where modifier.name == "private" || modifier.name == "fileprivate" {
      var end = modifier.range.upperBound
      while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
      edit(file, modifier.range.lowerBound..<end, "")
    }
    for (parameter, expected) in zip(member.parameters, action.parameters)
    where parameter.label != expected.label {
      if let labelRange = parameter.labelRange {
        edit(file, labelRange, expected.label)
      } else {
        edit(
          file, parameter.nameRange.lowerBound..<parameter.nameRange.lowerBound,
          expected.label + " ")
      }
    }
  }

  // MARK: prepare(for:sender:)

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
  /// indented like the body's first line, with the file's line ending.
  func superInsertion(_ member: SwiftDeclaration, _ file: Int) -> (offset: Int, text: String)? {
    guard let body = member.bodyRange, let tokens = member.bodyTokens,
      member.parameters.count == 2, member.parameters.allSatisfy({ $0.name != "_" })
    else { return nil }
    let bytes = sources.files[file].source.bytes
    let scan = sources.files[file].scan
    var position = body.lowerBound + 1
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
      position += 1
    }
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "/"),
      bytes[position + 1] == UInt8(ascii: "/")
    {
      while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
        position += 1
      }
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
    let segue = member.parameters[0].name
    let sender = member.parameters[1].name
    return (position, "\(indent)super.prepare(for: \(segue), sender: \(sender))\(newline)")
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
