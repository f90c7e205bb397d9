import FlowTestSupport
import Foundation
import XCTest

/// Issue 38: the searches for where unwinds stop are bounded by `--limit unwind-visits`,
/// so that a graph shape they are not linear in stops with `limit-exceeded` naming the
/// limit instead of running for minutes; `check` and `build` both take the limit.
final class UnwindVisitLimitTests: XCTestCase {
  /// A ring of `scenes` scenes, each odd one unwinding to an action of its own that two
  /// scenes declare, so that every selector takes a search round the ring.
  static func ring(scenes: Int) -> String {
    var body = ""
    for scene in 0..<scenes {
      body += "  <scene id=\"s\(scene)\" class=\"Ring\(scene)ViewController\">"
      for odd in [scene + 1, scene + scenes / 2 + 1] where odd % 2 == 1 && odd < scenes {
        body += "<unwindAction name=\"unwindTo\(odd)\"/>"
      }
      body += "<segue id=\"next\" kind=\"present\" to=\"s\((scene + 1) % scenes)\"/>"
      if scene % 2 == 1 { body += "<unwind id=\"back\" action=\"unwindTo\(scene)\"/>" }
      body += "</scene>\n"
    }
    return "<flow name=\"Ring\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
  }

  func testATinyUnwindVisitLimitStopsCheckAndBuildNamingIt() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(Self.ring(scenes: 40), to: folder.appendingPathComponent("Ring.flow"))
    XCTAssertEqual(try BuildCLI.run(["check", "Ring.flow"], in: folder).status, 0)
    let check = try BuildCLI.run(["check", "Ring.flow", "--limit", "unwind-visits=5"], in: folder)
    XCTAssertEqual(check.status, 1, check.stderr)
    XCTAssertTrue(check.stderr.contains("[limit-exceeded]"), check.stderr)
    XCTAssertTrue(check.stderr.contains("the unwind-visits limit"), check.stderr)
    XCTAssertTrue(check.stderr.contains("--limit unwind-visits=N"), check.stderr)
    let build = try BuildCLI.run(
      [
        "build", "Ring.flow", "--output", "Generated", "--skeletons", "Skeletons",
        "--limit", "unwind-visits=5",
      ], in: folder)
    XCTAssertNotEqual(build.status, 0, build.stderr)
    XCTAssertTrue(build.stderr.contains("[limit-exceeded]"), build.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    let bad = try BuildCLI.run(["check", "Ring.flow", "--limit", "unwind-visits=0"], in: folder)
    XCTAssertEqual(bad.status, 2, bad.stderr)
  }

  /// A storyboard of `scenes` scenes in a ring of presentations, every odd scene with an
  /// unwind to an action named after its own class (the importer places it there).
  static func ringStoryboard(scenes: Int) -> String {
    var body = ""
    for scene in 0..<scenes {
      var buttons = """
        <button opaque="NO" buttonType="system" id="bt-\(scene)n"><connections>\
        <segue destination="vc-\((scene + 1) % scenes)" kind="presentation" identifier="next" id="sg-\(scene)n"/>\
        </connections></button>
        """
      if scene % 2 == 1 {
        buttons += """
          <button opaque="NO" buttonType="system" id="bt-\(scene)b"><connections>\
          <segue destination="ex-\(scene)" kind="unwind" identifier="back" unwindAction="unwindTo\(scene):" id="sg-\(scene)b"/>\
          </connections></button>
          """
      }
      body += """
        <scene sceneID="s-\(scene)"><objects>\
        <viewController id="vc-\(scene)" customClass="Ring\(scene)ViewController" customModule="App" sceneMemberID="viewController">\
        <view key="view" contentMode="scaleToFill" id="v-\(scene)"><subviews>\(buttons)</subviews></view>\
        </viewController>\
        <exit id="ex-\(scene)" userLabel="Exit" sceneMemberID="exit"/>\
        </objects></scene>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc-0">
      <scenes>
      \(body)</scenes>
      </document>

      """
  }

  /// `flowc check FLOW --storyboard STORYBOARD` finds where both sides' unwinds stop
  /// within the same limit, and says so when it is reached (the comparison of unwinds is
  /// then incomplete) rather than running on.
  func testTheStoryboardComparisonStopsAtTheUnwindVisitLimitNamingIt() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(Self.ring(scenes: 40), to: folder.appendingPathComponent("Ring.flow"))
    try BuildCLI.write(
      Self.ringStoryboard(scenes: 40), to: folder.appendingPathComponent("Ring.storyboard"))
    let full = try BuildCLI.run(
      ["check", "Ring.flow", "--storyboard", "Ring.storyboard"], in: folder)
    XCTAssertFalse(full.stderr.contains("[limit-exceeded]"), full.stderr)
    XCTAssertFalse(full.stderr.contains("comparison of unwinds"), full.stderr)
    let check = try BuildCLI.run(
      ["check", "Ring.flow", "--storyboard", "Ring.storyboard", "--limit", "unwind-visits=5"],
      in: folder)
    XCTAssertEqual(check.status, 1, check.stderr)
    let lines = check.stderr.split(separator: "\n").filter {
      $0.contains("the comparison of unwinds is incomplete")
    }
    // Both sides went past it: the flow's unwinds and the storyboard's.
    XCTAssertEqual(lines.count, 2, check.stderr)
    for line in lines {
      XCTAssertTrue(line.hasPrefix("Ring.flow:"), String(line))
      XCTAssertTrue(line.contains("[limit-exceeded]"), String(line))
      XCTAssertTrue(line.contains("went past 5 visits (the unwind-visits limit)"), String(line))
      XCTAssertTrue(line.contains("--limit unwind-visits=N"), String(line))
    }
    XCTAssertTrue(lines.contains { $0.contains("Ring.storyboard:") }, check.stderr)
  }

