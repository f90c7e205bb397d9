import FlowKit
import Foundation
import XCTest

@testable import FlowGen

/// The String Catalog is merged into, never rewritten: translations, other keys and
/// unknown members survive; keys that left their flow are deleted only when nobody
/// translated them.
final class StringCatalogTests: XCTestCase {
  static let title = LocalizedText(
    key: "FriendList.detail.title", value: "Detail", comment: "detail screen: navigation title")
  static let label = LocalizedText(
    key: "FriendList.edit.row.name.label", value: "Name", comment: "edit screen: label")

  /// A catalog as a translator left it: Spanish for the title, a key of the app's own, and
  /// members flowc does not write.
  static let translated = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "App.greeting" : {
          "localizations" : {
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } }
          }
        },
        "FriendList.detail.title" : {
          "comment" : "old comment",
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Detail" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Detalle" } }
          },
          "shouldTranslate" : true
        },
        "FriendList.old.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func catalog(_ text: String) throws -> StringCatalog {
    try StringCatalog.parse(SourceFile(path: "FriendList.xcstrings", text: text))
  }

  func value(_ catalog: StringCatalog, _ key: String, _ language: String) -> String? {
    catalog.entry(key)?["localizations"]?[language]?["stringUnit"]?["value"]?.stringValue
  }

  func state(_ catalog: StringCatalog, _ key: String, _ language: String) -> String? {
    catalog.entry(key)?["localizations"]?[language]?["stringUnit"]?["state"]?.stringValue
  }

  func testANewCatalogHoldsEveryTextInTheSourceLanguage() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.merge([Self.title, Self.label], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    XCTAssertEqual(value(catalog, Self.title.key, "en"), "Detail")
    XCTAssertEqual(value(catalog, Self.label.key, "en"), "Name")
    XCTAssertEqual(catalog.entry(Self.title.key)?["comment"]?.stringValue, Self.title.comment)
    let text = String(decoding: catalog.data, as: UTF8.self)
    XCTAssertTrue(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"), text)
    XCTAssertTrue(text.hasSuffix("\n  \"version\" : \"1.0\"\n}\n"), text)
  }

  func testTranslationsAndForeignKeysSurviveAMerge() throws {
    var catalog = try catalog(Self.translated)
    catalog.merge([Self.title, Self.label], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    XCTAssertEqual(value(catalog, Self.title.key, "es"), "Detalle")
    XCTAssertEqual(state(catalog, Self.title.key, "es"), "translated")
    XCTAssertEqual(catalog.entry(Self.title.key)?["shouldTranslate"], .bool(true))
    XCTAssertEqual(catalog.entry(Self.title.key)?["comment"]?.stringValue, Self.title.comment)
    XCTAssertEqual(value(catalog, "App.greeting", "es"), "Hola", "another origin's key is kept")
    XCTAssertNil(catalog.entry("App.greeting")?["extractionState"])
  }

  func testAKeyThatLeftItsFlowIsStaleWhenTranslatedAndGoneOtherwise() throws {
    var catalog = try catalog(Self.translated)
    catalog.merge([Self.label], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    XCTAssertEqual(catalog.entry(Self.title.key)?["extractionState"]?.stringValue, "stale")
    XCTAssertEqual(value(catalog, Self.title.key, "es"), "Detalle", "the translation is kept")
    XCTAssertNil(catalog.entry("FriendList.old.title"), "nobody translated it")
    // It comes back: manual again, translation intact.
    catalog.merge([Self.title, Self.label], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    XCTAssertEqual(catalog.entry(Self.title.key)?["extractionState"]?.stringValue, "manual")
    XCTAssertEqual(value(catalog, Self.title.key, "es"), "Detalle")
  }

  func testANewSourceTextSendsItsTranslationsToReview() throws {
    var catalog = try catalog(Self.translated)
    var renamed = Self.title
    renamed.value = "Friend"
    catalog.merge([renamed], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    XCTAssertEqual(value(catalog, Self.title.key, "en"), "Friend")
    XCTAssertEqual(value(catalog, Self.title.key, "es"), "Detalle")
    XCTAssertEqual(state(catalog, Self.title.key, "es"), "needs_review")
  }

  func testMergingTheSameTextsAgainChangesNoByte() throws {
    var catalog = try catalog(Self.translated)
    catalog.merge([Self.title, Self.label], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    let once = catalog.data
    var again = try self.catalog(String(decoding: once, as: UTF8.self))
    again.merge([Self.title, Self.label], ownedPrefixes: ["FriendList."], sourceLanguage: "en")
    XCTAssertEqual(again.data, once)
  }

  func testTextIsWrittenAsValidJSONWhateverItHolds() throws {
    let hostile = LocalizedText(
      key: "F.a\"b", value: "line\nbreak \"quoted\" \\ tab\t\u{1} é 🦸", comment: "</x> \u{2028}")
    var catalog = StringCatalog(sourceLanguage: "es")
    catalog.merge([hostile], ownedPrefixes: ["F."], sourceLanguage: "es")
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: catalog.data) as? [String: Any])
    let strings = try XCTUnwrap(object["strings"] as? [String: Any])
    let entry = try XCTUnwrap(strings[hostile.key] as? [String: Any])
    XCTAssertEqual(entry["comment"] as? String, hostile.comment)
    XCTAssertEqual(value(catalog, hostile.key, "es"), hostile.value)
  }

  func testACatalogThatIsNotJSONIsReportedAtItsLineAndColumn() throws {
    XCTAssertThrowsError(try catalog("{\n  \"strings\" : {\n    \"a\" : ,\n  }\n}\n")) { error in
      let diagnostic = (error as? StringCatalog.ReadError)?.diagnostic
      XCTAssertEqual(diagnostic?.rule, .catalogMalformed)
      XCTAssertEqual(diagnostic?.location.line, 3)
      XCTAssertEqual(diagnostic?.location.column, 11)
    }
    XCTAssertThrowsError(try catalog("{\n  \"strings\" : []\n}\n")) { error in
      let diagnostic = (error as? StringCatalog.ReadError)?.diagnostic
      XCTAssertEqual(diagnostic?.rule, .catalogMalformed)
      XCTAssertEqual(diagnostic?.location.line, 2)
    }
    XCTAssertThrowsError(try catalog("[]"))
  }

  /// A read error printed on its own reads as the text report prints its diagnostic.
  func testAReadErrorDescribesItselfAsTheTextReportDoes() throws {
    XCTAssertThrowsError(try catalog("{\n  \"strings\" : []\n}\n")) { error in
      guard let error = error as? StringCatalog.ReadError else {
        return XCTFail("not a read error: \(error)")
      }
      let report = DiagnosticRenderer(format: .text).render([error.diagnostic])
      XCTAssertEqual(error.description + "\n", report)
      XCTAssertTrue(
        error.description.hasPrefix("\(error.diagnostic.location.file):2:"), error.description)
      XCTAssertTrue(error.description.contains(": error: "), error.description)
    }
  }
}
