import FlowAdoption
import FlowAnalysis
import FlowEditing
import FlowGen
import FlowModel
import FlowProject
import Foundation
import Mustache

/// `flowc new`: add a flow, a scene, a segue or an outlet by splicing text into the flow
/// file (`FlowSpliceEditor`: every other byte is kept), check the result as a whole, then
/// generate the flow's code as `flowc build` would. A request that would make the flow
/// invalid changes nothing.
enum NewCommand: FlowcCommand {
  static let flowSpec = CommandSpec(
    name: "flow", summary: "A starter flow: a navigation with one scene.",
    usage: "new flow NAME [-o FILE]")
  static let sceneSpec = CommandSpec(
    name: "scene",
    summary: "Add a scene (and a segue to it, a navigation around it, an unwind back).",
    usage:
      "new scene ID --flow FILE [--class C] [--base B] [--title T] [--from SCENE [--segue ID] [--kind K] [--trigger T]] [--embed-in-navigation] [--outlet name:Type ...] [--unwind-to ACTION]"
  )
  static let segueSpec = CommandSpec(
    name: "segue", summary: "Add a segue between two existing nodes.",
    usage:
      "new segue ID --flow FILE --from A --to B --kind K [--trigger cell:ReuseID|barButton:system|button:Title]"
  )
  static let outletSpec = CommandSpec(
    name: "outlet", summary: "Add an outlet to a scene.",
    usage: "new outlet NAME:Type --scene ID --flow FILE")

  static let spec = CommandSpec(
    name: "new",
    summary: "Add a flow, scene, segue or outlet, then generate the scene's code.",
    usage: "new flow|scene|segue|outlet ... [--dry-run]",
    discussion: """
      The new elements are spliced into the flow file's text: every other byte (comments,
      quotes, line endings, attribute layout, blank lines) stays as it was, and new lines
      follow the file's newline, quotes and indentation, indented like their siblings. An
      element without children (<scene .../>) is opened, changing only its line. The edited
      flow is checked as a whole before anything is written, with flowc.json's werror; a
      request that would make it invalid (an id that exists, a --from that does not)
      changes nothing and prints why, at the lines of the file on disk, with the refused
      change as a diff. The flow is replaced atomically, its permissions kept.

      After 'new scene', 'new segue' and 'new outlet' the flow's code is generated as
      'flowc build' would, into --output and --skeletons, or the folders of flowc.json
      (found as 'flowc build' finds it, or --config), or, with neither, beside the flow;
      an existing human file is never overwritten. With --dry-run, the change to the flow
      is printed as a unified diff, with the files that would be written; nothing is.

      --trigger hangs a segue from a cell (cell:Cell), a bar button (barButton:add, or
      barButton:Title) or a button (button:Title); without it the segue is manual.
      """,
    options: [
      .value("--flow", "FILE", "The flow file to edit."),
      .value(
        "--output", short: "-o", "PATH",
        "new flow: the file to write; otherwise the folder of machine files."),
      .value("--skeletons", "DIR", "Folder of the human files (default: flowc.json's)."),
      .value("--templates", "DIR", "Templates that override the built-in ones."),
      .value("--class", "CLASS", "new scene: the controller class."),
      .value(
        "--base", "CLASS",
        "new scene: the UIKit superclass (UIViewController, UITableViewController, ...)."),
      .value("--title", "TEXT", "new scene: the navigation title."),
      .value("--from", "SCENE", "new scene/segue: the scene the segue leaves."),
      .value("--to", "NODE", "new segue: the destination."),
      .value("--segue", "ID", "new scene: the id of the segue from --from (default show<Id>)."),
      .value(
        "--kind", "KIND", "The segue kind: show, showDetail, present, popover, embed, custom."),
      .value(
        "--trigger", "TRIGGER",
        "What fires the segue: cell:ReuseID, barButton:system, button:Title."),
      .flag("--embed-in-navigation", "new scene: put the scene in its own navigation controller."),
      .value("--outlet", "NAME:TYPE", "new scene: an outlet (repeatable).", repeatable: true),
      .value("--unwind-to", "ACTION", "new scene: an unwind back to this unwind action."),
      .value("--scene", "ID", "new outlet: the scene that gets the outlet."),
      .value(
        "--config", "FILE",
        "The flowc.json to use (default: the nearest one above the current folder, else above the flow)."
      ),
      .flag("--werror", "Treat warnings as errors (or flowc.json's options.werror)."),
      .flag(
        "--dry-run",
        "Print the change as a diff and the files that would be written; write nothing."),
    ],
    subcommands: [flowSpec, sceneSpec, segueSpec, outletSpec])

