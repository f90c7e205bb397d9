import Dispatch
import Foundation

/// The temporary files of this process's atomic writes, so that an interrupted build
/// (Ctrl-C, SIGTERM) removes them on its way out instead of leaving hidden files in the
/// user's folders.
///
/// This is process-wide state on purpose: a signal ends the whole process, whichever
/// build was writing. Creating a temporary file and finishing one (renaming, linking or
/// removing it) hold a barrier shared, so that writes on several threads go on at once;
/// the interruption holds it exclusively, so it waits for those in flight, and none is
/// created after it has removed the others.
public final class TemporaryFiles: @unchecked Sendable {
  public static let shared = TemporaryFiles()

  /// Shared by creations and finishes, exclusive to the interruption; never destroyed,
  /// as the one instance lives as long as the process.
  private let barrier: UnsafeMutablePointer<pthread_rwlock_t>
  /// Guards `paths`, `sources` and `temporaryNumber`.
  private let lock = NSLock()
  private var paths: Set<String> = []
  /// The number of the last temporary name given (`temporaryName`); guarded by `lock`.
  private var temporaryNumber = UInt32.random(in: .min ... .max)
  /// Written only with the barrier held exclusively, read with it shared.
  private var interrupted = false
  private var sources: [DispatchSourceSignal] = []

  private init() {
    barrier = .allocate(capacity: 1)
    var attributes = pthread_rwlockattr_t()
    pthread_rwlockattr_init(&attributes)
    #if os(Linux)
      // glibc lets readers overtake a waiting writer by default; an interruption must not
      // wait for the whole build to finish writing.
      pthread_rwlockattr_setkind_np(
        &attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
    #endif
    pthread_rwlock_init(barrier, &attributes)
    pthread_rwlockattr_destroy(&attributes)
  }

  /// Creates `path` (which must not exist) for writing, and remembers it; -1 with `errno`
  /// set as `open` sets it, or EINTR once the process is being interrupted.
  func create(_ path: String) -> Int32 {
    pthread_rwlock_rdlock(barrier)
    defer { pthread_rwlock_unlock(barrier) }
    guard !interrupted else {
      errno = EINTR
      return -1
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    if descriptor >= 0 {
      lock.lock()
      paths.insert(path)
      lock.unlock()
    }
    return descriptor
  }

  /// Runs `body` (which renames, links or removes the temporary file) and forgets `path`.
  func finish<T>(_ path: String, _ body: () -> T) -> T {
    pthread_rwlock_rdlock(barrier)
    defer { pthread_rwlock_unlock(barrier) }
    lock.lock()
    paths.remove(path)
    lock.unlock()
    return body()
  }

  /// Runs `body`, which puts a build's staged files in place (`finishHeld`), with the
  /// barrier held shared throughout: an interruption waits until every one is in place,
  /// so an interrupted build has written all of its files or none.
  func committing<T>(_ body: () throws -> T) rethrows -> T {
    pthread_rwlock_rdlock(barrier)
    defer { pthread_rwlock_unlock(barrier) }
    return try body()
  }

  /// As `finish`, inside `committing` (whose caller holds the barrier already: taking it
  /// again could wait forever behind an interruption waiting for the caller).
  func finishHeld<T>(_ path: String, _ body: () -> T) -> T {
    lock.lock()
    paths.remove(path)
    lock.unlock()
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
    pthread_rwlock_wrlock(barrier)
    interrupted = true
    lock.lock()
    for path in paths { unlink(path) }
    paths.removeAll()
    lock.unlock()
    ChildProcessGroups.shared.killAll()
    // The barrier is held until the end: no other thread creates or renames a file any more.
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
    // Not `UUID()` nor a random number per file: each asks the system for random bytes,
    // one more system call for every file of a build that writes thousands. A random
    // start, asked once, and a counter: unique within the process, and the process id
    // tells processes apart.
    let random = String(shared.nextTemporaryNumber(), radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 8 - random.count) + random
    return ".\(fileName).flowc-\(processID)-\(padded)"
  }

  /// This process's id, asked once.
  private static let processID = getpid()

  /// The next number for `temporaryName`: a random start, then one more each time (the
  /// 2³² numbers before it repeats are far more files than a build may write).
  private func nextTemporaryNumber() -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    temporaryNumber &+= 1
    return temporaryNumber
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
