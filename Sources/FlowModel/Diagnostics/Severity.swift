/// How bad a problem is: errors stop code generation, warnings do not (unless `--werror`).
public enum Severity: String, Sendable, Codable, Comparable {
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
