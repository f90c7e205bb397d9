import FlowAnalysis
import FlowGen
import FlowProject
import Foundation

/// `flowc init`: a commented `flowc.json` for the current folder, and a first flow when
/// the project has none. Never overwrites anything.
enum InitCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "init",
    summary: "Write a starting flowc.json (and a first flow when there is none).",
    usage: "init [--name NAME] [--templates DIR]",
    discussion: """
      Writes flowc.json in the current folder, listing Flows/*.flow, Generated/ for the
      machine files, Sources/ for the human files and docs/flows/ for the diagrams. When
      Flows/ holds no flow, also writes Flows/NAME.flow, a navigation with one scene.
      Beside the config, flowc.schema.json (the JSON Schema of flowc.json, as 'flowc schema
      config' prints it), which the config's "$schema" names for editors; an existing
      one is kept. An existing flowc.json is never overwritten (exit 1).
      """,
    options: [
      .value("--name", "NAME", "The first flow's name (UpperCamelCase; default App)."),
      .value("--templates", "DIR", "Templates that override the built-in ones."),
    ])

  /// What the starter flow needs before the app runs, which the build cannot say: in the
  /// storyboard runtime (the default) UIKit loads the flow's scenes from a storyboard of
  /// the flow's name; in the code runtime, no storyboard is needed.
  static func nextSteps(_ name: String) -> String {
    """
    next steps, for either runtime of Flows/\(name).flow:
      storyboard (the default): the app needs \(name).storyboard with the flow's scenes
        (the class and storyboard ID each scene names); 'flowc check Flows/\(name).flow
        --storyboard \(name).storyboard' says what differs, or start from a storyboard
        you have with 'flowc import'
      code: write runtime="code" on <flow>, and the app shows
        \(name)Flow.makeInitialViewController() as its window's root; no storyboard
    see docs/generated-code.md and docs/storyboards.md

    """
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let folder = FileManager.default.currentDirectoryPath
    let configPath = folder + "/" + ProjectConfig.fileName
    let name = arguments.value("--name") ?? "App"
    if let problem = FlowNameArgument.problem(name, given: "'--name'") {
      console.error("flowc: error: \(problem)\n")
      return .usage
    }
    if FileManager.default.fileExists(atPath: configPath) {
      console.error("flowc: error: \(configPath) exists already; flowc init never overwrites it\n")
      return .failure
    }
    do {
      let templates = try TemplateSet(overrideDirectory: arguments.value("--templates"))
      let existingFlows = PathPattern.expand("Flows/*.flow", in: folder)
      var written: [String] = []
      if existingFlows.isEmpty {
        let flowPath = folder + "/Flows/\(name).flow"
        try AtomicFileWriter.write(
          try ProjectScaffold.starterFlow(named: name, templates: templates), to: flowPath)
        written.append("Flows/\(name).flow")
      }
      let config = try ProjectScaffold.config(
        .init(
          flowsPattern: "Flows/*.flow", output: "Generated", skeletons: "Sources",
          graphDirectory: "docs/flows", schema: "./" + ProjectConfigSchema.fileName),
        templates: templates)
      // The schema the config names, beside it, so that an editor finds it offline.
      let schemaPath = folder + "/" + ProjectConfigSchema.fileName
      if !FileManager.default.fileExists(atPath: schemaPath) {
        try AtomicFileWriter.write(ProjectConfigSchema.document(), to: schemaPath)
        written.append(ProjectConfigSchema.fileName)
      }
      try AtomicFileWriter.write(config, to: configPath)
      written.append(ProjectConfig.fileName)
      console.error("wrote \(written.joined(separator: ", ")); now run 'flowc build'\n")
      if existingFlows.isEmpty { console.error(nextSteps(name)) }
      return .success
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }
  }
}
