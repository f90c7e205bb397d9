import FlowModel
import Foundation

/// Runs Graphviz's `dot` to turn DOT source into a picture.
///
/// The DOT goes to `dot`'s standard input and the picture comes back on its standard
/// output. All three are temporary files rather than pipes: a `dot` that stops reading
/// early (a syntax error in a user's template) then cannot raise SIGPIPE in flowc, and a
/// `dot` that writes many warnings cannot fill a pipe that nobody reads.
///
/// A dense flow can keep `dot` busy for minutes, so it runs under a time limit, in a
/// process group of its own: on timeout, or when flowc is interrupted, the whole group
/// is killed (`ChildProcessGroups`), and no `dot` outlives flowc.
public struct GraphvizRenderer: Sendable {
  /// Why a rendering failed.
  public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// No executable `dot` on `PATH`.
    case dotNotFound
    /// `dot` exists but could not be started, or its temporary files could not be made.
    case launchFailed(String)
    /// `dot` ran and exited with an error (for instance a DOT syntax error).
    case failed(status: Int32, message: String)
    /// `dot` ran longer than the time limit and was killed; `flow` names the flow, when
    /// known.
    case timedOut(seconds: Double, flow: String?)
    /// `dot` ran out of the memory it may map (`bytes`), or crashed under that limit.
    case outOfMemory(bytes: Int, flow: String?)
    /// The diagram has more nodes and edges than `dot` may lay out.
    case tooLarge(elements: Int, limit: Int, flow: String)

    public var description: String {
      switch self {
      case .dotNotFound:
        "Graphviz's 'dot' was not found; install it (Debian: apt-get install graphviz)"
      case .launchFailed(let reason):
        "cannot run Graphviz's 'dot': \(reason)"
      case .failed(let status, let message):
        "Graphviz's 'dot' failed (exit status \(status))"
          + (message.isEmpty ? "" : ":\n" + message)
      case .timedOut(let seconds, let flow):
        "Graphviz's 'dot' did not finish drawing "
          + (flow.map { "the diagram of flow '\($0)'" } ?? "the diagram")
          + " within the time limit of \(Self.seconds(seconds)) and was stopped; simplify the flow, draw it as dot, or raise the limit on the command line (--limit graph-seconds=N, 'flowc graph --time-limit SECONDS'; flowc.json's graph.timeLimit can only lower it)"
      case .outOfMemory(let bytes, let flow):
        "Graphviz's 'dot' stopped (out of memory, or crashed) under its memory limit of \(bytes >> 20) MiB drawing "
          + (flow.map { "the diagram of flow '\($0)'" } ?? "the diagram")
          + "; simplify the flow, draw it as dot, or raise the limit (--limit graph-memory=N)"
      case .tooLarge(let elements, let limit, let flow):
        "the diagram of flow '\(flow)' has \(elements) nodes and edges, more than the \(limit) Graphviz may lay out; nothing was drawn. Draw it as dot, or raise the limit (--limit graph-elements=N)"
      }
    }

    static func seconds(_ value: Double) -> String {
      value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
  }

  /// How long `dot` may run by default, in seconds: real flows take well under one.
  public static let defaultTimeLimit = Double(ResourceLimits.default.graphSeconds)

  /// The `dot` executable this renderer runs.
  public let executableURL: URL
  /// Seconds `dot` may run before it is killed.
  public var timeLimit: Double
  /// Bytes of address space `dot` may map (`RLIMIT_AS`, set in the child before `dot`
  /// starts; Linux enforces it, macOS does not).
  public var memoryLimit: Int

