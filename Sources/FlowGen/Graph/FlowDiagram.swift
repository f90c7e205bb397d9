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
  ///
  /// - Throws: `DiagramLimitError` when the walks through the flow's graph go past
  ///   `visitLimit` (`ResourceLimits.unwindVisits`).
  public static func context(
    for flow: Flow, options: DiagramOptions = DiagramOptions(),
    visitLimit: Int = ResourceLimits.default.unwindVisits
  ) throws(DiagramLimitError) -> GraphContext {
    try GraphContextBuilder(flow: flow, options: options, visitLimit: visitLimit).build()
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
  /// - Parameters:
  ///   - timeLimit: seconds `dot` may take; a diagram that takes longer is a
  ///     `RenderError.timedOut` naming the flow.
  ///   - limits: the memory `dot` may take and the nodes and edges it may lay out
  ///     (`ResourceLimits.graphMemory`, `graphElements`), and how far the walks through
  ///     the flow's graph may go (`unwindVisits`: `DiagramLimitError` past it).
  public static func render(
    _ flow: Flow, format: DiagramFormat, options: DiagramOptions = DiagramOptions(),
    templates: TemplateSet, timeLimit: Double = GraphvizRenderer.defaultTimeLimit,
    limits: ResourceLimits = .default
  ) throws -> Data {
    let context = try context(for: flow, options: options, visitLimit: limits.unwindVisits)
    if format != .dot {
      try checkSize(of: context, flow: flow.name, limit: limits.graphElements)
    }
    let source = try templates.render(templateName, context: context)
    do {
      return try GraphvizRenderer.render(
        dot: source, format: format, timeLimit: timeLimit, memoryLimit: limits.graphMemory)
    } catch GraphvizRenderer.RenderError.timedOut(let seconds, _) {
      throw GraphvizRenderer.RenderError.timedOut(seconds: seconds, flow: flow.name)
    } catch GraphvizRenderer.RenderError.outOfMemory(let bytes, _) {
      throw GraphvizRenderer.RenderError.outOfMemory(bytes: bytes, flow: flow.name)
    }
  }

  /// The nodes and edges `dot` would lay out.
  public static func elementCount(of context: GraphContext) -> Int {
    context.nodes.count + context.missingNodes.count + context.edges.count
      + context.clusters.reduce(0) { $0 + $1.members.count }
  }

  /// Refuses a diagram too large for `dot` to lay out within its limits: layout time and
  /// memory grow faster than the diagram, so the count is checked before `dot` runs.
  public static func checkSize(of context: GraphContext, flow: String, limit: Int) throws {
    let count = elementCount(of: context)
    guard count > limit else { return }
    throw GraphvizRenderer.RenderError.tooLarge(elements: count, limit: limit, flow: flow)
  }
}
