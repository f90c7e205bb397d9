import XCTest

@testable import FlowGen

/// Paths, type names, line widths and the generated-file header are read as UTF-8 bytes
/// for speed; each must give what its definition over Characters gives (the code it
/// replaced, kept here as the reference), on random text that mixes ASCII with multi-byte
/// and combining characters.
final class ByteLevelOutputTests: XCTestCase {
  static let pieces = [
    "a", "Z", "_", "7", ".", "..", "/", "//", " ", "<", ">", "[", "]", "?", ",", ":", "é",
    "e\u{301}", "名", "\r\n", "UIKit", "MapKit.MKMapView", "Dictionary", "String",
  ]

  func randomTexts(count: Int, seed: UInt64, length: Int = 8) -> [String] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      (0..<(next() % length)).map { _ in Self.pieces[next() % Self.pieces.count] }.joined()
    }
  }

  /// Splitting on bytes and on Characters differ only where a combining mark follows a
  /// `/` (then the Character is not a slash, but the file system splits there all the
  /// same): such paths are left out of the comparison.
  func testNormalizedPathsAgreeWithTheCharacterDefinition() {
    func reference(_ path: String, currentDirectory: String) -> String {
      let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
      var parts: [Substring] = []
      for part in absolute.split(separator: "/") {
        switch part {
        case ".": continue
        case "..": if !parts.isEmpty { parts.removeLast() }
        default: parts.append(part)
        }
      }
      return "/" + parts.joined(separator: "/")
    }
    for path in randomTexts(count: 4_000, seed: 5) + ["", "/", "..", "/a/../..", "a//b/./"]
    where !path.contains("/\u{301}") {
      XCTAssertEqual(
        PathSpelling.normalized(path, currentDirectory: "/work/é"),
        reference(path, currentDirectory: "/work/é"), path.debugDescription)
      XCTAssertEqual(
        PathSpelling.folder(of: path),
        path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ".",
        path.debugDescription)
      XCTAssertEqual(
        PathSpelling.fileName(of: path),
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path,
        path.debugDescription)
    }
  }

  func testTypeIdentifiersAgreeWithTheCharacterDefinition() {
    for type in randomTexts(count: 4_000, seed: 6) {
      XCTAssertEqual(
        FrameworkImports.identifiers(in: type),
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") },
        type.debugDescription)
    }
  }

  func testLineWidthCountsCharacters() {
    for text in randomTexts(count: 2_000, seed: 7, length: 60) {
      for indent in [0, 4, 40, 96] {
        XCTAssertEqual(
          LineWidth.fits(text, indent: indent), indent + text.count <= LineWidth.limit,
          "\(text.debugDescription) at \(indent)")
      }
    }
  }

  func testTheHeaderIsRecognisedAsItIsWritten() {
    for name in randomTexts(count: 1_000, seed: 8) where !name.isEmpty {
      let header = GeneratedFileHeader.line(sourceFileName: name)
      let file = Array((header + "\nimport UIKit\n").utf8)
      XCTAssertTrue(GeneratedFileHeader.isGenerated(contents: file), header)
      XCTAssertTrue(GeneratedFileHeader.isHeader(Substring(header)), header)
      // Any byte short of the whole line is not the header.
      XCTAssertFalse(GeneratedFileHeader.isGenerated(contents: file.dropFirst()), header)
      XCTAssertFalse(
        GeneratedFileHeader.isGenerated(contents: Array(header.utf8.dropLast())), header)
    }
    XCTAssertFalse(GeneratedFileHeader.isGenerated(contents: Array("// Generated".utf8)))
    XCTAssertFalse(GeneratedFileHeader.isGenerated(contents: [UInt8]()))
  }
}
