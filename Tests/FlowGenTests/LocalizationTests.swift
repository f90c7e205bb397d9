import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// Every text a flow puts on screen reaches the generated code through its strings table,
/// with a key derived from the flow, and the String Catalog lists exactly those keys.
final class LocalizationTests: XCTestCase {
  static let editor = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Hero" version="1" initial="nav">
      <navigation id="nav" root="editor"/>
      <scene id="editor" class="EditorViewController" base="UITableViewController" title="Hero">
        <table>
          <section title="General" footer="Shown to everyone">
            <row key="name" label="Name" editor="text"/>
            <row key="sex" label="Sex" editor="picker" options="Male|Female|Male"/>
          </section>
          <section>
            <row key="age" editor="number"/>
          </section>
          <section title="¿Qué?">
            <row key="city" label="Ciudad" editor="picker" options="Sevilla|Málaga|日本"/>
          </section>
        </table>
      </scene>
    </flow>
    """

  func texts(_ source: String, table: String? = nil) throws -> FlowTexts {
    let flow = try SwiftFixtures.flow(source: source, path: "Hero.flow")
    return FlowTexts(flow: flow, table: table ?? flow.name)
  }

  func testKeysAreDerivedFromTheFlowNotFromTheText() throws {
    let keys = try texts(Self.editor).allTexts.map(\.key)
    XCTAssertEqual(
      keys,
      [
        "Hero.editor.title",
        "Hero.editor.section.general.title", "Hero.editor.section.general.footer",
        "Hero.editor.row.name.label", "Hero.editor.row.sex.label",
        "Hero.editor.row.sex.option.male", "Hero.editor.row.sex.option.female",
        "Hero.editor.row.sex.option.male2",
        // A section without a title is named by its first row.
        "Hero.editor.row.age.label",
        // A title not written in ASCII letters is named by its first row; options likewise
        // by their words, else their position.
        "Hero.editor.section.city.title", "Hero.editor.row.city.label",
        "Hero.editor.row.city.option.sevilla", "Hero.editor.row.city.option.option2",
        "Hero.editor.row.city.option.option3",
      ])
    XCTAssertEqual(Set(keys).count, keys.count, "keys are unique")
  }

  func testMovingASectionARowOrAnOptionKeepsItsKey() throws {
    let moved = Self.editor.replacingOccurrences(
      of: "options=\"Male|Female|Male\"", with: "options=\"Female|Male|Male\""
    ).replacingOccurrences(
      of: "<row key=\"name\" label=\"Name\" editor=\"text\"/>\n        <row key=\"sex\"",
      with: "<row key=\"sex\"")
    let before = try texts(Self.editor).allTexts
    let after = try texts(moved).allTexts
    XCTAssertNotEqual(before.map(\.key), after.map(\.key), "the order changed")
    let valuesBefore = Dictionary(
      before.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    for text in after where text.key != "Hero.editor.row.sex.option.male2" {
      XCTAssertEqual(valuesBefore[text.key], text.value, text.key)
    }
  }

  func testCommentsSayWhereTheTextAppears() throws {
    let texts = try texts(Self.editor).allTexts
    let comments = Dictionary(texts.map { ($0.key, $0.comment) }, uniquingKeysWith: { a, _ in a })
    XCTAssertEqual(comments["Hero.editor.title"], "editor screen: navigation title")
    XCTAssertEqual(
      comments["Hero.editor.row.sex.option.female"],
      "editor screen, section “General”, row “sex”: choice 2 of 3")
    XCTAssertEqual(
      comments["Hero.editor.section.general.footer"], "editor screen, section “General”: footer")
  }

  func testAConfiguredTableNamesTheLookupAndTheCatalog() throws {
    let flow = try SwiftFixtures.flow(source: Self.editor, path: "Hero.flow")
    let context = SwiftContextBuilder(
      flow: flow, sourceFileName: "Hero.flow",
      localization: LocalizationSettings(table: "Screens")
    ).build()
    XCTAssertEqual(context.stringsTableLiteral, "\"Screens\"")
    let plan = try SwiftBuild.plan(
      [SwiftBuild.Input(flow: flow, sourceFileName: "Hero.flow")],
      generator: SwiftGenerator(templates: SwiftFixtures.templates),
      destination: .init(
        outputDirectory: NSTemporaryDirectory() + "flowc-loc-\(UUID().uuidString)",
        skeletonDirectory: NSTemporaryDirectory() + "flowc-loc-\(UUID().uuidString)"),
      localization: LocalizationSettings(table: "Screens"))
    XCTAssertEqual(
      plan.changes.filter { $0.role == .catalog }.map {
        URL(fileURLWithPath: $0.path).lastPathComponent
      },
      ["Screens.xcstrings"])
    let off = try SwiftBuild.plan(
      [SwiftBuild.Input(flow: flow, sourceFileName: "Hero.flow")],
      generator: SwiftGenerator(templates: SwiftFixtures.templates),
      destination: .init(outputDirectory: "/nonexistent/out", skeletonDirectory: "/nonexistent/s"),
      localization: LocalizationSettings(writesCatalog: false))
    XCTAssertTrue(off.changes.allSatisfy { $0.role != .catalog })
  }

  // MARK: - Generated code

  /// The flows whose generated code is searched: every example, and test flows with
  /// every kind of text.
  func allFlows() throws -> [Flow] {
    var flows = try FileManager.default.contentsOfDirectory(
      at: PackagePaths.flowsDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "flow" }.sorted { $0.path < $1.path }.map {
      try SwiftFixtures.flow(at: $0)
    }
    flows.append(try SwiftFixtures.flow(source: Self.editor, path: "Hero.flow"))
    flows.append(try SwiftFixtures.flow(source: SwiftTestFlows.kitchenSink, path: "Sink.flow"))
    flows.append(
      try SwiftFixtures.flow(source: SwiftEscapingTests.flowSource, path: "Hostile.flow"))
    // The code runtime also creates the bar buttons, buttons and tabs, with their titles.
    let codeFlows = flows.map { flow in
      var code = flow
      code.runtime = .code
      return code
    }
    return flows + codeFlows
  }

  /// Every text of the flow that a user sees, from the model, independently of
  /// `FlowTexts`.
  func screenTexts(of flow: Flow) -> Set<String> {
    var texts = Set<String>()
    if flow.runtime == .code {
      for case .tabBar(let tabBar) in flow.nodes {
        texts.formUnion(tabBar.tabs.compactMap(\.title))
      }
    }
    for scene in flow.scenes {
      if let title = scene.title { texts.insert(title) }
      if flow.runtime == .code {
        for button in scene.barButtons {
          if case .title(let title) = button.item { texts.insert(title) }
        }
        texts.formUnion(scene.buttons.compactMap(\.title))
      }
      for section in scene.table?.sections ?? [] {
        if let title = section.title { texts.insert(title) }
        if let footer = section.footer { texts.insert(footer) }
        for row in section.rows {
          texts.insert(row.label)
          if row.editor == .picker { texts.formUnion(row.options.filter { !$0.isEmpty }) }
        }
      }
    }
    return texts
  }

  func testNoTextThatReachesTheScreenIsOutsideALocalizationCall() throws {
    for flow in try allFlows() {
      let screen = screenTexts(of: flow)
      XCTAssertFalse(screen.isEmpty, flow.name)
      let runtime = "\(flow.name) (\(flow.runtime))"
      let files = try SwiftFixtures.generate(flow)
      var localized = Set<String>()
      for (name, text) in files {
        for literal in SwiftStringLiterals.scan(text) {
          if literal.isLocalizationArgument {
            localized.insert(literal.value)
            continue
          }
          guard screen.contains(literal.value) else { continue }
          // A picker reports the flow's own words as its value (the model's, not the
          // screen's); the localized titles are shown.
          // (A row's arguments may be packed on one line with the options.)
          if literal.line.contains("options: [") {
            continue
          }
          // Identifiers (storyboard IDs, reuse IDs, the flow's and table's names) may spell
          // the same words as a title.
          if literal.line.contains("case ") && literal.line.contains(" = ") { continue }
          let declaration = literal.line.trimmingCharacters(in: .whitespaces)
          if declaration.hasPrefix("static let name = ")
            || declaration.hasPrefix("static let storyboardName = ")
            || declaration.hasPrefix("static let stringsTable = ")
          {
            continue
          }
          XCTFail("\(runtime): \(name) shows “\(literal.value)” unlocalized: \(literal.line)")
        }
      }
      XCTAssertEqual(
        screen.subtracting(localized), [], "\(runtime): texts never looked up")
    }
  }

  func testTheMachineFileLooksItsTextUpThroughTheScenesAlias() throws {
    let flow = try SwiftFixtures.flow(source: Self.editor, path: "Hero.flow")
    let files = try SwiftFixtures.generate(flow)
    let machine = try XCTUnwrap(files["EditorViewControllerBase.swift"])
    XCTAssertTrue(machine.contains("  typealias Strings = HeroFlow.Strings.Editor\n"), machine)
    XCTAssertTrue(machine.contains("      navigationItem.title = Strings.title\n"), machine)
    XCTAssertTrue(machine.contains("label: Strings.sexLabel, editor: .picker,"), machine)
    XCTAssertTrue(machine.contains("optionTitles: Strings.sexOptions"), machine)
    let shared = try XCTUnwrap(files["HeroFlow.swift"])
    XCTAssertTrue(
      shared.contains(
        "NSLocalizedString(\n        key, tableName: stringsTable, bundle: bundle, value: value, comment: comment)"
      ), shared)
    XCTAssertTrue(shared.contains("static let stringsTable = \"Hero\""), shared)
  }

  func testTheCodeRuntimeLooksItsControlTitlesUp() throws {
    var flow = try SwiftFixtures.flow(source: SwiftTestFlows.kitchenSink, path: "Sink.flow")
    flow.runtime = .code
    let keys = FlowTexts(flow: flow, table: "Sink").allTexts.map(\.key)
    XCTAssertTrue(keys.contains("Sink.tabs.tab.homeNavigation.title"), "\(keys)")
    XCTAssertTrue(keys.contains("Sink.home.button.pick.title"), "\(keys)")
    let files = try SwiftFixtures.generate(flow)
    let shared = try XCTUnwrap(files["SinkFlow.swift"])
    XCTAssertTrue(
      shared.contains(
        "UITabBarItem(title: Strings.Tabs.homeNavigationTabTitle, image: nil, tag: 0)"),
      shared)
    let home = try XCTUnwrap(files["URLViewControllerBase.swift"])
    XCTAssertTrue(home.contains("UIAction(title: Strings.pickButtonTitle)"), home)
    // With a storyboard, Interface Builder has those titles: no keys for them.
    flow.runtime = .storyboard
    let storyboardKeys = FlowTexts(flow: flow, table: "Sink").allTexts.map(\.key)
    XCTAssertFalse(storyboardKeys.contains { $0.contains(".tab.") || $0.contains(".button.") })
  }

  func testAFlowWithoutTextHasNoStringsNamespace() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <?xml version="1.0" encoding="UTF-8"?>
        <flow name="Bare" version="1" initial="home">
          <scene id="home"/>
        </flow>
        """, path: "Bare.flow")
    let files = try SwiftFixtures.generate(flow)
    XCTAssertFalse(try XCTUnwrap(files["BareFlow.swift"]).contains("enum Strings"))
    XCTAssertFalse(try XCTUnwrap(files["HomeViewControllerBase.swift"]).contains("Strings"))
  }

  /// The lookups compile in both language modes, with a human file that reads its
  /// scene's texts through the alias.
  func testTheLocalizedCodeTypeChecksInSwift5And6() throws {
    let flow = try SwiftFixtures.flow(source: Self.editor, path: "Hero.flow")
    var sources = try SwiftFixtures.generate(flow)
    sources["EditorViewController.swift"] = """
      import UIKit

      final class EditorViewController: EditorViewControllerBase {
        var heading: String { Strings.title + ": " + Strings.sexOptions.joined() }
      }

      """
    for mode in ["5", "6"] {
      let result = try SwiftTypeCheckTests.checker.get().typeCheck(
        sources: sources, extraArguments: ["-swift-version", mode])
      XCTAssertTrue(result.isClean, "Swift \(mode): \(result.description)")
    }
  }

  // MARK: - The catalog

  func testEveryExamplesCatalogIsAStringCatalogWithOneEntryPerKey() throws {
    for flow in try allFlows() {
      let texts = FlowTexts(flow: flow, table: flow.name)
      var catalog = StringCatalog(sourceLanguage: "en")
      catalog.merge(texts.allTexts, ownedPrefixes: [flow.name + "."], sourceLanguage: "en")
      let object = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: catalog.data) as? [String: Any], flow.name)
      XCTAssertEqual(object["sourceLanguage"] as? String, "en")
      XCTAssertEqual(object["version"] as? String, "1.0")
      let strings = try XCTUnwrap(object["strings"] as? [String: Any])
      XCTAssertEqual(strings.count, texts.allTexts.count, flow.name)
      for text in texts.allTexts {
        let entry = try XCTUnwrap(strings[text.key] as? [String: Any], text.key)
        XCTAssertEqual(entry["comment"] as? String, text.comment)
        XCTAssertEqual(entry["extractionState"] as? String, "manual")
        let unit =
          ((entry["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"]
          as? [String: Any]
        XCTAssertEqual(unit?["value"] as? String, text.value, text.key)
        XCTAssertEqual(unit?["state"] as? String, "translated")
      }
    }
  }
}

