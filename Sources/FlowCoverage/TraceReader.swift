import FlowModel

/// Reads navigation traces (JSON lines) as the hostile input they are: a trace comes from
/// a CI run nobody watches, so its size, its lines and what they say are all checked.
///
/// A file larger than `SourceFile.maximumSize` (64 MiB) or whose name holds an invisible
/// character is refused (`SourceFile.load`); a line longer than `maximumLineBytes`, one
/// that is not a JSON object with string `flow`, `event` and `id`, or whose `event` is
/// not `segue`, `unwind` or `scene`, is an error at `trace:line` (`trace-malformed`), and
/// reading goes on with the next line. Past `maximumProblems` errors the rest are counted
/// in one last error, so that a binary file gives a screenful, not a million lines.
public enum TraceReader {
  /// Generated lines are under 200 bytes; a longer one is no trace line.
  public static let maximumLineBytes = 4096
  /// Errors reported per file before the rest are summed up.
  public static let maximumProblems = 20

  public struct Result: Sendable {
    public var events: [TraceEvent] = []
    public var diagnostics: [Diagnostic] = []
  }

  /// Reads the trace at `path`.
  public static func read(path: String) -> Result {
    switch SourceFile.load(path: path) {
    case .failure(let diagnostic):
      return Result(events: [], diagnostics: [diagnostic])
    case .success(let source):
      return read(source)
    }
  }

  /// Reads a trace already in memory.
  public static func read(_ source: SourceFile) -> Result {
    var result = Result()
    var problems = 0
    func problem(_ message: String, line: Int) {
      problems += 1
      guard problems <= maximumProblems else { return }
      result.diagnostics.append(
        .error(
          .traceMalformed, message,
          at: SourceLocation(file: source.path, line: line, column: 1)))
    }
    var lineNumber = 0
    for slice in source.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      lineNumber += 1
      var bytes = slice
      if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
      if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
      guard bytes.count <= maximumLineBytes else {
        problem(
          "the line is \(bytes.count) bytes long, more than a trace line's \(maximumLineBytes)",
          line: lineNumber)
        continue
      }
      switch event(in: Array(bytes), path: source.path, line: lineNumber) {
      case .success(let event): result.events.append(event)
      case .failure(let malformed): problem(malformed.message, line: lineNumber)
      }
    }
    if problems > maximumProblems {
      result.diagnostics.append(
        .error(
          .traceMalformed,
          "\(problems - maximumProblems) more malformed lines; is this a trace FLOWC_TRACE wrote?",
          at: .file(source.path)))
    }
    return result
  }

  struct Malformed: Error {
    var message: String
  }

  /// The event one line holds, or why it holds none.
  static func event(in bytes: [UInt8], path: String, line: Int)
    -> Swift.Result<TraceEvent, Malformed>
  {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      return .failure(Malformed(message: "the line is not UTF-8"))
    }
    let node: JSONNode
    switch JSONReader.read(SourceFile(path: path, bytes: bytes)) {
    case .success(let value): node = value
    case .failure(let diagnostic):
      let reason = diagnostic.message.replacingPrefix("malformed JSON: ", with: "")
      return .failure(Malformed(message: "not a trace event: malformed JSON (\(reason))"))
    }
    guard case .object(let members, _) = node else {
      return .failure(
        Malformed(message: "not a trace event: \(node.typeDescription), not an object"))
    }
    var fields: [String: String] = [:]
    for name in ["flow", "event", "id"] {
      guard let member = members.first(where: { $0.key == name }) else {
        return .failure(Malformed(message: "not a trace event: no \"\(name)\""))
      }
      guard case .string(let value, _) = member.value else {
        return .failure(
          Malformed(
            message:
              "not a trace event: \"\(name)\" is \(member.value.typeDescription), not a string"
          ))
      }
      fields[name] = value
    }
    guard let kind = TraceEvent.Kind(rawValue: fields["event"] ?? "") else {
      return .failure(
        Malformed(
          message:
            "not a trace event: \"event\" is '\(fields["event"] ?? "")', not segue, unwind or scene"
        ))
    }
    return .success(
      TraceEvent(
        flow: fields["flow"] ?? "", kind: kind, id: fields["id"] ?? "",
        location: SourceLocation(file: path, line: line, column: 1)))
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
