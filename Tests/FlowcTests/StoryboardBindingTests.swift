import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// Code built from a storyboard binds to it unchanged. For every storyboard of the corpus,
/// what the storyboard makes UIKit look up on a class flowc generates — outlet keys,
/// action selectors, segue and unwind identifiers, unwind selectors — is declared by the
/// generated code exactly, and no raw value of its `Segue` or `Unwind` enums is one the
/// storyboard never sends from that class's scenes, nor of its `CellIdentifier` one that
/// no cell of those scenes has. The storyboard is read with
/// `XMLParser` (`StoryboardStrings`) and the generated code as text
/// (`GeneratedBindings`), so the proof shares no code with flowc.
///
/// Then the same files type-check in Swift 5 mode (the corpus build test type-checks them
/// in Swift 6 mode), and `flowc import` followed by `flowc build` of the imported flow gives
/// the same bindings as building the storyboard directly.
final class StoryboardBindingTests: XCTestCase {
  /// Properties UIKit declares that Interface Builder connects as outlets of a view
  /// controller: declared, by the superclass.
  static let inheritedOutlets: [String: Set<String>] = [
    "viewController": ["view", "searchDisplayController"],
    "tableViewController": ["view", "tableView", "searchDisplayController"],
    "collectionViewController": ["view", "collectionView", "searchDisplayController"],
  ]

  struct Outcome: Sendable {
    var name: String
    var problems: [String] = []
    var typeCheck: TypeCheckResult?
  }

  func testEveryStoryboardBindsExactlyAndRoundTrips() throws {
    let storyboards = try CorpusStoryboards.all()
    let (checker, sdk) = try StoryboardCorpusBuildTests.sdk.get()
    let flowc = try BuildCLI.executable()
    let root = try BuildCLI.temporaryFolder(self)
    var jobs: [(storyboard: URL, classes: AppClasses)] = []
    for storyboard in storyboards {
      guard let flow = CorpusStoryboards.flow(of: storyboard) else { continue }
      jobs.append((storyboard, AppClasses(flow: flow, sdk: sdk)))
    }
    let work = jobs
    let outcomes = CorpusStoryboards.concurrentMap(Array(work.indices)) { index in
      Self.check(
        work[index].storyboard, classes: work[index].classes,
        in: root.appendingPathComponent("\(index)"), flowc: flowc, checker: checker)
    }
    var bindings = 0
    for outcome in outcomes {
      for problem in outcome.problems { XCTFail("\(outcome.name): \(problem)") }
      if let result = outcome.typeCheck {
        XCTAssertEqual(
          result.status, 0, "\(outcome.name): swiftc -swift-version 5\n\(result.output)")
        XCTAssertEqual(result.diagnostics, [], "\(outcome.name): Swift 5 mode")
      } else {
        XCTFail("\(outcome.name): not type-checked")
      }
      bindings += 1
    }
    XCTAssertEqual(bindings, storyboards.count, "every storyboard was checked")
  }

