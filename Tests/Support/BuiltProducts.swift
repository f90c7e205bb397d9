import Foundation

/// Finds executables built by SwiftPM beside the running test bundle.
///
/// On Linux the XCTest runner is the executable `<build>/<triple>/debug/<Package>PackageTests.xctest`;
/// on macOS it is a bundle of that name, run by `xctest`. Either way, the products of the
/// same build (such as `flowc`) sit in the folder that holds the `.xctest`.
public enum BuiltProducts {
  /// The build products folders to search, most specific first. `$FLOWC_BUILT_PRODUCTS_DIR`,
  /// when set, comes first.
  public static var searchDirectories: [URL] {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["FLOWC_BUILT_PRODUCTS_DIR"], !path.isEmpty {
      candidates.append(URL(fileURLWithPath: path, isDirectory: true))
    }
    var executables: [URL] = []
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      executables.append(bundle.bundleURL)
    }
    if let first = CommandLine.arguments.first, !first.isEmpty {
      executables.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
    }
    if let path = Bundle.main.executableURL {
      executables.append(path.resolvingSymlinksInPath())
    }
    for url in executables {
      if let folder = folderHoldingXCTest(url) { candidates.append(folder) }
    }
    // Not inside a .xctest: the runner's own folder (Linux, or a renamed runner).
    for url in executables { candidates.append(url.deletingLastPathComponent()) }
    candidates.append(Bundle.main.bundleURL)

    var seen = Set<String>()
    return candidates.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
  }

  /// The executable product `name` from the same build as the running tests, if it exists.
  public static func executable(named name: String) -> URL? {
    for folder in searchDirectories {
      let candidate = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }

  /// The built `flowc` executable (build it first: `swift build --product flowc`, or let
  /// `swift test` build it, which it does for every product of the package).
  public static var flowc: URL? { executable(named: "flowc") }

  /// The folder that holds the nearest `.xctest` in `url`'s path, if any.
  private static func folderHoldingXCTest(_ url: URL) -> URL? {
    var current = url.standardizedFileURL
    while current.pathComponents.count > 1 {
      if current.pathExtension == "xctest" { return current.deletingLastPathComponent() }
      current = current.deletingLastPathComponent()
    }
    return nil
  }
}
