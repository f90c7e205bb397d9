import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// The real-world storyboards in `../shared/storyboards` (read there, never copied into
/// the project), for the corpus tests of `flowc build` and `flowc graph`.
enum CorpusStoryboards {
  /// The corpus folder. Missing, it skips the test, or fails it when `CI` is set.
  static func folder() throws -> URL {
    try require(
      TestRequirement.shared(
        "storyboards", marker: "MANIFEST.tsv", what: "the storyboard corpus"))
  }

  /// One storyboard of the corpus, by file name.
  static func named(_ name: String) throws -> URL {
    try folder().appendingPathComponent(name)
  }

  /// Every `.storyboard` of the corpus, by file name; the manifest lists the same files.
  static func all() throws -> [URL] {
    let folder = try folder()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".storyboard") }.sorted()
    let manifest = try String(
      contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    let listed = manifest.split(separator: "\n").dropFirst()
      .compactMap { $0.split(separator: "\t").first.map(String.init) }.sorted()
    XCTAssertEqual(
      names, listed, "the corpus folder holds exactly the storyboards MANIFEST.tsv lists")
    XCTAssertFalse(names.isEmpty, "no storyboards in \(folder.path)")
    return names.map { folder.appendingPathComponent($0) }
  }

  /// The storyboard imported and checked as flowc does it; nil (after a failure) when it
  /// does not import without errors.
  static func flow(of storyboard: URL) -> Flow? {
    let result = FlowFrontEnd.load(path: storyboard.path)
    let errors = result.diagnostics.filter { $0.severity == .error }.map(\.fullMessage)
    XCTAssertEqual(errors, [], "\(storyboard.lastPathComponent) imports without errors")
    guard let flow = result.flow else {
      XCTFail("\(storyboard.lastPathComponent): no flow")
      return nil
    }
    return errors.isEmpty ? flow : nil
  }

  /// Runs `body` for every element of `items`, as many at a time as there are cores,
  /// and returns the results in order. `body` must not assert: assert on its results.
  static func concurrentMap<Item: Sendable, Value: Sendable>(
    _ items: [Item], _ body: @Sendable (Item) -> Value
  ) -> [Value] {
    let results = ResultSlots<Value>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      results.set(index, body(items[index]))
    }
    return results.values
  }
}

/// Slots filled from several threads.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}

/// The classes an app supplies that flowc neither generates nor finds in the SDK: the
/// custom views its outlets point at, its segue classes, its own container classes, its
/// cell classes, derived from the imported flow the way the app itself declares them.
///
/// Every type a flow names is looked at — outlet types, action senders, scene bases, cell
/// classes, segue classes, container classes — in its parts (`UIHostingController<AnyView>`
/// names two types). A type is left alone when the SDK stubs declare it or the flow
/// generates it (its scenes' classes). Otherwise:
///
/// - `M.T`, with `M` another module than the flow's: `T` belongs to module `M`, which the
///   generated code must import; the test builds a stand-in module `M` declaring it.
/// - `T` with the prefix of an Apple framework that has no stub (`PHLivePhotoView`,
///   PhotosUI): likewise a stand-in module of that framework, so that a missing import
///   shows. With the prefix of a framework that has a stub (`UI`, `MK`…), it is a failure:
///   the stub lacks an SDK class, and the app would not declare it.
/// - anything else is the app's own class, in the flow's module.
///
/// Its superclass follows from how the flow uses it: a navigation, tab bar or split node's
/// class subclasses that UIKit container, a scene base `UIViewController`, a segue class
/// `UIStoryboardSegue`, a cell class `UITableViewCell` (`UICollectionViewCell` in a
/// collection view controller), an action's sender `UIControl`, an outlet's type `UIView`.
/// A type used two ways takes the most specific; a controller, a segue and a view are
/// never the same class, so such a mix is reported as a conflict.
struct AppClasses {
  /// How a flow uses a type, from the most specific superclass to the least.
  enum Role: Int, Comparable, CaseIterable {
    case navigation, tabBar, split, scene, segue, collectionCell, tableCell, control, view

