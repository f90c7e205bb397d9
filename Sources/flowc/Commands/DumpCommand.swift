/// Placeholder while `flowc dump` is being written; replaced by the real command.
enum DumpCommand: FlowcCommand {
  static let spec = CommandSpec(name: "dump", summary: "(not available yet)", usage: "dump")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.error("flowc: error: 'dump' is not available yet\n")
    return .usage
  }
}
