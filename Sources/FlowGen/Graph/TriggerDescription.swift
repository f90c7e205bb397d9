import FlowModel

/// The words under a transition's id that say what fires it, the way a reader of the
/// flow file would name the element: `cell Cell`, `static cell` (`reuseID=""`), `bar button edit`,
/// `button “Choose destination”`, `row powers`, `gesture tapGestureRecognizer`,
/// `manual` (performed from code).
enum TriggerDescription {
  static func text(for trigger: Trigger) -> String {
    switch trigger {
    case .manual: "manual"
    case .cell(let reuseID): "cell \(reuseID)"
    case .staticCell: "static cell"
    case .barButton(.system(let item)): "bar button \(item)"
    case .barButton(.title(let title)): "bar button \(quoted(title))"
    case .button(let title?): "button \(quoted(title))"
    case .button(nil): "button"
    case .row(let key): "row \(key)"
    case .gesture(let kind): "gesture \(kind)"
    }
  }

  /// Free text (a title) in typographic quotes, which read as quotes rather than as
  /// syntax, and need no escaping anywhere.
  static func quoted(_ text: String) -> String {
    "“\(text)”"
  }
}
