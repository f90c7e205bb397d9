import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc new` edits flows by splicing text into the original bytes: untouched bytes stay
/// as they were, the result checks clean, and refusals change nothing.
final class FlowEditTests: XCTestCase {
  var examples: [SourceFile] {
    let folder = PackagePaths.flowsDirectory.path
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".flow")
    }
    return names.sorted().compactMap { try? SourceFile.load(path: folder + "/" + $0).get() }
  }

  func edit(_ source: SourceFile, _ change: (inout FlowSpliceEditor, Flow) throws -> Void) throws
    -> [UInt8]
  {
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    var editor = try FlowSpliceEditor(source: source)
    try change(&editor, flow)
    return editor.edited()
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
        try FlowEdit.addScene(request, to: &editor, flow: flow)
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
      try FlowEdit.addScene(request, to: &editor, flow: flow)
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
        name: "countLabel", type: "UILabel", scene: "powers", editor: &editor, flow: flow)
      let updated = flow
      try FlowEdit.addSegue(
        from: "powers", to: "heroEditor", id: "showHero", kind: "show", trigger: .cell("PowerCell"),
        editor: &editor, flow: updated)
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
        name: "label", type: "UILabel", scene: "home", editor: &editor, flow: flow)
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
    var editor = try FlowSpliceEditor(source: source)
    var request = FlowEdit.SceneRequest(id: "detail")
    XCTAssertThrowsError(try FlowEdit.addScene(request, to: &editor, flow: flow)) {
      XCTAssertEqual("\($0)", "a node with id 'detail' exists already")
      // It points at the scene that has the id.
      XCTAssertEqual(($0 as? FlowEdit.Refusal)?.location?.line, 16)
    }
    request.id = "other"
    request.from = "mastr"
    XCTAssertThrowsError(try FlowEdit.addScene(request, to: &editor, flow: flow)) {
      XCTAssertEqual("\($0)", "there is no scene 'mastr'; did you mean 'master'?")
    }
    XCTAssertThrowsError(
      try FlowEdit.addSegue(
        from: "master", to: "detail", id: "showDetail", kind: "show", trigger: .manual,
        editor: &editor, flow: flow))
    // Nothing was added by the refused requests.
    XCTAssertTrue(editor.splice().isEmpty)
    XCTAssertEqual(editor.edited(), source.bytes)
  }

  /// A compact element (children on its start tag's line) gets the new child before its
  /// end tag, which moves to a line of its own: only that element's line changes.
  func testACompactSceneChangesOnlyItsOwnLine() throws {
    let text =
      "<flow name='A' version='1' initial='main'>\n  <scene id='main'><outlet name='a' type='UILabel'/></scene>\n</flow>\n"
    let source = SourceFile(path: "b.flow", text: text)
    let edited = try edit(source) { editor, flow in
      try FlowEdit.addOutlet(
        name: "label", type: "UILabel", scene: "main", editor: &editor, flow: flow)
    }
    XCTAssertEqual(
      String(decoding: edited, as: UTF8.self),
      "<flow name='A' version='1' initial='main'>\n  <scene id='main'><outlet name='a' type='UILabel'/>\n    <outlet name='label' type='UILabel'/>\n  </scene>\n</flow>\n"
    )
  }

  func testDiffShowsTheInsertion() {
    var splice = TextSplice()
    splice.insert("x\n", at: 4)
    XCTAssertEqual(
      UnifiedDiff.make(original: Array("a\nb\nc\n".utf8), splice: splice, path: "f.flow"),
      "--- f.flow\n+++ f.flow\n@@ -1,3 +1,4 @@\n a\n b\n+x\n c\n")
    XCTAssertEqual(
      UnifiedDiff.make(original: Array("a\n".utf8), splice: TextSplice(), path: "f"), "")
  }

  func testDiffOfANewFileAndOfALastLineWithoutNewline() {
    var splice = TextSplice()
    splice.insert("a\r\nb\r\n", at: 0)
    XCTAssertEqual(
      UnifiedDiff.make(original: [], splice: splice, path: "f"),
      "--- f\n+++ f\n@@ -0,0 +1,2 @@\n+a\r\n+b\r\n")
    var opening = TextSplice()
    opening.replace(2..<4, with: ">\n  <b/>\n</a>")
    XCTAssertEqual(
      UnifiedDiff.make(original: Array("<a/>".utf8), splice: opening, path: "f"),
      "--- f\n+++ f\n@@ -1,1 +1,3 @@\n-<a/>\n\\ No newline at end of file\n+<a>\n+  <b/>\n+</a>\n\\ No newline at end of file\n"
    )
  }

  func testHunksFarApartAreSeparate() {
    let original = Array((1...20).map { "\($0)\n" }.joined().utf8)
    var splice = TextSplice()
    splice.insert("x\n", at: 0)
    splice.insert("y\n", at: original.count)
    let diff = UnifiedDiff.make(original: original, splice: splice, path: "f")
    XCTAssertEqual(
      diff,
      "--- f\n+++ f\n@@ -1,3 +1,4 @@\n+x\n 1\n 2\n 3\n@@ -18,3 +19,4 @@\n 18\n 19\n 20\n+y\n")
  }

  func testSpliceMapsEditedOffsetsBackToTheOriginal() {
    var splice = TextSplice()
    splice.insert("abc", at: 2)
    splice.replace(5..<7, with: "Z")
    XCTAssertEqual(splice.applied(to: Array("0123456789".utf8)), Array("01abc234Z789".utf8))
    XCTAssertEqual(splice.originalOffset(ofEditedOffset: 1).offset, 1)
    XCTAssertEqual(splice.originalOffset(ofEditedOffset: 3).offset, 2)
    XCTAssertTrue(splice.originalOffset(ofEditedOffset: 3).isNew)
    XCTAssertEqual(splice.originalOffset(ofEditedOffset: 6).offset, 3)
    XCTAssertFalse(splice.originalOffset(ofEditedOffset: 6).isNew)
    XCTAssertEqual(splice.originalOffset(ofEditedOffset: 9).offset, 7)
  }

  func testStyleIsReadFromTheFile() throws {
    let text =
      "\u{FEFF}<flow name='A'\r\n      version='1' initial='m'>\r\n\t<navigation id='m' root='s' />\r\n\t<scene id='s'>\r\n\t\t<outlet name='a' type='UILabel' />\r\n\t</scene>\r\n</flow>"
    let source = SourceFile(path: "s.flow", text: text)
    let editor = try FlowSpliceEditor(source: source)
    XCTAssertEqual(
      editor.style,
      FlowTextStyle(
        newline: "\r\n", indentUnit: "\t", quote: "'", spaceBeforeSelfClosing: true,
        blankLineBetweenNodes: false))
    let plain = try FlowSpliceEditor(
      source: SourceFile(path: "p.flow", text: "<flow>\n<a>\n    <b/>\n</a>\n\n<c/>\n</flow>\n"))
    XCTAssertEqual(plain.style, FlowTextStyle(indentUnit: "    "))
  }

  func testDiagnosticsOfTheEditAreAtLinesOfTheFileOnDisk() throws {
    // CRLF, a BOM and a comment before the edit: the line a rule cites must be the line
    // the user has open.
    let text =
      "\u{FEFF}<flow name=\"A\" version=\"1\" initial=\"m\">\r\n  <!-- one\r\n  two -->\r\n  <navigation id=\"m\" root=\"s\"/>\r\n  <scene id=\"s\"/>\r\n  <scene id=\"t\" title=\"x\" bogus=\"1\"/>\r\n</flow>\r\n"
    let source = SourceFile(path: "d.flow", text: text)
    var editor = try FlowSpliceEditor(source: source)
    let flow = try XCTUnwrap(FlowFrontEnd.load(source).flow)
    try FlowEdit.addSegue(
      from: "s", to: "t", id: "go", kind: "sideways", trigger: .manual, editor: &editor, flow: flow)
    let checked = CheckedEdit(original: source, splice: editor.splice(), werror: false)
    XCTAssertFalse(checked.isAccepted)
    let kind = try XCTUnwrap(checked.diagnostics.first { $0.message.contains("sideways") })
    XCTAssertEqual([kind.location.line, kind.location.column], [5, 16])
    XCTAssertTrue(kind.message.hasSuffix("(in the text flowc new would add here)"))
    let bogus = try XCTUnwrap(checked.diagnostics.first { $0.message.contains("bogus") })
    XCTAssertEqual([bogus.location.line, bogus.location.column], [6, 27])
    XCTAssertFalse(bogus.message.contains("flowc new"))
  }

  /// `TextSplice.clashes` reads only the changes next to a range; it answers as reading
  /// them all did (the rule `flowc adopt` refuses overlapping edits by), on random edits
  /// made in random order, and the changes stay in order of their offsets.
  func testClashesAreWhatReadingEveryChangeSays() {
    func clashesWithAny(_ changes: [TextSplice.Change], _ range: Range<Int>) -> Bool {
      changes.contains { change in
        range.isEmpty
          ? change.range.contains(range.lowerBound)
          : change.range.overlaps(range)
            || (change.range.isEmpty && range.contains(change.range.lowerBound)
              && change.range.lowerBound != range.lowerBound)
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      var splice = TextSplice()
      for _ in 0..<40 {
        let start = Int.random(in: 0..<60, using: &generator)
        let range = start..<(start + [0, 0, 1, 2, 5].randomElement(using: &generator)!)
        let expected = clashesWithAny(splice.changes, range)
        XCTAssertEqual(
          splice.clashes(range), expected, "\(range) in \(splice.changes.map(\.range))")
        if !expected { splice.replace(range, with: "x") }
      }
      let starts = splice.changes.map(\.range.lowerBound)
      XCTAssertEqual(starts, starts.sorted())
    }
  }
}
