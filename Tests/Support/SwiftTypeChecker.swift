import Foundation

/// What `swiftc -typecheck` said about a set of files.
public struct TypeCheckResult: Sendable, CustomStringConvertible {
  /// swiftc's exit status; 0 when its only errors were `segueActionCoderRefusals`.
  public let status: Int32
  /// Everything swiftc printed: standard error, then standard output.
  public let output: String
  /// The number of `file:line:col: error:` diagnostics.
  public let errors: Int
  /// The number of `file:line:col: warning:` diagnostics.
  public let warnings: Int
  /// The `file:line:col: error|warning: message` lines, in order.
  public let diagnostics: [String]
  /// Errors left out of `errors` and `diagnostics`: swiftc's refusal of an
  /// `@IBSegueAction` whose `NSCoder` parameter "cannot be represented in Objective-C",
  /// which holds on Linux only (Foundation's `NSCoder` is no Objective-C class there,
  /// Tests/Fixtures/Stubs/README.md) and never in Xcode.
  public let segueActionCoderRefusals: [String]

  /// swiftc succeeded and said nothing to warn about.
  public var isClean: Bool { status == 0 && errors == 0 && warnings == 0 }

  /// `sourceLine(path, line)` gives a line of a checked file, to recognise the refusals.
  public init(
    status: Int32, output: String, sourceLine: (String, Int) -> String? = { _, _ in nil }
  ) {
    self.output = output
    var errors = 0
    var warnings = 0
    var diagnostics: [String] = []
    var refusals: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      switch Self.severity(of: line) {
      case "error":
        if Self.isSegueActionCoderRefusal(line, sourceLine: sourceLine) {
          refusals.append(String(line))
          continue
        }
        errors += 1
        diagnostics.append(String(line))
      case "warning":
        warnings += 1
        diagnostics.append(String(line))
      default:
        break
      }
    }
    self.errors = errors
    self.warnings = warnings
    self.diagnostics = diagnostics
    self.segueActionCoderRefusals = refusals
    self.status = errors == 0 && !refusals.isEmpty ? 0 : status
  }

  /// An error at a declaration line `@IBSegueAction func …(` that a parameter cannot be
  /// represented in Objective-C (generated segue actions take only the coder, `Any?` and
  /// `String?`, of which only the coder is refused).
  static func isSegueActionCoderRefusal(
    _ line: Substring, sourceLine: (String, Int) -> String?
  ) -> Bool {
    guard line.contains("because the type of the parameter"),
      line.hasSuffix("cannot be represented in Objective-C"),
      let marker = line.range(of: ": error: ")
    else { return false }
    let parts = line[..<marker.lowerBound].split(separator: ":")
    guard parts.count >= 3, let row = Int(parts[parts.count - 2]) else { return false }
    let path = parts.dropLast(2).joined(separator: ":")
    guard let source = sourceLine(path, row) else { return false }
    return source.trimmingCharacters(in: .whitespaces).hasPrefix("@IBSegueAction ")
  }

  public var description: String {
    "status \(status), \(errors) error(s), \(warnings) warning(s)\n\(output)"
  }

  /// "error" or "warning" when `line` has the shape `<path>:<line>:<col>: error: …`.
  static func severity(of line: Substring) -> String? {
    for severity in ["error", "warning"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      // Before the marker: <path>:<line>:<col>
      let location = line[..<marker.lowerBound]
      let parts = location.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3,
        let column = parts.last, !column.isEmpty, column.allSatisfy(\.isNumber),
        case let row = parts[parts.count - 2], !row.isEmpty, row.allSatisfy(\.isNumber),
        !parts[0].isEmpty, !parts[0].hasPrefix(" ")
      else { continue }
      return severity
    }
    return nil
  }
}

/// Type-checks Swift sources written for iOS against the UIKit stub modules in
/// `Tests/Fixtures/Stubs` (see the README there).
///
/// The stubs are compiled once per process into a cache folder under the system temporary
/// directory, named by a hash of the stub sources and `swiftc --version`; concurrent
/// processes build in private folders and rename, so they never see a half-built cache.
public struct SwiftTypeChecker: Sendable {
  public enum Failure: Error, CustomStringConvertible {
    case swiftcNotFound
    case noStubs(URL)
    case stubBuildFailed(module: String, output: String)
    case timedOut([String])

    public var description: String {
      switch self {
      case .swiftcNotFound:
        "swiftc not found: set SWIFTC, put swiftc on PATH, or install /opt/swift"
      case .noStubs(let url): "no stub modules in \(url.path)"
      case .stubBuildFailed(let module, let output):
        "the \(module) stub does not compile:\n\(output)"
      case .timedOut(let arguments): "swiftc timed out: \(arguments.joined(separator: " "))"
      }
    }
  }

