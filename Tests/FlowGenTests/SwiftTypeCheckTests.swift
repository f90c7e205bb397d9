import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// The generated code compiles: every example, machine and human files together, against
/// the UIKit stubs, in Swift 6 mode, without an error or a warning.
final class SwiftTypeCheckTests: XCTestCase {
  /// One checker for the whole process: the stubs are compiled once.
  static let checker = Result { try SwiftTypeChecker() }

  func checker() throws -> SwiftTypeChecker {
    try Self.checker.get()
  }

  /// Every example at once, as one module: also proves that several flows live together.
  func testEveryExampleTypeChecksWithoutErrorOrWarning() throws {
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
      sources.merge(files) { _, _ in
        XCTFail("two examples generate one file name"); return ""
      }
    }
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  /// The same in Swift 5 mode, which apps not yet moved to Swift 6 compile in: the debug
  /// assertions of the dispatch code (and everything else) must suit both.
  func testEveryExampleTypeChecksInSwift5Mode() throws {
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      sources.merge(try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))) { a, _ in
        a
      }
    }
    let result = try checker().typeCheck(sources: sources, extraArguments: ["-swift-version", "5"])
    XCTAssertTrue(result.isClean, result.description)
  }

  /// Dispatch without identifiers, by identifier only, and by selector, with its debug
  /// assertions, in Swift 6 and Swift 5 modes.
  func testUnidentifiedDispatchTypeChecksInBothModes() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.unidentified, path: "Bare.flow")
    let sources = try SwiftFixtures.generate(flow)
    let home = try XCTUnwrap(sources["HomeViewControllerBase.swift"])
    XCTAssertTrue(home.contains("segue 'embedC': expected CViewController"), home)
    XCTAssertTrue(home.contains("the flow expects Show B, embedC"), home)
    // Unwinds nothing tells apart are traced by the selector of the action they reach.
    XCTAssertTrue(home.contains("BareFlow.trace(.unwind, \"backWithSender:\")"), home)
    // `d` and `e` share a class: it reports the one whose root view's identifier it has.
    let editor = try XCTUnwrap(sources["EditorViewControllerBase.swift"])
    XCTAssertTrue(editor.contains("switch viewIfLoaded?.accessibilityIdentifier {"), editor)
    XCTAssertTrue(editor.contains("case \"e\": \"e\""), editor)
    XCTAssertTrue(editor.contains("BareFlow.trace(.scene, sceneID)"), editor)
    for mode in [[], ["-swift-version", "5"]] {
      let result = try checker().typeCheck(sources: sources, extraArguments: mode)
      XCTAssertTrue(result.isClean, "\(mode): \(result.description)")
    }
  }

  /// Every example's dispatch asserts in debug builds wherever a storyboard out of step
  /// would make it fall through: a destination of another class, an identifier the flow
  /// does not list, an unwind nobody expects.
  func testEveryExampleAssertsWhereAStoryboardOutOfStepFallsThrough() throws {
    for example in SwiftFixtures.exampleFlows {
      let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
      for (name, text) in files where name.hasSuffix("Base.swift") {
        let guards = text.components(separatedBy: " else {\n").count - 1
        let casts = text.components(separatedBy: "guard let destination = ").count - 1
        let asserted = text.components(separatedBy: "guard let destination = ").dropFirst()
          .filter { $0.contains(" else {\n        assertionFailure(") }.count
        XCTAssertEqual(asserted, casts, "\(example.name)/\(name): every cast asserts")
        XCTAssertGreaterThanOrEqual(guards, casts)
        if text.contains("case nil:") {
          XCTAssertTrue(
            text.contains("unknown segue identifier '\\(identifier)'"), "\(example.name)/\(name)")
        }
        if text.contains("(_ segue: UIStoryboardSegue)") {
          XCTAssertTrue(text.contains("arrived at "), "\(example.name)/\(name)")
        }
        XCTAssertTrue(
          !text.contains("override func prepare(for segue")
            || text.contains("\(example.url.lastPathComponent), scene '"),
          "\(example.name)/\(name): the messages name the flow")
      }
    }
  }

  /// A flow using every feature the generator has a branch for.
  func testKitchenSinkTypeChecksWithoutErrorOrWarning() throws {
    let flow = try SwiftFixtures.flow(source: SwiftTestFlows.kitchenSink, path: "Sink.flow")
    var sources = try SwiftFixtures.generate(flow)
    sources["Support.swift"] = SwiftTestFlows.sinkSupport
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  /// Every flow of the tests, with the app classes it names, in Swift 5 and Swift 6
  /// language modes: a flow that checks clean compiles without a warning.
  func testEveryTestFlowTypeChecksInSwift5And6() throws {
    for test in SwiftTestFlows.all {
      var sources = try SwiftFixtures.generate(
        try SwiftFixtures.flow(source: test.source, path: test.name + ".flow"))
      if !test.support.isEmpty { sources["Support.swift"] = test.support }
      for version in ["5", "6"] {
        var checker = try checker()
        checker.swiftVersion = version
        let result = try checker.typeCheck(sources: sources)
        XCTAssertTrue(result.isClean, "\(test.name), Swift \(version): \(result.description)")
      }
    }
  }

  /// Human code using typed cells, the selected cell's index path and `shouldPerform`
  /// hooks compiles; without them (a hook without the index path, a dequeue without a
  /// cast) it would not.
  func testTypedCellsIndexPathsAndShouldPerformHooksCompile() throws {
    let library = try XCTUnwrap(SwiftTestFlows.all.first { $0.name == "Library" })
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: library.source, path: "Library.flow"))
    let machine = try XCTUnwrap(sources["ShelfViewControllerBase.swift"])
    XCTAssertTrue(machine.contains("func dequeueBookCell(for indexPath: IndexPath) -> BookCell {"))
    XCTAssertFalse(machine.contains("dequeuePlain"), "a cell without a class has no helper")
    XCTAssertFalse(machine.contains("shouldPerformShowFirstBook"), "performed from code only")
    sources.merge(SwiftTestFlows.libraryHumanFiles) { _, human in human }
    sources["Support.swift"] = library.support
    for version in ["5", "6"] {
      var checker = try checker()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
    // The hook of a cell's segue without the index path no longer overrides anything.
    sources["ShelfViewController.swift"] = SwiftTestFlows.libraryHumanFiles[
      "ShelfViewController.swift"]?.replacingOccurrences(
        of: "at indexPath: IndexPath?, sender", with: "sender"
      ).replacingOccurrences(of: "indexPath.map { books[$0.row] }", with: "nil")
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(
      result.output.contains("does not override any method from its superclass"), result.output)
  }

  /// A table layout behaves: text fields dismiss the keyboard, e-mail fields do not
  /// capitalise or correct, numbers go through `RowNumbers`, reloading a row keeps its
  /// cell, the style reaches the initialiser and the storyboard check, and a dynamic
  /// layout can change. The human file using all of it compiles in Swift 5 and 6.
  func testTableLayoutsBehaveAndTheirHooksCompile() throws {
    let recipe = try XCTUnwrap(SwiftTestFlows.all.first { $0.name == "Recipe" })
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: recipe.source, path: "Recipe.flow"))
    let machine = try XCTUnwrap(sources["RecipeEditorViewControllerBase.swift"])
    let shared = try XCTUnwrap(sources["RecipeFlow.swift"])
    for (text, fragment) in [
      (machine, "tableView.keyboardDismissMode = .interactive"),
      (machine, "self.init(style: Self.tableLayout.style)"),
      (machine, "tableView.style == Self.tableLayout.style"),
      (machine, "set it to Plain"),
      (machine, "style: .plain,"),
      (machine, "if let cell = rowCells[row.key] {"),
      (machine, "var layout = RecipeEditorViewControllerBase.tableLayout {"),
      (machine, "func configure(_ control: UIControl, for row: Row) {}"),
      (
        machine,
        "key: .servings, label: Strings.servingsLabel, editor: .integer, keyboard: .numberPad)"
      ),
      (shared, "field.addAction(done, for: .editingDidEndOnExit)"),
      (shared, "field.autocapitalizationType = .none"),
      (shared, "field.autocorrectionType = .no"),
      (shared, "if !field.isFirstResponder { field.text = value.displayText }"),
      (shared, "onChange(RowNumbers.value(from: field?.text ?? \"\", editor: editor))"),
    ] {
      XCTAssertTrue(text.contains(fragment), fragment)
    }
    sources.merge(SwiftTestFlows.recipeHumanFiles) { _, human in human }
    for version in ["5", "6"] {
      var checker = try checker()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
    // A static layout cannot be changed at run time.
    let fixed = recipe.source.replacingOccurrences(of: "content=\"dynamic\"", with: "")
    var fixedSources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: fixed, path: "Recipe.flow"))
    fixedSources.merge(SwiftTestFlows.recipeHumanFiles) { _, human in human }
    let result = try checker().typeCheck(sources: fixedSources)
    XCTAssertTrue(result.output.contains("cannot"), result.output)
  }

  /// With `options.access` `public`, the generated code compiles (Swift 5 and 6) as a
  /// framework, and an app in another module shows its scenes, performs their segues and
  /// reads their enums; with the default, `internal`, it cannot.
  func testPublicAccessMakesScenesUsableFromAnotherModule() throws {
    let app = """
      import Kit
      import UIKit

      @MainActor
      func show(from navigation: UINavigationController) {
        let shelf = ShelfViewController()
        navigation.pushViewController(shelf, animated: true)
        shelf.perform(.addBook)
        _ = ShelfViewController.Segue.allCases.map(\\.rawValue)
        let editor = RecipeEditorViewController()
        editor.layout.sections.removeAll()
        _ = editor.value(for: .servings) == RecipeEditorViewController.RowValue.integer(2)
        _ = RecipeFlow.storyboard()
      }

      """
    for access in [AccessLevel.public, .internal] {
      var sources: [String: String] = [:]
      for name in ["Library", "Recipe"] {
        let test = try XCTUnwrap(SwiftTestFlows.all.first { $0.name == name })
        let flow = try SwiftFixtures.flow(source: test.source, path: name + ".flow")
        sources.merge(try SwiftFixtures.generate(flow, access: access)) { first, _ in first }
        sources["Support\(name).swift"] = test.support
      }
      let checker = try checker()
      if access == .public {
        for version in ["5", "6"] {
          var checker = checker
          checker.swiftVersion = version
          let result = try checker.typeCheck(
            sources: sources, extraArguments: ["-module-name", "Kit"])
          XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
        }
      }
      let folder = try SwiftFixtures.temporaryFolder(self, "kit")
      let files = try SwiftFixtures.write(sources, to: folder)
      let emit = try ProcessRunner(
        executable: checker.swiftc,
        arguments: ["-emit-module", "-parse-as-library", "-module-name", "Kit"]
          + SwiftTypeChecker.languageFlags
          + ["-Xfrontend", "-experimental-skip-all-function-bodies"]
          + ["-I", checker.stubModules.path]
          + ["-module-cache-path", SwiftTypeChecker.moduleCachePath]
          + ["-emit-module-path", folder.appendingPathComponent("Kit.swiftmodule").path]
          + files.map(\.path),
        timeout: 600
      ).run()
      XCTAssertEqual(emit.status, 0, emit.output)
      let result = try checker.typeCheck(
        sources: ["App.swift": app], extraArguments: ["-I", folder.path])
      if access == .public {
        XCTAssertTrue(result.isClean, result.description)
      } else {
        XCTAssertGreaterThan(result.errors, 0, "internal declarations are not visible")
      }
    }
  }

  /// A segue to a tab bar or split view controller hands its hook the container with its
  /// children typed as the flow knows them; a hook written for the bare controller no
  /// longer overrides anything.
  func testContainerDestinationsAreTyped() throws {
    let sink = try XCTUnwrap(SwiftTestFlows.all.first { $0.name == "Sink" })
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: sink.source, path: "Sink.flow"))
    sources["Support.swift"] = sink.support
    let human = """
      import UIKit

      extension URLViewController {
        func useContainers(tabs: SinkFlow.TabsContainer, split: SinkFlow.SplitContainer) {
          let home: URLViewController? = tabs.home
          let mail: UISplitViewController? = tabs.split
          let mailboxes: MailboxesViewController? = split.primary
          let message: MessageViewController? = split.secondary
          tabs.controller.selectedIndex = 0
          _ = (home, mail, mailboxes, message, split.controller.isCollapsed)
        }
      }

      """
    sources["Containers.swift"] = human
    let machine = try XCTUnwrap(sources["URLViewControllerBase.swift"])
    XCTAssertTrue(
      machine.contains(
        "func preparePresentTabs(_ destination: SinkFlow.TabsContainer, sender: Any?) {}"),
      machine)
    for version in ["5", "6"] {
      var checker = try checker()
      checker.swiftVersion = version
      let result = try checker.typeCheck(sources: sources)
      XCTAssertTrue(result.isClean, "Swift \(version): \(result.description)")
    }
  }

  /// Hand-written human files that use the API exactly as docs/flow-format.md names it,
  /// compiled with the machine files of the examples.
  func testTheContractAPICompiles() throws {
    var sources: [String: String] = [:]
    for name in ["FriendList", "TripDestinations"] {
      let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == name })
      let files = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
      for (file, text) in files where file.hasSuffix("Base.swift") || file.hasSuffix("Flow.swift") {
        sources[file] = text
      }
    }
    sources.merge(SwiftTestFlows.contractHumanFiles) { _, human in human }
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  /// The source of a `delegate="true"` segue must implement the protocol's requirements:
  /// the compiler, not a run-time cast, rejects a human file that lacks one.
  func testAHumanFileWithoutADelegateRequirementDoesNotCompile() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "TripDestinations" })
    var sources = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
    let human = try XCTUnwrap(sources["ViewController.swift"])
    let requirement =
      "  func destinationController(_ controller: DestinationController, didFinishWithSave save: Bool) {}\n"
    XCTAssertTrue(human.contains(requirement), human)
    sources["ViewController.swift"] = human.replacingOccurrences(of: requirement, with: "")
    let result = try checker().typeCheck(sources: sources)
    XCTAssertGreaterThan(result.errors, 0, result.description)
    XCTAssertTrue(
      result.output.contains("does not conform to protocol 'DestinationControllerDelegate'"),
      result.output)
  }

  /// Overriding the selection delegate method, which would lose the cells' transitions
  /// without `super`, does not compile in either UIKit runtime; the selection hook does.
  func testTheCellSelectionGoesThroughAHookInBothRuntimes() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    for runtime in [FlowRuntime.storyboard, .code] {
      var flow = try SwiftFixtures.flow(at: example.url)
      flow.runtime = runtime
      var sources = try SwiftFixtures.generate(flow)
      let human = try XCTUnwrap(sources["MasterViewController.swift"])
      guard let end = human.lastIndex(of: "}") else { return XCTFail(human) }
      let hook = "  override func didSelectRow(at indexPath: IndexPath) {}\n"
      sources["MasterViewController.swift"] = human[..<end] + hook + "}\n"
      let withHook = try checker().typeCheck(sources: sources)
      XCTAssertEqual(withHook.errors, 0, "\(runtime): \(withHook.output)")
      let delegate =
        "  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}\n"
      sources["MasterViewController.swift"] = human[..<end] + delegate + "}\n"
      let withDelegate = try checker().typeCheck(sources: sources)
      XCTAssertTrue(
        withDelegate.output.contains("overrides a 'final'"), "\(runtime): \(withDelegate.output)")
    }
  }

  /// A renamed segue breaks the human file's override at compile time.
  func testARenamedSegueBreaksTheHumanOverride() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    let original = try SwiftFixtures.generate(try SwiftFixtures.flow(at: example.url))
    let source = try String(contentsOf: example.url, encoding: .utf8)
      .replacingOccurrences(of: "\"showDetail\"", with: "\"showFriend\"")
    var sources = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: source, path: "FriendList.flow"))
    sources["MasterViewController.swift"] = original["MasterViewController.swift"]
    let result = try checker().typeCheck(sources: sources)
    XCTAssertTrue(
      result.output.contains("does not override any method from its superclass"), result.output)
  }
}
