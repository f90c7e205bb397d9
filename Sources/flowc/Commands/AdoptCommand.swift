import FlowAdoption
import FlowGen
import FlowModel
import FlowProject
import Foundation

/// `flowc adopt STORYBOARD|FLOW --sources DIR [--apply]`: bring an app that already has
/// its view controllers onto the generated bases. It reads the app's Swift with a
/// scanner of declarations, says per class what adoption means, and with `--apply` makes
/// the mechanical part as splices that change only the bytes they must, all files or none.
enum AdoptCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "adopt",
    summary: "Move an app's own controllers onto the generated bases (--apply edits).",
    usage: "adopt STORYBOARD|FLOW --sources DIR [--apply]",
    discussion: """
      For every scene's class declared in the Swift files under DIR, prints what adopting
      the generated base means, each at path:line:column of the app's file:
        change     what --apply does: the superclass becomes <Class>Base, an @IBOutlet
                   the base declares (same name and type) is removed, an @IBAction or
                   unwind action the base declares becomes 'override' (its body kept),
                   prepare(for:sender:) gets super.prepare(for:sender:) first
                   (viewDidLoad() super.viewDidLoad()); an action in an extension
                   moves into the class's body, where Swift can override
        move       logic a person can move into a typed hook: each branch of
                   prepare(for:sender:) on a segue identifier, and action bodies
                   an action whose sender type differs becomes the base's typed
                   hook (handle…), its body kept and its sender cast back
        undecided  what flowc cannot decide (a different outlet type, a superclass
                   that is not the flow's); each the app cannot compile with is
                   repeated as 'the app will not compile until …', and with --apply
                   the exit status is then 1
      Without --apply nothing is changed. With --apply the changes are made, their
      unified diff is printed, and every other byte of the files is kept; when any file
      cannot be edited safely (adopt-refused), no file is changed and the exit status
      is 1. Then run 'flowc build' with '--skeletons DIR': no human file is created for a
      class the app already declares anywhere under DIR. See docs/adopting.md.
      """,
    options: [
      .value("--sources", "DIR", "The folder of the app's Swift files (searched recursively)."),
      .flag("--apply", "Make the changes and print their diff."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      console.error(
        "flowc: error: 'flowc adopt' needs exactly one storyboard or flow\nSee 'flowc help adopt'.\n"
      )
      return .usage
    }
    guard let sourcesFolder = arguments.value("--sources") else {
      console.error(
        "flowc: error: 'flowc adopt' needs --sources DIR, the folder of the app's Swift files\nSee 'flowc help adopt'.\n"
      )
      return .usage
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: sourcesFolder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      console.error("flowc: error: --sources \(sourcesFolder) is not a folder\n")
      return .usage
    }

    let loaded = FlowFrontEnd.load(path: path)
    let log = DiagnosticLog(loaded.diagnostics)
    guard let flow = loaded.flow, log.errorCount == 0 else {
      DiagnosticReport.emit(log, files: 1, format: .text, console: console)
      console.error("flowc: error: \(path) must check without errors before flowc adopt reads it\n")
      return loaded.diagnostics.contains { $0.rule == .fileUnreadable } ? .usage : .failure
    }
    guard flow.runtime == .storyboard else {
      console.error(
        "flowc: error: \(path) uses the \(flow.runtime.rawValue) runtime, which has no storyboard to bind outlets and actions; flowc adopt is for the storyboard runtime\n"
      )
      return .usage
    }

    let bases = BaseDeclarations.of(
      flow: flow, sourceFileName: SwiftBuild.Input.sourceFileName(ofPath: path))
    let sources = AppSources(under: sourcesFolder)
    let plan = AdoptionPlanner.plan(bases: bases, sources: sources)
    console.out(report(plan, sourcesFolder: sourcesFolder))
    for unreadable in sources.unreadable {
      console.error("flowc: warning: \(unreadable) cannot be read; flowc adopt skipped it\n")
    }

    if !plan.refusals.isEmpty {
      DiagnosticReport.emit(
        DiagnosticLog(plan.refusals), files: Set(plan.refusals.map(\.location.file)).count,
        format: .text, console: console, summary: false)
      console.error(
        "flowc: error: \(plan.refusals.count) file problem\(plan.refusals.count == 1 ? "" : "s") above; \(arguments.has("--apply") ? "no file was changed" : "--apply would change no file")\n"
      )
      return .failure
    }
    let summary = summaryLine(plan)
    guard arguments.has("--apply") else {
      reportBlockers(plan, severity: "warning", console: console)
      console.error(
        summary + (plan.hasChanges ? "; run with --apply to make the changes" : "") + "\n")
      return .success
    }
    if plan.hasChanges {
      do {
        try AdoptionWriter.write(plan.editedFiles())
      } catch {
        console.error("flowc: error: \(error)\n")
        return .failure
      }
      console.out(plan.diff())
    }
    reportBlockers(plan, severity: "error", console: console)
    let changed = plan.editedFiles().count
    console.error(
      summary
        + (plan.hasChanges
          ? "; changed \(changed) file\(changed == 1 ? "" : "s")" : "; nothing to change")
        + (plan.blockers.isEmpty
          ? ""
          : "; the app does not compile until the \(plan.blockers.count) undecided above are done")
        + "\n")
    return plan.blockers.isEmpty ? .success : .failure
  }

  /// One line per undecided finding the app cannot compile with: `flowc: error:
  /// path:line:col: the app will not compile until …`. The lines hold the app's paths
  /// and names as found.
  static func reportBlockers(_ plan: AdoptionPlan, severity: String, console: Console) {
    for line in plan.blockers.compactMap(\.blockerLine) {
      console.error("flowc: \(severity): \(line)\n")
    }
  }

  /// Per class, its file and what adopting its base means.
  static func report(_ plan: AdoptionPlan, sourcesFolder: String) -> String {
    var out = ""
    for adoption in plan.classes {
      guard let path = adoption.path else {
        out +=
          "\(adoption.className) (scene '\(adoption.sceneID)'): no class \(adoption.className) under \(sourcesFolder); 'flowc build --skeletons \(sourcesFolder)' creates \(adoption.className).swift\n"
        continue
      }
      out +=
        "\(adoption.className) (scene '\(adoption.sceneID)') in \(AdoptionFinding.printable(path)):\n"
      if adoption.findings.isEmpty { out += "  nothing to change\n" }
      for finding in adoption.findings {
        out += finding.line + "\n"
      }
    }
    return out
  }

  static func summaryLine(_ plan: AdoptionPlan) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : noun.hasSuffix("s") ? "es" : "s")"
    }
    let found = plan.classes.filter { $0.path != nil }.count
    return "adopt: " + count(found, "class") + " found of \(plan.classes.count), "
      + count(plan.count(.change), "change") + ", " + count(plan.count(.move), "step")
      + " to move by hand, " + "\(plan.count(.undecided)) undecided"
  }
}
