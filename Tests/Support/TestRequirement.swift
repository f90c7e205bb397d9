import Foundation

/// Something a test needs from outside the repository: the shared folder (the storyboard
/// corpus, the Mustache specification) or Graphviz. Missing, a test skips with this one
/// message, which names what it needs and the variable that points at it; when `CI` is
/// set it fails instead (each test target turns it into an `XCTSkip` or throws it), so a
/// skip is never hidden from CI.
public struct TestRequirement: Error, CustomStringConvertible {
  public var description: String

  /// The variable that points at the shared folder (documented in the README).
  public static let sharedFolderVariable = "FLOWC_SHARED_DIR"

  /// True when `CI` is set: a missing requirement is a failure, not a skip.
  public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

  init(needs what: String, remedy: String) {
    let outcome =
      Self.isCI ? "CI is set, so this fails instead of skipping" : "skipped; CI makes it fail"
    description = "this test needs \(what): \(remedy) (\(outcome))"
  }

  /// `relativePath` in the shared folder, when `marker` (a file inside it) exists.
  public static func shared(_ relativePath: String, marker: String? = nil, what: String) -> Result<
    URL, TestRequirement
  > {
    let url = PackagePaths.sharedDirectory.appendingPathComponent(relativePath)
    let probe = marker.map { url.appendingPathComponent($0) } ?? url
    if FileManager.default.fileExists(atPath: probe.path) { return .success(url) }
    return .failure(
      TestRequirement(
        needs: "\(what), not found at \(probe.path)",
        remedy: "set \(sharedFolderVariable) to the shared folder that holds \(relativePath)"))
  }

  /// `xmllint` on PATH (Debian: libxml2-utils, which `.ci/run` installs).
  public static func xmllint() -> Result<URL, TestRequirement> {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("xmllint")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
    }
    return .failure(
      TestRequirement(
        needs: "libxml2's 'xmllint'",
        remedy: "install it (Debian: apt-get install libxml2-utils) so that PATH finds xmllint"))
  }

  /// Graphviz's `dot` on PATH.
  public static func graphviz() -> Result<URL, TestRequirement> {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
    }
    return .failure(
      TestRequirement(
        needs: "Graphviz's 'dot'",
        remedy: "install Graphviz (Debian: apt-get install graphviz) so that PATH finds dot"))
  }

  /// An executable `name` on PATH (`nvim`), described for the skip message.
  public static func executable(_ name: String, what: String, remedy: String) -> Result<
    URL, TestRequirement
  > {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
    }
    return .failure(TestRequirement(needs: what, remedy: remedy))
  }
}
