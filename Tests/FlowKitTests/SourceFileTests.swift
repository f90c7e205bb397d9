import FlowKit
import XCTest

@testable import FlowModel

/// The line table is built with memchr and eight-byte ASCII tests; it must agree with the
/// plain definition for line feeds and non-ASCII bytes at every position.
final class SourceFileTests: XCTestCase {
  func testLineTableAgreesWithAByteByByteScan() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func nextByte() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      switch state >> 60 {
      case 0, 1: return 0x0A
      case 2: return 0xC3
      case 3: return 0xA9
      default: return UInt8(0x20 + (state >> 33) % 0x5E)
      }
    }
    for length in 0..<200 {
      let bytes = (0..<length).map { _ in nextByte() }
      var starts = [0]
      var ascii: [Bool] = []
      var lineIsASCII = true
      for (index, byte) in bytes.enumerated() {
        if byte >= 0x80 { lineIsASCII = false }
        if byte == 0x0A {
          starts.append(index + 1)
          ascii.append(lineIsASCII)
          lineIsASCII = true
        }
      }
      ascii.append(lineIsASCII)
      let file = SourceFile(path: "t", bytes: bytes)
      XCTAssertEqual(file.lineStarts, starts, "length \(length)")
      XCTAssertEqual(file.lineIsASCII, ascii, "length \(length)")
    }
  }

  func testColumnsOnASCIIAndUTF8Lines() {
    let file = SourceFile(path: "t", text: "abc\nhé llo\n\nx")
    XCTAssertEqual(file.location(ofOffset: 2).description, "t:1:3")
    XCTAssertEqual(file.location(ofOffset: 8).description, "t:2:4")
    XCTAssertEqual(file.location(ofOffset: 12).description, "t:3:1")
    XCTAssertEqual(file.location(ofOffset: 13).description, "t:4:1")
    XCTAssertEqual(file.location(ofOffset: 99).description, "t:4:2")
  }
}
