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

  /// Every line of `before` is in `after`, in order, and `after` has `added` more lines.
  func assertOnlyAdded(
    _ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let old = before.components(separatedBy: "\n")
    let new = after.components(separatedBy: "\n")
    var position = 0
    for text in old {
      while position < new.count && new[position] != text { position += 1 }
      XCTAssertLessThan(
        position, new.count, "line changed or lost: '\(text)'", file: file, line: line)
      position += 1
    }
    XCTAssertGreaterThan(new.count, old.count, file: file, line: line)
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
      let typeCheck = try SwiftTypeChecker().typeCheck(files: files)
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
