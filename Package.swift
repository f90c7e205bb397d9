// swift-tools-version:6.0
// flowc: a storyboard-style flow compiler. One target per stage of the pipeline, each
// depending only on stages listed before it (its dependencies below say which):
//   FlowModel         source files and locations, diagnostics, the model: plain values
//   FlowXML           libxml2 (CLibXML2, used nowhere else) → a located element tree
//   FlowFormat        the flow format both ways: element tree → model, model → flow text
//   FlowAnalysis      FlowGraph, the UIKit tables, the checks; it needs only the model
//   StoryboardImport  Interface Builder XML → the same model: a second front end
//   FlowComparison    a flow checked against its storyboard's model; it needs no importer
//   FlowProject       flowc.json, and the front end as one call: read, decode or import, check
//   FlowEditing       `flowc new`: edits spliced into a flow's located text
//   FlowCoverage      navigation traces (hostile JSON lines) and what they exercised of flows
//   SwiftSourceScan   the declarations of an app's Swift files, without the compiler
//   FlowKit           the library's one module: re-exports the stages above
//   Mustache          templates, independent of flows
//   FlowTemplates     the built-in templates of Templates/, as Swift source
//   FlowGen           model → contexts → rendered files; needs the model, graph, XML escaping
//   FlowAdoption      `flowc adopt`: an app's controllers edited to subclass the bases
//   FlowLanguageServer `flowc lsp`: the front end, navigation and completion for editors
//   flowc             the command line
import PackageDescription

let package = Package(
  name: "flowc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "flowc", targets: ["flowc"]),
    .library(name: "FlowKit", targets: ["FlowKit"]),
    .library(name: "Mustache", targets: ["Mustache"]),
    .library(name: "FlowGen", targets: ["FlowGen"]),
    .plugin(name: "FlowcPlugin", targets: ["FlowcPlugin"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      path: "Sources/CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "FlowModel"),
    .target(name: "FlowXML", dependencies: ["CLibXML2", "FlowModel"]),
    .target(name: "FlowFormat", dependencies: ["FlowModel", "FlowXML"]),
    .target(name: "FlowAnalysis", dependencies: ["FlowModel"]),
    .target(name: "StoryboardImport", dependencies: ["FlowModel", "FlowXML", "FlowAnalysis"]),
    .target(name: "FlowComparison", dependencies: ["FlowModel", "FlowAnalysis"]),
    .target(
      name: "FlowProject",
      dependencies: [
        "FlowModel", "FlowXML", "FlowFormat", "FlowAnalysis", "StoryboardImport",
        "FlowComparison",
      ]),
    .target(
      name: "FlowEditing", dependencies: ["FlowModel", "FlowXML", "FlowAnalysis", "FlowProject"]
    ),
    .target(name: "FlowCoverage", dependencies: ["FlowModel"]),
    // The library product's one module: it only re-exports the stages above
    // (`@_exported import`), so that a user of the library, such as the Fuzz/ package,
    // writes one `import FlowKit` and keeps working when a stage is split or joined. A
    // product listing the stage targets instead would make every user import each stage.
    // Inside this package each target imports the stages it uses, so the graph stays
    // visible; cross-stage declarations that users do not need are `package`, not `public`.
    .target(
      name: "FlowKit",
      dependencies: [
        "FlowModel", "FlowXML", "FlowFormat", "FlowAnalysis", "StoryboardImport",
        "FlowComparison", "FlowProject", "FlowEditing", "FlowCoverage",
      ]),
    .target(name: "Mustache"),
    // The built-in templates inside the executable, so that a copied `flowc` is one file
    // that works anywhere: EmbeddedTemplates.swift holds every file under Templates/, and
    // `swift run TemplateEmbedder` rewrites it (BuiltInTemplatesTests fails, naming that
    // command, when it is out of step). A build-tool plugin cannot do it: SwiftPM does not
    // run one for a library of the flowc that FlowcPlugin builds as its tool.
    .target(name: "FlowTemplates"),
    .executableTarget(name: "TemplateEmbedder"),
    .target(
      name: "FlowGen",
      dependencies: ["FlowModel", "FlowXML", "FlowAnalysis", "Mustache", "FlowTemplates"]),
    // Reads an app's own Swift (for `flowc adopt`): depends on nothing, so it can be
    // tested on hostile code alone.
    .target(name: "SwiftSourceScan"),
    .target(
      name: "FlowAdoption",
      dependencies: [
        "FlowModel", "FlowAnalysis", "FlowComparison", "FlowProject", "FlowEditing", "FlowGen",
        "SwiftSourceScan",
      ]),
    // Reads the flow leniently for navigation and completion, and asks FlowGen for the
    // names of a scene's hooks (hover) rather than deriving them a second time.
    .target(
      name: "FlowLanguageServer",
      dependencies: ["FlowModel", "FlowFormat", "FlowAnalysis", "FlowProject", "FlowGen"]),
    .executableTarget(
      name: "flowc",
      dependencies: [
        "FlowModel", "FlowXML", "FlowFormat", "FlowAnalysis", "StoryboardImport", "FlowProject",
        "FlowEditing", "FlowGen", "Mustache", "FlowAdoption", "FlowCoverage", "FlowLanguageServer",
      ]),
    // Generates the code of a target's .flow and .storyboard files on every build, in
    // packages and (as an XcodeBuildToolPlugin) in Xcode projects (docs/plugin.md).
    .plugin(name: "FlowcPlugin", capability: .buildTool(), dependencies: ["flowc"]),
    // Shared by the test targets: paths to fixtures and ../shared, the UIKit stub
    // type-checker, and a runner for the built flowc executable.
    .target(name: "FlowTestSupport", path: "Tests/Support"),
    // One test target for all the stages of FlowKit: it imports FlowKit as users do, and
    // `@testable import`s a stage where a test reaches inside it.
    .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "FlowTestSupport"]),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache", "FlowTestSupport"]),
    .testTarget(
      name: "FlowGenTests",
      dependencies: ["FlowGen", "FlowKit", "FlowTemplates", "FlowTestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "FlowcTests", dependencies: ["FlowKit", "FlowTestSupport"]),
    .testTarget(
      name: "FlowLanguageServerTests",
      dependencies: ["FlowLanguageServer", "FlowKit", "FlowTestSupport"]),
    .testTarget(
      name: "FlowAdoptionTests",
      dependencies: ["SwiftSourceScan", "FlowAdoption", "FlowKit", "FlowGen", "FlowTestSupport"]),
  ]
)
