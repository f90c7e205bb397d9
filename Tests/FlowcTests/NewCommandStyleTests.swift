import FlowTestSupport
import Foundation
import XCTest

/// `flowc new` on flows written in every way a person writes XML (quotes, line endings,
/// indentation, attribute layout, byte-order mark, empty elements) and combinations of
/// them: every subcommand adds its lines and changes nothing else.
final class NewCommandStyleTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-new-style-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func flowc(_ arguments: [String], in directory: URL? = nil) throws -> ProcessRunner.Result {
    let executable = try XCTUnwrap(BuiltProducts.flowc)
    return try ProcessRunner.run(
      executable, arguments, workingDirectory: directory ?? folder, timeout: 60)
  }

  /// One way of writing a flow.
  struct Style {
    var name: String
    var quote: Character = "\""
    var newline = "\n"
    var indent = "  "
    var byteOrderMark = false
    /// A scene's attributes one per line.
    var multiLineAttributes = false
    /// Two spaces between attributes, a space before `/>`.
    var loose = false
    /// `<cell …></cell>` and `<scene …></scene>` rather than `<cell …/>`.
    var openAndClose = false
    var finalNewline = true
    /// The flow's nodes at the left margin, their children indented.
    var unindentedNodes = false

    /// The flow, named `flowName`, its classes prefixed with it so that the code of every
    /// style type-checks together.
    func text(_ flowName: String) -> [UInt8] {
      let q = String(quote)
      let separator = loose ? "  " : " "
      let selfClosing = loose ? " />" : "/>"
      let top = unindentedNodes ? "" : indent
      func tag(_ name: String, _ attributes: [(String, String)], at level: String) -> String {
        var text = level + "<" + name
        for (index, (key, value)) in attributes.enumerated() {
          if multiLineAttributes && index > 0 && attributes.count > 2 {
            text += newline + level + "      "
          } else {
            text += index == 0 ? " " : separator
          }
          text += key + "=" + q + value + q
        }
        return text
      }
      func empty(_ name: String, _ attributes: [(String, String)], at level: String) -> String {
        tag(name, attributes, at: level) + (openAndClose ? "></\(name)>" : selfClosing)
      }
      let child = top + indent
      let lines = [
        "<?xml version=\(q)1.0\(q) encoding=\(q)UTF-8\(q)?>",
        "<!-- Written in the style '\(name)'. -->",
        tag("flow", [("name", flowName), ("version", "1"), ("initial", "main")], at: "") + ">",
        tag("navigation", [("id", "main"), ("root", "home")], at: top) + selfClosing,
        "",
        tag(
          "scene",
          [
            ("id", "home"), ("class", flowName + "HomeViewController"),
            ("base", "UITableViewController"), ("title", "Friend&apos;s list"),
          ], at: top) + ">",
        tag("outlet", [("name", "headerLabel"), ("type", "UILabel")], at: child) + selfClosing,
        tag("barButton", [("system", "add"), ("side", "right")], at: child) + ">",
        tag(
          "segue", [("id", "showDetail"), ("kind", "show"), ("to", "detail")], at: child + indent)
          + selfClosing,
        child + "</barButton>",
        empty("cell", [("reuseID", "Cell")], at: child),
        top + "</scene>",
        "",
        empty(
          "scene",
          [("id", "detail"), ("class", flowName + "DetailViewController"), ("title", "Detail")],
          at: top),
        "</flow>",
      ]
      let text = lines.joined(separator: newline) + (finalNewline ? newline : "")
      return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    }
  }

  static let styles: [Style] = [
    Style(name: "plain"),
    Style(name: "singleQuotes", quote: "'"),
    Style(name: "crlf", newline: "\r\n"),
    Style(name: "byteOrderMark", byteOrderMark: true),
    Style(name: "tabs", indent: "\t"),
    Style(name: "fourSpaces", indent: "    "),
    Style(name: "multiLineAttributes", multiLineAttributes: true),
    Style(name: "loose", loose: true),
    Style(name: "openAndClose", openAndClose: true),
    Style(name: "noFinalNewline", finalNewline: false),
    Style(name: "unindentedNodes", unindentedNodes: true),
    Style(name: "crlfSingleQuotes", quote: "'", newline: "\r\n"),
    Style(name: "tabsMultiLineOpen", indent: "\t", multiLineAttributes: true, openAndClose: true),
    Style(
      name: "everything", quote: "'", newline: "\r\n", indent: "\t", byteOrderMark: true,
      multiLineAttributes: true, loose: true, openAndClose: true, finalNewline: false),
  ]

  /// The commands run on every style, in order; each builds on the one before.
  static func commands(_ flowName: String) -> [[String]] {
    [
      ["outlet", "footerLabel:UILabel", "--scene", "home"],
      ["outlet", "nameLabel:UILabel", "--scene", "detail"],
      [
        "segue", "showDetailFromCell", "--from", "home", "--to", "detail", "--kind", "show",
        "--trigger", "cell:Cell",
      ],
      [
        "scene", "about", "--from", "detail", "--embed-in-navigation", "--trigger",
        "barButton:About",
        "--outlet", "versionLabel:UILabel", "--unwind-to", "closeAbout", "--class",
        flowName + "AboutViewController",
      ],
    ]
  }

  func testEveryStyleTakesEveryCommand() throws {
    var generated: [URL] = []
    for (index, style) in Self.styles.enumerated() {
      let flowName = "S\(index)"
      let flow = folder.appendingPathComponent("\(style.name).flow")
      try Data(style.text(flowName)).write(to: flow)
      let output = folder.appendingPathComponent("Gen-\(style.name)")
      let skeletons = folder.appendingPathComponent("Src-\(style.name)")
      let initial = try flowc(["check", flow.path])
      XCTAssertEqual(initial.status, 0, "\(style.name): \(initial.output)")
      for command in Self.commands(flowName) {
        let before = try [UInt8](Data(contentsOf: flow))
        let result = try flowc(
          ["new"] + command + [
            "--flow", flow.path, "--output", output.path, "--skeletons", skeletons.path,
          ])
        let label = "\(style.name) new \(command[0]) \(command[1])"
        XCTAssertEqual(result.status, 0, "\(label): \(result.output)")
        let after = try [UInt8](Data(contentsOf: flow))
        assertAddsOnly(before, after, style: style, label)
        let check = try flowc(["check", flow.path])
        XCTAssertEqual(check.status, 0, "\(label): \(check.output)")
        XCTAssertTrue(
          check.standardError.hasSuffix("0 errors, 0 warnings in 1 file\n"),
          "\(label): \(check.output)")
      }
      let text = try String(contentsOf: flow, encoding: .utf8)
      XCTAssertTrue(text.contains("versionLabel"), style.name)
      XCTAssertEqual(
        try [UInt8](Data(contentsOf: flow)).starts(with: [0xEF, 0xBB, 0xBF]), style.byteOrderMark,
        style.name)
      for directory in [output, skeletons] {
        generated += try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
          directory.appendingPathComponent($0)
        }
      }
    }
    XCTAssertTrue(
      generated.contains { $0.lastPathComponent == "S13DetailViewControllerBase.swift" },
      "\(generated)")
    // The strings catalog is planned as a build plans it, beside the machine files.
    XCTAssertTrue(generated.contains { $0.lastPathComponent == "S0.xcstrings" }, "\(generated)")
    let typeCheck = try SwiftTypeChecker().typeCheck(
      files: generated.filter { $0.pathExtension == "swift" })
    XCTAssertTrue(typeCheck.isClean, "\(typeCheck)")
  }

  /// Only lines were added (or the one line of an element that had to open changed),
  /// each ending in the file's newline, indented in the file's unit, quoted with the
  /// file's quote and closed in its self-closing style.
  func assertAddsOnly(
    _ before: [UInt8], _ after: [UInt8], style: Style, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let diff = LineDiff(before, after)
    XCTAssertFalse(diff.added.isEmpty, label, file: file, line: line)
    XCTAssertLessThanOrEqual(diff.removed.count, 1, "\(label): \(diff)", file: file, line: line)
    for removed in diff.removed {
      let opened = LineDiff.opened(removed)
      XCTAssertNotNil(
        opened, "\(label): changed \(removed.debugDescription)", file: file, line: line)
      if let opened {
        XCTAssertTrue(
          diff.added.contains(opened), "\(label): \(opened.debugDescription) in \(diff.added)",
          file: file, line: line)
      }
    }
    let other: Character = style.quote == "'" ? "\"" : "'"
    let openedLines = diff.removed.compactMap(LineDiff.opened)
    for added in diff.added where !openedLines.contains(added) {
      XCTAssertTrue(
        added.hasSuffix(style.newline), "\(label): \(added.debugDescription)", file: file,
        line: line)
      if style.newline == "\n" {
        XCTAssertFalse(
          added.hasSuffix("\r\n"), "\(label): \(added.debugDescription)", file: file, line: line)
      }
      let indent = added.prefix { $0 == " " || $0 == "\t" }
      let unit = style.indent
      XCTAssertTrue(
        indent.count % unit.count == 0 && indent.allSatisfy { unit.contains($0) },
        "\(label): indented \(indent.debugDescription): \(added.debugDescription)", file: file,
        line: line)
      if added.contains("=") {
        XCTAssertFalse(added.contains("=\(other)"), "\(label): \(added)", file: file, line: line)
      }
      let trimmed = added.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.hasSuffix("/>") {
        XCTAssertEqual(
          trimmed.hasSuffix(" />"), style.loose, "\(label): \(added)", file: file, line: line)
      }
    }
  }

  /// A new element is indented exactly like its siblings.
  func testAddedLinesAreIndentedLikeTheirSiblings() throws {
    for style in Self.styles {
      let flow = folder.appendingPathComponent("\(style.name).flow")
      try Data(style.text("S")).write(to: flow)
      let result = try flowc(
        [
          "new", "outlet", "footerLabel:UILabel", "--scene", "home", "--flow", flow.path,
          "--dry-run",
        ])
      XCTAssertEqual(result.status, 0, result.output)
      // Split at line feeds as bytes: a Swift string holds "\r\n" as one character.
      let lines = result.standardOutputData.split(separator: 0x0A).map {
        String(decoding: $0, as: UTF8.self)
      }
      let sibling = try XCTUnwrap(lines.first { $0.contains("headerLabel") }, style.name)
      let added = try XCTUnwrap(
        lines.first { $0.hasPrefix("+") && $0.contains("footerLabel") }, result.standardOutput)
      XCTAssertEqual(
        added.dropFirst().prefix { $0 == " " || $0 == "\t" },
        sibling.dropFirst().prefix { $0 == " " || $0 == "\t" }, style.name)
      // The diff carries the file's own newline on each line it shows.
      XCTAssertEqual(added.hasSuffix("\r"), style.newline == "\r\n", style.name)
    }
  }

  /// The `--dry-run` diff applies with `patch` and gives exactly what the edit writes.
  func testTheDryRunDiffIsTheEdit() throws {
    for style in [Self.styles[0], Self.styles[13]] {
      let flow = folder.appendingPathComponent("\(style.name).flow")
      let copy = folder.appendingPathComponent("\(style.name)-patched.flow")
      try Data(style.text("S")).write(to: flow)
      try Data(style.text("S")).write(to: copy)
      let command = ["new"] + Self.commands("S")[3] + ["--flow", flow.path]
      let dryRun = try flowc(command + ["--dry-run"])
      XCTAssertEqual(dryRun.status, 0, dryRun.output)
      let patch = folder.appendingPathComponent("\(style.name).diff")
      try dryRun.standardOutputData.write(to: patch)
      XCTAssertEqual(try [UInt8](Data(contentsOf: flow)), style.text("S"), "dry run wrote nothing")
      let patched = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/patch"), ["-s", copy.path, patch.path],
        workingDirectory: folder, timeout: 60)
      XCTAssertEqual(patched.status, 0, patched.output)
      // Each style's flow into folders of its own: the flows share class names, and a
      // build does not overwrite another flow's generated files.
      let made = try flowc(
        command + ["--output", "G-\(style.name)", "--skeletons", "S-\(style.name)"])
      XCTAssertEqual(made.status, 0, made.output)
      XCTAssertEqual(try Data(contentsOf: copy), try Data(contentsOf: flow), style.name)
    }
  }
}
