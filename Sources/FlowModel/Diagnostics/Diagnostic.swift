/// One problem found in an input, created where it is found and rendered in one place
/// (`DiagnosticRenderer`).
public struct Diagnostic: Hashable, Sendable, Error, Codable {
  public var location: SourceLocation
  public var severity: Severity
  public var rule: RuleID
  public var message: String
  public var suggestion: Suggestion?

  public init(
    location: SourceLocation, severity: Severity, rule: RuleID, message: String,
    suggestion: Suggestion? = nil
  ) {
    self.location = location
    self.severity = severity
    self.rule = rule
    self.message = message
    self.suggestion = suggestion
  }

  public static func error(
    _ rule: RuleID, _ message: String, at location: SourceLocation,
    suggestion: Suggestion? = nil
  ) -> Diagnostic {
    Diagnostic(
      location: location, severity: .error, rule: rule, message: message,
      suggestion: suggestion)
  }

  public static func warning(
    _ rule: RuleID, _ message: String, at location: SourceLocation,
    suggestion: Suggestion? = nil
  ) -> Diagnostic {
    Diagnostic(
      location: location, severity: .warning, rule: rule, message: message,
      suggestion: suggestion)
  }

  /// The message with its suggestion, as one sentence a person reads.
  public var fullMessage: String {
    guard let suggestion else { return message }
    return "\(message); did you mean \(suggestion.display)?"
  }
}
