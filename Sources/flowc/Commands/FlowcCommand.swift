/// A flowc sub-command: its spec (name, usage, options) and what it does.
protocol FlowcCommand {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus
}

/// A command as the dispatcher holds it: its spec and its entry point.
struct RegisteredCommand {
  var spec: CommandSpec
  var run: (ParsedArguments, Console) -> ExitStatus

  init<Command: FlowcCommand>(_ command: Command.Type) {
    self.spec = command.spec
    self.run = { arguments, console in command.run(arguments, console: console) }
  }
}

/// Every command flowc has, in the order `flowc --help` lists them.
enum FlowcCommands {
  static var all: [RegisteredCommand] {
    [
      RegisteredCommand(CheckCommand.self),
      RegisteredCommand(BuildCommand.self),
      RegisteredCommand(GraphCommand.self),
      RegisteredCommand(CoverageCommand.self),
      RegisteredCommand(ImportCommand.self),
      RegisteredCommand(AdoptCommand.self),
      RegisteredCommand(DumpCommand.self),
      RegisteredCommand(TemplateCommand.self),
      RegisteredCommand(NewCommand.self),
      RegisteredCommand(InitCommand.self),
      RegisteredCommand(CompletionCommand.self),
      RegisteredCommand(SchemaCommand.self),
      RegisteredCommand(LSPCommand.self),
    ]
  }

  static func named(_ name: String) -> RegisteredCommand? {
    all.first { $0.spec.name == name }
  }
}
