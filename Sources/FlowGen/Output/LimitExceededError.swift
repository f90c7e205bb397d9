import FlowModel

/// A stage stopped at one of `ResourceLimits`: the diagnostic names the limit and how to
/// raise it. The commands report it as they report the checker's diagnostics.
public protocol LimitExceededError: Error, CustomStringConvertible, Sendable {
  var diagnostic: Diagnostic { get }
}
