import Foundation

/// Where a command's output goes. Commands write through this, never `print`, so that
/// tests can run them in-process and capture both streams.
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

  func out(_ text: String) { writeOut(text) }
  func error(_ text: String) { writeError(text) }
}
