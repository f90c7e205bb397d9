/// Placeholder while `flowc template` is being written; replaced by the real command.
enum TemplateCommand: FlowcCommand {
  static let spec = CommandSpec(name: "template", summary: "(not available yet)", usage: "template")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.error("flowc: error: 'template' is not available yet\n")
    return .usage
  }
}
