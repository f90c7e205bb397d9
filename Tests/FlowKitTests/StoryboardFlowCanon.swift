import FlowKit

/// A flow as text for comparing models: every value but origins, with each scene's
/// transitions in a fixed order (a round trip through the flow format may reorder them,
/// since the format nests each in what fires it). Written independently of `FlowWriter`.
enum FlowCanon {
  static func describe(_ flow: Flow) -> String {
    var lines = [
      "flow \(flow.name) v\(flow.version) initial=\(flow.initialID) module=\(flow.module ?? "-") imports=\(flow.imports) storyboard=\(flow.explicitStoryboardName ?? "-")"
    ]
    for node in flow.nodes {
      switch node {
      case .scene(let scene): lines += describe(scene)
      case .navigation(let n):
        lines.append(
          "navigation \(n.id) root=\(n.rootID) class=\(n.explicitClass ?? "-") sb=\(n.storyboardID ?? "-") large=\(optional(n.prefersLargeTitles)) barHidden=\(optional(n.isNavigationBarHidden)) toolbarHidden=\(optional(n.isToolbarHidden))"
        )
      case .tabBar(let t):
        lines.append("tabBar \(t.id) class=\(t.explicitClass ?? "-") sb=\(t.storyboardID ?? "-")")
        lines += t.tabs.map { "  tab \($0.destinationID) \($0.title ?? "-")" }
      case .split(let s):
        lines.append(
          "split \(s.id) \(s.primaryID) \(s.secondaryID) class=\(s.explicitClass ?? "-") sb=\(s.storyboardID ?? "-") style=\(s.style)"
        )
      case .reference(let r):
        lines.append(
          "reference \(r.id) \(r.storyboardName ?? "-") \(r.referencedID ?? "-") \(r.bundleID ?? "-")"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  static func describe(_ scene: Scene) -> [String] {
    var lines = [
      "scene \(scene.id) class=\(scene.explicitClass ?? "-") base=\(scene.base) title=\(scene.title ?? "-") sb=\(scene.storyboardID ?? "-") modal=\(optional(scene.isModalInPresentation)) back=\(scene.backButtonTitle ?? "-")"
    ]
    lines += scene.outlets.map { "  outlet \($0.name): \($0.type) \($0.isCollection)" }
    lines += scene.actions.map { "  action \($0.name)(\($0.senderType))" }
    lines += scene.unwindActions.map { "  unwindAction \($0.name)" }
    lines += scene.cells.map { "  cell \($0.reuseID ?? "(none)") \($0.className ?? "-")" }
    lines += scene.barButtons.map { "  barButton \($0.item) \($0.side) \($0.actionName ?? "-")" }
    lines += scene.buttons.map { "  button \($0.title ?? "-") \($0.actionName ?? "-")" }
    lines += scene.gestures.map { "  gesture \($0.kind) \($0.actionName ?? "-")" }
    lines += scene.transitions.map(describe).sorted()
    if let delegate = scene.delegate {
      lines.append("  delegate \(delegate.explicitProtocol ?? "-")")
      lines += delegate.events.map {
        "    event \($0.name) \($0.parameter ?? "-") \($0.type ?? "-") \($0.isOptional)"
      }
    }
    if let table = scene.table {
      lines.append("  table \(table.content) \(table.style)")
      for section in table.sections {
        lines.append("    section \(section.title ?? "-") \(section.footer ?? "-")")
        lines += section.rows.map {
          "      row \($0.key) \($0.explicitLabel ?? "-") \($0.editor) \($0.options) \($0.keyboard ?? "-") \($0.segueID ?? "-")"
        }
      }
    }
    return lines
  }

  static func describe(_ transition: Transition) -> String {
    switch transition {
    case .segue(let s):
      return
        "  segue \(s.id) \(s.kind) \(s.legacyKindName ?? "-") \(s.destinationID) \(s.segueClass ?? "-") \(s.setsDelegate) \(s.trigger) container=\(s.containerOutlet ?? "-") presentation=\(s.presentationStyle?.rawValue ?? "-") transition=\(s.transitionStyle?.rawValue ?? "-") modal=\(optional(s.isModalInPresentation)) compact=\(s.compactAdaptation?.rawValue ?? "-") action=\(s.segueAction ?? "-")"
    case .unwind(let u):
      return "  unwind \(u.id) \(u.actionName) \(u.trigger)"
    }
  }

  static func optional(_ value: Bool?) -> String {
    value.map { "\($0)" } ?? "-"
  }
}
