import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc new` edits flows through libxml2's tree: untouched bytes stay as they were, the
/// result checks clean, and refusals change nothing.
final class FlowEditTests: XCTestCase {
  var examples: [SourceFile] {
    let folder = PackagePaths.flowsDirectory.path
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".flow")
    }
    return names.sorted().compactMap { try? SourceFile.load(path: folder + "/" + $0).get() }
  }

  func edit(_ source: SourceFile, _ change: (FlowFileEditor, Flow) throws -> Void) throws -> [UInt8]
  {
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    let editor = try FlowFileEditor(source: source)
    try change(editor, flow)
    return try editor.edited()
  }

  /// The original's lines are all in the result, in order, and the result checks clean.
  func assertPreservedAndClean(
    _ original: SourceFile, _ edited: [UInt8], added: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let before = String(decoding: original.bytes, as: UTF8.self).components(separatedBy: "\n")
    let after = String(decoding: edited, as: UTF8.self).components(separatedBy: "\n")
    XCTAssertEqual(after.count - before.count, added, "lines added", file: file, line: line)
    var position = 0
    for text in before {
      while position < after.count && after[position] != text { position += 1 }
      XCTAssertLessThan(position, after.count, "line lost: \(text)", file: file, line: line)
      position += 1
    }
    let result = FlowFrontEnd.load(SourceFile(path: original.path, bytes: edited))
    XCTAssertEqual(result.diagnostics, [], file: file, line: line)
  }

  func testAddingASceneWithASegueToEachExample() throws {
    XCTAssertGreaterThanOrEqual(examples.count, 4)
    for source in examples {
      let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
      let from = try XCTUnwrap(flow.scenes.first { graphOnStack($0.id, flow) })
      let edited = try edit(source) { editor, flow in
        var request = FlowEdit.SceneRequest(id: "settings")
        request.title = "Settings & \"more\""
        request.from = from.id
        request.outlets = [("versionLabel", "UILabel")]
        try FlowEdit.addScene(request, to: editor, flow: flow)
      }
      assertPreservedAndClean(source, edited, added: 5)
      let text = String(decoding: edited, as: UTF8.self)
      XCTAssertTrue(
        text.contains(
          "  <scene id=\"settings\" title=\"Settings &amp; &quot;more&quot;\">\n    <outlet name=\"versionLabel\" type=\"UILabel\"/>\n  </scene>\n</flow>"
        ), text)
      XCTAssertTrue(text.contains("<segue id=\"showSettings\" kind=\"show\" to=\"settings\"/>"))
    }
  }

  func graphOnStack(_ id: String, _ flow: Flow) -> Bool {
    let graph = FlowGraph(flow: flow)
    return graph.index(of: id).map { graph.onNavigationStack.contains($0) } ?? false
  }

  func testEmbeddedPresentationWithAnUnwindBack() throws {
    let source = try XCTUnwrap(examples.first { $0.path.hasSuffix("BookCatalog.flow") })
    let edited = try edit(source) { editor, flow in
      var request = FlowEdit.SceneRequest(id: "review")
      request.base = "UITableViewController"
      request.from = "book"
      request.embedInNavigation = true
      request.unwindTo = "doneReviewing"
      request.trigger = .barButton("compose")
      try FlowEdit.addScene(request, to: editor, flow: flow)
    }
    let text = String(decoding: edited, as: UTF8.self)
    XCTAssertTrue(text.contains("<navigation id=\"reviewNavigation\" root=\"review\"/>"))
    XCTAssertTrue(
      text.contains(
        "<barButton system=\"compose\">\n      <segue id=\"showReview\" kind=\"present\" to=\"reviewNavigation\"/>\n    </barButton>"
      ), text)
    XCTAssertTrue(text.contains("<unwindAction name=\"doneReviewing\"/>"))
    XCTAssertTrue(text.contains("<unwind id=\"unwindToDoneReviewing\" action=\"doneReviewing\"/>"))
    let result = FlowFrontEnd.load(SourceFile(path: source.path, bytes: edited))
    XCTAssertEqual(result.diagnostics, [])
  }

  func testSegueIntoAnExistingEmptyCellAndAnOutletIntoASelfClosingScene() throws {
    let source = try XCTUnwrap(examples.first { $0.path.hasSuffix("HeroEditor.flow") })
    let edited = try edit(source) { editor, flow in
      try FlowEdit.addOutlet(
        name: "countLabel", type: "UILabel", scene: "powers", editor: editor, flow: flow)
      let updated = flow
      try FlowEdit.addSegue(
        from: "powers", to: "heroEditor", id: "showHero", kind: "show", trigger: .cell("PowerCell"),
        editor: editor,
        flow: updated)
    }
    let text = String(decoding: edited, as: UTF8.self)
    XCTAssertTrue(
      text.contains(
        "<cell reuseID=\"PowerCell\">\n      <segue id=\"showHero\" kind=\"show\" to=\"heroEditor\"/>\n    </cell>"
      ), text)
    XCTAssertTrue(
      text.contains("    <outlet name=\"countLabel\" type=\"UILabel\"/>\n    <cell"), text)
  }

  func testSelfClosingSceneGetsChildren() throws {
    let text = """
      <flow name="A" version="1" initial="main">
        <navigation id="main" root="home"/>
        <scene id="home" />
      </flow>

      """
    let source = SourceFile(path: "a.flow", text: text)
    let edited = try edit(source) { editor, flow in
      try FlowEdit.addOutlet(
        name: "label", type: "UILabel", scene: "home", editor: editor, flow: flow)
    }
    XCTAssertEqual(
      String(decoding: edited, as: UTF8.self),
      """
      <flow name="A" version="1" initial="main">
        <navigation id="main" root="home"/>
        <scene id="home">
          <outlet name="label" type="UILabel"/>
        </scene>
      </flow>

      """)
  }

  func testRefusalsSaySomethingUseful() throws {
    let source = try XCTUnwrap(examples.first { $0.path.hasSuffix("FriendList.flow") })
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    let editor = try FlowFileEditor(source: source)
    var request = FlowEdit.SceneRequest(id: "detail")
    XCTAssertThrowsError(try FlowEdit.addScene(request, to: editor, flow: flow)) {
      XCTAssertEqual("\($0)", "a node with id 'detail' exists already")
    }
    request.id = "other"
    request.from = "mastr"
    XCTAssertThrowsError(try FlowEdit.addScene(request, to: editor, flow: flow)) {
      XCTAssertEqual("\($0)", "there is no scene 'mastr'; did you mean 'master'?")
    }
    XCTAssertThrowsError(
      try FlowEdit.addSegue(
        from: "master", to: "detail", id: "showDetail", kind: "show", trigger: .manual,
        editor: editor, flow: flow))
    // Nothing was added by the refused requests.
    XCTAssertEqual(try editor.edited(), source.bytes)
  }

  func testAReformattingEditIsRefused() throws {
    let source = SourceFile(
      path: "b.flow",
      text: "<flow name='A' version='1' initial='main'>\n  <scene id='main'/>\n</flow>\n")
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    let editor = try FlowFileEditor(source: source)
    try FlowEdit.addOutlet(
      name: "label", type: "UILabel", scene: "main", editor: editor, flow: flow)
    XCTAssertThrowsError(try editor.edited()) {
      XCTAssertTrue("\($0)".contains("line 1"), "\($0)")
    }
  }

  func testDiffShowsTheInsertion() {
    let diff = UnifiedDiff.make(
      old: Array("a\nb\nc\n".utf8), new: Array("a\nb\nx\nc\n".utf8), path: "f.flow")
    XCTAssertEqual(diff, "--- f.flow\n+++ f.flow\n@@ -1,3 +1,4 @@\n a\n b\n+x\n c\n")
    XCTAssertEqual(UnifiedDiff.make(old: Array("a\n".utf8), new: Array("a\n".utf8), path: "f"), "")
  }
}
