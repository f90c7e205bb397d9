/// A command line is wrong: the message says how, exit status 2.
struct UsageError: Error, Sendable {
  var message: String
}

/// The arguments of one command, parsed against its spec.
struct ParsedArguments: Sendable {
  var flags: Set<String> = []
  var values: [String: [String]] = [:]
  var positionals: [String] = []

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for an option (a later one overrides an earlier one).
  func value(_ option: String) -> String? { values[option]?.last }

  func allValues(_ option: String) -> [String] { values[option] ?? [] }
}

/// Parses `--name value`, `--name=value`, `-o value`, flags, and positionals; `--` ends
/// the options. Unknown options are usage errors, with the nearest known option named.
enum ArgumentParser {
  static func parse(_ arguments: [String], for spec: CommandSpec) throws -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.options.first(where: { $0.name == name || $0.short == name }) else {
        var message = "unknown option '\(name)' for 'flowc \(spec.name)'"
        if let near = NearestOption.find(
          name, in: spec.options.map(\.name) + ["--help"])
        {
          message += "; did you mean '\(near)'?"
        }
        throw UsageError(message: message)
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "option '\(option.name)' needs a value (\(option.valueName!))")
        }
        if !option.repeatable, result.values[option.name] != nil {
          throw UsageError(message: "option '\(option.name)' is given more than once")
        }
        result.values[option.name, default: []].append(value)
      } else {
        if inlineValue != nil {
          throw UsageError(message: "option '\(option.name)' takes no value")
        }
        result.flags.insert(option.name)
      }
    }
    return result
  }
}
