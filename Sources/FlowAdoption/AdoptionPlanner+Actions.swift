import FlowComparison
import FlowModel
import SwiftSourceScan

/// Actions and unwind actions the base declares. The storyboard sends one selector, and a
/// subclass may not declare a second method with it: the app's becomes an override of the
/// base's action (same name, a type the base's can be passed as), an unwind action is
/// renamed to the base's (an override keeps the selector of what it overrides), and any
/// other action becomes the base's typed hook, its body kept and its sender cast back to
/// the type the body was written for.
extension AdoptionPlanner {
  mutating func action(
    _ base: BaseDeclarations, _ file: Int, _ member: SwiftDeclaration, inExtension: Bool,
    _ findings: inout [AdoptionFinding]
  ) {
    let isObjC =
      member.hasAttribute("IBAction") || member.hasAttribute("objc")
      || member.hasAttribute("IBSegueAction")
    let selector = ObjCSelectorName.of(member)
    let labels = member.parameters.map(\.label)
    let at = location(file, member.range.lowerBound)
    guard
      let action = baseMembers.action(
        selector: selector, isObjC: isObjC, name: member.name, labels: labels)
    else {
      guard base.memberNames.contains(member.name), !member.hasModifier("override") else {
        return
      }
      if isOverload(member, of: base, file) {
        // Another method, which compiles; but one named like a hook is likely meant to be
        // it, and the base never calls it.
        if base.hookNames.contains(member.name) {
          let declared = (base.methodLabels[member.name] ?? []).map {
            "\(member.name)(\($0.map { $0 + ":" }.joined()))"
          }
          findings.append(
            .init(
              .undecided, at: at,
              "\(base.baseClassName) calls its hook \(declared.joined(separator: " and ")); this \(member.fullName) is another method, which it never calls: make it the hook (an override), or rename it"
            ))
        }
        return
      }
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.baseClassName) declares a member named \(member.name) too: rename this one, or make it an override",
          until: "\(member.fullName) is renamed or made an override"))
      return
    }
    let kind = action.isUnwind ? "unwind action" : "action"
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
          "\(member.fullName) is named \(selector) in Objective-C, and \(base.baseClassName)'s \(action.name) is \(action.selector), which the storyboard sends: rename one of them",
          until: "\(member.fullName) or the flow's \(action.name) is renamed"))
      return
    }
    if inExtension {
      moveOutOfExtension(base, action, file, member, &findings)
      return
    }
    adopt(action, of: base, file, member, &findings)
  }

  /// The app's method for one of the base's actions: an override, a hook, or undecided.
  mutating func adopt(
    _ action: BaseDeclarations.Action, of base: BaseDeclarations, _ file: Int,
    _ member: SwiftDeclaration, _ findings: inout [AdoptionFinding]
  ) {
    let at = location(file, member.range.lowerBound)
    let kind = action.isUnwind ? "unwind action" : "action"
    let types = member.parameters.map { $0.type.filter { !$0.isWhitespace } }
    let baseTypes = action.parameters.map { $0.type.filter { !$0.isWhitespace } }
    let typesOverride =
      types.count == baseTypes.count && zip(types, baseTypes).allSatisfy(Self.overrides)
    if typesOverride, member.name == action.name || action.isUnwind {
      override(base, action, file, member, &findings)
    } else if !action.isUnwind, let hookName = action.hookName,
      types.count == baseTypes.count
    {
      hook(base, action, hookName: hookName, file, member, &findings)
    } else {
      let hooks = action.hooks.map { "`\($0)`" }.joined(separator: ", ")
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.baseClassName) declares the \(kind) `\(action.signature)` for \(action.selector), and this \(member.fullName) clashes with it: delete this one and move its body into \(hooks.isEmpty ? "an override of \(action.name)" : hooks)",
          until:
            "\(member.fullName) is deleted, its body moved into \(hooks.isEmpty ? "an override of \(action.name)" : hooks)"
        ))
    }
  }

  /// Swift overrides a method of a Swift class (the base's action, or its hook) only in
  /// the class's body, not in an extension: the method, adopted as in the body, moves to
  /// the end of the class's body, its lines (doc comment included) gone from the extension.
  mutating func moveOutOfExtension(
    _ base: BaseDeclarations, _ action: BaseDeclarations.Action, _ file: Int,
    _ member: SwiftDeclaration, _ findings: inout [AdoptionFinding]
  ) {
    let at = location(file, member.range.lowerBound)
    let kind = action.isUnwind ? "unwind action" : "action"
    guard let lines = wholeLines(of: member, in: file), let end = classEnd else {
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.baseClassName) declares the \(kind) \(action.name) for \(action.selector), the selector of this \(member.fullName), which is declared in an extension, where Swift cannot override it, and flowc cannot move it (it shares a line with other code, or the class's closing brace does): move it into the body of class \(base.className) and run flowc adopt again",
          until:
            "\(member.fullName) is moved from the extension into the body of class \(base.className) (then flowc adopt makes it an override)"
        ))
      return
    }
    let before = findings.count
    capture = (file, lines, [])
    adopt(action, of: base, file, member, &findings)
    let captured = capture
    capture = nil
    guard let captured, !captured.edits.isEmpty,
      !findings[before...].contains(where: { $0.kind == .undecided })
    else { return }
    let bytes = sources.files[file].source.bytes
    var moved: [UInt8] = []
    var position = lines.lowerBound
    for change in captured.edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      moved += bytes[position..<change.range.lowerBound]
      moved += Array(change.text.utf8)
      position = change.range.upperBound
    }
    moved += bytes[position..<lines.upperBound]
    findings.append(
      .init(
        .change, at: at,
        "\(member.fullName) moves from its extension to the end of class \(base.className)'s body, where Swift lets it override \(base.baseClassName)'s"
      ))
    edit(file, withoutDoubleBlankLine(lines, in: file), "")
    edit(
      end.file, end.offset..<end.offset,
      end.newline + String(decoding: moved, as: UTF8.self))
  }

  /// The app's method becomes an override of the base's: `override` added, a private one
  /// made internal, its labels (and for an unwind action its name) made the base's.
  mutating func override(
    _ base: BaseDeclarations, _ action: BaseDeclarations.Action, _ file: Int,
    _ member: SwiftDeclaration, _ findings: inout [AdoptionFinding]
  ) {
    let at = location(file, member.range.lowerBound)
    let kind = action.isUnwind ? "unwind action" : "action"
    let labels = member.parameters.map(\.label)
    let renamed = member.name != action.name
    if renamed, let use = use(of: member.name, besides: member) {
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.baseClassName) declares the \(kind) \(action.name)(_:) for \(action.selector), the selector of this \(member.fullName); it becomes an override only under that name, and \(member.name) is used at \(use.line):\(use.column)",
          until:
            "\(member.fullName) is renamed \(action.name)(_:) and made an override, with its uses"
        ))
      return
    }
    guard SwiftSourceScan.isOneIdentifier(action.name),
      action.parameters.allSatisfy({ SwiftSourceScan.isOneIdentifier($0.label) })
    else {
      refuse(file, at: member.nameRange.lowerBound, "the flow's \(action.name) is not a Swift name")
      return
    }
    let newName =
      renamed || labels != action.parameters.map(\.label)
      ? " \(action.name)(\(action.parameters.map { $0.label + ":" }.joined()))" : ""
    findings.append(
      .init(
        .change, at: at,
        "\(kind) \(member.fullName) becomes \(member.hasModifier("private") || member.hasModifier("fileprivate") ? "internal " : "")override\(newName), keeping its body: \(base.baseClassName) declares it for \(action.selector)"
      ))
    let hooks = action.hooks.map { "`\($0)`" }.joined(separator: ", ")
    if !hooks.isEmpty {
      findings.append(
        .init(
          .move, at: at,
          action.isUnwind
            ? "its body can move into the typed hook\(action.hooks.count == 1 ? "" : "s") \(hooks), which \(action.hooks.count == 1 ? "receives" : "receive") the source already cast; then delete it"
            : "its body can move into \(hooks); then delete it"))
    }
    edit(file, member.keywordRange.lowerBound..<member.keywordRange.lowerBound, "override ")
    removeRestrictedAccess(file, member)
    if renamed { edit(file, member.nameRange, action.name) }
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

  /// An override is as visible as what it overrides: `private` and `fileprivate` go.
  mutating func removeRestrictedAccess(_ file: Int, _ member: SwiftDeclaration) {
    let bytes = sources.files[file].source.bytes
    for modifier in member.modifiers
    where modifier.name == "private" || modifier.name == "fileprivate" {
      var end = modifier.range.upperBound
      while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
      edit(file, modifier.range.lowerBound..<end, "")
    }
  }

  /// The attributes and modifiers an action may have and still become a hook: what it
  /// loses (`@IBAction`, `@objc`, `private`) the hook does not need.
  static let hookableAttributes: Set<String> = ["IBAction", "objc", "MainActor"]
  static let hookableModifiers: Set<String> = ["private", "fileprivate", "internal", "final"]

  /// The app's action, whose sender type is not the base's, becomes the base's hook: its
  /// declaration up to the parameters' `)` is rewritten as the hook's, the parameters
  /// keeping their names, and where the body uses a parameter whose type changed, its
  /// first statement gives the name the type the body was written for.
  mutating func hook(
    _ base: BaseDeclarations, _ action: BaseDeclarations.Action, hookName: String, _ file: Int,
    _ member: SwiftDeclaration, _ findings: inout [AdoptionFinding]
  ) {
    let at = location(file, member.range.lowerBound)
    let hookSignature = action.hooks.first ?? hookName
    func undecided(_ reason: String) {
      findings.append(
        .init(
          .undecided, at: at,
          "\(base.baseClassName) declares the action `\(action.signature)` for \(action.selector), the selector of this \(member.fullName); \(reason): delete this one and move its body into `\(hookSignature)`",
          until: "\(member.fullName) is deleted, its body moved into `\(hookSignature)`"))
    }
    let scan = sources.files[file].scan
    guard let list = member.parameterListRange, let bodyTokens = member.bodyTokens,
      bodyTokens.lowerBound >= 2,
      scan.tokens[bodyTokens.lowerBound - 2].range.upperBound == list.upperBound
    else {
      undecided("it has effects or a result between its parameters and its body")
      return
    }
    if let other = member.attributes.first(where: { !Self.hookableAttributes.contains($0.name) }) {
      undecided("flowc adopt does not rewrite a method with @\(other.name)")
      return
    }
    if let other = member.modifiers.first(where: { !Self.hookableModifiers.contains($0.name) }) {
      undecided("flowc adopt does not rewrite a method that is \(other.name)")
      return
    }
    if calls(["super", ".", member.name], in: member, file) {
      // In the hook, the base's action would call the hook again, without end.
      undecided("its body calls super.\(member.name), which in the hook would call the hook again")
      return
    }
    if scan.hasComment(in: member.range.lowerBound..<list.upperBound) {
      undecided("a comment inside its declaration would be lost")
      return
    }
    if classFunctionNames.contains(hookName) {
      undecided("this class declares \(hookName) already")
      return
    }
    if let use = use(of: member.name, besides: member) {
      undecided(
        "\(member.name) is used at \(use.line):\(use.column), where the base's takes a \(action.parameters.first?.type ?? "sender")"
      )
      return
    }
    guard SwiftSourceScan.isOneIdentifier(hookName),
      action.parameters.allSatisfy({ SwiftSourceScan.isOneIdentifier($0.label) }),
      member.parameters.allSatisfy({ SwiftSourceScan.isOneIdentifier($0.nameSpelling) })
    else {
      refuse(
        file, at: member.nameRange.lowerBound,
        "a name of \(member.fullName) or of the flow's \(hookName) does not read back as one Swift name"
      )
      return
    }
    var parameters: [String] = []
    var casts: [String] = []
    var notes: [String] = []
    for (parameter, expected) in zip(member.parameters, action.parameters) {
      let name = parameter.nameSpelling
      parameters.append(
        expected.label == name
          ? "\(name): \(expected.type)" : "\(expected.label) \(name): \(expected.type)")
      let written = parameter.type.filter { !$0.isWhitespace }
      let given = expected.type.filter { !$0.isWhitespace }
      guard written != given, name != "_", uses(parameter, in: member, file) else { continue }
      let cast = Self.cast(name, from: expected.type, to: parameter.type)
      casts.append(cast.statement)
      if let note = cast.note { notes.append(note) }
    }
    let header = "override func \(hookName)(\(parameters.joined(separator: ", ")))"
    let castNote = casts.isEmpty ? "" : "; its body starts with `\(casts.joined(separator: "; "))`"
    findings.append(
      .init(
        .change, at: at,
        "action \(member.fullName) becomes `\(header)`, keeping its body: \(base.baseClassName) declares \(action.name)(\(action.parameters.map { $0.label + ":" }.joined())) for \(action.selector) and calls \(hookName) with \(action.parameters.map(\.type).joined(separator: ", "))\(castNote)\(notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")"
      ))
    edit(file, member.range.lowerBound..<list.upperBound, header)
    if !casts.isEmpty, let insertion = firstStatementInsertion(member, file, casts) {
      edit(file, insertion.offset..<insertion.offset, insertion.text)
    }
  }

  /// How the body gets back the type it was written for: an upcast when the base's type
  /// is one (`let sender: Any = sender`), else a conditional cast, which changes what the
  /// body does when the storyboard sends something else: then it does not run.
  static func cast(_ name: String, from given: String, to written: String) -> (
    statement: String, note: String?
  ) {
    let isOptional = written.hasSuffix("?") || written.hasSuffix("!")
    let unwrapped = isOptional ? String(written.dropLast()) : written
    let givenUnwrapped = given.hasSuffix("?") ? String(given.dropLast()) : given
    if UIKitClassHierarchy.accepts(unwrapped, givenUnwrapped) || unwrapped == "NSObject" {
      return ("let \(name): \(isOptional ? unwrapped + "?" : written) = \(name)", nil)
    }
    // From an unrelated class, through Any: a direct cast draws "always fails".
    let source =
      ["Any", "AnyObject"].contains(givenUnwrapped)
        || UIKitClassHierarchy.accepts(givenUnwrapped, unwrapped)
      ? name : "\(name) as Any"
    let sent =
      ["Any", "AnyObject"].contains(givenUnwrapped)
      ? "" : " (the storyboard sends a \(givenUnwrapped))"
    if isOptional {
      return (
        "let \(name) = \(source) as? \(unwrapped)",
        "a behaviour change: when the sender is not a \(unwrapped)\(sent), the body gets nil"
      )
    }
    return (
      "guard let \(name) = \(source) as? \(written) else { return }",
      "a behaviour change: when the sender is not a \(written)\(sent), the body does not run, where the app stopped before"
    )
  }

  /// True when the body names the parameter: a name token not after `.`, or an
  /// interpolated string that holds it.
  func uses(_ parameter: SwiftDeclaration.Parameter, in member: SwiftDeclaration, _ file: Int)
    -> Bool
  {
    guard let body = member.bodyTokens else { return false }
    let scan = sources.files[file].scan
    let needle = Array(parameter.name.utf8)
    for index in body {
      let token = scan.tokens[index]
      switch token.kind {
      case .identifier:
        if scan.text(of: token).unquoted == parameter.name,
          index == body.lowerBound || scan.text(of: scan.tokens[index - 1]) != "."
        {
          return true
        }
      case .string(value: .none):
        if scan.bytes[token.range].contains(needle) { return true }
      default: break
      }
    }
    return false
  }

  /// Where a statement goes first in a body: a line of its own after `{` (indented like
  /// the body's first line, with the file's line ending), or after `{ ` followed by `;`
  /// when the body is on one line.
  func firstStatementInsertion(_ member: SwiftDeclaration, _ file: Int, _ statements: [String])
    -> (offset: Int, text: String)?
  {
    if let line = bodyLineInsertion(member, file) {
      return (
        line.offset,
        statements.map { line.indent + $0 + line.newline }.joined()
      )
    }
    guard let body = member.bodyRange else { return nil }
    return (body.lowerBound + 1, " " + statements.joined(separator: "; ") + ";")
  }

  /// The first token, in the class and its extensions, that names `name` and may stand for
  /// `member`: not the member's own name nor another member's (an outlet named like the
  /// action declares a property, it does not use the method), nor a call or compound name
  /// whose argument labels the member cannot take (`dismiss(animated: true,
  /// completion: nil)` is UIKit's method, not the app's `dismiss()`).
  func use(of name: String, besides member: SwiftDeclaration) -> SourceLocation? {
    for part in classScope {
      let scan = sources.files[part.file].scan
      for index in part.tokens {
        let token = scan.tokens[index]
        if token.kind == .identifier, token.range != member.nameRange,
          scan.text(of: token).unquoted == name,
          !memberNamePositions.contains(
            MemberName(file: part.file, offset: token.range.lowerBound)),
          takes(scan.argumentLabels(ofNameAt: index), member, part.file)
        {
          return location(part.file, token.range.lowerBound)
        }
        if case .string(value: .none) = token.kind,
          scan.bytes[token.range].contains(Array(name.utf8))
        {
          return location(part.file, token.range.lowerBound)
        }
      }
    }
    return nil
  }

  /// False only when `labels` (nil: not known) are certainly not the member's: no call
  /// with them can call it (parameters with default values may be left out; a variadic
  /// one makes it unknown).
  func takes(_ labels: [String]?, _ member: SwiftDeclaration, _ file: Int) -> Bool {
    guard let labels, let parameters = callableParameters(member, file) else { return true }
    return Self.accepts(parameters[...], labels[...])
  }

  /// True when the app's method and the base's of its name are two methods: the base
  /// declares that name only as methods, and none of them has argument labels the app's
  /// can be called with (`dequeueCell(from:for:initialize:)`, its last parameter with a
  /// default value, beside the base's `dequeueCell(_:for:)`).
  func isOverload(_ member: SwiftDeclaration, of base: BaseDeclarations, _ file: Int) -> Bool {
    guard member.kind == .function, let declared = base.methodLabels[member.name],
      let parameters = callableParameters(member, file)
    else { return false }
    return !declared.contains { Self.accepts(parameters[...], $0[...]) }
  }

  /// A method's parameters as calls see them: each label, and whether a call may leave
  /// it out (it has a default value); nil when one is variadic.
  func callableParameters(_ member: SwiftDeclaration, _ file: Int) -> [(
    label: String, optional: Bool
  )]? {
    let bytes = sources.files[file].source.bytes
    var result: [(label: String, optional: Bool)] = []
    for parameter in member.parameters {
      if parameter.type.hasSuffix("...") { return nil }
      var next = parameter.range.upperBound
      while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
      result.append((parameter.label, next < bytes.count && bytes[next] == UInt8(ascii: "=")))
    }
    return result
  }

  /// True when a call with `labels` can call a method with `parameters`: the labels are
  /// the parameters' in order, those with a default value left out or not.
  static func accepts(
    _ parameters: ArraySlice<(label: String, optional: Bool)>, _ labels: ArraySlice<String>
  ) -> Bool {
    guard let first = parameters.first else { return labels.isEmpty }
    if let label = labels.first, label == first.label,
      accepts(parameters.dropFirst(), labels.dropFirst())
    {
      return true
    }
    return first.optional && accepts(parameters.dropFirst(), labels)
  }

  /// True when a parameter of type `written` can override one of type `base`: the same
  /// type or its optional (`UIButton?` for `UIButton`, `Any?` for `Any`). Not `AnyObject`
  /// for a class: with Objective-C interop Swift does not take it for an override.
  static func overrides(_ written: String, _ base: String) -> Bool {
    written == base || (!base.hasSuffix("?") && written == base + "?")
  }
}

extension String {
  /// A name without its backquotes.
  var unquoted: String { String(filter { $0 != "`" }) }
}

extension ArraySlice<UInt8> {
  /// True when `needle` occurs in the bytes.
  func contains(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    var index = startIndex
    while index + needle.count <= endIndex {
      if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
