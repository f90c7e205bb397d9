import FlowModel

/// Accessibility identifiers are how UI tests find a scene and its triggers: one written
/// in the flow must be text a storyboard could hold, and no two views of one scene (nor
/// two scenes' root views) may share one, or a test would tap the wrong one.
struct AccessibilityRules: FlowRuleFamily {
  /// The scenes' root identifiers so far, with where each was first given.
  var roots: [String: String] = [:]

  init(walking flow: Flow, into log: inout DiagnosticLog) {}

  mutating func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    switch node {
    case .scene(let scene):
      check(scene, into: &log)
    case .tabBar(let tabBar):
      for tab in tabBar.tabs {
        IdentifierRules.freeText(tab.accessibilityID, "accessibilityID", at: tab.origin, into: &log)
      }
    default:
      break
    }
  }

  mutating func check(_ scene: Scene, into log: inout DiagnosticLog) {
    IdentifierRules.freeText(
      scene.accessibilityID, "accessibilityID", at: scene.origin, into: &log)
    let root = AccessibilityIdentifiers.root(of: scene)
    if let first = roots[root] {
      report(root, "scene '\(scene.id)'", "scene '\(first)'", at: scene.origin, &log)
    } else {
      roots[root] = scene.id
    }
    // The written identifiers may meet each other or the root; defaults never meet. Most
    // scenes write none: they cost a look at each trigger and nothing more.
    var seen: Set<String> = []
    func written(_ text: String?, at origin: Origin) {
      guard let text else { return }
      IdentifierRules.freeText(text, "accessibilityID", at: origin, into: &log)
      if seen.isEmpty { seen.insert(root) }
      if !seen.insert(text).inserted {
        report(text, "this trigger", "another view of scene '\(scene.id)'", at: origin, &log)
      }
    }
    for button in scene.barButtons { written(button.accessibilityID, at: button.origin) }
    for button in scene.buttons { written(button.accessibilityID, at: button.origin) }
    for cell in scene.cells { written(cell.accessibilityID, at: cell.origin) }
    for section in scene.table?.sections ?? [] {
      for row in section.rows { written(row.accessibilityID, at: row.origin) }
    }
  }

  func report(
    _ identifier: String, _ what: String, _ other: String, at origin: Origin,
    _ log: inout DiagnosticLog
  ) {
    let attribute = origin.attributes["accessibilityID"] == nil ? "id" : "accessibilityID"
    log.report(
      .warning(
        .accessibilityIDConflict,
        "\(what) has the accessibility identifier '\(identifier)', as \(other) does; UI tests would find either",
        at: origin.location(of: attribute)))
  }
}
