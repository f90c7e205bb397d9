import FlowModel
import SwiftSourceScan

/// Actions and unwind actions the base declares: the app's become overrides.
extension AdoptionPlanner {
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
    guard member.name == action.name, types.count == baseTypes.count,
      zip(types, baseTypes).allSatisfy(Self.overrides)
    else {
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

  /// True when a parameter of type `written` can override one of type `base`: the same
  /// type or its optional (`UIButton?` for `UIButton`, `Any?` for `Any`). Not `AnyObject`
  /// for a class: with Objective-C interop Swift does not take it for an override.
  static func overrides(_ written: String, _ base: String) -> Bool {
    written == base || (!base.hasSuffix("?") && written == base + "?")
  }
}
