/// What `flowc graph` (and `flowc build --graph`) can write: the DOT source itself, or a
/// picture Graphviz's `dot` renders from it.
public enum DiagramFormat: String, Sendable, CaseIterable {
  case dot
  case svg
  case png
  case pdf

  /// The format an output file's extension names (`.svg`, `.png`, `.pdf`; `.dot` and
  /// `.gv` for DOT), case-insensitively; nil for anything else, so that a typo in `-o`
  /// is reported rather than silently written as DOT.
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "dot", "gv": self = .dot
    case "svg": self = .svg
    case "png": self = .png
    case "pdf": self = .pdf
    default: return nil
    }
  }

  /// True for the formats that are bytes rather than text, which are never written to a
  /// terminal.
  public var isBinary: Bool {
    switch self {
    case .dot, .svg: false
    case .png, .pdf: true
    }
  }

  /// The `-T` argument Graphviz takes for this format.
  var graphvizArgument: String { "-T" + rawValue }
}
