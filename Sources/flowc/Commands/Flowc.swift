import FlowModel

/// The top of the command line: `flowc COMMAND ...`, `flowc help`, `--version`.
enum Flowc {
  /// flowc's version, printed by `flowc --version`: the one place it is written.
  static let version = "0.1.0"

  /// The options flowc takes before any command.
  static let options: [OptionSpec] = [
    .flag("--help", short: "-h", "Show this help."),
    .flag("--version", "Show flowc's version."),
  ]

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
        help        Show help for a command (flowc help COMMAND) or flowc.json (help config).

      OPTIONS:

      """
    for option in options {
      let left = (option.short.map { "\($0), " } ?? "") + option.name
      text += "  " + left.padding(toLength: 16, withPad: " ", startingAt: 0) + option.help + "\n"
    }
    text += """

      Exit status: 0 success, 1 errors in the input (or stale files with --check),
      2 usage or I/O problems.

      """
    return text
  }

  static func run(_ arguments: [String], console: Console) -> ExitStatus {
    guard let first = arguments.first else {
      console.error(.lines(overview))
      return .usage
    }
    switch first {
    case "--help", "-h":
      console.out(.lines(overview))
      return .success
    case "--version":
      console.out("flowc \(version)\n")
      return .success
    case "help":
      guard arguments.count > 1 else {
        console.out(.lines(overview))
        return .success
      }
      if ["help", "--help", "-h"].contains(arguments[1]) {
        console.out(.lines(helpSpec.helpText))
        return .success
      }
      if arguments[1] == "config" {
        console.out(.lines(ConfigHelp.text))
        return .success
      }
      guard let command = FlowcCommands.named(arguments[1]) else {
        return unknownCommand(arguments[1], console: console)
      }
      console.out(.lines(command.spec.helpText))
      return .success
    default:
      guard let command = FlowcCommands.named(first) else {
        return unknownCommand(first, console: console)
      }
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") {
        console.out(.lines(command.spec.helpText))
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
    discussion: """
      Without COMMAND, the list of commands; 'flowc COMMAND --help' is the same.
      'flowc help config' describes the keys of flowc.json.
      """)

  /// An unknown first word: a command or an option, whose nearest command or option (from
  /// the command table and `options`) is suggested.
  static func unknownCommand(_ name: String, console: Console) -> ExitStatus {
    let kind = name.hasPrefix("-") ? "option" : "command"
    var message: ConsoleText = "flowc: error: unknown \(kind) '\(name)'"
    let candidates =
      FlowcCommands.all.map(\.spec.name) + ["help"]
      + options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
    if let near = NearestOption.find(name, in: candidates) {
      message += "; did you mean '\(near)'?"
    }
    console.error(message + "\nSee 'flowc --help'.\n")
    return .usage
  }
}
