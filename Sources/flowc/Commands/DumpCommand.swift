import FlowGen
import FlowModel
import FlowProject
import Foundation

/// `flowc dump FLOW`: print the context the Swift templates are rendered with, as JSON,
/// for template authors (docs/template-context.md describes every key).
enum DumpCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "dump",
    summary: "Print a flow's template context as JSON (what the Swift templates see).",
    usage: "dump FLOW [--scene ID] [--format text|json|github] [--werror]",
    discussion: """
      The JSON (sorted keys, pretty-printed) goes to stdout. The whole dump is what
      swift/shared is rendered with; each element of "scenes" is what swift/machine and
      swift/human are rendered with. With --scene, only that scene's context is printed,
      ready for trying a template with 'flowc template render'. A flow with errors prints
      its diagnostics instead (exit 1).
      """,
    options: [
      .value("--scene", "ID", "Print only the context of the scene with this id."),
      .value("--format", "FORMAT", "Diagnostics as text (default), json or github."),
      .flag("--werror", "Treat warnings as errors."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      console.error("flowc: error: 'flowc dump' needs exactly one flow\nSee 'flowc help dump'.\n")
      return .usage
    }
    guard let format = DiagnosticOptions.format(arguments, console: console) else {
      return .usage
    }
    let result = FlowFrontEnd.load(path: path)
    var log = DiagnosticLog(result.diagnostics)
    if arguments.has("--werror") { log = log.promotingWarnings() }
    guard let flow = result.flow, !log.hasErrors else {
      DiagnosticReport.emit(log, files: 1, format: format, console: console)
      return result.diagnostics.contains { $0.rule == .fileUnreadable } ? .usage : .failure
    }
    if !log.diagnostics.isEmpty && format == .text {
      DiagnosticReport.emit(log, files: 1, format: format, console: console)
    }
    let sourceFileName = SwiftBuild.Input.sourceFileName(ofPath: path)
    let sceneID = arguments.value("--scene")
    if flow.runtime == .swiftui {
      let context = SwiftUIContextBuilder(flow: flow, sourceFileName: sourceFileName).build()
      return printContext(
        context, scenes: context.scenes, id: \.id, scene: sceneID, console: console)
    }
    let context = SwiftContextBuilder(flow: flow, sourceFileName: sourceFileName).build()
    return printContext(context, scenes: context.scenes, id: \.id, scene: sceneID, console: console)
  }

  /// Prints the flow's context as JSON, or with `--scene` that one scene's: the same for
  /// every runtime, whose builders differ only in the context they make.
  static func printContext<Context: Encodable, Scene: Encodable>(
    _ context: Context, scenes: [Scene], id: (Scene) -> String, scene sceneID: String?,
    console: Console
  ) -> ExitStatus {
    do {
      let data: Data
      if let sceneID {
        guard let scene = scenes.first(where: { id($0) == sceneID }) else {
          var message: ConsoleText = "flowc: error: the flow has no scene '\(sceneID)'"
          if let near = NameSuggester.nearest(to: sceneID, in: scenes.map(id)) {
            message += "; did you mean '\(near)'?"
          }
          console.error(message + "\n")
          return .usage
        }
        data = try ContextDump.json(scene)
      } else {
        data = try ContextDump.json(context)
      }
      console.out(.lines(String(decoding: data, as: UTF8.self)))
    } catch {
      console.error("flowc: error: cannot encode the context: \(error)\n")
      return .usage
    }
    return .success
  }
}
