import FlowModel

/// Names that end up in Swift must be identifiers (or type names), not keywords, and
/// should follow Swift's case conventions.
struct IdentifierRules: FlowRuleFamily {
  enum Case {
    case lower, upper, any
  }

  init(walking flow: Flow, into log: inout DiagnosticLog) {
    Self.identifier(
      flow.name, "flow name", .upper, at: flow.origin.location(of: "name"), into: &log)
    if let module = flow.module {
      Self.identifier(module, "module", .any, at: flow.origin.location(of: "module"), into: &log)
    }
    Self.moduleNames(flow.imports, at: flow.origin.location(of: "imports"), into: &log)
  }

  func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    Self.identifier(
      node.id, "\(node.elementName) id", .lower, at: node.origin.location(of: "id"), into: &log)
    switch node {
    case .scene(let scene): Self.checkScene(scene, into: &log)
    case .navigation(let navigation):
      Self.checkContainer(navigation.explicitClass, of: node, into: &log)
    case .tabBar(let tabBar):
      Self.checkContainer(tabBar.explicitClass, of: node, into: &log)
    case .split(let split):
      Self.checkContainer(split.explicitClass, of: node, into: &log)
    case .reference(let reference):
      Self.freeText(reference.storyboardName, "storyboard", at: reference.origin, into: &log)
      Self.freeText(reference.referencedID, "sceneID", at: reference.origin, into: &log)
    }
  }

  /// A container's own class (a subclass of its UIKit controller) and storyboard ID.
  static func checkContainer(
    _ explicitClass: String?, of node: Node, into log: inout DiagnosticLog
  ) {
    typeName(explicitClass, "class", at: node.origin, into: &log)
    ClassTypeRules.check(explicitClass, "class", of: node.elementName, at: node.origin, into: &log)
    freeText(node.storyboardID, "storyboardID", at: node.origin, into: &log)
  }

  static func checkScene(_ scene: Scene, into log: inout DiagnosticLog) {
    if let explicitClass = scene.explicitClass {
      identifier(explicitClass, "class", .upper, at: scene.origin.location(of: "class"), into: &log)
    }
    typeName(scene.base, "base", at: scene.origin, into: &log)
    ClassTypeRules.check(scene.base, "base", of: "scene", at: scene.origin, into: &log)
    SceneBaseRules.check(scene, into: &log)
    freeText(scene.storyboardID, "storyboardID", at: scene.origin, into: &log)
    for outlet in scene.outlets {
      // The key the storyboard sets, kept exactly: no case convention applies.
      identifier(
        outlet.name, "outlet name", .any, at: outlet.origin.location(of: "name"), into: &log)
      typeName(outlet.type, "type", at: outlet.origin, into: &log)
      ClassTypeRules.check(
        outlet.type, "type", of: "outlet", at: outlet.origin, isOutlet: true,
        isCollection: outlet.isCollection, into: &log)
    }
    for action in scene.actions {
      identifier(
        action.name, "action name", .lower, at: action.origin.location(of: "name"), into: &log)
      typeName(action.senderType, "sender", at: action.origin, into: &log)
    }
    for action in scene.unwindActions {
      identifier(
        action.name, "unwind action name", .lower, at: action.origin.location(of: "name"),
        into: &log)
    }
    for cell in scene.cells {
      freeText(cell.reuseID, "reuseID", at: cell.origin, into: &log)
      typeName(cell.className, "class", at: cell.origin, into: &log)
      ClassTypeRules.check(cell.className, "class", of: "cell", at: cell.origin, into: &log)
    }
    for transition in scene.transitions {
      let what = if case .segue = transition { "segue id" } else { "unwind id" }
      identifier(transition.id, what, .lower, at: transition.origin.location(of: "id"), into: &log)
      if case .segue(let segue) = transition {
        typeName(segue.segueClass, "class", at: segue.origin, into: &log)
        ClassTypeRules.check(segue.segueClass, "class", of: "segue", at: segue.origin, into: &log)
      }
    }
    if let delegate = scene.delegate {
      if let name = delegate.explicitProtocol {
        identifier(
          name, "protocol", .upper, at: delegate.origin.location(of: "protocol"), into: &log)
      }
      for event in delegate.events {
        identifier(
          event.name, "event name", .lower, at: event.origin.location(of: "name"), into: &log)
        if let parameter = event.parameter {
          identifier(
            parameter, "parameter", .lower, at: event.origin.location(of: "param"), into: &log)
        }
        typeName(event.type, "type", at: event.origin, into: &log)
      }
    }
    for row in scene.table?.sections.flatMap(\.rows) ?? [] {
      identifier(row.key, "row key", .lower, at: row.origin.location(of: "key"), into: &log)
    }
  }

  /// `<flow imports>`: each name lands in the generated code as `import NAME`, so anything
  /// but an identifier would break it (or write code into it).
  static func moduleNames(
    _ names: [String], at location: SourceLocation, into log: inout DiagnosticLog
  ) {
    for name in names where !SwiftNames.isIdentifier(name) {
      log.report(
        .error(
          .invalidValue,
          "'\(name)' is not a Swift module name: 'imports' lists module names separated by spaces, as `import` names them (imports=\"ItemKit ModelKit\")",
          at: location))
    }
  }

  /// The description and the location are only worked out when there is something to
  /// report: this runs for every name of every scene.
  static func identifier(
    _ name: String, _ what: @autoclosure () -> String, _ convention: Case,
    at location: @autoclosure () -> SourceLocation,
    into log: inout DiagnosticLog
  ) {
    if SwiftNames.isKeyword(name) {
      log.report(
        .error(
          .reservedIdentifier, "\(what()) '\(name)' is a Swift keyword", at: location()))
      return
    }
    guard SwiftNames.isIdentifierShaped(name) else {
      log.report(
        .error(
          .invalidIdentifier,
          "\(what()) '\(name)' is not a valid identifier (a letter or '_', then letters, digits or '_')",
          at: location()))
      return
    }
    switch convention {
    // Identifiers are ASCII here (checked above), so the first byte tells the case.
    case .lower where name.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } == true:
      log.report(
        .warning(
          .identifierCase, "\(what()) '\(name)' should be lowerCamelCase", at: location(),
          suggestion: .name(SwiftNames.lowerCamel(name))))
    case .upper where name.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } == true:
      log.report(
        .warning(
          .identifierCase, "\(what()) '\(name)' should be UpperCamelCase", at: location(),
          suggestion: .name(SwiftNames.upperCamel(name))))
    default:
      break
    }
  }

  static func typeName(
    _ name: String?, _ attribute: String, at origin: Origin, into log: inout DiagnosticLog
  ) {
    guard let name, !SwiftNames.isTypeName(name) else { return }
    log.report(
      .error(
        .invalidIdentifier, "'\(name)' is not a valid Swift type name for '\(attribute)'",
        at: origin.location(of: attribute)))
  }

  /// Free text may hold anything but control characters, which no storyboard identifier
  /// or reuse identifier can contain.
  static func freeText(
    _ text: String?, _ attribute: String, at origin: Origin, into log: inout DiagnosticLog
  ) {
    guard let text else { return }
    if text.isEmpty
      || text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
      )
    {
      log.report(
        .error(
          .invalidValue,
          text.isEmpty
            ? "'\(attribute)' must not be empty"
            : "'\(attribute)' must not contain control characters",
          at: origin.location(of: attribute)))
    }
  }
}
