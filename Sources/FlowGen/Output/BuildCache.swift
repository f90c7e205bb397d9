import FlowModel
import Foundation

/// Remembers the last clean build of an output folder, so that a build with nothing to
/// do can say so without reading, checking and rendering its flows again.
///
/// A record holds a fingerprint of everything the output depends on (flowc itself, the
/// templates in effect, every input's bytes, the folders) and, for every file the build
/// left, what `stat` said of it afterwards. A later build with the same fingerprint whose
/// files all still look exactly so (size, modification time, inode; human files merely
/// present; no other `.swift` file in the output folder) is a no-op. Anything else —
/// an edited or deleted file, a new file that might be stale, a changed template —
/// misses, and the build takes the full path, which is always correct on its own.
///
/// Records live outside the project, in the user's cache folder (`FLOWC_CACHE_DIR`; else,
/// in an Xcode build phase, `$DERIVED_FILE_DIR/flowc-cache`, which a sandboxed script may
/// write; else `$XDG_CACHE_HOME/flowc`, `~/.cache/flowc`, or `~/Library/Caches/flowc` on
/// macOS), so a build never adds files to the project. Builds without errors are recorded with their
/// warnings, which a no-op build prints again: a storyboard nearly always has some
/// (whatever a flow cannot express), and a build that says nothing new must still say
/// them. Any problem with the cache only turns it off.
public struct BuildCache: Sendable {
  public let folder: URL

  /// The cache folder, or nil when caching is off (`FLOWC_CACHE_DIR` set but empty, or no
  /// home folder).
  public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let explicit = environment["FLOWC_CACHE_DIR"] {
      guard !explicit.isEmpty else { return nil }
      folder = URL(fileURLWithPath: explicit, isDirectory: true)
      return
    }
    // Xcode sets DERIVED_FILE_DIR for a Run Script phase; with user-script sandboxing
    // (ENABLE_USER_SCRIPT_SANDBOXING, on by default since Xcode 15) the home folder's
    // caches are out of bounds, and the derived-files folder is the target's own.
    if let derived = environment["DERIVED_FILE_DIR"], !derived.isEmpty {
      folder = URL(fileURLWithPath: derived, isDirectory: true).appendingPathComponent(
        "flowc-cache", isDirectory: true)
      return
    }
    #if os(macOS)
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      folder = URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/flowc")
    #else
      if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
        folder = URL(fileURLWithPath: xdg).appendingPathComponent("flowc")
      } else {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        folder = URL(fileURLWithPath: home).appendingPathComponent(".cache/flowc")
      }
    #endif
  }

  public init(folder: URL) {
    self.folder = folder
  }

  /// What `stat` says of a file, as far as telling a changed file goes.
  public struct FileStamp: Codable, Equatable, Sendable {
    public var size: Int64
    public var modificationNanoseconds: Int64
    public var inode: UInt64

    public static func of(_ path: String) -> FileStamp? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      #if os(macOS)
        let time = info.st_mtimespec
      #else
        let time = info.st_mtim
      #endif
      return FileStamp(
        size: Int64(info.st_size),
        modificationNanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
        inode: UInt64(info.st_ino))
    }
  }

  /// One build without errors of one output folder.
  public struct Record: Codable, Sendable {
    public var fingerprint: String
    /// Machine and shared files, with their stamps.
    public var generated: [String: FileStamp]
    /// Human files, which need only exist.
    public var human: [String]
    /// The output folder's `.swift` file names after the build.
    public var outputFolderSwiftFiles: [String]
    /// How many files the build produced, for the summary.
    public var fileCount: Int
    /// The warnings the build reported, to be reported again by a no-op build.
    public var warnings: [Diagnostic]
  }

  /// The fingerprint of a build: everything its output depends on.
  ///
  /// - Parameters:
  ///   - tool: identifies the flowc binary (its version, path, size and date), so that a
  ///     new flowc never reuses an old record.
  ///   - templates: the templates in effect (the built-in ones too: a user's flowc may be
  ///     rebuilt with edited templates and the same size and date).
  ///   - inputs: the input paths as given.
  /// - Returns: nil when an input or template cannot be read (the full build reports it).
  public static func fingerprint(
    tool: String, templates: TemplateSet, inputs: [String],
    outputDirectory: String, skeletonDirectory: String
  ) -> String? {
    var hash = StableHash()
    hash.combine(tool)
    hash.combine(absolute(outputDirectory))
    hash.combine(absolute(skeletonDirectory))
    for template in templates.available() {
      guard let source = templates.source(named: template.name) else { return nil }
      hash.combine(template.name)
      hash.combine(Data(source.text.utf8))
    }
    for input in inputs {
      guard let data = FileManager.default.contents(atPath: input) else { return nil }
      hash.combine(absolute(input))
      hash.combine(data)
    }
    return hash.hex
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Where the record of an output folder is kept.
  func recordURL(outputDirectory: String, skeletonDirectory: String) -> URL {
    var hash = StableHash()
    hash.combine(Self.absolute(outputDirectory))
    hash.combine(Self.absolute(skeletonDirectory))
    return folder.appendingPathComponent("build-\(hash.hex).json")
  }

  /// The record of the last build when its files are still exactly on disk and it had
  /// this fingerprint; nil otherwise.
  public func upToDateRecord(
    fingerprint: String, outputDirectory: String, skeletonDirectory: String
  ) -> Record? {
    let url = recordURL(outputDirectory: outputDirectory, skeletonDirectory: skeletonDirectory)
    guard let data = FileManager.default.contents(atPath: url.path),
      let record = try? JSONDecoder().decode(Record.self, from: data),
      record.fingerprint == fingerprint
    else { return nil }
    for (path, stamp) in record.generated where FileStamp.of(path) != stamp { return nil }
    for path in record.human where !FileManager.default.fileExists(atPath: path) { return nil }
    guard Self.swiftFiles(in: outputDirectory) == record.outputFolderSwiftFiles else { return nil }
    return record
  }

  /// Records a build without errors whose plan has just been applied (or found nothing to
  /// do), with the warnings it reported.
  public func record(
    _ plan: OutputPlan, warnings: [Diagnostic] = [], fingerprint: String,
    outputDirectory: String, skeletonDirectory: String
  ) {
    var generated: [String: FileStamp] = [:]
    var human: [String] = []
    for change in plan.changes where change.action != .delete {
      if change.role.isRegenerated {
        guard let stamp = FileStamp.of(change.path) else { return }
        generated[change.path] = stamp
      } else {
        human.append(change.path)
      }
    }
    let record = Record(
      fingerprint: fingerprint, generated: generated, human: human,
      outputFolderSwiftFiles: Self.swiftFiles(in: outputDirectory),
      fileCount: generated.count + human.count, warnings: warnings)
    guard let data = try? JSONEncoder().encode(record) else { return }
    let url = recordURL(outputDirectory: outputDirectory, skeletonDirectory: skeletonDirectory)
    try? AtomicFileWriter.write(data, to: url.path)
  }

  static func swiftFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
  }
}
