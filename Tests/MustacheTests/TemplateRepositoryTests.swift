import Foundation
import Mustache
import XCTest

/// Looking templates up by name in directories and in memory.
final class TemplateRepositoryTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("mustache-repository-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: root)
  }

  /// Writes `files` (relative path → contents) under a new directory `name`.
  @discardableResult
  private func directory(_ name: String, _ files: [String: String]) throws -> URL {
    let directory = root.appendingPathComponent(name, isDirectory: true)
    for (path, contents) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    return directory
  }

  func testFirstSearchPathWins() throws {
    let user = try directory("user", ["swift/scene.mustache": "user {{name}}"])
    let builtIn = try directory(
      "builtin",
      [
        "swift/scene.mustache": "built-in {{name}}", "swift/segue.mustache": "segue",
        "graph/flow.mustache": "digraph", "README.md": "not a template",
      ])
    let repository = TemplateRepository(searchPaths: [user, builtIn])
    let renderer = Renderer(repository: repository)
    XCTAssertEqual(try renderer.render(named: "swift/scene", with: ["name": "S"]), "user S")
    XCTAssertEqual(try renderer.render(named: "swift/segue", with: [:]), "segue")

    let source = try XCTUnwrap(repository.source(named: "swift/scene"))
    XCTAssertEqual(source.text, "user {{name}}")
    XCTAssertEqual(
      source.url?.standardizedFileURL,
      user.appendingPathComponent("swift/scene.mustache").standardizedFileURL)
    XCTAssertNil(repository.source(named: "swift/missing"))
  }

  func testAvailableNamesListsEveryTemplateWithItsOrigin() throws {
    let user = try directory("user", ["swift/scene.mustache": "", "extra.mustache": ""])
    let builtIn = try directory(
      "builtin",
      [
        "swift/scene.mustache": "", "swift/segue.mustache": "", "graph/flow.mustache": "",
        "notes.txt": "",
      ])
    let names = TemplateRepository(searchPaths: [user, builtIn]).availableNames()
    XCTAssertEqual(names.map(\.name), ["extra", "graph/flow", "swift/scene", "swift/segue"])
    let origins = Dictionary(
      uniqueKeysWithValues: names.map { ($0.name, $0.url.resolvingSymlinksInPath().path) })
    let userPath = user.resolvingSymlinksInPath().path
    let builtInPath = builtIn.resolvingSymlinksInPath().path
    XCTAssertEqual(origins["swift/scene"], userPath + "/swift/scene.mustache")
    XCTAssertEqual(origins["extra"], userPath + "/extra.mustache")
    XCTAssertEqual(origins["swift/segue"], builtInPath + "/swift/segue.mustache")
    XCTAssertEqual(origins["graph/flow"], builtInPath + "/graph/flow.mustache")
  }

  func testUserTemplateExtendsBuiltInThroughTheRepository() throws {
    let builtIn = try directory(
      "builtin",
      [
        "swift/scene.mustache": "{{<swift/scene-default}}{{/swift/scene-default}}",
        "swift/scene-default.mustache": """
        {{$imports}}
        import UIKit
        {{/imports}}

        final class {{name}}: UIViewController {}

        """,
      ])
    let user = try directory(
      "user",
      [
        "swift/scene.mustache":
          "{{<swift/scene-default}}{{$imports}}import MyKit{{/imports}}{{/swift/scene-default}}"
      ])
    let withOverride = Renderer(repository: TemplateRepository(searchPaths: [user, builtIn]))
    XCTAssertEqual(
      try withOverride.render(named: "swift/scene", with: ["name": "Detail"]),
      "import MyKit\nfinal class Detail: UIViewController {}\n")
    let builtInOnly = Renderer(repository: TemplateRepository(searchPaths: [builtIn]))
    XCTAssertEqual(
      try builtInOnly.render(named: "swift/scene", with: ["name": "Detail"]),
      "import UIKit\n\nfinal class Detail: UIViewController {}\n")
  }

  func testNamesAreRelativeToTheRootNotToTheIncludingFile() throws {
    let templates = try directory(
      "t",
      [
        "swift/scene.mustache": "[{{>swift/part}}]", "swift/part.mustache": "part",
        "part.mustache": "root part",
      ])
    let renderer = Renderer(repository: TemplateRepository(searchPaths: [templates]))
    XCTAssertEqual(try renderer.render(named: "swift/scene", with: [:]), "[part]")
  }

  func testDotDotAndAbsoluteNamesAreRejected() throws {
    let templates = try directory("t", ["a.mustache": "a"])
    try "secret".write(
      to: root.appendingPathComponent("secret.mustache"), atomically: true, encoding: .utf8)
    let repository = TemplateRepository(searchPaths: [templates])
    for name in ["../secret", "a/../../secret", "/etc/passwd", ""] {
      XCTAssertNil(repository.source(named: name), name)
      XCTAssertThrowsError(try repository.template(named: name), name) { error in
        XCTAssertTrue(
          (error as? TemplateError)?.message.hasPrefix("invalid template name") == true, "\(error)")
      }
    }
    XCTAssertThrowsError(try repository.template(named: "../secret")) { error in
      XCTAssertEqual(
        error as? TemplateError,
        TemplateError(
          path: "", line: 0, column: 0,
          message: "invalid template name '../secret': names cannot contain '..'"))
    }
  }

  func testMissingTemplateHasNoLocation() throws {
    let repository = TemplateRepository(searchPaths: [try directory("t", [:])])
    XCTAssertThrowsError(try repository.template(named: "nope")) { error in
      XCTAssertEqual(
        error as? TemplateError,
        TemplateError(path: "", line: 0, column: 0, message: "template 'nope' not found"))
    }
  }

  func testParseErrorsCarryTheFilePath() throws {
    let templates = try directory("t", ["broken.mustache": "line\n  {{#open}}\n"])
    let repository = TemplateRepository(searchPaths: [templates])
    XCTAssertThrowsError(try repository.template(named: "broken")) { error in
      let error = error as? TemplateError
      XCTAssertEqual(error?.path, templates.appendingPathComponent("broken.mustache").path)
      XCTAssertEqual(error?.line, 2)
      XCTAssertEqual(error?.column, 3)
    }
  }

  func testTemplatesAreParsedOnceAndCached() throws {
    let templates = try directory("t", ["a.mustache": "first"])
    let repository = TemplateRepository(searchPaths: [templates])
    let renderer = Renderer(repository: repository)
    XCTAssertEqual(try renderer.render(named: "a", with: [:]), "first")
    try "second".write(
      to: templates.appendingPathComponent("a.mustache"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try renderer.render(named: "a", with: [:]), "first")
    XCTAssertEqual(
      try TemplateRepository(searchPaths: [templates]).template(named: "a").path,
      templates.appendingPathComponent("a.mustache").path)
  }

  func testCustomFileExtension() throws {
    let templates = try directory("t", ["flow.dot.tmpl": "digraph {}", "flow.mustache": "no"])
    let repository = TemplateRepository(searchPaths: [templates], fileExtension: "tmpl")
    XCTAssertEqual(
      try Renderer(repository: repository).render(named: "flow.dot", with: [:]), "digraph {}")
    XCTAssertEqual(repository.availableNames().map(\.name), ["flow.dot"])
  }

  func testInMemoryRepository() throws {
    let repository = TemplateRepository(templates: ["a": "A{{>b}}", "b": "B"])
    XCTAssertEqual(try Renderer(repository: repository).render(named: "a", with: [:]), "AB")
    XCTAssertEqual(repository.source(named: "b")?.text, "B")
    XCTAssertNil(repository.source(named: "b")?.url)
    XCTAssertTrue(repository.availableNames().isEmpty)
  }
}
