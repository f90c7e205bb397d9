import FlowModel
import Foundation

/// Where a command's output goes. Commands write through this, never `print`, so that
/// tests can run them in-process and capture both streams, and so that no text reaches a
/// terminal or CI log without `ConsoleText`'s escaping.
struct Console: Sendable {
  var writeOut: @Sendable (String) -> Void
  var writeError: @Sendable (String) -> Void
  /// Whether stderr is a terminal that wants colours (not when `NO_COLOR` is set).
  var colorsErrors: Bool

  static let standard = Console(
    writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
    colorsErrors: isatty(STDERR_FILENO) != 0
      && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
      && ProcessInfo.processInfo.environment["TERM"] != "dumb")

  /// Both streams take `ConsoleText` only: whatever a message interpolates (a file name,
  /// a value, another program's output) is escaped on its way (docs/security.md).
  func out(_ text: ConsoleText) { writeOut(text.description) }
  func error(_ text: ConsoleText) { writeError(text.description) }
}
