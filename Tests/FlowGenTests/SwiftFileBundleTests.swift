import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowGen

/// `flowc build --single-file`: the machine and shared files of a build in one Swift file,
/// with one header and the imports merged, that compiles like the separate files.
final class SwiftFileBundleTests: XCTestCase {
  func header(_ source: String) -> String {
    GeneratedFileHeader.line(sourceFileName: source)
  }

  func part(_ name: String, _ body: String, source: String = "A.flow") -> SwiftFileBundle.Part {
    SwiftFileBundle.Part(name: name, text: header(source) + "\n" + body)
  }

  func testOneHeaderTheImportsMergedThenEachPartUnderItsName() throws {
    let text = try SwiftFileBundle.bundle([
      part("AFlow.swift", "\nimport UIKit\n\nenum AFlow {}\n"),
      part("ABase.swift", "\nimport UIKit\nimport MapKit\n\nclass ABase: UIViewController {}\n"),
    ])
    XCTAssertEqual(
      text,
      """
      \(header("A.flow"))

      import MapKit
      import UIKit

      // MARK: - AFlow.swift

      enum AFlow {}

      // MARK: - ABase.swift

      class ABase: UIViewController {}

      """)
  }

  func testTheHeaderNamesEverySourceOnceAndIsFlowcs() throws {
    let text = try SwiftFileBundle.bundle([
      part("AFlow.swift", "enum AFlow {}\n", source: "A.flow"),
      part("ABase.swift", "class ABase {}\n", source: "A.flow"),
      part("BFlow.swift", "enum BFlow {}\n", source: "B.flow"),
    ])
    let first = try XCTUnwrap(text.split(separator: "\n").first)
    XCTAssertEqual(String(first), header("A.flow, B.flow"))
    XCTAssertTrue(GeneratedFileHeader.isGenerated(contents: Data(text.utf8)))
  }

  func testImportsAreSortedByModuleAndKeptWhole() throws {
    let text = try SwiftFileBundle.bundle([
      part("A.swift", "import WebKit\n@preconcurrency import AVKit\nimport UIKit\n\nlet a = 1\n"),
      part("B.swift", "import struct MapKit.MKCoordinateRegion\nimport UIKit\n\nlet b = 2\n"),
    ])
    let imports = text.split(separator: "\n").filter { $0.contains("import ") }
    XCTAssertEqual(
      imports,
      [
        "@preconcurrency import AVKit", "import struct MapKit.MKCoordinateRegion",
        "import UIKit", "import WebKit",
      ])
  }

  /// Only the leading imports move: one after a comment or inside `#if` stays in place,
  /// which Swift accepts.
  func testAnImportBelowOtherCodeStaysWhereItIs() throws {
    let body = """
      import UIKit

      #if canImport(MapKit)
        import MapKit
      #endif
      // import WebKit
      let a = 1

      """
    let text = try SwiftFileBundle.bundle([part("A.swift", body)])
    XCTAssertTrue(
      text.hasSuffix(
        "// MARK: - A.swift\n\n#if canImport(MapKit)\n  import MapKit\n#endif\n// import WebKit\nlet a = 1\n"
      ),
      text)
  }

  func testRecognisesImportDeclarationsOnly() {
    let module = SwiftFileBundle.importedModule
    XCTAssertEqual(module("import UIKit"), "UIKit")
    XCTAssertEqual(module("@preconcurrency import MapKit"), "MapKit")
    XCTAssertEqual(module("public import Foundation.NSString"), "Foundation")
    XCTAssertEqual(module("@_implementationOnly import Secret"), "Secret")
    XCTAssertEqual(module("import class UIKit.UIView"), "UIKit")
    XCTAssertNil(module("import UIKit // the SDK"))
    XCTAssertNil(module("let importance = 1"))
    XCTAssertNil(module("#if canImport(UIKit)"))
    XCTAssertNil(module("import"))
    XCTAssertNil(module("func f() { import X }"))
  }