  /// Flags every compile here uses: Objective-C interop (for `@objc`, `@IBOutlet`,
  /// `@IBAction`, `#selector`, `@objc optional`) without Apple's Foundation, and Swift 6.
  public static let languageFlags = [
    "-swift-version", "6",
    "-Xfrontend", "-enable-objc-interop",
    "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
  ]

  /// Stub modules built before the others, in this order; the rest follow by name.
  public static let foundationalStubs = ["ObjectiveC", "CoreGraphics", "UIKit"]

  /// The compiler.
  public let swiftc: URL
  /// The folder holding the compiled stub modules (pass it with `-I`).
  public let stubModules: URL
  /// Seconds one swiftc run may take.
  public var timeout: TimeInterval = 600
  /// The language mode app code is checked in (`-swift-version`); the stubs are always
  /// built in Swift 6 mode, as a Swift 5 app imports the Swift 6 SDK.
  public var swiftVersion = "6"

  /// Finds swiftc and builds (or reuses) the stub modules from `stubSources`.
  public init(swiftc: URL? = nil, stubSources: URL = PackagePaths.stubs) throws {
    guard let compiler = swiftc ?? Self.locateSwiftc() else { throw Failure.swiftcNotFound }
    self.swiftc = compiler
    self.stubModules = try StubCache.shared.modules(swiftc: compiler, sources: stubSources)
  }

  /// Clang's module cache every compile here shares.
  public static var moduleCachePath: String { StubCache.moduleCachePath }

  /// `$SWIFTC`, else `swiftc` on `PATH`, else `/opt/swift/usr/bin/swiftc`.
  public static func locateSwiftc() -> URL? {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["SWIFTC"], !path.isEmpty, fileManager.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    let fallback = "/opt/swift/usr/bin/swiftc"
    return fileManager.isExecutableFile(atPath: fallback) ? URL(fileURLWithPath: fallback) : nil
  }

  /// The swiftc arguments that type-check `files` as module `App`.
  ///
  /// Files are parsed as library files (no top-level code, `@main` allowed) unless one is
  /// named `main.swift`.
  public func typeCheckArguments(files: [URL], extraArguments: [String] = []) -> [String] {
    var flags = Self.languageFlags
    if let version = flags.firstIndex(of: "-swift-version"), version + 1 < flags.count {
      flags[version + 1] = swiftVersion
    }
    var arguments = ["-typecheck"] + flags
    arguments += ["-I", stubModules.path, "-module-name", "App"]
    arguments += ["-module-cache-path", StubCache.moduleCachePath]
    if !files.contains(where: { $0.lastPathComponent == "main.swift" }) {
      arguments.append("-parse-as-library")
    }
    arguments += extraArguments
    arguments += files.map(\.path)
    return arguments
  }

  /// Type-checks `files` together, as one module named `App` that imports the stubs.
  public func typeCheck(files: [URL], extraArguments: [String] = []) throws -> TypeCheckResult {
    let arguments = typeCheckArguments(files: files, extraArguments: extraArguments)
    let result = try ProcessRunner(
      executable: swiftc, arguments: arguments, timeout: timeout
    ).run()
    if result.timedOut { throw Failure.timedOut(arguments) }
    var lines: [String: [Substring]] = [:]
    return TypeCheckResult(status: result.status, output: result.output) { path, row in
      if lines[path] == nil {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      guard let file = lines[path], file.indices.contains(row - 1) else { return nil }
      return String(file[row - 1])
    }
  }

  /// Type-checks every `.swift` file under `directory` (recursively) together.
  public func typeCheck(directory: URL, extraArguments: [String] = []) throws -> TypeCheckResult {
    let fileManager = FileManager.default
    var files: [URL] = []
    if let walker = fileManager.enumerator(at: directory, includingPropertiesForKeys: nil) {
      for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
    }
    files.sort { $0.path < $1.path }
    return try typeCheck(files: files, extraArguments: extraArguments)
  }

  /// Writes each source (keyed by file name, such as `"ListViewController.swift"`) to a
  /// fresh temporary folder, type-checks them together, and removes the folder.
  public func typeCheck(sources: [String: String], extraArguments: [String] = []) throws
    -> TypeCheckResult
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-typecheck-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      files.append(file)
    }
    return try typeCheck(files: files, extraArguments: extraArguments)
  }
}

/// Builds the stub modules at most once per process and per (compiler, sources) pair.
final class StubCache: @unchecked Sendable {
  static let shared = StubCache()