    var superclass: String {
      switch self {
      case .navigation: "UINavigationController"
      case .tabBar: "UITabBarController"
      case .split: "UISplitViewController"
      case .scene: "UIViewController"
      case .segue: "UIStoryboardSegue"
      case .collectionCell: "UICollectionViewCell"
      case .tableCell: "UITableViewCell"
      case .control: "UIControl"
      case .view: "UIView"
      }
    }

    /// Roles of one family can be played by one class (a cell is a view); roles of two
    /// families cannot.
    var family: Int {
      switch self {
      case .navigation, .tabBar, .split, .scene: rawValue
      case .segue: 10
      case .collectionCell, .tableCell, .control, .view: 20
      }
    }

    static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One class to declare.
  struct Declaration: Hashable, Comparable {
    var name: String
    var superclass: String

    static func < (lhs: Declaration, rhs: Declaration) -> Bool { lhs.name < rhs.name }
  }

  /// The module the generated code is compiled into: the flow's, else `App`.
  var appModule: String
  /// The app's own classes, declared in `appModule` beside the generated code.
  var appDeclarations: [Declaration] = []
  /// Classes of other modules (the app's frameworks, Apple frameworks without a stub),
  /// by module.
  var moduleDeclarations: [String: [Declaration]] = [:]
  /// What cannot be derived honestly: SDK classes the stubs lack, contradictory uses.
  var problems: [String] = []

  /// Apple frameworks by the prefix of their class names: those with a stub module, and
  /// those without one that storyboards name views of.
  static let frameworkPrefixes: [(prefix: String, module: String)] = [
    ("UI", "UIKit"), ("NS", "UIKit"), ("MK", "MapKit"), ("WK", "WebKit"), ("AV", "AVKit"),
    ("GLK", "GLKit"), ("PH", "PhotosUI"), ("SCN", "SceneKit"), ("SK", "SpriteKit"),
    ("MTK", "MetalKit"), ("AR", "ARKit"), ("PDF", "PDFKit"), ("QL", "QuickLook"),
    ("SF", "SafariServices"),
  ]

  /// Swift and Foundation types a flow may name (`sender="Any"`), which the stubs
  /// re-export rather than declare.
  static let standardTypes: Set<String> = [
    "Any", "AnyObject", "NSObject", "String", "Int", "Double", "Float", "Bool", "Date", "URL",
    "Data", "IndexPath", "Void", "Optional", "Array", "Dictionary", "Set",
  ]

  init(flow: Flow, sdk: StubTypes) {
    appModule = flow.module ?? "App"
    let generated = Set(flow.scenes.flatMap { [$0.className, $0.className + "Base"] })
    var roles: [String: Set<Role>] = [:]
    var mentioned: [String] = []
    func use(_ type: String, as role: Role?) {
      let parts = Self.typeNames(in: type)
      for (position, name) in parts.enumerated() {
        mentioned.append(name)
        // Only the type itself plays the role, not its generic arguments.
        if position == 0, let role { roles[name, default: []].insert(role) }
      }
    }
    for node in flow.nodes {
      switch node {
      case .scene(let scene):
        use(scene.base, as: .scene)
        for outlet in scene.outlets { use(outlet.type, as: .view) }
        for action in scene.actions { use(action.senderType, as: .control) }
        let cellRole: Role =
          scene.base == "UICollectionViewController" ? .collectionCell : .tableCell
        for cell in scene.cells { cell.className.map { use($0, as: cellRole) } }
        for segue in scene.segues { segue.segueClass.map { use($0, as: .segue) } }
        for event in scene.delegate?.events ?? [] { event.type.map { use($0, as: nil) } }
      case .navigation(let navigation):
        navigation.explicitClass.map { use($0, as: .navigation) }
      case .tabBar(let tabBar):
        tabBar.explicitClass.map { use($0, as: .tabBar) }
      case .split(let split):
        split.explicitClass.map { use($0, as: .split) }
      case .reference:
        break
      }
    }

    var seen = Set<String>()
    var app: [Declaration] = []
    var modules: [String: [Declaration]] = [:]
    for name in mentioned where seen.insert(name).inserted {
      var module: String?
      var typeName = name
      if let dot = name.lastIndex(of: ".") {
        module = String(name[..<dot])
        typeName = String(name[name.index(after: dot)...])
        if module == appModule { module = nil }
      }
      if let module, sdk.modules.contains(module) {
        if !sdk.types.contains(typeName) {
          problems.append("\(name): the \(module) stub does not declare \(typeName)")
        }
        continue
      }
      if module == nil
        && (sdk.types.contains(typeName) || generated.contains(typeName)
          || Self.standardTypes.contains(typeName))
      {
        continue
      }
      let used = roles[name] ?? []
      guard let role = used.min() else {
        problems.append("\(name) is named only as a generic argument; its kind is unknown")
        continue
      }
      if Set(used.map(\.family)).count > 1 {
        problems.append(
          "\(name) is used as \(used.sorted().map(\.superclass).joined(separator: " and ")): no class is both"
        )
        continue
      }
      let declaration = Declaration(name: typeName, superclass: role.superclass)
      if module == nil, let framework = Self.framework(ofTypeNamed: typeName) {
        if sdk.modules.contains(framework) {
          problems.append(
            "\(typeName) looks like a \(framework) class, but the \(framework) stub does not declare it"
          )
          continue
        }
        module = framework
      }
      if let module {
        modules[module, default: []].append(declaration)
      } else {
        app.append(declaration)
      }
    }
    appDeclarations = app.sorted()
    moduleDeclarations = modules.mapValues { $0.sorted() }
  }

