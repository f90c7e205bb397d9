/// Diagnostics as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format),
/// the report code-scanning services read: GitHub code scanning, GitLab, IDE viewers.
///
/// One run of one tool, `flowc`, listing every rule id with its summary; one result per
/// diagnostic with its rule, level, message and place, the place's extent where the
/// source shows it, and the suggestion as a fix where it replaces text there.
public struct SARIFReport {
  /// `tool.driver.version`, when known.
  public var toolVersion: String?
  /// The text of an input, by the path its diagnostics name; nil when it cannot be read.
  /// Used only to find extents and fix regions.
  public var sourceText: (String) -> String?

  /// The folder flowc ran in: a path inside it is written relative to it, as code
  /// scanning expects (relative to the checkout when flowc runs at its root).
  public var baseDirectory: String?

  public init(
    toolVersion: String? = nil, baseDirectory: String? = nil,
    sourceText: @escaping (String) -> String? = { _ in nil }
  ) {
    self.toolVersion = toolVersion
    self.baseDirectory = baseDirectory
    self.sourceText = sourceText
  }

  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  public func render(_ diagnostics: [Diagnostic]) -> String {
    // One file's lines and one line's scalars at a time: diagnostics come sorted by place,
    // so each file is read once and each line made into scalars once, however many
    // diagnostics it has (a one-line file with thousands stays linear).
    var file: (path: String, lines: [Substring]?)?
    var line: (file: String, number: Int, scalars: [Unicode.Scalar])?
    func scalars(_ location: SourceLocation) -> [Unicode.Scalar]? {
      if let line, line.file == location.file, line.number == location.line {
        return line.scalars
      }
      if file?.path != location.file {
        file = (
          location.file,
          sourceText(location.file).map { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map {
              $0.last == "\r" ? $0.dropLast() : $0
            }
          }
        )
      }
      guard let lines = file?.lines, location.line >= 1, location.line <= lines.count else {
        return nil
      }
      let found = Array(lines[location.line - 1].unicodeScalars)
      line = (location.file, location.line, found)
      return found
    }
    let rules = RuleID.allCases
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
    let results = diagnostics.map { diagnostic in
      let spans =
        scalars(diagnostic.location).map { SourceSpan.spans(of: diagnostic, inLine: $0) }
        ?? (nil, nil)
      return result(diagnostic, ruleIndex: ruleIndex[diagnostic.rule] ?? 0, spans: spans)
    }
    var driver: [(String, JSONOutput)] = [("name", .string("flowc"))]
    if let toolVersion { driver.append(("version", .string(toolVersion))) }
    driver.append(
      (
        "rules",
        .array(
          rules.map { rule in
            .object([
              ("id", .string(rule.rawValue)),
              ("shortDescription", .object([("text", .string(rule.summary))])),
              // Code scanning asks for both, and some readers of SARIF take them unguarded.
              ("fullDescription", .object([("text", .string(rule.summary))])),
              ("help", .object([("text", .string(Self.help(rule)))])),
            ])
          })
      ))
    let run: JSONOutput = .object([
      ("tool", .object([("driver", .object(driver))])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    return JSONOutput.object([
      ("$schema", .string(Self.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).text
  }

  func result(
    _ diagnostic: Diagnostic, ruleIndex: Int, spans: (subject: SourceSpan?, replaced: SourceSpan?)
  ) -> JSONOutput {
    let path = Self.relative(diagnostic.location.file, to: baseDirectory)
    let artifact: JSONOutput = .object([("uri", .string(Self.uri(path)))])
    var physical: [(String, JSONOutput)] = [("artifactLocation", artifact)]
    if diagnostic.location.line > 0 {
      var region: [(String, JSONOutput)] = [
        ("startLine", .int(diagnostic.location.line)),
        ("startColumn", .int(max(diagnostic.location.column, 1))),
      ]
      if let subject = spans.subject {
        region += [("endLine", .int(subject.line)), ("endColumn", .int(subject.endColumn))]
      }
      physical.append(("region", .object(region)))
    } else {
      // A problem of the whole file (unreadable, too large): GitHub code scanning takes
      // no result without a start line, so it is placed at the file's first line.
      physical.append(("region", .object([("startLine", .int(1))])))
    }
    var members: [(String, JSONOutput)] = [
      ("ruleId", .string(diagnostic.rule.rawValue)),
      ("ruleIndex", .int(ruleIndex)),
      ("level", .string(diagnostic.severity == .error ? "error" : "warning")),
      ("message", .object([("text", .string(diagnostic.fullMessage))])),
      ("locations", .array([.object([("physicalLocation", .object(physical))])])),
    ]
    if let suggestion = diagnostic.suggestion, let replaced = spans.replaced {
      let deleted: JSONOutput = .object([
        ("startLine", .int(replaced.line)), ("startColumn", .int(replaced.startColumn)),
        ("endLine", .int(replaced.line)), ("endColumn", .int(replaced.endColumn)),
      ])
      let change: JSONOutput = .object([
        ("artifactLocation", artifact),
        (
          "replacements",
          .array([
            .object([
              ("deletedRegion", deleted),
              ("insertedContent", .object([("text", .string(suggestion.replacement))])),
            ])
          ])
        ),
      ])
      members.append(
        (
          "fixes",
          .array([
            .object([
              ("description", .object([("text", .string("Write \(suggestion.display)."))])),
              ("artifactChanges", .array([change])),
            ])
          ])
        ))
    }
    return .object(members)
  }

  /// Where a rule is explained: the table every rule id has a row in.
  static func help(_ rule: RuleID) -> String {
    "\(rule.summary) flowc reports it as [\(rule.rawValue)]; docs/flow-format.md, \"What flowc checks\", explains every rule."
  }

  /// `path` relative to `base` when it is inside it; else as it is.
  public static func relative(_ path: String, to base: String?) -> String {
    guard var base, path.hasPrefix("/") else { return path }
    if !base.hasSuffix("/") { base += "/" }
    return path.hasPrefix(base) && path.count > base.count
      ? String(path.dropFirst(base.count)) : path
  }

  /// A path as a URI reference: relative paths stay relative (code scanning resolves them
  /// against the checkout), absolute ones become `file://` URIs; every byte outside the
  /// unreserved characters and `/` is percent-encoded.
  public static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~/".unicodeScalars.contains(scalar))
      {
        encoded.unicodeScalars.append(scalar)
      } else {
        encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