  /// Which options each sub-command takes; anything else is a usage error.
  static let allowed: [String: Set<String>] = [
    "flow": ["--output", "--templates", "--dry-run"],
    "scene": [
      "--flow", "--output", "--skeletons", "--templates", "--class", "--base", "--title", "--from",
      "--segue",
      "--kind", "--trigger", "--embed-in-navigation", "--outlet", "--unwind-to", "--dry-run",
      "--config", "--werror",
    ],
    "segue": [
      "--flow", "--output", "--skeletons", "--templates", "--from", "--to", "--kind", "--trigger",
      "--dry-run", "--config", "--werror",
    ],
    "outlet": [
      "--flow", "--output", "--skeletons", "--templates", "--scene", "--dry-run", "--config",
      "--werror",
    ],
  ]

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let what = arguments.positionals.first, let allowedOptions = allowed[what] else {
      console.error(
        "flowc: error: 'flowc new' needs what to add: flow, scene, segue or outlet\nSee 'flowc help new'.\n"
      )
      return .usage
    }
    let given = arguments.flags.union(arguments.values.keys)
    if let stray = given.subtracting(allowedOptions).sorted().first {
      console.error(
        "flowc: error: '\(stray)' does not apply to 'flowc new \(what)'\nSee 'flowc help new'.\n")
      return .usage
    }
    let rest = Array(arguments.positionals.dropFirst())
    guard rest.count == 1, let name = rest.first else {
      console.error(
        "flowc: error: 'flowc new \(what)' takes exactly one \(what == "outlet" ? "NAME:Type" : "name")\n"
      )
      return .usage
    }
    do {
      if what == "flow" { return try newFlow(name, arguments, console: console) }
      return try edit(what, name, arguments, console: console)
    } catch let error as UsageError {
      console.error("flowc: error: \(error.message)\n")
      return .usage
    } catch let error as TemplateError {
      DiagnosticReport.emit(error, format: .text, console: console)
      return .failure
    } catch let error as FlowSpliceEditor.Unreadable {
      console.error("flowc: error: \(error)\n")
      return .failure
    } catch {
      console.error("flowc: error: \(error)\n")
      return .usage
    }
  }

  // MARK: new flow

  static func newFlow(_ name: String, _ arguments: ParsedArguments, console: Console) throws
    -> ExitStatus
  {
    if let problem = FlowNameArgument.problem(name, given: "NAME") {
      throw UsageError(message: problem)
    }
    let templates = try TemplateSet(overrideDirectory: arguments.value("--templates"))
    let text = try ProjectScaffold.starterFlow(named: name, templates: templates)
    guard let path = arguments.value("--output") else {
      console.out(text)
      return .success
    }
    if FileManager.default.fileExists(atPath: path) {
      console.error("flowc: error: \(path) exists already; flowc new never overwrites a file\n")
      return .failure
    }
    if arguments.has("--dry-run") {
      var splice = TextSplice()
      splice.insert(text, at: 0)
      console.out(UnifiedDiff.make(original: [], splice: splice, path: path))
      return .success
    }
    try AtomicFileWriter.write(text, to: path)
    console.error("wrote \(path)\n")
    return .success
  }

  // MARK: new scene, segue, outlet

  static func edit(_ what: String, _ name: String, _ arguments: ParsedArguments, console: Console)
    throws
    -> ExitStatus
  {
    guard let flowPath = arguments.value("--flow") else {
      throw UsageError(message: "'flowc new \(what)' needs --flow FILE")
    }
    let config: ProjectConfig?
    switch projectConfig(arguments, console: console) {
    case .found(let found): config = found
    case .failed(let status): return status
    }
    let werror = arguments.has("--werror") || (config?.werror ?? false)
    let source: SourceFile
    switch SourceFile.load(path: flowPath) {
    case .success(let loaded): source = loaded
    case .failure(let diagnostic):
      DiagnosticReport.emit(DiagnosticLog([diagnostic]), files: 1, format: .text, console: console)
      return .usage
    }
    let original = FlowFrontEnd.load(source)
    var originalLog = DiagnosticLog(original.diagnostics)
    if werror { originalLog = originalLog.promotingWarnings() }
    guard let flow = original.flow, originalLog.errorCount == 0 else {
      DiagnosticReport.emit(originalLog, files: 1, format: .text, console: console)
      console.error(
        "flowc: error: \(flowPath) must check without errors\(werror ? " (warnings are errors: werror)" : "") before flowc new edits it\n"
      )
      return .failure
    }
    if original.isStoryboard {
      throw UsageError(
        message: "flowc new edits .flow files; import the storyboard first (flowc import)")
    }
    let destination = try generationDestination(arguments, config: config, flowPath: flowPath)
    if let outside = outsideProject(flowPath, config: config) {
      console.error(
        "flowc: error: \(flowPath) is a link to \(outside.real), outside \(outside.root); flowc new writes only inside the project; nothing was changed\n"
      )
      return .failure
    }
    var editor = try FlowSpliceEditor(source: source)

    do {
      switch what {
      case "scene":
        var request = FlowEdit.SceneRequest(id: name)
        request.className = arguments.value("--class")
        request.base = arguments.value("--base")
        request.title = arguments.value("--title")
        request.from = arguments.value("--from")
        request.segueID = arguments.value("--segue")
        request.kind = arguments.value("--kind")
        request.trigger = try trigger(arguments)
        request.embedInNavigation = arguments.has("--embed-in-navigation")
        request.outlets = try arguments.allValues("--outlet").map(outlet)
        request.unwindTo = arguments.value("--unwind-to")
        try FlowEdit.addScene(request, to: &editor, flow: flow)
      case "segue":
        guard let from = arguments.value("--from"), let to = arguments.value("--to"),
          let kind = arguments.value("--kind")
        else { throw UsageError(message: "'flowc new segue' needs --from, --to and --kind") }
        try FlowEdit.addSegue(
          from: from, to: to, id: name, kind: kind, trigger: try trigger(arguments),
          editor: &editor, flow: flow)
      default:
        guard let scene = arguments.value("--scene") else {
          throw UsageError(message: "'flowc new outlet' needs --scene ID")
        }
        let (outletName, type) = try outlet(name)
        try FlowEdit.addOutlet(
          name: outletName, type: type, scene: scene, editor: &editor, flow: flow)
      }
    } catch let refusal as FlowEdit.Refusal {
      let place = refusal.location.map { "\($0): " } ?? "flowc: "
      console.error("\(place)error: \(refusal); nothing was changed\n")
      return .failure
    }

    let splice = editor.splice()
    let checked = CheckedEdit(original: source, splice: splice, werror: werror)
    let diff = UnifiedDiff.make(original: source.bytes, splice: splice, path: flowPath)
    guard let editedFlow = checked.result.flow, checked.isAccepted else {
      console.error(
        "flowc: error: the edit would make \(flowPath) invalid; nothing was changed:\n")
      DiagnosticReport.emit(
        DiagnosticLog(checked.diagnostics.filter { $0.severity == .error }), files: 1,
        format: .text, console: console, summary: false)
      console.error("the change that was refused:\n" + diff)
      return .failure
    }
    let newWarnings = checked.diagnostics.filter { diagnostic in
      !original.diagnostics.contains {
        $0.rule == diagnostic.rule && $0.message == diagnostic.message
      }
    }

    // Render everything before writing anything, so a template error leaves no trace.
    var plan: OutputPlan?
    if let destination {
      let templates = try TemplateSet(
        overrideDirectory: arguments.value("--templates") ?? config?.templates.map(config!.resolve))
      // Planned as a build plans this flow (strings and catalog included), deleting
      // nothing: another flow's files are not this edit's to remove.
      let inputs = [
        SwiftBuild.Input(
          flow: editedFlow, sourceFileName: SwiftBuild.Input.sourceFileName(ofPath: flowPath))
      ]
      // The flow's diagram too, when flowc.json draws one, so `flowc build --check` passes.
      var diagramsSkipped = false
      // Human files found as a build finds them: moved into a sub-folder, or a class the
      // app declares in a file of another name, gets no second file.
      let humanFiles = HumanFileIndex(under: destination.skeletonDirectory)
        .includingClasses(declaredUnder: destination.skeletonDirectory, by: inputs)
      plan = try SwiftBuild.plan(
        inputs, generator: SwiftGenerator(templates: templates), destination: destination,
        localization: BuildOptions.localization(config),
        extraFiles: try BuildDiagrams.files(
          for: inputs, config: config, templates: templates, console: console,
          skipped: &diagramsSkipped),
        humanFiles: humanFiles, removingStale: false)
    }

    if arguments.has("--dry-run") {
      console.out(diff)
      for change in plan?.pendingChanges ?? [] {
        console.out("\(change.action.rawValue): \(change.path)\n")
      }
      return .success
    }
    // Through a symbolic link, the file it names is replaced, not the link.
    let target = URL(fileURLWithPath: flowPath).resolvingSymlinksInPath().path
    try AtomicFileWriter.write(
      Data(checked.edited.bytes), to: target, createFolders: false, keepingPermissions: true)
    if !newWarnings.isEmpty {
      DiagnosticReport.emit(
        DiagnosticLog(newWarnings), files: 1, format: .text, console: console, summary: false)
    }
    if let plan {
      try plan.apply()
      console.error("updated \(flowPath); " + plan.summary() + "\n")
    } else {
      console.error("updated \(flowPath); run 'flowc build' to generate its code\n")
    }
    if let note = pairedStoryboardNote(
      what: what, name: name, flow: editedFlow, flowPath: flowPath, config: config)
    {
      console.error(note)
    }
    return .success
  }

  /// A flow that describes a storyboard (paired in flowc.json, or naming one with
  /// `<flow storyboard>` as an imported flow does) is not the storyboard: what `new` added
  /// to the flow the storyboard lacks until someone adds it in Interface Builder, and the
  /// app instantiates scenes from the storyboard.
  static func pairedStoryboardNote(
    what: String, name: String, flow: Flow, flowPath: String, config: ProjectConfig?
  ) -> String? {
    guard flow.runtime == .storyboard else { return nil }
    let resolved = config?.resolve(flowPath) ?? flowPath
    let paired = config?.storyboard(forFlow: resolved)
    guard paired != nil || flow.explicitStoryboardName != nil else { return nil }
    let storyboard = paired ?? "\(flow.storyboardName).storyboard"
    return
      "flowc: warning: \(flowPath) describes \(storyboard), which has no \(what) '\(name.split(separator: ":").first.map(String.init) ?? name)' yet: add it there in Interface Builder (the app loads scenes from the storyboard), then 'flowc check \(flowPath) --storyboard \(storyboard)' says what still differs\n"
  }

  /// The real path of a flow that is a link to a file outside the project (the folder of
  /// flowc.json, else the folder the flow is in), with that folder; nil when inside.
  static func outsideProject(_ flowPath: String, config: ProjectConfig?) -> (
    real: String, root: String
  )? {
    let root =
      config?.directory ?? URL(fileURLWithPath: flowPath).deletingLastPathComponent().path
    let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let real = URL(fileURLWithPath: flowPath).resolvingSymlinksInPath().path
    let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
    return real.hasPrefix(prefix) ? nil : (real, root)
  }

  /// The project's flowc.json, found as `flowc build` finds it: `--config FILE`, else the
  /// nearest one in the current folder or above; when there is none there, the nearest
  /// one above the flow. A config with errors stops the command (exit 2), as it does a
  /// build.
  static func projectConfig(_ arguments: ParsedArguments, console: Console) -> ConfigLookup {
    let path =
      arguments.value("--config")
      ?? ProjectConfigDecoder.find(from: FileManager.default.currentDirectoryPath)
      ?? arguments.value("--flow").flatMap {
        ProjectConfigDecoder.find(from: URL(fileURLWithPath: $0).deletingLastPathComponent().path)
      }
    guard let path else { return .found(nil) }
    let (config, diagnostics) = ProjectConfigDecoder.load(path: path)
    if !diagnostics.isEmpty {
      DiagnosticReport.emit(DiagnosticLog(diagnostics), files: 1, format: .text, console: console)
    }
    guard let config else { return .failed(.usage) }
    return .found(config)
  }

  enum ConfigLookup {
    case found(ProjectConfig?)
    case failed(ExitStatus)
  }

  /// Where generated files go: the options, else the project's flowc.json; with neither,
  /// both machine and human files go beside the flow.
  static func generationDestination(
    _ arguments: ParsedArguments, config: ProjectConfig?, flowPath: String
  ) throws -> SwiftGenerator.Destination? {
    var output = arguments.value("--output")
    var skeletons = arguments.value("--skeletons")
    if let config {
      output = output ?? config.output.map(config.resolve)
      skeletons = skeletons ?? config.skeletons.map(config.resolve)
    } else if output == nil && skeletons == nil {
      let folder = URL(fileURLWithPath: flowPath).deletingLastPathComponent().path
      output = folder
      skeletons = folder
    }
    switch (output, skeletons) {
    case (let output?, let skeletons?):
      return SwiftGenerator.Destination(outputDirectory: output, skeletonDirectory: skeletons)
    case (nil, nil):
      return nil
    default:
      throw UsageError(
        message: "give both --output and --skeletons (or neither, to use flowc.json's folders)")
    }
  }

  static func trigger(_ arguments: ParsedArguments) throws -> FlowEdit.TriggerSpec {
    guard let text = arguments.value("--trigger") else { return .manual }
    guard let trigger = FlowEdit.TriggerSpec(parsing: text) else {
      throw UsageError(
        message:
          "--trigger is cell:ReuseID, barButton:system, barButton:Title or button:Title, not '\(text)'"
      )
    }
    return trigger
  }

  static func outlet(_ text: String) throws -> (name: String, type: String) {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw UsageError(message: "an outlet is written name:Type (nameLabel:UILabel), not '\(text)'")
    }
    return (parts[0], parts[1])
  }
}
