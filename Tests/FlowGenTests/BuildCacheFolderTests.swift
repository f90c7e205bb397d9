import FlowGen
import XCTest

/// Where the no-op build records go: the explicit folder, else Xcode's derived-files
/// folder (which a sandboxed Run Script may write), else the user's cache folder.
final class BuildCacheFolderTests: XCTestCase {
  func testTheExplicitFolderThenXcodesDerivedFilesThenTheUsersCache() throws {
    let derived = ["DERIVED_FILE_DIR": "/dd/App.build/DerivedSources", "HOME": "/home/u"]
    XCTAssertEqual(
      BuildCache(environment: derived.merging(["FLOWC_CACHE_DIR": "/c"]) { $1 })?.folder.path,
      "/c")
    XCTAssertEqual(
      BuildCache(environment: derived)?.folder.path, "/dd/App.build/DerivedSources/flowc-cache")
    let home = try XCTUnwrap(BuildCache(environment: ["HOME": "/home/u"])?.folder.path)
    XCTAssertTrue(home.hasPrefix("/home/u/"), home)
    XCTAssertNil(BuildCache(environment: ["FLOWC_CACHE_DIR": "", "DERIVED_FILE_DIR": "/dd"]))
  }
}