/// The string literals of generated Swift (which has no raw or multi-line strings), each
/// with its line and whether it is an argument of a strings-table lookup.
enum SwiftStringLiterals {
  struct Literal {
    var value: String
    var line: String
    var isLocalizationArgument: Bool
  }

  static func scan(_ text: String) -> [Literal] {
    var literals: [Literal] = []
    let lines = text.components(separatedBy: "\n")
    var insideLookup = false
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("//") { continue }
      if trimmed.hasPrefix("localized(") || trimmed.hasPrefix("NSLocalizedString(") {
        insideLookup = true
      }
      for value in literalValues(in: line) {
        literals.append(Literal(value: value, line: line, isLocalizationArgument: insideLookup))
      }
      if insideLookup && (trimmed.hasSuffix(")") || trimmed.hasSuffix("),")) {
        insideLookup = false
      }
    }
    return literals
  }

  /// The decoded values of the `"…"` literals on one line.
  static func literalValues(in line: String) -> [String] {
    var values: [String] = []
    var scalars = Array(line.unicodeScalars)[...]
    while let start = scalars.firstIndex(of: "\"") {
      scalars = scalars[(start + 1)...]
      var value = String.UnicodeScalarView()
      while let scalar = scalars.first {
        scalars = scalars.dropFirst()
        if scalar == "\"" { break }
        if scalar == "\\", let escaped = scalars.first {
          scalars = scalars.dropFirst()
          switch escaped {
          case "n": value.append("\n")
          case "t": value.append("\t")
          case "r": value.append("\r")
          case "0": value.append("\0")
          case "u":
            // \u{HEX}
            let digits = scalars.dropFirst().prefix { $0 != "}" }
            scalars = scalars.dropFirst(digits.count + 2)
            if let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
              let decoded = Unicode.Scalar(code)
            {
              value.append(decoded)
            }
          default: value.append(escaped)
          }
          continue
        }
        value.append(scalar)
      }
      values.append(String(value))
    }
    return values
  }
}