  /// Clang's module cache for every compile here, so none depends on `$HOME`.
  static var moduleCachePath: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("flowc-stubs-module-cache").path
  }

  private let lock = NSLock()
  private var built: [String: URL] = [:]

  func modules(swiftc: URL, sources: URL) throws -> URL {
    lock.lock()
    defer { lock.unlock() }
    let key = swiftc.path + "\u{0}" + sources.standardizedFileURL.path
    if let folder = built[key] { return folder }
    let folder = try build(swiftc: swiftc, sources: sources)
    built[key] = folder
    return folder
  }

  /// The stub modules, in build order: each is `<Name>/<Name>.swift`.
  static func stubModules(in sources: URL) throws -> [(name: String, file: URL)] {
    let fileManager = FileManager.default
    let names = try fileManager.contentsOfDirectory(atPath: sources.path)
    var modules: [(name: String, file: URL)] = []
    for name in names {
      let file = sources.appendingPathComponent(name).appendingPathComponent("\(name).swift")
      if fileManager.fileExists(atPath: file.path) { modules.append((name, file)) }
    }
    func rank(_ name: String) -> Int {
      SwiftTypeChecker.foundationalStubs.firstIndex(of: name)
        ?? SwiftTypeChecker.foundationalStubs.count
    }
    return modules.sorted { (rank($0.name), $0.name) < (rank($1.name), $1.name) }
  }

  static func buildArguments(module: String, file: URL, into folder: URL) -> [String] {
    ["-emit-module", "-parse-as-library", "-module-name", module]
      + SwiftTypeChecker.languageFlags
      // The stubs' bodies are never run; skipping them also skips the Objective-C thunks,
      // which swiftc cannot generate without Apple's runtime (it crashes on `Any` bridging).
      + ["-Xfrontend", "-experimental-skip-all-function-bodies"]
      + ["-I", folder.path, "-module-cache-path", moduleCachePath]
      + ["-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
      + [file.path]
  }

  private func build(swiftc: URL, sources: URL) throws -> URL {
    let modules = try Self.stubModules(in: sources)
    guard !modules.isEmpty else { throw SwiftTypeChecker.Failure.noStubs(sources) }

    let version = try ProcessRunner(
      executable: swiftc, arguments: ["--version"], timeout: 120
    ).run().output
    var hasher = StableHasher()
    hasher.combine("flowc-stubs-1")
    hasher.combine(swiftc.path)
    hasher.combine(version)
    for module in modules {
      hasher.combine(module.name)
      hasher.combine(try Data(contentsOf: module.file))
      hasher.combine(Self.buildArguments(module: module.name, file: module.file, into: sources))
    }
    let fileManager = FileManager.default
    let final = fileManager.temporaryDirectory
      .appendingPathComponent("flowc-stubs-\(hasher.hexDigest)", isDirectory: true)
    let marker = final.appendingPathComponent(".complete")
    if fileManager.fileExists(atPath: marker.path) { return final }

    let staging = fileManager.temporaryDirectory.appendingPathComponent(
      "flowc-stubs-\(hasher.hexDigest).building-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)",
      isDirectory: true)
    try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: staging) }

    for module in modules {
      let arguments = Self.buildArguments(module: module.name, file: module.file, into: staging)
      let result = try ProcessRunner(executable: swiftc, arguments: arguments, timeout: 600).run()
      if result.timedOut { throw SwiftTypeChecker.Failure.timedOut(arguments) }
      guard result.status == 0 else {
        throw SwiftTypeChecker.Failure.stubBuildFailed(module: module.name, output: result.output)
      }
    }
    try Data(version.utf8).write(to: staging.appendingPathComponent(".complete"))

    do {
      try fileManager.moveItem(at: staging, to: final)
    } catch {
      // Another process finished first; its modules are identical.
      guard fileManager.fileExists(atPath: marker.path) else {
        // A stale, incomplete folder (a crashed build): replace it.
        try? fileManager.removeItem(at: final)
        try fileManager.moveItem(at: staging, to: final)
        return final
      }
    }
    return final
  }
}

/// FNV-1a, 64 bits: stable across processes (unlike `Hasher`), enough to name a cache.
struct StableHasher {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      state ^= UInt64(byte)
      state &*= 0x0000_0100_0000_01b3
    }
    // A separator, so that ("ab", "c") and ("a", "bc") differ.
    state ^= 0xff
    state &*= 0x0000_0100_0000_01b3
  }

  mutating func combine(_ string: String) { combine(Array(string.utf8)) }

  mutating func combine(_ strings: [String]) { for string in strings { combine(string) } }

  var hexDigest: String {
    let hex = String(state, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
