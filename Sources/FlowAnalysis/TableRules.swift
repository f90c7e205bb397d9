import FlowModel

/// A table layout must describe a table the generated code can drive.
struct TableRules: FlowRuleFamily {
  static let tableBases: Set<String> = ["UITableViewController"]

  init(walking flow: Flow, into log: inout DiagnosticLog) {}

  func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    if case .scene(let scene) = node, let table = scene.table {
      if !Self.tableBases.contains(scene.base) {
        log.report(
          .error(
            .tableNeedsTableController,
            "scene '\(scene.id)' has a <table>, so its base must be UITableViewController, not \(scene.base)",
            at: scene.origin.location(of: scene.origin.attributes["base"] == nil ? "id" : "base"),
            suggestion: .name("UITableViewController")))
      }
      for row in table.sections.flatMap(\.rows) {
        if row.editor == .push && row.segueID == nil {
          log.report(
            .error(
              .pushRowWithoutSegue, "row '\(row.key)' has editor=\"push\" but holds no <segue>",
              at: row.origin.location(of: "editor")))
        }
        if row.editor == .picker && row.options.filter({ !$0.isEmpty }).isEmpty {
          log.report(
            .error(
              .pickerWithoutOptions,
              "row '\(row.key)' has editor=\"picker\" but no options (options=\"A|B\")",
              at: row.origin.location(of: "editor")))
        }
      }
    }
  }
}
