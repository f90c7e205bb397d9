/// One option a command accepts, described once: the parser, `--help`, the completion
/// scripts and the command reference test all read this.
struct OptionSpec: Sendable {
  var name: String
  var short: String?
  /// The placeholder of the option's value (`DIR`); nil for a flag.
  var valueName: String?
  var help: String
  var repeatable: Bool = false

  var takesValue: Bool { valueName != nil }

  static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, help: help)
  }

  static func value(
    _ name: String, short: String? = nil, _ valueName: String, _ help: String,
    repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: valueName, help: help, repeatable: repeatable)
  }

  /// The options every command that reads flowc.json takes to loosen what it holds an
  /// input to (docs/security.md): only the person running flowc may, never the config.
  static let projectBoundaryOptions: [OptionSpec] = [
    .value(
      "--allow-outside", "PATH",
      "Let the config reach PATH, a folder outside the project root (repeatable; never from flowc.json).",
      repeatable: true),
    limitOption,
  ]

  /// `--limit NAME=VALUE`, also taken by the commands that read no config (`graph`,
  /// `template render`).
  static let limitOption: OptionSpec =
    .value(
      "--limit", "NAME=VALUE",
      "Raise (or lower) a limit: scenes, template-bytes, template-work, output-bytes, graph-seconds, graph-memory, graph-elements, unwind-visits or ui-test-states (repeatable; docs/security.md).",
      repeatable: true)
}

/// What a command is called, how it is used, and its options.
struct CommandSpec: Sendable {
  var name: String
  var summary: String
  /// `flowc check FILE... [options]`, without the leading `flowc`.
  var usage: String
  /// Longer explanation shown by `--help`, after the usage line.
  var discussion: String = ""
  var options: [OptionSpec] = []
  /// Sub-commands (`template list`, `new scene`), each with its own spec.
  var subcommands: [CommandSpec] = []

  /// The text of `flowc help NAME` and `flowc NAME --help`.
  var helpText: String {
    var text = "USAGE: flowc \(usage)\n\n\(summary)\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    if !subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for sub in subcommands {
        text +=
          "  " + sub.name.padding(toLength: 24, withPad: " ", startingAt: 0) + sub.summary + "\n"
      }
    }
    let allOptions = options + [.flag("--help", short: "-h", "Show this help.")]
    text += "\nOPTIONS:\n"
    for option in allOptions {
      var left = option.short.map { "\($0), " } ?? "    "
      left += option.name
      if let valueName = option.valueName { left += " \(valueName)" }
      text +=
        "  " + left.padding(toLength: max(28, left.count + 2), withPad: " ", startingAt: 0)
        + option.help + "\n"
    }
    return text
  }
}
