import FlowModel

/// A table layout must describe a table the generated code can drive.
enum TableRules: FlowRuleFamily {
  static let tableBases: Set<String> = ["UITableViewController"]

  static func check(_ flow: Flow, into log: inout DiagnosticLog) {
    for case .scene(let scene) in flow.nodes {
      guard let table = scene.table else { continue }
      if !tableBases.contains(scene.base) {
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
