import Foundation
import XCTest

/// `flowc graph`, run as the built executable.
final class GraphCommandTests: XCTestCase {
  let friendList = "Flows/FriendList.flow"

  func testDOTGoesToStdoutByDefault() throws {
    let run = try GraphCLI.run(["graph", friendList])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.standardOutput.contains("digraph \"FriendList\" {"), run.standardOutput)
    XCTAssertTrue(run.standardOutput.contains("\"edit\" -> \"detail\""))
    XCTAssertEqual(run.standardError, "")
  }

  func testDOTNeedsNoGraphviz() throws {
    let run = try GraphCLI.run(["graph", friendList], path: "/nonexistent")
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.standardOutput.contains("digraph"))
  }

  func testFormatFollowsTheOutputExtension() throws {
    _ = try GraphCLI.requireDot()
    let folder = try GraphCLI.temporaryFolder(for: self)
    let headers: [(String, [UInt8])] = [
      ("svg", Array("<?xml".utf8)), ("png", [0x89, 0x50, 0x4E, 0x47]), ("pdf", Array("%PDF-".utf8)),
      ("dot", Array("// ".utf8)), ("gv", Array("// ".utf8)),
    ]
    for (pathExtension, header) in headers {
      let output = folder.appendingPathComponent("FriendList.\(pathExtension)").path
      let run = try GraphCLI.run(["graph", friendList, "-o", output])
      XCTAssertEqual(run.status, 0, "\(pathExtension): \(run.standardError)")
      XCTAssertEqual(run.standardOutputData.count, 0)
      let written = try Data(contentsOf: URL(fileURLWithPath: output))
      XCTAssertEqual(Array(written.prefix(header.count)), header, pathExtension)
    }
    // No temporary files are left beside the output.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertEqual(left, headers.map { "FriendList.\($0.0)" }.sorted())
  }

  func testExplicitFormatWinsOverAnUnknownExtension() throws {
    _ = try GraphCLI.requireDot()
    let folder = try GraphCLI.temporaryFolder(for: self)
    let output = folder.appendingPathComponent("diagram.txt").path
    let run = try GraphCLI.run(["graph", friendList, "-o", output, "--format", "svg"])
    XCTAssertEqual(run.status, 0, run.standardError)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertTrue(text.contains("<svg"))

    let stdout = try GraphCLI.run(["graph", friendList, "--format", "svg"])
    XCTAssertEqual(stdout.status, 0, stdout.standardError)
    XCTAssertTrue(stdout.standardOutput.contains("</svg>"))
  }

  func testFormatMistakesAreUsageErrors() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let cases: [([String], String)] = [
      (["-o", folder.appendingPathComponent("x.png").path, "--format", "svg"], "does not match"),
      (["-o", folder.appendingPathComponent("x.svgz").path], "unknown diagram extension '.svgz'"),
      (
        ["-o", folder.appendingPathComponent("noextension").path],
        "cannot tell the diagram's format"
      ),
      (["--format", "jpeg"], "'--format' must be one of dot, svg, png, pdf, not 'jpeg'"),
    ]
    for (arguments, message) in cases {
      let run = try GraphCLI.run(["graph", friendList] + arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertTrue(run.standardError.contains(message), "\(arguments): \(run.standardError)")
      XCTAssertEqual(run.standardOutputData.count, 0)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testArgumentsMistakesAreUsageErrors() throws {
    XCTAssertEqual(try GraphCLI.run(["graph"]).status, 2)
    XCTAssertEqual(try GraphCLI.run(["graph", friendList, "Flows/BookCatalog.flow"]).status, 2)
    let missing = try GraphCLI.run(["graph", "Flows/NoSuch.flow"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.standardError.contains("no such file"), missing.standardError)
    let templates = try GraphCLI.run(["graph", friendList, "--templates", "/nonexistent/templates"])
    XCTAssertEqual(templates.status, 2)
    XCTAssertTrue(templates.standardError.contains("does not exist"), templates.standardError)
  }

  func testAMissingDotIsAClearUsageError() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let output = folder.appendingPathComponent("x.svg").path
    let run = try GraphCLI.run(["graph", friendList, "-o", output], path: "/nonexistent")
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.standardError,
      "flowc: error: Graphviz's 'dot' was not found; install it (Debian: apt-get install graphviz)\n"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
  }

  func testAFlowWithErrorsIsReportedAndNotDrawn() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let flow = folder.appendingPathComponent("Broken.flow")
    try """
    <flow name="Broken" version="1" initial="master">
      <scene id="master">
        <segue id="showDetail" kind="show" to="detial"/>
      </scene>
      <scene id="detail"/>
    </flow>
    """.write(to: flow, atomically: true, encoding: .utf8)

    let run = try GraphCLI.run(["graph", flow.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.standardOutputData.count, 0)
    XCTAssertTrue(
      run.standardError.contains("error: destination 'detial' does not exist"), run.standardError)
    XCTAssertTrue(run.standardError.contains("[unknown-reference]"), run.standardError)

    let forced = try GraphCLI.run(["graph", flow.path, "--force"])
    XCTAssertEqual(forced.status, 1)
    XCTAssertTrue(forced.standardError.contains("does not exist"), forced.standardError)
    XCTAssertTrue(
      forced.standardOutput.contains("\"master\" -> \"missing:detial\""), forced.standardOutput)
    XCTAssertTrue(forced.standardOutput.contains("\"missing:detial\" ["), forced.standardOutput)
    XCTAssertTrue(forced.standardOutput.contains("#d00000"))
  }

  func testForceNeedsAModel() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let flow = folder.appendingPathComponent("Torn.flow")
    try "<flow name=\"Torn\" version=\"1\"".write(to: flow, atomically: true, encoding: .utf8)
    let run = try GraphCLI.run(["graph", flow.path, "--force"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.standardOutputData.count, 0)
    XCTAssertTrue(run.standardError.contains("error:"), run.standardError)
  }

  func testWarningsArePrintedAndTheDiagramDrawn() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let flow = folder.appendingPathComponent("Lonely.flow")
    try """
    <flow name="Lonely" version="1" initial="start">
      <scene id="start"/>
      <scene id="island"/>
    </flow>
    """.write(to: flow, atomically: true, encoding: .utf8)
    let run = try GraphCLI.run(["graph", flow.path])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.standardError.contains("warning:"), run.standardError)
    XCTAssertTrue(run.standardOutput.contains("\"island\""))
  }

  func testDetailAndLegend() throws {
    let plain = try GraphCLI.run(["graph", friendList])
    let rich = try GraphCLI.run(["graph", friendList, "--detail", "--legend"])
    XCTAssertEqual(rich.status, 0, rich.standardError)
    XCTAssertFalse(plain.standardOutput.contains("phoneNumberLabel"))
    XCTAssertTrue(rich.standardOutput.contains("phoneNumberLabel"))
    XCTAssertFalse(plain.standardOutput.contains("Legend"))
    XCTAssertTrue(rich.standardOutput.contains("\"cluster:flowc:legend\""))
  }

  /// A user's templates folder replaces a single partial; the rest stay built in.
  func testTemplatesOverrideThePartials() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let graph = folder.appendingPathComponent("graph")
    try FileManager.default.createDirectory(at: graph, withIntermediateDirectories: true)
    try """
    {{#isShow}}
    color="hotpink", arrowhead=crow,
    {{/isShow}}
    class="{{name}}",
    """.write(
      to: graph.appendingPathComponent("edge-style.mustache"), atomically: true, encoding: .utf8)
    let run = try GraphCLI.run(["graph", friendList, "--templates", folder.path])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(
      run.standardOutput.contains("color=\"hotpink\", arrowhead=crow,"), run.standardOutput)
    XCTAssertTrue(run.standardOutput.contains("subgraph \"cluster:main\""))
  }

  func testHelpDescribesTheCommand() throws {
    let run = try GraphCLI.run(["help", "graph"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(
      run.standardOutput.hasPrefix("USAGE: flowc graph FLOW [-o OUT] [--format dot|svg|png|pdf]"))
    for option in ["--output", "--format", "--detail", "--legend", "--force", "--templates"] {
      XCTAssertTrue(run.standardOutput.contains(option), option)
    }
  }
}

extension GraphCommandTests {
  /// FLOW may be an Interface Builder storyboard: the importer turns it into the same
  /// model. (Skipped while the importer cannot read storyboards yet.)
  func testAStoryboardIsDrawnLikeAFlow() throws {
    let folder = try GraphCLI.temporaryFolder(for: self)
    let storyboard = folder.appendingPathComponent("Main.storyboard")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <viewController id="vc0-00-001" customClass="StartViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001"/>
                        <navigationItem key="navigationItem" title="Start" id="itm-00-001"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """.write(to: storyboard, atomically: true, encoding: .utf8)
    let run = try GraphCLI.run(["graph", storyboard.path])
    if run.standardError.contains("cannot be read yet") {
      throw XCTSkip("the storyboard importer is not available yet")
    }
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.standardOutput.contains("digraph"), run.standardOutput)
    XCTAssertTrue(run.standardOutput.contains("StartViewController"), run.standardOutput)
  }
}
