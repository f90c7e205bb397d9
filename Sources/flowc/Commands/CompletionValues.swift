import FlowGen
import FlowModel

/// The values completion scripts offer where a word is not a file: an option's value
/// (`build --format` → text, json, github) and a command's positional words (`completion`
/// → shells, `help` → commands, `template show` → template names). Taken from the types
/// that parse them, so that a new format or segue kind is completed without a change here.
enum CompletionValues {
  static let shells = ["bash", "zsh", "fish"]

  /// Values of `option` of `command` (top-level command name), or nil for a file or free
  /// text.
  static func values(command: String, option: String) -> [String]? {
    switch (command, option) {
    case ("graph", "--format"): DiagramFormat.allCases.map(\.rawValue)
    case ("check", "--format"), ("build", "--format"): DiagnosticFormat.allCases.map(\.rawValue)
    case (_, "--format"): DiagnosticOptions.basic.map(\.rawValue)
    case (_, "--kind"): SegueKind.allCases.map(\.rawValue)
    case (_, "--escape"): ["html", "none"]
    default: nil
    }
  }

  /// Positional words, by the words that lead to them (`["template", "show"]`).
  static var positionals: [(path: [String], values: [String])] {
    let templates =
      ((try? TemplateSet(overrideDirectory: nil))?.available().map(\.name) ?? []).sorted()
    return [
      (["completion"], shells),
      (["schema"], SchemaCommand.kinds),
      (["help"], FlowcCommands.all.map(\.spec.name) + ["help"]),
      (["template", "show"], templates),
    ]
  }

  /// Every (command, option, values) the scripts complete, each pair once.
  static var optionValues: [(command: String, option: String, values: [String])] {
    var result: [(command: String, option: String, values: [String])] = []
    for command in FlowcCommands.all.map(\.spec) {
      var seen = Set<String>()
      for option in command.options + command.subcommands.flatMap(\.options)
      where seen.insert(option.name).inserted {
        if let values = values(command: command.name, option: option.name) {
          result.append((command.name, option.name, values))
        }
      }
    }
    return result
  }
}
