import FlowModel
import Foundation

/// The diagrams `flowc build --graph DIR` writes beside the code: one file per flow,
/// `DIR/<Flow>.<format>`, planned with the Swift files so that `--check` and `--dry-run`
/// cover them too.
public enum DiagramFiles {
  /// Formats a build may write. PDF is left out: Graphviz's PDF output embeds the time it
  /// was made, so a build could never find it unchanged.
  public static let buildFormats: [DiagramFormat] = [.dot, .svg, .png]

  public static func plan(
    _ flows: [Flow], directory: String, format: DiagramFormat, options: DiagramOptions,
    templates: TemplateSet, timeLimit: Double = GraphvizRenderer.defaultTimeLimit,
    limits: ResourceLimits = .default
  ) throws -> [PlannedFile] {
    try flows.map { flow in
      let path =
        (directory.hasSuffix("/") ? directory : directory + "/") + "\(flow.name).\(format.rawValue)"
      let contents = try FlowDiagram.render(
        flow, format: format, options: options, templates: templates, timeLimit: timeLimit,
        limits: limits)
      return PlannedFile(path: path, role: .diagram, contents: contents)
    }
  }
}
