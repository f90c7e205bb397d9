// swift-tools-version:6.0
// flowc: a storyboard-style flow compiler. The targets follow the pipeline:
// CLibXML2 (the XML reader) → FlowKit (source, diagnostics, model, checks) →
// Mustache (templates, independent of flows) → FlowGen (contexts, rendering, files) → flowc (CLI).
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
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "FlowKit", dependencies: ["CLibXML2"]),
    .target(name: "Mustache"),
    .target(
      name: "FlowTemplates",
      path: "Templates",
      exclude: ["README.md"],
      sources: ["BuiltInTemplates.swift"],
      resources: [.copy("swift"), .copy("graph"), .copy("project")]
    ),
    .target(name: "FlowGen", dependencies: ["FlowKit", "Mustache", "FlowTemplates"]),
    .executableTarget(name: "flowc", dependencies: ["FlowKit", "FlowGen", "Mustache"]),
    // Generates the code of a target's .flow and .storyboard files on every build, in
    // packages and (as an XcodeBuildToolPlugin) in Xcode projects (docs/plugin.md).
    .plugin(name: "FlowcPlugin", capability: .buildTool(), dependencies: ["flowc"]),
    // Shared by the test targets: paths to fixtures and ../shared, the UIKit stub
    // type-checker, and a runner for the built flowc executable.
    .target(name: "FlowTestSupport", path: "Tests/Support"),
    .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "FlowTestSupport"]),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache", "FlowTestSupport"]),
    .testTarget(
      name: "FlowGenTests", dependencies: ["FlowGen", "FlowKit", "FlowTestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "FlowcTests", dependencies: ["FlowKit", "FlowTestSupport"]),
  ]
)
