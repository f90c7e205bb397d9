import FlowKit
import XCTest

@testable import FlowLanguageServer

/// Go to definition, find references and rename, on every kind of reference the format
/// has.
final class NavigationTests: XCTestCase {
  let uri = SampleFlow.uri
  let text = SampleFlow.text

  func opened() throws -> ScriptedClient {
    var client = try ScriptedClient.initialized()
    XCTAssertEqual(client.open(uri, text), [])
    return client
  }

  /// The one location a definition request at `reference` answers.
  func definition(
    _ client: inout ScriptedClient, from reference: String, occurrence: Int = 1, offset: Int = 1
  ) throws -> JSONValue {
    let (line, column) = place(of: reference, in: text, offset: offset, occurrence: occurrence)
    let result = try client.request("textDocument/definition", ScriptedClient.at(uri, line, column))
    let locations = try XCTUnwrap(result.array, "\(reference): \(result)")
    XCTAssertEqual(locations.count, 1, "\(reference): \(result)")
    XCTAssertEqual(locations.first?["uri"]?.string, uri)
    return locations.first?["range"] ?? .null
  }

  func testDefinitionFromEveryKindOfReference() throws {
    var client = try opened()
    // reference as written → the declaration it names.
    let cases: [(String, Int, String)] = [
      ("initial=\"tabs\"", 1, "id=\"tabs\""),
      ("root=\"master\"", 1, "id=\"master\""),
      ("<tab to=\"main\"", 1, "id=\"main\""),
      ("to=\"columns\"", 1, "id=\"columns\""),
      ("primary=\"sidebar\"", 1, "id=\"sidebar\""),
      ("secondary=\"about\"", 1, "id=\"about\""),
      ("to=\"detail\"", 1, "id=\"detail\""),
      ("to=\"editNavigation\"", 1, "id=\"editNavigation\""),
      ("root=\"edit\"", 1, "id=\"edit\""),
      ("action=\"cancel\"", 1, "name=\"cancel\""),
      ("action=\"insertNewObject\"", 1, "name=\"insertNewObject\""),
    ]
    for (reference, occurrence, declaration) in cases {
      let valueOffset = reference.utf16.count - 2  // inside the value, before its last letter
      let range = try definition(
        &client, from: reference, occurrence: occurrence, offset: valueOffset)
      let (line, column) = place(of: declaration, in: text)
      let valueStart = declaration.firstIndex(of: "\"")!
      let valueColumn = column + declaration[...valueStart].utf16.count
      XCTAssertTrue(range.start == (line, valueColumn), "\(reference) → \(range)")
    }
  }

  func testAnUnwindActionDeclaredOnSeveralScenesHasEveryDeclaration() throws {
    var client = try ScriptedClient.initialized()
    let twice = text.replacingOccurrences(
      of: "<action name=\"insertNewObject\"/>",
      with: "<action name=\"insertNewObject\"/>\n    <unwindAction name=\"cancel\"/>")
    _ = client.open(uri, twice)
    let (line, column) = place(of: "action=\"cancel\"", in: twice, offset: 9)
    let result = try client.request("textDocument/definition", ScriptedClient.at(uri, line, column))
    XCTAssertEqual(result.array?.count, 2)
  }

  func testPlacesThatNameNothingHaveNoDefinition() throws {
    var client = try opened()
    let (line, column) = place(of: "title=\"Master\"", in: text, offset: 8)
    XCTAssertEqual(
      try client.request("textDocument/definition", ScriptedClient.at(uri, line, column)), .null)
    XCTAssertEqual(
      try client.request("textDocument/definition", ScriptedClient.at(uri, 500, 0)), .null)
  }

  func testReferencesOfASceneFromItsDeclarationOrAnyReference() throws {
    var client = try opened()
    for needle in ["id=\"detail\"", "to=\"detail\""] {
      let (line, column) = place(of: needle, in: text, offset: needle.utf16.count - 2)
      var params = ScriptedClient.at(uri, line, column)
      guard case .object(var object) = params else { return }
      object["context"] = ["includeDeclaration": true]
      params = .object(object)
      let all = try XCTUnwrap(try client.request("textDocument/references", params).array)
      XCTAssertEqual(all.count, 2, needle)
      object["context"] = ["includeDeclaration": false]
      let uses = try XCTUnwrap(
        try client.request("textDocument/references", .object(object)).array)
      XCTAssertEqual(uses.count, 1, needle)
      XCTAssertTrue(uses[0]["range"]!.start == place(of: "detail\"/>", in: text))
    }
  }

