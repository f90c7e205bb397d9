import FlowAnalysis
import FlowFormat
import FlowGen
import FlowModel
import FlowXML
import Foundation
import StoryboardImport

/// `flowc import STORYBOARD`: turn an Interface Builder storyboard into a `.flow` file.
enum ImportCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "import",
    summary: "Import an Interface Builder storyboard as a flow file.",
    usage: "import STORYBOARD [-o OUT.flow [--force]] [--name NAME] [--format text|json|github]",
    discussion: """
      Reads the storyboard, writes the flow (to stdout, or atomically to OUT.flow with -o),
      and reports what the flow could not keep as warnings at the storyboard's lines,
      followed by the checker's findings on the imported flow. The flow is written even
      when it has errors, so that it can be fixed by hand; the exit status says so.
      With --format json or github the diagnostics go to stdout, so -o is required.
      An existing OUT.flow is replaced only with --force; without it flowc import changes
      nothing and says so.
      'flowc check', 'graph' and 'build' also read storyboards directly.
      """,
    options: [
      .value("--output", short: "-o", "FILE", "Write the flow to FILE instead of stdout."),
      .flag("--force", "Replace FILE when it exists already."),
      .value("--name", "NAME", "The flow's name (default: from the file name)."),
      .value("--format", "FORMAT", "Diagnostics as text (default), json or github."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      console.error(
        "flowc: error: 'flowc import' needs exactly one storyboard\nSee 'flowc help import'.\n")
      return .usage
    }
    guard let format = DiagnosticOptions.format(arguments, console: console) else {
      return .usage
    }
    let output = arguments.value("--output")
    if format != .text && output == nil {
      console.error(
        "flowc: error: --format \(format.rawValue) writes diagnostics to stdout; write the flow elsewhere with -o\n"
      )
      return .usage
    }
    // A flow edited by hand since its import is not thrown away by accident.
    if let output, !arguments.has("--force"),
      (try? FileManager.default.attributesOfItem(atPath: output)) != nil
    {
      console.error(
        "flowc: error: \(output) exists already; flowc import replaces it only with --force\n")
      return .failure
    }
    let name = arguments.value("--name")
    if let name, let problem = FlowNameArgument.problem(name, given: "'--name'") {
      console.error("flowc: error: \(problem)\n")
      return .usage
    }

    let source: SourceFile
    switch SourceFile.load(path: path) {
    case .failure(let diagnostic):
      DiagnosticReport.emit(DiagnosticLog([diagnostic]), files: 1, format: format, console: console)
      return .usage
    case .success(let loaded):
      source = loaded
    }
    var log = DiagnosticLog()
    let (root, xmlDiagnostics) = XMLDocumentReader.read(source)
    log.report(contentsOf: xmlDiagnostics)
    if let root, source.mayHoldInvisibleCharacters {
      log.report(contentsOf: InvisibleCharacterScan.warnings(in: root))
    }
    guard let root else {
      DiagnosticReport.emit(log, files: 1, format: format, console: console)
      return .failure
    }
    guard StoryboardImporter.isStoryboard(root) else {
      log.report(
        .error(
          .wrongRoot,
          "the root element is <\(root.name)>, not a storyboard's <document>; 'flowc import' reads Interface Builder storyboards",
          at: root.location))
      DiagnosticReport.emit(log, files: 1, format: format, console: console)
      return .failure
    }
    let imported = StoryboardImporter.importFlow(
      from: root, source: source, options: StoryboardImporter.Options(flowName: name))
    log.report(contentsOf: imported.diagnostics)
    guard let flow = imported.flow else {
      DiagnosticReport.emit(log, files: 1, format: format, console: console)
      return .failure
    }
    log.report(contentsOf: FlowChecker.check(flow))

    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let text = FlowWriter.write(
      flow, comment: "Imported from \(fileName) by flowc import.")
    if let output {
      do {
        try AtomicFileWriter.write(text, to: output)
      } catch {
        DiagnosticReport.emit(log, files: 1, format: format, console: console)
        console.error("flowc: error: \(error)\n")
        return .usage
      }
    } else {
      console.out(.lines(text))
    }
    DiagnosticReport.emit(log, files: 1, format: format, console: console)
    return log.hasErrors ? .failure : .success
  }
}