  /// Builds, proves the bindings, type-checks in Swift 5 mode and round-trips one
  /// storyboard. Asserts nothing: runs on any thread.
  static func check(
    _ storyboard: URL, classes: AppClasses, in folder: URL, flowc: URL, checker: SwiftTypeChecker
  ) -> Outcome {
    var outcome = Outcome(name: storyboard.deletingPathExtension().lastPathComponent)
    do {
      let direct = folder.appendingPathComponent("direct")
      try build(storyboard.path, into: direct, flowc: flowc, &outcome)
      let generated = try GeneratedBindings.read(folder: direct.appendingPathComponent("gen"))
      let strings = try StoryboardStrings.read(storyboard)
      outcome.problems += problems(strings, generated)

      var files =
        try CorpusBuild.swiftFiles(in: direct.appendingPathComponent("gen"))
        + CorpusBuild.swiftFiles(in: direct.appendingPathComponent("human"))
      let app = folder.appendingPathComponent("AppClasses.swift")
      try Data(classes.appSource.utf8).write(to: app)
      files.append(app)
      let modules = folder.appendingPathComponent("modules")
      try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
      for module in classes.moduleDeclarations.keys.sorted() {
        try CorpusBuild.buildStandIn(
          module, classes: classes, into: modules, checker: checker)
      }
      outcome.typeCheck = try checker.typeCheck(
        files: files,
        extraArguments: [
          "-swift-version", "5", "-module-name", classes.appModule, "-I", modules.path,
        ])

      // The round trip: import, then build the flow.
      let flowFile = folder.appendingPathComponent("\(outcome.name).flow")
      let imported = try ProcessRunner(
        executable: flowc, arguments: ["import", storyboard.path, "-o", flowFile.path],
        environment: ["NO_COLOR": "1"], timeout: 120
      ).run()
      guard imported.status == 0 else {
        outcome.problems.append("flowc import failed:\n\(imported.output)")
        return outcome
      }
      let viaFlow = folder.appendingPathComponent("flow")
      try build(flowFile.path, into: viaFlow, flowc: flowc, &outcome)
      let roundTripped = try GeneratedBindings.read(folder: viaFlow.appendingPathComponent("gen"))
      if roundTripped != generated {
        for className in Set(generated.keys).union(roundTripped.keys).sorted()
        where generated[className] != roundTripped[className] {
          outcome.problems.append(
            "round trip: \(className) binds \(roundTripped[className].map(String.init(describing:)) ?? "nothing") built from the imported flow, \(generated[className].map(String.init(describing:)) ?? "nothing") built from the storyboard"
          )
        }
      }
    } catch {
      outcome.problems.append("\(error)")
    }
    return outcome
  }

  static func build(_ input: String, into folder: URL, flowc: URL, _ outcome: inout Outcome)
    throws
  {
    let result = try ProcessRunner(
      executable: flowc,
      arguments: [
        "build", input, "--output", folder.appendingPathComponent("gen").path, "--skeletons",
        folder.appendingPathComponent("human").path,
      ],
      environment: ["NO_COLOR": "1", "FLOWC_CACHE_DIR": BuildCLI.cacheFolder.path],
      timeout: 120
    ).run()
    if result.status != 0 {
      outcome.problems.append("flowc build \(input) failed:\n\(result.output)")
    }
  }

  /// Every string of the storyboard that the generated classes do not declare exactly, and
  /// every raw value they declare that the storyboard never sends.
  static func problems(_ strings: StoryboardStrings, _ generated: [String: GeneratedBindings])
    -> [String]
  {
    var problems: [String] = []
    var sentSegues: [String: Set<String>] = [:]
    var sentUnwinds: [String: Set<String>] = [:]
    var reuseIdentifiers: [String: Set<String>] = [:]
    let allSelectors = generated.values.reduce(into: Set<String>()) {
      $0.formUnion($1.selectors)
    }
    for controller in strings.controllers {
      let className = controller.customClass
      let bindings = className.flatMap { generated[$0] }
      let inherited = inheritedOutlets[controller.element] ?? ["view"]
      let place = "\(className ?? controller.element) (line \(controller.line))"
      for segue in controller.segues where segue.kind == "unwind" {
        guard let selector = segue.unwindAction else { continue }
        // An unwind from a scene that no custom class of this storyboard can be beneath
        // returns to a class of another storyboard.
        let beneath = strings.controllers(leadingTo: controller.objectID)
        let classesBeneath = strings.controllers.filter {
          beneath.contains($0.objectID) && $0.customClass != nil
        }
        if !allSelectors.contains(selector) && !classesBeneath.isEmpty {
          problems.append(
            "unwind at line \(segue.line) sends '\(selector)', which no generated class declares")
        }
      }
      guard let className, let bindings else { continue }
      reuseIdentifiers[className, default: []].formUnion(controller.reuseIdentifiers)
      for outlet in controller.outlets.sorted()
      where !bindings.outlets.contains(outlet) && !inherited.contains(outlet) {
        problems.append("\(place): outlet key '\(outlet)' is not declared")
      }
      for selector in controller.selectors.sorted() where !bindings.selectors.contains(selector) {
        problems.append("\(place): action selector '\(selector)' is not declared")
      }
      for segue in controller.segues {
        guard let identifier = segue.identifier else { continue }
        switch segue.kind {
        case "unwind":
          sentUnwinds[className, default: []].insert(identifier)
          if !bindings.unwindRawValues.contains(identifier) {
            problems.append(
              "\(place): unwind identifier '\(identifier)' (line \(segue.line)) is no Unwind raw value"
            )
          }
        case "embed":
          if !bindings.matchedIdentifiers.contains(identifier) {
            problems.append(
              "\(place): embed identifier '\(identifier)' (line \(segue.line)) is not prepared")
          }
        default:
          sentSegues[className, default: []].insert(identifier)
          if !bindings.segueRawValues.contains(identifier) {
            problems.append(
              "\(place): segue identifier '\(identifier)' (line \(segue.line)) is no Segue raw value"
            )
          }
        }
      }
    }
    let storyboardClasses = Set(strings.controllers.compactMap(\.customClass))
    for (className, bindings) in generated.sorted(by: { $0.key < $1.key })
    where storyboardClasses.contains(className) {
      for value in bindings.segueRawValues.subtracting(sentSegues[className] ?? []).sorted() {
        problems.append("\(className): Segue raw value '\(value)' is never sent by the storyboard")
      }
      for value in bindings.unwindRawValues.subtracting(sentUnwinds[className] ?? []).sorted() {
        problems.append(
          "\(className): Unwind raw value '\(value)' is never sent by the storyboard")
      }
      // A reuse identifier no cell of the class's scenes has fails to dequeue.
      for value in bindings.cellRawValues.subtracting(reuseIdentifiers[className] ?? []).sorted() {
        problems.append(
          "\(className): CellIdentifier raw value '\(value)' is no reuse identifier of its storyboard scenes"
        )
      }
    }
    return problems
  }

