import FlowGen
import FlowModel
import Foundation
import Mustache

/// `flowc template list|show|render`: see which templates are in effect, read one, and
/// try a template out on a context without running a build.
enum TemplateCommand: FlowcCommand {
  static let listSpec = CommandSpec(
    name: "list",
    summary: "List every template in effect and where it comes from (built-in or --templates).",
    usage: "template list [--templates DIR]",
    options: [templatesOption])

  static let showSpec = CommandSpec(
    name: "show",
    summary: "Print the source of the template in effect called NAME (e.g. swift/machine).",
    usage: "template show NAME [--templates DIR]",
    options: [templatesOption])

  static let renderSpec = CommandSpec(
    name: "render",
    summary: "Render a template file with a JSON context to stdout.",
    usage:
      "template render FILE --context CONTEXT.json [--partials DIR] [--escape html|none] [--limit NAME=VALUE]",
    options: [contextOption, partialsOption, escapeOption, templatesOption, limitOption])

  static let templatesOption = OptionSpec.value(
    "--templates", "DIR",
    "Folder of templates that replace built-in ones of the same name (list, show, render).")
  static let contextOption = OptionSpec.value(
    "--context", "FILE", "The JSON context to render with, e.g. from 'flowc dump' (render).")
  static let partialsOption = OptionSpec.value(
    "--partials", "DIR",
    "Folder searched first for partials and parents, before the templates in effect (render).")
  /// `--limit template-bytes=N`, `template-work=N`: a render tried out is held to the
  /// limits of a build.
  static let limitOption = OptionSpec.limitOption
  static let escapeOption = OptionSpec.value(
    "--escape", "MODE",
    "How {{values}} are escaped: none (default, as flowc renders Swift) or html (render).")

