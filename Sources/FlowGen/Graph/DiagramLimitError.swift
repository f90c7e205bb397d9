import FlowModel

/// Laying out a diagram went past `ResourceLimits.unwindVisits`: finding where unwinds
/// are drawn to, or which navigation stack's box holds each node, walked the flow's graph
/// more than the limit allows. A `limit-exceeded` diagnostic naming the limit, at the
/// flow, as `flowc check` reports the same limit.
public struct DiagramLimitError: LimitExceededError {
  public let diagnostic: Diagnostic

  init(flow: Flow, limit: Int, what: String) {
    diagnostic = .error(
      .limitExceeded,
      "\(what) of flow '\(flow.name)' went past \(limit) visits (the unwind-visits limit); nothing was drawn (raise the limit with --limit unwind-visits=N)",
      at: flow.origin.location)
  }

  public var description: String { diagnostic.message }
}
