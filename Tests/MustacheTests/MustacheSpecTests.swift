import Foundation
import Mustache
import XCTest

/// Runs every case of the official Mustache spec files (the core modules plus
/// ~inheritance and ~dynamic-names) from the shared spec folder, which is never copied
/// into the project. Each file is one test; a failure names the file and the case.
final class MustacheSpecTests: XCTestCase {
  func testComments() throws { try runSpecFile("comments") }
  func testDelimiters() throws { try runSpecFile("delimiters") }
  func testInterpolation() throws { try runSpecFile("interpolation") }
  func testInverted() throws { try runSpecFile("inverted") }
  func testPartials() throws { try runSpecFile("partials") }
  func testSections() throws { try runSpecFile("sections") }
  func testDynamicNames() throws { try runSpecFile("~dynamic-names") }
  func testInheritance() throws { try runSpecFile("~inheritance") }

  /// The spec folder: `MUSTACHE_SPEC_DIR` if set, else `shared/mustache-spec` beside the
  /// package root (this file is `<root>/Tests/MustacheTests/MustacheSpecTests.swift`).
  private static var specDirectory: URL {
    if let override = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // MustacheTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    return packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/mustache-spec", isDirectory: true)
  }

  /// The spec folder, or a skip (a failure when `CI` is set) explaining why it is missing.
  private func requireSpecDirectory() throws -> URL {
    let directory = Self.specDirectory
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return directory
    }
    let reason =
      "Mustache spec folder not found at \(directory.path): the spec tests need the shared "
      + "mustache-spec folder beside the package, or MUSTACHE_SPEC_DIR pointing at it"
    if ProcessInfo.processInfo.environment["CI"] != nil {
      XCTFail(reason)
      throw SpecFolderMissing()
    }
    throw XCTSkip(reason)
  }

  private struct SpecFolderMissing: Error {}

  private func runSpecFile(_ name: String) throws {
    let directory: URL
    do {
      directory = try requireSpecDirectory()
    } catch is SpecFolderMissing {
      return
    }
    let url = directory.appendingPathComponent("\(name).json")
    let data = try XCTUnwrap(
      FileManager.default.contents(atPath: url.path), "spec file missing: \(url.path)")
    guard case .array(let cases) = try MustacheValue(jsonData: data)["tests"] ?? .null,
      !cases.isEmpty
    else {
      XCTFail("\(name).json has no tests")
      return
    }
    var passed = 0
    for specCase in cases {
      if let failure = run(specCase) {
        XCTFail("\(name).json — \(failure)")
      } else {
        passed += 1
      }
    }
    print("Mustache spec \(name).json: \(passed) of \(cases.count) cases pass")
  }

  /// Runs one case; returns a description of the failure, or nil when it passes.
  private func run(_ specCase: MustacheValue) -> String? {
    guard case .string(let name) = specCase["name"] ?? .null,
      case .string(let source) = specCase["template"] ?? .null,
      case .string(let expected) = specCase["expected"] ?? .null
    else {
      return "malformed case \(specCase)"
    }
    var partials: [String: String] = [:]
    if case .object(let members) = specCase["partials"] ?? .null {
      for (partialName, value) in members {
        if case .string(let text) = value {
          partials[partialName] = text
        }
      }
    }
    // The spec renders missing partials as empty strings.
    let renderer = Renderer(
      repository: TemplateRepository(templates: partials), missingPartialsAreEmpty: true)
    do {
      let template = try Template(source: source, path: name)
      let actual = try renderer.render(template, with: specCase["data"] ?? .null)
      if actual == expected {
        return nil
      }
      return "\(name): expected \(expected.debugDescription), got \(actual.debugDescription)"
    } catch {
      return "\(name): \(error)"
    }
  }
}
