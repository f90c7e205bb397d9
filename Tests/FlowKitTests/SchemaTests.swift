import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowFormat

/// The schemas of docs/schema/: made from the decoders' own tables, committed as printed,
/// and accepting what the decoders accept (and refusing what they refuse).
final class SchemaTests: XCTestCase {
  var root: URL { PackagePaths.packageRoot }

  func committed(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/schema/" + name), encoding: .utf8)
  }

  func testCommittedSchemasAreWhatFlowcPrints() throws {
    XCTAssertEqual(
      try committed("flow.xsd"), FlowXMLSchema.document(),
      "docs/schema/flow.xsd is stale: run 'flowc schema flow > docs/schema/flow.xsd'")
    XCTAssertEqual(
      try committed("flowc.schema.json"), ProjectConfigSchema.document(),
      "docs/schema/flowc.schema.json is stale: run 'flowc schema config > docs/schema/flowc.schema.json'"
    )
  }

  // MARK: - The flow format

  /// Every element and attribute the decoder knows, each at least once: the file the XSD
  /// and the decoder are both held to. A new attribute fails `testSinkUsesEveryElementAndAttribute`
  /// until it is added here.
  let sink = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Sink" version="1" initial="tabs" module="App" imports="ItemKit" runtime="storyboard" storyboard="Sink">
      <tabBar id="tabs" class="TabsController" storyboardID="Tabs">
        <tab to="main" title="Main" system="more" image="A" systemImage="b" selectedImage="C" accessibilityID="tabs.main"/>
      </tabBar>
      <navigation id="main" root="list" class="Nav" storyboardID="Main" largeTitles="true" barHidden="false" toolbarHidden="true"/>
      <split id="split" primary="list" secondary="detail" class="Split" storyboardID="S" style="doubleColumn" collapse="primary"/>
      <reference id="ref" storyboard="Other" sceneID="x" bundle="b"/>
      <scene id="list" class="ListViewController" base="UITableViewController" title="List" storyboardID="List" modalInPresentation="false" backButtonTitle="Back" init="default" accessibilityID="list">
        <outlet name="label" type="UILabel" collection="false" strong="false"/>
        <action name="share" selector="share:" sender="Any"/>
        <unwindAction name="done" selector="done:"/>
        <input name="item" type="String"/>
        <output name="result" type="String"/>
        <cell reuseID="Cell" class="UITableViewCell" style="subtitle" accessibilityID="list.cell">
          <segue id="showDetail" identifier="Show" kind="show" to="detail" class="S" delegate="false" container="label" presentation="popover" transition="coverVertical" modalInPresentation="true" compactAdaptation="popover" segueAction="makeWithCoder:"/>
        </cell>
        <barButton system="add" title="Add" side="right" action="share" accessibilityID="list.add">
          <unwind id="back" identifier="Back" action="done"/>
        </barButton>
        <button title="Go" action="share"/>
        <button title="Stop" accessibilityID="list.stop"/>
        <gesture kind="tapGestureRecognizer" action="share"/>
        <delegate protocol="ListDelegate">
          <event name="didPick" param="item" type="String" optional="true"/>
        </delegate>
        <table content="static" style="grouped">
          <section title="S" footer="F">
            <row key="name" label="Name" editor="text" options="a|b" keyboard="default" accessibilityID="list.name"/>
          </section>
        </table>
      </scene>
      <scene id="detail"/>
    </flow>
    """

  func decode(_ text: String) -> [Diagnostic] {
    FlowFrontEnd.load(SourceFile(path: "Sink.flow", text: text)).diagnostics
  }

  func testSinkUsesEveryElementAndAttribute() throws {
    let read = XMLDocumentReader.read(SourceFile(path: "Sink.flow", text: sink))
    var used: [String: Set<String>] = [:]
    func walk(_ element: XMLElement) {
      used[element.name, default: []].formUnion(element.attributes.map(\.name))
      element.children.forEach(walk)
    }
    walk(try XCTUnwrap(read.root))
    XCTAssertEqual(Set(used.keys), Set(ElementSchema.format.keys))
    XCTAssertEqual(Set(ElementSummaries.format.keys), Set(ElementSchema.format.keys))
    for (name, schema) in ElementSchema.format {
      XCTAssertEqual(used[name], Set(schema.attributes), "<\(name)>")
    }
    let structural: Set<RuleID> = [
      .unknownElement, .unknownAttribute, .missingAttribute, .unexpectedText,
    ]
    XCTAssertEqual(decode(sink).filter { structural.contains($0.rule) }, [])
  }

  /// Every fixed value set of the schema is the decoder's: each word is read without
  /// `invalid-value` at it, and a word outside the set is reported there.
  func testAttributeValueSetsAreTheDecoders() throws {
    XCTAssertFalse(AttributeValues.format.isEmpty)
    for (element, attributes) in AttributeValues.format {
      for (attribute, words) in attributes {
        XCTAssertTrue(
          ElementSchema.format[element]?.attributes.contains(attribute) ?? false,
          "<\(element) \(attribute)> is no attribute of the decoder's")
        for word in words {
          let (text, location) = try replacing(attribute, of: element, with: word)
          let problems = decode(text).filter {
            $0.location == location && $0.rule == .invalidValue
          }
          XCTAssertEqual(problems, [], "<\(element) \(attribute)=\"\(word)\">")
        }
        let (text, location) = try replacing(attribute, of: element, with: "zzzNotAWord")
        XCTAssertTrue(
          decode(text).contains {
            $0.location == location && [.invalidValue, .unsupportedVersion].contains($0.rule)
          }, "<\(element) \(attribute)=\"zzzNotAWord\"> is not reported")
      }
    }
  }

  /// The sink with the first `<element>`'s `attribute` set to `value`, and where the value
  /// starts.
  func replacing(_ attribute: String, of element: String, with value: String) throws -> (
    String, SourceLocation
  ) {
    let start = try XCTUnwrap(
      sink.range(of: "<\(element) ")?.lowerBound, "no <\(element)> in the sink")
    let tagEnd = try XCTUnwrap(sink[start...].firstIndex(of: ">"))
    let written = try XCTUnwrap(
      sink.range(of: " \(attribute)=\"", range: start..<tagEnd), "no \(attribute) on <\(element)>")
    let close = try XCTUnwrap(sink[written.upperBound...].firstIndex(of: "\""))
    var text = sink
    text.replaceSubrange(written.upperBound..<close, with: value)
    let before = text[..<written.upperBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let column =
      before.unicodeScalars.count
      - (before.lastIndex(of: "\n").map { before[...$0].unicodeScalars.count } ?? 0) + 1
    return (text, SourceLocation(file: "Sink.flow", line: line, column: column))
  }

  func xmllint(_ file: URL, schema: URL) throws -> ProcessRunner.Result {
    let executable = try require(TestRequirement.xmllint())
    return try ProcessRunner.run(
      executable, ["--noout", "--nonet", "--schema", schema.path, file.path], timeout: 60)
  }

  /// Every flow of the repository: the examples, their code and SwiftUI versions, the
  /// test fixtures.
  func repositoryFlows() -> [URL] {
    var flows: [URL] = []
    for folder in ["Flows", "Examples", "Tests/Fixtures"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "flow" { flows.append(url) }
      }
    }
    return flows.sorted { $0.path < $1.path }
  }

  func testEveryRepositoryFlowValidatesWithXmllint() throws {
    let schema = root.appendingPathComponent("docs/schema/flow.xsd")
    let flows = repositoryFlows()
    XCTAssertGreaterThanOrEqual(flows.count, 4)
    for flow in flows {
      let run = try xmllint(flow, schema: schema)
      XCTAssertEqual(run.status, 0, "\(flow.path): \(run.standardError)")
    }
  }

  /// Flows nobody here wrote: what `flowc import` makes of every storyboard of the corpus
  /// (apps from public repositories, with the additions the importer writes: static
  /// cells, presentation styles, segue actions) validates too.
  func testFlowsImportedFromTheCorpusValidate() throws {
    let corpus = try StoryboardFiles.corpus()
    let schema = root.appendingPathComponent("docs/schema/flow.xsd")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-schema-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try StoryboardFiles.manifest(in: corpus)
    XCTAssertGreaterThanOrEqual(rows.count, 10)
    for row in rows {
      let source = try SourceFile.load(path: corpus.appendingPathComponent(row.file).path).get()
      let tree = try XCTUnwrap(XMLDocumentReader.read(source).root, row.file)
      let flow = try XCTUnwrap(StoryboardImporter.importFlow(from: tree, source: source).flow)
      let file = folder.appendingPathComponent("\(flow.name).flow")
      try FlowWriter.write(flow).write(to: file, atomically: true, encoding: .utf8)
      let run = try xmllint(file, schema: schema)
      XCTAssertEqual(run.status, 0, "\(row.file): \(run.standardError)")
    }
  }

  func testXmllintRefusesWhatTheDecoderRefuses() throws {
    let schema = root.appendingPathComponent("docs/schema/flow.xsd")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sinkFile = folder.appendingPathComponent("Sink.flow")
    try sink.write(to: sinkFile, atomically: true, encoding: .utf8)
    let accepted = try xmllint(sinkFile, schema: schema)
    XCTAssertEqual(accepted.status, 0, accepted.standardError)
    let cases: [(String, String, RuleID)] = [
      ("<scene id=\"detail\"/>", "<scene id=\"detail\" colour=\"red\"/>", .unknownAttribute),
      ("<scene id=\"detail\"/>", "<scene id=\"detail\"><label/></scene>", .unknownElement),
      (
        "<scene id=\"detail\"/>", "<scene id=\"detail\"><tab to=\"main\"/></scene>", .unknownElement
      ),
      ("<scene id=\"detail\"/>", "<scene/>", .missingAttribute),
      ("<scene id=\"detail\"/>", "<scene id=\"detail\">text</scene>", .unexpectedText),
      ("kind=\"show\"", "kind=\"shw\"", .invalidValue),
      (
        "<button title=\"Go\" action=\"share\"/>",
        "<button title=\"Go\"><segue id=\"a\" kind=\"show\" to=\"detail\"/><segue id=\"b\" kind=\"show\" to=\"detail\"/></button>",
        .tooManyTransitions
      ),
    ]
    for (index, (original, replacement, rule)) in cases.enumerated() {
      let text = sink.replacingOccurrences(of: original, with: replacement)
      XCTAssertNotEqual(text, sink)
      XCTAssertTrue(decode(text).contains { $0.rule == rule }, "the decoder takes \(replacement)")
      let file = folder.appendingPathComponent("Refused\(index).flow")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let run = try xmllint(file, schema: schema)
      XCTAssertNotEqual(run.status, 0, "xmllint takes \(replacement)")
      XCTAssertTrue(run.standardError.contains("validity error"), run.standardError)
    }
  }

  // MARK: - flowc.json

  func configSchema() throws -> JSONNode {
    try JSONSchemaSubset.read(ProjectConfigSchema.document())
  }

  func problems(_ config: String) throws -> [String] {
    JSONSchemaSubset.problems(of: try JSONSchemaSubset.read(config), against: try configSchema())
  }

  func testEveryRepositoryConfigValidates() throws {
    var configs: [URL] = []
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent == ".build" { enumerator?.skipDescendants() }
      if url.lastPathComponent == "flowc.json" { configs.append(url) }
    }
    XCTAssertGreaterThanOrEqual(configs.count, 3)
    for config in configs {
      XCTAssertEqual(
        try problems(String(contentsOf: config, encoding: .utf8)), [], config.path)
    }
  }

  /// The keys of the schema are the decoder's; what the schema refuses, the decoder
  /// refuses too.
  func testConfigSchemaKeepsInStepWithTheDecoder() throws {
    guard case .object(let members, _) = try configSchema() else { return XCTFail() }
    func keys(_ path: [String]) -> [String] {
      var node: JSONNode = .object(members, .file(""))
      for step in path {
        guard case .object(let found, _) = node,
          let next = found.first(where: { $0.key == step })?.value
        else { return [] }
        node = next
      }
      guard case .object(let properties, _) = node else { return [] }
      return properties.map(\.key)
    }
    XCTAssertEqual(keys(["properties"]), [ProjectConfig.schemaKey] + ProjectConfig.keys)
    XCTAssertEqual(keys(["properties", "graph", "properties"]), ProjectConfig.graphKeys)
    XCTAssertEqual(
      keys(["properties", "strings", "properties"]), ProjectConfig.StringsSettings.keys)
    XCTAssertEqual(keys(["properties", "options", "properties"]), ProjectConfig.optionKeys)

    let accepted = """
      {"$schema": "./flowc.schema.json", "//": "a comment", "flows": "Flows/*.flow",
       "options": {"format": "sarif", "werror": true, "//x": 1},
       "graph": {"directory": "docs", "timeLimit": 5}}
      """
    XCTAssertEqual(try problems(accepted), [])
    let refused = [
      #"{"flows": "a.flow", "skeleton": "Sources"}"#,
      #"{"flows": 3}"#,
      #"{"flows": "a.flow", "options": {"format": "xml"}}"#,
      #"{"flows": "a.flow", "options": {"runtime": "uikit"}}"#,
      #"{"flows": "a.flow", "graph": {"format": "pdf", "directory": "d"}}"#,
      #"{"flows": "a.flow", "graph": {"timeLimit": 0, "directory": "d"}}"#,
      #"{"flows": "a.flow", "graph": {"format": "svg"}}"#,
      #"{"flows": "a.flow", "strings": {"catalog": "yes"}}"#,
      #"{"flows": "a.flow", "$schema": 1}"#,
    ]
    for config in refused {
      XCTAssertNotEqual(try problems(config), [], config)
      let decoded = ProjectConfigDecoder.decode(
        SourceFile(path: "/nonexistent/flowc.json", text: config), requiringFlows: false)
      XCTAssertTrue(
        decoded.diagnostics.contains {
          [.configType, .configUnknownKey].contains($0.rule)
            || ($0.rule == .configPath && $0.message.contains("directory"))
        }, "the decoder takes \(config): \(decoded.diagnostics)")
    }
  }

  func testTheValidatorRefusesKeywordsItDoesNotKnow() throws {
    let schema = try JSONSchemaSubset.read(#"{"type": "object", "minProperties": 1}"#)
    XCTAssertEqual(
      JSONSchemaSubset.problems(of: try JSONSchemaSubset.read("{}"), against: schema).count, 1)
  }
}
