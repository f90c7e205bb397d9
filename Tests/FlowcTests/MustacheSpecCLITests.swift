import FlowTestSupport
import Foundation
import XCTest

/// The official Mustache specification, run through the real command line:
/// `flowc template render FILE --context JSON --partials DIR --escape html`, one process
/// per case, compared with the expected output byte for byte.
final class MustacheSpecCLITests: XCTestCase {
  struct Case {
    var file: String
    var name: String
    var template: String
    var data: Any
    var partials: [String: String]
    var expected: String
  }

  func cases() throws -> [Case] {
    let folder = try require(
      TestRequirement.shared("mustache-spec", what: "the Mustache specification"))
    var result: [Case] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    for file in files.sorted() {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
      for test in try XCTUnwrap(json["tests"] as? [[String: Any]]) {
        result.append(
          Case(
            file: file, name: test["name"] as? String ?? "?",
            template: test["template"] as? String ?? "",
            data: test["data"] ?? NSNull(), partials: test["partials"] as? [String: String] ?? [:],
            expected: test["expected"] as? String ?? ""))
      }
    }
    return result
  }

  /// Partials the template names but the case does not supply: the specification renders
  /// them as empty, flowc reports them as errors (a typo in a partial's name must not
  /// silently drop part of the generated code).
  func refersToAMissingPartial(_ specCase: Case) -> Bool {
    let names = ["{{>", "{{> ", "{{<", "{{< "]
    guard names.contains(where: { specCase.template.contains($0) }) || !specCase.partials.isEmpty
    else { return false }
    return specCase.name.localizedCaseInsensitiveContains("failed lookup")
      || specCase.name.localizedCaseInsensitiveContains("missing")
  }

  func testEveryCaseThroughTheCommandLine() throws {
    let all = try cases()
    guard !all.isEmpty else { return }
    let flowc = try XCTUnwrap(BuiltProducts.flowc)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-spec-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var passed = 0
    var refused = 0
    for (index, specCase) in all.enumerated() {
      let folder = root.appendingPathComponent("\(index)")
      let partials = folder.appendingPathComponent("partials")
      try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
      let template = folder.appendingPathComponent("template.mustache")
      try Data(specCase.template.utf8).write(to: template)
      let context = folder.appendingPathComponent("context.json")
      try JSONSerialization.data(withJSONObject: specCase.data, options: [.fragmentsAllowed]).write(
        to: context)
      for (name, text) in specCase.partials {
        try Data(text.utf8).write(to: partials.appendingPathComponent(name + ".mustache"))
      }
      let result = try ProcessRunner.run(
        flowc,
        [
          "template", "render", template.path, "--context", context.path, "--partials",
          partials.path, "--escape", "html",
        ],
        timeout: 30)
      let label = "\(specCase.file) — \(specCase.name)"
      if result.status == 1 && result.standardError.contains("partial")
        && refersToAMissingPartial(specCase)
      {
        refused += 1
        continue
      }
      XCTAssertEqual(result.status, 0, "\(label): \(result.standardError)")
      XCTAssertEqual(result.standardOutput, specCase.expected, label)
      if result.status == 0 && result.standardOutput == specCase.expected { passed += 1 }
    }
    XCTAssertEqual(passed + refused, all.count)
    XCTAssertLessThanOrEqual(refused, 4, "only the cases about missing partials may be refused")
    print(
      "Mustache specification through the CLI: \(passed) passed, \(refused) refused (missing partials)"
    )
  }
}
