// swift-tools-version:6.0
// The fuzzing harness for flowc (Fuzz/README.md): libFuzzer targets for the flow front end
// with code generation, the storyboard importer's round trip, the Mustache engine and the
// flowc.json decoder, and FuzzReplay, which runs saved inputs through the same targets
// without libFuzzer (the sanitizer run in .ci/run). A package of its own, so that nothing
// here is built by the root package's `swift build`.
import PackageDescription

// Each fuzzer's one file defines `<Target>_main` itself (`@_cdecl`), the symbol SwiftPM
// links as `main`, so it must not get the top-level-code entry a single-file executable
// otherwise gets.
let fuzzerEntry: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "flowc-fuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "flowc", path: "..")],
  targets: [
    // Declares libFuzzer's LLVMFuzzerRunDriver; linked by `-sanitize=fuzzer`.
    .systemLibrary(name: "CFuzzerDriver", path: "Sources/CFuzzerDriver"),
    // What each target does with one input: shared by the fuzzers and the replay.
    .target(
      name: "FuzzTargets",
      dependencies: [
        .product(name: "FlowKit", package: "flowc"),
        .product(name: "FlowGen", package: "flowc"),
        .product(name: "Mustache", package: "flowc"),
      ]),
    .target(name: "FuzzerEntry", dependencies: ["CFuzzerDriver", "FuzzTargets"]),
    .executableTarget(
      name: "FlowFrontEndFuzzer", dependencies: ["FuzzerEntry"], swiftSettings: fuzzerEntry),
    .executableTarget(
      name: "StoryboardRoundTripFuzzer", dependencies: ["FuzzerEntry"], swiftSettings: fuzzerEntry),
    .executableTarget(
      name: "MustacheFuzzer", dependencies: ["FuzzerEntry"], swiftSettings: fuzzerEntry),
    .executableTarget(
      name: "ConfigFuzzer", dependencies: ["FuzzerEntry"], swiftSettings: fuzzerEntry),
    .executableTarget(name: "FuzzReplay", dependencies: ["FuzzTargets"]),
  ]
)
