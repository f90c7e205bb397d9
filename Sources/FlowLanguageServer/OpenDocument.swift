import FlowModel
import FlowProject
import Foundation

/// A document the client has open, with what the front end last made of it.
struct OpenDocument: Sendable {
  /// Which front end reads a document, by its file name.
  enum Language: Sendable {
    /// A `.flow` file or a storyboard: `FlowFrontEnd`, as `flowc check FILE` runs it.
    case flow
    /// A `flowc.json`: `ProjectConfigDecoder`, as the commands read it.
    case config
    /// Anything else: no diagnostics.
    case other
  }

  var text: TextDocument
  let path: String
  let language: Language
  /// The last flow the text decoded to (kept while the text does not parse, so hover
  /// still answers), and whether it had no errors then.
  var flow: Flow?
  var flowIsClean = false

  init(uri: String, version: Int, text: String) {
    self.text = TextDocument(uri: uri, version: version, text: text)
    self.path = Self.path(ofURI: uri)
    let name = (path as NSString).lastPathComponent
    if name == "flowc.json" {
      language = .config
    } else if name.hasSuffix(".flow") || name.hasSuffix(".storyboard") {
      language = .flow
    } else {
      language = .other
    }
  }

  /// The file path a `file:` URI names (percent-decoded); any other URI as it is, which
  /// then only labels the diagnostics.
  static func path(ofURI uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    var rest = String(uri.dropFirst("file://".count))
    // `file://host/path`: keep the path.
    if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }
    return rest.removingPercentEncoding ?? rest
  }

  /// Runs the front end on the text as it is now and returns its diagnostics in file
  /// order, as `flowc check` prints them.
  mutating func check() -> [Diagnostic] {
    DiagnosticLog(unsortedCheck()).sorted
  }

  private mutating func unsortedCheck() -> [Diagnostic] {
    // What `SourceFile.load` refuses before reading a file, refused here alike.
    if let (scalar, _) = InvisibleCharacters.first(in: path) {
      return [
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileNameUnsafe,
          message:
            "the file name holds the invisible character \(InvisibleCharacters.name(scalar)), which could change generated code or logs; rename the file"
        )
      ]
    }
    if text.bytes.count > SourceFile.maximumSize {
      return [
        Diagnostic(
          location: .file(path), severity: .error, rule: .fileTooLarge,
          message:
            "is \(text.bytes.count) bytes, more than the \(SourceFile.maximumSize) bytes flowc reads from one input (docs/security.md)"
        )
      ]
    }
    let source = SourceFile(path: path, bytes: text.bytes)
    switch language {
    case .flow:
      let result = FlowFrontEnd.load(source)
      if let decoded = result.flow {
        flow = decoded
        flowIsClean = !result.hasErrors
      }
      return result.diagnostics
    case .config:
      return ProjectConfigDecoder.decode(source).diagnostics
    case .other:
      return []
    }
  }

  /// The `textDocument/publishDiagnostics` parameters for `diagnostics`: each at the
  /// range `DiagnosticRange` gives its point, with its rule id as the code.
  func publication(_ diagnostics: [Diagnostic]) -> JSONValue {
    var steps = 0
    return publication(diagnostics, steps: &steps)
  }

  /// `publication(_:)`, adding to `steps` the bytes stepped over to find the places: a
  /// few dozen per diagnostic, wherever on its line it is.
  func publication(_ diagnostics: [Diagnostic], steps: inout Int) -> JSONValue {
    let source = SourceFile(path: path, bytes: text.bytes)
    var items: [JSONValue] = []
    items.reserveCapacity(diagnostics.count)
    for diagnostic in diagnostics {
      var range = 0..<0
      if diagnostic.location.line > 0,
        let offset = source.offset(of: diagnostic.location, steps: &steps)
      {
        range = DiagnosticRange.range(at: offset, in: text.bytes)
      }
      var item: [String: JSONValue] = [
        "range": lspRange(range, steps: &steps),
        "severity": diagnostic.severity == .error ? 1 : 2,
        "code": .string(diagnostic.rule.rawValue),
        "source": "flowc",
        "message": .string(diagnostic.fullMessage),
      ]
      if diagnostic.location.file != path && diagnostic.location.line > 0 {
        item["message"] = .string("\(diagnostic.location): \(diagnostic.fullMessage)")
      }
      items.append(.object(item))
    }
    return [
      "uri": .string(text.uri), "version": JSONValue(text.version), "diagnostics": .array(items),
    ]
  }

  func lspRange(_ range: Range<Int>) -> JSONValue {
    var steps = 0
    return lspRange(range, steps: &steps)
  }

  func lspRange(_ range: Range<Int>, steps: inout Int) -> JSONValue {
    let start = text.position(ofOffset: range.lowerBound, steps: &steps)
    let end = text.position(ofOffset: range.upperBound, steps: &steps)
    return [
      "start": ["line": JSONValue(start.line), "character": JSONValue(start.character)],
      "end": ["line": JSONValue(end.line), "character": JSONValue(end.character)],
    ]
  }

  func location(_ range: Range<Int>) -> JSONValue {
    ["uri": .string(text.uri), "range": lspRange(range)]
  }
}
