/// Placeholder while `flowc graph` is being written; replaced by the real command.
enum GraphCommand: FlowcCommand {
  static let spec = CommandSpec(name: "graph", summary: "(not available yet)", usage: "graph")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.error("flowc: error: 'graph' is not available yet\n")
    return .usage
  }
}