  public init(
    executableURL: URL, timeLimit: Double = GraphvizRenderer.defaultTimeLimit,
    memoryLimit: Int = ResourceLimits.default.graphMemory
  ) {
    self.executableURL = executableURL
    self.timeLimit = timeLimit
    self.memoryLimit = memoryLimit
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
  public static func render(
    dot source: String, format: DiagramFormat, timeLimit: Double = defaultTimeLimit,
    memoryLimit: Int = ResourceLimits.default.graphMemory
  ) throws -> Data {
    if format == .dot { return Data(source.utf8) }
    var renderer = try locate()
    renderer.timeLimit = timeLimit
    renderer.memoryLimit = memoryLimit
    return try renderer.render(dot: source, format: format)
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
    let folder = fileManager.temporaryDirectory
    let inputPath = folder.appendingPathComponent(stem + ".gv").path
    let outputPath = folder.appendingPathComponent(stem + ".out").path
    let errorPath = folder.appendingPathComponent(stem + ".err").path
    defer {
      for path in [inputPath, outputPath, errorPath] { unlink(path) }
    }
    guard fileManager.createFile(atPath: inputPath, contents: input) else {
      throw RenderError.launchFailed("cannot create temporary files in \(folder.path)")
    }
    // The shell that sets the memory limit would report a missing `dot` as its own exit
    // status 127: say it as a launch failure, as posix_spawn did.
    guard fileManager.isExecutableFile(atPath: executableURL.path) else {
      throw RenderError.launchFailed("\(executableURL.path) is not an executable file")
    }
    // An interruption must reach the group: make sure flowc handles it.
    TemporaryFiles.shared.removeOnInterrupt()
    let pid = try spawn(
      arguments: arguments, input: inputPath, output: outputPath, error: errorPath)
    ChildProcessGroups.shared.insert(pid)
    defer { ChildProcessGroups.shared.remove(pid) }

    let status = WaitStatus.waiting(for: pid, upTo: timeLimit)
    guard let status else { throw RenderError.timedOut(seconds: timeLimit, flow: nil) }
    guard status.exitCode == 0 else {
      let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
      // Killed by a signal (a crash) under its memory limit is, in practice, memory too.
      if status.exitCode == nil || Self.ranOutOfMemory(message) {
        throw RenderError.outOfMemory(bytes: memoryLimit, flow: nil)
      }
      throw RenderError.failed(
        status: status.exitCode ?? status.signal,
        message: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard let data = fileManager.contents(atPath: outputPath) else {
      throw RenderError.launchFailed("cannot read dot's output at \(outputPath)")
    }
    return data
  }

  /// True when `dot`'s report says an allocation failed: Graphviz says "out of memory"
  /// (its allocation wrappers), the C++ runtime "std::bad_alloc"; under the limit, a
  /// `dot` too large to load or start its threads says so in the words of the loader
  /// and of GLib.
  static func ranOutOfMemory(_ stderr: String) -> Bool {
    [
      "out of memory", "bad_alloc", "Cannot allocate memory", "failed to map segment",
      "Error creating thread",
    ].contains { stderr.contains($0) }
  }

  /// What is executed: `dot` itself, through `/bin/sh` that first lowers the address
  /// space it may map (`ulimit -v`, in KiB) and then replaces itself with `dot` (`exec`),
  /// so the limit is in place before `dot` runs and the process is still `dot`, in its
  /// group. posix_spawn cannot set a resource limit, and a limit set on the running child
  /// (`prlimit`) would race with it. The path and arguments are the shell's positional
  /// parameters, never parsed as shell text.
  func command(arguments: [String]) -> (path: String, argv: [String]) {
    let kibibytes = max(1, memoryLimit / 1024)
    let script = "ulimit -v \(kibibytes) 2>/dev/null; exec \"$0\" \"$@\""
    return ("/bin/sh", ["/bin/sh", "-c", script, executableURL.path] + arguments)
  }

  /// Starts `dot` in a process group of its own, its standard streams on the files.
  func spawn(arguments: [String], input: String, output: String, error: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    // flowc ignores SIGINT and SIGTERM while it handles them; dot gets the defaults back.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let command = command(arguments: arguments)
    let argv = command.argv.map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = (argv + [nil]).withUnsafeBufferPointer { buffer in
      posix_spawn(
        &pid, command.path, &actions, &attributes,
        UnsafeMutablePointer(mutating: buffer.baseAddress!), environ)
    }
    guard result == 0 else {
      throw RenderError.launchFailed(
        "\(executableURL.path): \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// How a child ended, from `waitpid`'s status word.
  struct WaitStatus {
    var raw: Int32
    /// The exit status, when the child exited.
    var exitCode: Int32? { raw & 0x7F == 0 ? (raw >> 8) & 0xFF : nil }
    /// The terminating signal, when it was killed.
    var signal: Int32 { raw & 0x7F }

    /// The child's status once it ends, or nil when it ran past `seconds` (its group
    /// is then killed and reaped). The wait blocks in `waitpid` on another thread, so the
    /// common case costs no polling.
    static func waiting(for pid: pid_t, upTo seconds: Double) -> WaitStatus? {
      let ended = DispatchSemaphore(value: 0)
      let status = ConcurrentStatus()
      Thread.detachNewThread {
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        status.value = raw
        ended.signal()
      }
      if ended.wait(timeout: .now() + seconds) == .success { return WaitStatus(raw: status.value) }
      kill(-pid, SIGKILL)
      ended.wait()
      return nil
    }
  }

  /// The status word, handed from the waiting thread (the semaphore orders the accesses).
  final class ConcurrentStatus: @unchecked Sendable {
    var value: Int32 = 0
  }

  /// The first executable file called `name` in a colon-separated search path. Only
  /// absolute entries are searched: an empty entry (which a shell reads as the current
  /// folder), `.`, or a relative one (`bin`) would run a `dot` committed in the
  /// repository flowc was started in.
  static func findExecutable(named name: String, searchPath: String) -> URL? {
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true)
    where folder.hasPrefix("/") {
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
