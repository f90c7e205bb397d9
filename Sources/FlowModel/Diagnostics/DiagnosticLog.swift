/// Collects the diagnostics of one run so that every problem is reported at once, in
/// file order, whatever order the passes found them in.
public struct DiagnosticLog: Sendable {
  public private(set) var diagnostics: [Diagnostic] = []

  public init(_ diagnostics: [Diagnostic] = []) {
    self.diagnostics = diagnostics
  }

  public mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  public mutating func report(contentsOf other: some Sequence<Diagnostic>) {
    diagnostics.append(contentsOf: other)
  }

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics in file order; those at one place keep the order they were found in.
  public var sorted: [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// `--werror`: the same diagnostics, with every warning promoted to an error.
  public func promotingWarnings() -> DiagnosticLog {
    DiagnosticLog(
      diagnostics.map {
        var d = $0; d.severity = .error; return d
      })
  }
}
