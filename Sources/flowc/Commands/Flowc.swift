import FlowModel

/// The top of the command line: `flowc COMMAND ...`, `flowc help`, `--version`.
enum Flowc {
  static let version = "0.1.0"

  static var overview: String {
    var text = """
      flowc \(version): a storyboard-style flow compiler.

      Reads .flow files (and Interface Builder storyboards), checks them like a compiler,
      and generates Swift view-controller code and Graphviz diagrams.

      USAGE: flowc COMMAND [ARGUMENTS] [OPTIONS]

      COMMANDS:

      """
    for command in FlowcCommands.all {
      text +=
        "  " + command.spec.name.padding(toLength: 12, withPad: " ", startingAt: 0)
        + command.spec.summary + "\n"
    }
    text += """
        help        Show help for a command (flowc help COMMAND).

      OPTIONS:
        -h, --help      Show this help.
        --version       Show flowc's version.

      Exit status: 0 success, 1 errors in the input (or stale files with --check),
      2 usage or I/O problems.

      """
    return text
  }

  static func run(_ arguments: [String], console: Console) -> ExitStatus {
    guard let first = arguments.first else {
      console.error(overview)
      return .usage
    }
    switch first {
    case "--help", "-h":
      console.out(overview)
      return .success
    case "--version":
      console.out("flowc \(version)\n")
      return .success
    case "help":
      guard arguments.count > 1 else {
        console.out(overview)
        return .success
      }
      if ["help", "--help", "-h"].contains(arguments[1]) {
        console.out(helpSpec.helpText)
        return .success
      }
      guard let command = FlowcCommands.named(arguments[1]) else {
        return unknownCommand(arguments[1], console: console)
      }
      console.out(command.spec.helpText)
      return .success
    default:
      guard let command = FlowcCommands.named(first) else {
        return unknownCommand(first, console: console)
      }
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") {
        console.out(command.spec.helpText)
        return .success
      }
      do {
        let parsed = try ArgumentParser.parse(rest, for: command.spec)
        return command.run(parsed, console)
      } catch let error as UsageError {
        console.error("flowc: error: \(error.message)\nSee 'flowc help \(command.spec.name)'.\n")
        return .usage
      } catch {
        console.error("flowc: error: \(error)\n")
        return .usage
      }
    }
  }

  /// `flowc help` itself, for `flowc help help`.
  static let helpSpec = CommandSpec(
    name: "help", summary: "Show help for a command.", usage: "help [COMMAND]",
    discussion: "Without COMMAND, the list of commands; 'flowc COMMAND --help' is the same.")

  static func unknownCommand(_ name: String, console: Console) -> ExitStatus {
    var message = "flowc: error: unknown command '\(name)'"
    if let near = NameSuggester.nearest(
      to: name, in: FlowcCommands.all.map(\.spec.name) + ["help"])
    {
      message += "; did you mean '\(near)'?"
    }
    console.error(message + "\nSee 'flowc --help'.\n")
    return .usage
  }
}
