import FlowTestSupport
import Foundation
import XCTest

/// `flowc new` on every example: untouched bytes stay identical, the result checks clean,
/// the generated code type-checks, and every refusal leaves the file as it was.
final class NewCommandTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func flowc(_ arguments: [String]) throws -> ProcessRunner.Result {
    let executable = try XCTUnwrap(BuiltProducts.flowc)
    return try ProcessRunner.run(executable, arguments, workingDirectory: folder, timeout: 60)
  }

  func copyExample(_ name: String) throws -> URL {
    let target = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: target)
    try FileManager.default.copyItem(
      at: PackagePaths.flowsDirectory.appendingPathComponent(name), to: target)
    return target
  }

  /// `after` is `before` with lines added, and at most the one line of an element that
  /// had to open (`<scene …/>` to `<scene …>`) changed.
  func assertOnlyAdded(
    _ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let diff = LineDiff(Array(before.utf8), Array(after.utf8))
    XCTAssertFalse(diff.added.isEmpty, file: file, line: line)
    XCTAssertLessThanOrEqual(diff.removed.count, 1, "\(diff)", file: file, line: line)
    for removed in diff.removed {
      XCTAssertTrue(
        LineDiff.opened(removed).map(diff.added.contains) ?? false, "changed: \(removed)",
        file: file, line: line)
    }
  }

  var examples: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.flowsDirectory.path)) ?? [])
      .filter { $0.hasSuffix(".flow") }.sorted()
  }

  /// The first scene of a flow that sits on a navigation stack, found in the text.
  func firstSceneID(_ text: String) throws -> String {
    let scene = try XCTUnwrap(text.range(of: "<scene id=\""))
    return String(text[scene.upperBound...].prefix { $0 != "\"" })
  }

  func testEachCommandOnEachExample() throws {
    XCTAssertGreaterThanOrEqual(examples.count, 4)
    for example in examples {
      let flow = try copyExample(example)
      let before = try String(contentsOf: flow, encoding: .utf8)
      let from = try firstSceneID(before)
      let output = folder.appendingPathComponent("Gen-\(example)").path
      let skeletons = folder.appendingPathComponent("Src-\(example)").path
      let commands: [[String]] = [
        [
          "new", "scene", "about", "--flow", flow.path, "--from", from, "--embed-in-navigation",
          "--trigger", "barButton:About", "--outlet", "versionLabel:UILabel", "--unwind-to",
          "closeAbout",
          "--output", output, "--skeletons", skeletons,
        ],
        [
          "new", "segue", "showAboutAgain", "--flow", flow.path, "--from", from, "--to", "about",
          "--kind", "present",
          "--output", output, "--skeletons", skeletons,
        ],
        [
          "new", "outlet", "footerLabel:UILabel", "--scene", from, "--flow", flow.path, "--output",
          output,
          "--skeletons", skeletons,
        ],
      ]
      var previous = before
      for command in commands {
        let result = try flowc(command)
        XCTAssertEqual(result.status, 0, "\(example) \(command[1]): \(result.output)")
        let after = try String(contentsOf: flow, encoding: .utf8)
        assertOnlyAdded(previous, after)
        let check = try flowc(["check", flow.path])
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(
          check.standardError.hasSuffix("0 errors, 0 warnings in 1 file\n"),
          "\(example): \(check.output)")
        previous = after
      }
      let files =
        try FileManager.default.contentsOfDirectory(atPath: output).map {
          URL(fileURLWithPath: output + "/" + $0)
        }
        + FileManager.default.contentsOfDirectory(atPath: skeletons).map {
          URL(fileURLWithPath: skeletons + "/" + $0)
        }
      XCTAssertTrue(
        files.contains { $0.lastPathComponent == "AboutViewController.swift" }, "\(files)")
      let typeCheck = try SwiftTypeChecker().typeCheck(
        files: files.filter { $0.pathExtension == "swift" })
      XCTAssertTrue(typeCheck.isClean, "\(example): \(typeCheck)")
    }
  }

  func testAHumanFileIsNeverOverwritten() throws {
    let flow = try copyExample("FriendList.flow")
    let skeletons = folder.appendingPathComponent("Src")
    try FileManager.default.createDirectory(at: skeletons, withIntermediateDirectories: true)
    let mine = "// mine\n"
    try mine.write(
      to: skeletons.appendingPathComponent("MasterViewController.swift"), atomically: true,
      encoding: .utf8)
    let result = try flowc([
      "new", "outlet", "countLabel:UILabel", "--scene", "master", "--flow", flow.path, "--output",
      folder.appendingPathComponent("Gen").path, "--skeletons", skeletons.path,
    ])
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(
      try String(
        contentsOf: skeletons.appendingPathComponent("MasterViewController.swift"), encoding: .utf8),
      mine)
  }

  func testRefusalsLeaveTheFileByteIdentical() throws {
    let flow = try copyExample("FriendList.flow")
    let before = try Data(contentsOf: flow)
    let refusals: [([String], String)] = [
      (["new", "scene", "detail", "--flow", flow.path], "exists already"),
      (
        ["new", "scene", "other", "--flow", flow.path, "--from", "mastr"], "did you mean 'master'?"
      ),
      (
        [
          "new", "segue", "showDetail", "--flow", flow.path, "--from", "master", "--to", "detail",
          "--kind", "show",
        ],
        "already has a transition"
      ),
      (
        [
          "new", "segue", "toNowhere", "--flow", flow.path, "--from", "master", "--to", "detial",
          "--kind", "show",
        ],
        "did you mean 'detail'?"
      ),
      (
        [
          "new", "segue", "sideways", "--flow", flow.path, "--from", "master", "--to", "detail",
          "--kind", "sideways",
        ],
        "is not a segue kind"
      ),
      (
        ["new", "outlet", "nameLabel:UILabel", "--scene", "detail", "--flow", flow.path],
        "already has an outlet"
      ),
      (
        ["new", "outlet", "label:UILabel)", "--scene", "detail", "--flow", flow.path],
        "not a valid Swift type"
      ),
      (["new", "scene", "x", "--flow", flow.path, "--to", "detail"], "does not apply"),
      (
        [
          "new", "segue", "y", "--flow", flow.path, "--from", "master", "--to", "detail", "--kind",
          "show", "--dry-run",
        ], ""
      ),
    ]
    for (arguments, message) in refusals {
      let result = try flowc(arguments)
      if message.isEmpty {
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
          result.standardOutput.contains("+    <segue id=\"y\" kind=\"show\" to=\"detail\"/>"),
          result.output)
      } else {
        XCTAssertNotEqual(result.status, 0, arguments.joined(separator: " "))
        XCTAssertTrue(
          result.standardError.contains(message), "\(arguments): \(result.standardError)")
      }
      XCTAssertEqual(try Data(contentsOf: flow), before, arguments.joined(separator: " "))
    }
  }

  func testNewFlowChecksClean() throws {
    let path = folder.appendingPathComponent("Shop.flow").path
    XCTAssertEqual(try flowc(["new", "flow", "Shop", "-o", path]).status, 0)
    XCTAssertEqual(try flowc(["check", path]).status, 0)
    XCTAssertEqual(try flowc(["new", "flow", "Shop", "-o", path]).status, 1, "never overwrites")
    XCTAssertEqual(try flowc(["new", "flow", "shop"]).status, 2)
  }
}