  /// `flowc graph` draws unwinds to the scene declaring their action and nodes in their
  /// navigation stack's box by walks through the flow's graph, within the same limit.
  func testGraphStopsAtTheUnwindVisitLimitNamingIt() throws {
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(Self.ring(scenes: 40), to: folder.appendingPathComponent("Ring.flow"))
    let drawn = try BuildCLI.run(["graph", "Ring.flow", "-o", "Ring.dot"], in: folder)
    XCTAssertEqual(drawn.status, 0, drawn.stderr)
    // --force draws past the checker's own report of the limit: the diagram's walks
    // stop at it too.
    let graph = try BuildCLI.run(
      ["graph", "Ring.flow", "-o", "Small.dot", "--force", "--limit", "unwind-visits=5"],
      in: folder)
    XCTAssertEqual(graph.status, 1, graph.stderr)
    XCTAssertTrue(
      graph.stderr.contains(
        "finding the scenes the unwinds are drawn to of flow 'Ring' went past 5 visits (the unwind-visits limit)"
      ), graph.stderr)
    XCTAssertTrue(graph.stderr.contains("[limit-exceeded]"), graph.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Small.dot").path))
    // Without --force the checker's own report of the limit stops it first.
    let checked = try BuildCLI.run(
      ["graph", "Ring.flow", "-o", "Small.dot", "--limit", "unwind-visits=5"], in: folder)
    XCTAssertEqual(checked.status, 1, checked.stderr)
    XCTAssertTrue(checked.stderr.contains("the unwind-visits limit"), checked.stderr)
  }

  /// A navigation shared by many tab bars: the UI-test navigator's search takes each of
  /// its scenes once under each tab bar (a thousand tab bars and a chain of a thousand
  /// pushes were a million states, 19 s and 520 MB in a debug build). `--limit
  /// ui-test-states` bounds it: `limit-exceeded` naming the limit, nothing written.
  func testTheUITestPathSearchStopsAtItsLimitNamingIt() throws {
    let (tabBars, chain) = (12, 12)
    var body = "<scene id=\"root\">"
    for bar in 0..<tabBars {
      body +=
        "<button title=\"Open\"><segue id=\"open\(bar)\" kind=\"present\" to=\"bar\(bar)\"/></button>"
    }
    body += "</scene>\n"
    for bar in 0..<tabBars { body += "<tabBar id=\"bar\(bar)\"><tab to=\"nav\"/></tabBar>\n" }
    body += "<navigation id=\"nav\" root=\"c0\"/>\n"
    for link in 0..<chain {
      let next =
        link + 1 < chain
        ? "<button title=\"Next\"><segue id=\"next\" kind=\"show\" to=\"c\(link + 1)\"/></button>"
        : ""
      body += "<scene id=\"c\(link)\">\(next)</scene>\n"
    }
    let folder = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(
      "<flow name=\"Shared\" version=\"1\" initial=\"root\">\n\(body)</flow>\n",
      to: folder.appendingPathComponent("Shared.flow"))
    let arguments = [
      "build", "Shared.flow", "--output", "Generated", "--skeletons", "Skeletons", "--ui-tests",
      "UITests",
    ]
    // Each scene of the chain under each tab bar, the root and the start: within 200.
    let stopped = try BuildCLI.run(arguments + ["--limit", "ui-test-states=100"], in: folder)
    XCTAssertEqual(stopped.status, 1, stopped.stderr)
    XCTAssertTrue(stopped.stderr.contains("[limit-exceeded]"), stopped.stderr)
    XCTAssertTrue(stopped.stderr.contains("--limit ui-test-states=N"), stopped.stderr)
    for folderName in ["Generated", "UITests"] {
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(folderName).path))
    }
    let built = try BuildCLI.run(arguments + ["--limit", "ui-test-states=200"], in: folder)
    XCTAssertEqual(built.status, 0, built.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("UITests/SharedNavigator.swift").path))
  }
}