  // MARK: The readers themselves

  /// Reuse identifiers are read from `CellIdentifier`, one-line and wrapped cases alike,
  /// and a raw value no cell of the class's scenes has is a problem.
  func testCellIdentifierRawValuesAreReadAndChecked() {
    let text = """
      enum CellIdentifier: String, CaseIterable {
        case cell = "Cell"
        case aVeryLongReuseIdentifier =
          "A Very Long Reuse Identifier"
      }
      """
    let bindings = GeneratedBindings.parse(text)
    XCTAssertEqual(bindings.cellRawValues, ["Cell", "A Very Long Reuse Identifier"])
    var strings = StoryboardStrings()
    strings.controllers = [
      .init(objectID: "vc", element: "tableViewController", customClass: "List", line: 3)
    ]
    strings.controllers[0].reuseIdentifiers = ["Cell"]
    XCTAssertEqual(
      Self.problems(strings, ["List": bindings]),
      [
        "List: CellIdentifier raw value 'A Very Long Reuse Identifier' is no reuse identifier of its storyboard scenes"
      ])
  }

  func testGeneratedBindingsReadSelectorsAsSwiftDerivesThem() {
    XCTAssertEqual(GeneratedBindings.selector(ofDeclaration: "@IBAction func deal() {"), "deal")
    XCTAssertEqual(
      GeneratedBindings.selector(ofDeclaration: "@IBAction func cancel(_ sender: Any) {"),
      "cancel:")
    XCTAssertEqual(
      GeneratedBindings.selector(
        ofDeclaration: "@IBAction func unwindToMealList(sender: UIStoryboardSegue) {"),
      "unwindToMealListWithSender:")
    XCTAssertEqual(
      GeneratedBindings.selector(
        ofDeclaration: "@IBAction func tapped(_ sender: Any, forEvent event: UIEvent) {"),
      "tapped:forEvent:")
    let text = """
      enum Segue: String, CaseIterable {
        case showDetail = "Show \\"Detail\\""
        case plain
      }
      @IBOutlet weak var TableView: UITableView!
      @objc(unwindToMealListWithSender:)
      @IBAction func unwindToMealList(_ segue: UIStoryboardSegue) {
      """
    let bindings = GeneratedBindings.parse(text)
    XCTAssertEqual(bindings.segueRawValues, ["Show \"Detail\"", "plain"])
    XCTAssertEqual(bindings.outlets, ["TableView"])
    XCTAssertEqual(bindings.selectors, ["unwindToMealListWithSender:"])
  }
}
