import FlowModel

/// Finding the UI-test navigator's shortest paths went past `ResourceLimits.uiTestStates`:
/// a `limit-exceeded` diagnostic naming the limit, at the flow; no navigator is written.
public struct UITestPathLimitError: LimitExceededError {
  public let diagnostic: Diagnostic

  init(flow: Flow, limit: Int) {
    diagnostic = .error(
      .limitExceeded,
      "finding the UI-test navigator's paths through flow '\(flow.name)' went past \(limit) states (a scene with the tab bar on screen; the ui-test-states limit); no navigator was written (raise the limit with --limit ui-test-states=N)",
      at: flow.origin.location)
  }

  public var description: String { diagnostic.message }
}