/// Where `flowc new` looks for the project, what it refuses, and how it writes.
final class NewCommandProjectTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-new-project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Flows"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func flowc(_ arguments: [String], in directory: URL? = nil) throws -> ProcessRunner.Result {
    let executable = try XCTUnwrap(BuiltProducts.flowc)
    return try ProcessRunner.run(
      executable, arguments, workingDirectory: directory ?? folder, timeout: 60)
  }

  /// A BOM, CRLF, tabs, single quotes and a scene over three lines: line numbers must be
  /// those of the file as an editor shows it.
  let styled =
    "\u{FEFF}<?xml version='1.0' encoding='UTF-8'?>\r\n<!-- two\r\n     lines -->\r\n<flow name='Shop' version='1' initial='main'>\r\n\t<navigation id='main' root='home'/>\r\n\r\n\t<scene id='home'\r\n\t       class='HomeViewController'\r\n\t       title='Shop&apos;s'>\r\n\t\t<outlet name='titleLabel' type='UILabel'/>\r\n\t</scene>\r\n</flow>\r\n"

  func write(_ text: String, to name: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  func testRefusalsCiteLinesOfTheFileOnDisk() throws {
    let flow = try write(styled, to: "Flows/Shop.flow")
    let before = try Data(contentsOf: flow)
    let path = flow.path
    let refusals: [([String], String)] = [
      (
        ["new", "scene", "home", "--flow", path],
        "\(path):7:2: error: a node with id 'home' exists already"
      ),
      (
        ["new", "outlet", "titleLabel:UILabel", "--scene", "home", "--flow", path],
        "\(path):10:3: error: scene 'home' already has an outlet 'titleLabel'"
      ),
      (
        ["new", "scene", "cart", "--from", "hom", "--flow", path],
        "error: there is no scene 'hom'; did you mean 'home'?"
      ),
      (
        [
          "new", "segue", "go", "--from", "home", "--to", "home", "--kind", "sideways", "--flow",
          path,
        ],
        "\(path):11:1: error: 'sideways' is not a segue kind"
      ),
      (
        ["new", "segue", "go", "--from", "home", "--to", "cart", "--kind", "show", "--flow", path],
        "\(path):11:1: error: destination 'cart' does not exist"
      ),
    ]
    for (arguments, message) in refusals {
      let result = try flowc(arguments)
      XCTAssertEqual(result.status, 1, "\(arguments): \(result.output)")
      XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
      XCTAssertEqual(try Data(contentsOf: flow), before, "\(arguments)")
    }
    // A refused edit shows what it would have added, with the file's newlines.
    let refused = try flowc(
      [
        "new", "segue", "go", "--from", "home", "--to", "home", "--kind", "sideways", "--flow",
        path,
      ])
    XCTAssertTrue(
      refused.standardError.contains("+\t\t<segue id='go' kind='sideways' to='home'/>\r\n"),
      refused.standardError)
  }

  func testWerrorFromTheProjectConfigRefusesAWarning() throws {
    try
      #"{ "flows": ["Flows/*.flow"], "output": "Gen", "skeletons": "Src", "options": { "werror": true } }"#
      .write(to: folder.appendingPathComponent("flowc.json"), atomically: true, encoding: .utf8)
    let flow = try write(styled, to: "Flows/Shop.flow")
    let before = try Data(contentsOf: flow)
    // A scene nothing leads to is a warning; the project makes warnings errors.
    let result = try flowc(["new", "scene", "lonely", "--flow", "Flows/Shop.flow"])
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(
      result.standardError.contains(
        "Flows/Shop.flow:12:1: error: no path from 'main' reaches scene 'lonely'"),
      result.standardError)
    XCTAssertEqual(try Data(contentsOf: flow), before)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen").path))
    // Reached from home, it is fine, and the code goes where the config says.
    let reached = try flowc([
      "new", "scene", "lonely", "--from", "home", "--flow", "Flows/Shop.flow",
    ])
    XCTAssertEqual(reached.status, 0, reached.output)
    for file in [
      "Gen/LonelyViewControllerBase.swift", "Gen/ShopFlow.swift", "Src/LonelyViewController.swift",
    ] {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), file)
    }
    XCTAssertEqual(try flowc(["build", "--check"]).status, 0, "the build agrees")
  }

  /// A project whose flowc.json draws diagrams: `flowc new` redraws the edited flow's, so
  /// the build that checks right after it finds nothing out of date (issue 26).
  func testNewRedrawsTheDiagramTheConfigAsksForSoTheBuildCheckPasses() throws {
    try
      #"{ "flows": ["Flows/*.flow"], "output": "Gen", "skeletons": "Src", "graph": { "directory": "Diagrams", "format": "dot" } }"#
      .write(to: folder.appendingPathComponent("flowc.json"), atomically: true, encoding: .utf8)
    _ = try write(styled, to: "Flows/Shop.flow")
    XCTAssertEqual(try flowc(["build"]).status, 0)
    let diagram = folder.appendingPathComponent("Diagrams/Shop.dot")
    XCTAssertFalse(try String(contentsOf: diagram, encoding: .utf8).contains("cart"))

    let added = try flowc(["new", "scene", "cart", "--from", "home", "--flow", "Flows/Shop.flow"])
    XCTAssertEqual(added.status, 0, added.output)
    XCTAssertTrue(try String(contentsOf: diagram, encoding: .utf8).contains("cart"))
    let check = try flowc(["build", "--check"])
    XCTAssertEqual(check.status, 0, "the build agrees, diagram included: \(check.output)")
  }

  func testTheConfigIsFoundFromTheCurrentFolderAsBuildFindsIt() throws {
    try #"{ "flows": ["Flows/*.flow"], "output": "Gen", "skeletons": "Src" }"#
      .write(to: folder.appendingPathComponent("flowc.json"), atomically: true, encoding: .utf8)
    _ = try write(styled, to: "Flows/Shop.flow")
    let inner = folder.appendingPathComponent("Flows")
    let result = try flowc(
      ["new", "outlet", "priceLabel:UILabel", "--scene", "home", "--flow", "Shop.flow"], in: inner)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Src/HomeViewController.swift").path))
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: inner.appendingPathComponent("HomeViewController.swift").path))
  }

  func testWithoutAConfigTheFilesGoBesideTheFlow() throws {
    let flow = try write(styled, to: "Flows/Shop.flow")
    let result = try flowc([
      "new", "outlet", "priceLabel:UILabel", "--scene", "home", "--flow", flow.path,
    ])
    XCTAssertEqual(result.status, 0, result.output)
    for file in ["HomeViewController.swift", "HomeViewControllerBase.swift", "ShopFlow.swift"] {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Flows/" + file).path),
        file)
    }
  }

  func testPermissionsAndSymbolicLinksAreKept() throws {
    let flow = try write(styled, to: "Flows/Shop.flow")
    XCTAssertEqual(chmod(flow.path, 0o640), 0)
    let link = folder.appendingPathComponent("Link.flow")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: flow)
    let result = try flowc([
      "new", "outlet", "priceLabel:UILabel", "--scene", "home", "--flow", link.path, "--output",
      "G",
      "--skeletons", "S",
    ])
    XCTAssertEqual(result.status, 0, result.output)
    let attributes = try FileManager.default.attributesOfItem(atPath: flow.path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), flow.path,
      "still a link")
    XCTAssertTrue(try String(contentsOf: flow, encoding: .utf8).contains("priceLabel"))
  }
}
