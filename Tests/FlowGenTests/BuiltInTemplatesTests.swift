import FlowGen
import FlowTemplates
import FlowTestSupport
import Foundation
import XCTest

/// The templates inside flowc are the files of `Templates/`, every one of them, in every
/// folder, byte for byte: the embedded copy (`EmbeddedTemplates.swift`) is written by a
/// command, and this test is what says when it has not been run.
final class BuiltInTemplatesTests: XCTestCase {
  static let regenerate =
    "Sources/FlowTemplates/EmbeddedTemplates.swift is out of step with Templates/: run `swift run TemplateEmbedder`"

  func testTheEmbeddedTemplatesAreEveryFileOfTemplates() throws {
    let root = PackagePaths.templatesDirectory.standardizedFileURL
    var onDisk: [String: String] = [:]
    let enumerator = try XCTUnwrap(
      FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
    for case let url as URL in enumerator
    where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
      let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
      // Top-level files (README.md) describe the folder; they are not templates.
      guard relative.contains("/") else { continue }
      onDisk[relative] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
    XCTAssertGreaterThan(onDisk.count, 40, "the built-in templates were not found in \(root.path)")
    let missing = Set(onDisk.keys).subtracting(BuiltInTemplates.files.keys).sorted()
    let stale = Set(BuiltInTemplates.files.keys).subtracting(onDisk.keys).sorted()
    let changed = onDisk.keys.filter {
      BuiltInTemplates.files[$0] != nil && BuiltInTemplates.files[$0] != onDisk[$0]
    }.sorted()
    XCTAssertEqual(missing, [], "not embedded: \(missing). \(Self.regenerate)")
    XCTAssertEqual(stale, [], "embedded but no longer in Templates/: \(stale). \(Self.regenerate)")
    XCTAssertEqual(changed, [], "embedded text differs: \(changed). \(Self.regenerate)")
  }

  /// With no `--templates`, every template in effect is a built-in one, read from inside
  /// flowc rather than from any file; a folder given replaces only the names it has.
  func testTheBuiltInsNeedNoFileAndAFolderOverridesThemByName() throws {
    let builtIn = try TemplateSet(overrideDirectory: nil)
    XCTAssertTrue(builtIn.searchPaths.isEmpty)
    let entries = builtIn.available()
    XCTAssertEqual(entries.count, BuiltInTemplates.sources.count)
    XCTAssertTrue(entries.allSatisfy { $0.url == nil })
    XCTAssertEqual(
      builtIn.source(named: "swift/machine")?.text, BuiltInTemplates.sources["swift/machine"])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-builtins-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let partial = folder.appendingPathComponent("swift/partials/imports.mustache")
    try FileManager.default.createDirectory(
      at: partial.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("// mine\n".utf8).write(to: partial)
    let overridden = try TemplateSet(overrideDirectory: folder.path)
    XCTAssertEqual(overridden.available().count, entries.count)
    let imports = try XCTUnwrap(overridden.source(named: "swift/partials/imports"))
    XCTAssertEqual(imports.text, "// mine\n")
    XCTAssertNotNil(imports.url)
    XCTAssertNil(overridden.source(named: "swift/machine")?.url)
  }
}
