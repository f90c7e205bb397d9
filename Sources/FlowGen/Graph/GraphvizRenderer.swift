import Foundation

/// Runs Graphviz's `dot` to turn DOT source into a picture.
///
/// The DOT goes to `dot`'s standard input and the picture comes back on its standard
/// output. Standard input and standard error are temporary files rather than pipes: a
/// `dot` that stops reading early (a syntax error in a user's template) then cannot
/// raise SIGPIPE in flowc, and a `dot` that writes many warnings cannot fill a pipe that
/// nobody reads while flowc waits for the picture.
public struct GraphvizRenderer: Sendable {
  /// Why a rendering failed.
  public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// No executable `dot` on `PATH`.
    case dotNotFound
    /// `dot` exists but could not be started, or its temporary files could not be made.
    case launchFailed(String)
    /// `dot` ran and exited with an error (for instance a DOT syntax error).
    case failed(status: Int32, message: String)

    public var description: String {
      switch self {
      case .dotNotFound:
        "Graphviz's 'dot' was not found; install it (Debian: apt-get install graphviz)"
      case .launchFailed(let reason):
        "cannot run Graphviz's 'dot': \(reason)"
      case .failed(let status, let message):
        "Graphviz's 'dot' failed (exit status \(status))"
          + (message.isEmpty ? "" : ":\n" + message)
      }
    }
  }

  /// The `dot` executable this renderer runs.
  public let executableURL: URL

  public init(executableURL: URL) {
    self.executableURL = executableURL
  }

  /// The `dot` found on a search path (the process's `PATH` unless given).
  public static func locate(
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws -> GraphvizRenderer {
    guard let url = findExecutable(named: "dot", searchPath: searchPath ?? "") else {
      throw RenderError.dotNotFound
    }
    return GraphvizRenderer(executableURL: url)
  }

  /// Renders with the `dot` on `PATH`. DOT itself needs no Graphviz: it is returned as
  /// its UTF-8 bytes without looking for `dot`.
  public static func render(dot source: String, format: DiagramFormat) throws -> Data {
    if format == .dot { return Data(source.utf8) }
    return try locate().render(dot: source, format: format)
  }

  /// Renders DOT source in a format with this renderer's `dot`.
  public func render(dot source: String, format: DiagramFormat) throws -> Data {
    if format == .dot { return Data(source.utf8) }
    return try run(arguments: [format.graphvizArgument], input: Data(source.utf8))
  }

  /// Runs `dot` with arguments and standard input, returning its standard output.
  func run(arguments: [String], input: Data) throws -> Data {
    let fileManager = FileManager.default
    let stem = "flowc-dot-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    let inputURL = fileManager.temporaryDirectory.appendingPathComponent(stem + ".gv")
    let errorURL = fileManager.temporaryDirectory.appendingPathComponent(stem + ".err")
    defer {
      try? fileManager.removeItem(at: inputURL)
      try? fileManager.removeItem(at: errorURL)
    }
    guard fileManager.createFile(atPath: inputURL.path, contents: input),
      fileManager.createFile(atPath: errorURL.path, contents: nil),
      let inputHandle = FileHandle(forReadingAtPath: inputURL.path),
      let errorHandle = FileHandle(forWritingAtPath: errorURL.path)
    else {
      throw RenderError.launchFailed(
        "cannot create temporary files in \(fileManager.temporaryDirectory.path)")
    }
    defer {
      try? inputHandle.close()
      try? errorHandle.close()
    }

    let output = Pipe()
    let process = Process()
    process.executableURL = executableURL
    process.arguments = arguments
    process.standardInput = inputHandle
    process.standardOutput = output
    process.standardError = errorHandle
    do {
      try process.run()
    } catch {
      throw RenderError.launchFailed("\(executableURL.path): \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let message = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
      throw RenderError.failed(
        status: process.terminationStatus,
        message: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return data
  }

  /// The first executable file called `name` in a colon-separated search path. Empty
  /// entries (which a shell reads as the current folder) are skipped: flowc should not
  /// run a `dot` that happens to sit in the folder it was started from.
  static func findExecutable(named name: String, searchPath: String) -> URL? {
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(folder), isDirectory: true)
        .appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }
}