  func testAPartWithoutTheHeaderOrTwoPartsWithOneNameAreErrors() {
    XCTAssertThrowsError(
      try SwiftFileBundle.bundle([SwiftFileBundle.Part(name: "A.swift", text: "import UIKit\n")])
    ) { error in
      XCTAssertEqual(error as? SwiftFileBundle.BundleError, .missingHeader("A.swift"))
    }
    XCTAssertThrowsError(
      try SwiftFileBundle.bundle([
        part("ABase.swift", "class ABase {}\n", source: "A.flow"),
        part("ABase.swift", "class ABase {}\n", source: "B.flow"),
      ])
    ) { error in
      XCTAssertEqual(error as? SwiftFileBundle.BundleError, .duplicateName("ABase.swift"))
    }
  }

  func testTheSameInputsGiveTheSameBytes() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    let input = SwiftBuild.Input(
      flow: try SwiftFixtures.flow(at: example.url), sourceFileName: "FriendList.flow")
    let folder = try SwiftFixtures.temporaryFolder(self, "bundle")
    let path = folder.appendingPathComponent("FriendList.flow.swift").path
    let generator = SwiftGenerator(templates: SwiftFixtures.templates)
    let first = try SwiftBuild.singleFilePlan([input], generator: generator, path: path)
    XCTAssertEqual(first.changes.map(\.action), [.create])
    try first.apply()
    let second = try SwiftBuild.singleFilePlan([input], generator: generator, path: path)
    XCTAssertEqual(second.changes.map(\.action), [.unchanged])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(
      text.components(separatedBy: "\n").filter {
        $0.hasPrefix("// MARK: - ") && $0.hasSuffix(".swift")
      },
      [
        "// MARK: - FriendListFlow.swift", "// MARK: - MasterViewControllerBase.swift",
        "// MARK: - DetailViewControllerBase.swift", "// MARK: - EditViewControllerBase.swift",
      ])
  }

  /// The single file of every example, with the examples' human files, compiles as
  /// cleanly as the separate files do.
  func testTheBundleOfEveryExampleTypeChecksWithTheHumanFiles() throws {
    var inputs: [SwiftBuild.Input] = []
    var sources: [String: String] = [:]
    for example in SwiftFixtures.exampleFlows {
      let flow = try SwiftFixtures.flow(at: example.url)
      inputs.append(SwiftBuild.Input(flow: flow, sourceFileName: example.url.lastPathComponent))
      for (name, text) in try SwiftFixtures.generate(flow)
      where !name.hasSuffix("Base.swift") && !name.hasSuffix("Flow.swift") {
        sources[name] = text
      }
    }
    let plan = try SwiftBuild.singleFilePlan(
      inputs, generator: SwiftGenerator(templates: SwiftFixtures.templates),
      path: "/nonexistent/Flows.swift")
    let bundle = try XCTUnwrap(plan.changes.first?.contents)
    XCTAssertEqual(plan.changes.count, 1)
    sources["Flows.swift"] = String(decoding: bundle, as: UTF8.self)
    let result = try SwiftTypeCheckTests.checker.get().typeCheck(sources: sources)
    XCTAssertTrue(result.isClean, result.description)
  }

  func testMissingHumanFilesAreLookedForInEverySubfolder() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    let input = SwiftBuild.Input(
      flow: try SwiftFixtures.flow(at: example.url), sourceFileName: "FriendList.flow")
    let folder = try SwiftFixtures.temporaryFolder(self, "skeletons")
    let scenes = folder.appendingPathComponent("Scenes/Friends")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    try Data().write(to: scenes.appendingPathComponent("MasterViewController.swift"))
    try Data().write(to: folder.appendingPathComponent("DetailViewController.swift"))
    let hidden = folder.appendingPathComponent(".build")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    try Data().write(to: hidden.appendingPathComponent("EditViewController.swift"))

    let (missing, folders) = SwiftBuild.missingHumanFiles(
      [(input, "Flows/FriendList.flow")], under: folder.path)
    XCTAssertEqual(missing.map(\.className), ["EditViewController"])
    XCTAssertEqual(missing.first?.sceneID, "edit")
    XCTAssertEqual(missing.first?.flowPath, "Flows/FriendList.flow")
    XCTAssertGreaterThan(missing.first?.location.line ?? 0, 0)
    XCTAssertEqual(
      folders["Flows/FriendList.flow"], [folder.path, folder.path + "/Scenes/Friends"])
  }
}
