import Foundation
import XCTest

/// `flowc build` keeps each strings table's String Catalog in step with its flows, and
/// never loses a translation.
final class LocalizationBuildTests: XCTestCase {
  func layout(_ config: String? = nil) throws -> (root: URL, build: [String]) {
    let root = try BuildCLI.temporaryFolder(self)
    try BuildCLI.write(BuildCommandTests.flow(), to: root.appendingPathComponent("Mini.flow"))
    if let config {
      try BuildCLI.write(config, to: root.appendingPathComponent("flowc.json"))
      return (root, ["build"])
    }
    return (
      root,
      [
        "build", root.appendingPathComponent("Mini.flow").path, "--output",
        root.appendingPathComponent("Generated").path, "--skeletons",
        root.appendingPathComponent("Skeletons").path,
      ]
    )
  }

  func catalog(_ url: URL) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
    return try XCTUnwrap(object as? [String: Any])
  }

  func entry(_ catalog: [String: Any], _ key: String) -> [String: Any]? {
    (catalog["strings"] as? [String: Any])?[key] as? [String: Any]
  }

  func value(_ entry: [String: Any]?, _ language: String) -> String? {
    (((entry?["localizations"] as? [String: Any])?[language] as? [String: Any])?["stringUnit"]
      as? [String: Any])?["value"] as? String
  }

  /// A translator adds Spanish; a rebuild keeps it, a removed scene marks its key stale.
  func testATranslationSurvivesRebuildsAndARemovedKeyIsMarkedStale() throws {
    let (root, build) = try layout()
    XCTAssertEqual(try BuildCLI.run(build).status, 0)
    let url = root.appendingPathComponent("Generated/Mini.xcstrings")
    var text = try BuildCLI.read(url)
    XCTAssertEqual(value(entry(try catalog(url), "Mini.item.title"), "en"), "Item")
    // As Xcode would write a Spanish translation in, after the English one.
    let english = [
      "        \"en\" : {", "          \"stringUnit\" : {",
      "            \"state\" : \"translated\",", "            \"value\" : \"Item\"",
      "          }", "        }",
    ].joined(separator: "\n")
    let spanish = [
      ",", "        \"es\" : {", "          \"stringUnit\" : {",
      "            \"state\" : \"translated\",", "            \"value\" : \"Artículo\"",
      "          }", "        }",
    ].joined(separator: "\n")
    XCTAssertTrue(text.contains(english), text)
    text = text.replacingOccurrences(of: english, with: english + spanish)
    try BuildCLI.write(text, to: url)
    let unchanged = try BuildCLI.run(build)
    XCTAssertEqual(unchanged.status, 0, unchanged.stderr)
    XCTAssertEqual(try BuildCLI.read(url), text, "a translated catalog is already current")

    try BuildCLI.write(
      BuildCommandTests.flow(secondScene: false), to: root.appendingPathComponent("Mini.flow"))
    let removed = try BuildCLI.run(build)
    XCTAssertEqual(removed.status, 0, removed.stderr)
    let stale = entry(try catalog(url), "Mini.item.title")
    XCTAssertEqual(stale?["extractionState"] as? String, "stale")
    XCTAssertEqual(value(stale, "es"), "Artículo")
    XCTAssertEqual(value(entry(try catalog(url), "Mini.list.title"), "en"), "List")
    // The removed scene's human file is reported (human-file-orphaned) until it is deleted.
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("Skeletons/MiniItemViewController.swift"))
    XCTAssertEqual(try BuildCLI.run(build + ["--check"]).status, 0)
  }

  func testACatalogThatCannotBeReadStopsTheBuildAndIsKept() throws {
    let (root, build) = try layout()
    let url = root.appendingPathComponent("Generated/Mini.xcstrings")
    let broken = "{\n  \"strings\" : {\n    \"Mini.list.title\" : \n"
    try BuildCLI.write(broken, to: url)
    let run = try BuildCLI.run(build)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("Mini.xcstrings:4:1: error: malformed JSON"), run.stderr)
    XCTAssertTrue(run.stderr.contains("[catalog-malformed]"), run.stderr)
    XCTAssertEqual(try BuildCLI.read(url), broken)
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Generated/MiniFlow.swift").path),
      "nothing is written")
  }

  func testTheConfigNamesTheTableAndTheLanguageOrTurnsTheCatalogOff() throws {
    let (root, build) = try layout(
      """
      {
        "flows": ["Mini.flow"], "output": "Generated", "skeletons": "Skeletons",
        "strings": { "table": "Screens", "sourceLanguage": "es" }
      }
      """)
    let run = try BuildCLI.run(build, in: root)
    XCTAssertEqual(run.status, 0, run.stderr)
    let catalog = try catalog(root.appendingPathComponent("Generated/Screens.xcstrings"))
    XCTAssertEqual(catalog["sourceLanguage"] as? String, "es")
    XCTAssertEqual(value(entry(catalog, "Mini.list.title"), "es"), "List")
    XCTAssertTrue(
      try BuildCLI.read(root.appendingPathComponent("Generated/MiniFlow.swift"))
        .contains("static let stringsTable = \"Screens\""))

    try BuildCLI.write(
      """
      {
        "flows": ["Mini.flow"], "output": "Out", "skeletons": "Skeletons",
        "strings": { "catalog": false }
      }
      """, to: root.appendingPathComponent("flowc.json"))
    XCTAssertEqual(try BuildCLI.run(build, in: root).status, 0)
    XCTAssertFalse(
      BuildCLI.files(in: root.appendingPathComponent("Out")).contains { $0.hasSuffix(".xcstrings") }
    )
  }

  func testBadStringsSettingsAreReportedAtTheirLines() throws {
    let (root, build) = try layout(
      """
      {
        "flows": ["Mini.flow"], "output": "Generated", "skeletons": "Skeletons",
        "strings": {
          "table": "a/b",
          "sourceLanguage": "english!",
          "catalog": "yes",
          "tabel": "X"
        }
      }
      """)
    let run = try BuildCLI.run(build, in: root)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(
      run.stderr.contains("flowc.json:4:14: error: 'table' must be a file name"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains("flowc.json:5:23: error: 'sourceLanguage' must be"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains("flowc.json:6:16: error: 'catalog' must be true or false"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains("flowc.json:7:5: error: unknown key 'tabel' in 'strings'"), run.stderr)
    XCTAssertTrue(run.stderr.contains("did you mean 'table'?"), run.stderr)
  }
}
