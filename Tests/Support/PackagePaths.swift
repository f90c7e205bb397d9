import Foundation

/// Well-known folders of the flowc package, for tests.
///
/// Everything is derived from this file's own location (`Tests/Support/PackagePaths.swift`),
/// so the paths are right wherever the package is checked out, and whichever directory
/// the tests run from.
public enum PackagePaths {
  /// The package root: the folder holding Package.swift.
  public static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Tests/Support
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
  }

  /// `Tests/Fixtures`.
  public static var fixtures: URL {
    packageRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)
  }

  /// `Tests/Fixtures/Stubs`: the UIKit stub module and its companions.
  public static var stubs: URL {
    fixtures.appendingPathComponent("Stubs", isDirectory: true)
  }

  /// The folder shared with sibling checkouts: `$FLOWC_SHARED_DIR` when set,
  /// else `<packageRoot>/../shared`.
  public static var sharedDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["FLOWC_SHARED_DIR"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }
    return packageRoot.appendingPathComponent("../shared", isDirectory: true)
      .standardizedFileURL
  }

  /// `Flows`: the example flow documents.
  public static var flowsDirectory: URL {
    packageRoot.appendingPathComponent("Flows", isDirectory: true)
  }

  /// `Templates`: the built-in template sets.
  public static var templatesDirectory: URL {
    packageRoot.appendingPathComponent("Templates", isDirectory: true)
  }

  /// `Examples`.
  public static var examplesDirectory: URL {
    packageRoot.appendingPathComponent("Examples", isDirectory: true)
  }
}
