// swift-tools-version:6.0
// An app package that uses flowc's build-tool plugin (its target holds a flow, a
// storyboard, and flowc.json at the root names a templates folder), built on Linux by
// Tests/FlowcTests/PluginTests.swift (see README.md). The test copies this folder, adds
// the UIKit stub sources of Tests/Fixtures/Stubs as the targets ObjectiveC, CoreGraphics
// and UIKit, and points the flowc dependency at the checkout being tested.
import PackageDescription

/// Objective-C interop without Apple's Foundation, for `@objc`, `@IBOutlet`, `@IBAction`
/// and `#selector` on Linux (Tests/Fixtures/Stubs/README.md).
let objcInterop = [
  "-Xfrontend", "-enable-objc-interop",
  "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
]

/// The stubs are declarations only: their module is all that is needed. `-typecheck`
/// turns the compile jobs into type-checking jobs; skipping function bodies lets the
/// module-emitting job leave out the Objective-C entry points swiftc cannot generate on
/// Linux.
let stubSettings: [SwiftSetting] = [
  .unsafeFlags(
    objcInterop + ["-typecheck", "-Xfrontend", "-experimental-skip-all-function-bodies"])
]

/// The app is type-checked in full, bodies included, but not compiled to object code (the
/// Objective-C entry points of its `@IBAction`s cannot be generated on Linux). Its module
/// is emitted through Tools/swift-frontend, which skips bodies in that one job.
let appSettings: [SwiftSetting] = [
  .unsafeFlags(
    objcInterop + [
      "-typecheck",
      "-driver-use-frontend-path", Context.packageDirectory + "/Tools/swift-frontend",
    ])
]

let package = Package(
  name: "PluginPackage",
  dependencies: [
    .package(name: "flowc", path: "../../..")
  ],
  targets: [
    .target(name: "ObjectiveC", swiftSettings: stubSettings),
    .target(name: "CoreGraphics", swiftSettings: stubSettings),
    .target(
      name: "UIKit", dependencies: ["ObjectiveC", "CoreGraphics"], swiftSettings: stubSettings),
    .target(
      name: "App", dependencies: ["UIKit"], swiftSettings: appSettings,
      plugins: [.plugin(name: "FlowcPlugin", package: "flowc")]),
  ]
)
