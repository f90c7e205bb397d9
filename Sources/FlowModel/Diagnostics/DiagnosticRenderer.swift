import Foundation

/// The one place where diagnostics become text.
public struct DiagnosticRenderer: Sendable {
  public var format: DiagnosticFormat
  /// ANSI colours, for a terminal only (the caller decides from `isatty` and `NO_COLOR`).
  public var colored: Bool

  public init(format: DiagnosticFormat, colored: Bool = false) {
    self.format = format
    self.colored = colored
  }

  /// Renders a list of diagnostics; for `json`, the whole array.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    switch format {
    case .text:
      return diagnostics.map { textLine($0) + "\n" }.joined()
    case .github:
      return diagnostics.map { githubLine($0) + "\n" }.joined()
    case .json:
      return json(diagnostics) + "\n"
    case .sarif:
      return SARIFReport().render(diagnostics)
    case .junit:
      return JUnitReport(suiteName: "flowc", inputs: []).render(diagnostics)
    }
  }

  /// `2 errors, 1 warning in 1 file`: the line that ends a text report.
  public static func summary(errors: Int, warnings: Int, files: Int) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    return "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(files, "file"))"
  }

  /// Every text a diagnostic carries from its input (the file name, the message with its
  /// quoted attribute values) is shown with its invisible characters escaped, so that one
  /// diagnostic is always exactly one line, as the JSON and GitHub formats already make it.
  func textLine(_ diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity.rawValue
    let label: String
    if colored {
      let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
      label = "\(color)\(severity):\u{1B}[0m"
    } else {
      label = "\(severity):"
    }
    let place = InvisibleCharacters.escaped("\(diagnostic.location)")
    let location = colored ? "\u{1B}[1m\(place):\u{1B}[0m" : "\(place):"
    let message = InvisibleCharacters.escaped(diagnostic.fullMessage)
    return "\(location) \(label) \(message) [\(diagnostic.rule.rawValue)]"
  }

  func githubLine(_ diagnostic: Diagnostic) -> String {
    let command = diagnostic.severity == .error ? "error" : "warning"
    var properties = ["file=\(Self.githubProperty(diagnostic.location.file))"]
    if diagnostic.location.line > 0 {
      properties.append("line=\(diagnostic.location.line)")
      properties.append("col=\(diagnostic.location.column)")
    }
    properties.append("title=\(Self.githubProperty("flowc " + diagnostic.rule.rawValue))")
    return "::\(command) \(properties.joined(separator: ","))::"
      + Self.githubMessage(diagnostic.fullMessage)
  }

  /// Workflow-command data escaping: `%`, CR and LF.
  static func githubMessage(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Workflow-command property escaping: the message escapes plus `:` and `,`.
  static func githubProperty(_ text: String) -> String {
    githubMessage(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  func json(_ diagnostics: [Diagnostic]) -> String {
    let objects = diagnostics.map { diagnostic -> String in
      var fields = [
        "\"file\": \(JSONText.quoted(diagnostic.location.file))",
        "\"line\": \(diagnostic.location.line)",
        "\"column\": \(diagnostic.location.column)",
        "\"severity\": \(JSONText.quoted(diagnostic.severity.rawValue))",
        "\"rule\": \(JSONText.quoted(diagnostic.rule.rawValue))",
        "\"message\": \(JSONText.quoted(diagnostic.message))",
      ]
      fields.append(
        "\"suggestion\": "
          + (diagnostic.suggestion.map { JSONText.quoted($0.replacement) } ?? "null"))
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
  }
}
