import FlowKit
import Foundation
import XCTest

@testable import FlowGen

/// What the Swift generation tests share: the examples, the templates of the source
/// tree, and generation into memory or a temporary folder.
enum SwiftFixtures {
  /// The package root, found from this file's path so that the tests do not depend on
  /// the directory `swift test` runs in.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let goldenFolder = packageRoot.appendingPathComponent("Tests/FlowGenTests/Golden")

  /// Every example in `Flows/`, by name (`FriendList`), sorted.
  static var exampleFlows: [(name: String, url: URL)] {
    let folder = packageRoot.appendingPathComponent("Flows")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".flow") }.sorted().map {
      (String($0.dropLast(".flow".count)), folder.appendingPathComponent($0))
    }
  }

  /// The built-in templates as they are in the source tree, so that a template edit is
  /// tested without a rebuild of the resource bundle.
  static var templates: TemplateSet {
    TemplateSet(searchPaths: [packageRoot.appendingPathComponent("Templates")])
  }

  /// Decodes and checks flow source text, which must have no errors.
  static func flow(
    source: String, path: String = "Test.flow", file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> Flow {
    let result = FlowFrontEnd.load(SourceFile(path: path, text: source))
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertTrue(errors.isEmpty, "\(errors.map(\.fullMessage))", file: file, line: line)
    return try XCTUnwrap(result.flow, file: file, line: line)
  }

  /// Loads an example flow, which must have no errors.
  static func flow(at url: URL, file: StaticString = #filePath, line: UInt = #line) throws
    -> Flow
  {
    let result = FlowFrontEnd.load(path: url.path)
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertTrue(errors.isEmpty, "\(errors.map(\.fullMessage))", file: file, line: line)
    return try XCTUnwrap(result.flow, file: file, line: line)
  }

  static func context(
    _ flow: Flow, sourceFileName: String? = nil, access: AccessLevel = .internal
  ) -> FlowContext {
    SwiftContextBuilder(
      flow: flow, sourceFileName: sourceFileName ?? "\(flow.name).flow", access: access
    ).build()
  }

  /// The generated files of a flow, by file name (machine, shared and human files are
  /// named apart, so one namespace holds them all).
  static func generate(
    _ flow: Flow, sourceFileName: String? = nil, access: AccessLevel = .internal
  ) throws -> [String: String] {
    let files = try SwiftGenerator(templates: templates).files(
      for: context(flow, sourceFileName: sourceFileName, access: access),
      into: .init(outputDirectory: "out", skeletonDirectory: "skeletons"))
    var result: [String: String] = [:]
    for file in files {
      result[URL(fileURLWithPath: file.path).lastPathComponent] = String(
        decoding: file.contents, as: UTF8.self)
    }
    return result
  }

  /// The generated files of every example and of every flow of `SwiftTestFlows.all`, by
  /// flow name.
  static func everyTestFlowsFiles() throws -> [(name: String, files: [String: String])] {
    var result: [(name: String, files: [String: String])] = []
    for example in exampleFlows {
      result.append((example.name, try generate(try flow(at: example.url))))
    }
    for test in SwiftTestFlows.all {
      let flow = try flow(source: test.source, path: test.name + ".flow")
      result.append((test.name, try generate(flow)))
      result.append((test.name + "-public", try generate(flow, access: .public)))
    }
    return result
  }

  /// A fresh temporary folder, removed when the test ends.
  static func temporaryFolder(_ test: XCTestCase, _ label: String = "swift") throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  /// Writes generated files into a folder and returns their URLs, sorted by name.
  static func write(_ files: [String: String], to folder: URL) throws -> [URL] {
    try files.keys.sorted().map { name in
      let url = folder.appendingPathComponent(name)
      try Data(files[name]!.utf8).write(to: url)
      return url
    }
  }
}