  /// The types a type as written names, outermost first: `UIHostingController<AnyView>`
  /// → `UIHostingController`, `AnyView`; `[ListerKit.CheckBox]?` → `ListerKit.CheckBox`.
  static func typeNames(in type: String) -> [String] {
    type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map(String.init)
  }

  /// The Apple framework a class name's prefix says it belongs to, if any: the prefix is
  /// followed by an upper-case letter and then lower-case ones (`PHLivePhotoView`, not
  /// `PHOTOView` or `Phone`).
  static func framework(ofTypeNamed name: String) -> String? {
    for (prefix, module) in frameworkPrefixes where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let next = rest.first, next.isUppercase, rest.contains(where: \.isLowercase) {
        return module
      }
    }
    return nil
  }

  /// Every class to declare, for reports: `CheckBox: UIControl (ListerKit)`.
  var summary: [String] {
    appDeclarations.map { "\($0.name): \($0.superclass)" }
      + moduleDeclarations.keys.sorted().flatMap { module in
        moduleDeclarations[module]!.map { "\($0.name): \($0.superclass) (\(module))" }
      }
  }

  /// The file of the app's own classes, compiled with the generated code.
  var appSource: String {
    var text = "// The app's own classes that the storyboard names (derived by the test).\n"
    text += "import UIKit\n"
    for declaration in appDeclarations {
      text += "\nclass \(declaration.name): \(declaration.superclass) {}\n"
    }
    return text
  }

  /// The source of the stand-in for another module: its classes, public and open, as a
  /// framework exports them.
  func moduleSource(_ module: String) -> String {
    var text = "// A stand-in for module \(module) (written by the test).\n"
    text += "import UIKit\n"
    for declaration in moduleDeclarations[module] ?? [] {
      text += "\nopen class \(declaration.name): \(declaration.superclass) {}\n"
    }
    return text
  }
}

/// The modules and top-level type names the SDK stubs (`Tests/Fixtures/Stubs`) declare.
struct StubTypes: Sendable {
  var modules: Set<String>
  var types: Set<String>

  static func load(from folder: URL = PackagePaths.stubs) throws -> StubTypes {
    var modules = Set<String>()
    var types = Set<String>()
    let declaration =
      #/^(?:(?:@[A-Za-z]+(?:\([^)]*\))?|public|open|final|indirect)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let file = folder.appendingPathComponent(name).appendingPathComponent("\(name).swift")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      modules.insert(name)
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = line.prefixMatch(of: declaration) { types.insert(String(match.output.1)) }
      }
    }
    return StubTypes(modules: modules, types: types)
  }
}

/// `flowc build` on one storyboard, then a type-check of what it wrote, with the app's
/// classes beside it, in every language mode a clean `flowc check` promises.
enum CorpusBuild {
  /// The language modes the generated code is type-checked in (`-swift-version`).
  static let languageModes = ["6", "5"]

