import Foundation
import FuzzTargets

// Runs saved inputs through the fuzz targets without libFuzzer: every file of
// Fuzz/Corpus/<target> and Fuzz/Regressions/<target>, and every flow, storyboard,
// template, Mustache spec case and flowc.json of the repository and of ../shared. Built
// with -sanitize=address by .ci/run, where any report (or trap) fails the build.
//
// Usage: FuzzReplay [--root PACKAGE_ROOT] [--shared SHARED_DIR] [FILE...]
// With FILEs, runs only those, each through the target named by its parent folder.

let fileManager = FileManager.default

/// Every regular file under `folder` whose name ends with one of `suffixes` (all files
/// when `suffixes` is empty), sorted, so the replay order is the same on every machine.
func files(under folder: URL, endingWith suffixes: [String] = []) -> [URL] {
  guard
    let walker = fileManager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
  else { return [] }
  var found: [URL] = []
  for case let url as URL in walker {
    guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
      continue
    }
    let name = url.lastPathComponent
    if name.hasPrefix(".") || name == "README.md" { continue }
    if suffixes.isEmpty || suffixes.contains(where: { name.hasSuffix($0) }) { found.append(url) }
  }
  return found.sorted { $0.path < $1.path }
}

/// The Mustache spec's cases as fuzz inputs: template, NUL, data as JSON.
func specCases(in folder: URL) throws -> [(String, [UInt8])] {
  var cases: [(String, [UInt8])] = []
  for url in files(under: folder, endingWith: [".json"]) {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let tests = (object as? [String: Any])?["tests"] as? [[String: Any]] else { continue }
    for test in tests {
      guard let template = test["template"] as? String else { continue }
      var bytes = Array(template.utf8)
      if let data = test["data"],
        let json = try? JSONSerialization.data(withJSONObject: data, options: [.fragmentsAllowed])
      {
        bytes.append(0)
        bytes += json
      }
      cases.append(("\(url.lastPathComponent): \(test["name"] ?? "?")", bytes))
    }
  }
  return cases
}

/// Replays inputs and counts them per target.
struct Replay {
  var counts: [FuzzTarget: Int] = [:]

  mutating func run(_ target: FuzzTarget, _ label: String, _ bytes: [UInt8]) {
    // Unbuffered, so that the last line names the input when a sanitizer aborts.
    FileHandle.standardOutput.write(Data("\(target.name): \(label)\n".utf8))
    target.run(bytes)
    counts[target, default: 0] += 1
  }

  mutating func run(_ target: FuzzTarget, _ urls: [URL]) throws {
    for url in urls {
      run(target, url.path, Array(try Data(contentsOf: url)))
    }
  }

  /// Everything: the harness's inputs, then the repository's and ../shared's.
  mutating func runAll(fuzz: URL, root: URL, shared: URL) throws {
    for target in FuzzTarget.allCases {
      for kind in ["Corpus", "Regressions"] {
        try run(target, files(under: fuzz.appendingPathComponent("\(kind)/\(target.name)")))
      }
    }
    let tests = root.appendingPathComponent("Tests")
    let storyboards =
      files(under: tests, endingWith: [".storyboard"])
      + files(under: shared.appendingPathComponent("storyboards"), endingWith: [".storyboard"])
    let flows =
      files(under: root.appendingPathComponent("Flows"), endingWith: [".flow"])
      + files(under: tests, endingWith: [".flow"])
    try run(.flowFrontEnd, flows + storyboards)
    try run(.storyboardRoundTrip, storyboards)
    try run(
      .mustache, files(under: root.appendingPathComponent("Templates"), endingWith: [".mustache"]))
    for (label, bytes) in try specCases(in: shared.appendingPathComponent("mustache-spec")) {
      run(.mustache, label, bytes)
    }
    let configs =
      files(under: root.appendingPathComponent("Examples"), endingWith: ["flowc.json"])
      + files(under: tests, endingWith: ["flowc.json"])
    try run(.config, [root.appendingPathComponent("flowc.json")] + configs)
  }

  var summary: String {
    FuzzTarget.allCases.map { "\($0.name) \(counts[$0, default: 0])" }.joined(separator: ", ")
  }
}

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("FuzzReplay: \(message)\n".utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var options: [String: String] = [:]
while let index = arguments.firstIndex(where: { $0 == "--root" || $0 == "--shared" }) {
  guard index + 1 < arguments.count else { fail("\(arguments[index]) needs a folder", status: 2) }
  options[arguments[index]] = arguments[index + 1]
  arguments.removeSubrange(index...index + 1)
}
let fuzzFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let root =
  options["--root"].map { URL(fileURLWithPath: $0) } ?? fuzzFolder.deletingLastPathComponent()
let shared =
  options["--shared"].map { URL(fileURLWithPath: $0) }
  ?? root.appendingPathComponent("../shared").standardizedFileURL

var replay = Replay()
do {
  if arguments.isEmpty {
    try replay.runAll(fuzz: fuzzFolder, root: root, shared: shared)
  } else {
    for path in arguments {
      let url = URL(fileURLWithPath: path)
      guard let target = FuzzTarget(rawValue: url.deletingLastPathComponent().lastPathComponent)
      else {
        fail(
          "'\(path)' is not in a target's folder (\(FuzzTarget.allCases.map(\.name)))", status: 2)
      }
      try replay.run(target, [url])
    }
  }
} catch {
  fail("\(error)", status: 2)
}
print("FuzzReplay: replayed \(replay.summary) inputs, no report")
