/// flowc's exit statuses, the same for every command.
enum ExitStatus: Int32, Sendable {
  /// Everything worked (warnings allowed, unless `--werror`).
  case success = 0
  /// The input has errors, or `--check` found stale files.
  case failure = 1
  /// The command line was wrong, or a file could not be read or written.
  case usage = 2
}
