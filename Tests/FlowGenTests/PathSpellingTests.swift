import Foundation
import XCTest

@testable import FlowGen

/// The build's path text gives what Foundation's URLs give, without building one per file.
final class PathSpellingTests: XCTestCase {
  func testNormalizedMatchesStandardizedFileURLs() {
    let current = FileManager.default.currentDirectoryPath
    for path in [
      "/a/b/c.swift", "/a//b/./c.swift", "/a/b/../c.swift", "a/b.swift", "./a/../b/", "/", "/..",
      "Generated/X.swift", "../up/X.swift",
    ] {
      XCTAssertEqual(
        PathSpelling.normalized(path, currentDirectory: current),
        URL(fileURLWithPath: path).standardizedFileURL.path, path)
    }
  }

  func testFolderAndFileName() {
    XCTAssertEqual(PathSpelling.folder(of: "/a/b/C.swift"), "/a/b")
    XCTAssertEqual(PathSpelling.folder(of: "C.swift"), ".")
    XCTAssertEqual(PathSpelling.folder(of: "/C.swift"), "/")
    XCTAssertEqual(PathSpelling.fileName(of: "/a/b/C.swift"), "C.swift")
    XCTAssertEqual(PathSpelling.fileName(of: "C.swift"), "C.swift")
  }
}
