import XCTest

@testable import FlowLanguageServer

/// Completion, hover and the outline.
final class EditingTests: XCTestCase {
  let uri = SampleFlow.uri

  /// The labels completion offers at the place of `marker` (which is removed from the
  /// text first), in a flow that may not parse.
  func labels(_ textWithMarker: String, _ marker: String = "|") throws -> [String] {
    var client = try ScriptedClient.initialized()
    let (line, column) = place(of: marker, in: textWithMarker)
    let text = textWithMarker.replacingOccurrences(of: marker, with: "")
    _ = client.open(uri, text)
    let items = try XCTUnwrap(
      try client.request("textDocument/completion", ScriptedClient.at(uri, line, column)).array)
    return items.compactMap { $0["label"]?.string }
  }

  func testCompletionOfElementNamesByParent() throws {
    let insideScene = SampleFlow.text.replacingOccurrences(
      of: "<outlet name=\"nameLabel\"", with: "<|\n    <outlet name=\"nameLabel\"")
    let names = try labels(insideScene)
    XCTAssertTrue(
      names.contains("segue") && names.contains("unwindAction") && names.contains("barButton"))
    XCTAssertFalse(names.contains("scene"), "a scene is not a scene's child")
    let atTop = try labels("<flow name=\"A\" version=\"1\" initial=\"a\">\n  <sc|\n</flow>\n")
    XCTAssertEqual(Set(atTop), ["scene", "navigation", "tabBar", "split", "reference"])
  }

  func testCompletionOfAttributeNamesLeavesOutThoseWritten() throws {
    let names = try labels(
      SampleFlow.text.replacingOccurrences(
        of: "to=\"detail\"/>", with: "to=\"detail\" |/>"))
    XCTAssertTrue(
      names.contains("class") && names.contains("delegate") && names.contains("identifier"))
    XCTAssertFalse(names.contains("id") || names.contains("kind") || names.contains("to"))
  }

  func testCompletionOfFlowAttributesOffersImports() throws {
    let names = try labels("<flow name=\"A\" version=\"1\" initial=\"a\" |>\n</flow>\n")
    XCTAssertTrue(names.contains("imports") && names.contains("module"), "\(names)")
  }

  func testCompletionOfKindValues() throws {
    let names = try labels(
      SampleFlow.text.replacingOccurrences(of: "kind=\"show\"", with: "kind=\"sh|"))
    XCTAssertEqual(names, ["show", "showDetail", "present", "popover", "embed", "custom"])
  }

  func testCompletionOfIDsWhereAnIDIsExpected() throws {
    let nodes = try labels(
      SampleFlow.text.replacingOccurrences(of: "to=\"detail\"", with: "to=\"|\""))
    XCTAssertEqual(
      nodes,
      ["tabs", "main", "columns", "sidebar", "about", "master", "detail", "editNavigation", "edit"])
    let actions = try labels(
      SampleFlow.text.replacingOccurrences(of: "action=\"save\"", with: "action=\"|\""))
    XCTAssertEqual(actions, ["save", "cancel"])
    let buttonActions = try labels(
      SampleFlow.text.replacingOccurrences(
        of: "action=\"insertNewObject\"", with: "action=\"ins|\""))
    XCTAssertEqual(buttonActions, ["insertNewObject"])
    let initial = try labels(
      SampleFlow.text.replacingOccurrences(of: "initial=\"tabs\"", with: "initial=\"t|abs\""))
    XCTAssertTrue(initial.contains("tabs"))
  }

  func testCompletionReplacesWhatIsTypedOfTheWord() throws {
    var client = try ScriptedClient.initialized()
    let text =
      "<flow name=\"A\" version=\"1\" initial=\"a\">\n  <scene id=\"a\">\n    <seg\n  </scene>\n</flow>\n"
    _ = client.open(uri, text)
    let items = try XCTUnwrap(
      try client.request("textDocument/completion", ScriptedClient.at(uri, 2, 8)).array)
    let segue = try XCTUnwrap(items.first { $0["label"] == "segue" })
    XCTAssertTrue(segue["textEdit"]!["range"]!.start == (2, 5))
    XCTAssertTrue(segue["textEdit"]!["range"]!.end == (2, 8))
  }

  func testHoverOnASceneShowsItsClassesFilesAndHooks() throws {
    var client = try ScriptedClient.initialized()
    _ = client.open(uri, SampleFlow.text)
    let (line, column) = place(of: "<scene id=\"master\"", in: SampleFlow.text, offset: 2)
    let hover = try client.request("textDocument/hover", ScriptedClient.at(uri, line, column))
    let markdown = try XCTUnwrap(hover["contents"]?["value"]?.string)
    XCTAssertEqual(hover["contents"]?["kind"], "markdown")
    for expected in [
      "MasterViewController", "MasterViewControllerBase: UITableViewController",
      "MasterViewController.swift", "MasterViewControllerBase.swift", "prepareShowDetail",
      "insertNewObject",
    ] {
      XCTAssertTrue(markdown.contains(expected), "\(expected) in \(markdown)")
    }
    // From a reference to the scene as well; unwind hooks on the scene unwinds return to.
    let (toLine, toColumn) = place(of: "to=\"detail\"", in: SampleFlow.text, offset: 5)
    let detail = try client.request("textDocument/hover", ScriptedClient.at(uri, toLine, toColumn))
    let detailText = try XCTUnwrap(detail["contents"]?["value"]?.string)
    XCTAssertTrue(detailText.contains("DetailViewController"), detailText)
    XCTAssertTrue(detailText.contains("didUnwind"), detailText)
  }

  func testHoverOnAFlowWithErrorsStillNamesTheClass() throws {
    var client = try ScriptedClient.initialized()
    let broken = SampleFlow.text.replacingOccurrences(of: "to=\"detail\"", with: "to=\"nowhere\"")
    _ = client.open(uri, broken)
    let (line, column) = place(of: "<scene id=\"master\"", in: broken, offset: 2)
    let hover = try client.request("textDocument/hover", ScriptedClient.at(uri, line, column))
    let markdown = try XCTUnwrap(hover["contents"]?["value"]?.string)
    XCTAssertTrue(markdown.contains("MasterViewController"))
    XCTAssertTrue(markdown.contains("once the flow checks without errors"))
  }

  func testDocumentSymbolsOutlineScenesAndContainersWithTheirTransitions() throws {
    var client = try ScriptedClient.initialized()
    _ = client.open(uri, SampleFlow.text)
    let symbols = try XCTUnwrap(
      try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        .array)
    XCTAssertEqual(
      symbols.compactMap { $0["name"]?.string },
      ["tabs", "main", "columns", "sidebar", "about", "master", "detail", "editNavigation", "edit"])
    let master = try XCTUnwrap(symbols.first { $0["name"] == "master" })
    XCTAssertEqual(master["kind"], 5)
    XCTAssertEqual(master["detail"], "MasterViewController")
    XCTAssertEqual(master["children"]?.array?.compactMap { $0["name"]?.string }, ["showDetail"])
    XCTAssertEqual(master["children"]?.array?.first?["detail"], "show → detail")
    // The range spans the element, start tag to end tag.
    XCTAssertTrue(master["range"]!.start == place(of: "<scene id=\"master\"", in: SampleFlow.text))
    let edit = try XCTUnwrap(symbols.first { $0["name"] == "edit" })
    XCTAssertEqual(edit["children"]?.array?.count, 2)
    XCTAssertEqual(symbols.first { $0["name"] == "tabs" }?["kind"], 3)
  }
}
