import FlowGen
import FlowKit

/// `flowc check`, `flowc graph --force` and `flowc build --dry-run` on one input, in both
/// runtimes, without touching the disk.
enum FlowFrontEndTarget {
  static let templates: TemplateSet = {
    do {
      return try TemplateSet()
    } catch {
      fatalError("the built-in templates are missing: \(error)")
    }
  }()

  static let destination = SwiftGenerator.Destination(
    outputDirectory: "Generated", skeletonDirectory: "Skeletons")

  static func run(_ bytes: [UInt8]) {
    let source = SourceFile(path: "Fuzz.flow", bytes: bytes)
    // As written (`<flow runtime>`), then as `flowc build --runtime code` would build it.
    for runtime in [nil, FlowRuntime.code] {
      run(FlowFrontEnd.load(source, runtime: runtime))
    }
  }

  static func run(_ result: FlowFrontEnd.Result) {
    for format in [DiagnosticFormat.text, .json, .github] {
      _ = DiagnosticRenderer(format: format).render(result.diagnostics)
    }
    guard let flow = result.flow else { return }
    // A flow with errors is still drawn (`graph --force`).
    let options = DiagramOptions(includesDetail: true, includesLegend: true)
    do {
      _ = try FlowDiagram.dot(for: flow, options: options, templates: templates)
    } catch {
      preconditionFailure("the built-in graph templates failed on a decoded flow: \(error)")
    }
    guard !result.hasErrors else { return }
    let context = SwiftContextBuilder(flow: flow, sourceFileName: "Fuzz.flow").build()
    do {
      _ = try SwiftGenerator(templates: templates).files(for: context, into: destination)
    } catch {
      preconditionFailure("a flow that checks clean does not generate: \(error)")
    }
  }
}
