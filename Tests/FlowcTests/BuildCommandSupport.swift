import FlowTestSupport
import Foundation
import XCTest

/// Runs the built `flowc` for the build, dump and template command tests, in temporary
/// folders.
enum BuildCLI {
  static var packageRoot: URL { PackagePaths.packageRoot }

  /// The build cache of this test run, apart from the user's own.
  static let cacheFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("flowc-test-cache-\(UUID().uuidString)")

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `flowc` SwiftPM built beside the test bundle (`.build/debug/flowc`).
  static func executable() throws -> URL {
    guard let flowc = BuiltProducts.executable(named: "flowc") else {
      throw XCTSkip("the flowc executable was not found beside the tests; build it first")
    }
    return flowc
  }

  /// Runs flowc in `directory` (the package root by default), with its own build cache.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let result = try ProcessRunner(
      executable: try executable(), arguments: arguments,
      environment: ["NO_COLOR": "1", "FLOWC_CACHE_DIR": cacheFolder.path],
      workingDirectory: directory ?? packageRoot, timeout: 300
    ).run()
    XCTAssertFalse(result.timedOut, "flowc \(arguments.joined(separator: " ")) timed out")
    return Run(
      status: result.status, stdout: result.standardOutput, stderr: result.standardError)
  }

  /// A fresh temporary folder, removed when the test ends.
  static func temporaryFolder(_ test: XCTestCase) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func read(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// Every regular file under `folder`, relative path → modification date.
  static func modificationDates(in folder: URL) throws -> [String: Date] {
    var result: [String: Date] = [:]
    let base = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
    for case let relative as String in enumerator {
      let path = base + "/" + relative
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if attributes[.type] as? FileAttributeType == .typeRegular {
        result[relative] = attributes[.modificationDate] as? Date
      }
    }
    return result
  }

  static func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }
}
