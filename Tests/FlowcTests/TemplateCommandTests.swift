import Foundation
import XCTest

/// `flowc template list|show|render` and `flowc dump`, end to end.
final class TemplateCommandTests: XCTestCase {
  func testListNamesEveryBuiltInTemplateAndWhereItComesFrom() throws {
    let run = try BuildCLI.run(["template", "list"])
    XCTAssertEqual(run.status, 0, run.stderr)
    for name in ["swift/machine", "swift/human", "swift/shared", "swift/partials/segues"] {
      let line = run.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }
      XCTAssertNotNil(line, "\(name) missing from:\n\(run.stdout)")
      XCTAssertTrue(line?.contains("built-in") ?? false)
    }
  }

  func testListShowsOverrides() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write("custom\n", to: folder.appendingPathComponent("swift/human.mustache"))
    let run = try BuildCLI.run(["template", "list", "--templates", folder.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("swift/human ") }
    XCTAssertTrue(line?.contains("override") ?? false, run.stdout)
    let show = try BuildCLI.run(["template", "show", "swift/human", "--templates", folder.path])
    XCTAssertEqual(show.stdout, "custom\n")
  }

  func testShowPrintsTheBuiltInSource() throws {
    let run = try BuildCLI.run(["template", "show", "swift/machine"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let source = try BuildCLI.read(
      BuildCLI.packageRoot.appendingPathComponent("Templates/swift/machine.mustache"))
    XCTAssertEqual(run.stdout, source)
    let unknown = try BuildCLI.run(["template", "show", "swift/machin"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'swift/machine'?"), unknown.stderr)
  }

  func testRenderUsesAJSONContext() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let template = folder.appendingPathComponent("t.mustache")
    let context = folder.appendingPathComponent("c.json")
    try BuildCLI.write("{{#items}}<{{name}}>{{/items}}\n", to: template)
    try BuildCLI.write(#"{"items": [{"name": "a&b"}, {"name": "c"}]}"#, to: context)
    let plain = try BuildCLI.run(["template", "render", template.path, "--context", context.path])
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertEqual(plain.stdout, "<a&b><c>\n")
    let html = try BuildCLI.run([
      "template", "render", template.path, "--context", context.path, "--escape", "html",
    ])
    XCTAssertEqual(html.stdout, "<a&amp;b><c>\n")
  }

  func testRenderFindsPartials() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let template = folder.appendingPathComponent("t.mustache")
    let context = folder.appendingPathComponent("c.json")
    try BuildCLI.write("[{{>part}}]\n", to: template)
    try BuildCLI.write("{{x}}", to: folder.appendingPathComponent("partials/part.mustache"))
    try BuildCLI.write(#"{"x": 1}"#, to: context)
    let run = try BuildCLI.run([
      "template", "render", template.path, "--context", context.path, "--partials",
      folder.appendingPathComponent("partials").path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "[1]\n")
  }

  func testRenderReportsTemplateErrorsWithTheirPlace() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let template = folder.appendingPathComponent("bad.mustache")
    let context = folder.appendingPathComponent("c.json")
    try BuildCLI.write("line one\n  {{#open}}\n", to: template)
    try BuildCLI.write("{}", to: context)
    let run = try BuildCLI.run(["template", "render", template.path, "--context", context.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.hasPrefix("\(template.path):2:3: error: "), run.stderr)
  }

  func testRenderReportsAContextWithALoneSurrogateAtItsLineAndColumn() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let template = folder.appendingPathComponent("t.mustache")
    let context = folder.appendingPathComponent("c.json")
    try BuildCLI.write("{{name}}\n", to: template)
    try BuildCLI.write("{\n  \"name\": \"\\ud83d\\u0041\"\n}\n", to: context)
    let run = try BuildCLI.run(["template", "render", template.path, "--context", context.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr, "\(context.path):2:12: error: lone high surrogate in \\u escape\n")
    XCTAssertEqual(run.stdout, "")
  }

  func testRenderRejectsOptionsOfOtherSubcommandsAndBadValues() throws {
    XCTAssertEqual(try BuildCLI.run(["template", "list", "--context", "x.json"]).status, 2)
    XCTAssertEqual(try BuildCLI.run(["template"]).status, 2)
    XCTAssertEqual(try BuildCLI.run(["template", "lst"]).status, 2)
    XCTAssertEqual(
      try BuildCLI.run(["template", "render", "t", "--context", "c", "--escape", "xml"]).status, 2)
  }

  /// The scene context `flowc dump --scene` prints renders the machine template.
  func testDumpedSceneContextRendersTheMachineTemplate() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    let dump = try BuildCLI.run(["dump", "Flows/FriendList.flow", "--scene", "detail"])
    XCTAssertEqual(dump.status, 0, dump.stderr)
    let context = folder.appendingPathComponent("detail.json")
    try BuildCLI.write(dump.stdout, to: context)
    let run = try BuildCLI.run([
      "template", "render", "Templates/swift/machine.mustache", "--context", context.path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains("class DetailViewControllerBase: UITableViewController {"), run.stdout)
  }

  func testDumpPrintsSortedJSONAndRejectsFlowsWithErrors() throws {
    let run = try BuildCLI.run(["dump", "Flows/FriendList.flow"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["flowName"] as? String, "FriendList")
    XCTAssertEqual((json["scenes"] as? [Any])?.count, 3)
    XCTAssertTrue(run.stdout.hasPrefix("{\n  \"code\": null,\n  \"flowName\": "), run.stdout)

    let folder = try BuildCLI.temporaryFolder(self)
    let broken = folder.appendingPathComponent("Broken.flow")
    try BuildCLI.write(#"<flow name="Broken" version="1" initial="x"/>"#, to: broken)
    let failed = try BuildCLI.run(["dump", broken.path])
    XCTAssertEqual(failed.status, 1)
    XCTAssertEqual(failed.stdout, "")
    XCTAssertEqual(
      try BuildCLI.run(["dump", "Flows/FriendList.flow", "--scene", "nope"]).status, 2)
  }
}
