import FlowModel
import Foundation

/// The flow as a Graphviz diagram: the entry point for `flowc graph` and for
/// `flowc build --graph`. The DOT comes from the `graph/flow` template rendered with a
/// `GraphContext`, so it is drawn from the same model as the generated code and can be
/// restyled with `--templates`.
public enum FlowDiagram {
  /// The template that renders a whole diagram; its partials live beside it in `graph/`.
  public static let templateName = "graph/flow"

  /// The template context for a flow. Works for any flow that has a model, including
  /// one with errors (what `--force` draws): broken references become red placeholders.
  public static func context(for flow: Flow, options: DiagramOptions = DiagramOptions())
    -> GraphContext
  {
    GraphContextBuilder(flow: flow, options: options).build()
  }

  /// The diagram's DOT source. Deterministic: the same flow, options and templates give
  /// the same bytes.
  public static func dot(
    for flow: Flow, options: DiagramOptions = DiagramOptions(), templates: TemplateSet
  ) throws -> String {
    try templates.render(templateName, context: context(for: flow, options: options))
  }

  /// The diagram in a format: the DOT itself, or Graphviz's rendering of it.
  ///
  /// - Parameter timeLimit: seconds `dot` may take; a diagram that takes longer is a
  ///   `RenderError.timedOut` naming the flow.
  public static func render(
    _ flow: Flow, format: DiagramFormat, options: DiagramOptions = DiagramOptions(),
    templates: TemplateSet, timeLimit: Double = GraphvizRenderer.defaultTimeLimit
  ) throws -> Data {
    let source = try dot(for: flow, options: options, templates: templates)
    do {
      return try GraphvizRenderer.render(dot: source, format: format, timeLimit: timeLimit)
    } catch GraphvizRenderer.RenderError.timedOut(let seconds, _) {
      throw GraphvizRenderer.RenderError.timedOut(seconds: seconds, flow: flow.name)
    }
  }
}