  func testRenameASceneEverywhereGivesAFlowThatChecksTheSame() throws {
    var client = try opened()
    let (line, column) = place(of: "id=\"edit\"", in: text, offset: 5)
    let prepared = try client.request(
      "textDocument/prepareRename", ScriptedClient.at(uri, line, column))
    XCTAssertEqual(prepared["placeholder"], "edit")
    guard case .object(var params) = ScriptedClient.at(uri, line, column) else { return }
    params["newName"] = "editor"
    let edit = try client.request("textDocument/rename", .object(params))
    let edits = try XCTUnwrap(edit["changes"]?[uri]?.array)
    XCTAssertEqual(edits.count, 2, "the declaration and the navigation's root")
    let renamed = SampleFlow.applying(edits, to: text)
    XCTAssertTrue(renamed.contains("<scene id=\"editor\" class=\"EditViewController\""))
    XCTAssertTrue(renamed.contains("root=\"editor\""))
    // Nothing else moved: the only difference is the two new "or"s.
    XCTAssertEqual(renamed.utf8.count, text.utf8.count + 4)
    let checked = FlowFrontEnd.load(SourceFile(path: "FriendList.flow", text: renamed))
    XCTAssertEqual(checked.diagnostics, [])
  }

  func testRenameAnUnwindActionRenamesItsDeclarationsAndUnwinds() throws {
    var client = try opened()
    let (line, column) = place(of: "action=\"save\"", in: text, offset: 9)
    guard case .object(var params) = ScriptedClient.at(uri, line, column) else { return }
    params["newName"] = "commit"
    let edits = try XCTUnwrap(
      try client.request("textDocument/rename", .object(params))["changes"]?[uri]?.array)
    XCTAssertEqual(edits.count, 3, "the declaration, the unwind, and the selector kept")
    let renamed = SampleFlow.applying(edits, to: text)
    XCTAssertTrue(renamed.contains("<unwindAction name=\"commit\" selector=\"save:\"/>"))
    XCTAssertTrue(renamed.contains("<unwind id=\"saveInput\" action=\"commit\"/>"))
    XCTAssertEqual(FlowFrontEnd.load(SourceFile(path: "F.flow", text: renamed)).diagnostics, [])
  }

  func testRenameASegueIDRenamesOnlyThatSegue() throws {
    var client = try opened()
    let (line, column) = place(of: "id=\"showDetail\"", in: text, offset: 6)
    guard case .object(var params) = ScriptedClient.at(uri, line, column) else { return }
    params["newName"] = "openDetail"
    let edits = try XCTUnwrap(
      try client.request("textDocument/rename", .object(params))["changes"]?[uri]?.array)
    XCTAssertEqual(edits.count, 2, "the id, and the identifier the storyboard sends kept")
    XCTAssertTrue(
      SampleFlow.applying(edits, to: text).contains(
        "<segue id=\"openDetail\" identifier=\"showDetail\" kind=\"show\""))
  }

