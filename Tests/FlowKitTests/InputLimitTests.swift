import FlowKit
import Foundation
import XCTest

@testable import FlowXML

/// Issue 27, item 6: inputs that would keep libxml2 busy or fill memory are refused
/// before it sees them, each with its own diagnostic.
final class InputLimitTests: FlowTestCase {
  /// 200,000 attributes on one element: libxml2's pairwise duplicate check would take
  /// tens of seconds.
  func testAnElementWithTwoHundredThousandAttributesIsRefusedBeforeParsing() {
    var text = "<?xml version=\"1.0\"?>\n<flow name=\"X\" version=\"1\" initial=\"a\">\n  <scene"
    for index in 0..<200_000 { text += " a\(index)=\"v\"" }
    text += " id=\"a\"/>\n</flow>\n"
    XCTAssertEqual(findings(text), ["xml-too-many-attributes@3:3"])
    XCTAssertNil(load(text).flow)
  }

  func testTheLimitCountsAttributesOfStartTagsOnly() {
    let equalsSigns = String(repeating: "=", count: 50)
    let text = """
      <?xml version="1.0"?>
      <!-- \(equalsSigns) -->
      <?note \(equalsSigns) ?>
      <flow name="X" version="1" initial="a" note='\(equalsSigns)'>
        <scene id="a" title="\(equalsSigns)"/>
      </flow>
      """
    let source = SourceFile(path: "t.flow", text: text)
    XCTAssertNotNil(XMLDocumentReader.read(source, maximumAttributes: 4).root)
    XCTAssertEqual(
      XMLDocumentReader.read(source, maximumAttributes: 3).diagnostics.map(\.rule),
      [.xmlTooManyAttributes])
    XCTAssertEqual(
      XMLDocumentReader.read(source, maximumAttributes: 3).diagnostics.first?.location.line, 4)
  }

  func testAnInputLargerThanTheLimitIsNeverRead() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Big.flow").path
    try Data(repeating: UInt8(ascii: " "), count: 4096).write(to: URL(fileURLWithPath: path))
    guard case .failure(let diagnostic) = SourceFile.load(path: path, maximumSize: 4095) else {
      return XCTFail("a file past the limit was read")
    }
    XCTAssertEqual(diagnostic.rule, .fileTooLarge)
    XCTAssertTrue(diagnostic.message.contains("4095"), diagnostic.message)
    guard case .success = SourceFile.load(path: path, maximumSize: 4096) else {
      return XCTFail("a file at the limit was refused")
    }
    XCTAssertEqual(SourceFile.maximumSize, 64 << 20, "docs/security.md documents 64 MiB")
  }

  /// A pipe holds a read open until a writer comes and may never end; a device such as
  /// /dev/zero never ends. Both are refused before a byte is read, so `flowc check` does
  /// not stall CI.
  func testAPipeOrADeviceIsRefusedWithoutWaiting() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("Pipe.flow").path
    XCTAssertEqual(mkfifo(pipe, 0o600), 0)
    for path in [pipe, "/dev/zero"] {
      guard case .failure(let diagnostic) = SourceFile.load(path: path) else {
        return XCTFail("\(path) was read")
      }
      XCTAssertEqual(diagnostic.rule, .fileUnreadable, path)
      XCTAssertTrue(diagnostic.message.contains("not a regular file"), diagnostic.message)
    }
  }

  /// The bytes are read straight into the source's array: every byte, in order, for
  /// files of sizes around the read's buffer and page boundaries.
  func testAFileIsReadByteForByte() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for size in [0, 1, 4095, 4096, 4097, 100_003] {
      let path = folder.appendingPathComponent("File\(size).flow").path
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      guard case .success(let source) = SourceFile.load(path: path) else {
        return XCTFail("a file of \(size) bytes was refused")
      }
      XCTAssertEqual(source.bytes, bytes, "\(size) bytes")
    }
    guard case .failure(let missing) = SourceFile.load(path: folder.path + "/None.flow") else {
      return XCTFail("a missing file was read")
    }
    XCTAssertEqual(missing.message, "no such file")
  }

  /// A new empty folder, for the test to remove.
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