  static let spec = CommandSpec(
    name: "template",
    summary: "List, show, or try out the Mustache templates flowc renders.",
    usage: "template list|show NAME|render FILE --context CONTEXT.json [options]",
    discussion: """
      Templates are named by their path without extension: swift/machine, swift/human,
      swift/shared, swift/partials/segues, ... A file with the same name in a --templates
      folder replaces the built-in one.

      'render' parses FILE, reads the JSON context, and renders FILE to stdout; partials
      are looked up in --partials DIR, then in the templates in effect. Template errors are
      printed as 'path:line:column: error: message' (exit 1).
      """,
    options: [templatesOption, contextOption, partialsOption, escapeOption, limitOption],
    subcommands: [listSpec, showSpec, renderSpec])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let name = arguments.positionals.first else {
      console.error(
        "flowc: error: 'flowc template' needs a subcommand: list, show or render\nSee 'flowc help template'.\n"
      )
      return .usage
    }
    guard let subcommand = spec.subcommands.first(where: { $0.name == name }) else {
      var message: ConsoleText = "flowc: error: unknown subcommand 'template \(name)'"
      if let near = NearestOption.find(name, in: spec.subcommands.map(\.name)) {
        message += "; did you mean '\(near)'?"
      }
      console.error(message + "\nSee 'flowc help template'.\n")
      return .usage
    }
    let given = Set(arguments.values.keys).union(arguments.flags)
    let allowed = Set(subcommand.options.map(\.name))
    if let stray = given.subtracting(allowed).sorted().first {
      console.error(
        "flowc: error: option '\(stray)' does not apply to 'flowc template \(name)'\nSee 'flowc help template'.\n"
      )
      return .usage
    }
    let operands = Array(arguments.positionals.dropFirst())
    switch name {
    case "list": return list(operands, arguments, console: console)
    case "show": return show(operands, arguments, console: console)
    default: return render(operands, arguments, console: console)
    }
  }

  static func templateSet(_ arguments: ParsedArguments, console: Console) -> TemplateSet? {
    do {
      return try TemplateSet(overrideDirectory: arguments.value("--templates"))
    } catch {
      console.error("flowc: error: \(error)\n")
      return nil
    }
  }

  // MARK: - list

  static func list(_ operands: [String], _ arguments: ParsedArguments, console: Console)
    -> ExitStatus
  {
    guard operands.isEmpty else {
      console.error("flowc: error: 'flowc template list' takes no arguments\n")
      return .usage
    }
    guard let templates = templateSet(arguments, console: console) else { return .usage }
    let overrideFolder = arguments.value("--templates").map {
      URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL.path
    }
    let entries = templates.available()
    let width = (entries.map(\.name.count).max() ?? 0) + 2
    var text: ConsoleText = ""
    for entry in entries {
      // A built-in template is inside flowc: it has no file to name.
      let path = entry.url?.standardizedFileURL.path
      let origin =
        if let overrideFolder, let path, path.hasPrefix(overrideFolder + "/") { "override" } else {
          "built-in"
        }
      let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let column = origin.padding(toLength: 10, withPad: " ", startingAt: 0)
      text += "\(name)\(column)\(path ?? "(inside flowc)")\n"
    }
    console.out(text)
    return .success
  }

  // MARK: - show

  static func show(_ operands: [String], _ arguments: ParsedArguments, console: Console)
    -> ExitStatus
  {
    guard operands.count == 1, let name = operands.first else {
      console.error("flowc: error: 'flowc template show' needs one template name\n")
      return .usage
    }
    guard let templates = templateSet(arguments, console: console) else { return .usage }
    let found: (text: String, url: URL?)?
    do {
      found = try templates.sourceIfReadable(named: name)
    } catch {
      console.error("flowc: error: \(error.message)\n")
      return .failure
    }
    guard let source = found else {
      var message: ConsoleText = "flowc: error: no template named '\(name)'"
      if let near = NameSuggester.nearest(to: name, in: templates.available().map(\.name)) {
        message += "; did you mean '\(near)'?"
      }
      console.error(message + "\nSee 'flowc template list'.\n")
      return .usage
    }
    console.out(.lines(source.text))
    return .success
  }

  // MARK: - render

  static func render(_ operands: [String], _ arguments: ParsedArguments, console: Console)
    -> ExitStatus
  {
    guard operands.count == 1, let file = operands.first else {
      console.error("flowc: error: 'flowc template render' needs one template file\n")
      return .usage
    }
    guard let contextPath = arguments.value("--context") else {
      console.error("flowc: error: 'flowc template render' needs --context CONTEXT.json\n")
      return .usage
    }
    let limits: ResourceLimits
    do {
      limits = try BuildOptions.limits(arguments)
    } catch {
      console.error("flowc: error: \(error.message)\n")
      return .usage
    }
    let escaping: Escaping
    switch arguments.value("--escape") ?? "none" {
    case "none": escaping = .none
    case "html": escaping = .html
    case let other:
      console.error("flowc: error: '--escape' must be html or none, not '\(other)'\n")
      return .usage
    }
    guard let sourceData = FileManager.default.contents(atPath: file) else {
      console.error("flowc: error: cannot read template file \(file)\n")
      return .usage
    }
    guard let contextData = FileManager.default.contents(atPath: contextPath) else {
      console.error("flowc: error: cannot read context file \(contextPath)\n")
      return .usage
    }
    var partialsFolders: [URL] = []
    if let partials = arguments.value("--partials") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: partials, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        console.error("flowc: error: the partials folder '\(partials)' does not exist\n")
        return .usage
      }
      partialsFolders.append(URL(fileURLWithPath: partials, isDirectory: true))
    }
    let templates =
      (try? TemplateSet(overrideDirectory: arguments.value("--templates")))
      ?? TemplateSet(searchPaths: [])
    let context: MustacheValue
    do {
      context = try MustacheValue(jsonData: contextData)
    } catch let error as MustacheValue.JSONError {
      // At line and column, like every other diagnostic flowc prints.
      let source = SourceFile(path: contextPath, bytes: [UInt8](contextData))
      console.error("\(source.location(ofOffset: error.offset)): error: \(error.message)\n")
      return .failure
    } catch {
      console.error("\(contextPath): error: \(error)\n")
      return .failure
    }
    do {
      let template = try Template(source: String(decoding: sourceData, as: UTF8.self), path: file)
      let renderer = Renderer(
        repository: templates.repository(searchingFirst: partialsFolders), escaping: escaping,
        maximumOutputBytes: limits.templateBytes, maximumWork: limits.templateWork)
      console.out(.lines(try renderer.render(template, with: context)))
      return .success
    } catch {
      console.error("\(error.description)\n")
      return .failure
    }
  }
}
