import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an executable to completion and captures what it prints.
///
/// Standard output and standard error are drained on their own threads while the process
/// runs, so a child that prints megabytes never blocks on a full pipe. With a timeout, the
/// child is sent SIGTERM when it expires, then SIGKILL two seconds later, and the result
/// says `timedOut`.
public struct ProcessRunner: Sendable {
  /// What a finished (or killed) process left behind.
  public struct Result: Sendable {
    /// The exit status, or the terminating signal's number when killed by a signal.
    public let status: Int32
    /// Whether the process was killed because the timeout expired.
    public let timedOut: Bool
    public let standardOutputData: Data
    public let standardErrorData: Data

    public var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
    public var standardError: String { String(decoding: standardErrorData, as: UTF8.self) }
    /// Standard error followed by standard output.
    public var output: String { standardError + standardOutput }
    /// Exited normally with status 0, within the time allowed.
    public var succeeded: Bool { status == 0 && !timedOut }
  }

  public enum Failure: Error, CustomStringConvertible {
    case cannotLaunch(URL, underlying: String)

    public var description: String {
      switch self {
      case .cannotLaunch(let url, let underlying): "cannot launch \(url.path): \(underlying)"
      }
    }
  }

  public var executable: URL
  public var arguments: [String]
  /// Written to the child's standard input, which is then closed; `nil` gives it an empty input.
  public var standardInput: Data?
  /// Variables set (or replaced) in the inherited environment.
  public var environment: [String: String]
  /// Variables removed from the inherited environment.
  public var removedEnvironment: [String]
  public var workingDirectory: URL?
  /// Seconds before the child is killed; `nil` waits forever.
  public var timeout: TimeInterval?

  public init(
    executable: URL, arguments: [String] = [], standardInput: Data? = nil,
    environment: [String: String] = [:], removedEnvironment: [String] = [],
    workingDirectory: URL? = nil, timeout: TimeInterval? = 300
  ) {
    self.executable = executable
    self.arguments = arguments
    self.standardInput = standardInput
    self.environment = environment
    self.removedEnvironment = removedEnvironment
    self.workingDirectory = workingDirectory
    self.timeout = timeout
  }

  /// Runs `executable` with `arguments`; a shorthand for building a runner and calling `run()`.
  public static func run(
    _ executable: URL, _ arguments: [String] = [], standardInput: Data? = nil,
    environment: [String: String] = [:], workingDirectory: URL? = nil,
    timeout: TimeInterval? = 300
  ) throws -> Result {
    try ProcessRunner(
      executable: executable, arguments: arguments, standardInput: standardInput,
      environment: environment, workingDirectory: workingDirectory, timeout: timeout
    ).run()
  }

  /// Launches the process, feeds its input, and waits for it (or for the timeout).
  public func run() throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    for name in removedEnvironment { merged[name] = nil }
    merged.merge(environment) { _, new in new }
    process.environment = merged
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }

    let stdinPipe = Pipe()
    let stdoutPipe = Pipe()
    let stderrPipe = Pipe()
    process.standardInput = stdinPipe
    process.standardOutput = stdoutPipe
    process.standardError = stderrPipe

    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }

    do {
      try process.run()
    } catch {
      throw Failure.cannotLaunch(executable, underlying: "\(error)")
    }

    let stdout = PipeDrain(stdoutPipe.fileHandleForReading)
    let stderr = PipeDrain(stderrPipe.fileHandleForReading)
    let input = standardInput ?? Data()
    let writer = Thread {
      let handle = stdinPipe.fileHandleForWriting
      if !input.isEmpty { try? handle.write(contentsOf: input) }
      try? handle.close()
    }
    writer.start()

    var timedOut = false
    if let timeout {
      if exited.wait(timeout: .now() + timeout) == .timedOut {
        timedOut = true
        process.terminate()
        if exited.wait(timeout: .now() + 2) == .timedOut {
          kill(process.processIdentifier, SIGKILL)
          exited.wait()
        }
      }
    } else {
      exited.wait()
    }
    process.waitUntilExit()

    // A killed child may leave grandchildren holding the pipes open: do not wait for them.
    let drainLimit: TimeInterval = timedOut ? 2 : 60
    let outData = stdout.finish(waitingUpTo: drainLimit)
    let errData = stderr.finish(waitingUpTo: drainLimit)

    return Result(
      status: process.terminationStatus, timedOut: timedOut,
      standardOutputData: outData, standardErrorData: errData)
  }
}

/// Reads a pipe to its end on a thread of its own, keeping what has arrived so far.
private final class PipeDrain: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        lock.lock()
        data.append(chunk)
        lock.unlock()
      }
      done.signal()
    }
    thread.start()
  }

  func finish(waitingUpTo seconds: TimeInterval) -> Data {
    _ = done.wait(timeout: .now() + seconds)
    lock.lock()
    defer { lock.unlock() }
    return data
  }
}
