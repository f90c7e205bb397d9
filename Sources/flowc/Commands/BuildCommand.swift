/// Placeholder while `flowc build` is being written; replaced by the real command.
enum BuildCommand: FlowcCommand {
  static let spec = CommandSpec(name: "build", summary: "(not available yet)", usage: "build")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.error("flowc: error: 'build' is not available yet\n")
    return .usage
  }
}
