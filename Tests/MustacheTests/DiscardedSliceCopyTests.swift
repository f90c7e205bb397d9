import FlowTestSupport
import Foundation
import XCTest

/// Keeps the reduced case of the miscompile behind issue 18 (a heap use-after-free write in
/// `StandaloneRules`, see Tests/Fixtures/CompilerDefects/DiscardedSliceCopy.swift): with
/// `-O`, Swift 6.3.1 frees an `Array(slice)` whose result is discarded before copying into
/// it. The Mustache engine now builds such arrays only where it keeps them; these tests
/// prove that construct is sound under AddressSanitizer, and that the reduced case still
/// shows the defect on the compiler it was found with, so the harness can see it at all.
final class DiscardedSliceCopyTests: XCTestCase {
  private static let reducedCase = PackagePaths.fixtures
    .appendingPathComponent("CompilerDefects/DiscardedSliceCopy.swift")

  /// The toolchain the defect was reduced with.
  private static let defectiveVersion = "swift-6.3.1-RELEASE"

  /// Compiles the reduced case with AddressSanitizer and runs it.
  private func run(optimization: String, keepResult: Bool) throws -> ProcessRunner.Result {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else {
      throw XCTSkip("swiftc not found")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-slice-copy-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("DiscardedSliceCopy")
    var arguments = [optimization, "-sanitize=address", "-module-cache-path", folder.path]
    if keepResult { arguments += ["-D", "KEEP_RESULT"] }
    arguments += [Self.reducedCase.path, "-o", binary.path]
    let build = try ProcessRunner(executable: swiftc, arguments: arguments).run()
    XCTAssertTrue(build.succeeded, build.output)
    return try ProcessRunner(
      executable: binary,
      environment: ["ASAN_OPTIONS": "detect_leaks=0", "SWIFT_BACKTRACE": "enable=no"],
      timeout: 60
    ).run()
  }

  private func assertClean(
    _ result: ProcessRunner.Result, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(result.succeeded, result.output, file: file, line: line)
    XCTAssertFalse(
      result.output.contains("AddressSanitizer"), result.output, file: file, line: line)
    XCTAssertEqual(result.standardOutput, "copied 2\n", file: file, line: line)
  }

  /// What the engine does now: the copy is stored, and the optimiser keeps it alive.
  func testKeptCopyIsSoundOptimisedAndNot() throws {
    for optimization in ["-O", "-Onone"] {
      let result = try run(optimization: optimization, keepResult: true)
      assertClean(result)
    }
  }

  func testDiscardedCopyIsSoundWithoutOptimisation() throws {
    let result = try run(optimization: "-Onone", keepResult: false)
    XCTAssertTrue(result.succeeded, result.output)
    XCTAssertFalse(result.output.contains("AddressSanitizer"), result.output)
  }

  /// On Swift 6.3.1 the discarded copy writes freed memory. On another compiler the result
  /// is only reported: when it comes out clean, the defect is fixed there.
  func testDiscardedCopyShowsTheDefectOnSwift631() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let version = try ProcessRunner(executable: swiftc, arguments: ["--version"]).run().output
    let result = try run(optimization: "-O", keepResult: false)
    let reported = result.output.contains("heap-use-after-free")
    if version.contains(Self.defectiveVersion) {
      XCTAssertTrue(reported, "the reduced case no longer reproduces on 6.3.1:\n\(result.output)")
      XCTAssertTrue(result.output.contains("WRITE"), result.output)
    } else {
      print("DiscardedSliceCopy with -O on \(version): \(reported ? "still miscompiled" : "clean")")
    }
  }
}
