import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// `<flow imports>`: a scene's input typed by another module (`ItemKit.Item`) compiles
/// only when the generated files import that module, which flowc cannot guess (the name
/// looks like a nested `Friend.ID`). Every file of every runtime imports the declared
/// modules, merged with its own imports and sorted; the SwiftUI runtime, which names the
/// input's type, type-checks against a real `ItemKit` module with them, and not without.
final class FlowImportsGenerationTests: XCTestCase {
  static let checker = Result { try SwiftTypeChecker() }

  /// A list scene that shows a detail scene with an `ItemKit.Item` input.
  static func source(runtime: String, imports: String?, module: String? = nil) -> String {
    let attributes =
      (module.map { #" module="\#($0)""# } ?? "")
      + (imports.map { #" imports="\#($0)""# } ?? "")
    return """
      <flow name="Items" version="1" initial="nav" runtime="\(runtime)"\(attributes)>
        <navigation id="nav" root="list"/>
        <scene id="list" class="ListViewController">
          <segue id="showItem" kind="show" to="detail"/>
        </scene>
        <scene id="detail" class="DetailViewController">
          <input name="item" type="ItemKit.Item"/>
        </scene>
      </flow>

      """
  }

  /// Every generated file of the flow, by name.
  static func files(runtime: String, imports: String?, module: String? = nil) throws
    -> [String: String]
  {
    let flow = try SwiftFixtures.flow(
      source: source(runtime: runtime, imports: imports, module: module), path: "Items.flow")
    return runtime == "swiftui"
      ? try SwiftUIRuntimeTests.generate(flow) : try SwiftFixtures.generate(flow)
  }

  /// The modules a file imports, in order.
  static func imports(of text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
      String($0.dropFirst("import ".count))
    }
  }

  func testEveryUIKitFileImportsTheDeclaredModulesOnceSorted() throws {
    for runtime in ["storyboard", "code"] {
      let files = try Self.files(
        runtime: runtime, imports: "ModelKit ItemKit UIKit ItemKit SwiftUI Items", module: "Items")
      // Machine files, skeletons and the shared file.
      XCTAssertEqual(
        Set(files.keys),
        [
          "ItemsFlow.swift", "ListViewControllerBase.swift", "ListViewController.swift",
          "DetailViewControllerBase.swift", "DetailViewController.swift",
        ], runtime)
      for (name, text) in files {
        XCTAssertEqual(
          Self.imports(of: text), ["ItemKit", "ModelKit", "UIKit"], "\(runtime) \(name)")
      }
    }
  }

  func testEverySwiftUIFileImportsTheDeclaredModulesOnceSorted() throws {
    let files = try Self.files(
      runtime: "swiftui", imports: "ModelKit ItemKit SwiftUI Foundation UIKit Items",
      module: "Items")
    XCTAssertEqual(
      Set(files.keys),
      [
        "ItemsFlow.swift", "ItemsFlowViews.swift", "ListViewBase.swift", "ListView.swift",
        "DetailViewBase.swift", "DetailView.swift",
      ])
    for (name, text) in files {
      // The runtime's own frameworks where it needs them, and only there.
      let expected =
        name == "ItemsFlow.swift"
        ? ["Foundation", "ItemKit", "ModelKit", "Observation"] : ["ItemKit", "ModelKit", "SwiftUI"]
      XCTAssertEqual(Self.imports(of: text), expected, name)
    }
  }

  func testWithoutTheAttributeTheImportsAreFlowcsOwn() throws {
    for runtime in ["storyboard", "code"] {
      for (name, text) in try Self.files(runtime: runtime, imports: nil) {
        XCTAssertEqual(Self.imports(of: text), ["UIKit"], "\(runtime) \(name)")
      }
    }
    for (name, text) in try Self.files(runtime: "swiftui", imports: nil) {
      let expected = name == "ItemsFlow.swift" ? ["Foundation", "Observation"] : ["SwiftUI"]
      XCTAssertEqual(Self.imports(of: text), expected, name)
    }
  }

  /// `ItemKit` as a module of its own, declaring `public struct Item`, in `folder`.
  func buildItemKit(into folder: URL, flags: [String]) throws -> URL? {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let modules = folder.appendingPathComponent("ItemKitModule")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("Item.swift")
    try Data(
      """
      public struct Item: Hashable, Codable, Sendable {
        public var name = ""
        public init() {}
      }

      """.utf8
    ).write(to: source)
    let build = try ProcessRunner(
      executable: swiftc,
      arguments: ["-emit-module", "-parse-as-library", "-module-name", "ItemKit"] + flags + [
        "-module-cache-path", SwiftTypeChecker.moduleCachePath, "-emit-module-path",
        modules.appendingPathComponent("ItemKit.swiftmodule").path, source.path,
      ], timeout: 600
    ).run()
    XCTAssertTrue(build.succeeded, build.output)
    return build.succeeded ? modules : nil
  }

  /// The SwiftUI runtime names the input's type in the route, the navigator's state and
  /// the views: with `import ItemKit` they compile in Swift 6 and 5 modes, without it not.
  func testAnInputOfAnotherModuleTypeChecksOnlyWithTheImport() throws {
    guard let swiftc = SwiftTypeChecker.locateSwiftc() else { throw XCTSkip("swiftc not found") }
    let folder = try SwiftFixtures.temporaryFolder(self, "flow-imports")
    guard let standIn = try SwiftUIRuntimeTests.buildStandIn(into: folder),
      let itemKit = try buildItemKit(into: folder, flags: ["-swift-version", "6"])
    else { return }
    func typeCheck(imports: String?, mode: String = "6") throws -> ProcessRunner.Result {
      let sources = folder.appendingPathComponent((imports == nil ? "without" : "with") + mode)
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      let files = try SwiftFixtures.write(
        try Self.files(runtime: "swiftui", imports: imports), to: sources)
      return try ProcessRunner(
        executable: swiftc,
        arguments: [
          "-typecheck", "-swift-version", mode, "-I", standIn.path, "-I", itemKit.path,
          "-module-name", "App", "-parse-as-library", "-module-cache-path",
          SwiftUIRuntimeTests.moduleCache,
        ] + files.map(\.path), timeout: 600
      ).run()
    }
    for mode in ["6", "5"] {
      let with = try typeCheck(imports: "ItemKit", mode: mode)
      XCTAssertTrue(with.succeeded, "Swift \(mode): \(with.output)")
      XCTAssertFalse(with.output.contains("warning:"), "Swift \(mode): \(with.output)")
    }
    let without = try typeCheck(imports: nil)
    XCTAssertFalse(without.succeeded, "compiled without importing ItemKit")
    XCTAssertTrue(without.output.contains("error: cannot find"), without.output)
    XCTAssertTrue(without.output.contains("'ItemKit'"), without.output)
  }

  /// In the storyboard and code runtimes the declared module is imported by every file
  /// and resolves: the files type-check with it in Swift 6 mode, and the app's half of a
  /// scene can use the module's types (without the attribute it cannot).
  func testTheDeclaredImportsTypeCheckInTheUIKitRuntimes() throws {
    let checker = try Self.checker.get()
    let folder = try SwiftFixtures.temporaryFolder(self, "flow-imports-uikit")
    guard
      let itemKit = try buildItemKit(into: folder, flags: SwiftTypeChecker.languageFlags)
    else { return }
    for runtime in ["storyboard", "code"] {
      func typeCheck(imports: String?) throws -> TypeCheckResult {
        var sources = try Self.files(runtime: runtime, imports: imports)
        // The app uses the module's type in its own half of the scene, under the imports
        // of the skeleton flowc wrote.
        let skeleton = try XCTUnwrap(sources["DetailViewController.swift"], runtime)
        sources["DetailViewController.swift"] =
          skeleton
          + "\nextension DetailViewController {\n  func show(_ item: Item) { _ = item }\n}\n"
        return try checker.typeCheck(sources: sources, extraArguments: ["-I", itemKit.path])
      }
      let with = try typeCheck(imports: "ItemKit")
      XCTAssertTrue(with.isClean, "\(runtime): \(with.description)")
      let without = try typeCheck(imports: nil)
      XCTAssertEqual(without.errors, 1, "\(runtime): \(without.description)")
      XCTAssertTrue(
        without.diagnostics.first?.contains("cannot find type 'Item' in scope") ?? false,
        "\(runtime): \(without.description)")
    }
  }
}