  /// A rename changes the Swift-facing name only: every string the running app binds by
  /// that was derived from the old name is written out as it was, so the storyboard and
  /// the human files keep working unchanged (and a flow that says the string already is
  /// left as it is).
  func testRenameKeepsTheStringsTheAppBindsBy() throws {
    func renamed(_ text: String, at marker: String, offset: Int, to newName: String) throws
      -> String
    {
      var client = try ScriptedClient.initialized()
      _ = client.open(uri, text)
      let (line, column) = place(of: marker, in: text, offset: offset)
      guard case .object(var params) = ScriptedClient.at(uri, line, column) else {
        throw XCTSkip("no position")
      }
      params["newName"] = .string(newName)
      let edits = try XCTUnwrap(
        try client.request("textDocument/rename", .object(params))["changes"]?[uri]?.array)
      return SampleFlow.applying(edits, to: text)
    }
    // A scene without a class: its class, named by the human file, stays.
    let scene = try renamed(text, at: "id=\"sidebar\"", offset: 5, to: "menu")
    XCTAssertTrue(
      scene.contains("<scene id=\"menu\" class=\"SidebarViewController\" title=\"Sidebar\"/>"))
    XCTAssertTrue(scene.contains("primary=\"menu\""))
    let before = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: "F.flow", text: text)).flow)
    let after = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: "F.flow", text: scene)).flow)
    XCTAssertEqual(before.scenes.map(\.className), after.scenes.map(\.className))
    // An action's selector, in single quotes as the file writes them.
    let quoted = text.replacingOccurrences(
      of: "<action name=\"insertNewObject\"/>", with: "<action name='insertNewObject'/>")
    let action = try renamed(quoted, at: "name='insertNewObject'", offset: 6, to: "addFriend")
    XCTAssertTrue(
      action.contains("<action name='addFriend' selector='insertNewObject:'/>"), action)
    XCTAssertTrue(action.contains("action=\"addFriend\""))
    // An identifier the flow states is kept as it is, not written twice.
    let stated = text.replacingOccurrences(
      of: "<segue id=\"showDetail\"", with: "<segue id=\"showDetail\" identifier=\"Show\"")
    let segue = try renamed(stated, at: "id=\"showDetail\"", offset: 6, to: "openDetail")
    XCTAssertTrue(segue.contains("<segue id=\"openDetail\" identifier=\"Show\" kind=\"show\""))
    // Without a storyboard nothing is sent by string: only the class is kept.
    let code = text.replacingOccurrences(
      of: "<flow name=\"FriendList\"", with: "<flow runtime=\"code\" name=\"FriendList\"")
    let codeSegue = try renamed(code, at: "id=\"showDetail\"", offset: 6, to: "openDetail")
    XCTAssertTrue(codeSegue.contains("<segue id=\"openDetail\" kind=\"show\""))
    let codeUnwind = try renamed(code, at: "action=\"save\"", offset: 9, to: "commit")
    XCTAssertTrue(codeUnwind.contains("<unwindAction name=\"commit\"/>"))
  }

  func testRenameIsRefusedWhenTheNameIsTakenOrNotAnIdentifier() throws {
    var client = try opened()
    let (line, column) = place(of: "id=\"edit\"", in: text, offset: 5)
    let (unwindLine, unwindColumn) = place(of: "action=\"save\"", in: text, offset: 9)
    let (segueLine, segueColumn) = place(of: "id=\"cancelInput\"", in: text, offset: 5)
    let refusals: [((Int, Int), String, String)] = [
      ((line, column), "detail", "<scene> is already named so"),
      ((line, column), "editNavigation", "<navigation> is already named so"),
      ((line, column), "class", "Swift keyword"),
      ((line, column), "2fast", "not an identifier"),
      ((line, column), "", "not an identifier"),
      ((unwindLine, unwindColumn), "cancel", "<unwindAction> is already named so"),
      ((segueLine, segueColumn), "saveInput", "of the same scene"),
    ]
    for (position, newName, reason) in refusals {
      guard case .object(var params) = ScriptedClient.at(uri, position.0, position.1) else {
        return
      }
      params["newName"] = .string(newName)
      let error = try XCTUnwrap(client.error("textDocument/rename", .object(params)), newName)
      XCTAssertEqual(error.code, -32803, newName)
      XCTAssertTrue(error.message.contains(reason), "\(newName): \(error.message)")
    }
    // A segue id of another scene is free: the scope is the scene.
    let (showLine, showColumn) = place(of: "id=\"showDetail\"", in: text, offset: 6)
    guard case .object(var params) = ScriptedClient.at(uri, showLine, showColumn) else { return }
    params["newName"] = "saveInput"
    XCTAssertNotNil(try client.request("textDocument/rename", .object(params))["changes"])
  }

  func testRenameAnActionRenamesItsButtonsToo() throws {
    var client = try opened()
    let (line, column) = place(of: "action=\"insertNewObject\"", in: text, offset: 10)
    guard case .object(var params) = ScriptedClient.at(uri, line, column) else { return }
    params["newName"] = "addFriend"
    let edits = try XCTUnwrap(
      try client.request("textDocument/rename", .object(params))["changes"]?[uri]?.array)
    XCTAssertEqual(edits.count, 3, "the action, its button, and the selector kept")
    let renamed = SampleFlow.applying(edits, to: text)
    XCTAssertTrue(renamed.contains("<action name=\"addFriend\" selector=\"insertNewObject:\"/>"))
    XCTAssertTrue(renamed.contains("side=\"right\" action=\"addFriend\"/>"))
    XCTAssertEqual(FlowFrontEnd.load(SourceFile(path: "F.flow", text: renamed)).diagnostics, [])
  }
}
