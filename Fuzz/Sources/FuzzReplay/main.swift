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

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  let value = arguments[index + 1]
  arguments.removeSubrange(index...index + 1)
  return value
}

let fuzzFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let root =
  option("--root").map { URL(fileURLWithPath: $0) } ?? fuzzFolder.deletingLastPathComponent()
let shared =
  option("--shared").map { URL(fileURLWithPath: $0) }
  ?? root.appendingPathComponent("../shared").standardizedFileURL

var counts: [FuzzTarget: Int] = [:]
func replay(_ target: FuzzTarget, _ label: String, _ bytes: [UInt8]) {
  print("\(target.name): \(label)")
  target.run(bytes)
  counts[target, default: 0] += 1
}
func replay(_ target: FuzzTarget, _ urls: [URL]) throws {
  for url in urls {
    replay(target, url.path, Array(try Data(contentsOf: url)))
  }
}

do {
  if !arguments.isEmpty {
    for path in arguments {
      let url = URL(fileURLWithPath: path)
      let folder = url.deletingLastPathComponent().lastPathComponent
      guard let target = FuzzTarget(rawValue: folder) else {
        FileHandle.standardError.write(
          Data(
            "FuzzReplay: '\(path)' is not in a target's folder (\(FuzzTarget.allCases.map(\.name)))\n"
              .utf8))
        exit(2)
      }
      try replay(target, [url])
    }
  } else {
    for target in FuzzTarget.allCases {
      for kind in ["Corpus", "Regressions"] {
        try replay(
          target, files(under: fuzzFolder.appendingPathComponent("\(kind)/\(target.name)")))
      }
    }
    let storyboards =
      files(under: root.appendingPathComponent("Tests"), endingWith: [".storyboard"])
      + files(under: shared.appendingPathComponent("storyboards"), endingWith: [".storyboard"])
    let flows =
      files(under: root.appendingPathComponent("Flows"), endingWith: [".flow"])
      + files(under: root.appendingPathComponent("Tests"), endingWith: [".flow"])
    try replay(.flowFrontEnd, flows + storyboards)
    try replay(.storyboardRoundTrip, storyboards)
    try replay(
      .mustache, files(under: root.appendingPathComponent("Templates"), endingWith: [".mustache"]))
    for (label, bytes) in try specCases(in: shared.appendingPathComponent("mustache-spec")) {
      replay(.mustache, label, bytes)
    }
    let configs = files(under: root.appendingPathComponent("Tests"), endingWith: ["flowc.json"])
    try replay(.config, [root.appendingPathComponent("flowc.json")] + configs)
  }
} catch {
  FileHandle.standardError.write(Data("FuzzReplay: \(error)\n".utf8))
  exit(2)
}
let summary = FuzzTarget.allCases.map { "\($0.name) \(counts[$0, default: 0])" }
print("FuzzReplay: replayed \(summary.joined(separator: ", ")) inputs, no report")