  /// What building and type-checking one storyboard gave.
  struct Outcome: Sendable {
    var name: String
    var scenes: Int
    var buildStatus: Int32
    var buildOutput: String
    var swiftFiles: Int
    /// The type-check in each language mode, in the order of `languageModes`.
    var typeChecks: [(mode: String, result: TypeCheckResult)] = []
    var failure: String?
    /// Generated files that force-cast or force-try (`as!`, `try!`), which none may.
    var forcedFiles: [String] = []
    var seconds: Double
  }

  /// Runs `flowc build` (for `runtime`, else the one the storyboard names) into `folder`,
  /// writes the app classes (and builds the stand-ins of other modules), and type-checks
  /// everything together in each of `modes`. Asserts nothing: runs on any thread.
  static func buildAndTypeCheck(
    _ storyboard: URL, runtime: String? = nil, scenes: Int, classes: AppClasses, in folder: URL,
    flowc: URL, checker: SwiftTypeChecker, modes: [String] = languageModes
  ) -> Outcome {
    let start = Date()
    let name = storyboard.deletingPathExtension().lastPathComponent
    var outcome = Outcome(
      name: name, scenes: scenes, buildStatus: -1, buildOutput: "", swiftFiles: 0, seconds: 0)
    do {
      try run(
        storyboard, runtime: runtime, classes: classes, in: folder, flowc: flowc,
        checker: checker, modes: modes, &outcome)
    } catch {
      outcome.failure = "\(error)"
    }
    outcome.seconds = Date().timeIntervalSince(start)
    return outcome
  }

  private static func run(
    _ storyboard: URL, runtime: String?, classes: AppClasses, in folder: URL, flowc: URL,
    checker: SwiftTypeChecker, modes: [String], _ outcome: inout Outcome
  ) throws {
    let generated = folder.appendingPathComponent("gen")
    let human = folder.appendingPathComponent("human")
    let build = try ProcessRunner(
      executable: flowc,
      arguments: [
        "build", storyboard.path, "--output", generated.path, "--skeletons", human.path,
      ] + (runtime.map { ["--runtime", $0] } ?? []),
      environment: ["NO_COLOR": "1", "FLOWC_CACHE_DIR": BuildCLI.cacheFolder.path],
      workingDirectory: folder.deletingLastPathComponent(),
      timeout: 120
    ).run()
    outcome.buildStatus = build.status
    outcome.buildOutput = build.output
    guard build.status == 0 else { return }

    var files = try swiftFiles(in: generated) + swiftFiles(in: human)
    outcome.swiftFiles = files.count
    outcome.forcedFiles = try files.filter {
      let text = try String(contentsOf: $0, encoding: .utf8)
      return text.contains("as!") || text.contains("try!")
    }.map(\.lastPathComponent)
    let app = folder.appendingPathComponent("AppClasses.swift")
    try Data(classes.appSource.utf8).write(to: app)
    files.append(app)

    let modules = folder.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    for module in classes.moduleDeclarations.keys.sorted() {
      try buildStandIn(module, classes: classes, into: modules, checker: checker)
    }
    for mode in modes {
      var checker = checker
      checker.swiftVersion = mode
      let result = try checker.typeCheck(
        files: files,
        extraArguments: ["-module-name", classes.appModule, "-I", modules.path])
      outcome.typeChecks.append((mode, result))
    }
  }

  static func swiftFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  struct StandInFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// Compiles the stand-in of `module` (its classes the flow names) next to the stubs.
  static func buildStandIn(
    _ module: String, classes: AppClasses, into folder: URL, checker: SwiftTypeChecker
  ) throws {
    let source = folder.appendingPathComponent("\(module).swift")
    try Data(classes.moduleSource(module).utf8).write(to: source)
    let arguments =
      ["-emit-module", "-parse-as-library", "-module-name", module]
      + SwiftTypeChecker.languageFlags
      + ["-Xfrontend", "-experimental-skip-all-function-bodies"]
      + ["-I", checker.stubModules.path, "-I", folder.path]
      + [
        "-module-cache-path",
        FileManager.default.temporaryDirectory
          .appendingPathComponent("flowc-stubs-module-cache").path,
      ]
      + ["-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
      + [source.path]
    let result = try ProcessRunner(
      executable: checker.swiftc, arguments: arguments, timeout: 300
    ).run()
    guard result.status == 0 else {
      throw StandInFailure(
        description: "the stand-in module \(module) does not compile:\n\(result.output)")
    }
  }
}
