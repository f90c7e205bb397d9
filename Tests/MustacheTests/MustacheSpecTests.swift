import FlowTestSupport
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

  private func runSpecFile(_ name: String) throws {
    // In the shared folder ($FLOWC_SHARED_DIR, else ../shared), never copied here.
    let directory = try require(
      TestRequirement.shared("mustache-spec", what: "the Mustache specification"))
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
