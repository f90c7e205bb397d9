/// Placeholder while `flowc import` is being written; replaced by the real command.
enum ImportCommand: FlowcCommand {
  static let spec = CommandSpec(name: "import", summary: "(not available yet)", usage: "import")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.error("flowc: error: 'import' is not available yet\n")
    return .usage
  }
}
