import Dispatch
import Foundation

/// The temporary files of this process's atomic writes, so that an interrupted build
/// (Ctrl-C, SIGTERM) removes them on its way out instead of leaving hidden files in the
/// user's folders.
///
/// This is process-wide state on purpose: a signal ends the whole process, whichever
/// build was writing. A temporary file is created and forgotten under the same lock the
/// interruption takes, so that none is created after the interruption has removed the
/// others.
public final class TemporaryFiles: @unchecked Sendable {
  public static let shared = TemporaryFiles()

  private let lock = NSLock()
  private var paths: Set<String> = []
  private var interrupted = false
  private var sources: [DispatchSourceSignal] = []

  /// Creates `path` (which must not exist) for writing, and remembers it; -1 with `errno`
  /// set as `open` sets it, or EINTR once the process is being interrupted.
  func create(_ path: String) -> Int32 {
    lock.lock()
    defer { lock.unlock() }
    guard !interrupted else {
      errno = EINTR
      return -1
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    if descriptor >= 0 { paths.insert(path) }
    return descriptor
  }

  /// Runs `body` (which renames, links or removes the temporary file) and forgets `path`.
  func finish<T>(_ path: String, _ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    paths.remove(path)
    return body()
  }

  /// From now on SIGINT and SIGTERM remove the remembered files, then end the process as
  /// the signal would have (exit status 128 + signal number to the shell).
  public func removeOnInterrupt() {
    lock.lock()
    defer { lock.unlock() }
    guard sources.isEmpty else { return }
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: number, queue: DispatchQueue.global(qos: .userInteractive))
      source.setEventHandler { [unowned self] in self.interrupt(number) }
      source.resume()
      sources.append(source)
    }
  }

  private func interrupt(_ number: Int32) -> Never {
    lock.lock()
    interrupted = true
    for path in paths { unlink(path) }
    paths.removeAll()
    // Held until the end: no other thread creates or renames a file any more.
    // To the process, not this thread (which may block the signal), so that the shell
    // sees the signal; should it not end the process, the status says it anyway.
    signal(number, SIG_DFL)
    kill(getpid(), number)
    usleep(100_000)
    exit(128 + number)
  }

  // MARK: Stale files

  /// The name a write of `fileName` gives its temporary file: hidden, beside the target,
  /// with the process id and a random part (`.ABase.swift.flowc-4242-1a2b3c4d`).
  static func temporaryName(for fileName: String) -> String {
    ".\(fileName).flowc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
  }

  /// True for names `temporaryName` makes.
  public static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let marker = name.range(of: ".flowc-", options: .backwards)
    else { return false }
    let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[0].allSatisfy(\.isNumber)
      && parts[1].count == 8 && parts[1].allSatisfy(\.isHexDigit)
  }

  /// Temporary files directly in `folder`, by path, sorted: left by a build that was
  /// killed before it could remove them. Call with the folder's build lock held, when no
  /// other build can be writing there.
  public static func stale(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter(isTemporaryName).sorted().map {
      URL(fileURLWithPath: folder).appendingPathComponent($0).path
    }
  }
}
