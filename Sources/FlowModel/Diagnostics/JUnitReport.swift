/// Diagnostics as a JUnit XML report, the test report CI services show (GitLab's
/// `artifacts:reports:junit`, Jenkins, Azure Pipelines): one test suite for the command,
/// one test case per input file, passing when the file has no error, with one `<failure>`
/// per error. The test case's `<system-out>` lists every diagnostic of the file, warnings
/// included: Jenkins and Azure Pipelines show only a test case's first failure, and its
/// output then still shows the rest.
public struct JUnitReport {
  /// The suite's name: the command that ran (`flowc check`).
  public var suiteName: String
  /// The inputs, in the order given: each is a test case, with or without diagnostics.
  public var inputs: [String]

  /// The folder flowc ran in: paths inside it are shown relative to it.
  public var baseDirectory: String?

  public init(suiteName: String, inputs: [String], baseDirectory: String? = nil) {
    self.suiteName = suiteName
    self.inputs = inputs
    self.baseDirectory = baseDirectory
  }

  public func render(_ diagnostics: [Diagnostic]) -> String {
    // Inputs first, then any other file a diagnostic names (flowc.json, a storyboard).
    var files = inputs
    var known = Set(inputs)
    for diagnostic in diagnostics where known.insert(diagnostic.location.file).inserted {
      files.append(diagnostic.location.file)
    }
    let byFile = Dictionary(grouping: diagnostics, by: \.location.file)
    let failing = files.filter { file in byFile[file]?.contains { $0.severity == .error } ?? false }
    let counts = "tests=\"\(files.count)\" failures=\"\(failing.count)\" errors=\"0\""
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"flowc\" \(counts)>\n"
    out += "  <testsuite name=\(Self.quoted(suiteName)) \(counts) skipped=\"0\">\n"
    for file in files {
      let found = byFile[file] ?? []
      let shown = SARIFReport.relative(file, to: baseDirectory)
      let testCase =
        "<testcase classname=\"flowc\" name=\(Self.quoted(shown)) file=\(Self.quoted(shown))"
      guard !found.isEmpty else {
        out += "    \(testCase)/>\n"
        continue
      }
      out += "    \(testCase)>\n"
      for error in found where error.severity == .error {
        out +=
          "      <failure message=\(Self.quoted(error.fullMessage)) type=\(Self.quoted(error.rule.rawValue))>"
          + Self.escaped(Self.line(error)) + "</failure>\n"
      }
      let text = found.map(Self.line).joined(separator: "\n")
      out += "      <system-out>" + Self.escaped(text) + "</system-out>\n"
      out += "    </testcase>\n"
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }

  /// A diagnostic as the text format prints it, uncoloured (`path:line:column: error:
  /// message [rule]`); escaped with the rest of the report.
  static func line(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.fullMessage) [\(diagnostic.rule.rawValue)]"
  }

  /// An attribute value in double quotes.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text, inAttribute: true) + "\""
  }

  /// Text for XML: markup characters as entities, and invisible characters spelled out
  /// (`\u{202E}`), since XML 1.0 cannot hold most control characters even as references.
  static func escaped(_ text: String, inAttribute: Bool = false) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where inAttribute: out += "&quot;"
      case "\n" where !inAttribute: out += "\n"
      default:
        if InvisibleCharacters.isInvisible(scalar) {
          out += InvisibleCharacters.escaped(String(scalar))
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
